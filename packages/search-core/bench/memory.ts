/** Bytes per stored state for A* with numeric keys, on a search that stores millions of states. */
import { astar, type SearchProblem } from '../src/index.js';

export interface MemoryRun {
  /** States stored at the last sample. */
  readonly stored: number;
  readonly bytes: number;
  /** At the last sample. */
  readonly bytesPerState: number;
  /** Over all samples taken after the first million states: tables double, so the figure moves. */
  readonly minBytesPerState: number;
  readonly maxBytesPerState: number;
  readonly ms: number;
}

declare const gc: (() => void) | undefined;

function used(): number {
  if (typeof gc === 'function') gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/**
 * Uniform-cost search over an open `size`×`size` grid toward an unreachable goal: every cell is
 * stored, and the open list is small (the frontier of a diamond), so the figure is dominated by
 * the visited table and the node arena. Memory is read at the end, inside the last expansion,
 * while the search still holds everything.
 */
export function measureMemory(size: number): MemoryRun {
  const before = used();
  let last = 0;
  let stored = 0;
  const perState: number[] = [];
  const problem: SearchProblem<number, number> = {
    initial: 0,
    expand(s, emit) {
      const x = s % size;
      if (s >= size) emit(s - size, 0);
      if (x > 0) emit(s - 1, 1);
      if (x < size - 1) emit(s + 1, 2);
      if (s < size * (size - 1)) emit(s + size, 3);
    },
    isGoal: () => false,
    key: (s) => s,
  };
  const t = performance.now();
  const r = astar(problem, {
    // A sample collects garbage first (tens of ms on these tables): every 50 ms of search is plenty.
    progressIntervalMs: 50,
    onProgress: (p) => {
      // Sample while the search holds its tables.
      last = used() - before;
      stored = p.stored;
      if (stored >= 1_000_000) perState.push(last / stored);
    },
  });
  const ms = performance.now() - t;
  if (stored === 0) stored = r.stats.peakStored;
  return {
    stored,
    bytes: last,
    bytesPerState: last / stored,
    // A search under a million states (the quick run) has only its last sample.
    minBytesPerState: perState.length > 0 ? Math.min(...perState) : last / stored,
    maxBytesPerState: perState.length > 0 ? Math.max(...perState) : last / stored,
    ms,
  };
}
