import type { SearchOptions } from '../options.js';

/**
 * Options of the front-to-end bidirectional heuristic searches, {@link nbs}, {@link mmSearch},
 * {@link baeStar} and {@link gbfhs}.
 *
 * @remarks
 * They take the forward heuristic (to the goal) and the backward one (to the initial state);
 * for {@link nbs}, {@link mmSearch} and {@link gbfhs} each must be admissible, consistency is not needed;
 * {@link baeStar} needs both consistent. Without either they are uniform-cost searches from
 * both ends (MM0 for {@link mmSearch}).
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface BidirectionalSearchOptions<S> extends SearchOptions<S> {
  /** The forward heuristic (cost to the goal); overrides the problem's `heuristic`. Admissible. */
  readonly heuristic?: (state: S) => number;
  /**
   * The backward heuristic: an admissible estimate of the cost from the initial state to `state`
   * (the Manhattan distance to the start board, say). Default 0: the backward half is then a
   * uniform-cost search, still correct.
   */
  readonly backwardHeuristic?: (state: S) => number;
  /**
   * The least cost of any step, ε (1 when every move costs 1), which tightens the lower bound
   * g(u) + g(v) + ε of a forward state u and a backward state v. Default: the problem's
   * `minStepCost`, else 0, which is safe for any costs but proves the optimum later. Too large a
   * value may cost the optimum.
   */
  readonly minStepCost?: number;
}
