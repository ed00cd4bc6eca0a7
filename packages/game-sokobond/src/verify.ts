/**
 * Replaying solutions: the verifier.
 *
 * @module
 */
import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { Level } from './level.js';
import { parseSolution } from './notation.js';
import type { Direction, Position, Refusal } from './rules.js';
import { SokobondState } from './state.js';

/**
 * Options of {@link replaySolution}.
 *
 * @category Verifier
 */
export interface ReplayOptions {
  /**
   * What a move that cannot be made means. `ignore` (the default) does what the game does with a
   * key press into a wall: nothing. `refuse` treats it as an illegal step.
   */
  readonly blocked?: 'ignore' | 'refuse';
}

/**
 * A step-by-step account of a replay.
 *
 * @category Verifier
 */
export interface Replay {
  /** Whether the level was solved (at the end, or earlier: the game ends the level there). */
  readonly solved: boolean;
  /** The positions: the start, then one per move played (a blocked move repeats the position). */
  readonly positions: Position[];
  /** Moves that could not be made, with the reason. */
  readonly blocked: { readonly step: number; readonly reason: Refusal }[];
  /** How many moves were played before the level was solved (all of them when not solved). */
  readonly played: number;
}

/**
 * Why a move did nothing, for a person, by {@link Refusal}.
 *
 * @category Verifier
 */
export const REFUSAL_REASONS: Readonly<Record<Refusal, string>> = {
  wall: 'an atom would enter a wall',
  overlap: 'two atoms would end on one cell',
  ring: 'a rotator cannot turn part of a ring',
};

/**
 * Replays moves from the start of a level.
 *
 * @remarks
 * Plays the moves through {@link SokobondState}. The replay stops at the first solved position,
 * as the game does. With `blocked: 'refuse'` it
 * also stops at the first move that cannot be made.
 *
 * @example
 * ```ts
 * replaySolution(level, parseSolution('DDW')).solved;
 * ```
 * @category Verifier
 */
export function replaySolution(level: Level, moves: readonly Direction[], options: ReplayOptions = {}): Replay {
  let state = new SokobondState(level);
  const positions = [state.position];
  const blocked: { step: number; reason: Refusal }[] = [];
  if (state.isGoal()) return { solved: true, positions, blocked, played: 0 };
  for (let i = 0; i < moves.length; i++) {
    const r = state.play(moves[i]!);
    if (!r.ok) {
      blocked.push({ step: i, reason: r.reason });
      if (options.blocked === 'refuse') return { solved: false, positions, blocked, played: i };
    } else {
      state = r.state;
    }
    positions.push(state.position);
    if (state.isGoal()) return { solved: true, positions, blocked, played: i + 1 };
  }
  return { solved: false, positions, blocked, played: moves.length };
}

/**
 * Checks a solution: the plugin's verifier.
 *
 * @remarks
 * Follows the game: a move into a wall does nothing and is not an error (several solutions that
 * the game accepted contain one). The cost is the number of moves that moved something. Use
 * {@link replaySolution} with `blocked: 'refuse'` for a strict check.
 *
 * @param level - the level.
 * @param solution - `WASD` text or a list of directions.
 * @returns valid with the move count and cost, or the failing step and why.
 * @example
 * ```ts
 * verify(parse('xxxxx\nxH-hx\nxxxxx'), 'D'); // { valid: true, moves: 1, cost: 1 }
 * ```
 * @category Verifier
 */
export function verify(level: Level, solution: string | readonly Direction[], options: ReplayOptions = {}): VerifyResult {
  const read = readSolution(solution, parseSolution);
  if ('invalid' in read) return read.invalid;
  const moves = read.moves;
  const r = replaySolution(level, moves, options);
  if (options.blocked === 'refuse' && r.blocked.length > 0) {
    const b = r.blocked[0]!;
    return { valid: false, step: b.step, reason: `move ${b.step + 1} (${moves[b.step]}) is blocked: ${REFUSAL_REASONS[b.reason]}` };
  }
  if (!r.solved) {
    return { valid: false, step: moves.length, reason: 'the moves end before the level is solved' };
  }
  return { valid: true, moves: r.played, cost: r.played - r.blocked.length };
}
