/**
 * The eight symmetries of a rectangular grid (turns and mirrors), to check that a game's rules
 * have no favourite direction: a level turned over must play the same, move for move, turned.
 *
 * @module
 */

/**
 * One of the eight symmetries of the square, applied to a grid whose rows grow downwards.
 *
 * @remarks
 * `matrix` [a, b, c, d] sends a step (dx, dy) to (a·dx + b·dy, c·dx + d·dy); the cells move with
 * it and are shifted back onto the grid.
 *
 * @category Grid
 */
export interface GridTurn {
  readonly name: GridTurnName;
  readonly matrix: readonly [number, number, number, number];
}

/**
 * The names of the eight {@link GridTurn}s: `quarter` turns a quarter clockwise on screen, `mirrorX`
 * swaps left and right, `transpose` swaps rows and columns.
 *
 * @category Grid
 */
export type GridTurnName = 'id' | 'quarter' | 'half' | 'three-quarters' | 'mirrorX' | 'mirrorY' | 'transpose' | 'antitranspose';

/**
 * Every symmetry of a grid, the identity first.
 *
 * @example
 * ```ts
 * for (const turn of GRID_TURNS.slice(1)) check(turnLevel(turn, level)); // the seven others
 * ```
 * @category Grid
 */
export const GRID_TURNS: readonly GridTurn[] = [
  { name: 'id', matrix: [1, 0, 0, 1] },
  { name: 'quarter', matrix: [0, -1, 1, 0] },
  { name: 'half', matrix: [-1, 0, 0, -1] },
  { name: 'three-quarters', matrix: [0, 1, -1, 0] },
  { name: 'mirrorX', matrix: [-1, 0, 0, 1] },
  { name: 'mirrorY', matrix: [1, 0, 0, -1] },
  { name: 'transpose', matrix: [0, 1, 1, 0] },
  { name: 'antitranspose', matrix: [0, -1, -1, 0] },
];

/**
 * The turn that undoes `turn`.
 *
 * @category Grid
 */
export function inverseTurn(turn: GridTurn): GridTurn {
  // The matrices are orthogonal: the inverse is the transpose.
  const [a, b, c, d] = turn.matrix;
  return GRID_TURNS.find((t) => t.matrix[0] === a && t.matrix[1] === c && t.matrix[2] === b && t.matrix[3] === d)!;
}

/**
 * Where a step (dx, dy) points after the turn; also where a corner of a cell, written as signs
 * (-1 or 1 in x and y), goes.
 *
 * @category Grid
 */
export function turnStep(turn: GridTurn, dx: number, dy: number): [number, number] {
  const [a, b, c, d] = turn.matrix;
  // `+ 0` turns a -0 (from -1 × 0) into 0, so that equal steps compare equal.
  return [a * dx + b * dy + 0, c * dx + d * dy + 0];
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/**
 * Where a direction points after the turn, for directions numbered clockwise from up: 0 up
 * (towards row 0), 1 right, 2 down, 3 left.
 *
 * @example
 * ```ts
 * turnDirection(GRID_TURNS[1]!, 0); // 1: a quarter turn sends up to right
 * ```
 * @category Grid
 */
export function turnDirection(turn: GridTurn, direction: 0 | 1 | 2 | 3): 0 | 1 | 2 | 3 {
  const [x, y] = turnStep(turn, DX[direction]!, DY[direction]!);
  // The four unit steps: (0, -1) up, (1, 0) right, (0, 1) down, (-1, 0) left.
  return (x === 0 ? (y < 0 ? 0 : 2) : x > 0 ? 1 : 3) as 0 | 1 | 2 | 3;
}

/**
 * The size of a `width` × `height` grid after the turn: `[width, height]`, swapped by the turns
 * that swap rows and columns.
 *
 * @category Grid
 */
export function turnSize(turn: GridTurn, width: number, height: number): [number, number] {
  const [a, b, c, d] = turn.matrix;
  return [Math.abs(a) * width + Math.abs(b) * height, Math.abs(c) * width + Math.abs(d) * height];
}

/**
 * Where cell `cell` (`y * width + x`) of a `width` × `height` grid goes, as a cell of the turned
 * grid (see {@link turnSize}).
 *
 * @example
 * ```ts
 * turnCell(GRID_TURNS[4]!, 3, 2, 0); // 2: mirrorX sends the top-left cell to the top-right one
 * ```
 * @category Grid
 */
export function turnCell(turn: GridTurn, width: number, height: number, cell: number): number {
  const [a, b, c, d] = turn.matrix;
  const x = cell % width;
  const y = (cell - x) / width;
  // A negative coefficient counts from the far edge.
  const nx = a * x + b * y + (a < 0 ? width - 1 : 0) + (b < 0 ? height - 1 : 0);
  const ny = c * x + d * y + (c < 0 ? width - 1 : 0) + (d < 0 ? height - 1 : 0);
  return ny * turnSize(turn, width, height)[0] + nx;
}
