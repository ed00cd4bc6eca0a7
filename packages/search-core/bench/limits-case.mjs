// One case of `bench/limits.mjs`, run in a worker thread by `runCapped` (see capped-worker.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { MemoryProbe, threadCpuMs } from './capped-worker.mjs';
import { entryPoints, problemsOf } from './limits-problems.mjs';

const { entry, form, kind, limit, value, cancelBuffer } = workerData;
const sc = await import(new URL('../dist/index.js', import.meta.url).href);
const found = entryPoints(sc).find(([name]) => name === entry);
if (found === undefined) throw new Error(`unknown entry point ${entry}`);
const run = form === 'async' ? found[2] : found[1];
const problems = problemsOf(kind, sc);

const probe = limit === 'maxMemoryBytes' ? new MemoryProbe() : undefined;
const options = {};
if (limit === 'timeoutMs') options.timeoutMs = value;
else if (limit === 'cancel') options.cancel = new sc.CancelFlag(cancelBuffer);
else if (limit === 'maxStates') options.maxStates = value;
else if (limit === 'maxExpansions') options.maxExpansions = value;
else if (limit === 'maxMemoryBytes') {
  options.maxMemoryBytes = value;
  // A search that never reaches its memory limit (linear-memory ones) ends on time instead.
  options.timeoutMs = 4000;
  options.progressIntervalMs = 0;
  options.onProgress = () => probe.sample();
}

globalThis.gc?.();
const baseHeap = process.memoryUsage().heapUsed;
parentPort.postMessage({ started: true });
const started = performance.now();
const cpu0 = threadCpuMs();
let out;
try {
  const r = await run(problems, options);
  const ms = performance.now() - started;
  probe?.sample(true);
  out = { status: r.status, limit: r.limit, ms, expanded: r.stats.expanded, peakStored: r.stats.peakStored };
} catch (e) {
  out = { status: 'threw', ms: performance.now() - started, error: e?.name, code: e?.code, message: String(e?.message ?? e).slice(0, 300) };
}
out.baseHeap = baseHeap;
const cpu1 = threadCpuMs();
if (cpu0 !== undefined && cpu1 !== undefined) out.cpuMs = cpu1 - cpu0;
if (probe !== undefined) out.peakBytes = probe.peak;
parentPort.postMessage({ result: out });
