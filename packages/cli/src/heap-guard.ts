import { createRequire } from 'node:module';
import { machineMemory } from './memory-budget.js';

/** What the guard reads, in bytes: the limit and use of the thread's heap, the process's resident memory. */
export interface MemoryReadings {
  heapLimit(): number;
  heapUsed(): number;
  residentBytes(): number;
}

let v8: typeof import('node:v8') | undefined;

/**
 * node:v8, loaded on the first reading: most solves end before it, and loading it would add about a
 * millisecond to every run of the command line.
 */
const heapStatistics = (): import('node:v8').HeapInfo =>
  (v8 ??= createRequire(import.meta.url)('node:v8') as typeof import('node:v8')).getHeapStatistics();

// Read every few milliseconds of search, so only what the guard needs: V8's own heap figures and the
// resident size (`process.memoryUsage()` gathers much more and costs several times as much).
const REAL_READINGS: MemoryReadings = {
  heapLimit: () => heapStatistics().heap_size_limit,
  heapUsed: () => heapStatistics().used_heap_size,
  residentBytes: () => process.memoryUsage.rss(),
};

/** The share of the heap limit, and of the machine's memory, at which the guard stops a search. */
export const GUARD_SHARE = 0.8;

/**
 * Room kept below a small heap limit (a worker's `--memory`): between two readings a search may
 * allocate megabytes, and the heap in use counts the young generation, which V8's limit does not.
 */
const HEAP_ROOM = 32 * 2 ** 20;

/** Heap in use at which the guard stops a search, for a heap limit: {@link GUARD_SHARE} of it, less on small heaps, never under half. */
export function heapThreshold(limit: number): number {
  return Math.max(limit / 2, Math.min(GUARD_SHARE * limit, limit - HEAP_ROOM));
}

/**
 * Stops a search before its thread runs out of heap or the process out of the machine's memory:
 * read on the search's progress snapshots, it aborts its `signal` once the heap in use reaches
 * {@link heapThreshold} of the heap limit, or the process's resident memory {@link GUARD_SHARE}
 * of the machine's.
 *
 * @remarks
 * search-core's `maxMemoryBytes` counts stored states at an estimated size; a game whose states
 * take more (arrays of numbers, strings, caches of its own) outgrows the estimate, and V8 ends the
 * whole process when the heap is full. The guard reads what is really used.
 *
 * @category Solving
 */
export class HeapGuard {
  readonly #controller = new AbortController();
  readonly #readings: MemoryReadings;
  #heapLimit: number | undefined;
  readonly #machineLimit: number;
  /** Whether the guard has stopped the search. */
  tripped = false;

  /**
   * @param heapLimitBytes - the heap the thread may use (`--memory` of a worker); default: V8's limit, read on the first check.
   * @param machineBytes - the memory the process may use (see `machineMemory`).
   * @param readings - where the figures come from (this thread and process by default; tests give their own).
   */
  constructor(heapLimitBytes?: number, machineBytes: number = machineMemory(), readings: MemoryReadings = REAL_READINGS) {
    this.#readings = readings;
    this.#heapLimit = heapLimitBytes;
    this.#machineLimit = GUARD_SHARE * machineBytes;
  }

  /** The signal to give the search. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Reads the memory in use and stops the search when it is too much. */
  check(): void {
    if (this.tripped) return;
    this.#heapLimit ??= this.#readings.heapLimit();
    if (this.#readings.heapUsed() >= heapThreshold(this.#heapLimit) || this.#readings.residentBytes() >= this.#machineLimit) {
      this.tripped = true;
      this.#controller.abort(new Error('memory'));
    }
  }
}
