/**
 * The budgeted "shortest check" of a `fast` solution: a small exact search for a cheaper solution,
 * which tells the shortening the cost it can stop at.
 *
 * @module
 */
import type { AStarOptions, SearchResult, SearchStats } from '@puzzle-solvers/search-core';
import type { LimitBudget } from '@puzzle-solvers/game-kit';
import { admissibleEstimate } from '../heuristics.js';
import type { Level } from '../level.js';
import type { Direction, Position } from '../rules.js';
import { exactSearch } from './level-problem.js';
import type { VerdictsOf } from './verdicts-per-level.js';

/**
 * Expansions and stored positions of the exact search that checks a `fast` solution (see
 * {@link shortestCheck}). Its work is mostly one estimate per position stored, and a push level
 * stores many per expansion; with both bounds the check costs a small share of the shortening's
 * smallest budget (5,000 single expansions), the work it saves on small levels.
 */
const CHECK_EXPANSIONS = 100;
const CHECK_STATES = 400;

/** Share of the time limit left that the check may use. */
const CHECK_SHARE = 0.1;

/**
 * The exact search within {@link CHECK_EXPANSIONS} and {@link CHECK_STATES}, bounded below the
 * cost of the solution found (search-core's `maxCost`): it finds a shortest solution when one is
 * cheaper, or, when it runs out of positions, proves the solution found shortest. Then the
 * shortening stops once it reaches that cost, and skips altogether when the solution found already
 * has it. The solution returned is the one the shortening alone would
 * return (it only ever replaces a solution by a strictly shorter one), found with less work on
 * small levels, where the shortening's budget would otherwise be spent in full.
 */
export function shortestCheck(
  level: Level,
  found: SearchResult<Position, Direction>,
  budget: LimitBudget<AStarOptions<Position>>,
  verdicts: VerdictsOf,
): ShortestCheck | undefined {
  if (found.status !== 'solved' || budget.exhausted() !== undefined) return undefined;
  const limits = budget.stage({ share: CHECK_SHARE, maxExpansions: CHECK_EXPANSIONS });
  const maxStates = Math.min(CHECK_STATES, limits.maxStates ?? Infinity);
  // Only a cheaper solution is of interest: positions that cannot lead to one are not opened.
  const check = exactSearch(level, admissibleEstimate(level, verdicts(level)), { ...limits, maxStates, maxCost: found.cost - 1 });
  budget.spend(check.stats);
  const shortest = check.status === 'solved' ? check.cost : check.status === 'exhausted' ? found.cost : undefined;
  return { stats: check.stats, shortest };
}

/** What {@link shortestCheck} learnt: the shortest cost when it proved one, and its statistics. */
interface ShortestCheck {
  readonly stats: SearchStats;
  readonly shortest: number | undefined;
}
