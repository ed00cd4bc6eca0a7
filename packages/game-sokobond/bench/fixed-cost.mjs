// Fixed cost of a solve over the whole corpus: per level, the expansions (every stage counted),
// the cold time (the first solve in a fresh Node process, parse excluded; median of --cold N
// processes, default 5; levels with at most --cold-below expansions, default 100), once with
// Node's defaults and once with V8's worker pool at one thread (`--v8-pool-size=1`, processes
// interleaved): Node starts four V8 workers whatever the cores, and on a machine with two the
// optimising compiles of a first solve run on them and take CPU time from the solve; with one
// worker they run beside it, as on a machine with more cores. Then the warm
// time (median of --runs N solves, default 20, after warm-up solves: at least 10, then until 0.3 s
// or 300 solves; levels slower than 0.3 s are solved twice without warm-up), each build in a long-lived
// process of its own that the parent asks level by level. With --before <built index.js> the same for
// another build, interleaved level by level, and a column of which is faster warm. Goal of issue #22: a level needing ≤ 100
// expansions solves in ≤ 1 ms warm and ≤ 20 ms cold.
// Run after `npx tsup`: `node bench/fixed-cost.mjs [--before ../../../base/packages/game-sokobond/dist/index.js]`.
// Options: --algorithm (default fast), --max-expansions (default 100000), --filter text; --write
// (a whole-corpus run of the package's own build) rewrites the `<!-- bench:fixed-cost -->` block of
// README.md. Ends with one JSON summary line.
import { execFileSync, fork } from 'node:child_process';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusFiles, readCorpusLevel, requireCorpus } from './corpus-files.mjs';
import { loadText, markdownTable, writeReadmeBlock } from '../../../scripts/readme-block.mjs';
import { flag, opt } from './options.mjs';

const self = fileURLToPath(import.meta.url);
/** The machine's load when the measures start (set again by main). */
let loadStart = os.loadavg();
const ours = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const algorithm = opt('algorithm', 'fast');
const options = { algorithm, maxExpansions: Number(opt('max-expansions', '100000')) };

if (flag('one')) {
  // Child process: one cold solve of one level with one build.
  const game = await import(pathToFileURL(opt('build')).href);
  const file = opt('one');
  const level = game.parse(readCorpusLevel(file), { file });
  const t0 = performance.now();
  game.solve(level, options);
  console.log(JSON.stringify({ ms: performance.now() - t0 }));
  process.exit(0);
}

const runs = Number(opt('runs', '20'));
const colds = Number(opt('cold', '5'));
const coldBelow = Number(opt('cold-below', '100'));
const filter = opt('filter', '');
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
/** Node flags of the two cold measures: Node's defaults, and V8's worker pool at one thread. */
const COLD_FLAGS = [[], ['--v8-pool-size=1']];
/** Cold times of one level and build, per entry of {@link COLD_FLAGS}: medians of interleaved processes. */
const cold = (build, file) => {
  const times = COLD_FLAGS.map(() => []);
  for (let k = 0; k < colds; k++) {
    COLD_FLAGS.forEach((flags, i) => {
      const args = [
        ...flags,
        self,
        '--one',
        file,
        '--build',
        build.file,
        '--algorithm',
        algorithm,
        '--max-expansions',
        String(options.maxExpansions),
      ];
      times[i].push(JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })).ms);
    });
  }
  return times.map(median);
};

/** Warm-up solves per level (every build): at least WARMUP_MIN, then until WARMUP_MS or WARMUP_MAX. */
const WARMUP_MIN = 10;
const WARMUP_MS = 300;
const WARMUP_MAX = 300;

if (flag('warm')) {
  // Child process: the warm time of one build, for each level the parent sends. Each build has a
  // process of its own, so that two builds never share a JIT, inline caches or a heap.
  const game = await import(pathToFileURL(opt('build')).href);
  process.on('message', (file) => {
    const level = game.parse(readCorpusLevel(file), { file });
    const t0 = performance.now();
    const r = game.solve(level, options);
    const slow = performance.now() - t0 > 300;
    // Warm means after the JIT has settled: V8 optimises a function only after many calls, which on
    // a level of a millisecond takes more than ten solves.
    if (!slow) {
      const start = performance.now();
      for (let k = 0; k < WARMUP_MAX && (k < WARMUP_MIN || performance.now() - start < WARMUP_MS); k++) game.solve(level, options);
    }
    const times = [];
    for (let k = 0; k < (slow ? 2 : runs); k++) {
      const t1 = performance.now();
      game.solve(level, options);
      times.push(performance.now() - t1);
    }
    process.send({ status: r.result.status, expanded: r.result.stats.expanded, solution: r.solution ?? null, warm: median(times) });
  });
} else {
  await main();
}

