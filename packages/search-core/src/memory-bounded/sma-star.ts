import type { CycleCheck } from '../cycle-check.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { startSmaStar } from '../internal/sma-engine.js';
import type { SearchOptions } from '../options.js';
import type { SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link smaStar}.
 *
 * @category Options
 */
export interface SmaStarOptions<S> extends SearchOptions<S> {
  /**
   * The memory bound, in search nodes held at once (the root included): an integer ≥ 2. Unlike
   * `maxStates`, it never stops the search: when the nodes reach it, the worst leaf is forgotten
   * to make room. A path of d moves needs d + 1 nodes, so no solution deeper than
   * `maxNodes − 1` moves can be found.
   */
  readonly maxNodes: number;
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the optimum. */
  readonly heuristic?: (state: S) => number;
  /**
   * Drop a child when a stored node holds its state at no greater g and no greater depth (that
   * node reaches every solution the child would, as cheaply and within the same depth). Default
   * true when states can be identified: on spaces with many paths to a state (grids, puzzles) it
   * keeps SMA* near A*'s count of expansions instead of holding one copy per path. False: a
   * plain tree search, as in the paper.
   */
  readonly storedDuplicates?: boolean;
  /**
   * How cycles are cut (see {@link CycleCheck}). Default `'path'` when states can be identified,
   * else `'none'` (cycles then end only at the depth `maxNodes` allows).
   */
  readonly cycleCheck?: CycleCheck;
}

/**
 * A solution found by {@link smaStar}.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface SmaStarSolvedResult<S, M> extends SolvedResult<S, M> {
  /**
   * True when no cheaper solution exists at any depth (with an admissible heuristic): no branch
   * cut at the depth `maxNodes` allows could have led below this cost. False: this is the
   * cheapest solution within `maxNodes − 1` moves, and a deeper one may cost less.
   */
  readonly provenOptimal: boolean;
  /** Nodes forgotten to stay within `maxNodes` (each may be generated again later). */
  readonly forgotten: number;
}

/**
 * A {@link smaStar} search that found no solution. `exhausted` proves there is none (with the
 * `'path'` cycle check or an acyclic space); `limit` with `limit: 'depth'` says that branches were
 * cut at the depth `maxNodes` allows, and a larger `maxNodes` may find one.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface SmaStarUnsolvedResult<S, M> extends UnsolvedWithClosest<S, M> {
  /** Nodes forgotten to stay within `maxNodes`. */
  readonly forgotten: number;
}

/**
 * What {@link smaStar} returns. Narrow on `status`.
 *
 * @category Results
 */
export type SmaStarResult<S, M> = SmaStarSolvedResult<S, M> | SmaStarUnsolvedResult<S, M>;

