/** Bytes per stored state for A* with numeric keys, on a search that stores millions of states. */
import { astar, type SearchProblem } from '../src/index.js';

export interface MemoryRun {
  readonly stored: number;
  readonly bytes: number;
  readonly bytesPerState: number;
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
  let peak = 0;
  let stored = 0;
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
    checkEvery: 1 << 18,
    progressIntervalMs: 0,
    onProgress: (p) => {
      // Sample while the search holds its tables.
      const u = used();
      if (u > peak) {
        peak = u;
        stored = p.stored;
      }
    },
  });
  const ms = performance.now() - t;
  const bytes = peak - before;
  return { stored: stored || r.stats.peakStored, bytes, bytesPerState: bytes / (stored || r.stats.peakStored), ms };
}
