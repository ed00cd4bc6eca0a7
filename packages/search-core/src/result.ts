/**
 * How a search ended.
 *
 * - `solved`: a goal was reached; `moves`, `states` and `cost` describe the path.
 * - `exhausted`: every reachable (valid) state was explored: proven that no solution exists.
 * - `limit`: a limit on expansions, stored states, memory, time or depth was reached first; see `limit`.
 *   (A depth-limited search that cut branches and found nothing ends here with `limit: 'depth'`.)
 * - `aborted`: the `AbortSignal` fired or the `CancelFlag` was set.
 *
 * @category Results
 */
export type SearchStatus = 'solved' | 'exhausted' | 'limit' | 'aborted';

/**
 * Which limit ended a search with status `limit`: `maxExpansions`, `maxStates`, `maxMemoryBytes`,
 * `timeoutMs`, a depth bound (`maxDepth`, `maxDiscrepancies`), or a beam's `width` (a
 * `beamSearch` that ran dry after cutting states: a wider beam may find a goal).
 *
 * @category Results
 */
export type LimitKind = 'expansions' | 'states' | 'memory' | 'time' | 'depth' | 'width';

/**
 * Counters collected by every algorithm.
 *
 * @category Results
 */
export interface SearchStats {
  /** States whose successors were generated. */
  expanded: number;
  /** Successors generated (IDA*: every child visited, plus one for the root). */
  generated: number;
  /** Successors dropped because an equal state was already known at no greater cost. */
  duplicates: number;
  /**
   * States dropped as dead ends: `isValid` returned false, the estimate was `Infinity`, or (A* with
   * `maxCost`) g + h was over it. The initial state counts too. (The in-place IDA* cuts such
   * children like any over its bound and counts none.)
   */
  pruned: number;
  /** Already expanded states expanded again after a cheaper path to them turned up (A*). */
  reopened: number;
  /** The largest frontier (open list, queue or stack) seen. */
  peakFrontier: number;
  /**
   * The largest number of states stored at once: the visited table of a graph search; the states
   * on the stack plus the transposition table or memo of a depth-first one.
   */
  peakStored: number;
  /** Wall time in milliseconds. */
  elapsedMs: number;
  /** Iterations of an iterative-deepening search (IDA*, IDDFS), passes of fringe search; 1 otherwise. */
  iterations: number;
}

/**
 * A search that reached a goal.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface SolvedResult<S, M> {
  readonly status: 'solved';
  /** The moves from the initial state to the goal, in order. */
  readonly moves: M[];
  /** The states along the path: `states[0]` is the initial state, the last one the goal. */
  readonly states: S[];
  /** The sum of the step costs along the path. */
  readonly cost: number;
  readonly stats: SearchStats;
  readonly limit?: undefined;
}

/**
 * A path from the initial state to a goal, as the searches that return several report each one.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface SearchPath<S, M> {
  /** The moves from the initial state to the goal, in order. */
  readonly moves: M[];
  /** The states along the path: `states[0]` is the initial state, the last one the goal. */
  readonly states: S[];
  /** The sum of the step costs along the path. */
  readonly cost: number;
}

/**
 * The state a failed search got closest to a goal, by the heuristic, and the path to it.
 *
 * @remarks
 * Among every state the search stored with a finite estimate, the one with the lowest heuristic
 * value (ties to the cheaper path): what a unit that cannot reach its target walks to instead, or
 * the furthest a puzzle search got. Only as good as the heuristic: with none, there is nothing to
 * compare, and failed searches carry no `closest`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface ClosestReachable<S, M> {
  /** The state itself (the last of `states`). */
  readonly state: S;
  /** Its heuristic value: the lowest of every state the search stored. */
  readonly heuristic: number;
  /** The moves from the initial state to it. */
  readonly moves: M[];
  /** The states along the path: `states[0]` is the initial state. */
  readonly states: S[];
  /** The sum of the step costs along the path. */
  readonly cost: number;
}

