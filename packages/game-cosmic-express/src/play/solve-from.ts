/**
 * Solving from a state reached in play.
 *
 * @module
 */
import { iddfs, lds, type SearchResult } from '@puzzle-solvers/search-core';
import { chooseAlgorithm, LimitBudget, searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import { warnsdorffThenNearest } from '../heuristics.js';
import type { Level } from '../level.js';
import { formatSolution } from '../notation.js';
import { pruningSetUp } from '../prune/prune.js';
import type { Move, TrainState } from '../rules.js';
import { ALGORITHMS, problemOf } from '../solve.js';

/** Every pruning test but the detour test, which only holds for tracks from the entrance. */
const PRUNE = { detours: false } as const;

/**
 * The rest of a track from `state` (the track laid so far, the train on it): {@link solve}'s
 * searches, started there.
 *
 * @remarks
 * **When to use**: a hint in the middle of a game (the plugin's `solveFrom`). `iddfs` gives the
 * fewest pieces still to lay; `lds` (the default) and `dfs` run the limited discrepancy search,
 * which finds a track fast. `exhausted` proves that no track goes on from `state`. The detour test
 * is off: it cuts a track whose loop could be cut out, which from a start of the player's making
 * may be the only way on (the loop may be in the track already laid).
 *
 * @param level - the level.
 * @param state - a state of it (from `TrainState.initial(level)` and its steps).
 * @param options - `algorithm` and limits, as for {@link solve}.
 * @returns the result (states from `state`) and the moves still to make.
 * @example
 * ```ts
 * const r = TrainState.initial(level).step(1);
 * if (r.ok) solveFrom(level, r.state).solution;
 * ```
 * @category Solving
 */
export function solveFrom(level: Level, state: TrainState, options: GameSolveOptions = {}): GameSolveResult<TrainState, Move> {
  const algorithm = chooseAlgorithm('cosmic-express', ALGORITHMS, options.algorithm);
  const { heuristic: _h, weight: _w, greedy: _g, ...given } = searchOptionsOf<TrainState>(options);
  const setUp = new LimitBudget(given);
  const built = setUp.setUp((check) => {
    for (const step of pruningSetUp(level, PRUNE)) {
      check();
      step(level);
    }
    check();
  });
  if ('stopped' in built) return { result: built.stopped, optimal: false };
  const limits = { ...setUp.stage(), cycleCheck: 'none' as const };
  const problem = { ...problemOf(level, PRUNE), initial: state };
  const result: SearchResult<TrainState, Move> =
    algorithm === 'iddfs'
      ? iddfs(problem, limits)
      : lds(problem, { ...limits, exactFrom: 12, milestone: (a, b) => b.delivered > a.delivered, order: warnsdorffThenNearest });
  return result.status === 'solved'
    ? { result, solution: formatSolution(result.moves), optimal: algorithm === 'iddfs' }
    : { result, optimal: false };
}
