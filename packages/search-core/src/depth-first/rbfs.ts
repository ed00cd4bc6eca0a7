import type { CycleCheck } from '../cycle-check.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startRbfs } from '../internal/rbfs-engine.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link rbfs}.
 *
 * @category Options
 */
export interface RbfsOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the optimum. */
  readonly heuristic?: (state: S) => number;
  /**
   * How cycles are cut (see {@link CycleCheck}). Default `'path'` when states can be identified,
   * else `'none'`.
   */
  readonly cycleCheck?: CycleCheck;
}

/**
 * Recursive best-first search (RBFS): A*'s optimal answer in memory linear in the depth.
 *
 * @remarks
 * **When to use**: as {@link idaStar}, the space is far too large to store, but costs take many
 * distinct values (IDA* then runs one pass per value) or the heuristic is inconsistent: RBFS
 * expands in best-first order with only the current path and its siblings in memory, backing up
 * the least f of each subtree it leaves.
 *
 * **Details**: Korf (1993), with an explicit stack (no recursion, so no stack overflow, and time
 * slices for the async form). Each node on the path keeps its children with their backed-up values
 * F; the best is entered with the bound min(the parent's bound, the second best F). A node entered
 * again passes its F down to its children. Goals are tested when a node is entered, so the cost is
 * optimal with an admissible heuristic. `stats.expanded` counts every expansion, repeated ones
 * included; the children held on the path are the stored states (for the estimate of
 * `maxMemoryBytes`). `maxStates` is refused: what RBFS holds grows with the depth alone, so it
 * could never stop the search (bound it with time, expansions or memory).
 *
 * **Gotchas**: RBFS re-expands a subtree each time the search comes back to it; when memory allows,
 * {@link astar} is far faster. Without a cycle check (no key, or `'none'`), a space with cycles
 * of zero cost never ends but by a limit. `exhausted` is a proof only with the `'path'` check or
 * an acyclic space.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, cycleCheck, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} `unsupported-limit` when `maxStates` is given; on misuse: a negative or NaN cost, a NaN heuristic, a cycle check without a key.
 * @example
 * ```ts
 * const r = rbfs(problem, { heuristic: manhattan, maxExpansions: 1e6 });
 * ```
 * @see {@link rbfsAsync}, {@link idaStar}, {@link astar}
 * @category Depth-first
 */
export function rbfs<S, M>(problem: SearchProblem<S, M>, options?: RbfsOptions<S>): SearchResultWithClosest<S, M>;
export function rbfs<S extends State<S, unknown>>(problem: S, options?: RbfsOptions<S>): SearchResultWithClosest<S, MoveOf<S>>;
export function rbfs<S, M>(problem: ProblemSource<S, M>, options: RbfsOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startRbfs(normalize(problem, options), options));
}

/**
 * {@link rbfs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await rbfsAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link rbfs}
 * @category Depth-first
 */
export function rbfsAsync<S, M>(problem: SearchProblem<S, M>, options?: RbfsOptions<S>): Promise<SearchResultWithClosest<S, M>>;
export function rbfsAsync<S extends State<S, unknown>>(
  problem: S,
  options?: RbfsOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function rbfsAsync<S, M>(problem: ProblemSource<S, M>, options: RbfsOptions<S> = {}): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startRbfs(normalize(problem, options), options));
}
