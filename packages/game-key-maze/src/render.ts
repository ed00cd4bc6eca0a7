import type { KeyMazeState, Level } from './level.js';
import { decodeState } from './encoding/spaces.js';

/**
 * Draws a level, or a state of it, as text (one line per row, no trailing newline).
 *
 * @remarks With a state, robots are drawn where they stand, keys held are gone and their doors
 * are open (`.`).
 * @param level - a parsed level.
 * @param state - a contracted-search state of this level (default: the start).
 * @example
 * ```ts
 * render(level, result.states[1]);
 * ```
 * @category Rendering
 */
export function render(level: Level, state?: KeyMazeState): string {
  if (state === undefined) return level.rows.join('\n');
  const { robots, held } = decodeState(level, state);
  return renderCells(level, robots, held);
}

/**
 * Draws the map with robots at `robots` (cells) and the keys `held` (bits) collected.
 *
 * @category Rendering
 */
export function renderCells(level: Level, robots: readonly number[], held: number): string {
  const chars = Array.from(level.cells, (c) => String.fromCharCode(c));
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '@') chars[i] = '.';
    const k = level.keyAt[i]!;
    const d = level.doorAt[i]!;
    if ((k >= 0 && (held >> k) & 1) || (d >= 0 && (held >> d) & 1)) chars[i] = '.';
  }
  for (const r of robots) chars[r] = '@';
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) rows.push(chars.slice(y * level.width, (y + 1) * level.width).join(''));
  return rows.join('\n');
}
