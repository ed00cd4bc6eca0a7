/**
 * Text drawing of a level or a state, with box characters for the track.
 *
 * @module
 */
import { Cell, type Color, type HouseColor, type Level } from './level.js';
import { TRACK_BITS } from './notation.js';
import { WAITING, type TrainState } from './rules.js';
import { houseContents, trackBits } from './rules/board-contents.js';

const ALIEN_CHAR: Readonly<Record<Color, string>> = { purple: 'P', orange: 'O', green: 'G' };
const HOUSE_CHAR: Readonly<Record<HouseColor, string>> = { purple: 'p', orange: 'o', green: 'g', any: '?' };
const CHAR_OF_BITS: Record<number, string> = {};
for (const [ch, bits] of Object.entries(TRACK_BITS)) CHAR_OF_BITS[bits] = ch;

/**
 * Options of {@link render}.
 *
 * @category Rendering
 */
export interface RenderOptions {
  /** Draw aliens and houses as `#`, as the earlier solver's `solutions.json` boards do. Default false. */
  readonly obstaclesAsWalls?: boolean;
}

/**
 * Draws a level, or a state of it, as text: one line per grid row, one character per cell.
 *
 * @remarks
 * `.` empty, `#` wall, `P O G` aliens, `p o g ?` houses, `+` crossing, `*` wormhole, `a` a waiting
 * car (grid format), `[` the entrance, `]` the exit, a blank outside the JSON format's playing field,
 * and the track in `─ │ ┌ ┐ └ ┘` (`┼` for a crossing passed both ways), the style of the earlier
 * solver's boards. With a state, an alien that has boarded leaves its cell (drawn `.`) and a filled
 * house shows the alien in it in upper case (`P O G`); the train itself is not drawn. The drawing of
 * a solved state can be given back to the verifier.
 *
 * @param level - the level.
 * @param state - a state whose track is drawn; none draws the bare level.
 * @returns the drawing; rows end with a line break except the last.
 * @example
 * ```ts
 * render(level, solve(level).result.states?.at(-1));
 * ```
 * @category Rendering
 */
export function render(level: Level, state?: TrainState, options: RenderOptions = {}): string {
  const { width, height, cells } = level;
  const out: string[] = [];
  for (let c = 0; c < cells.length; c++) {
    const k = cells[c];
    out.push(
      k === Cell.Outside
        ? ' '
        : k === Cell.Empty
          ? '.'
          : k === Cell.Crossing
            ? '+'
            : k === Cell.Wormhole
              ? '*'
              : k === Cell.Entrance
                ? '['
                : k === Cell.Exit
                  ? ']'
                  : k === Cell.Car
                    ? 'a'
                    : '#',
    );
  }
  const walls = options.obstaclesAsWalls === true;
  // With a state, an alien that has boarded has left its cell, and a filled house shows the alien in it.
  const filled = state !== undefined && !walls ? houseContents(level, state) : [];
  level.aliens.forEach((a, i) => {
    out[a.cell] = walls ? '#' : state !== undefined && state.alienStatus(i) !== WAITING ? '.' : ALIEN_CHAR[a.color];
  });
  level.houses.forEach((h, i) => {
    const inside = filled[i];
    out[h.cell] = walls ? '#' : inside !== undefined ? ALIEN_CHAR[inside] : HOUSE_CHAR[h.color];
  });
  if (state !== undefined) {
    const bits = trackBits(level, state.path());
    for (const [c, b] of bits) {
      const k = cells[c];
      if (k === Cell.Entrance || k === Cell.Exit) continue;
      out[c] = CHAR_OF_BITS[b] ?? out[c]!;
    }
  }
  const rows: string[] = [];
  for (let y = 0; y < height; y++) rows.push(out.slice(y * width, y * width + width).join(''));
  return rows.join('\n');
}
