// `pnpm run pictures`: solves one bundled sample level of every game and writes the solution as an
// animated SVG into the game's package (media/solution.svg), the picture its README opens with.
// Needs the packages built (`pnpm run build`). `--out DIR` writes to DIR/<game>.svg instead, and
// `--stills` also writes each step as a still picture (for looking at the frames one by one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The sample each README shows: small enough to read, long enough to show the game's rules.
const GAMES = [
  { pkg: 'game-ball-sort', sample: 'three-colours' },
  { pkg: 'game-cosmic-express', sample: 'green-goo' },
  { pkg: 'game-golf-peaks', sample: 'bounce-and-climb' },
  { pkg: 'game-key-maze', sample: 'vault' },
  { pkg: 'game-sokobond', sample: 'splitter' },
];

const args = process.argv.slice(2);
const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
const stills = args.includes('--stills');
const only = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');

let failed = 0;
for (const { pkg, sample } of GAMES) {
  if (only.length > 0 && !only.some((o) => pkg.includes(o))) continue;
  const { plugin } = await import(join(root, 'packages', pkg, 'dist', 'index.js'));
  const chosen = plugin.samples.find((s) => s.name === sample) ?? plugin.samples[0];
  const level = plugin.parse(chosen.text, { file: `${chosen.name} (sample)` });
  const { result, solution } = plugin.solve(level, { timeoutMs: 60_000 });
  if (solution === undefined) {
    console.error(`${plugin.name}: sample "${chosen.name}" not solved (${result.status})`);
    failed++;
    continue;
  }
  const moves = plugin.parseSolution(solution, level);
  const states = plugin.replay(level, moves);
  const title = `${plugin.name} sample "${chosen.name}" solved by puzzle-solvers: ${solution}`;
  // The moves too: a game may draw a move from more than its two states (Golf Peaks' ball path).
  const svg = plugin.renderSvgAnimation(level, states, { title, moves });
  const file = outDir === undefined ? join(root, 'packages', pkg, 'media', 'solution.svg') : join(outDir, `${plugin.name}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  if (stills) {
    states.forEach((s, i) => writeFileSync(file.replace(/\.svg$/, `-${String(i).padStart(2, '0')}.svg`), plugin.renderSvg(level, s)));
  }
  console.log(
    `${plugin.name}: "${chosen.name}" in ${moves.length} moves (${solution}) -> ${file.startsWith(root) ? file.slice(root.length) : file} (${(svg.length / 1024).toFixed(1)} KiB)`,
  );
}
process.exit(failed === 0 ? 0 : 1);
