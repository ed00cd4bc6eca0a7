import type { GameEntry, GameLoadFailure } from '../games.js';
import { EXIT, type CliIO } from '../io.js';

/** `puzzle-solve` alone: the games, their file extensions, algorithms and options. */
export function listCommand(games: readonly GameEntry[], failures: readonly GameLoadFailure[], io: CliIO): number {
  const width = Math.max(8, ...games.map((g) => g.plugin.name.length));
  io.stdout.write(`Games (puzzle-solve <game> [files or folders…]; puzzle-solve <game> --help for its options):\n`);
  for (const { plugin } of [...games].sort((a, b) => a.plugin.name.localeCompare(b.plugin.name))) {
    io.stdout.write(`  ${plugin.name.padEnd(width)}  ${plugin.description}\n`);
    const opts = plugin.options.map((o) => `--${o.name} ${o.choices ? o.choices.join('|') : `<${o.default}>`}`);
    const details = [
      `files ${plugin.extensions.join(' ')}`,
      `algorithms ${plugin.algorithms.join(', ')}`,
      ...(opts.length ? [`options ${opts.join(' ')}`] : []),
    ];
    io.stdout.write(`  ${' '.repeat(width)}  ${details.join(' · ')}\n`);
  }
  if (games.length === 0) io.stdout.write('  (none)\n');
  for (const f of failures) io.stderr.write(`warning: could not load ${f.module}: ${f.error}\n`);
  return EXIT.ok;
}

/** `puzzle-solve <game> --help`. */
export function gameHelp(entry: GameEntry, io: CliIO): number {
  const { plugin } = entry;
  const lines = [
    `${plugin.name}: ${plugin.description}`,
    '',
    `  puzzle-solve ${plugin.name} [files or folders…]   solve (folders: every ${plugin.extensions.join(' ')} file, recursively)`,
    `  puzzle-solve verify ${plugin.name} <level> <solution>`,
    `  puzzle-solve render ${plugin.name} <level> [solution] [--steps]`,
    '',
    `Algorithms (--algorithm): ${plugin.algorithms.map((a, i) => (i === 0 ? `${a} (default)` : a)).join(', ')}`,
  ];
  if (plugin.options.length > 0) {
    lines.push('Game options:');
    for (const o of plugin.options) {
      const values = o.choices ? o.choices.join('|') : 'value';
      lines.push(`  --${o.name} ${values}  ${o.description} (default ${o.default})`);
    }
  }
  lines.push(`Samples (used when no file is given; also usable as <level>): ${plugin.samples.map((s) => s.name).join(', ') || 'none'}`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
