import { Control, newStats, type Stop, stopped } from '../internal/control.js';
import { atRoot, type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { NodeArena } from '../internal/node-arena.js';
import { normalize, type ProblemSource, requireHashing } from '../internal/normalize.js';
import { PagedArray } from '../internal/paged-array.js';
import { PathReplay } from '../internal/path-replay.js';
import { createVisitedTable } from '../internal/visited-table.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { Emit, MoveOf, SearchProblem, State } from '../state.js';

/**
 * Breadth-first search: the path with the fewest moves (step costs are ignored for the order but
 * added up in the reported `cost`).
 *
 * @remarks
 * **When to use**: every move costs the same, or the number of moves is what counts; no heuristic.
 * The goal is tested when a state is generated, which saves a whole layer of expansions.
 * Stores every reached state (see {@link reachable} to count them all).
 *
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - hashing, limits, signal, progress.
 * @example
 * ```ts
 * const r = bfs({ initial: 1, successors: (n) => [{ move: '+1', state: n + 1 }, { move: '*2', state: n * 2 }],
 *                 isGoal: (n) => n === 10, isValid: (n) => n <= 10, key: (n) => n });
 * // r.moves: ['+1', '*2', '+1', '*2']
 * ```
 * @see {@link bfsAsync}, {@link astar}, {@link bidirectionalBfs}, {@link reachable}
 * @category Best-first
 */
export function bfs<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions<S>): SearchResult<S, M>;
export function bfs<S extends State<S, unknown>>(problem: S, options?: SearchOptions<S>): SearchResult<S, MoveOf<S>>;
export function bfs<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(bfsMachine(problem, options));
}

/**
 * {@link bfs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await bfsAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link bfs}
 * @category Best-first
 */
export function bfsAsync<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions<S>): Promise<SearchResult<S, M>>;
export function bfsAsync<S extends State<S, unknown>>(problem: S, options?: SearchOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function bfsAsync<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(bfsMachine(problem, options));
}

function bfsMachine<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S>): Machine<SearchResult<S, M>> {
  const p = normalize(problem, options);
  const hashing = requireHashing(p.hashing, 'bfs');
  const control = new Control(options, p.initial);
  const stats = newStats();
  const table = createVisitedTable(hashing, { state: p.initial }, control.capacity);
  const arena = NodeArena.take(control.capacity);
  // The k-th node added is the k-th expanded: the queue is just the pending states by node index,
  // freed a page at a time behind the head.
  const pending = new PagedArray<S>();
  const { isGoal, isValid, expand } = p;
  const maxStored = control.maxStored;

  // A solution's path is rebuilt through `emit` (see PathReplay).
  const replay = new PathReplay<S, M>();
  let current = 0;
  let depth = 0;
  let ordinal = 0;
  let goal = -1;
  // Children until the next reading of the limits (see Control.tickBatch).
  let tickLeft = 1;
  const emit: Emit<S, M> = (child, move, cost) => {
    if (replay.want >= 0) return replay.offer(child, move, cost, control);
    if (--tickLeft <= 0) tickLeft = control.tickBatch();
    const ord = ordinal++;
    stats.generated++;
    if (goal !== -1) return;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    if (table.findOrAdd(child, fresh) !== -1) {
      stats.duplicates++;
      return;
    }
    arena.add(current, ord, depth + 1);
    pending.set(fresh, child);
    if (isGoal(child)) goal = fresh;
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    else if (fresh + 1 >= maxStored) control.storedLimitReached();
  };

  const finish = (result: SearchResult<S, M>): SearchResult<S, M> => {
    const ended = control.finish(result, arena.size);
    // Nothing reads them once the search has ended (`resume` returns the result first).
    arena.release();
    table.release();
    return ended;
  };
  const stop = (s: Stop): SearchResult<S, M> => finish(stopped(s, stats));
  const solved = (node: number): SearchResult<S, M> => {
    const path = replay.run(p.initial, expand, emit, arena, table, node);
    return finish({ status: 'solved', moves: path.moves, states: path.states, cost: path.cost, stats });
  };
  const ended = (result: SearchResult<S, M>): Machine<SearchResult<S, M>> => ({
    control,
    polled: () => 0,
    resume: () => result,
    halt: () => result,
  });

  const early = control.initial();
  if (early) return ended(stop(early));
  // The root's checks run under the search's limits too.
  let rootResult: SearchResult<S, M> | undefined;
  const rootStop = atRoot(control, () => {
    if (isValid !== undefined && !isValid(p.initial)) {
      stats.pruned++;
      rootResult = finish({ status: 'exhausted', stats });
      return;
    }
    table.findOrAdd(p.initial, 0);
    arena.add(-1, 0, 0);
    if (isGoal(p.initial)) rootResult = solved(0);
  });
  if (rootStop !== undefined) return ended(stop(rootStop));
  if (rootResult !== undefined) return ended(rootResult);
  pending.set(0, p.initial);

  const maxExpansions = control.maxExpansions;
  let head = 0;
  let result: SearchResult<S, M> | undefined;
  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    for (; head < arena.size; head++) {
      if (stats.expanded >= maxExpansions) return (result = stop(control.expansionsSpent));
      if (stats.expanded >= control.nextCheck) {
        const s = control.poll(stats, arena.size - head, arena.size, depth);
        if (s?.status === 'paused') return undefined;
        if (s) return (result = stop(s));
      }
      const state = pending.get(head) as S;
      pending.dropBefore(head);
      stats.expanded++;
      current = head;
      depth = arena.g[head]!;
      ordinal = 0;
      expand(state, emit);
      const frontier = arena.size - head - 1;
      if (frontier > stats.peakFrontier) stats.peakFrontier = frontier;
      if (goal !== -1) return (result = solved(goal));
      if (arena.size >= maxStored) return (result = stop(control.storedFull));
    }
    return (result = finish({ status: 'exhausted', stats }));
  };
  const halt = (s: Stop): SearchResult<S, M> => {
    if (!result) {
      const frontier = arena.size - head - 1;
      if (frontier > stats.peakFrontier) stats.peakFrontier = frontier;
      result = stop(s);
    }
    return result;
  };
  return { control, polled: () => stats.expanded, resume, halt };
}
