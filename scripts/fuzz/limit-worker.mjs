// One limits case of a game's `solve` on a costly level, run in a fresh worker by `runCapped`
// (packages/search-core/bench/capped-worker.mjs): for `pnpm fuzz` (kind `limits`) and
// `pnpm bench:game-limits`. The level is parsed before the timed part; its set-up is the solve's.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { MemoryProbe, threadCpuMs } from '../../packages/search-core/bench/capped-worker.mjs';
import { costlyLevel } from './costly-levels.mjs';

const { root, game, kind, seed, algorithm, limit, value, cancelBuffer, levelsDir } = workerData;
const lib = await import(pathToFileURL(join(root, 'packages', `game-${game}`, 'dist', 'index.js')).href);
const sc = await import(pathToFileURL(join(root, 'packages', 'search-core', 'dist', 'index.js')).href);
// A kind built on a real level may make one that does not parse: the next seeds are tried.
let level;
for (let k = 0; level === undefined; k++) {
  try {
    level = lib.parse(costlyLevel(game, kind, seed + k * 7919, { levelsDir }), { file: `${game}-${kind}-${seed}` });
  } catch (e) {
    if (k >= 20) throw e;
  }
}

const probe = limit === 'maxMemoryBytes' ? new MemoryProbe(50) : undefined;
const options = { algorithm };
if (limit === 'timeoutMs') options.timeoutMs = value;
else if (limit === 'cancel') options.cancel = new sc.CancelFlag(cancelBuffer);
else if (limit === 'maxExpansions') {
  options.maxExpansions = value;
  // A backstop inside the case's 120 s cap: on the costliest levels one expansion takes seconds,
  // so 5,000 of them would outlast any cap and read as a hang.
  options.timeoutMs = 100_000;
} else if (limit === 'maxMemoryBytes') {
  options.maxMemoryBytes = value;
  options.timeoutMs = 30_000;
  options.progressIntervalMs = 0;
  options.onProgress = () => probe.sample();
}

parentPort.postMessage({ started: true });
const started = performance.now();
const cpu0 = threadCpuMs();
let out;
try {
  const { result } = lib.solve(level, options);
  const ms = performance.now() - started;
  probe?.sample(true);
  out = { status: result.status, limit: result.limit, ms, expanded: result.stats.expanded, peakStored: result.stats.peakStored };
} catch (e) {
  out = { status: 'threw', ms: performance.now() - started, error: e?.name, code: e?.code, message: String(e?.message ?? e).slice(0, 300) };
}
const cpu1 = threadCpuMs();
if (cpu0 !== undefined && cpu1 !== undefined) out.cpuMs = cpu1 - cpu0;
if (probe !== undefined) out.peakBytes = probe.peak;
parentPort.postMessage({ result: out });
