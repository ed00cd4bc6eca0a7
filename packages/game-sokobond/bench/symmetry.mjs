// Solves every corpus level turned over: mirrored left–right, mirrored top–bottom and transposed
// (rows become columns), with the known solutions' keys turned the same way. A solver tuned to the
// files would lose levels here; the rules themselves depend on the order of atoms in the file (it
// decides which bond forms first when an atom touches more partners than it has free electrons),
// so a known solution may stop replaying, and a level may even stop being solvable, under a turn.
// Runs against the built package: `npx tsup && node bench/symmetry.mjs`.
//
// Options: --turns mirrorX,mirrorY,transpose (default all three; `id` is the level as written),
//          --timeout ms (default 10000; 0 = none), --max-expansions n (per level; with --timeout 0 a
//          run that does not depend on the machine), --filter text, --algorithm (default fast),
//          --verbose (one line per level: status, time, expansions).
import { parse, parseSolution, replaySolution, solve, verify } from '../dist/index.js';
import { corpusFiles, knownSolutions, readCorpusLevel, requireCorpus } from './corpus-files.mjs';
import { flag, opt } from './options.mjs';

/**
 * A turn of the grid: the new size, where a cell goes, where a modifier's corner goes (a corner
 * is named by the cell it is the bottom-right corner of) and what each key becomes.
 */
const TURNS = {
  id: { size: (w, h) => [w, h], cell: (x, y) => [x, y], corner: (x, y) => [x, y], keys: { W: 'W', A: 'A', S: 'S', D: 'D' } },
  mirrorX: {
    size: (w, h) => [w, h],
    cell: (x, y, w) => [w - 1 - x, y],
    corner: (x, y, w) => [w - 2 - x, y],
    keys: { W: 'W', A: 'D', S: 'S', D: 'A' },
  },
  mirrorY: {
    size: (w, h) => [w, h],
    cell: (x, y, _w, h) => [x, h - 1 - y],
    corner: (x, y, _w, h) => [x, h - 2 - y],
    keys: { W: 'S', A: 'A', S: 'W', D: 'D' },
  },
  transpose: { size: (w, h) => [h, w], cell: (x, y) => [y, x], corner: (x, y) => [y, x], keys: { W: 'A', A: 'W', S: 'D', D: 'S' } },
};
const MODIFIER_CHAR = { weaken: '/', strengthen: '+', rotate: '@' };

/** The level text of `level` turned by `turn` (v2, so that modifiers can be written). */
function turned(level, turn) {
  const { width: w, height: h } = level;
  const [W, H] = turn.size(w, h);
  const grid = Array.from({ length: H }, () => new Array(W).fill('-'));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [tx, ty] = turn.cell(x, y, w, h);
      grid[ty][tx] = level.walls[y * w + x] === 1 ? 'x' : '-';
    }
  }
  for (const a of level.atoms) {
    const [tx, ty] = turn.cell(a.x, a.y, w, h);
    grid[ty][tx] = a.player ? a.element.toUpperCase() : a.element;
  }
  const modifiers = level.modifiers.map((m) => {
    const [tx, ty] = turn.corner(m.x, m.y, w, h);
    return { x: tx, y: ty, char: MODIFIER_CHAR[m.kind] };
  });
  const lines = [level.multiple ? 'v2 multiple' : 'v2'];
  for (let y = 0; y < H; y++) {
    lines.push(grid[y].join(' '));
    if (y === H - 1) break;
    const between = new Array(2 * W - 1).fill(' ');
    for (const m of modifiers) if (m.y === y) between[2 * m.x + 1] = m.char;
    lines.push(between.join('').trimEnd());
  }
  return lines.join('\n') + '\n';
}

requireCorpus();
const turns = opt('turns', 'mirrorX,mirrorY,transpose').split(',');
for (const t of turns) if (!(t in TURNS)) throw new Error(`unknown turn "${t}" (expected ${Object.keys(TURNS).join(', ')})`);
const timeoutMs = Number(opt('timeout', '10000'));
const algorithm = opt('algorithm', 'fast');
const filter = opt('filter', '');
const maxExpansions = opt('max-expansions', undefined);
const limits = {
  ...(timeoutMs > 0 ? { timeoutMs } : {}),
  ...(maxExpansions === undefined ? {} : { maxExpansions: Number(maxExpansions) }),
};
const known = knownSolutions();
const files = corpusFiles().filter((f) => f.includes(filter));

for (const name of turns) {
  const turn = TURNS[name];
  let solved = 0;
  let totalMs = 0;
  let replayed = 0;
  let solutions = 0;
  const unsolved = [];
  const notReplayed = [];
  let slowest = { file: '', ms: -1 };
  for (const file of files) {
    const level = parse(turned(parse(readCorpusLevel(file), { file }), turn), { file: `${file} (${name})` });
    for (const text of known[file] ?? []) {
      solutions++;
      const moves = parseSolution([...text].map((k) => turn.keys[k]).join(''));
      if (replaySolution(level, moves).solved) replayed++;
      else notReplayed.push(file);
    }
    const started = performance.now();
    const r = solve(level, { algorithm, ...limits });
    const ms = performance.now() - started;
    if (flag('verbose'))
      console.log(
        `  ${r.result.status.padEnd(9)} ${ms.toFixed(0).padStart(6)} ms ${String(r.result.stats.expanded).padStart(8)} exp  ${file}`,
      );
    totalMs += ms;
    if (r.result.status === 'solved' && verify(level, r.solution, { blocked: 'refuse' }).valid) {
      solved++;
      if (ms > slowest.ms) slowest = { file, ms };
    } else unsolved.push(`${file} (${r.result.status}, ${(ms / 1000).toFixed(1)} s)`);
  }
  console.log(
    `${name}: ${algorithm} solved ${solved}/${files.length} in ${(totalMs / 1000).toFixed(1)} s; known solutions replay ${replayed}/${solutions}`,
  );
  if (slowest.ms >= 0) console.log(`  slowest solved: ${slowest.file} (${(slowest.ms / 1000).toFixed(1)} s)`);
  if (unsolved.length > 0) console.log(`  unsolved: ${unsolved.join('; ')}`);
  if (notReplayed.length > 0) console.log(`  not replayed: ${[...new Set(notReplayed)].join('; ')}`);
}
