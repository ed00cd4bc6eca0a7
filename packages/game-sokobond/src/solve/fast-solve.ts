/**
 * The `fast` and `greedy` modes: the quick search, `fast`'s shortest check, then the shortening.
 *
 * @module
 */
import { mergeStats, type AStarOptions, type SearchResult } from '@puzzle-solvers/search-core';
import { LimitBudget } from '@puzzle-solvers/game-kit';
import type { Level } from '../level.js';
import { shortened } from '../search/shorten.js';
import type { Direction, Position } from '../rules.js';
import { shortenBudgetFor, type SolveOptions } from './options.js';
import { quickSolve } from './quick-search.js';
import { shortestCheck } from './shortest-check.js';
import type { VerdictsOf } from './verdicts-per-level.js';

/** `fast` or `greedy`: the quick search, `fast`'s check, and the shortening. */
export function quickAndShortened(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): { result: SearchResult<Position, Direction>; optimal: boolean; shortest: number | undefined } {
  const budget = new LimitBudget(limits);
  const found = quickSolve(level, options, limits, greedy, verdicts);
  budget.spend(found.stats);
  const shortenBudget = options.shortenBudget ?? shortenBudgetFor(found.stats.expanded);
  const checked = !greedy && options.heuristic === undefined && shortenBudget > 0;
  const check = checked ? shortestCheck(level, found, budget, verdicts) : undefined;
  const shortest = check?.shortest;
  const stats = check === undefined ? found.stats : mergeStats(found.stats, check.stats);
  const result = shortened(level, { ...found, stats }, shortenBudget, budget, shortest);
  const optimal = shortest !== undefined && result.status === 'solved' && result.cost === shortest;
  return { result, optimal, shortest };
}