/**
 * A search that did not reach a goal.
 *
 * @category Results
 */
export interface UnsolvedResult {
  readonly status: 'exhausted' | 'limit' | 'aborted';
  /** With status `limit`: which limit. */
  readonly limit?: LimitKind;
  readonly stats: SearchStats;
  readonly moves?: undefined;
  readonly states?: undefined;
  readonly cost?: undefined;
}

/**
 * A search that did not reach a goal, with the state it got closest to.
 *
 * @remarks
 * What the searches that keep a tree of their states return when they fail (A*, weighted and
 * greedy A*, focal search, EES, optimistic search, beam search, partial-expansion A*, anytime A*, RBFS, NBS's
 * forward half, all optimal paths, k shortest paths, fringe search): `closest` is there whenever a heuristic
 * ranked the states. It is an {@link UnsolvedResult}, so it goes wherever one goes.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface UnsolvedWithClosest<S, M> extends UnsolvedResult {
  /** The stored state of least heuristic value and the path to it; absent without a heuristic. */
  readonly closest?: ClosestReachable<S, M>;
}

/**
 * What every algorithm returns. Narrow on `status` to reach the path.
 *
 * @example
 * ```ts
 * const result = astar(problem);
 * if (result.status === 'solved') console.log(result.moves.join(' '), result.cost);
 * else console.log(result.status, result.stats.expanded);
 * ```
 * @category Results
 */
export type SearchResult<S, M> = SolvedResult<S, M> | UnsolvedResult;

/**
 * What the searches that keep a tree of their states return: a {@link SearchResult} whose failure
 * carries the closest state (see {@link UnsolvedWithClosest}).
 *
 * @example
 * ```ts
 * const r = astar(unitOnMap);
 * if (r.status !== 'solved' && r.closest) walk(r.closest.moves); // as near the target as it gets
 * ```
 * @category Results
 */
export type SearchResultWithClosest<S, M> = SolvedResult<S, M> | UnsolvedWithClosest<S, M>;

/**
 * The statistics of two searches run one after the other, as one.
 *
 * @remarks
 * Counters and times add up (`expanded`, `generated`, `duplicates`, `pruned`, `reopened`,
 * `elapsedMs`, `iterations`); peaks take the larger (`peakFrontier`, `peakStored`), since the
 * searches did not hold their states at the same time. Neither argument is changed.
 *
 * @param a - the statistics of the first search.
 * @param b - the statistics of the second.
 * @returns new statistics covering both.
 * @example
 * ```ts
 * const first = astar(problem, { greedy: true });
 * const second = astar(problem);
 * const total = mergeStats(first.stats, second.stats);
 * ```
 * @category Results
 */
export function mergeStats(a: SearchStats, b: SearchStats): SearchStats {
  return {
    expanded: a.expanded + b.expanded,
    generated: a.generated + b.generated,
    duplicates: a.duplicates + b.duplicates,
    pruned: a.pruned + b.pruned,
    reopened: a.reopened + b.reopened,
    peakFrontier: Math.max(a.peakFrontier, b.peakFrontier),
    peakStored: Math.max(a.peakStored, b.peakStored),
    elapsedMs: a.elapsedMs + b.elapsedMs,
    iterations: a.iterations + b.iterations,
  };
}

/**
 * The statistics of no search: every counter, peak and time 0, which {@link mergeStats} adds
 * nothing to.
 *
 * @remarks
 * The start of a fold over several searches' statistics, or the statistics of a result that ends
 * before any search runs (a set-up stopped by its limits). A new object on every call.
 *
 * @returns statistics with every field 0.
 * @example
 * ```ts
 * const total = results.reduce((sum, r) => mergeStats(sum, r.stats), emptyStats());
 * ```
 * @category Results
 */
export function emptyStats(): SearchStats {
  return { expanded: 0, generated: 0, duplicates: 0, pruned: 0, reopened: 0, peakFrontier: 0, peakStored: 0, elapsedMs: 0, iterations: 0 };
}
