/**
 * The rules of Golf Peaks: where the ball starts, what one card played in one direction does, and
 * why a card fails. The simulation of a move, written once and used by the search, the verifier
 * and the renderer alike.
 *
 * Its parts live in `rules/`: the numbers the compiled board is written in (`tile-codes`) and the
 * per-level simulator that plays a card without allocating (`simulator`, the search's hot path).
 * This module is their public face: it names the simulator's outcomes.
 *
 * @module
 */
import type { Card, Direction, Level } from './level.js';
import { OK, Simulator, simulatorOf } from './rules/simulator.js';

/**
 * Why a card fails.
 *
 * - `void`: the ball rolls or jumps onto void or off the map.
 * - `sideways`: the ball is asked to roll across a slope (neither up nor down it).
 * - `loop`: a slide (slope, belt or ice) comes back to a tile it already left in the same
 *   direction, so the ball would never stop.
 * - `quicksand`: the card ends on quicksand.
 *
 * @category Rules
 */
export type FailReason = 'void' | 'sideways' | 'loop' | 'quicksand';

/**
 * Where the ball rests between cards: its cell and the last safe cell (where water sends it back).
 *
 * @remarks
 * The last safe cell only matters when the ball rests on a tile that is not itself safe (ice,
 * a warp): on a flat, sand, angle or spring tile the next card starts by making that tile the safe
 * one. {@link normalizeBall} folds that, so that equal situations compare equal.
 *
 * @category Rules
 */
export interface BallPosition {
  /** Cell index of the ball (`y * width + x`). */
  readonly ball: number;
  /** Cell index of the last safe tile (flat, sand, angle or spring) the ball left. */
  readonly lastSafe: number;
}

/**
 * The outcome of one card: where the ball ends, or why the card fails.
 *
 * @category Rules
 */
export type CardOutcome =
  | { readonly ok: true; readonly ball: number; readonly lastSafe: number }
  | { readonly ok: false; readonly reason: FailReason };

/**
 * The ball position at the start of a level.
 *
 * @category Rules
 */
export function startPosition(level: Level): BallPosition {
  return { ball: level.ball, lastSafe: level.ball };
}

/**
 * Folds the last safe cell into the ball when the ball rests on a safe tile (the next card would
 * overwrite it anyway), so that positions that behave alike compare equal.
 *
 * @category Rules
 */
export function normalizeBall(level: Level, at: BallPosition): BallPosition {
  return { ball: at.ball, lastSafe: simulatorOf(level).normalSafe(at.ball, at.lastSafe) };
}

/**
 * Plays one card in one direction: the whole simulation of a move, used by the search, the
 * verifier and the renderer alike.
 *
 * @remarks
 * Per step of the card, in order: roll (tile by tile: void fails; level or lower tiles are rolled
 * or fallen onto; a higher tile bounces the ball back; sand stops it; water sends it back to the
 * last safe tile; a spring turns the rest into a jump; slopes are rolled up or down and their sides
 * are walls; an angle turns a ball that crosses it from an open side) or jump (lands exactly there,
 * fails on void); then a step ending on a slope turns the card's direction down it, one ending in
 * water ends the card on the last safe tile, one ending on a spring makes the next roll a jump,
 * a warp is taken, and the flag ends the card. After the last step the ball slides: ice keeps it
 * going in its last direction, slopes and belts push it one tile at a time, warps are taken after
 * each push; coming back to a tile in the same direction is a loop and fails. A card that ends on
 * quicksand fails. The card is not checked against a hand here.
 *
 * @param level - the level.
 * @param at - where the ball is.
 * @param card - the card played.
 * @param direction - the direction it is played in.
 * @returns where the ball rests (last safe cell normalized, see {@link normalizeBall}), or why
 *   the card fails.
 * @example
 * ```ts
 * const level = parse('1x3\n0,ball\n0\n0,flag\n\n2-');
 * playCard(level, startPosition(level), level.cards[0]!, DOWN); // { ok: true, ball: 2, lastSafe: 2 }
 * ```
 * @category Rules
 */
export function playCard(level: Level, at: BallPosition, card: Card, direction: Direction): CardOutcome {
  const sim = simulatorOf(level);
  const type = sim.cardTypes.findIndex((t) => t.label === card.label);
  if (type < 0) {
    // A card that is not in the level's hand: simulate it on a throwaway copy of the level.
    const other = new Simulator({ ...level, cards: [card] });
    return outcome(other, other.play(0, direction, at.ball, at.lastSafe));
  }
  return outcome(sim, sim.play(type, direction, at.ball, at.lastSafe));
}

// The failure reason of each outcome code of the simulator (0 is success; 5, the safety net's runaway
// slide, reads as a loop).
const REASONS: readonly FailReason[] = ['void', 'void', 'sideways', 'loop', 'quicksand', 'loop'];

function outcome(sim: Simulator, code: number): CardOutcome {
  if (code !== OK) return { ok: false, reason: REASONS[code]! };
  return { ok: true, ball: sim.ball, lastSafe: sim.normalSafe(sim.ball, sim.lastSafe) };
}
