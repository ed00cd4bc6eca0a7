/**
 * The types of a Cosmic Express level: an immutable grid shared by every state.
 *
 * @module
 */

/**
 * An alien colour. Green aliens leave goo: once one has sat in a car, only green aliens board it.
 *
 * @category Level
 */
export type Color = 'purple' | 'orange' | 'green';

/**
 * The colour a house accepts: one colour, or `any` (the grid format's `?`).
 *
 * @category Level
 */
export type HouseColor = Color | 'any';

/** Colour codes used in the simulation (car contents are code + 1, 0 = empty). */
export const COLORS: readonly Color[] = ['purple', 'orange', 'green'];
/** The code of green in {@link COLORS}. */
export const GREEN = 2;
/** The house colour code of a wildcard house. */
export const ANY = 3;

/**
 * What a cell of the grid holds. Numbers, so the grid is one typed array.
 *
 * @category Level
 */
export const Cell = {
  /** Outside the playing field (the JSON format's border): never track. */
  Outside: 0,
  Empty: 1,
  Wall: 2,
  Alien: 3,
  House: 4,
  /** A crossing: the track may pass it twice, straight through each time. */
  Crossing: 5,
  /** A wormhole: one of a pair; a move into it continues from its partner in the same direction. */
  Wormhole: 6,
  Entrance: 7,
  Exit: 8,
  /** A waiting car of the grid format (`a`): an obstacle. */
  Car: 9,
} as const;

/** One of the {@link Cell} codes. */
export type CellKind = (typeof Cell)[keyof typeof Cell];

/**
 * An alien waiting at a cell.
 *
 * @category Level
 */
export interface Alien {
  readonly cell: number;
  readonly color: Color;
}

/**
 * A house at a cell.
 *
 * @category Level
 */
export interface House {
  readonly cell: number;
  readonly color: HouseColor;
}

/**
 * The source format of a level; formatting a level writes it back in this format.
 *
 * @category Level
 */
export type LevelFormat = 'json' | 'grid';

/**
 * An immutable Cosmic Express level.
 *
 * @remarks
 * Both formats become one grid. A JSON level of `width × height` playable cells becomes a
 * `(width + 2) × (height + 2)` grid whose border is {@link Cell.Outside} except for the entrance
 * and the exit, exactly the JSON coordinates. A character grid is taken as it is.
 *
 * The track starts on the entrance cell and ends on the exit cell; both are track cells.
 * Cell index = `y * width + x`.
 *
 * @category Level
 */
export interface Level {
  readonly format: LevelFormat;
  /** Grid width (JSON: playable width + 2). */
  readonly width: number;
  /** Grid height (JSON: playable height + 2). */
  readonly height: number;
  /** One {@link Cell} code per cell. */
  readonly cells: Uint8Array;
  /** Number of cars behind the engine (each carries at most one alien). */
  readonly cars: number;
  readonly entrance: number;
  readonly exit: number;
  /** Aliens in source order (JSON entity order, grid reading order). */
  readonly aliens: readonly Alien[];
  /** Houses in source order; a car next to two matching houses fills the first one. */
  readonly houses: readonly House[];
  /** Wormhole cells; `wormholes[2k]` and `wormholes[2k+1]` are partners. */
  readonly wormholes: readonly number[];
  /** Grid format only: the cells of the waiting cars (`a`), in reading order. */
  readonly carCells: readonly number[];
  /** JSON format only: the wall cells in source order (kept so formatting round-trips). */
  readonly walls: readonly number[];
  /** JSON format only: the order of entities (`a` alien index, `h` house, `w` wall) in the source. */
  readonly entityOrder: readonly ('a' | 'h' | 'w')[];
}
