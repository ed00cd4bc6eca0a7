import { turnCell, turnDirection, turnSize, turnStep, type GridTurn } from '@puzzle-solvers/game-kit';
import type { Corner, Level, Move, Tile } from '../../src/index.js';

/** A corner of a cell as the signs of its offset from the centre. */
const CORNER_SIGNS: Readonly<Record<Corner, readonly [number, number]>> = { tl: [-1, -1], tr: [1, -1], bl: [-1, 1], br: [1, 1] };
const CORNERS = Object.keys(CORNER_SIGNS) as Corner[];

/** Which corner `corner` becomes after the turn. */
export function turnCorner(turn: GridTurn, corner: Corner): Corner {
  const [x, y] = turnStep(turn, ...CORNER_SIGNS[corner]);
  return CORNERS.find((k) => CORNER_SIGNS[k][0] === x && CORNER_SIGNS[k][1] === y)!;
}

function turnTile(turn: GridTurn, tile: Tile): Tile {
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
export function turnLevel(turn: GridTurn, level: Level): Level {
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
export function turnMove(turn: GridTurn, move: Move): Move {
  return { card: move.card, direction: turnDirection(turn, move.direction) };
}
