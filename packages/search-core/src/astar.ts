import { startBestFirst } from './internal/best-first.js';
import { normalize, type ProblemSource } from './internal/normalize.js';
import type { AStarOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { MoveOf, SearchProblem, State } from './state.js';

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
 * @param options - heuristic, weight, greedy, hashing, limits, signal, progress.
 * @returns the result: `solved` with moves, states and cost, or `exhausted`, `limit`, `aborted`.
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
 * @see {@link dijkstra}, {@link idaStar}, {@link bfs}, {@link astarSteps}
 * @category Algorithms
 */
export function astar<S, M>(problem: SearchProblem<S, M>, options?: AStarOptions<S>): SearchResult<S, M>;
export function astar<S extends State<S, unknown>>(problem: S, options?: AStarOptions<S>): SearchResult<S, MoveOf<S>>;
export function astar<S, M>(problem: ProblemSource<S, M>, options: AStarOptions<S> = {}): SearchResult<S, M> {
  const run = startBestFirst(normalize(problem, options), options, 'astar');
  return run.advance(Infinity)!;
}
