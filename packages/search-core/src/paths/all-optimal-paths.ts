import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startOptimalPaths } from '../internal/optimal-paths-engine.js';
import type { SearchOptions } from '../options.js';
import type { SearchPath, SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link allOptimalPaths}.
 *
 * @category Options
 */
export interface AllOptimalPathsOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible, or paths are missed. */
  readonly heuristic?: (state: S) => number;
}

/**
 * An edge of the {@link OptimalPathGraph}: one move of an optimal path.
 *
 * @category Results
 */
export interface OptimalPathEdge<M> {
  /** The index in `states` of the state the move leaves. */
  readonly from: number;
  /** The index in `states` of the state it reaches. */
  readonly to: number;
  readonly move: M;
  readonly cost: number;
}

/**
 * Every optimal path at once: the states and moves that lie on one, as a graph. Every path along
 * its edges from state 0 (the initial state) to one of `goals` is optimal, and every optimal path
 * is one. Without moves of cost 0 it has no cycle.
 *
 * @category Results
 */
export interface OptimalPathGraph<S, M> {
  /** The states that lie on an optimal path; `states[0]` is the initial state. */
  readonly states: readonly S[];
  readonly edges: readonly OptimalPathEdge<M>[];
  /** The indices in `states` of the goals reached at the optimal cost. */
  readonly goals: readonly number[];
}

/**
 * What {@link allOptimalPaths} returns when a goal is reachable: one optimal path (as every
 * search's result) and all of them, as a graph, a lazy iterator and a count.
 *
 * @category Results
 */
export interface AllOptimalPathsSolved<S, M> extends SolvedResult<S, M> {
  /** The states and moves of every optimal path. */
  readonly graph: OptimalPathGraph<S, M>;
  /** Every loopless optimal path, one at a time (depth first): never all of them in one array. */
  paths(): Generator<SearchPath<S, M>, void, undefined>;
  /**
   * How many loopless optimal paths there are: counted over the graph in linear time, or one by
   * one when moves of cost 0 make cycles among optimal states.
   */
  count(): bigint;
}

/**
 * What {@link allOptimalPaths} returns.
 *
 * @category Results
 */
export type AllOptimalPathsResult<S, M> = AllOptimalPathsSolved<S, M> | UnsolvedWithClosest<S, M>;

/**
 * Every optimal path, as a graph of optimal moves, a lazy iterator and a count.
 *
 * @remarks
 * **When to use**: the number of optimal solutions of a level (is it unique?), all the cheapest
 * routes to choose among by another measure, or the moves that are optimal from each state
 * (a hint system). The graph holds each state of an optimal path once, however many paths there
 * are, so even an astronomical number of paths costs memory in proportion to their states.
 *
 * **Details**: A* that goes on after the first goal until the least f exceeds the optimal cost
 * C, so every state with f ≤ C is expanded at its optimal g, each keeping its parents at that g.
 * The parent edges that add up to the optimal g, walked back from the goals of cost C, form the
 * graph. A path ends at the first goal it reaches. `paths()` walks the graph depth first and yields
 * each loopless path as it finds it; `count()` counts without listing.
 *
 * **Gotchas**: costs are compared exactly: with fractional costs, sums that should tie may differ
 * in the last bit (use whole numbers). With moves of cost 0 there may be infinitely many walks;
 * only loopless paths are listed and counted. It expands more than A* (every state with f ≤ C).
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns `solved` with one optimal path plus `graph`, `paths()` and `count()`; or `exhausted`,
 * `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const r = allOptimalPaths(level);
 * if (r.status === 'solved') {
 *   console.log(`${r.count()} optimal solutions of ${r.cost} moves`);
 *   for (const path of r.paths()) console.log(path.moves.join(''));
 * }
 * ```
 * @see {@link allOptimalPathsAsync}, {@link kShortestPaths}, {@link astar}
 * @category Several paths
 */
export function allOptimalPaths<S, M>(problem: SearchProblem<S, M>, options?: AllOptimalPathsOptions<S>): AllOptimalPathsResult<S, M>;
export function allOptimalPaths<S extends State<S, unknown>>(
  problem: S,
  options?: AllOptimalPathsOptions<S>,
): AllOptimalPathsResult<S, MoveOf<S>>;
export function allOptimalPaths<S, M>(problem: ProblemSource<S, M>, options: AllOptimalPathsOptions<S> = {}): AllOptimalPathsResult<S, M> {
  return runToEnd(startOptimalPaths(normalize(problem, options), options));
}

/**
 * {@link allOptimalPaths} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await allOptimalPathsAsync(level, { signal: AbortSignal.timeout(1000) });
 * ```
 * @see {@link allOptimalPaths}
 * @category Several paths
 */
export function allOptimalPathsAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: AllOptimalPathsOptions<S>,
): Promise<AllOptimalPathsResult<S, M>>;
export function allOptimalPathsAsync<S extends State<S, unknown>>(
  problem: S,
  options?: AllOptimalPathsOptions<S>,
): Promise<AllOptimalPathsResult<S, MoveOf<S>>>;
export async function allOptimalPathsAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: AllOptimalPathsOptions<S> = {},
): Promise<AllOptimalPathsResult<S, M>> {
  return runInSlices(startOptimalPaths(normalize(problem, options), options));
}
