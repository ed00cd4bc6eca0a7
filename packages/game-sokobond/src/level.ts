/**
 * The immutable description of a Sokobond level: walls, modifiers on grid corners, and the atoms
 * as loaded (before the load-time bonding).
 *
 * @module
 */

/**
 * An element: hydrogen, oxygen, nitrogen, carbon, helium.
 *
 * @category Level
 */
export type Element = 'h' | 'o' | 'n' | 'c' | 'e';

/**
 * The elements in code order: the index of an element here is its numeric code in states.
 *
 * @category Level
 */
export const ELEMENTS: readonly Element[] = ['h', 'o', 'n', 'c', 'e'];

/**
 * The valence (number of bonds an atom wants) of each element, indexed by element code.
 *
 * @category Level
 */
export const VALENCE: readonly number[] = [1, 2, 3, 4, 0];

/**
 * What a modifier does to a bond that moves across its corner.
 *
 * - `weaken` (`/` in files): one bond fewer; a single bond breaks and the molecule may split.
 * - `strengthen` (`+`): one bond more, when both atoms still have a free electron.
 * - `rotate` (`@`): the part of the molecule beyond the bond turns a quarter around the corner.
 *
 * @category Level
 */
export type ModifierKind = 'weaken' | 'strengthen' | 'rotate';

/**
 * A modifier on the corner shared by cells (x, y), (x+1, y), (x, y+1) and (x+1, y+1).
 *
 * @category Level
 */
export interface Modifier {
  readonly x: number;
  readonly y: number;
  readonly kind: ModifierKind;
}

/**
 * An atom as written in the level file.
 *
 * @category Level
 */
export interface AtomSpec {
  readonly x: number;
  readonly y: number;
  readonly element: Element;
  /** Whether this is the player's atom (upper case in the file). */
  readonly player: boolean;
}

/**
 * A parsed level. Shared by every state; never mutated.
 *
 * @remarks
 * `walls`, `cornerKind` are flat arrays indexed by `y * width + x`. Cells outside the grid count as
 * walls. `cornerKind` holds 0 (none), 1 (weaken), 2 (strengthen), 3 (rotate) for the corner at the
 * bottom-right of each cell.
 *
 * @category Level
 */
export interface Level {
  /** `v1` (plain grid) or `v2` (grid with in-between rows for modifiers). */
  readonly format: 'v1' | 'v2';
  /** `v2 multiple`: several molecules may remain at the end. */
  readonly multiple: boolean;
  readonly width: number;
  readonly height: number;
  /** 1 for a wall, 0 for floor; `width * height` entries. */
  readonly walls: Uint8Array;
  readonly modifiers: readonly Modifier[];
  /** Modifier code per corner (0 none, 1 weaken, 2 strengthen, 3 rotate). */
  readonly cornerKind: Uint8Array;
  /** The atoms in reading order. Exactly one has `player: true`. */
  readonly atoms: readonly AtomSpec[];
  /** Solutions written in the file after `=` (may be empty). */
  readonly solutions: readonly string[];
  /**
   * The position play starts from, when it is not the file's (a level made by `levelAt` from a
   * position reached in play); the atoms then stand where this position puts them.
   */
  readonly start?: string;
}

/**
 * Modifier codes used in {@link Level.cornerKind}.
 *
 * @category Level
 */
export const MODIFIER_CODE: Readonly<Record<ModifierKind, number>> = { weaken: 1, strengthen: 2, rotate: 3 };

/**
 * File characters of the modifiers.
 *
 * @category Level
 */
export const MODIFIER_CHAR: Readonly<Record<ModifierKind, string>> = { weaken: '/', strengthen: '+', rotate: '@' };
