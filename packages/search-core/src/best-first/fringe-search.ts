import { startFringe } from '../internal/fringe-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link fringeSearch}.
 *
 * @category Options
 */
export interface FringeSearchOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the optimum. */
  readonly heuristic?: (state: S) => number;
}

/**
 * Fringe search: A*'s optimal answer without a priority queue, by IDA*'s thresholds over a stored
 * frontier.
 *
 * @remarks
 * **When to use**: where A* would do (the space fits in memory, a heuristic guides), with few
 * distinct f-values in play at once (unit or small integer costs, grids, tile puzzles): each pass
 * takes the whole frontier in list order with no heap to keep, so an expansion costs a few array
 * reads instead of a heap's log n moves. Against {@link idaStar}, nothing is searched twice: the
 * frontier and every state's g are kept between passes.
 *
 * **Details**: Björnsson, Enzenberger, Holte and Schaeffer (2005). Each pass walks the list with a
 * threshold on f = g + h: a state above it is deferred in place (the least such f is the next
 * threshold); one within it is goal-tested, then expanded, its children going right after it in
 * the order `expand` lists them, so that the pass meets them next. A child reached again more
 * cheaply is moved there with its new g and expanded again if it had been (counted in
 * `stats.reopened`): the cost is optimal with an admissible heuristic, consistent or not.
 * `stats.iterations` counts the passes. A failed search carries `closest`, as {@link astar}'s does.
 *
 * **Gotchas**: every deferred state is looked at again in each pass, so costs of many distinct
 * values (real-valued weights) make many passes over a large frontier: use {@link astar} then.
 * Within a threshold the order is depth-first, not best-first: the last pass may expand much of
 * the goal's f-layer before the goal (A* breaks those ties towards depth), and a state may be
 * expanded by a costlier path before its cheapest, then again (in `stats.reopened`), even with a
 * consistent heuristic. Sliding-tile puzzles suffer from both; open grids little. Successors must
 * be deterministic (paths are rebuilt by replaying moves).
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const r = fringeSearch(gridProblem, { heuristic: manhattan, timeoutMs: 1000 });
 * if (r.status === 'solved') console.log(r.cost, r.stats.iterations);
 * ```
 * @see {@link fringeSearchAsync}, {@link astar}, {@link idaStar}
 * @category Best-first
 */
export function fringeSearch<S, M>(problem: SearchProblem<S, M>, options?: FringeSearchOptions<S>): SearchResultWithClosest<S, M>;
export function fringeSearch<S extends State<S, unknown>>(
  problem: S,
  options?: FringeSearchOptions<S>,
): SearchResultWithClosest<S, MoveOf<S>>;
export function fringeSearch<S, M>(problem: ProblemSource<S, M>, options: FringeSearchOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startFringe(normalize(problem, options), options));
}

/**
 * {@link fringeSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await fringeSearchAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link fringeSearch}
 * @category Best-first
 */
export function fringeSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: FringeSearchOptions<S>,
): Promise<SearchResultWithClosest<S, M>>;
export function fringeSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: FringeSearchOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function fringeSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: FringeSearchOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startFringe(normalize(problem, options), options));
}
