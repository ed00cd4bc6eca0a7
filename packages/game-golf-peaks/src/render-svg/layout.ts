/**
 * Where things go in the SVG picture: the course turned a quarter of a right angle and seen from
 * above at an angle, tiles lifted by their height, the hand of cards under it and a caption line
 * for the animation. Shared by the drawing of the course and of what moves on it.
 *
 * @module
 */
import { svgNumber } from '@puzzle-solvers/game-kit';
import type { Level, Tile } from '../level.js';

/** Pixels: a cell of the grid, the picture's margin, a card, the gap between cards, the caption line. */
export const CELL = 48;
export const MARGIN = 10;
export const CARD_W = 58;
export const CARD_H = 42;
export const CARD_GAP = 8;
const CAPTION = 22;

const heightOf = (tile: Tile): number => (tile.kind === 'void' ? -Infinity : tile.height);

/** Cos 45°: the course is turned a quarter of a right angle, as the game shows it. */
const DIAG = Math.SQRT1_2;
/** The vertical squash of the turned course, for a view from above at an angle. */
const SQUASH = 0.62;

/** Pixels one unit of height lifts a tile. */
const LIFT = 9;
/** Thickness of the ground under the lowest tiles. */
export const BASE = 8;

/** The layout of one picture of a level: its size, where the grid lands and how high tiles stand. */
export interface Geometry {
  /** Height of the drawn course (the turned, squashed grid with its heights). */
  readonly boardHeight: number;
  readonly width: number;
  readonly height: number;
  readonly perRow: number;
  /** The lowest and highest tile, and whether they differ. */
  readonly low: number;
  readonly high: number;
  /** Where the grid point (x, y), in cells, lands in the picture at ground level. */
  readonly project: (x: number, y: number) => [number, number];
  /** How many pixels a tile of height `h` stands above the ground. */
  readonly lift: (h: number) => number;
  /** The SVG transform that puts grid coordinates (pixels, CELL per cell) where `project` does. */
  readonly transform: string;
}

/** The layout of a picture of `level`, with room for a caption line when `caption` (the animation). */
export function geometryOf(level: Level, caption: boolean): Geometry {
  const heights = level.tiles.filter((t) => t.kind !== 'void').map((t) => heightOf(t));
  const low = heights.length === 0 ? 0 : Math.min(...heights);
  const high = heights.length === 0 ? 0 : Math.max(...heights);
  const rise = (high - low) * LIFT;
  const diag = (level.width + level.height) * CELL * DIAG;
  const boardW = diag;
  const boardHeight = diag * SQUASH + rise + BASE;
  const perRow = Math.max(
    1,
    Math.min(level.cards.length, Math.floor((Math.max(boardW, 4 * (CARD_W + CARD_GAP)) + CARD_GAP) / (CARD_W + CARD_GAP))),
  );
  const cardRows = Math.max(1, Math.ceil(level.cards.length / perRow));
  const width = 2 * MARGIN + Math.max(boardW, perRow * (CARD_W + CARD_GAP) - CARD_GAP);
  const height = 2 * MARGIN + boardHeight + MARGIN + cardRows * (CARD_H + CARD_GAP) + (caption ? CAPTION : 0);
  // The grid's top-left corner turns to the left end of the diamond's upper edge.
  const ox = (width - boardW) / 2 + level.height * CELL * DIAG;
  const oy = MARGIN + rise;
  const project = (x: number, y: number): [number, number] => [ox + (x - y) * CELL * DIAG, oy + (x + y) * CELL * DIAG * SQUASH];
  const transform = `translate(${svgNumber(ox)} ${svgNumber(oy)}) scale(1 ${SQUASH}) rotate(45)`;
  return { boardHeight, width, height, perRow, low, high, project, lift: (h) => (h - low) * LIFT, transform };
}

/** The centre of a tile's top, lifted by its height. */
export function standOn(level: Level, g: Geometry, cell: number): [number, number] {
  const [x, y] = g.project((cell % level.width) + 0.5, Math.floor(cell / level.width) + 0.5);
  const tile = level.tiles[cell];
  return [x, y - (tile === undefined || tile.kind === 'void' ? 0 : g.lift(tile.height))];
}
