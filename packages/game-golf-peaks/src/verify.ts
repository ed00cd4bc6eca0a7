import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { Level, Move } from './level.js';
import { formatMove, parseSolution } from './notation.js';
import { playCard, type FailReason } from './rules.js';
import { initialState, type GolfState } from './state.js';

const WHY: Readonly<Record<FailReason, string>> = {
  void: 'the ball falls off the course',
  sideways: 'the ball would roll across a slope',
  loop: 'the ball would slide round a loop forever',
  quicksand: 'the ball stops on quicksand and sinks',
};

/**
 * Replays a solution and says whether it brings the ball to the flag.
 *
 * @remarks
 * Each move must use a card still in hand, must not fail (void, rolling across a slope, a sliding
 * loop, quicksand), and no move may follow the one that reaches the flag. A solution that stops
 * short of the flag is invalid at `step === moves`.
 *
 * @param level - the level.
 * @param solution - moves, or text in the notation (`1-↗ 3-↘ 1/1-↗`).
 * @returns `{ valid: true, moves, cost }` (cost = cards played) or the first bad step and why
 *   (`step: -1` when the text itself is malformed).
 * @example
 * ```ts
 * verify(parse('1x3\n0,ball\n0\n0,flag\n\n2-'), '2-↙'); // { valid: true, moves: 1, cost: 1 }
 * ```
 * @see {@link replay}
 * @category Verifying
 */
export function verify(level: Level, solution: string | readonly Move[]): VerifyResult {
  const read = readSolution(solution, parseSolution);
  if ('invalid' in read) return read.invalid;
  const moves = read.moves;
  let state = initialState(level);
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    if (state.ball === level.flag) return { valid: false, step: i, reason: `the ball is already in the hole before ${formatMove(move)}` };
    const next = playMove(level, state, move);
    if (typeof next === 'string') return { valid: false, step: i, reason: `${formatMove(move)}: ${next}` };
    state = next;
  }
  if (state.ball !== level.flag) return { valid: false, step: moves.length, reason: 'the ball is not in the hole after the last card' };
  return { valid: true, moves: moves.length, cost: moves.length };
}

/**
 * Plays one move from a state: the state after it, or why it is illegal (a sentence).
 *
 * @category Verifying
 */
export function playMove(level: Level, state: GolfState, move: Move): GolfState | string {
  const at = state.hand.findIndex((c) => c.label === move.card.label);
  if (at < 0) return `no ${move.card.label} card left in the hand`;
  const out = playCard(level, state, move.card, move.direction);
  if (!out.ok) return WHY[out.reason];
  const hand = state.hand.slice();
  hand.splice(at, 1);
  return { ball: out.ball, lastSafe: out.lastSafe, hand };
}

/**
 * The states along a solution, starting with the initial state; stops at the first illegal move.
 *
 * @category Verifying
 */
export function replay(level: Level, moves: readonly Move[]): GolfState[] {
  const states = [initialState(level)];
  for (const move of moves) {
    const last = states[states.length - 1]!;
    if (last.ball === level.flag) break;
    const next = playMove(level, last, move);
    if (typeof next === 'string') break;
    states.push(next);
  }
  return states;
}
