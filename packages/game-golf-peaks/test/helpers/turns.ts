import type { Corner, Direction, Level, Move, Tile } from '../../src/index.js';

/**
 * One of the eight symmetries of the square, as the matrix [a, b, c, d] that sends a step (dx, dy)
 * to (a·dx + b·dy, c·dx + d·dy); rows grow downwards.
 */
export interface Turn {
  readonly name: string;
  readonly matrix: readonly [number, number, number, number];
}

export const TURNS: readonly Turn[] = [
  { name: 'id', matrix: [1, 0, 0, 1] },
  { name: 'quarter', matrix: [0, -1, 1, 0] },
  { name: 'half', matrix: [-1, 0, 0, -1] },
  { name: 'three-quarters', matrix: [0, 1, -1, 0] },
  { name: 'mirrorX', matrix: [-1, 0, 0, 1] },
  { name: 'mirrorY', matrix: [1, 0, 0, -1] },
  { name: 'transpose', matrix: [0, 1, 1, 0] },
  { name: 'antitranspose', matrix: [0, -1, -1, 0] },
];

/** The turn that undoes `turn` (its matrix transposed: the matrices are orthogonal). */
export function inverse(turn: Turn): Turn {
  const [a, b, c, d] = turn.matrix;
  return TURNS.find((t) => t.matrix.join() === [a, c, b, d].join())!;
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const CORNER_SIGNS: Readonly<Record<Corner, readonly [number, number]>> = { tl: [-1, -1], tr: [1, -1], bl: [-1, 1], br: [1, 1] };

function step(turn: Turn, dx: number, dy: number): [number, number] {
  const [a, b, c, d] = turn.matrix;
  return [a * dx + b * dy, c * dx + d * dy];
}

/** Where direction `d` points after the turn. */
export function turnDirection(turn: Turn, d: Direction): Direction {
  const [x, y] = step(turn, DX[d]!, DY[d]!);
  return DX.findIndex((dx, i) => dx === x && DY[i] === y) as Direction;
}

/** Which corner `corner` becomes after the turn. */
export function turnCorner(turn: Turn, corner: Corner): Corner {
  const [sx, sy] = CORNER_SIGNS[corner];
  const [x, y] = step(turn, sx, sy);
  return (Object.keys(CORNER_SIGNS) as Corner[]).find((k) => CORNER_SIGNS[k][0] === x && CORNER_SIGNS[k][1] === y)!;
}

/** The size of a `width` × `height` grid after the turn. */
export function turnSize(turn: Turn, width: number, height: number): [number, number] {
  const [a, b, c, d] = turn.matrix;
  return [Math.abs(a) * width + Math.abs(b) * height, Math.abs(c) * width + Math.abs(d) * height];
}

/** Where cell index `cell` of a `width` × `height` grid goes. */
export function turnCell(turn: Turn, width: number, height: number, cell: number): number {
  const [a, b, c, d] = turn.matrix;
  const x = cell % width;
  const y = (cell - x) / width;
  const [W] = turnSize(turn, width, height);
  // Each negative coefficient needs the far edge as its origin.
  const nx = a * x + b * y + (a < 0 ? width - 1 : 0) + (b < 0 ? height - 1 : 0);
  const ny = c * x + d * y + (c < 0 ? width - 1 : 0) + (d < 0 ? height - 1 : 0);
  return ny * W + nx;
}

function turnTile(turn: Turn, tile: Tile): Tile {
  switch (tile.kind) {
    case 'slope':
    case 'belt':
      return { ...tile, direction: turnDirection(turn, tile.direction) };
    case 'angle':
    case 'ice-angle':
      return { ...tile, corner: turnCorner(turn, tile.corner) };
    default:
      return tile;
  }
}

/** The level turned over: every tile moved and its direction or corner turned; the same hand. */
export function turnLevel(turn: Turn, level: Level): Level {
  const { width, height } = level;
  const [W, H] = turnSize(turn, width, height);
  const tiles: Tile[] = new Array<Tile>(W * H);
  for (let c = 0; c < width * height; c++) tiles[turnCell(turn, width, height, c)] = turnTile(turn, level.tiles[c]!);
  return {
    width: W,
    height: H,
    tiles,
    ball: turnCell(turn, width, height, level.ball),
    flag: turnCell(turn, width, height, level.flag),
    cards: level.cards,
  };
}

/** A move played on the turned level: the same card in the turned direction. */
export function turnMove(turn: Turn, move: Move): Move {
  return { card: move.card, direction: turnDirection(turn, move.direction) };
}
