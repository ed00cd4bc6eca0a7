import type { BidirectionalProblem } from './bidirectional-bfs.js';
import type { BidirectionalSearchOptions } from './bidirectional-search-options.js';
import { normalizeBidirectional } from '../internal/bidirectional-kit.js';
import { startGbfhs } from '../internal/gbfhs-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import type { SearchResultWithClosest } from '../result.js';

/**
 * How {@link gbfhs} shares the budget fLim − ε between the two sides' g limits.
 *
 * - `'balanced'`: half each, gLimF = gLimB = (fLim − ε) / 2 (meet in the middle).
 * - `'fewer-open'`: balanced at the first fLim; each rise of fLim then goes to the side with
 *   fewer open states (Pohl's cardinality rule).
 * - `'forward'`: all to the forward side (the backward side expands nothing: an A*-like search
 *   by cost levels toward the goal).
 * - `'backward'`: all to the backward side (the forward side expands nothing).
 *
 * @category Options
 */
export type GbfhsSplit = 'balanced' | 'fewer-open' | 'forward' | 'backward';

/**
 * Options of {@link gbfhs}: the heuristics both ways, ε (see {@link BidirectionalSearchOptions}),
 * and the split of each cost level between the sides.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface GbfhsOptions<S> extends BidirectionalSearchOptions<S> {
  /**
   * How the g budget fLim − ε of a cost level is shared between the sides (see
   * {@link GbfhsSplit}). Default `'balanced'`: every split is optimal and never expands a state
   * with f > C*, so the default is the one whose cost is easiest to foresee: neither side ever
   * expands a state with g beyond about half the optimum (the meet-in-the-middle promise of
   * {@link mmSearch}), whichever side the problem makes cheaper, and it needs no count of the
   * open states. `'fewer-open'` adapts to a problem whose two ends branch unevenly; `'forward'`
   * and `'backward'` are the unidirectional ends of the family (A* by cost levels from one end,
   * the other end its goal: on the 15-puzzle about A*'s expansions).
   */
  readonly split?: GbfhsSplit;
}

/**
 * GBFHS: General Breadth-First Heuristic Search, an optimal front-to-end bidirectional search
 * that never expands a state whose f exceeds the optimal cost, between the initial state and one
 * goal state, for problems that can list predecessors.
 *
 * @remarks
 * **When to use**: one known goal state, predecessors that are easy to list, integer or unit
 * costs (a cost level then holds many states), and a heuristic too weak for A* to stay small.
 * Its promise is the one of a "well-behaved" search: with admissible heuristics both ways, no
 * state with f > C* is ever expanded on either side, and with the default split neither side
 * goes past about half the optimal depth.
 *
 * **Details**: GBFHS (Barley, Riddle, Linares López, Dobson and Pohl, SoCS 2018). A global cost
 * level fLim starts at max(h(start), h̄(goal), ε), a proven lower bound on the optimum; the level
 * is split into two g limits with gLimF + gLimB = fLim − ε (`split` says how). Each side expands
 * its open states with f ≤ fLim and g within its limit (forward g ≤ gLimF,
 * backward g < gLimB, or the reverse for the `'backward'` split: one side inclusive, so that once a level is spent every path of cost fLim
 * or less has been met, whatever the costs; with integer costs this is the paper's two strict
 * limits summing to fLim − ε + 1). Every state reached is looked up in the other side's table;
 * the cheapest meeting U ends the search once U ≤ fLim. When neither side has an expandable state
 * left, fLim rises to the next possible cost: the least of each side's f above fLim and of the
 * sides' least g in the level plus ε, a bound every path still unfound must reach, so fLim never
 * passes the optimum (with integer costs it is at least fLim + 1). States with f ≥ U are pruned,
 * and a state reached cheaper is reopened, so admissible inconsistent heuristics stay optimal.
 * Within a level, the order is free (the whole level is expanded unless a meeting ends it): the
 * least h first, deeper on a tie, as A* breaks ties, so that the last level (fLim = C*) meets
 * the other side early. Each expansion, forward or backward, counts in `stats.expanded`;
 * `onProgress` reports fLim as `bound`.
 *
 * **Against {@link nbs}, {@link mmSearch} and {@link baeStar}**: NBS and MM order their open
 * states by a priority; GBFHS expands whole cost levels, which makes its side choice a free
 * parameter and its promise (no f above C*) unconditional; like MM, it is not bounded against
 * the best possible front-to-end search the way NBS is. On the library's benches
 * (docs/choosing-an-algorithm.md) the balanced split expands about as many states as NBS and MM
 * on the 15-puzzle (half as many again as A*: each side proves its half of every level) and about
 * as many as MM on grids, at a lower cost per expansion than either. With real-valued costs a level may hold a
 * single state, and it behaves like the others at a higher bookkeeping cost.
 *
 * **Gotchas**: only `problem.goal` is searched for (other states `isGoal` accepts are not); the
 * goal must be one. Predecessors must be deterministic like successors (paths are replayed both
 * ways). ε is `minStepCost` (option, else the problem's, else 0); 0 is correct for any costs but
 * proves the levels more slowly; a value above the least step cost may cost the optimum. Memory:
 * both halves' states, one heap entry per open state.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: a {@link SearchProblem} with `goal` and `predecessors`.
 * @param options - heuristic, backwardHeuristic, minStepCost, split, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest` from the forward half).
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`;
 * `invalid-problem` when `goal` is not a goal; `invalid-option` for a negative, infinite or NaN
 * ε or an unknown `split`; on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * // Unit moves: ε = 1. The Manhattan distance to the goal forward, and to the start backward.
 * const r = gbfhs(
 *   { ...slidingPuzzle, goal: solvedBoard, predecessors: (b) => slidingPuzzle.successors(b), minStepCost: 1 },
 *   { backwardHeuristic: (b) => manhattanTo(start, b) },
 * );
 * ```
 * @see {@link gbfhsAsync}, {@link nbs}, {@link mmSearch}, {@link baeStar}, {@link astar}
 * @category Bidirectional
 */
export function gbfhs<S, M>(problem: BidirectionalProblem<S, M>, options: GbfhsOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startGbfhs(normalizeBidirectional(problem, options, 'gbfhs'), problem, options));
}

/**
 * {@link gbfhs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await gbfhsAsync(problem, { minStepCost: 1, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link gbfhs}
 * @category Bidirectional
 */
export async function gbfhsAsync<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: GbfhsOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startGbfhs(normalizeBidirectional(problem, options, 'gbfhs'), problem, options));
}
