/**
 * How a position is written: one character per atom, in the order the atoms appear in the level
 * file, whose code is `cell * 16 + bonds` (the bond counts to the atom on its right and to the one
 * below); the directions of a move; and the readers of an atom's code.
 *
 * @module
 */

/**
 * A position: one character per atom of the level, `cell * 16 + bonds` (see {@link encodeAtom}).
 *
 * @category Rules
 */
export type Position = string;

/**
 * A move: the direction the player's molecule goes.
 *
 * @category Rules
 */
export type Direction = 'up' | 'left' | 'down' | 'right';

/**
 * The four directions in the order the solver tries them.
 *
 * @category Rules
 */
export const DIRECTIONS: readonly Direction[] = ['up', 'left', 'down', 'right'];

/**
 * The column step of each direction (the package's one direction table, with {@link DY}).
 *
 * @category Rules
 */
export const DX: Readonly<Record<Direction, number>> = { up: 0, left: -1, down: 0, right: 1 };

/**
 * The row step of each direction (downward is positive).
 *
 * @category Rules
 */
export const DY: Readonly<Record<Direction, number>> = { up: -1, left: 0, down: 1, right: 0 };

/**
 * The column step per index into {@link DIRECTIONS}.
 *
 * @category Rules
 */
export const STEP_X: readonly number[] = DIRECTIONS.map((d) => DX[d]);

/**
 * The row step per index into {@link DIRECTIONS}.
 *
 * @category Rules
 */
export const STEP_Y: readonly number[] = DIRECTIONS.map((d) => DY[d]);

/**
 * The order in which the bonding scan and the position analysis look at an atom's four sides:
 * right, left, down, up (bit masks of sides use these indices).
 *
 * @category Rules
 */
export const SIDES: readonly Direction[] = ['right', 'left', 'down', 'up'];

/**
 * The column step per index into {@link SIDES}.
 *
 * @category Rules
 */
export const SIDE_X: readonly number[] = SIDES.map((d) => DX[d]);

/**
 * The row step per index into {@link SIDES}.
 *
 * @category Rules
 */
export const SIDE_Y: readonly number[] = SIDES.map((d) => DY[d]);

/*
 * The low four bits of an atom's code hold its bonds to the right and below: `right * 4 + down`
 * while both are at most 3. A quadruple bond (two carbons strengthened past triple) leaves its
 * atoms no other bond, so it takes two codes that no atom can otherwise have (right + down > 4).
 */
const QUAD_RIGHT = 14;
const QUAD_DOWN = 11;
export const RIGHT_OF: Uint8Array = Uint8Array.from({ length: 16 }, (_, k) => (k === QUAD_RIGHT ? 4 : k === QUAD_DOWN ? 0 : k >>> 2));
export const DOWN_OF: Uint8Array = Uint8Array.from({ length: 16 }, (_, k) => (k === QUAD_DOWN ? 4 : k === QUAD_RIGHT ? 0 : k & 3));
export const bondBits = (right: number, down: number): number => (right === 4 ? QUAD_RIGHT : down === 4 ? QUAD_DOWN : right * 4 + down);

/**
 * Packs one atom's cell and its bonds to the right and downward neighbours into a character code.
 *
 * @remarks
 * The code is `cell * 16 + right * 4 + down` for bond counts up to 3; a quadruple bond (only two
 * carbons can form one, and then neither has another bond) uses two codes that are otherwise
 * impossible.
 *
 * @param cell - `y * width + x`.
 * @param right - bonds to the atom on the right (0 to 4).
 * @param down - bonds to the atom below (0 to 4).
 * @example
 * ```ts
 * encodeAtom(5, 1, 0); // 84
 * ```
 * @category Rules
 */
export function encodeAtom(cell: number, right: number, down: number): number {
  return cell * 16 + bondBits(right, down);
}

/**
 * The cell index (`y * width + x`) of atom `i` in a position.
 *
 * @category Rules
 */
export const cellAt = (pos: Position, i: number): number => pos.charCodeAt(i) >>> 4;

/**
 * The bond count from atom `i` to its right neighbour.
 *
 * @category Rules
 */
export const rightBondAt = (pos: Position, i: number): number => RIGHT_OF[pos.charCodeAt(i) & 15]!;

/**
 * The bond count from atom `i` to the neighbour below it.
 *
 * @category Rules
 */
export const downBondAt = (pos: Position, i: number): number => DOWN_OF[pos.charCodeAt(i) & 15]!;
