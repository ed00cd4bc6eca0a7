import type { CycleCheck } from '../cycle-check.js';
import { checkTableSize, iterativeDeepening } from '../internal/iterative-deepening.js';
import { type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { refuseStateLimit } from '../internal/unsupported-limits.js';
import { verdictRecordBytes } from '../internal/verdict-trace.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link idaStar}.
 *
 * @category Options
 */
export interface IdaStarOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. */
  readonly heuristic?: (state: S) => number;
  /**
   * How cycles are cut: `'path'` skips a child equal to any state on the current path, `'parent'`
   * only one equal to the parent's parent (undoing the last move), `'none'` trusts the problem.
   * Default `'path'` when states can be identified, else `'none'`.
   */
  readonly cycleCheck?: CycleCheck;
  /**
   * A bounded transposition table: at most this many states remembered per iteration with the
   * cheapest cost they were reached at; a state reached again at no lower cost is skipped.
   * Default 0 (off: linear memory). Its entries count as stored states for `maxStates` and
   * `maxMemoryBytes`.
   */
  readonly transpositionTable?: number;
  /** Try the children with the smallest heuristic first (finds the goal sooner in the last iteration). */
  readonly orderByHeuristic?: boolean;
}

/**
 * IDA*: iterative-deepening A*, optimal with an admissible heuristic, in memory linear in the
 * depth.
 *
 * @remarks
 * **When to use**: the state space is far too large to store (the 15-puzzle), costs are few
 * distinct values, and the heuristic is admissible. Each iteration is a depth-first pass bounded
 * by f = g + h; the next bound is the smallest f that exceeded the last one.
 *
 * **Details**: `stats.generated` counts every child produced plus one for the root; `stats.iterations` the passes. For the fastest inner loop, a problem that can apply
 * and undo moves in place should use {@link idaStarInPlace}.
 *
 * **Gotchas**: many distinct f values (real-valued costs) mean many iterations; use {@link astar}
 * then. The search keeps its own stack (no recursion), so a path may be as deep as memory allows;
 * the children of every node on the path count as stored states for `maxStates` and
 * `maxMemoryBytes`. Each pass walks again every node of the pass before; without a
 * `transpositionTable`, it replays that pass's `isValid` verdicts instead of asking again (a byte
 * per child, four per node; see {@link lds} for the memory it takes), so `isValid` must depend on
 * the state alone and `expand` must list the same children in the same order every time.
 *
 * **Limits**: `timeoutMs`, `maxExpansions`, `maxMemoryBytes`, `signal`, `cancel`; the table's size
 * is `transpositionTable`. `maxStates` is refused: what IDA* stores grows with the depth alone, so
 * it could never stop it.
 *
 * @throws {@link SearchError} `unsupported-limit` when `maxStates` is given; other codes on misuse.
 * @example
 * ```ts
 * const r = idaStar(problem, { heuristic: manhattan, cycleCheck: 'parent' });
 * ```
 * @see {@link idaStarAsync}, {@link idaStarInPlace}, {@link astar}, {@link iddfs}
 * @category Depth-first
 */
export function idaStar<S, M>(problem: SearchProblem<S, M>, options?: IdaStarOptions<S>): SearchResult<S, M>;
export function idaStar<S extends State<S, unknown>>(problem: S, options?: IdaStarOptions<S>): SearchResult<S, MoveOf<S>>;
export function idaStar<S, M>(problem: ProblemSource<S, M>, options: IdaStarOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(idaStarMachine(problem, options));
}

/**
 * {@link idaStar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await idaStarAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link idaStar}
 * @category Depth-first
 */
export function idaStarAsync<S, M>(problem: SearchProblem<S, M>, options?: IdaStarOptions<S>): Promise<SearchResult<S, M>>;
export function idaStarAsync<S extends State<S, unknown>>(problem: S, options?: IdaStarOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function idaStarAsync<S, M>(problem: ProblemSource<S, M>, options: IdaStarOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(idaStarMachine(problem, options));
}

function idaStarMachine<S, M>(problem: ProblemSource<S, M>, options: IdaStarOptions<S>): Machine<SearchResult<S, M>> {
  refuseStateLimit('idaStar', options, ['transpositionTable (its size)']);
  const p = normalize(problem, options);
  const heuristic = p.heuristic ?? (() => 0);
  return iterativeDeepening(
    p,
    options,
    {
      heuristic,
      unitCost: false,
      cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
      hashing: p.hashing,
      tableSize: checkTableSize('transpositionTable', options.transpositionTable),
      verdictTraceBytes: verdictRecordBytes(options),
      orderByHeuristic: options.orderByHeuristic === true,
    },
    (p0) => heuristic(p0),
    (next) => next,
  );
}
