import type { BidirectionalProblem } from './bidirectional-bfs.js';
import type { BidirectionalSearchOptions } from './bidirectional-search-options.js';
import { startBae } from '../internal/bae-engine.js';
import { normalizeBidirectional } from '../internal/bidirectional-kit.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import type { SearchResultWithClosest } from '../result.js';

/**
 * Options of {@link baeStar}: the heuristics both ways (both consistent), ε, and which side
 * expands next.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface BaeStarOptions<S> extends BidirectionalSearchOptions<S> {
  /**
   * Which side expands next: `'least-b'` (default), the side whose least b-value is smaller, so
   * that the lower bound (bminF + bminB) / 2 rises where it is lowest; or `'fewer-open'`, the side
   * with fewer open entries (Pohl's cardinality rule), which balances the two trees' sizes.
   * Both are optimal; they differ in what they expand (on the 15-puzzles of the families bench,
   * least-b expands fewer states).
   */
  readonly side?: 'least-b' | 'fewer-open';
}

/**
 * BAE* / DIBBS: optimal front-to-end bidirectional heuristic search that orders each side by the
 * b-value 2g + h − h̄ and stops at the average of both sides' least b, between the initial state
 * and one goal state, for problems that can list predecessors and have consistent heuristics
 * both ways.
 *
 * @remarks
 * **When to use**: one known goal state, predecessors that are easy to list, and consistent
 * heuristics both ways (the Manhattan distance to the goal and to the start, say). Its b-value
 * adds to f(n) the error g(n) − h̄(n) of the other direction's heuristic at n: where that heuristic
 * underestimates, a path through n is known to cost more than f(n) says, which lets the search end
 * sooner than one bounded by f or g alone. With a weak or no heuristic it is a bidirectional
 * uniform-cost search that stops at (gminF + gminB), like {@link mmSearch} without ε.
 *
 * **Details**: BAE* (Sadhukhan 2012, "A new approach to bidirectional heuristic search using
 * error functions") and DIBBS (Sewell and Jacobson 2021, "Dynamically improved bounds
 * bidirectional search", AIJ 291) order the open states of each side by b(n) = f(n) + g(n) −
 * h̄(n), h̄ the other direction's heuristic (for a forward state, `backwardHeuristic`: its cost
 * from the initial state). For a forward u before a backward v on a path of cost C,
 * b(u) + b(v) ≤ 2C when both heuristics are consistent, so the cheapest meeting U ends the
 * search once U ≤ (bminF + bminB) / 2; as the sides expand, the least b-values (and this bound)
 * rise, the "dynamically improved bound" of DIBBS. The two papers describe the same ordering
 * and stopping rule, so they are one function here; `side` chooses the order of the sides. Every state
 * reached is looked up in the other side's table; states with f ≥ U are pruned, and a state
 * reached cheaper is reopened. Each expansion, forward or backward, counts in `stats.expanded`.
 *
 * **Against {@link mmSearch} and {@link nbs}**: their bounds (f, 2g, gminF + gminB + ε) hold with
 * admissible heuristics; the b-value bound needs consistent ones and can be tighter. On the
 * library's benches (docs/choosing-an-algorithm.md) it expands fewer states than MM, NBS and even
 * A* on the 15-puzzle with the Manhattan distance both ways, and more than MM on grids; each state
 * costs two heuristic calls, so its time per expansion is above A*'s.
 *
 * **Gotchas**: both heuristics must be **consistent** (h(u) ≤ c(u, v) + h(v) forward, likewise
 * backward) for the answer to be optimal: with admissible but inconsistent heuristics the b-value
 * bound does not hold and the path returned may cost more than the optimum (use {@link nbs} or
 * {@link mmSearch} then). Each state is rated by both heuristics; one that returns Infinity or a
 * negative number for a state the other side reached is refused with a {@link SearchError}.
 * Only `problem.goal` is searched for; predecessors must be deterministic like successors (paths
 * are replayed both ways). ε (`minStepCost`) is checked and ignored: the b-value bound has no
 * use for it. Memory: both halves' states, one heap entry per open state.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: a {@link SearchProblem} with `goal` and `predecessors`.
 * @param options - heuristic, backwardHeuristic, side, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path (consistent heuristics), or `exhausted`, `limit`, `aborted` (with `closest` from the forward half).
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`;
 * `invalid-problem` when `goal` is not a goal; `invalid-option` for a bad ε or `side`;
 * `invalid-heuristic` for a heuristic that is NaN or negative, or Infinity at a state the other
 * side reached; on misuse: a negative or NaN cost, no key.
 * @example
 * ```ts
 * // The Manhattan distance to the goal forward, and to the start backward.
 * const r = baeStar(
 *   { ...slidingPuzzle, goal: solvedBoard, predecessors: (b) => slidingPuzzle.successors(b) },
 *   { backwardHeuristic: (b) => manhattanTo(start, b) },
 * );
 * ```
 * @see {@link baeStarAsync}, {@link mmSearch}, {@link nbs}, {@link astar}
 * @category Bidirectional
 */
export function baeStar<S, M>(problem: BidirectionalProblem<S, M>, options: BaeStarOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startBae(normalizeBidirectional(problem, options, 'baeStar'), problem, options));
}

/**
 * {@link baeStar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await baeStarAsync(problem, { backwardHeuristic, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link baeStar}
 * @category Bidirectional
 */
export async function baeStarAsync<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: BaeStarOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startBae(normalizeBidirectional(problem, options, 'baeStar'), problem, options));
}
