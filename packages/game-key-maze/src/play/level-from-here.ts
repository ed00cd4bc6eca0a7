/**
 * The maze as seen from a position of play.
 *
 * @module
 */
import { NEVER_OPENS, type Level } from '../level.js';

const DOT = 46;
const AT = 64;

/**
 * @internal The level whose start is a position of play: the robots stand where they are, the keys
 * held are gone from the map and their doors are floor (a held key and an open door are floor to
 * every route), the other keys and doors keep their letters. Its moves name the same robots and
 * key letters as the level's, and a solution of it from its start costs what one from the
 * position costs.
 *
 * @remarks A robot is never on a key it does not hold in play (stepping on a key picks it up),
 * so no robot starts on a key here.
 */
export function levelFromHere(level: Level, robots: readonly number[], held: number): Level {
  const cells = level.cells.slice();
  const kept = level.keys.filter((_, k) => ((held >> k) & 1) === 0);
  const index = new Map(kept.map((letter, i) => [letter, i]));
  const keyAt = new Int8Array(cells.length).fill(-1);
  const doorAt = new Int8Array(cells.length).fill(-1);
  const keyCells = new Array<number>(kept.length);
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] === AT) cells[c] = DOT;
    const k = level.keyAt[c]!;
    const d = level.doorAt[c]!;
    if (k >= 0) {
      const i = index.get(level.keys[k]!);
      if (i === undefined) cells[c] = DOT;
      else {
        keyAt[c] = i;
        keyCells[i] = c;
      }
    } else if (d === NEVER_OPENS) doorAt[c] = NEVER_OPENS;
    else if (d >= 0) {
      const i = index.get(level.keys[d]!);
      if (i === undefined) cells[c] = DOT;
      else doorAt[c] = i;
    }
  }
  for (const r of robots) cells[r] = AT;
  const rows = Array.from({ length: level.height }, (_, y) =>
    Array.from(cells.subarray(y * level.width, (y + 1) * level.width), (c) => String.fromCharCode(c)).join(''),
  );
  return Object.freeze({
    file: level.file,
    part: level.part,
    width: level.width,
    height: level.height,
    rows: Object.freeze(rows),
    cells,
    robots: Object.freeze([...robots]),
    keys: Object.freeze(kept),
    keyCells: Object.freeze(keyCells),
    keyAt,
    doorAt,
  });
}
