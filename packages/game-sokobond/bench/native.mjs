// CPU per expanded state against the earlier native (Rust) solver, rebuilt outside the repository
// (docs/native-yardsticks.md says how). Round 1 runs the native solver on every corpus level (one
// process per level, at most --native-cpu CPU seconds each, default 10: a CPU limit, so that the
// load of a shared machine does not change which levels it solves) and picks the --top N levels
// (default 21) that both it and ours solve, hardest first by the native solver's states; rounds
// 2..--rounds (default 5) run both on those levels only, interleaved: native processes, then one
// fresh Node process of ours that solves them all twice: `cold` is the first pass (V8 compiling
// the solver as it goes, the levels before included), `warm` the second. CPU time: getrusage in
// the native process (its parse and search; it prints it), process.cpuUsage around each parse +
// solve of ours (every thread of the process: V8's compiler and GC threads count). Per level the
// median over the rounds; the totals are sums of those medians. Ends with one JSON summary line;
// with --write the table goes into the README's `bench:native` block.
// Run after a build: `node bench/native.mjs --native /path/to/sokobond [--write]`.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { corpusFiles, readCorpusLevel, requireCorpus } from './corpus-files.mjs';
import { flag, opt } from './options.mjs';

const self = fileURLToPath(import.meta.url);
const algorithm = opt('algorithm', 'fast');

if (flag('worker')) {
  // Child: one cold process of ours solving the levels named on stdin, one JSON line each.
  const { parse, solve } = await import('../dist/index.js');
  const files = JSON.parse(await new Response(process.stdin).text());
  for (const file of [...files, ...files]) {
    const text = readCorpusLevel(file);
    const c0 = process.cpuUsage();
    const r = solve(parse(text, { file }), { algorithm, timeoutMs: 60_000 });
    const c = process.cpuUsage(c0);
    console.log(
      JSON.stringify({
        file,
        status: r.result.status,
        expanded: r.result.stats.expanded,
        cpuSeconds: (c.user + c.system) / 1e6,
        length: r.solution?.length ?? null,
      }),
    );
  }
  process.exit(0);
}

requireCorpus();
const native = opt('native', process.env.SOKOBOND_NATIVE);
if (!native) {
  console.warn('\n!!! sokobond native bench: no --native <binary> (or SOKOBOND_NATIVE) given; nothing to compare !!!\n');
  process.exit(0);
}
const rounds = Number(opt('rounds', '5'));
const top = Number(opt('top', '21'));
const nativeCpu = opt('native-cpu', '10');
const { parse, verify } = await import('../dist/index.js');

