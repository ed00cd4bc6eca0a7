/**
 * The types of a Golf Peaks level: tiles, cards, directions and moves.
 *
 * @module
 */

/**
 * A direction on the grid: 0 up (towards row 0), 1 right, 2 down, 3 left (clockwise, so the
 * opposite of `d` is `d ^ 2`).
 *
 * @category Level
 */
export type Direction = 0 | 1 | 2 | 3;

/** @category Level */
export const UP = 0 as const;
/** @category Level */
export const RIGHT = 1 as const;
/** @category Level */
export const DOWN = 2 as const;
/** @category Level */
export const LEFT = 3 as const;

/**
 * The corner of an angle tile that holds its wall: `tl` top-left, `tr` top-right, `bl`
 * bottom-left, `br` bottom-right. The two sides opposite the corner are open.
 *
 * @category Level
 */
export type Corner = 'tl' | 'tr' | 'bl' | 'br';

/**
 * One cell of the grid.
 *
 * @remarks
 * `height` is the number written in the level file. Slopes and belts carry the direction they push
 * the ball (a slope falls that way); angles and ice angles carry the corner of their wall; warps
 * carry their pair number (`warp3` is 3; a bare `warp` is 0), and a level holds each pair exactly
 * twice.
 *
 * @category Level
 */
export type Tile =
  | { readonly kind: 'void' }
  | { readonly kind: 'flat'; readonly height: number }
  | { readonly kind: 'slope'; readonly height: number; readonly direction: Direction }
  | { readonly kind: 'angle'; readonly height: number; readonly corner: Corner }
  | { readonly kind: 'sand'; readonly height: number }
  | { readonly kind: 'quicksand'; readonly height: number }
  | { readonly kind: 'water'; readonly height: number }
  | { readonly kind: 'spring'; readonly height: number }
  | { readonly kind: 'warp'; readonly height: number; readonly pair: number }
  | { readonly kind: 'belt'; readonly height: number; readonly direction: Direction }
  | { readonly kind: 'ice'; readonly height: number }
  | { readonly kind: 'ice-angle'; readonly height: number; readonly corner: Corner };

/**
 * The kind of a tile.
 *
 * @category Level
 */
export type TileKind = Tile['kind'];

/**
 * One part of a card: roll `n` tiles (`n-`) or jump `n` tiles (`n/`).
 *
 * @category Level
 */
export interface CardStep {
  readonly kind: 'roll' | 'jump';
  readonly distance: number;
}

/**
 * A card: one or more steps played in the same direction (`1-`, `2/`, `1/2-`). Cards are compared
 * by their text (`label`).
 *
 * @category Level
 */
export interface Card {
  /** The card as written: `3-`, `2/`, `1/1-`. */
  readonly label: string;
  readonly steps: readonly CardStep[];
}

/**
 * One move: a card played in a direction.
 *
 * @category Level
 */
export interface Move {
  readonly card: Card;
  readonly direction: Direction;
}

/**
 * A parsed level: immutable, shared by every state.
 *
 * @remarks
 * Cells are stored row by row (`index = y * width + x`). Only the fields that the level text
 * holds are stored, so `parse(print(level))` deep-equals `level`; everything the simulation needs
 * on top (warp partners, packed tile codes) is built once per level by the rules and cached.
 *
 * @category Level
 */
export interface Level {
  readonly width: number;
  readonly height: number;
  /** `width * height` tiles, row by row. */
  readonly tiles: readonly Tile[];
  /** Cell index of the ball at the start. */
  readonly ball: number;
  /** Cell index of the flag. */
  readonly flag: number;
  /** The hand at the start, in the order of the card line. */
  readonly cards: readonly Card[];
}
