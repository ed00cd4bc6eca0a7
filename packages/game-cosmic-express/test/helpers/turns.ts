import { turnCell, turnDirection, turnSize, type GridTurn } from '@puzzle-solvers/game-kit';
import type { Level } from '../../src/level.js';
import { MOVES, type Move } from '../../src/rules.js';

/**
 * The level turned over: every cell, alien, house, wormhole and car moved; the aliens and houses
 * keep their order (a car beside two matching houses fills the first), so the rules must play it
 * the same way, turned.
 */
export function turnLevel(turn: GridTurn, level: Level): Level {
  const { width, height } = level;
  const [W, H] = turnSize(turn, width, height);
  const at = (c: number) => turnCell(turn, width, height, c);
  const cells = new Uint8Array(W * H);
  for (let c = 0; c < width * height; c++) cells[at(c)] = level.cells[c]!;
  return {
    ...level,
    width: W,
    height: H,
    cells,
    entrance: at(level.entrance),
    exit: at(level.exit),
    aliens: level.aliens.map((a) => ({ ...a, cell: at(a.cell) })),
    houses: level.houses.map((h) => ({ ...h, cell: at(h.cell) })),
    wormholes: level.wormholes.map(at),
    carCells: level.carCells.map(at),
    walls: level.walls.map(at),
  };
}

/** A move on the turned level. */
export function turnMove(turn: GridTurn, move: Move): Move {
  return MOVES[turnDirection(turn, MOVES.indexOf(move) as 0 | 1 | 2 | 3)]!;
}
