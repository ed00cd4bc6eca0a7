import { startBestFirst } from './internal/best-first.js';
import { normalize, type ProblemSource } from './internal/normalize.js';
import type { SearchOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { MoveOf, SearchProblem, State } from './state.js';

/**
 * Dijkstra's algorithm (uniform-cost search): the cheapest path, with no heuristic.
 *
 * @remarks
 * **When to use**: weighted moves and no useful heuristic, or as an oracle for A*. Any heuristic
 * of the problem is ignored. Expands states in order of cost, goal tested at expansion.
 *
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - hashing, limits, signal, progress.
 * @example
 * ```ts
 * const r = dijkstra({ initial: 'a', successors: (s) => graph[s], isGoal: (s) => s === 'z', key: (s) => s });
 * ```
 * @see {@link astar}, {@link bfs}
 * @category Algorithms
 */
export function dijkstra<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions<S>): SearchResult<S, M>;
export function dijkstra<S extends State<S, unknown>>(problem: S, options?: SearchOptions<S>): SearchResult<S, MoveOf<S>>;
export function dijkstra<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S> = {}): SearchResult<S, M> {
  const zero = { ...options, heuristic: () => 0 };
  return startBestFirst(normalize(problem, zero), zero, 'dijkstra').advance(Infinity)!;
}
