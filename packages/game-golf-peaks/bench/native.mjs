// Against the earlier native (Rust) solver, rebuilt outside the repository (docs/native-yardsticks.md
// says how): the CPU it needs, one process per level, against ours solving the same levels in one
// process. Per round (--rounds, default 5), interleaved: the native solver on every corpus level
// that it can read (one process each; the version that could be rebuilt knows no warps, belts or
// ice, and those levels end in a parse panic: they are left out of both sides), then one fresh
// Node process of ours that parses and solves those levels three times: `cold` is the first pass
// (V8 compiling as it goes), `warm` the third. CPU time: the native processes' own getrusage (from
// main, process start excluded) summed, and the whole processes (start included) from the
// children's CPU time that Linux accounts to this process (10 ms ticks, summed over all of them);
// ours process.cpuUsage around each pass (every thread: V8's compiler and GC threads count), and
// its main thread alone (Linux, 10 ms ticks), and the whole Node process, start included. Medians
// over the rounds. Ends with one JSON summary line; --write puts the table into the README's
// `bench:native` block. Run after a build: `node bench/native.mjs --native /path/to/golf-peaks`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const self = fileURLToPath(import.meta.url);

// CPU time in ms of this process's main thread, or of its waited-for children (Linux; ticks of 10 ms).
const statFields = (path) => readFileSync(path, 'utf8').split(') ')[1].split(' ');
const mainThreadMs = () => {
  const f = statFields(`/proc/self/task/${process.pid}/stat`);
  return (Number(f[11]) + Number(f[12])) * 10;
};
const childrenMs = () => {
  const f = statFields('/proc/self/stat');
  return (Number(f[13]) + Number(f[14])) * 10;
};

