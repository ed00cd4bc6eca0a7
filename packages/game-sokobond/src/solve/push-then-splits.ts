/**
 * The `fast` mode on push levels without `/`: the plain push search, then the split search, then
 * the plain search again with what is left.
 *
 * @module
 */
import { mergeStats, type AStarOptions, type SearchResult } from '@puzzle-solvers/search-core';
import { LimitBudget } from '@puzzle-solvers/game-kit';
import type { Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';
import { pushSearch } from '../search/push-search.js';
import { splitSearch } from '../search/split-search.js';
import type { Direction, Position } from '../rules.js';

/** Share of the time and expansion limits that the plain push search gets before the split search. */
const PLAIN_SHARE = 0.3;

/**
 * At most this many pushes of the plain push search before the split search, whatever the limits:
 * the push levels of the corpus that it solves need at most 7,800 (Out of the Way), and with a
 * long time limit (the CLI's is 60 s) 30 % of it would only delay the split search.
 */
const PLAIN_PUSHES = 20_000;

/**
 * The push search in three stages: the plain search with {@link PLAIN_SHARE} of the limits and at
 * most {@link PLAIN_PUSHES} pushes; then the split search (`splitSearch`: the atoms split in
 * advance into the molecules they must end as); then, if neither found a solution, the plain
 * search again with what is left. Every push level of the corpus solved at all is solved in the
 * first stage but Butterfly, which only the second solves (package README, "Split search").
 */
export function pushThenSplits(
  level: Level,
  heuristic: Heuristic,
  limits: AStarOptions<Position>,
  weight: number,
): SearchResult<Position, Direction> {
  const budget = new LimitBudget(limits);
  const plain = (stage: AStarOptions<Position>): SearchResult<Position, Direction> =>
    pushSearch(level, heuristic, { ...stage, weight, normalize: true });
  const first = plain(budget.stage({ share: PLAIN_SHARE, maxExpansions: PLAIN_PUSHES }));
  if (first.status !== 'limit') return first;
  budget.spend(first.stats);
  let stats = first.stats;
  const split = splitSearch(level, budget);
  if (split !== undefined) {
    stats = mergeStats(stats, split.stats);
    if (split.status === 'solved' || split.status === 'aborted') return { ...split, stats };
  }
  const exhausted = budget.exhausted();
  if (exhausted !== undefined) return { status: 'limit', limit: exhausted, stats };
  const last = plain(budget.stage());
  return { ...last, stats: mergeStats(stats, last.stats) };
}
