/**
 * The numbers the compiled board is written in: tile kinds, angle corners and the way an angle turns
 * a ball, direction steps, and which tiles are safe (where water sends the ball back). The simulator
 * compiles a level into these codes and reads them on every move.
 *
 * @module
 */
import type { Corner } from '../level.js';

// Tile codes of the compiled grid.
export const VOID = 0;
export const FLAT = 1;
export const SLOPE = 2;
export const ANGLE = 3;
export const SAND = 4;
export const QUICK = 5;
export const WATER = 6;
export const SPRING = 7;
export const WARP = 8;
export const BELT = 9;
export const ICE = 10;
export const ICE_ANGLE = 11;

export const CORNERS: Readonly<Record<Corner, number>> = { tl: 0, tr: 1, bl: 2, br: 3 };
// REFLECT[corner * 4 + direction]: the direction a ball leaves an angle it rolls across, or -1 when
// that direction does not meet the angled wall. Directions: 0 up, 1 right, 2 down, 3 left.
export const REFLECT: Int8Array = new Int8Array([
  // tl: up → right, left → down
  1, -1, -1, 2,
  // tr: up → left, right → down
  3, 2, -1, -1,
  // bl: down → right, left → up
  -1, -1, 1, 0,
  // br: down → left, right → up
  -1, 0, 3, -1,
]);
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

/** Whether the ball, leaving a tile of this kind, marks it as the place water sends it back to. */
export function isSafe(kind: number): boolean {
  return kind === FLAT || kind === ANGLE || kind === SAND || kind === SPRING || kind === ICE || kind === ICE_ANGLE;
}
