// `pnpm start`: a first look at what puzzle-solve does. For every game: its first sample level drawn,
// the game's bundled samples solved, the solved board drawn next to the start, and the solution
// notation in one line; then what to try next. Everything goes through the puzzle-solve command line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const bin = fileURLToPath(new URL('packages/cli/dist/bin.cjs', root));
const readJson = (url) => JSON.parse(readFileSync(url, 'utf8'));

// The games are the command line's dependencies named @puzzle-solvers/game-* (game-kit is not a game).
const cli = readJson(new URL('packages/cli/package.json', root));
const games = Object.keys(cli.dependencies ?? {})
  .filter((n) => n.startsWith('@puzzle-solvers/game-') && n !== '@puzzle-solvers/game-kit')
  .map((n) => n.slice('@puzzle-solvers/game-'.length));

const puzzleSolve = (args) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

/** The notation in a sentence or two, from the "Notation" section of the game's README. */
function notation(game) {
  const readme = new URL(`packages/game-${game}/README.md`, root);
  if (!existsSync(readme)) return undefined;
  const text = readFileSync(readme, 'utf8');
  const m = /^#+ [^\n]*notation[^\n]*\n+((?:[^\n#][^\n]*\n?)+)/im.exec(text);
  if (!m) return undefined;
  const sentences = m[1]
    .replace(/\s+/g, ' ')
    .replace(/`/g, '')
    .trim()
    .split(/(?<=\.)\s+/);
  let out = '';
  for (const s of sentences) {
    if (out && `${out} ${s}`.length > 140) break;
    out = out ? `${out} ${s}` : s;
  }
  return out;
}

/** Two drawings side by side when they fit in 100 columns, else one above the other. */
function sideBySide(left, right, titles) {
  const a = left.replace(/\n$/, '').split('\n');
  const b = right.replace(/\n$/, '').split('\n');
  const width = Math.max(titles[0].length, ...a.map((l) => [...l].length)) + 4;
  if (width + Math.max(titles[1].length, ...b.map((l) => [...l].length)) > 100) {
    return `${titles[0]}\n${a.join('\n')}\n\n${titles[1]}\n${b.join('\n')}`;
  }
  const pad = (l) => l + ' '.repeat(Math.max(0, width - [...l].length));
  const rows = [pad(titles[0]) + titles[1]];
  for (let i = 0; i < Math.max(a.length, b.length); i++) rows.push(pad(a[i] ?? '') + (b[i] ?? ''));
  return rows.join('\n');
}

let failed = 0;
for (const game of games) {
  console.log(`\n━━━ ${game} ━━━`);
  const run = puzzleSolve([game, '--json', '--timeout', '60']);
  const reports = run.stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
  if (run.status !== 0) failed++;
  const first = reports[0];
  if (first?.status === 'solved') {
    const start = puzzleSolve(['render', game, first.file]).stdout;
    const end = puzzleSolve(['render', game, first.file, first.solution]).stdout.replace(/\nsolved:[^\n]*\n?$/, '\n');
    console.log(sideBySide(start, end, [`${first.file}, start:`, `after the solution:`]));
  }
  const explained = notation(game);
  if (explained) console.log(`\nNotation: ${explained}`);
  for (const r of reports) {
    console.log(
      r.status === 'solved'
        ? `  ✓ ${r.file}: ${r.moves} moves (cost ${r.cost}${r.optimal ? ', optimal' : ''}) in ${r.stats.ms} ms: ${r.solution.replace(/\s*\n\s*/g, ' ')}`
        : `  ✗ ${r.file}: ${r.status}${r.error ? `: ${r.error}` : ''}`,
    );
  }
  if (run.stderr.trim()) console.log(run.stderr.trimEnd().replace(/^/gm, '  '));
}

const scripts = readJson(new URL('package.json', root)).scripts ?? {};
console.log(failed === 0 ? '\nEvery bundled sample solved.' : `\n${failed} game(s) left a sample unsolved.`);
console.log(`
What to try next:
  npx pnpm -s solve <game> <level file or folder>       solve your own levels (a folder: every level in it)
  npx pnpm -s solve render <game> <level> <solution>    draw a level after a solution (--steps: every step; --svg out.svg: an animated picture)
  npx pnpm -s solve <game> --help                       the game's level formats, algorithms and options${
    scripts.playground
      ? '\n  npx pnpm playground                                    the browser playground: pick a level, watch it solved'
      : ''
  }
  packages/cli/README.md                                everything the command line does`);
process.exit(failed === 0 ? 0 : 1);
