import { totalmem } from 'node:os';

/** What the budget is made from. */
export interface MemoryFacts {
  /** The heap limit of a thread that solves a level (`--memory`), in bytes, when one is set. */
  readonly heapLimitBytes?: number;
  /** The machine's memory, in bytes (see {@link machineMemory}). */
  readonly totalMemoryBytes: number;
  /** How many threads solve levels at once. */
  readonly threads: number;
}

/**
 * What the search of one level may hold (search-core's `maxMemoryBytes`, an estimate from the states
 * it stores): half of the machine's memory shared among the threads solving at once, and half of the
 * thread's heap limit when `--memory` sets one.
 *
 * @remarks
 * search-core keeps its tables in typed arrays, outside V8's heap, and so may a game: a heap limit
 * alone does not bound them, and without this a long search (`--timeout 0`) grows until the machine
 * runs out of memory. States on the heap beyond the estimate are watched by `HeapGuard`.
 *
 * @category Solving
 */
export function searchMemoryBudget(facts: MemoryFacts): number {
  const byMachine = facts.totalMemoryBytes / 2 / Math.max(1, facts.threads);
  const byHeap = facts.heapLimitBytes !== undefined ? facts.heapLimitBytes / 2 : Infinity;
  return Math.max(1, Math.floor(Math.min(byHeap, byMachine)));
}

/**
 * The memory this process may use, in bytes: the machine's, or less where the system limits the
 * process (a container's cgroup limit, which `os.totalmem()` does not see).
 *
 * @param total - the machine's memory (`os.totalmem()`).
 * @param constrained - the system's limit on the process (`process.constrainedMemory()`): 0,
 *   `undefined` or a figure at least `total` (no limit is reported as 2^64) mean none.
 * @category Solving
 */
export function machineMemory(total: number = totalmem(), constrained: number | undefined = process.constrainedMemory?.()): number {
  return constrained !== undefined && constrained > 0 && constrained < total ? constrained : total;
}

/**
 * {@link searchMemoryBudget} on this machine, for `threads` solving at once with worker heaps of
 * `memoryMb` (`--memory`) when given.
 *
 * @category Solving
 */
export function defaultSearchMemory(threads: number, memoryMb?: number): number {
  return searchMemoryBudget({
    ...(memoryMb !== undefined ? { heapLimitBytes: memoryMb * 2 ** 20 } : {}),
    totalMemoryBytes: machineMemory(),
    threads,
  });
}
