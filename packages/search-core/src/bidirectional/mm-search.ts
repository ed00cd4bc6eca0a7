import type { BidirectionalProblem } from './bidirectional-bfs.js';
import type { BidirectionalSearchOptions } from './bidirectional-search-options.js';
import { normalizeBidirectional } from '../internal/bidirectional-kit.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { startMm } from '../internal/mm-engine.js';
import type { SearchResultWithClosest } from '../result.js';

/**
 * Options of {@link mmSearch}: the heuristics both ways and ε (see {@link BidirectionalSearchOptions}).
 * Without heuristics it is MM0.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export type MmSearchOptions<S> = BidirectionalSearchOptions<S>;

/**
 * MM: optimal bidirectional heuristic search that is guaranteed to meet in the middle, between the
 * initial state and one goal state, for problems that can list predecessors. Without heuristics (a
 * problem with no `heuristic` and no `backwardHeuristic`, or `heuristic: () => 0`) it is MM0, a
 * bidirectional uniform-cost (brute-force) search.
 *
 * @remarks
 * **When to use**: one known goal state, predecessors that are easy to list, and a heuristic too
 * weak for A* to stay small (or none: MM0). Its promise is about depth: neither side ever expands a
 * state whose g exceeds half the optimal cost C*, so with a weak heuristic each side stays within
 * its half of the path, where a unidirectional search would reach C*. Named `mmSearch` rather
 * than `mm` after the library's `…Search` families (and so that a reader of the API reference
 * does not read millimetres); MM0 is this function without heuristics, not a second one.
 *
 * **Details**: MM (Holte, Felner, Sharon, Sturtevant 2016; AIJ 2017). Each side orders its open
 * states by pr(n) = max(f(n), 2g(n)); C is the least priority of both sides and the side that
 * holds it expands (the forward side on a tie). Every state reached is looked up in the other
 * side's table; the cheapest meeting U ends the search once U ≤ max(C, fminF, fminB, gminF +
 * gminB + ε). Optimal with admissible heuristics both ways, consistent or not (a cheaper path
 * reopens a state). Each expansion, forward or backward, counts in `stats.expanded`.
 *
 * **Against {@link nbs}**: NBS expands at most twice the states any admissible front-to-end
 * bidirectional search must; MM has no such bound. On the library's benches
 * (docs/choosing-an-algorithm.md) it expands about as many states as NBS on the 15-puzzle and
 * fewer on grids, both more than A* with the same heuristic: with a good heuristic A* stays the
 * first choice.
 *
 * **Gotchas**: only `problem.goal` is searched for (other states `isGoal` accepts are not); the
 * goal must be one. Predecessors must be deterministic like successors (paths are replayed both
 * ways). ε is `minStepCost` (option, else the problem's, else 0); 0 is correct for any costs, but
 * ends later. A problem without `predecessors` or `goal` gets a {@link SearchError} with code
 * `missing-capability`. Memory: both halves' states, and three heap entries per open state.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: a {@link SearchProblem} with `goal` and `predecessors`.
 * @param options - heuristic, backwardHeuristic, minStepCost, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest` from the forward half).
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`;
 * `invalid-problem` when `goal` is not a goal; `invalid-option` for a negative, infinite or NaN
 * ε; on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * // MM with the Manhattan distance both ways; leave both heuristics out for MM0.
 * const r = mmSearch(
 *   { ...slidingPuzzle, goal: solvedBoard, predecessors: (b) => slidingPuzzle.successors(b), minStepCost: 1 },
 *   { backwardHeuristic: (b) => manhattanTo(start, b) },
 * );
 * ```
 * @see {@link mmSearchAsync}, {@link nbs}, {@link bidirectionalBfs}, {@link astar}
 * @category Bidirectional
 */
export function mmSearch<S, M>(problem: BidirectionalProblem<S, M>, options: MmSearchOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startMm(normalizeBidirectional(problem, options, 'mmSearch'), problem, options));
}

/**
 * {@link mmSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await mmSearchAsync(problem, { minStepCost: 1, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link mmSearch}
 * @category Bidirectional
 */
export async function mmSearchAsync<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: MmSearchOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startMm(normalizeBidirectional(problem, options, 'mmSearch'), problem, options));
}