async function main() {
  requireCorpus();
  loadStart = os.loadavg();
  const builds = [{ name: 'now', file: ours }];
  if (opt('before') !== undefined) builds.unshift({ name: 'before', file: path.resolve(opt('before')) });
  for (const b of builds) {
    b.process = fork(self, [
      '--warm',
      '--build',
      b.file,
      '--algorithm',
      algorithm,
      '--max-expansions',
      String(options.maxExpansions),
      '--runs',
      String(runs),
    ]);
  }
  /** The warm measure of one level by one build's process. */
  const warm = (build, file) =>
    new Promise((resolve) => {
      build.process.once('message', resolve);
      build.process.send(file);
    });
  const rows = [];
  for (const file of corpusFiles()) {
    if (filter && !file.includes(filter)) continue;
    const row = { level: file.replace(/\.txt$/, '') };
    const measured = [];
    for (const b of builds) measured.push(await warm(b, file));
    builds.forEach((b, i) => {
      const m = measured[i];
      const tag = builds.length > 1 ? ` ${b.name}` : '';
      row[`status${tag}`] = m.status;
      row[`expanded${tag}`] = m.expanded;
      row[`moves${tag}`] = m.solution?.length ?? null;
      row[`warm ms${tag}`] = m.warm;
      const [coldDefault, coldOnePool] = m.expanded <= coldBelow ? cold(b, file) : [null, null];
      row[`cold ms${tag}`] = coldDefault;
      row[`cold ms, 1 V8 worker${tag}`] = coldOnePool;
    });
    if (builds.length > 1) row['same solution'] = measured[0].solution === measured[1].solution;
    rows.push(row);
  }
  for (const b of builds) b.process.disconnect();
  report(builds, rows);
}

function report(builds, rows) {
  const now = builds.length > 1 ? ' now' : '';
  const fmt = (x) => (x === null ? '' : x < 10 ? x.toFixed(3) : x.toFixed(1));
  console.table(
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' && k.includes('ms') ? fmt(v) : v]))),
  );
  const small = rows.filter((r) => r[`expanded${now}`] <= coldBelow);
  console.log(
    `${algorithm}, at most ${options.maxExpansions} expansions per level; warm = median of ${runs} after ${WARMUP_MIN}–${WARMUP_MAX} warm-up solves (${WARMUP_MS} ms); cold = median of ${colds} fresh processes (Node's defaults; V8's pool at one worker), on ${availableParallelism()} cores`,
  );
  const coldWithin = (key) => small.filter((r) => r[key] <= 20).length;
  console.log(
    `levels needing ≤ ${coldBelow} expansions (every stage counted): ${small.length}; warm ≤ 1 ms: ${small.filter((r) => r[`warm ms${now}`] <= 1).length}; cold ≤ 20 ms: ${coldWithin(`cold ms${now}`)} (one V8 worker: ${coldWithin(`cold ms, 1 V8 worker${now}`)})`,
  );
  if (builds.length > 1) {
    const faster = rows.filter((r) => r['warm ms now'] < r['warm ms before']).length;
    const same = rows.filter((r) => r['same solution']).length;
    const total = (k) => rows.reduce((a, r) => a + r[k], 0);
    console.log(
      `warm faster than before on ${faster} / ${rows.length} levels; same solution on ${same} / ${rows.length}; warm total ${total('warm ms before').toFixed(0)} → ${total('warm ms now').toFixed(0)} ms`,
    );
  }
  const median = (xs) => {
    const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
    return v.length === 0 ? NaN : v[(v.length - 1) >> 1];
  };
  const summary = {
    small: small.length,
    warmMedianSmall: median(small.map((r) => r[`warm ms${now}`])),
    coldMedian: median(small.map((r) => r[`cold ms${now}`])),
    coldMedianOnePool: median(small.map((r) => r[`cold ms, 1 V8 worker${now}`])),
    warmWithin: small.filter((r) => r[`warm ms${now}`] <= 1).length,
    coldWithin: coldWithin(`cold ms${now}`),
    coldWithinOnePool: coldWithin(`cold ms, 1 V8 worker${now}`),
    levels: rows.length,
    warmMedianAll: median(rows.map((r) => r[`warm ms${now}`])),
  };
  if (flag('write') && builds.length === 1 && !filter) {
    const table = markdownTable(
      ['levels', 'warm median', "cold median (Node's defaults / one V8 worker)", 'warm ≤ 1 ms', 'cold ≤ 20 ms (defaults / one worker)'],
      [
        [
          `${summary.small} needing ≤ ${coldBelow} expansions`,
          `${fmt(summary.warmMedianSmall)} ms`,
          `${fmt(summary.coldMedian)} / ${fmt(summary.coldMedianOnePool)} ms`,
          `${summary.warmWithin} / ${summary.small}`,
          `${summary.coldWithin} / ${summary.small}, ${summary.coldWithinOnePool} / ${summary.small}`,
        ],
        [`all ${summary.levels}`, `${fmt(summary.warmMedianAll)} ms`, '', '', ''],
      ],
      [false, true, true, true, true],
    );
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
    const text = `${table}\n\n\`node bench/fixed-cost.mjs --write\`, ${when} UTC, ${machine}, load (1 min) ${loadStart[0].toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end; \`${algorithm}\`, at most ${options.maxExpansions} expansions per level; warm: the median of ${runs} solves after warm-up; cold: the median of ${colds} fresh processes each way, interleaved.`;
    console.log(`\n${text}\n\nload at the end ${loadText(os.loadavg())}`);
    writeReadmeBlock(fileURLToPath(new URL('../README.md', import.meta.url)), 'fixed-cost', text);
  }
  console.log(JSON.stringify({ bench: 'sokobond-fixed-cost', algorithm, ...summary, load: os.loadavg() }));
}
