// Corpus benchmark: solves every Golf Peaks level of ../shared/levels/golf-peaks with a 10 s limit
// each, in one process, and prints a table plus totals. The first pass is the measured one (cold:
// it includes the JIT warming up); a second, warm pass is reported alongside. Times include
// parsing. Run `pnpm bench` (builds first via the root script) or `npx tsup && node bench/corpus.mjs`.
// Options: --algorithm bfs|astar, --no-prune, --quiet (totals only); --rounds N runs N fresh processes
// (interleaved with nothing else; medians of their passes), and --write (with the defaults and
// N ≥ 5) rewrites the `<!-- bench:corpus -->` block of README.md. Ends with one JSON summary line.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { parse, solve, verify } from '../dist/index.js';

function findLevels() {
  for (let dir = process.cwd(); ; ) {
    const candidate = join(dir, '..', 'shared', 'levels', 'golf-peaks');
    if (existsSync(join(candidate, 'solutions.json'))) return candidate;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

const root = findLevels();
if (!root) {
  console.warn('\n!!! golf-peaks bench: ../shared/levels/golf-peaks not found above the working directory; nothing to run !!!\n');
  process.exit(0);
}
const args = process.argv.slice(2);
const algorithm = args.includes('--algorithm') ? args[args.indexOf('--algorithm') + 1] : 'bfs';
const prune = !args.includes('--no-prune');
const quiet = args.includes('--quiet') || args.includes('--summary');
const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 0;
if (rounds > 0) await parent();
const known = JSON.parse(readFileSync(join(root, 'solutions.json'), 'utf8'));
const files = readdirSync(root)
  .filter((f) => f.endsWith('.txt'))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const texts = files.map((f) => readFileSync(join(root, f), 'utf8'));
const shortest = (f) =>
  Math.min(...(known[f] ?? []).filter((s) => s.trim() !== '' && !s.trim().startsWith('#')).map((s) => s.trim().split(/\s+/).length));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// CPU time of the main thread alone (Linux; 10 ms resolution). The process CPU time also counts
// V8's background compiler and GC threads, which run beside the main thread on a second core.
const statFile = `/proc/self/task/${process.pid}/stat`;
const mainThreadMs = () => {
  if (!existsSync(statFile)) return NaN;
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

function pass() {
  const rows = [];
  const main0 = mainThreadMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  files.forEach((file, i) => {
    const start = performance.now();
    const level = parse(texts[i], { file });
    const { result, solution } = solve(level, { algorithm, prune, timeoutMs: 10_000 });
    const ms = performance.now() - start;
    rows.push({ file, level, result, solution, ms });
  });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { rows, wall, cpu: (cpu.user + cpu.system) / 1000, main: mainThreadMs() - main0 };
}

const cold = pass();
const warm = pass();
let solved = 0;
let same = 0;
let fewer = 0;
let more = 0;
const table = cold.rows.map(({ file, level, result, solution, ms }, i) => {
  const best = shortest(file);
  const ok = result.status === 'solved' && verify(level, solution).valid;
  if (ok) {
    solved++;
    if (result.cost === best) same++;
    else if (result.cost < best) fewer++;
    else more++;
  }
  return {
    level: file.replace(/\.txt$/, ''),
    status: result.status,
    cards: result.cost ?? '-',
    'known best': Number.isFinite(best) ? best : '-',
    expanded: result.stats.expanded,
    stored: result.stats.peakStored,
    'cold ms': ms.toFixed(2),
    'warm ms': warm.rows[i].ms.toFixed(2),
    solution: solution ?? '',
  };
});
if (!quiet) console.table(table);
const f = (x) => x.toFixed(1);
console.log(
  `golf-peaks corpus (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length}-core ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, algorithm ${algorithm}${prune ? '' : ', no pruning'})`,
);
console.log(`solved ${solved}/${files.length}; cards = shortest known on ${same}, fewer on ${fewer}, more on ${more}`);
console.log(
  `cold pass: total ${f(cold.wall)} ms wall, ${f(cold.cpu)} ms CPU (main thread ${cold.main} ms); median ${median(cold.rows.map((r) => r.ms)).toFixed(2)} ms; max ${f(Math.max(...cold.rows.map((r) => r.ms)))} ms`,
);
const slowest = [...cold.rows].sort((a, b) => b.ms - a.ms).slice(0, 3);
console.log(
  `slowest (cold): ${slowest.map((r) => `${r.file.replace(/\.txt$/, '')} ${r.ms.toFixed(1)} ms (${r.result.stats.expanded} expanded)`).join(', ')}`,
);
console.log(
  `warm pass: total ${f(warm.wall)} ms wall, ${f(warm.cpu)} ms CPU (main thread ${warm.main} ms); median ${median(warm.rows.map((r) => r.ms)).toFixed(2)} ms`,
);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const expandedTotal = cold.rows.reduce((a, r) => a + r.result.stats.expanded, 0);
const passSummary = (p) => ({
  wall: p.wall,
  cpu: p.cpu,
  main: p.main,
  median: median(p.rows.map((r) => r.ms)),
  slowest: [...p.rows].sort((a, b) => b.ms - a.ms)[0],
});
const summarise = (p) => {
  const x = passSummary(p);
  return {
    wall: x.wall,
    cpu: x.cpu,
    main: x.main,
    median: x.median,
    slowest: x.slowest.file.replace(/\.txt$/, ''),
    slowestMs: x.slowest.ms,
  };
};
console.log(
  JSON.stringify({
    bench: 'golf-peaks-corpus',
    algorithm,
    prune,
    solved,
    levels: files.length,
    same,
    fewer,
    more,
    expanded: expandedTotal,
    cold: summarise(cold),
    warm: summarise(warm),
    load: os.loadavg(),
  }),
);

/** `--rounds N`: N fresh processes of this bench, their passes' medians, and the README's block. */
async function parent() {
  const self = fileURLToPath(import.meta.url);
  const passArgs = args.filter((a, i) => a !== '--write' && a !== '--rounds' && args[i - 1] !== '--rounds');
  const loadStart = os.loadavg();
  const runs = [];
  for (let k = 0; k < rounds; k++) {
    const out = execFileSync(process.execPath, [self, ...passArgs, '--summary'], { encoding: 'utf8', cwd: process.cwd() });
    runs.push(JSON.parse(out.trim().split('\n').at(-1)));
  }
  const mid = (xs) => {
    const v = [...xs].sort((a, b) => a - b);
    return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  };
  const first = runs[0];
  const row = (name, key) => {
    const slow = mid(runs.map((r) => r[key].slowestMs));
    const names = [...new Set(runs.map((r) => r[key].slowest))];
    return [
      name,
      mid(runs.map((r) => r[key].wall)).toFixed(1),
      mid(runs.map((r) => r[key].cpu)).toFixed(1),
      mid(runs.map((r) => r[key].main)).toFixed(0),
      mid(runs.map((r) => r[key].median)).toFixed(2),
      `${names.join(' / ')}: ${slow.toFixed(1)} ms`,
    ];
  };
  const table = markdownTable(
    ['pass over all levels', 'wall ms', 'CPU ms (every thread)', 'main thread ms', 'median per level, ms', 'slowest level'],
    [row('cold: the first in a fresh process', 'cold'), row('warm: the same levels again', 'warm')],
    [false, true, true, true, true, false],
  );
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  const text = `**${first.solved} / ${first.levels} levels solved; the number of cards equals the shortest known solution on ${first.same}** (fewer on ${first.fewer}, more on ${first.more}); every solution verifies; ${first.expanded.toLocaleString('en-US')} states expanded in all with \`${first.algorithm}\`.\n\n${table}\n\n\`node bench/corpus.mjs --rounds ${rounds} --write\`, ${when} UTC, ${machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end; medians of ${rounds} fresh processes, one after another, each solving every level (parse included, 10 s limit each) twice. The main thread's CPU time has a 10 ms resolution; the process's also counts V8's compiler and collector threads.`;
  console.log(`\n${text}`);
  const defaults = algorithm === 'bfs' && prune;
  if (args.includes('--write') && rounds >= 5 && defaults)
    writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'corpus', text);
  console.log(JSON.stringify({ bench: 'golf-peaks-corpus', rounds, runs, load: os.loadavg() }));
  process.exit(0);
}
