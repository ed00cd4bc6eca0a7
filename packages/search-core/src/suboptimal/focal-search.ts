import { checkWeight, startFocal } from '../internal/focal-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link focalSearch}.
 *
 * @category Options
 */
export interface FocalSearchOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bound to hold. */
  readonly heuristic?: (state: S) => number;
  /** The suboptimality bound w ≥ 1: the cost found is at most w × the optimum. Default 2. */
  readonly weight?: number;
  /**
   * The order among the states within the bound, least first: an estimate of the moves (or
   * expansions) still needed, which may overestimate. Default: the heuristic itself.
   */
  readonly focalHeuristic?: (state: S) => number;
}

/**
 * Focal search (A*ε): a solution costing at most `weight` × the optimum, found by taking, among
 * the states whose f is within that factor of the least f, the one that looks closest to a goal.
 *
 * @remarks
 * **When to use**: optimal A* is too slow, a bounded loss is fine, and there is an estimate of
 * the distance to go (in moves) that guides better than f does, an inadmissible one included:
 * weighted A* can only inflate h, focal search can follow any estimate while keeping the bound.
 * With no `focalHeuristic`, focal states are taken by h: greedy search inside the bound.
 *
 * **Details**: A*ε (Pearl and Kim 1982). The open states are ordered by f = g + h; the focal list
 * holds those with f ≤ w × least f, ordered by `focalHeuristic` (ties to the deeper state). Goals
 * are tested when expanded; cheaper paths to expanded states reopen them, so the bound holds with
 * an admissible heuristic, consistent or not.
 *
 * **Gotchas**: the least f may not rise for a long time (plateaus), and focal then fills with
 * states the order ranks badly; {@link explicitEstimationSearch} adds an inadmissible estimate of
 * the cost to keep focal small. Memory grows as A*'s.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - weight, heuristic, focalHeuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with a path costing at most `weight` × the optimum, or `exhausted`,
 * `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} on misuse: a weight below 1, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * // At most 20 % above the optimum, preferring states with few tiles out of place.
 * const r = focalSearch(puzzle, { weight: 1.2, focalHeuristic: misplacedTiles });
 * ```
 * @see {@link focalSearchAsync}, {@link explicitEstimationSearch}, {@link astar} (`weight`), {@link anytimeAstar}
 * @category Suboptimal
 */
export function focalSearch<S, M>(problem: SearchProblem<S, M>, options?: FocalSearchOptions<S>): SearchResultWithClosest<S, M>;
export function focalSearch<S extends State<S, unknown>>(
  problem: S,
  options?: FocalSearchOptions<S>,
): SearchResultWithClosest<S, MoveOf<S>>;
export function focalSearch<S, M>(problem: ProblemSource<S, M>, options: FocalSearchOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(focalMachine(problem, options));
}

/**
 * {@link focalSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await focalSearchAsync(problem, { weight: 1.5, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link focalSearch}
 * @category Suboptimal
 */
export function focalSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: FocalSearchOptions<S>,
): Promise<SearchResultWithClosest<S, M>>;
export function focalSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: FocalSearchOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function focalSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: FocalSearchOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(focalMachine(problem, options));
}

function focalMachine<S, M>(problem: ProblemSource<S, M>, options: FocalSearchOptions<S>) {
  return startFocal(normalize(problem, options), options, {
    algorithm: 'focalSearch',
    weight: checkWeight(options.weight, 2),
    order: options.focalHeuristic,
  });
}
