import type { CycleCheck } from '../cycle-check.js';
import { iterativeDeepening } from '../internal/iterative-deepening.js';
import { type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import { verdictRecordBytes } from '../internal/verdict-trace.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link lds}.
 *
 * @category Options
 */
export interface LdsOptions<S> extends SearchOptions<S> {
  /**
   * The ordering estimate: children are tried smallest first, and deviating from this order is
   * what costs. Default: the problem's heuristic, else the order the problem lists children in.
   */
  readonly order?: (state: S) => number;
  /**
   * Give up (status `limit`, `limit: 'depth'`) beyond this many discrepancies (between two
   * milestones, with `milestone`). Default unbounded.
   */
  readonly maxDiscrepancies?: number;
  /** See {@link IdaStarOptions.cycleCheck}. Default `'path'` when states can be identified. */
  readonly cycleCheck?: CycleCheck;
  /**
   * Passes with fewer discrepancies than this stop at the first child beyond their budget without
   * checking that it is valid. That saves one `isValid` call per cut, which pays when `isValid` is
   * expensive, but such a pass can never prove that no solution exists: only the passes from
   * `exactFrom` on can. Default 0 (every pass exact).
   */
  readonly exactFrom?: number;
  /**
   * Marks the moves that reach a milestone (a subgoal such as a delivery or a box on its target):
   * discrepancies are then counted since the last milestone on the path, so pass k tries every
   * path that deviates from the order at most k times between two milestones, instead of k times
   * in all. For solutions whose deviations are spread over many stages this needs far fewer
   * passes. Default: no milestones.
   */
  readonly milestone?: (parent: S, child: S) => boolean;
}

/**
 * Limited discrepancy search: depth-first passes that trust a good child ordering, allowing k
 * deviations from it in pass k = 0, 1, 2, …
 *
 * @remarks
 * **When to use**: path-building and constraint puzzles where an ordering heuristic is usually
 * right but a plain {@link dfs} gets stuck below one early mistake: LDS tries every path that
 * deviates from the order at most k times, wherever the deviations are, before any path with k + 1.
 * Prune dead states in `isValid`; it is checked lazily, only as far down each child list as the
 * pass's budget reaches.
 *
 * **Details**: the r-th valid child (in order) costs r discrepancies. A pass that excluded no valid
 * child has searched the whole tree, so `exhausted` is a proof of unsolvability. The answer is the
 * first found, not the shortest. With `milestone`, a milestone child starts a fresh budget (its own
 * rank still counts before it): pass k then holds every path with at most k discrepancies between
 * two milestones, which is what a solution made of stages (deliveries, boxes placed) needs when
 * each stage deviates from the order a little. `stats.iterations` counts the passes.
 *
 * Each pass walks again every path of the pass before it. Instead of asking `isValid` again about
 * the children it checked there, it replays that pass's verdicts from a record of a byte per child
 * checked and four per node expanded, so `isValid` must depend on the state alone (as in
 * {@link iddfs} and {@link idaStar}). A record takes at most 32 MB (an eighth of `maxMemoryBytes`
 * when that is given; two are kept, the last pass's and this one's); past that, the rest of the
 * pass is asked about again. Besides the records,
 * memory is linear in the depth, and the depth is bounded by memory alone (an explicit stack, no
 * recursion).
 *
 * @example
 * ```ts
 * const r = lds(trackProblem, { order: warnsdorff, timeoutMs: 10_000 });
 * ```
 * @see {@link ldsAsync}, {@link dfs}, {@link iddfs}
 * @category Depth-first
 */
export function lds<S, M>(problem: SearchProblem<S, M>, options?: LdsOptions<S>): SearchResult<S, M>;
export function lds<S extends State<S, unknown>>(problem: S, options?: LdsOptions<S>): SearchResult<S, MoveOf<S>>;
export function lds<S, M>(problem: ProblemSource<S, M>, options: LdsOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(ldsMachine(problem, options));
}

/**
 * {@link lds} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await ldsAsync(trackProblem, { order: warnsdorff, signal: AbortSignal.timeout(1000) });
 * ```
 * @see {@link lds}
 * @category Depth-first
 */
export function ldsAsync<S, M>(problem: SearchProblem<S, M>, options?: LdsOptions<S>): Promise<SearchResult<S, M>>;
export function ldsAsync<S extends State<S, unknown>>(problem: S, options?: LdsOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function ldsAsync<S, M>(problem: ProblemSource<S, M>, options: LdsOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(ldsMachine(problem, options));
}

function ldsMachine<S, M>(problem: ProblemSource<S, M>, options: LdsOptions<S>): Machine<SearchResult<S, M>> {
  const p = normalize(problem, options);
  const order = options.order ?? p.heuristic;
  return iterativeDeepening(
    p,
    options,
    {
      heuristic: () => 0,
      unitCost: false,
      cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
      hashing: p.hashing,
      tableSize: 0,
      orderByHeuristic: order !== undefined,
      ...(order ? { order } : {}),
      discrepancy: true,
      exactFrom: options.exactFrom ?? 0,
      ...(options.milestone ? { milestone: options.milestone } : {}),
      verdictTraceBytes: verdictRecordBytes(options),
    },
    () => 0,
    (next) => next,
    options.maxDiscrepancies ?? Infinity,
  );
}
