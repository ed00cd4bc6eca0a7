/**
 * What a drawing of the board shows that the level and the state do not spell out: the pieces of
 * track a path lays (through wormholes) and the colour of the alien in each filled house. Worked
 * out in one place from the rules' tables, for the text and the SVG renderers alike.
 *
 * @module
 */
import { Cell, type Color, type Level } from '../level.js';
import { DELIVERED, type TrainState } from '../rules.js';
import { tablesOf } from './level-tables.js';

/**
 * The colour of the alien in each filled house. The state does not record which alien went where,
 * only which houses are filled: a coloured house holds its colour, and the delivered aliens left
 * over fill the wildcard houses in order. For the renderers.
 *
 * @internal
 */
export function houseContents(level: Level, state: TrainState): (Color | undefined)[] {
  const left: Color[] = [];
  level.aliens.forEach((a, k) => {
    if (state.alienStatus(k) === DELIVERED) left.push(a.color);
  });
  const out: (Color | undefined)[] = level.houses.map((h, i) => {
    if (!state.houseFilled(i) || h.color === 'any') return undefined;
    const j = left.indexOf(h.color);
    if (j >= 0) left.splice(j, 1);
    return h.color;
  });
  level.houses.forEach((h, i) => {
    if (state.houseFilled(i) && h.color === 'any') out[i] = left.shift() ?? 'purple';
  });
  return out;
}

/**
 * The track pieces a path lays: per cell, one bit per side the track leaves by (bit k: direction k),
 * through wormholes where a step joins two cells that are not neighbours. Both renderers draw these.
 */
export function trackBits(level: Level, path: readonly number[]): Map<number, number> {
  const t = tablesOf(level);
  const { cells } = level;
  const bits = new Map<number, number>();
  const add = (c: number, b: number): void => void bits.set(c, (bits.get(c) ?? 0) | b);
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    let d = -1;
    for (let k = 0; k < 4; k++) if (t.neighbor[a * 4 + k] === b) d = k;
    if (d < 0) {
      for (let k = 0; k < 4; k++) {
        const w = t.neighbor[a * 4 + k]!;
        if (w >= 0 && cells[w] === Cell.Wormhole && t.neighbor[t.partner[w]! * 4 + k] === b) d = k;
      }
    }
    if (d < 0) continue;
    add(a, 1 << d);
    add(b, 1 << ((d + 2) & 3));
  }
  return bits;
}
