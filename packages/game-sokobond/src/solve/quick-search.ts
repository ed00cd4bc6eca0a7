/**
 * The quick search of `fast` and `greedy`: the search that suits the level (push search, walk
 * search or plain A*), tried first on the level with its room heliums frozen.
 *
 * @module
 */
import { astar, mergeStats, type AStarOptions, type SearchResult } from '@puzzle-solvers/search-core';
import { LimitBudget } from '@puzzle-solvers/game-kit';
import { fastEstimate } from '../heuristics.js';
import type { Level } from '../level.js';
import { isPushLevel, pushSearch } from '../search/push-search.js';
import { isWalkLevel, walkPortfolio, walkSearch } from '../search/walk-search.js';
import { withRoomHeliumsFrozen } from '../search/room-heliums.js';
import { splitsApply } from '../search/split-search.js';
import { replaySolution } from '../verify.js';
import type { Direction, Position } from '../rules.js';
import { problemOf } from './level-problem.js';
import { fastWeight, type SolveOptions } from './options.js';
import { pushThenSplits } from './push-then-splits.js';
import type { VerdictsOf } from './verdicts-per-level.js';

/** The `fast` or `greedy` search of one level: push search, walk search or plain A*. */
function quickSearch(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): SearchResult<Position, Direction> {
  const heuristic = options.heuristic ?? fastEstimate(level, true, verdicts(level));
  const weight = options.weight ?? fastWeight(level);
  const mode = greedy ? { greedy: true } : { weight };
  if (isPushLevel(level)) {
    // The split search is for `fast` only: `greedy` stays the plain best-first baseline.
    if (greedy || options.heuristic !== undefined || !splitsApply(level))
      return pushSearch(level, heuristic, { ...limits, ...mode, normalize: true });
    return pushThenSplits(level, heuristic, limits, weight);
  }
  if (isWalkLevel(level)) {
    // With rotators and no weight of the caller's, `fast` takes turns between its weight (three
    // turns: it solves most levels) and plain A* (one turn: insurance against the heavy tail).
    const rotators = level.modifiers.some((m) => m.kind === 'rotate');
    if (!greedy && options.weight === undefined && rotators) return walkPortfolio(level, heuristic, limits, [weight, 1], [3, 1]);
    return walkSearch(level, heuristic, { ...limits, ...mode });
  }
  return astar(problemOf(level), { ...limits, heuristic, ...mode });
}

/** Share of the time and expansion limits that the attempt without room heliums may use. */
const RESTRICTED_SHARE = 0.8;

/**
 * `fast` and `greedy`: first the level with its room heliums frozen (see
 * `withRoomHeliumsFrozen`; far fewer positions when they only stand in the way), with up to
 * {@link RESTRICTED_SHARE} of the limits; its solution counts only if it replays on the level
 * itself. Then the level itself with what is left. Skipped with a heuristic of the caller's,
 * which is written for the level's own positions.
 */
export function quickSolve(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): SearchResult<Position, Direction> {
  const restricted = options.heuristic === undefined ? withRoomHeliumsFrozen(level) : undefined;
  if (restricted === undefined) return quickSearch(level, options, limits, greedy, verdicts);
  const budget = new LimitBudget(limits);
  const first = quickSearch(restricted, options, budget.stage({ share: RESTRICTED_SHARE }), greedy, verdicts);
  if (first.status === 'solved') {
    const replay = replaySolution(level, first.moves, { blocked: 'refuse' });
    if (replay.solved) {
      const moves = first.moves.slice(0, replay.played);
      return { status: 'solved', moves, states: replay.positions, cost: moves.length, stats: first.stats };
    }
  }
  if (first.status === 'aborted') return first;
  budget.spend(first.stats);
  const exhausted = budget.exhausted();
  if (exhausted !== undefined) return { status: 'limit', limit: exhausted, stats: first.stats };
  const second = quickSearch(level, options, budget.stage(), greedy, verdicts);
  return { ...second, stats: mergeStats(first.stats, second.stats) };
}
