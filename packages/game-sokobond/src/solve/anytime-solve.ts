/**
 * The `anytime` mode: `fast`'s solution first, then search-core's `anytimeAstar` for cheaper ones
 * until one is proven shortest.
 *
 * @module
 */
import { mergeStats, type AStarOptions, type SearchResult, type SearchStats } from '@puzzle-solvers/search-core';
import { AnytimeTracker, LimitBudget } from '@puzzle-solvers/game-kit';
import { admissibleEstimate } from '../heuristics.js';
import type { Level } from '../level.js';
import { formatSolution } from '../notation.js';
import type { KeyedPosition } from '../search/macro-moves.js';
import { isPushLevel, pushProblem, type PushMacro } from '../search/push-search.js';
import { initialPosition, type Direction, type Position } from '../rules.js';
import { quickAndShortened } from './fast-solve.js';
import { problemOf } from './level-problem.js';
import { ANYTIME_WEIGHTS, type SolveOptions } from './options.js';
import type { VerdictsOf } from './verdicts-per-level.js';

/**
 * `anytime`: `fast`'s solution first, then `anytimeAstar` over the exact problem (the push
 * problem on push levels, single moves otherwise) with the admissible estimate, for cheaper ones.
 * The bounds come from that estimate only (a caller's heuristic serves `fast`'s stage alone).
 */
export function anytimeSolve(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  verdicts: VerdictsOf,
): { result: SearchResult<Position, Direction>; optimal: boolean; lowerBound?: number } {
  const tracker = new AnytimeTracker<Position, Direction>(formatSolution, options.onSolution);
  const budget = new LimitBudget(limits);
  const first = quickAndShortened(level, options, limits, false, verdicts);
  budget.spend(first.result.stats);
  const admissible = admissibleEstimate(level, verdicts(level));
  // Admissible: no solution is shorter than the estimate of the start (Infinity: a dead start).
  const startBound = admissible(initialPosition(level));
  if (first.result.status === 'solved')
    tracker.offer(first.result, first.optimal ? first.result.cost : Math.max(startBound, first.shortest ?? 0));
  else tracker.raise(startBound);
  const answer = (last: SearchResult<unknown, unknown>, stats: SearchStats) => {
    const a = tracker.answer(last, stats);
    return { result: a.result, optimal: a.optimal, ...(a.lowerBound !== undefined ? { lowerBound: a.lowerBound } : {}) };
  };
  if (tracker.optimal || first.result.status === 'aborted' || budget.exhausted() !== undefined)
    return answer(first.result, first.result.stats);
  const stage = budget.stage();
  const weights = options.weights ?? ANYTIME_WEIGHTS;
  let last: SearchResult<unknown, unknown>;
  if (isPushLevel(level)) {
    const push = pushProblem(level, admissible, false);
    const { hashing: _hashing, key: _key, heuristic: _heuristic, ...limitsOnly } = stage;
    last = tracker.improve<KeyedPosition, PushMacro>(
      push.problem,
      { ...limitsOnly, hashing: push.hashing, stateBytes: push.stateBytes, weights },
      (path) => {
        const unfolded = push.unfold({ status: 'solved', ...path, stats: first.result.stats });
        if (unfolded.status !== 'solved')
          throw new Error('@puzzle-solvers/game-sokobond: internal error, a solved push path did not unfold');
        return unfolded;
      },
    );
  } else {
    last = tracker.improve(problemOf(level, admissible), { ...stage, weights }, (path) => path);
  }
  return answer(last, mergeStats(first.result.stats, last.stats));
}