/**
 * SMA* (simplified memory-bounded A*): A*'s best-first order within a fixed number of nodes,
 * forgetting the worst leaves when memory is full.
 *
 * @remarks
 * **When to use**: A* would run out of memory, and there is room for much more than a path: SMA*
 * uses every node it is allowed ({@link rbfs} and {@link idaStar} keep only a path and re-expand
 * far more), and with room for the whole space it is A*. A hard bound on memory in nodes, known in
 * advance (an embedded budget, a worker's share), is its natural use.
 *
 * **Details**: Russell (1992), "Efficient memory-bounded search methods", as in Russell and
 * Norvig's *AIMA*. A tree of at most `maxNodes` nodes. The node of lowest f, the deepest among
 * ties, is goal-tested and expanded; its children get f = max(the parent's f, g + h) (pathmax), a
 * non-goal child at depth `maxNodes − 1` (it could have no room for a child) gets f = ∞. When the
 * tree is full, the leaf of highest f, the shallowest among ties, is forgotten: its parent keeps
 * its f (one number per successor), and is expanded again when the least of those is the lowest
 * f in the tree; that expansion (counted in `stats.reopened`) stores again only the forgotten
 * children of that value, each with the f it was forgotten with, so what a subtree proved is not
 * lost. A node's f is backed up as the least f of its children. Children come all at once from
 * `expand` (not one at a time as in the paper) and are kept best first while there is room.
 *
 * What is guaranteed, with an admissible heuristic (consistent or not), time and the other limits
 * permitting:
 * - **optimal** when an optimal solution has at most `maxNodes − 1` moves: the result is
 *   `solved` with the optimal cost (`provenOptimal` may still be false if a cut branch could not be
 *   ruled out);
 * - **complete** when some solution has at most `maxNodes − 1` moves: the result is `solved` with
 *   the cheapest solution of at most `maxNodes − 1` moves, and `provenOptimal` says whether a
 *   deeper one could cost less;
 * - otherwise `limit` with `limit: 'depth'` (branches were cut at that depth: a larger `maxNodes`
 *   may find a solution), or `exhausted` when nothing was cut (a proof that there is none, with
 *   the `'path'` cycle check or an acyclic space).
 *
 * Duplicates: with a key (and `storedDuplicates`, the default then), a child is dropped when a
 * stored node holds its state at no greater g and no greater depth; that node reaches every
 * solution the child would, as cheaply and within the bound, so the guarantees above hold. A
 * state reached more cheaply than its stored copy is stored again (the copy stays until
 * forgotten). Without a key, or with `storedDuplicates: false`, it is the paper's tree search: a
 * state is held once per path to it. The `cycleCheck` (`'path'` by default with a key) skips a
 * child equal to a state on its parent's path. Cycles always end, at the depth `maxNodes`
 * allows, whatever the options.
 *
 * The usual limits stop the search (`maxStates` and `maxMemoryBytes` count the nodes held, so a
 * `maxStates` below `maxNodes` stops it before the tree is full); `stats.peakStored` never exceeds
 * `maxNodes` (each node also keeps one number per successor, and a key per node for
 * `storedDuplicates`). `forgotten` counts the nodes dropped. A failed search carries `closest`.
 *
 * **Gotchas**: give the problem a key: without one, where many paths lead to a state (grids,
 * puzzles with transpositions) every copy is held and expanded, exponentially many. Even with
 * one, a copy forgotten is forgotten: a tight budget on such a space re-expands much of it (watch
 * `stats.reopened` and `forgotten`), and {@link astar} is far faster whenever it fits. Each
 * expansion of a node with forgotten children calls `expand` for all of them and keeps those due.
 * Without an admissible heuristic the cost is not optimal and `provenOptimal` means nothing.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - `maxNodes` (required), heuristic, storedDuplicates, cycleCheck, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with `provenOptimal`, or `exhausted`, `limit` (`'depth'` when the node bound cut branches), `aborted`; each with `forgotten`.
 * @throws {@link SearchError} `invalid-option` when `maxNodes` is not an integer ≥ 2; on misuse: a negative or NaN cost, a NaN heuristic, a cycle check or `storedDuplicates: true` without a key.
 * @example
 * ```ts
 * const r = smaStar(puzzle, { maxNodes: 100_000, heuristic: manhattan, timeoutMs: 10_000 });
 * if (r.status === 'solved') console.log(r.cost, r.provenOptimal ? 'optimal' : 'best within the bound');
 * ```
 * @see {@link smaStarAsync}, {@link astar}, {@link rbfs}, {@link idaStar}
 * @category Memory-bounded
 */
export function smaStar<S, M>(problem: SearchProblem<S, M>, options: SmaStarOptions<S>): SmaStarResult<S, M>;
export function smaStar<S extends State<S, unknown>>(problem: S, options: SmaStarOptions<S>): SmaStarResult<S, MoveOf<S>>;
export function smaStar<S, M>(problem: ProblemSource<S, M>, options: SmaStarOptions<S>): SmaStarResult<S, M> {
  return runToEnd(startSmaStar(normalize(problem, options ?? {}), options));
}

/**
 * {@link smaStar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await smaStarAsync(problem, { maxNodes: 10_000, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link smaStar}
 * @category Memory-bounded
 */
export function smaStarAsync<S, M>(problem: SearchProblem<S, M>, options: SmaStarOptions<S>): Promise<SmaStarResult<S, M>>;
export function smaStarAsync<S extends State<S, unknown>>(problem: S, options: SmaStarOptions<S>): Promise<SmaStarResult<S, MoveOf<S>>>;
export async function smaStarAsync<S, M>(problem: ProblemSource<S, M>, options: SmaStarOptions<S>): Promise<SmaStarResult<S, M>> {
  return runInSlices(startSmaStar(normalize(problem, options ?? {}), options));
}
