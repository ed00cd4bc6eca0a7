/**
 * The types of the key maze: levels, moves and states.
 *
 * @module
 */

/**
 * Which puzzle of the day: `'1'` solves the map as given; `'2'` first splits a single robot into four
 * (the 3×3 block around `@` becomes `@#@ / ### / @#@`). A map that already has four robots is the
 * same under both.
 *
 * @category Types
 */
export type Part = '1' | '2';

/**
 * A parsed key maze. Immutable and shared by every state of a search.
 *
 * @remarks
 * Cells are numbered row-major: cell `y * width + x`. Keys are numbered in alphabetical order of
 * the letters present (key `i` is bit `1 << i` of a key set); a door whose key is absent from the
 * map can never open and behaves as a wall.
 *
 * @category Types
 */
export interface Level {
  /** The file name given to the parser, or `<input>`. */
  readonly file: string;
  /** The part the level was parsed for (part 2 maps are already split). */
  readonly part: Part;
  readonly width: number;
  readonly height: number;
  /** The map rows as text, after the part-2 split. */
  readonly rows: readonly string[];
  /** Character code of every cell, row-major. */
  readonly cells: Uint8Array;
  /** The robots' start cells, in reading order (robot 0 is the first `@`). */
  readonly robots: readonly number[];
  /** The key letters present, in alphabetical order: key `i` is `keys[i]`. */
  readonly keys: readonly string[];
  /** The cell of each key, by key index. */
  readonly keyCells: readonly number[];
  /** Per cell: the key index lying there, or -1. */
  readonly keyAt: Int8Array;
  /** Per cell: the key index a door there needs, -1 for no door, {@link NEVER_OPENS} for a door without a key. */
  readonly doorAt: Int8Array;
}

/** The {@link Level.doorAt} value of a door whose key is not on the map. @category Types */
export const NEVER_OPENS = -2;

/**
 * One move of the key-maze solution: robot `robot` walks (by a shortest legal route) to the key
 * `key` and picks it up. Routes never cross a key that is not yet held: that key would be picked up
 * first, so it is a move of its own.
 *
 * @category Types
 */
export interface Move {
  /** Robot index (reading order of the `@` cells). */
  readonly robot: number;
  /** The key letter, `a`–`z`. */
  readonly key: string;
}

/**
 * A state of the contracted search: a packed number holding every robot's position (its start or
 * a key it collected) and the set of keys held. Decode it with {@link decodeState}.
 *
 * @remarks
 * Play cell by cell (the step moves of {@link KeyMazeMove}) also reaches positions with a robot
 * anywhere else: those are **walk states**, negative numbers (`-1 -` the raw grid's state, see
 * {@link packState}). The searches never make one; `decodeState`, `render`, `renderSvg`, `verify`'s
 * replay, the plugin's `playMove`, `isSolved` and `solveFrom` take both.
 *
 * @category Types
 */
export type KeyMazeState = number;

/** A direction of one grid step. @category Types */
export type Direction = 'U' | 'D' | 'L' | 'R';

/**
 * One move of the raw grid problem: robot `robot` steps one cell in direction `dir`.
 *
 * @category Types
 */
export interface GridMove {
  readonly robot: number;
  readonly dir: Direction;
}

/**
 * A move of play: a key-to-key {@link Move} (`a`, `2:b`: walk the shortest way to that key) or one
 * grid step {@link GridMove} (`U`, `2:L`: one cell, picking up a key stepped on).
 *
 * @remarks The solvers answer in key moves only; steps are for a person playing cell by cell, and
 * for checking a walk written out step by step (`verify` counts the steps taken).
 * @category Types
 */
export type KeyMazeMove = Move | GridMove;

/**
 * A decoded state: where each robot stands (cell indices) and the keys held.
 *
 * @category Types
 */
export interface DecodedState {
  /** Cell of each robot. */
  readonly robots: readonly number[];
  /** Bit `i` set when key `i` is held. */
  readonly held: number;
}
