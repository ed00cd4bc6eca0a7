import { Control, newStats, type Stop } from '../internal/control.js';
import { atRoot, type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource, requireHashing } from '../internal/normalize.js';
import { PagedArray } from '../internal/paged-array.js';
import { createVisitedTable } from '../internal/visited-table.js';
import type { SearchOptions } from '../options.js';
import type { SearchStats } from '../result.js';
import type { Emit, SearchProblem, State } from '../state.js';

/**
 * Options of {@link reachable}.
 *
 * @category Options
 */
export interface ReachableOptions<S> extends SearchOptions<S> {
  /** Called once per distinct reachable state, in breadth-first order, with its depth in moves. */
  readonly onState?: (state: S, depth: number) => void;
}

/**
 * What {@link reachable} found.
 *
 * @category Results
 */
export interface ReachableResult {
  /** `exhausted` when every reachable state was counted; otherwise the count is a lower bound. */
  readonly status: 'exhausted' | 'limit' | 'aborted';
  readonly limit?: 'expansions' | 'states' | 'memory' | 'time';
  /** Distinct reachable states (valid ones only), the start included. */
  readonly count: number;
  /** How many states lie at each depth: `byDepth[d]` states need exactly `d` moves. */
  readonly byDepth: number[];
  /** How many reachable states are goals. */
  readonly goals: number;
  readonly stats: SearchStats;
}

/**
 * Exhaustive reachability: counts (and with `onState`, enumerates) every state reachable from the
 * start, breadth first.
 *
 * @remarks
 * **When to use**: to size a state space, to prove a level unsolvable, or as an oracle in tests.
 * The goal test does not stop it; it only counts goals. Invalid states are pruned and not counted.
 *
 * @example
 * ```ts
 * const { count, byDepth } = reachable(eightPuzzle); // count === 181440
 * ```
 * @see {@link reachableAsync}, {@link bfs}
 * @category Best-first
 */
export function reachable<S, M>(problem: SearchProblem<S, M>, options?: ReachableOptions<S>): ReachableResult;
export function reachable<S extends State<S, unknown>>(problem: S, options?: ReachableOptions<S>): ReachableResult;
export function reachable<S, M>(problem: ProblemSource<S, M>, options: ReachableOptions<S> = {}): ReachableResult {
  return runToEnd(reachableMachine(problem, options));
}

/**
 * {@link reachable} that lets the event loop run while it counts (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const { count, status } = await reachableAsync(problem, { signal: AbortSignal.timeout(1000) });
 * ```
 * @see {@link reachable}
 * @category Best-first
 */
export function reachableAsync<S, M>(problem: SearchProblem<S, M>, options?: ReachableOptions<S>): Promise<ReachableResult>;
export function reachableAsync<S extends State<S, unknown>>(problem: S, options?: ReachableOptions<S>): Promise<ReachableResult>;
export async function reachableAsync<S, M>(problem: ProblemSource<S, M>, options: ReachableOptions<S> = {}): Promise<ReachableResult> {
  return runInSlices(reachableMachine(problem, options));
}

function reachableMachine<S, M>(problem: ProblemSource<S, M>, options: ReachableOptions<S>): Machine<ReachableResult> {
  const p = normalize(problem, options);
  const control = new Control(options, p.initial);
  const table = createVisitedTable(requireHashing(p.hashing, 'reachable'), { state: p.initial }, control.capacity);
  const stats = newStats();
  const byDepth: number[] = [];
  let goals = 0;
  const { isGoal, isValid, expand } = p;
  const onState = options.onState;
  let result: ReachableResult | undefined;
  const done = (status: ReachableResult['status'], limit?: ReachableResult['limit']): ReachableResult => {
    const count = table.size;
    const base = { status, count, byDepth, goals, stats };
    result = control.finish(limit ? { ...base, limit } : base, count);
    // Nothing reads it once the search has ended (`resume` returns the result first).
    table.release();
    return result;
  };
  const stop = (s: Stop): ReachableResult =>
    s.status === 'aborted' ? done('aborted') : done('limit', s.limit === 'depth' || s.limit === 'width' ? 'states' : s.limit);
  const machine = { control, polled: () => stats.expanded, resume: () => result, halt: (s: Stop) => result ?? stop(s) };
  const early = control.initial();
  if (early) {
    done('aborted');
    return machine;
  }
  // The root's check runs under the search's limits too.
  let invalidRoot = false;
  const rootStop = atRoot(control, () => {
    invalidRoot = isValid !== undefined && !isValid(p.initial);
  });
  if (rootStop !== undefined) {
    stop(rootStop);
    return machine;
  }
  if (invalidRoot) {
    done('exhausted');
    return machine;
  }

  // States by node: the k-th state stored is node k, so a layer is a run of nodes (the next
  // layer's follow the current one's), read front to back and freed a page at a time.
  const states = new PagedArray<S>();
  states.set(0, p.initial);
  table.findOrAdd(p.initial, 0);
  let depth = 0;
  let layerStart = 0;
  let layerEnd = 1;
  /** The node expanded next. */
  let index = 0;
  const maxStored = control.maxStored;
  // Children until the next reading of the limits (see Control.tickBatch).
  let tickLeft = 1;
  const emit: Emit<S, M> = (child) => {
    if (--tickLeft <= 0) tickLeft = control.tickBatch();
    stats.generated++;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const node = table.size;
    if (table.findOrAdd(child, node) !== -1) {
      stats.duplicates++;
      return;
    }
    states.set(node, child);
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    if (node + 1 >= maxStored) control.storedLimitReached();
  };
  const resume = (): ReachableResult | undefined => {
    if (result) return result;
    while (layerEnd > layerStart) {
      if (index === layerStart) {
        byDepth[depth] = layerEnd - layerStart;
        if (layerEnd - layerStart > stats.peakFrontier) stats.peakFrontier = layerEnd - layerStart;
      }
      for (; index < layerEnd; index++) {
        if (stats.expanded >= control.nextCheck) {
          const s = control.poll(stats, table.size - index, table.size, depth);
          if (s?.status === 'paused') return undefined;
          if (s) return stop(s);
        }
        const state = states.get(index) as S;
        states.dropBefore(index);
        if (onState) onState(state, depth);
        if (isGoal(state)) goals++;
        if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
        if (table.size >= control.maxStored) return stop(control.storedFull);
        stats.expanded++;
        expand(state, emit);
      }
      layerStart = layerEnd;
      layerEnd = table.size;
      depth++;
    }
    return done('exhausted');
  };
  return { control, polled: () => stats.expanded, resume, halt: (s: Stop) => result ?? stop(s) };
}
