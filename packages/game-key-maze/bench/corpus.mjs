// Corpus benchmark: solves every key-maze level of ../shared/levels/key-maze (both parts where
// answers.json has one) with a 10 s limit each, then times "both parts of one real input" (parse +
// contract + search, from the text, a fresh level every run) and prints tables.
// Run `npx pnpm bench` (builds first via the root script) or `npx tsup && node bench/corpus.mjs [--write]`;
// `--write` rewrites the `<!-- bench:corpus -->` block of README.md. Ends with one JSON summary line.
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('key-maze bench: dist/ is missing; build first (`pnpm build` at the root, or `npx tsup` here)');
  process.exit(1);
}
const { parse, solve, verify, gridKeyBound, gridProblem } = await import('../dist/index.js');

function findLevels() {
  // Next to the repository (from this file), else above the working directory.
  const beside = fileURLToPath(new URL('../../../../shared/levels/key-maze', import.meta.url));
  if (existsSync(join(beside, 'answers.json'))) return beside;
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, '..', 'shared', 'levels', 'key-maze');
    if (existsSync(join(candidate, 'answers.json'))) return candidate;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

const root = findLevels();
if (!root) {
  console.warn('\n!!! key-maze bench: ../shared/levels/key-maze not found above the working directory; nothing to run !!!\n');
  process.exit(0);
}
const answers = JSON.parse(readFileSync(join(root, 'answers.json'), 'utf8'));
const runs = Number(process.env.BENCH_RUNS ?? 61);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[(s.length - 1) >> 1];
};
const fmt = (ms) => ms.toFixed(2);

// 1. Every level, every part with an answer: solve once (cold: the first solve of this level in this
// process, parse included; the JIT has met the code on earlier levels), check, verify, then warm.
const loadStart = os.loadavg();
const rows = [];
let solved = 0;
let total = 0;
const times = [];
for (const [file, want] of Object.entries(answers)) {
  const text = readFileSync(resolve(root, file), 'utf8');
  for (const part of ['1', '2']) {
    const expected = want[`part${part}`];
    if (expected === null || expected === undefined) continue;
    total++;
    const t0 = performance.now();
    const level = parse(text, { file, options: { part } });
    const { result, solution } = solve(level, { timeoutMs: 10_000 });
    const ms = performance.now() - t0;
    times.push(ms);
    const ok = result.status === 'solved' && result.cost === expected && verify(level, solution).valid;
    // Warm: the fastest of five more runs of the same (parse + solve).
    let warm = Infinity;
    for (let i = 0; i < 5; i++) {
      const w0 = performance.now();
      const again = solve(parse(text, { file, options: { part } }), { timeoutMs: 10_000 });
      warm = Math.min(warm, performance.now() - w0);
      if (again.result.stats.expanded !== result.stats.expanded) throw new Error(`${file}: expansions differ between solves`);
    }
    if (ok) solved++;
    rows.push({
      level: file,
      part,
      status: result.status,
      steps: result.cost ?? '-',
      known: expected,
      ok: ok ? 'yes' : 'NO',
      expanded: result.stats.expanded,
      'cold ms': fmt(ms),
      'warm ms': fmt(warm),
    });
  }
}
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `\nkey-maze corpus (${new Date().toISOString().slice(0, 16)}Z, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${load()})`,
);
console.table(rows);
console.log(`solved ${solved}/${total}; cold total ${fmt(times.reduce((a, b) => a + b, 0))} ms, median ${fmt(median(times))} ms`);

