import { iterate } from './ida-star.js';
import type { CycleCheck } from './internal/depth-first.js';
import { normalize, type ProblemSource } from './internal/normalize.js';
import type { SearchOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { MoveOf, SearchProblem, State } from './state.js';

/**
 * Options of {@link iddfs}.
 *
 * @category Options
 */
export interface IddfsOptions<S> extends SearchOptions<S> {
  /** Give up (status `exhausted` = none within the depth) beyond this many moves. Default unbounded. */
  readonly maxDepth?: number;
  /** See {@link IdaStarOptions.cycleCheck}. Default `'path'` when states can be identified. */
  readonly cycleCheck?: CycleCheck;
}

/**
 * Iterative-deepening depth-first search: the fewest moves, in memory linear in the depth.
 *
 * @remarks
 * **When to use**: like {@link bfs} (fewest moves, no heuristic), when the state space is too large
 * to store. Re-explores the shallow levels once per depth, which is cheap when the branching
 * factor is above 2. Without `maxDepth` on a problem with no solution and infinitely many states it
 * runs until a limit stops it.
 *
 * @example
 * ```ts
 * const r = iddfs(problem, { maxDepth: 20 });
 * ```
 * @see {@link bfs}, {@link idaStar}, {@link dfs}
 * @category Algorithms
 */
export function iddfs<S, M>(problem: SearchProblem<S, M>, options?: IddfsOptions<S>): SearchResult<S, M>;
export function iddfs<S extends State<S, unknown>>(problem: S, options?: IddfsOptions<S>): SearchResult<S, MoveOf<S>>;
export function iddfs<S, M>(problem: ProblemSource<S, M>, options: IddfsOptions<S> = {}): SearchResult<S, M> {
  const p = normalize(problem, options);
  return iterate(
    p,
    options,
    {
      heuristic: () => 0,
      unitCost: true,
      cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
      hashing: p.hashing,
      tableSize: 0,
      orderByHeuristic: false,
    },
    () => 0,
    (_next, bound) => bound + 1,
    options.maxDepth ?? Infinity,
  );
}
