/**
 * The types of a ball sort level, its states and its moves.
 *
 * @module
 */

/**
 * Which moves are allowed.
 *
 * - `app`: the destination must be empty or have a ball of the moving ball's colour on top (the
 *   mobile game's rule; the default);
 * - `course`: any tube that is not full (the VIU CSCI 479 assignment's rule).
 *
 * @category Level
 */
export type Rules = 'app' | 'course';

/**
 * What one move carries.
 *
 * - `single`: one ball (the default);
 * - `pour`: the whole run of one colour on top of the source, as many balls as fit in the
 *   destination (water-sort style). One pour is one move however many balls it carries.
 *
 * @category Level
 */
export type MoveUnit = 'single' | 'pour';

/**
 * An immutable ball sort level. Every state of the level points to it.
 *
 * @remarks
 * Colours are numbered `0 … colours.length - 1` in order of first appearance; `colours[i]` is the
 * character the level file used for colour `i`. Every colour has exactly `capacity` balls, so a
 * solved level has one full tube per colour and every other tube empty.
 *
 * @category Level
 */
export interface Level {
  /** Balls per tube when full (≥ 2). */
  readonly capacity: number;
  /** The tubes at the start, balls bottom first, as colour numbers. */
  readonly tubes: readonly (readonly number[])[];
  /** The character of each colour number. */
  readonly colours: readonly string[];
  /** The rule set (from the `rules` option). */
  readonly rules: Rules;
  /** The move unit (from the `moves` option). */
  readonly moves: MoveUnit;
}

/**
 * One move: take from tube `from`, put on tube `to` (0-based indices; the notation is 1-based).
 *
 * @remarks With the `pour` unit the number of balls is implied by the state, so it is not part of
 * the move.
 *
 * @category Level
 */
export interface Move {
  readonly from: number;
  readonly to: number;
}

/**
 * A state of a level: one number per tube, its *tube code*.
 *
 * @remarks
 * A tube's code writes its balls as digits in base `colours + 1` (colour number + 1, so no digit is
 * 0), the bottom ball most significant: an empty tube is 0, the top ball is `code % base`, pushing a
 * ball `c` gives `code · base + c + 1`. A code therefore determines the tube exactly, and a state is
 * a plain array of small numbers (cheap to copy, hash and compare). States are never mutated once
 * built. Use `tubesOf` to read one as balls.
 *
 * @category Level
 */
export type BallState = readonly number[];
