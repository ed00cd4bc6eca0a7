import { checkWeight } from '../internal/focal-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startDynamicPotential } from '../internal/potential-engine.js';
import type { SearchOptions } from '../options.js';
import type { SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link dynamicPotentialSearch}.
 *
 * @category Options
 */
export interface DynamicPotentialOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bound to hold. */
  readonly heuristic?: (state: S) => number;
  /** The suboptimality bound B ≥ 1: the cost found is at most B × the optimum. Default 2. */
  readonly weight?: number;
}

/**
 * What {@link dynamicPotentialSearch} returns: a {@link SearchResultWithClosest} whose solution
 * also carries the proven lower bound on the optimum.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export type DynamicPotentialResult<S, M> =
  | (SolvedResult<S, M> & {
      /**
       * A proven lower bound on the optimal cost (admissible heuristic): the least f on the open
       * list when the search ended (the largest it reached). `cost / lowerBound` is the proven
       * suboptimality, often well under `weight`.
       */
      readonly lowerBound: number;
    })
  | UnsolvedWithClosest<S, M>;

/**
 * Dynamic potential search (DPS): a solution costing at most `weight` × the optimum, found by
 * expanding the state most likely to lie on a path within that bound of the least f.
 *
 * @remarks
 * **When to use**: as {@link focalSearch} or weighted {@link astar}: optimal A* is too slow and a
 * bounded loss is fine. DPS needs no second estimate and no tuning besides the bound; it is
 * greedier than weighted A* with the same bound while the least f is low, and turns towards A* as
 * the bound tightens. Its solution carries `lowerBound`, so `cost / lowerBound` says how far from
 * optimal it is proven to be.
 *
 * **Details**: Gilon, Felner and Stern 2016. Expands the open state of largest
 * ud(s) = (B·F − g(s)) / h(s), B the `weight` and F the least f = g + h on the open list (states
 * with h = 0: first while g ≤ B·F, last after). Open states are kept in buckets by (g, h), as in
 * the paper, so that each change of F re-keys one number per bucket, not per state (a chunk per
 * step, so limits still hold within 50 ms; `stats.iterations` counts the F keyed by). Goals are
 * tested when generated, and the cheapest is returned once its cost is at most B·F: at most B ×
 * the optimum with an admissible heuristic, consistent or not (a state reached more cheaply is
 * opened again, expanded or not). Named in full rather than `dps`, which reads as a typo of
 * `dfs`.
 *
 * **Gotchas**: with real-valued costs nearly every state has its own (g, h) bucket and F changes
 * often, so each change re-keys about as many buckets as there are open states: it suits integer
 * or few distinct costs best. With no heuristic (h = 0) every state within the bound ties at
 * ud = ∞ and the deepest goes first: give a heuristic. Memory grows as A*'s.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - weight, heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with a path costing at most `weight` × the optimum and its
 * `lowerBound`, or `exhausted`, `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} on misuse: a weight below 1, infinite or NaN, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const r = dynamicPotentialSearch(puzzle, { weight: 1.5, timeoutMs: 5_000 });
 * if (r.status === 'solved') console.log(`${r.cost}, at most ${r.cost / r.lowerBound} × optimal`);
 * ```
 * @see {@link dynamicPotentialSearchAsync}, {@link focalSearch}, {@link explicitEstimationSearch}, {@link astar} (`weight`)
 * @category Suboptimal
 */
export function dynamicPotentialSearch<S, M>(
  problem: SearchProblem<S, M>,
  options?: DynamicPotentialOptions<S>,
): DynamicPotentialResult<S, M>;
export function dynamicPotentialSearch<S extends State<S, unknown>>(
  problem: S,
  options?: DynamicPotentialOptions<S>,
): DynamicPotentialResult<S, MoveOf<S>>;
export function dynamicPotentialSearch<S, M>(
  problem: ProblemSource<S, M>,
  options: DynamicPotentialOptions<S> = {},
): DynamicPotentialResult<S, M> {
  return runToEnd(potentialMachine(problem, options));
}

/**
 * {@link dynamicPotentialSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await dynamicPotentialSearchAsync(problem, { weight: 1.5, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link dynamicPotentialSearch}
 * @category Suboptimal
 */
export function dynamicPotentialSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: DynamicPotentialOptions<S>,
): Promise<DynamicPotentialResult<S, M>>;
export function dynamicPotentialSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: DynamicPotentialOptions<S>,
): Promise<DynamicPotentialResult<S, MoveOf<S>>>;
export async function dynamicPotentialSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: DynamicPotentialOptions<S> = {},
): Promise<DynamicPotentialResult<S, M>> {
  return runInSlices(potentialMachine(problem, options));
}

function potentialMachine<S, M>(problem: ProblemSource<S, M>, options: DynamicPotentialOptions<S>) {
  const weight = checkWeight(options.weight, 2);
  return startDynamicPotential(normalize(problem, options), options, weight);
}
