/**
 * A restricted copy of a level for a first, cheaper attempt: lone heliums that stand in an open
 * room (not in a doorway or corridor) become walls.
 *
 * @module
 */
import type { Level } from '../level.js';

/**
 * The level with every helium that is not the player and stands on a cell with three or more
 * floor neighbours turned into a wall, or `undefined` when there is none.
 *
 * @remarks
 * Helium never bonds; in an open room it is only an obstacle, but pushing it around multiplies
 * the positions a search meets. Searching without it is a restriction: every move sequence that
 * solves the copy and never touches those cells also solves the level, which the caller checks by
 * replaying it (a rotating part that is stopped by the new wall trails instead of pushing, so the
 * outcomes can differ). A copy that cannot be solved proves nothing about the level.
 */
export function withRoomHeliumsFrozen(level: Level): Level | undefined {
  let copy = frozenCopies.get(level);
  if (copy === undefined) frozenCopies.set(level, (copy = frozenCopy(level) ?? null));
  return copy ?? undefined;
}

/**
 * The copies made so far, `null` for a level without room heliums: a level solved again gets the
 * same copy, and with it the rules' and the analysis' tables built for the copy the first time.
 */
const frozenCopies = new WeakMap<Level, Level | null>();

function frozenCopy(level: Level): Level | undefined {
  const { width: w, height: h, walls } = level;
  const floorAround = (x: number, y: number): number => {
    let k = 0;
    if (x > 0 && walls[y * w + x - 1] === 0) k++;
    if (x + 1 < w && walls[y * w + x + 1] === 0) k++;
    if (y > 0 && walls[(y - 1) * w + x] === 0) k++;
    if (y + 1 < h && walls[(y + 1) * w + x] === 0) k++;
    return k;
  };
  const frozen = level.atoms.filter((a) => a.element === 'e' && !a.player && floorAround(a.x, a.y) >= 3);
  if (frozen.length === 0) return undefined;
  const restricted = walls.slice();
  for (const a of frozen) restricted[a.y * w + a.x] = 1;
  const kept = level.atoms.flatMap((a, i) => (frozen.includes(a) ? [] : [i]));
  // Heliums never bond: dropping their characters leaves a given start's bonds whole.
  const start = level.start === undefined ? {} : { start: kept.map((i) => level.start![i]).join('') };
  return { ...level, walls: restricted, atoms: kept.map((i) => level.atoms[i]!), solutions: [], ...start };
}
