/**
 * The known limit of docs/limits-and-memory.md, measured: how long a search goes without reading
 * its limits while its tables grow. `node bench/growth-pauses.mjs [--seconds S]` after a build
 * (`npx pnpm bench:growth-pauses` builds first).
 *
 * Each case runs one entry point for S seconds (default 5) on a goal-less graph whose states are
 * numbers (each with three children, `s + 1`, `s + 7` and `s + 2^20`, so that the keys spread out
 * and the visited table grows by rehashing), keyed by the number or by a string, in a fresh
 * process. `onProgress` with `progressIntervalMs: 0` is called at every reading of the limits; the
 * table gives the longest gaps between two readings and how many states were stored when each
 * ended. A stop (time limit, cancel flag, signal) can be heard that much late. The last line is a
 * JSON summary.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const dist = new URL('../dist/index.js', import.meta.url).href;
const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] || 5);

if (args[0] === '--case') {
  const [, entry, keyKind] = args;
  const sc = await import(dist);
  const WIDE = 2 ** 20;
  const key = keyKind === 'string' ? (s) => `k${s}` : (s) => s;
  const gaps = [];
  let last = performance.now();
  const r = sc[entry](
    {
      initial: 0,
      isGoal: () => false,
      expand: (s, emit) => {
        emit(s + 1, 'a', 1);
        emit(s + 7, 'b', 1);
        emit(s + WIDE, 'c', 1);
      },
      key,
    },
    {
      timeoutMs: seconds * 1000,
      progressIntervalMs: 0,
      onProgress: (stats) => {
        const now = performance.now();
        gaps.push([now - last, stats.expanded]);
        last = now;
      },
    },
  );
  gaps.sort((a, b) => b[0] - a[0]);
  console.log(JSON.stringify({ status: r.status, readings: gaps.length, expanded: r.stats.expanded, worst: gaps.slice(0, 3) }));
  process.exit(0);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = load();
const rows = [];
for (const entry of ['astar', 'bfs']) {
  for (const keyKind of ['number', 'string']) {
    const child = spawnSync(
      process.execPath,
      ['--max-old-space-size=8192', fileURLToPath(import.meta.url), '--case', entry, keyKind, '--seconds', String(seconds)],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`${entry} ${keyKind}: ${child.stderr.slice(0, 400)}`);
    rows.push({ entry, keyKind, ...JSON.parse(child.stdout) });
  }
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(
  `search-core, the longest gaps between two readings of the limits while tables grow (${seconds} s per case, Node ${process.version}, load ${loadAtStart} at the start, ${load()} at the end)\n`,
);
console.log('| entry | keys | states expanded | readings | longest gaps, ms (at states expanded) |');
console.log('| --- | --- | ---: | ---: | --- |');
for (const r of rows) {
  const worst = r.worst.map(([ms, at]) => `${ms.toFixed(1)} (${fmt(at)})`).join(', ');
  console.log(`| ${r.entry} | ${r.keyKind} | ${fmt(r.expanded)} | ${fmt(r.readings)} | ${worst} |`);
}
console.log(
  JSON.stringify({
    bench: 'growth-pauses',
    seconds,
    load: loadAtStart,
    cases: rows.map((r) => ({ entry: r.entry, keys: r.keyKind, expanded: r.expanded, worstGapMs: Number(r.worst[0][0].toFixed(1)) })),
  }),
);
