// Against the fastest known public solution (maneatingape's Rust advent-of-code, year 2019 day 18),
// rebuilt outside the repository with a small timing harness (docs/native-yardsticks.md says how):
// parse + part 1 + part 2 of each real input, warm. Per round (--rounds, default 5), interleaved:
// the native harness on each input (it runs --runs times after as many warm-up runs, default 100,
// and prints its median wall time and its CPU time per run from getrusage), then one fresh Node
// process of ours that warms up on all inputs and times the same (median wall, and
// process.cpuUsage over the timed runs / runs), plus the CPU time of its set-up alone (parse +
// the solve of both parts stopped after one expansion) and the states it expands. Medians over the rounds. Ends
// with one JSON summary line; --write puts the table into the README's `bench:native` block.
// Run after a build: `node bench/native.mjs --native /path/to/day18`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const self = fileURLToPath(import.meta.url);
const runs = Number(opt('runs', '100'));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

if (args.includes('--worker')) {
  const { parse, solve } = await import('../dist/index.js');
  const inputs = JSON.parse(await new Response(process.stdin).text());
  const both = (text, file, limits) => {
    let steps = 0;
    let expanded = 0;
    for (const part of ['1', '2']) {
      const r = solve(parse(text, { file, options: { part } }), limits);
      steps += r.result.cost ?? 0;
      expanded += r.result.stats.expanded;
    }
    return { steps, expanded };
  };
  for (let i = 0; i < 10; i++) for (const { file, text } of inputs) both(text, file, {});
  const out = {};
  for (const { file, text } of inputs) {
    const times = [];
    const c0 = process.cpuUsage();
    let r;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      r = both(text, file, {});
      times.push(performance.now() - t0);
    }
    const c = process.cpuUsage(c0);
    const s0 = process.cpuUsage();
    for (let i = 0; i < runs; i++) both(text, file, { maxExpansions: 1 });
    const s = process.cpuUsage(s0);
    out[file] = {
      medianMs: median(times),
      cpuMsPerRun: (c.user + c.system) / 1000 / runs,
      setUpCpuMs: (s.user + s.system) / 1000 / runs,
      expanded: r.expanded,
      steps: r.steps,
    };
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

const root = fileURLToPath(new URL('../../../../shared/levels/key-maze', import.meta.url));
if (!existsSync(join(root, 'answers.json'))) {
  console.warn('\n!!! key-maze native bench: ../shared/levels/key-maze not found beside the checkout; nothing to run !!!\n');
  process.exit(0);
}
const native = opt('native', process.env.KEY_MAZE_NATIVE);
if (!native) {
  console.warn('\n!!! key-maze native bench: no --native <binary> (or KEY_MAZE_NATIVE) given; nothing to compare !!!\n');
  process.exit(0);
}
const rounds = Number(opt('rounds', '5'));
const answers = JSON.parse(readFileSync(join(root, 'answers.json'), 'utf8'));
const inputs = Object.keys(answers)
  .filter((f) => f.startsWith('inputs/'))
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

const samples = Object.fromEntries(inputs.map(({ file }) => [file, { native: [], ours: [] }]));
const loads = [];
const t0 = Date.now();
for (let round = 1; round <= rounds; round++) {
  for (const { file } of inputs) {
    const r = spawnSync(native, [join(root, file), String(runs)], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`native failed on ${file}: ${r.stderr}`);
    const n = JSON.parse(r.stdout);
    if (n.part1 !== answers[file].part1 || n.part2 !== answers[file].part2) throw new Error(`native: wrong answer on ${file}`);
    samples[file].native.push(n);
  }
  const w = spawnSync(process.execPath, [self, '--worker', '--runs', String(runs)], { input: JSON.stringify(inputs), encoding: 'utf8' });
  if (w.status !== 0) throw new Error(`worker failed: ${w.stderr}`);
  const ours = JSON.parse(w.stdout);
  for (const { file } of inputs) {
    if (ours[file].steps !== answers[file].part1 + answers[file].part2) throw new Error(`ours: wrong answer on ${file}`);
    samples[file].ours.push(ours[file]);
  }
  loads.push(os.loadavg());
  console.log(`round ${round} done, load ${loadText(os.loadavg())}`);
}

const f2 = (x) => x.toFixed(2);
const rows = inputs.map(({ file }) => {
  const s = samples[file];
  const m = (list, k) => median(list.map((x) => x[k]));
  const o = { wall: m(s.ours, 'medianMs'), cpu: m(s.ours, 'cpuMsPerRun'), setUp: m(s.ours, 'setUpCpuMs'), expanded: s.ours[0].expanded };
  const n = { wall: m(s.native, 'medianMs'), cpu: m(s.native, 'cpuMsPerRun') };
  return { file, n, o, perState: ((o.cpu - o.setUp) * 1000) / o.expanded };
});
const table = markdownTable(
  [
    'input',
    'native ms',
    'native CPU ms',
    'ours ms',
    'ours CPU ms',
    'ours/native (CPU)',
    'ours set-up CPU ms',
    'ours expanded',
    'ours µs per state',
  ],
  rows.map((r) => [
    r.file.replace(/^inputs\//, '').replace(/\.txt$/, ''),
    f2(r.n.wall),
    f2(r.n.cpu),
    f2(r.o.wall),
    f2(r.o.cpu),
    f2(r.o.cpu / r.n.cpu),
    f2(r.o.setUp),
    r.o.expanded,
    f2(r.perState),
  ]),
);
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const loadRange = `${Math.min(...loads.map((l) => l[0])).toFixed(2)}–${Math.max(...loads.map((l) => l[0])).toFixed(2)}`;
const text = `${table}\n\n\`node bench/native.mjs --write\`, ${when} UTC, ${machine}; medians of ${rounds} interleaved rounds of ${runs} warm runs each (parse + part 1 + part 2 from the text); load (1 min) ${loadRange}. *ms* is the median wall time of one run, *CPU ms* the CPU time per run over the timed runs (every thread). Set-up: the CPU time of parse and the solve of both parts stopped after one expansion; µs per state: (CPU − set-up) / expanded.`;
console.log(`\n${text}\n`);
if (args.includes('--write')) writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'native', text);
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(
  JSON.stringify({
    bench: 'key-maze-native',
    rounds,
    runs,
    inputs: rows.map((r) => ({
      input: r.file,
      nativeMs: Number(f2(r.n.wall)),
      nativeCpuMs: Number(f2(r.n.cpu)),
      oursMs: Number(f2(r.o.wall)),
      oursCpuMs: Number(f2(r.o.cpu)),
      oursSetUpCpuMs: Number(f2(r.o.setUp)),
      oursExpanded: r.o.expanded,
    })),
    worstCpuRatio: Number(Math.max(...rows.map((r) => r.o.cpu / r.n.cpu)).toFixed(3)),
    load: loads.map((l) => Number(l[0].toFixed(2))),
  }),
);