// 2. Both parts of each real input, warm: median of `runs` runs after a warm-up.
const inputs = Object.keys(answers).filter((f) => f.startsWith('inputs/'));
const bothParts = (text, file) => {
  let steps = 0;
  for (const part of ['1', '2']) {
    const r = solve(parse(text, { file, options: { part } }));
    steps += r.result.cost ?? NaN;
  }
  return steps;
};
// Warm-up (JIT tiers, GC sizing), then rounds that visit every input in turn, so that a burst of
// load from other processes spreads over all inputs instead of hitting one.
for (let i = 0; i < 10; i++) for (const f of inputs) bothParts(readFileSync(resolve(root, f), 'utf8'), f);
const texts = inputs.map((f) => readFileSync(resolve(root, f), 'utf8'));
const samples = inputs.map(() => ({ 1: [], 2: [], both: [], cpu: [] }));
for (let round = 0; round < runs; round++) {
  inputs.forEach((file, i) => {
    const text = texts[i];
    const c0 = cpuMs();
    const t0 = performance.now();
    const r1 = solve(parse(text, { file, options: { part: '1' } }));
    const t1 = performance.now();
    const r2 = solve(parse(text, { file, options: { part: '2' } }));
    const t2 = performance.now();
    const c1 = cpuMs();
    if (r1.result.cost !== answers[file].part1 || r2.result.cost !== answers[file].part2) throw new Error(`wrong answer on ${file}`);
    const s = samples[i];
    s[1].push(t1 - t0);
    s[2].push(t2 - t1);
    s.both.push(t2 - t0);
    s.cpu.push(c1 - c0);
  });
}
const warm = inputs.map((file, i) => {
  const s = samples[i];
  return {
    input: file,
    'part 1 ms': fmt(median(s[1])),
    'part 2 ms': fmt(median(s[2])),
    'both ms (median)': fmt(median(s.both)),
    'both ms (min)': fmt(Math.min(...s.both)),
    'both CPU ms (median)': fmt(median(s.cpu)),
  };
});
console.log(`\nboth parts of one real input, parse + contract + search, ${runs} warm runs (target: median ≤ 20 ms)`);
console.log(`wall clock; CPU time is this process's (user + system), less sensitive to other load; load average now ${load()}`);
console.table(warm);

// 3. The raw grid (one step per move) as a search-core benchmark space: BFS and A* on the examples.
const { astar, bfs } = await import('@puzzle-solvers/search-core');
const gridRows = [];
for (const [file, want] of Object.entries(answers)) {
  if (!file.startsWith('examples/')) continue;
  const part = want.part1 !== null ? '1' : '2';
  const level = parse(readFileSync(resolve(root, file), 'utf8'), { file, options: { part } });
  for (const [name, run] of [
    ['bfs', () => bfs(gridProblem(level), { timeoutMs: 10_000, maxStates: 5_000_000 })],
    ['astar', () => astar(gridProblem(level, gridKeyBound(level)), { timeoutMs: 10_000, maxStates: 5_000_000 })],
  ]) {
    const t0 = performance.now();
    const r = run();
    const ms = performance.now() - t0;
    gridRows.push({
      level: file,
      part,
      algorithm: name,
      status: r.status,
      steps: r.cost ?? '-',
      expanded: r.stats.expanded,
      ms: fmt(ms),
      'expanded/s': Math.round(r.stats.expanded / (ms / 1000)),
    });
  }
}
console.log('\nthe raw grid (gridProblem: one step per move) with search-core, examples, 10 s / 5 M states limit');
console.table(gridRows);

// 4. The README's block: the real inputs' answers and expansions, and the warm times of both parts.
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const rowOf = (file, part) => rows.find((r) => r.level === file && r.part === part);
const table = markdownTable(
  ['input', 'part 1', 'expanded', 'part 2', 'expanded', 'both parts, median ms', 'min ms', 'CPU ms (median)'],
  inputs.map((file, i) => [
    file.replace(/^inputs\//, '').replace(/\.txt$/, ''),
    rowOf(file, '1')?.steps ?? '-',
    rowOf(file, '1')?.expanded ?? '-',
    rowOf(file, '2')?.steps ?? '-',
    rowOf(file, '2')?.expanded ?? '-',
    warm[i]['both ms (median)'],
    warm[i]['both ms (min)'],
    warm[i]['both CPU ms (median)'],
  ]),
);
const coldTotal = times.reduce((a, b) => a + b, 0);
const text = `${table}\n\n\`node bench/corpus.mjs --write\`, ${when} UTC, ${machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end. Corpus: **${solved} / ${total}** level parts solved with the answer of \`answers.json\` and a solution the verifier accepts (10 s limit each); each solved once cold in one process, parse included: median ${fmt(median(times))} ms, total ${fmt(coldTotal)} ms. Both parts of a real input (parse, contraction and search of part 1 and part 2 from the text, a fresh level each run): medians of ${runs} interleaved rounds after a warm-up; target ≤ 20 ms.`;
console.log(`\n${text}\n\nload at the end ${loadText(os.loadavg())}`);
if (process.argv.includes('--write')) writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'corpus', text);
console.log(
  JSON.stringify({
    bench: 'key-maze-corpus',
    solved,
    total,
    coldTotalMs: Number(fmt(coldTotal)),
    bothPartsMedianMs: Object.fromEntries(inputs.map((f, i) => [f, Number(warm[i]['both ms (median)'])])),
    load: os.loadavg(),
  }),
);
