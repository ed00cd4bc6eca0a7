import type { CycleCheck } from '../cycle-check.js';
import { iterativeDeepening } from '../internal/iterative-deepening.js';
import { type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { refuseStateLimit } from '../internal/unsupported-limits.js';
import { verdictRecordBytes } from '../internal/verdict-trace.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

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
 * runs until a limit stops it. Its own stack (no recursion) lets it go as deep as memory allows;
 * the states on it count for `maxStates` and `maxMemoryBytes`. The shallow levels cost no second
 * `isValid` call: each pass replays the verdicts of the pass before (as {@link lds} does), so
 * `isValid` must depend on the state alone.
 *
 * **Limits**: `timeoutMs`, `maxExpansions`, `maxMemoryBytes`, `signal`, `cancel` and `maxDepth`.
 * `maxStates` is refused: what IDDFS stores grows with the depth alone, so it could never stop it.
 *
 * @throws {@link SearchError} `unsupported-limit` when `maxStates` is given; other codes on misuse.
 * @example
 * ```ts
 * const r = iddfs(problem, { maxDepth: 20 });
 * ```
 * @see {@link iddfsAsync}, {@link bfs}, {@link idaStar}, {@link dfs}
 * @category Depth-first
 */
export function iddfs<S, M>(problem: SearchProblem<S, M>, options?: IddfsOptions<S>): SearchResult<S, M>;
export function iddfs<S extends State<S, unknown>>(problem: S, options?: IddfsOptions<S>): SearchResult<S, MoveOf<S>>;
export function iddfs<S, M>(problem: ProblemSource<S, M>, options: IddfsOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(iddfsMachine(problem, options));
}

/**
 * {@link iddfs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await iddfsAsync(problem, { maxDepth: 20, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link iddfs}
 * @category Depth-first
 */
export function iddfsAsync<S, M>(problem: SearchProblem<S, M>, options?: IddfsOptions<S>): Promise<SearchResult<S, M>>;
export function iddfsAsync<S extends State<S, unknown>>(problem: S, options?: IddfsOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function iddfsAsync<S, M>(problem: ProblemSource<S, M>, options: IddfsOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(iddfsMachine(problem, options));
}

function iddfsMachine<S, M>(problem: ProblemSource<S, M>, options: IddfsOptions<S>): Machine<SearchResult<S, M>> {
  refuseStateLimit('iddfs', options, ['maxDepth']);
  const p = normalize(problem, options);
  return iterativeDeepening(
    p,
    options,
    {
      heuristic: () => 0,
      unitCost: true,
      cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
      hashing: p.hashing,
      tableSize: 0,
      verdictTraceBytes: verdictRecordBytes(options),
      orderByHeuristic: false,
    },
    () => 0,
    (_next, bound) => bound + 1,
    options.maxDepth ?? Infinity,
  );
}
