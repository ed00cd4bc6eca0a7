import type { AnytimeResult } from '../anytime/anytime-astar.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startOptimistic } from '../internal/optimistic-engine.js';
import type { SearchOptions } from '../options.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link optimisticSearch}.
 *
 * @category Options
 */
export interface OptimisticSearchOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bound to hold. */
  readonly heuristic?: (state: S) => number;
  /** The suboptimality bound w ≥ 1: the cost found is at most w × the optimum. Default 2. */
  readonly weight?: number;
  /**
   * The weight of the greedy phase, finite and ≥ 1: states are taken by g + optimism × h while
   * that is below the best solution's cost. Default 2 × `weight` − 1 (the paper's choice).
   */
  readonly optimism?: number;
}

/**
 * Optimistic search: a solution costing at most `weight` × the optimum, found by a greedier
 * weighted A* than the bound allows, then proven within the bound.
 *
 * @remarks
 * **When to use**: as {@link astar} with `weight`, when weighted A*'s solutions are usually much
 * better than its bound (the common case): optimistic search runs weighted A* at a larger weight,
 * which finds a solution sooner, and spends a few expansions in A*'s order to prove that solution
 * within `weight`, instead of paying for the looser search up front. The result says how close to
 * optimal the answer is proven to be (`lowerBound`), often much closer than `weight`.
 *
 * **Details**: Thayer and Ruml 2008 ("Faster than weighted A*"). One open list, two orders:
 * f̂ = g + `optimism` × h and f = g + h (ties to the deeper state). Each step, with C the cost of
 * the best solution so far (Infinity before the first), the search ends once `weight` × least f ≥
 * C; else it expands the state of least f̂ if f̂ < C (greedy, and may find a cheaper solution), else
 * the state of least f (the clean-up, which raises the least f). Goals are tested when generated,
 * states with g + h ≥ C are cut, and a state reached more cheaply is expanded again, so the bound
 * holds with an admissible heuristic, consistent or not. `lowerBound` is the least f when it ended
 * (never falling); `provenOptimal` is true when it reached the cost (`weight` 1 always).
 *
 * **Gotchas**: the result is {@link anytimeAstar}'s: a solution found before a limit or
 * cancellation stopped the search is returned as `solved` with `stopped` set, and is then only
 * proven within `cost / lowerBound` of the optimum, not within `weight`. With an `optimism` at or
 * below `weight`, it is weighted A* with a proof it does not need. When weighted A* at the
 * optimism weight finds poor solutions on a problem, the clean-up is long: lower `optimism`.
 * Memory grows as A*'s: every generated state is stored.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - weight, optimism, heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with a path costing at most `weight` × the optimum (no `stopped`),
 * `lowerBound`, `provenOptimal` and `solutions`; or `exhausted`, `limit`, `aborted` (with `closest`
 * and `lowerBound`).
 * @throws {@link SearchError} on misuse: a weight or optimism below 1 or NaN, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * // At most 20 % above the optimum; greedy at weight 1.4 until then.
 * const r = optimisticSearch(puzzle, { weight: 1.2 });
 * if (r.status === 'solved' && r.stopped === undefined) {
 *   console.log(`${r.cost}, optimal ≥ ${r.lowerBound}`);
 * }
 * ```
 * @see {@link optimisticSearchAsync}, {@link focalSearch}, {@link explicitEstimationSearch}, {@link astar} (`weight`)
 * @category Suboptimal
 */
export function optimisticSearch<S, M>(problem: SearchProblem<S, M>, options?: OptimisticSearchOptions<S>): AnytimeResult<S, M>;
export function optimisticSearch<S extends State<S, unknown>>(
  problem: S,
  options?: OptimisticSearchOptions<S>,
): AnytimeResult<S, MoveOf<S>>;
export function optimisticSearch<S, M>(problem: ProblemSource<S, M>, options: OptimisticSearchOptions<S> = {}): AnytimeResult<S, M> {
  return runToEnd(startOptimistic(normalize(problem, options), options));
}

/**
 * {@link optimisticSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it, with the best
 * solution so far in the result (`stopped: 'aborted'`).
 *
 * @example
 * ```ts
 * const r = await optimisticSearchAsync(problem, { weight: 1.5, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link optimisticSearch}
 * @category Suboptimal
 */
export function optimisticSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: OptimisticSearchOptions<S>,
): Promise<AnytimeResult<S, M>>;
export function optimisticSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: OptimisticSearchOptions<S>,
): Promise<AnytimeResult<S, MoveOf<S>>>;
export async function optimisticSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: OptimisticSearchOptions<S> = {},
): Promise<AnytimeResult<S, M>> {
  return runInSlices(startOptimistic(normalize(problem, options), options));
}
