// Solves every level of ../shared/levels/ball-sort with a 10 s limit each and prints the figures
// the README quotes. Run after a build: `npx pnpm --filter @puzzle-solvers/game-ball-sort run build && npx pnpm run bench`
// (or `node --expose-gc bench/corpus.mjs [--quick] [--repeat N] [--write]` from the package folder);
// `--write` rewrites the `<!-- bench:corpus -->` block of README.md. Ends with one JSON summary line.
// Times are wall clock and process CPU time (the latter is steadier on a shared machine); each
// level is solved in the same process, after a garbage collection when node runs with --expose-gc.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { parse, solve, heuristicFor, initialState } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Walks up from the package to find ../shared/levels/ball-sort. */
function findCorpus() {
  for (let dir = here; ; dir = dirname(dir)) {
    const candidate = join(dir, '..', 'shared', 'levels', 'ball-sort');
    if (existsSync(join(candidate, 'optimal.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
const root = findCorpus();
if (!root) {
  console.warn('\n!!! ball-sort corpus (../shared/levels/ball-sort) not found: benchmark SKIPPED !!!\n');
  process.exit(0);
}
const quick = process.argv.includes('--quick');
// --repeat N: after the first (cold) solve, solve each level of the first table N more times (5 by
// default) and keep the median wall and CPU times as the warm figures.
const repeatAt = process.argv.indexOf('--repeat');
const REPEAT = repeatAt === -1 ? 5 : Math.max(1, Number(process.argv[repeatAt + 1]) || 1);
const loadStart = loadavg();
const optimal = JSON.parse(readFileSync(join(root, 'optimal.json'), 'utf8'));
const LIMIT_MS = 10_000;

function timed(fn) {
  globalThis.gc?.();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wall, cpu: (c.user + c.system) / 1000 };
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(0)} ms`;
const read = (file) => readFileSync(join(root, file), 'utf8');

console.log(`# ball-sort corpus benchmark`);
console.log(`date ${new Date().toISOString()}, node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
console.log(
  `limit ${LIMIT_MS / 1000} s per level; first table: cold = first solve of the level in this process, warm = median of ${REPEAT} more\n`,
);

// 1. Every level with a known optimum: app rules, single balls, default solver (A*, junk-cycles).
console.log('## app rules, single-ball moves, A* (default)\n');
console.log('| level | optimum | found | status | expanded | cold ms | warm ms | warm CPU ms |');
console.log('|---|---:|---:|---|---:|---:|---:|---:|');
const rows = [];
for (const [file, best] of Object.entries(optimal)) {
  const level = parse(read(file), { file });
  // Cold: the first solve of this level in this process (the JIT has met the code on earlier
  // levels, except for the first level). Warm: the fastest of REPEAT further solves.
  const cold = timed(() => solve(level, { timeoutMs: LIMIT_MS }));
  const runs = [];
  for (let i = 0; i < REPEAT; i++) {
    const run = timed(() => solve(level, { timeoutMs: LIMIT_MS }));
    if (run.value.result.stats.expanded !== cold.value.result.stats.expanded) throw new Error(`${file}: expansions differ between solves`);
    runs.push(run);
  }
  const r = runs[0].value;
  const wall = median(runs.map((x) => x.wall));
  const cpu = median(runs.map((x) => x.cpu));
  const found = r.result.moves?.length ?? '-';
  rows.push({
    file,
    best,
    found,
    status: r.result.status,
    wall,
    cpu,
    cold: cold.wall,
    expanded: r.result.stats.expanded,
    optimal: r.optimal,
  });
  console.log(
    `| ${file} | ${best} | ${found} | ${r.result.status} | ${r.result.stats.expanded} | ${cold.wall.toFixed(2)} | ${wall.toFixed(2)} | ${cpu.toFixed(1)} |`,
  );
}
const solved = rows.filter((r) => r.status === 'solved');
const exact = solved.filter((r) => r.found === r.best);
const slow = rows.filter((r) => r.wall > 1000);
console.log(
  `\nsolved ${solved.length}/${rows.length}, optimal length ${exact.length}/${rows.length}; ` +
    `cold total ${ms(rows.reduce((a, r) => a + r.cold, 0))} wall; warm total ${ms(rows.reduce((a, r) => a + r.wall, 0))} wall / ${ms(rows.reduce((a, r) => a + r.cpu, 0))} CPU; ` +
    `warm median ${ms(median(rows.map((r) => r.wall)))} wall / ${ms(median(rows.map((r) => r.cpu)))} CPU; ` +
    `max ${ms(Math.max(...rows.map((r) => r.wall)))} wall / ${ms(Math.max(...rows.map((r) => r.cpu)))} CPU; ` +
    `over 1 s wall: ${slow.map((r) => r.file).join(', ') || 'none'}`,
);

// 2. The course inputs under the course rules.
console.log('\n## viu-csci479 inputs under the course rules (single balls, A*)\n');
console.log('| level | app optimum | course moves | status | expanded | wall | CPU |');
console.log('|---|---:|---:|---|---:|---:|---:|');
const courseRows = [];
for (const file of Object.keys(optimal).filter((f) => f.startsWith('viu-csci479/'))) {
  const level = parse(read(file), { file, options: { rules: 'course' } });
  const { value: r, wall, cpu } = timed(() => solve(level, { timeoutMs: LIMIT_MS }));
  courseRows.push([
    file.replace(/^viu-csci479\//, '').replace(/\.\w+$/, ''),
    `${r.result.moves?.length ?? r.result.status} (${optimal[file]})`,
    r.result.stats.expanded,
    ms(wall),
    ms(cpu),
  ]);
  console.log(
    `| ${file} | ${optimal[file]} | ${r.result.moves?.length ?? '-'} | ${r.result.status} | ${r.result.stats.expanded} | ${ms(wall)} | ${ms(cpu)} |`,
  );
}

// The README's block: the slowest levels one by one, the others in one row, and the course inputs.
{
  const byCpu = [...rows].sort((a, b) => b.cpu - a.cpu);
  const shown = byCpu.slice(0, 8);
  const rest = byCpu.slice(8);
  const fmtN = (x) => x.toLocaleString('en-US');
  const range = (xs) => (Math.min(...xs) === Math.max(...xs) ? `${Math.min(...xs)}` : `${Math.min(...xs)}–${Math.max(...xs)}`);
  const appTable = markdownTable(
    ['level', 'optimum = found', 'expanded', 'cold wall', 'warm wall', 'warm CPU'],
    [
      ...shown.map((r) => [
        r.file.replace(/\.\w+$/, ''),
        r.found === r.best ? `${r.best}` : `${r.best} ≠ ${r.found}`,
        fmtN(r.expanded),
        ms(r.cold),
        ms(r.wall),
        ms(r.cpu),
      ]),
      ...(rest.length === 0
        ? []
        : [
            [
              `the other ${rest.length} levels`,
              range(rest.map((r) => r.best)),
              `≤ ${fmtN(Math.max(...rest.map((r) => r.expanded)))} each`,
              `≤ ${ms(Math.max(...rest.map((r) => r.cold)))}`,
              `≤ ${ms(Math.max(...rest.map((r) => r.wall)))}`,
              `≤ ${ms(Math.max(...rest.map((r) => r.cpu)))}`,
            ],
          ]),
    ],
  );
  const courseTable = markdownTable(['course input', 'moves (app optimum)', 'expanded', 'wall', 'CPU'], courseRows);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const text = `**App rules, single balls, A\\*: ${solved.length}/${rows.length} solved, ${exact.length} with exactly the optimal move count** of \`optimal.json\`; warm total ${ms(rows.reduce((a, r) => a + r.wall, 0))} wall / ${ms(rows.reduce((a, r) => a + r.cpu, 0))} CPU, median ${ms(median(rows.map((r) => r.wall)))} wall / ${ms(median(rows.map((r) => r.cpu)))} CPU.\n\n${appTable}\n\n**Course rules** (single balls, A*, optimal under the course rules; one solve each):\n\n${courseTable}\n\n\`node --expose-gc bench/corpus.mjs --quick --write\`, ${when} UTC, ${machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end; ${LIMIT_MS / 1000} s limit per level, one process. Cold: the first solve of the level in the process; warm: the median of ${REPEAT} more.`;
  console.log(`\n${text}\n\nload now ${loadText(loadavg())}`);
  if (process.argv.includes('--write')) writeReadmeBlock(join(here, '..', 'README.md'), 'corpus', text);
  console.log(
    JSON.stringify({
      bench: 'ball-sort-corpus',
      solved: solved.length,
      optimal: exact.length,
      levels: rows.length,
      warmTotalCpuMs: Math.round(rows.reduce((a, r) => a + r.cpu, 0)),
      warmMedianCpuMs: median(rows.map((r) => r.cpu)),
      load: loadavg(),
    }),
  );
}

if (!quick) {
  // 3. What canonical keys (tubes as a multiset) save, and what each heuristic saves.
  console.log('\n## states expanded: canonical vs plain keys, and per heuristic (app rules, single balls)\n');
  console.log('| level | optimum | h₀ dig / final / cycles | cycles, canonical | cycles, plain | final-tube | dig-clutter |');
  console.log('|---|---:|---|---:|---:|---:|---:|');
  let sumCanon = 0;
  let sumPlain = 0;
  for (const [file, best] of Object.entries(optimal)) {
    const level = parse(read(file), { file });
    const s0 = initialState(level);
    const h0 = ['dig-clutter', 'final-tube', 'junk-cycles'].map((n) => heuristicFor(level, n)(s0)).join(' / ');
    const run = (o) => {
      const r = solve(level, { timeoutMs: LIMIT_MS, ...o });
      return r.result.status === 'solved' ? r.result.stats.expanded : `${r.result.status} (${r.result.stats.expanded})`;
    };
    const canon = run({});
    const plain = run({ keys: 'plain' });
    if (typeof canon === 'number' && typeof plain === 'number') {
      sumCanon += canon;
      sumPlain += plain;
    }
    console.log(
      `| ${file} | ${best} | ${h0} | ${canon} | ${plain} | ${run({ heuristic: 'final-tube' })} | ${run({ heuristic: 'dig-clutter' })} |`,
    );
  }
  console.log(
    `\nover the levels both solved: canonical ${sumCanon} expansions, plain ${sumPlain} (${(sumPlain / sumCanon).toFixed(1)}× more)`,
  );

  // 4. The other move unit and the fast modes.
  console.log('\n## pour moves (app rules, A*) and the fast modes (single balls)\n');
  console.log('| level | pour moves | pour wall | weighted (w=2) moves | weighted wall | greedy moves | greedy wall |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const file of Object.keys(optimal)) {
    const pour = parse(read(file), { file, options: { moves: 'pour' } });
    const single = parse(read(file), { file });
    const p = timed(() => solve(pour, { timeoutMs: LIMIT_MS }));
    const w = timed(() => solve(single, { algorithm: 'weighted', timeoutMs: LIMIT_MS }));
    const g = timed(() => solve(single, { algorithm: 'greedy', timeoutMs: LIMIT_MS }));
    const len = (x) => x.value.result.moves?.length ?? x.value.result.status;
    console.log(`| ${file} | ${len(p)} | ${ms(p.wall)} | ${len(w)} | ${ms(w.wall)} | ${len(g)} | ${ms(g.wall)} |`);
  }
}