const runNative = (file) => {
  const text = readCorpusLevel(file);
  const r = spawnSync('prlimit', [`--cpu=${nativeCpu}`, native], { input: text, encoding: 'utf8', timeout: 600_000 });
  const stats = JSON.parse((r.stderr.match(/\{"states".*\}/) ?? ['null'])[0]);
  const solution = r.status === 0 ? r.stdout.trim() : null;
  const valid = solution !== null && verify(parse(text, { file }), solution).valid;
  return { solved: valid, states: stats?.states ?? null, cpuSeconds: stats?.cpuSeconds ?? null, length: solution?.length ?? null };
};
const runOurs = (files) => {
  const r = spawnSync(process.execPath, [self, '--worker', '--algorithm', algorithm], {
    input: JSON.stringify(files),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`worker failed: ${r.stderr}`);
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const half = lines.length / 2;
  return Object.fromEntries(lines.slice(0, half).map((cold, i) => [cold.file, { ...cold, warmCpuSeconds: lines[half + i].cpuSeconds }]));
};
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const loads = [];
const t0 = Date.now();
console.log(`round 1: the native solver on all ${corpusFiles().length} levels (${nativeCpu} CPU s each), then ours on those it solves`);
const survey = {};
for (const file of corpusFiles()) survey[file] = runNative(file);
const nativeSolved = Object.keys(survey).filter((f) => survey[f].solved);
const firstOurs = runOurs(nativeSolved);
loads.push(os.loadavg());
const both = nativeSolved.filter((f) => firstOurs[f]?.status === 'solved');
const chosen = both.sort((a, b) => survey[b].states - survey[a].states).slice(0, top);
console.log(`native solves ${nativeSolved.length}, both ${both.length}; measuring the ${chosen.length} hardest by native states`);
const samples = Object.fromEntries(chosen.map((f) => [f, { native: [survey[f]], ours: [firstOurs[f]] }]));
for (let round = 2; round <= rounds; round++) {
  for (const f of chosen) samples[f].native.push(runNative(f));
  const o = runOurs(chosen);
  for (const f of chosen) samples[f].ours.push(o[f]);
  loads.push(os.loadavg());
  console.log(`round ${round} done, load ${loadText(os.loadavg())}`);
}

const rows = chosen.map((file) => {
  const s = samples[file];
  const n = { states: s.native[0].states, cpu: median(s.native.map((x) => x.cpuSeconds)) };
  const o = {
    expanded: s.ours[0].expanded,
    cold: median(s.ours.map((x) => x.cpuSeconds)),
    warm: median(s.ours.map((x) => x.warmCpuSeconds)),
  };
  const us = (cpu, states) => (cpu / states) * 1e6;
  return { file, native: n, ours: o, nativeUs: us(n.cpu, n.states), coldUs: us(o.cold, o.expanded), warmUs: us(o.warm, o.expanded) };
});
const sum = (f) => rows.reduce((a, r) => a + f(r), 0);
const total = {
  nativeStates: sum((r) => r.native.states),
  nativeCpu: sum((r) => r.native.cpu),
  oursExpanded: sum((r) => r.ours.expanded),
  oursCold: sum((r) => r.ours.cold),
  oursWarm: sum((r) => r.ours.warm),
};
const nativeUs = (total.nativeCpu / total.nativeStates) * 1e6;
const coldUs = (total.oursCold / total.oursExpanded) * 1e6;
const warmUs = (total.oursWarm / total.oursExpanded) * 1e6;
const coldRatios = rows.map((r) => r.coldUs / r.nativeUs);
const warmRatios = rows.map((r) => r.warmUs / r.nativeUs);
const f1 = (x) => x.toFixed(1);
const f2 = (x) => x.toFixed(2);
const table = markdownTable(
  [
    'level',
    'native states',
    'native CPU s',
    'native µs/state',
    'ours expanded',
    'ours cold CPU s',
    'ours warm CPU s',
    'ours cold µs/state',
    'ours warm µs/state',
    'cold/native',
    'warm/native',
  ],
  [
    ...rows.map((r) => [
      r.file.replace(/\.txt$/, ''),
      r.native.states,
      r.native.cpu.toFixed(3),
      f1(r.nativeUs),
      r.ours.expanded,
      r.ours.cold.toFixed(3),
      r.ours.warm.toFixed(3),
      f1(r.coldUs),
      f1(r.warmUs),
      f2(r.coldUs / r.nativeUs),
      f2(r.warmUs / r.nativeUs),
    ]),
    [
      '**total**',
      total.nativeStates,
      f2(total.nativeCpu),
      f1(nativeUs),
      total.oursExpanded,
      f2(total.oursCold),
      f2(total.oursWarm),
      f1(coldUs),
      f1(warmUs),
      f2(coldUs / nativeUs),
      f2(warmUs / nativeUs),
    ],
  ],
);
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const loadRange = `${Math.min(...loads.map((l) => l[0])).toFixed(2)}–${Math.max(...loads.map((l) => l[0])).toFixed(2)}`;
const text = `${table}\n\n\`node bench/native.mjs --write\`, ${when} UTC, ${machine}; ${rounds} interleaved rounds, medians; load (1 min) ${loadRange} during the run. CPU time of parse and search per level: the native solver's getrusage (process start excluded); ours \`process.cpuUsage\` around parse + \`solve\` (\`${algorithm}\`, every stage, every thread), in a fresh process per round that solves the levels twice: *cold* is the first pass (V8 compiling as it goes), *warm* the second. The ${chosen.length} levels both solve that take the native solver the most states; it solves ${nativeSolved.length} of ${corpusFiles().length} within ${nativeCpu} CPU seconds each.`;
console.log(`\n${text}\n`);
console.log(
  `per state: native ${f1(nativeUs)} µs; ours cold ${f1(coldUs)} µs (${f2(coldUs / nativeUs)}×, per level ${f2(Math.min(...coldRatios))}–${f2(Math.max(...coldRatios))}), warm ${f1(warmUs)} µs (${f2(warmUs / nativeUs)}×, per level ${f2(Math.min(...warmRatios))}–${f2(Math.max(...warmRatios))}); ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
if (flag('write')) writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'native', text);
console.log(
  JSON.stringify({
    bench: 'sokobond-native',
    algorithm,
    levels: chosen.length,
    rounds,
    nativeSolved: nativeSolved.length,
    nativeStates: total.nativeStates,
    nativeCpuSeconds: Number(total.nativeCpu.toFixed(3)),
    nativeUsPerState: Number(nativeUs.toFixed(2)),
    oursExpanded: total.oursExpanded,
    oursColdCpuSeconds: Number(total.oursCold.toFixed(3)),
    oursWarmCpuSeconds: Number(total.oursWarm.toFixed(3)),
    oursColdUsPerState: Number(coldUs.toFixed(2)),
    oursWarmUsPerState: Number(warmUs.toFixed(2)),
    coldRatio: Number((coldUs / nativeUs).toFixed(3)),
    warmRatio: Number((warmUs / nativeUs).toFixed(3)),
    worstLevelWarmRatio: Number(Math.max(...warmRatios).toFixed(3)),
    load: loads.map((l) => Number(l[0].toFixed(2))),
  }),
);
