// Child process of measured-memory.test.ts (run with --expose-gc): runs one entry point of the built
// library on one problem of bench/limits-problems.mjs under `maxMemoryBytes` (0: none), samples the
// live memory (heap and array buffers after a full collection) at every progress report, and prints
// the outcome and the largest live growth as JSON. A fourth argument `none` skips the sampling.
const [entry, kind, limitArg, sampling = 'sample'] = process.argv.slice(2);
const sc = await import(new URL('../../dist/index.js', import.meta.url).href);
const { entryPoints, problemsOf } = await import(new URL('../../bench/limits-problems.mjs', import.meta.url).href);
const run = entryPoints(sc).find(([name]) => name === entry)[1];
const problems = problemsOf(kind, sc);
const live = () => {
  globalThis.gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const base = live();
let peak = 0;
let last = 0;
/**
 * The gap between samples: 5 ms, or twice the last one's cost, so that sampling takes at most a third
 * of the time. A search of these sizes ends in well under 100 ms on a fast machine: a longer floor
 * could sample it once, before it held anything, and the final sample sees only what it let go.
 */
let gap = 0;
const sample = () => {
  const now = performance.now();
  if (now - last < gap) return;
  peak = Math.max(peak, live() - base);
  // On a loaded machine a full collection can outlast 50 ms: counted from its start, the next
  // sample was due at once, and the search spent its time collecting until its own timeout.
  last = performance.now();
  gap = Math.max(5, 2 * (last - now));
};
const limit = Number(limitArg);
const r = run(problems, {
  ...(limit > 0 ? { maxMemoryBytes: limit } : {}),
  timeoutMs: 45_000,
  ...(sampling === 'sample' ? { progressIntervalMs: 0, onProgress: sample } : {}),
});
last = 0;
sample();
console.log(JSON.stringify({ status: r.status, limit: r.limit, expanded: r.stats.expanded, peakBytes: peak }));