if (args.includes('--worker')) {
  const { parse, solve } = await import('../dist/index.js');
  const levels = JSON.parse(await new Response(process.stdin).text());
  const passes = [];
  for (let pass = 0; pass < 3; pass++) {
    const m0 = mainThreadMs();
    const c0 = process.cpuUsage();
    let expanded = 0;
    let solved = 0;
    const cards = {};
    for (const { file, text } of levels) {
      const r = solve(parse(text, { file }), { timeoutMs: 10_000 });
      expanded += r.result.stats.expanded;
      if (r.result.status === 'solved') solved++;
      cards[file] = r.result.cost ?? null;
    }
    const c = process.cpuUsage(c0);
    passes.push({ cpuMs: (c.user + c.system) / 1000, mainMs: mainThreadMs() - m0, expanded, solved, cards });
  }
  console.log(JSON.stringify(passes));
  process.exit(0);
}

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
  console.warn('\n!!! golf-peaks native bench: ../shared/levels/golf-peaks not found above the working directory; nothing to run !!!\n');
  process.exit(0);
}
const native = opt('native', process.env.GOLF_PEAKS_NATIVE);
if (!native) {
  console.warn('\n!!! golf-peaks native bench: no --native <binary> (or GOLF_PEAKS_NATIVE) given; nothing to compare !!!\n');
  process.exit(0);
}
const rounds = Number(opt('rounds', '5'));
const files = readdirSync(root)
  .filter((f) => f.endsWith('.txt'))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const texts = Object.fromEntries(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// The native build is an earlier version of the rules: some of its solutions do not replay here.
const { parse, verify } = await import('../dist/index.js');
const notReplayed = new Set();
const runNative = (list) => {
  const k0 = childrenMs();
  let ownMs = 0;
  let states = 0;
  const solved = [];
  const cards = {};
  for (const file of list) {
    const r = spawnSync(native, [], { input: texts[file], encoding: 'utf8', timeout: 60_000 });
    const m = r.stderr.match(/\{"states".*\}/);
    if (r.status !== 0 || !m) continue;
    const s = JSON.parse(m[0]);
    ownMs += s.cpuSeconds * 1000;
    states += s.states;
    solved.push(file);
    cards[file] = r.stdout.trim().split(/\s+/).length;
    if (!verify(parse(texts[file], { file }), r.stdout.trim()).valid) notReplayed.add(file);
  }
  return { ownMs, wholeMs: childrenMs() - k0, states, solved, cards };
};
const runOurs = (list) => {
  const k0 = childrenMs();
  const r = spawnSync(process.execPath, [self, '--worker'], {
    input: JSON.stringify(list.map((file) => ({ file, text: texts[file] }))),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`worker failed: ${r.stderr}`);
  const [cold, , warm] = JSON.parse(r.stdout);
  return { cold, warm, processMs: childrenMs() - k0 };
};

const t0 = Date.now();
const survey = runNative(files);
const chosen = survey.solved;
console.log(
  `the native solver solves ${chosen.length} of ${files.length} levels (the others use tiles it does not know); ${rounds} rounds on those`,
);
const samples = { native: [survey], ours: [runOurs(chosen)] };
const loads = [os.loadavg()];
for (let round = 2; round <= rounds; round++) {
  samples.native.push(runNative(chosen));
  samples.ours.push(runOurs(chosen));
  loads.push(os.loadavg());
}
const n = {
  own: median(samples.native.map((x) => x.ownMs)),
  whole: median(samples.native.map((x) => x.wholeMs)),
  states: samples.native[0].states,
};
const o = {
  cold: median(samples.ours.map((x) => x.cold.cpuMs)),
  coldMain: median(samples.ours.map((x) => x.cold.mainMs)),
  warm: median(samples.ours.map((x) => x.warm.cpuMs)),
  warmMain: median(samples.ours.map((x) => x.warm.mainMs)),
  process: median(samples.ours.map((x) => x.processMs)),
  expanded: samples.ours[0].warm.expanded,
  solved: samples.ours[0].warm.solved,
};
const cardsOf = samples.ours[0].warm.cards;
const fewer = chosen.filter((f) => cardsOf[f] < survey.cards[f]).length;
const same = chosen.filter((f) => cardsOf[f] === survey.cards[f]).length;
const more = chosen.length - fewer - same;
const moreButInvalid = chosen.filter((f) => cardsOf[f] > survey.cards[f] && notReplayed.has(f)).length;
const f1 = (x) => x.toFixed(1);
const table = markdownTable(
  ['', 'CPU ms', 'states / expanded', 'µs per state'],
  [
    [`native, ${chosen.length} processes: parse + search (getrusage from main)`, f1(n.own), n.states, f1((n.own * 1000) / n.states)],
    ['native, the same processes whole (start included; 10 ms ticks)', f1(n.whole), '', ''],
    [`ours, one process, warm pass (every thread; main thread ${o.warmMain} ms)`, f1(o.warm), o.expanded, f1((o.warm * 1000) / o.expanded)],
    [`ours, the same process's first (cold) pass (main thread ${o.coldMain} ms)`, f1(o.cold), o.expanded, f1((o.cold * 1000) / o.expanded)],
    ['ours, the whole Node process (start, three passes; 10 ms ticks)', f1(o.process), '', ''],
  ],
  [false, true, true, true],
);
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
const loadRange = `${Math.min(...loads.map((l) => l[0])).toFixed(2)}–${Math.max(...loads.map((l) => l[0])).toFixed(2)}`;
const text = `${table}\n\n\`node bench/native.mjs --write\`, ${when} UTC, ${machine}; medians of ${rounds} interleaved rounds; load (1 min) ${loadRange}. The ${chosen.length} corpus levels the rebuilt native solver can read (no warps, belts or ice); ours solves ${o.solved} of them, with as many cards as the native solver on ${same}, fewer on ${fewer}, more on ${more} (on ${moreButInvalid} of those the native solution does not replay under these rules: the build is of an earlier version of them). Warm: ours ${(o.warm / n.own).toFixed(2)}× the native CPU from main, ${(o.warm / n.whole).toFixed(2)}× the whole native processes.`;
console.log(`\n${text}\n`);
if (args.includes('--write')) writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'native', text);
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s, load at the end ${loadText(os.loadavg())}`);
console.log(
  JSON.stringify({
    bench: 'golf-peaks-native',
    levels: chosen.length,
    rounds,
    nativeCpuMs: Number(f1(n.own)),
    nativeWholeProcessesCpuMs: n.whole,
    nativeStates: n.states,
    oursWarmCpuMs: Number(f1(o.warm)),
    oursWarmMainThreadMs: o.warmMain,
    oursColdCpuMs: Number(f1(o.cold)),
    oursProcessCpuMs: o.process,
    oursExpanded: o.expanded,
    cards: { same, fewer, more, moreButNativeInvalid: moreButInvalid },
    warmRatio: Number((o.warm / n.own).toFixed(3)),
    load: loads.map((l) => Number(l[0].toFixed(2))),
  }),
);
