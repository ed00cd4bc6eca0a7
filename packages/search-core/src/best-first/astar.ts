import { startBestFirst } from '../internal/best-first.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { AStarOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * A* graph search: the cheapest path to a goal, guided by a heuristic.
 *
 * @remarks
 * **When to use**: weighted moves and a good admissible heuristic; the state space fits in memory
 * (every generated state is stored, about 30–40 bytes each with numeric keys).
 *
 * **Details**: the goal is tested when a state is expanded, not when it is generated, so the cost
 * is optimal whenever the heuristic is admissible (never overestimates), consistent or not: a
 * stored state is re-opened when a cheaper path to it turns up. Ties on f go to the deeper node.
 * The open list uses lazy deletion (stale entries are skipped) instead of decrease-key.
 * `weight > 1` gives weighted A* (cost ≤ weight × optimum); `greedy: true` orders by h alone.
 *
 * **Gotchas**: successors must be deterministic, because paths are rebuilt by replaying moves.
 * A heuristic may return `Infinity` to mark a dead state (it is pruned).
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, weight, greedy, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with moves, states and cost, or `exhausted`, `limit`, `aborted`; a
 * failure carries `closest` (the stored state of least h and the path to it) when a heuristic is given.
 * @throws {@link SearchError} on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const result = astar({
 *   initial: 0,
 *   successors: (n) => [{ move: '+3', state: n + 3, cost: 1 }, { move: '-1', state: n - 1, cost: 1 }],
 *   isGoal: (n) => n === 7,
 *   heuristic: (n) => Math.max(0, Math.ceil((7 - n) / 3)),
 *   key: (n) => n,
 * });
 * // result.status === 'solved', result.moves = ['+3', '+3', '+3', '-1', '-1']
 * ```
 * @see {@link astarAsync}, {@link dijkstra}, {@link idaStar}, {@link bfs}, {@link astarSteps}
 * @category Best-first
 */
export function astar<S, M>(problem: SearchProblem<S, M>, options?: AStarOptions<S>): SearchResultWithClosest<S, M>;
export function astar<S extends State<S, unknown>>(problem: S, options?: AStarOptions<S>): SearchResultWithClosest<S, MoveOf<S>>;
export function astar<S, M>(problem: ProblemSource<S, M>, options: AStarOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startBestFirst(normalize(problem, options), options, 'astar'));
}

/**
 * {@link astar} that lets the event loop run while it searches, so that timers, I/O and an
 * `AbortSignal` (`AbortSignal.timeout(100)`, a cancel button) can stop it.
 *
 * @remarks
 * **When to use**: on a thread that must stay responsive (a server, a UI, a CLI that handles
 * Ctrl-C). The search is {@link astar}'s, run in slices of `yieldEveryMs` (default 5 ms) with one
 * turn of the event loop between them; the cost is a few percent of throughput. For a search in a
 * worker thread, the synchronous form with a {@link CancelFlag} is faster.
 *
 * **Gotchas**: the problem must not change while the promise is pending.
 *
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - as {@link astar}, plus `yieldEveryMs`.
 * @returns a promise of the result; it rejects with {@link SearchError} on misuse.
 * @example
 * ```ts
 * const result = await astarAsync(problem, { signal: AbortSignal.timeout(100) });
 * // result.status === 'aborted' about 100 ms later if no goal was found first
 * ```
 * @see {@link astar}
 * @category Best-first
 */
export function astarAsync<S, M>(problem: SearchProblem<S, M>, options?: AStarOptions<S>): Promise<SearchResultWithClosest<S, M>>;
export function astarAsync<S extends State<S, unknown>>(
  problem: S,
  options?: AStarOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function astarAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: AStarOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startBestFirst(normalize(problem, options), options, 'astar'));
}
