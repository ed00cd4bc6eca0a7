import { SearchError } from '../errors.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startYen } from '../internal/yen-engine.js';
import type { SearchOptions } from '../options.js';
import type { SearchPath, SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link kShortestPaths}.
 *
 * @remarks
 * The limits hold for the whole search: `maxExpansions` and `timeoutMs` over every search it
 * runs; `maxStates` and `maxMemoryBytes` for each of them (they run one at a time).
 *
 * @category Options
 */
export interface KShortestPathsOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the answer to be exact. */
  readonly heuristic?: (state: S) => number;
}

/**
 * What {@link kShortestPaths} returns: the paths found, cheapest first, under the usual status.
 *
 * @remarks
 * `solved`: `paths` holds the k cheapest loopless paths, or every one there is when fewer exist;
 * `moves`, `states` and `cost` are the first's. `exhausted`: no path at all. `limit` and `aborted`:
 * stopped early, and `paths` holds those found so far (still the cheapest, in order).
 *
 * @category Results
 */
export type KShortestPathsResult<S, M> =
  | (SolvedResult<S, M> & { readonly paths: SearchPath<S, M>[] })
  | (UnsolvedWithClosest<S, M> & { readonly paths: SearchPath<S, M>[] });

/**
 * The k cheapest loopless paths to a goal (Yen's algorithm), cheapest first.
 *
 * @remarks
 * **When to use**: alternatives to the best route (a second choice when the first is blocked,
 * routes to show a user, the spread of solution costs of a level), on spaces where A* is fast:
 * each further path costs about one A* per state of the path before it.
 *
 * **Details**: Yen (1971) over an implicit graph. The cheapest path comes from A*; each next one
 * from spur searches off the last path found: from each state s of it, an A* that may not visit
 * the states before s on that path, nor leave s by a move a path already found takes after the
 * same moves. The cheapest candidate not found before is the next path. Paths are sequences of
 * moves: two moves to the same state are two paths. A path ends at the first goal it reaches.
 *
 * **Gotchas**: loopless means no state twice on a path. Moves are told apart by their position
 * among the successors, so successors must be deterministic. With an admissible heuristic the
 * paths are exactly the k cheapest; ties come in no particular order.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param k - how many paths, a whole number ≥ 1.
 * @param options - heuristic, hashing, limits, signal, cancel flag.
 * @returns `paths`, cheapest first, under a status (see {@link KShortestPathsResult}).
 * @throws {@link SearchError} on misuse: k not a whole number ≥ 1, a negative or NaN cost, no key.
 * @example
 * ```ts
 * const r = kShortestPaths(roads, 3);
 * for (const path of r.paths) console.log(path.cost, path.moves.join(' '));
 * ```
 * @see {@link kShortestPathsAsync}, {@link allOptimalPaths}, {@link astar}
 * @category Several paths
 */
export function kShortestPaths<S, M>(
  problem: SearchProblem<S, M>,
  k: number,
  options?: KShortestPathsOptions<S>,
): KShortestPathsResult<S, M>;
export function kShortestPaths<S extends State<S, unknown>>(
  problem: S,
  k: number,
  options?: KShortestPathsOptions<S>,
): KShortestPathsResult<S, MoveOf<S>>;
export function kShortestPaths<S, M>(
  problem: ProblemSource<S, M>,
  k: number,
  options: KShortestPathsOptions<S> = {},
): KShortestPathsResult<S, M> {
  return runToEnd(startYen(normalize(problem, options), checkK(k), options));
}

/**
 * {@link kShortestPaths} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await kShortestPathsAsync(roads, 5, { signal: AbortSignal.timeout(500) });
 * ```
 * @see {@link kShortestPaths}
 * @category Several paths
 */
export function kShortestPathsAsync<S, M>(
  problem: SearchProblem<S, M>,
  k: number,
  options?: KShortestPathsOptions<S>,
): Promise<KShortestPathsResult<S, M>>;
export function kShortestPathsAsync<S extends State<S, unknown>>(
  problem: S,
  k: number,
  options?: KShortestPathsOptions<S>,
): Promise<KShortestPathsResult<S, MoveOf<S>>>;
export async function kShortestPathsAsync<S, M>(
  problem: ProblemSource<S, M>,
  k: number,
  options: KShortestPathsOptions<S> = {},
): Promise<KShortestPathsResult<S, M>> {
  return runInSlices(startYen(normalize(problem, options), checkK(k), options));
}

function checkK(k: number): number {
  if (!Number.isInteger(k) || k < 1) throw new SearchError('invalid-option', `k must be a whole number ≥ 1, got ${String(k)}`);
  return k;
}
