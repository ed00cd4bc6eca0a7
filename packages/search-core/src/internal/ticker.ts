/**
 * A clock that costs a memory read: a background thread adds one to a shared cell about once a
 * millisecond, and a search compares the cell with what it saw last instead of reading the clock.
 * It lets a search look at its limits every few steps at no measurable cost, so that steps whose
 * cost turns from microseconds to milliseconds at once (a count-based stride grown over the cheap
 * ones would run a thousand of the costly ones before its next reading) are caught within a
 * millisecond of work.
 *
 * Where threads cannot be made synchronously (browsers, runtimes without `worker_threads`), or the
 * thread fails, there is no cell and the searches fall back on their count-based stride alone.
 * The thread is made once per program, by the first search that runs long enough to need it (a
 * thread costs tens of milliseconds to start: a short program, a command line solving one small
 * level, should not pay that), and never keeps the program alive. The cell lives on `globalThis`
 * under a registered symbol, shared by every copy of the library.
 */

interface WorkerLike {
  unref(): void;
  on(event: 'error' | 'exit', listener: () => void): void;
}
interface WorkerThreadsLike {
  Worker: new (code: string, options: { eval: true; workerData: unknown }) => WorkerLike;
}
interface ProcessLike {
  getBuiltinModule?: (id: string) => unknown;
}
interface Slot {
  cell: Int32Array | null | undefined;
}

const SLOT_KEY = Symbol.for('@puzzle-solvers/search-core/ticker');

const TICKER = `const { workerData } = require('node:worker_threads');
const cell = new Int32Array(workerData);
setInterval(() => Atomics.add(cell, 0, 1), 1);`;

function slot(): Slot {
  const g = globalThis as unknown as Record<symbol, Slot | undefined>;
  g[SLOT_KEY] ??= { cell: undefined };
  return g[SLOT_KEY];
}

/** The ticking thread's cell if the thread was started, without starting it. */
export function runningTickerCell(): Int32Array | undefined {
  return slot().cell ?? undefined;
}

/**
 * The shared cell of the ticking thread (read it with `Atomics.load(cell, 0)`), or `undefined`
 * where there is none. Starts the thread on the first call.
 */
export function tickerCell(): Int32Array | undefined {
  const s = slot();
  if (s.cell === undefined) s.cell = start(s);
  return s.cell ?? undefined;
}

function start(s: Slot): Int32Array | null {
  try {
    if (typeof SharedArrayBuffer !== 'function') return null;
    const proc = (globalThis as { process?: ProcessLike }).process;
    const threads = proc?.getBuiltinModule?.('node:worker_threads') as WorkerThreadsLike | undefined;
    if (threads === undefined || typeof threads.Worker !== 'function') return null;
    const buffer = new SharedArrayBuffer(4);
    const worker = new threads.Worker(TICKER, { eval: true, workerData: buffer });
    worker.unref();
    // A thread that dies stops ticking: the searches then read the clock by their stride alone.
    const drop = (): void => {
      s.cell = null;
    };
    worker.on('error', drop);
    worker.on('exit', drop);
    return new Int32Array(buffer);
  } catch {
    return null;
  }
}
