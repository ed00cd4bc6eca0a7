/**
 * Runs one limits case in a fresh worker thread under a heap cap and a time cap, for the limits
 * benches (`bench/limits.mjs` here, `scripts/game-limits.mjs` and `pnpm fuzz` at the root).
 *
 * A case that holds more live heap than the cap dies (V8 collects garbage before it gives up, so
 * only live data kills it): that is the independent check of `maxMemoryBytes`. A cancel flag can be
 * set from this thread while the worker is busy, and the time from setting it to the worker's answer
 * is the cancel's overshoot, measured here, not by the code under test.
 *
 * The worker script gets `workerData = { ...data, cancelBuffer }`, posts `{ started: true }` when it
 * is about to begin the timed part, and then `{ result }`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * Runs this script again with `--expose-gc` when `gc` is not exposed (the memory samples collect
 * garbage first), passing signals on to the new process; resolves to true in the process that
 * must go on, and exits this one with the child's code otherwise.
 */
export async function withGcExposed() {
  if (typeof globalThis.gc === 'function') return true;
  const child = spawn(process.execPath, ['--expose-gc', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0))));
  process.exit(code);
}

/**
 * @param {URL} script - the worker script.
 * @param {object} data - passed as workerData (plus `cancelBuffer`).
 * @param {{ heapMb?: number, youngMb?: number, capMs: number, cancelAtMs?: number, execArgv?: string[] }} limits
 * @returns {Promise<{ outcome: 'done' | 'heap' | 'hang' | 'error', result?: any, detail?: string, ms: number, cancelMs?: number }>}
 */
export async function runCapped(script, data, limits) {
  const cancelBuffer = new SharedArrayBuffer(4);
  const resourceLimits = { stackSizeMb: 4 };
  if (limits.heapMb !== undefined) resourceLimits.maxOldGenerationSizeMb = Math.ceil(limits.heapMb);
  if (limits.youngMb !== undefined) resourceLimits.maxYoungGenerationSizeMb = limits.youngMb;
  const worker = new Worker(script, { workerData: { ...data, cancelBuffer }, resourceLimits, stdout: true, stderr: true });
  worker.stdout.resume();
  let stderr = '';
  worker.stderr.on('data', (d) => {
    if (stderr.length < 4000) stderr += d;
  });
  const started = performance.now();
  let cancelledAt;
  let timer;
  let cancelTimer;
  const out = await new Promise((done) => {
    const finish = (r) => {
      clearTimeout(timer);
      clearTimeout(cancelTimer);
      done(r);
    };
    worker.on('message', (m) => {
      if (m?.started) {
        if (limits.cancelAtMs !== undefined) {
          cancelTimer = setTimeout(() => {
            cancelledAt = performance.now();
            Atomics.store(new Int32Array(cancelBuffer), 0, 1);
          }, limits.cancelAtMs);
        }
        return;
      }
      if (m?.error !== undefined) finish({ outcome: 'error', detail: m.error });
      else finish({ outcome: 'done', result: m.result });
    });
    worker.on('error', (e) =>
      finish(
        e?.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { outcome: 'heap', detail: `over the ${limits.heapMb?.toFixed(0)} MB heap cap` }
          : { outcome: 'error', detail: String(e?.stack ?? e).slice(0, 600) },
      ),
    );
    worker.on('exit', (code) => finish({ outcome: 'error', detail: `worker exited with code ${code}: ${stderr.slice(0, 400)}` }));
    timer = setTimeout(() => finish({ outcome: 'hang', detail: `still running after ${limits.capMs} ms` }), limits.capMs);
  });
  const answered = performance.now();
  await worker.terminate().catch(() => {});
  const r = { ...out, ms: answered - started };
  if (cancelledAt !== undefined) r.cancelMs = answered - cancelledAt;
  return r;
}

/**
 * The live memory of this thread (heap plus array buffers) with garbage collected first when
 * `gc` is exposed (`node --expose-gc`); without it, garbage counts too.
 */
export function liveBytes() {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/**
 * Samples the live memory of this thread above a baseline: call `sample()` from progress callbacks
 * and once at the end; `peak` is the largest growth seen. Samples are taken at most every
 * `everyMs` (each collects the garbage first, which costs time).
 */
export class MemoryProbe {
  constructor(everyMs = 25) {
    this.everyMs = everyMs;
    this.base = liveBytes();
    this.peak = 0;
    this.samples = 0;
    this.last = 0;
  }

  sample(force = false) {
    const now = performance.now();
    if (!force && now - this.last < this.everyMs) return;
    this.last = now;
    this.samples++;
    const grown = liveBytes() - this.base;
    if (grown > this.peak) this.peak = grown;
  }
}

/**
 * The CPU time this thread has used, in milliseconds (Linux: /proc/thread-self/stat, to 10 ms), or
 * `undefined` elsewhere. With the wall time of a case it tells the time the thread spent waiting
 * for a core on a loaded machine from the time it spent working.
 */
export function threadCpuMs() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    // utime and stime are the 12th and 13th fields after the command name, in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The machine's load averages, as printed with every timing figure. */
export async function loadLine() {
  const { loadavg, cpus } = await import('node:os');
  const [a, b, c] = loadavg();
  return `load ${a.toFixed(2)} ${b.toFixed(2)} ${c.toFixed(2)} on ${cpus().length} cores`;
}
