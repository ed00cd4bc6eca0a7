import { startBestFirst } from '../internal/best-first.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type Normalized, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

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
 * @see {@link dijkstraAsync}, {@link astar}, {@link bfs}
 * @category Best-first
 */
export function dijkstra<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions<S>): SearchResult<S, M>;
export function dijkstra<S extends State<S, unknown>>(problem: S, options?: SearchOptions<S>): SearchResult<S, MoveOf<S>>;
export function dijkstra<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(startBestFirst(withoutHeuristic(normalize(problem, options)), options, 'dijkstra'));
}

/**
 * {@link dijkstra} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await dijkstraAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link dijkstra}
 * @category Best-first
 */
export function dijkstraAsync<S, M>(problem: SearchProblem<S, M>, options?: SearchOptions<S>): Promise<SearchResult<S, M>>;
export function dijkstraAsync<S extends State<S, unknown>>(problem: S, options?: SearchOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function dijkstraAsync<S, M>(problem: ProblemSource<S, M>, options: SearchOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(startBestFirst(withoutHeuristic(normalize(problem, options)), options, 'dijkstra'));
}

/** The problem with no heuristic: every state's estimate is 0, whatever the problem defines. */
const withoutHeuristic = <S, M>(p: Normalized<S, M>): Normalized<S, M> => ({ ...p, heuristic: undefined });
