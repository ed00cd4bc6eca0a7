/**
 * A level that starts from a position reached in play.
 *
 * @module
 */
import type { Level } from '../level.js';
import { cellAt, type Position } from '../rules.js';

/**
 * The level as it stands at `position`: the same board, its atoms where the position puts them,
 * and `start` set so that every search and replay begins there (bonds included, which the atoms'
 * cells alone do not give: a splitter can leave touching atoms unbonded).
 *
 * @remarks
 * **When to use**: to solve from the middle of a game (a hint), with any of the solver's modes;
 * `solveFrom` does this. The position must be one of this level's (as `move` makes them).
 *
 * @param level - the level.
 * @param position - a position of it.
 * @returns a new level; the given one is unchanged.
 * @example
 * ```ts
 * const r = move(level, initialPosition(level), 'right');
 * if (r.ok) solve(levelAt(level, r.position)).solution;
 * ```
 * @category Solver
 */
export function levelAt(level: Level, position: Position): Level {
  if (position.length !== level.atoms.length) {
    throw new RangeError(`sokobond: a position of ${position.length} atoms on a level of ${level.atoms.length}`);
  }
  const atoms = level.atoms.map((a, i) => {
    const cell = cellAt(position, i);
    return { ...a, x: cell % level.width, y: Math.floor(cell / level.width) };
  });
  return { ...level, atoms, solutions: [], start: position };
}
