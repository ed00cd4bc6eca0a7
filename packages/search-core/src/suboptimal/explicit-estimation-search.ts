import { checkWeight, startFocal } from '../internal/focal-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link explicitEstimationSearch}.
 *
 * @category Options
 */
export interface ExplicitEstimationOptions<S> extends SearchOptions<S> {
  /** The admissible heuristic h; overrides the problem's `heuristic` and `State.estimate`. */
  readonly heuristic?: (state: S) => number;
  /** The suboptimality bound w ≥ 1: the cost found is at most w × the optimum. Default 2. */
  readonly weight?: number;
  /**
   * ĥ: the best guess of the remaining cost, which may overestimate (a learned or corrected
   * heuristic, h × a typical ratio …). Default: the heuristic itself.
   */
  readonly costEstimate?: (state: S) => number;
  /** d̂: the best guess of the moves (expansions) still needed to a goal. Default: `costEstimate`. */
  readonly distanceEstimate?: (state: S) => number;
}

/**
 * Explicit estimation search (EES): a solution costing at most `weight` × the optimum, guided by
 * inadmissible estimates of the remaining cost and distance.
 *
 * @remarks
 * **When to use**: as {@link focalSearch}, when there is a good inadmissible estimate ĥ of the
 * remaining cost besides the admissible h (a heuristic corrected by its typical error, a learned
 * one). EES spends its expansions where ĥ says the solution is, and h only proves the bound.
 *
 * **Details**: EES (Thayer and Ruml 2011), on the engine of focal search. Focal holds the open
 * states with f̂ = g + ĥ ≤ w × least f̂, ordered by d̂ (`distanceEstimate`). Each step expands the
 * first of focal if its f = g + h is within w × least f; else the state of least f̂ if its f is;
 * else the state of least f (which raises the bound). Goals are tested when expanded, so the cost is
 * at most w × the optimum whatever ĥ and d̂ say (h admissible).
 *
 * **Gotchas**: with ĥ = h and d̂ = h (the defaults) it is focal search ordered by h. Three
 * estimates per state cost three calls. Memory grows as A*'s.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - weight, heuristic, costEstimate, distanceEstimate, hashing, limits, signal, cancel flag.
 * @returns the result: `solved` with a path costing at most `weight` × the optimum, or `exhausted`,
 * `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} on misuse: a weight below 1, a negative or NaN cost or estimate, no key.
 * @example
 * ```ts
 * const r = explicitEstimationSearch(puzzle, {
 *   weight: 1.5,
 *   costEstimate: (s) => 1.3 * manhattan(s), // usually closer than the admissible bound
 *   distanceEstimate: (s) => 1.3 * manhattan(s),
 * });
 * ```
 * @see {@link explicitEstimationSearchAsync}, {@link focalSearch}, {@link astar}
 * @category Suboptimal
 */
export function explicitEstimationSearch<S, M>(
  problem: SearchProblem<S, M>,
  options?: ExplicitEstimationOptions<S>,
): SearchResultWithClosest<S, M>;
export function explicitEstimationSearch<S extends State<S, unknown>>(
  problem: S,
  options?: ExplicitEstimationOptions<S>,
): SearchResultWithClosest<S, MoveOf<S>>;
export function explicitEstimationSearch<S, M>(
  problem: ProblemSource<S, M>,
  options: ExplicitEstimationOptions<S> = {},
): SearchResultWithClosest<S, M> {
  return runToEnd(eesMachine(problem, options));
}

/**
 * {@link explicitEstimationSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await explicitEstimationSearchAsync(problem, { weight: 1.5, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link explicitEstimationSearch}
 * @category Suboptimal
 */
export function explicitEstimationSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: ExplicitEstimationOptions<S>,
): Promise<SearchResultWithClosest<S, M>>;
export function explicitEstimationSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: ExplicitEstimationOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function explicitEstimationSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: ExplicitEstimationOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(eesMachine(problem, options));
}

function eesMachine<S, M>(problem: ProblemSource<S, M>, options: ExplicitEstimationOptions<S>) {
  const p = normalize(problem, options);
  const h = p.heuristic ?? (() => 0);
  const costEstimate = options.costEstimate ?? h;
  return startFocal(p, options, {
    algorithm: 'explicitEstimationSearch',
    weight: checkWeight(options.weight, 2),
    inadmissible: costEstimate,
    order: options.distanceEstimate ?? costEstimate,
  });
}
