/**
 * A level that starts from a state reached in play.
 *
 * @module
 */
import type { BallState, Level } from '../level.js';
import { tubesOf } from '../state.js';

/**
 * The level as it stands in `state`: the same tubes, colours, capacity and rules, with the balls
 * where the state has them, so that `solve` starts from there.
 *
 * @remarks
 * **When to use**: to solve from the middle of a game (a hint); `solveFrom` does this. The
 * colours keep their numbers, so the new level's states read the same as the old one's.
 *
 * @param level - the level.
 * @param state - a state of it.
 * @returns a new level; the given one is unchanged.
 * @example
 * ```ts
 * solve(levelAt(level, applyMove(level, initialState(level), 0, 2))).solution;
 * ```
 * @category Solver
 */
export function levelAt(level: Level, state: BallState): Level {
  if (state.length !== level.tubes.length) {
    throw new RangeError(`ball-sort: a state of ${state.length} tubes on a level of ${level.tubes.length}`);
  }
  return { ...level, tubes: tubesOf(level, state) };
}
