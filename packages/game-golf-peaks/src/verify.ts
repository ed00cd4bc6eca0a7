import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { Level, Move } from './level.js';
import { formatMove, parseSolution } from './notation.js';
import { GolfPeaksState, type GolfState } from './state.js';

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
  let state = GolfPeaksState.initial(level);
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    if (state.isGoal()) return { valid: false, step: i, reason: `the ball is already in the hole before ${formatMove(move)}` };
    const next = state.play(move);
    if (typeof next === 'string') return { valid: false, step: i, reason: `${formatMove(move)}: ${next}` };
    state = next;
  }
  if (!state.isGoal()) return { valid: false, step: moves.length, reason: 'the ball is not in the hole after the last card' };
  return { valid: true, moves: moves.length, cost: moves.length };
}

/**
 * Plays one move from a state: the state after it, or why it is illegal (a sentence).
 *
 * @category Verifying
 */
export function playMove(level: Level, state: GolfState, move: Move): GolfState | string {
  return new GolfPeaksState(level, state).play(move);
}

/**
 * The states along a solution, starting with the initial state; stops at the first illegal move.
 *
 * @category Verifying
 */
export function replay(level: Level, moves: readonly Move[]): GolfState[] {
  // Plain objects out, as before: a state class would carry the level into every copy.
  const plain = (s: GolfState): GolfState => ({ ball: s.ball, lastSafe: s.lastSafe, hand: s.hand });
  let state = GolfPeaksState.initial(level);
  const states: GolfState[] = [plain(state)];
  for (const move of moves) {
    const next = state.play(move);
    if (typeof next === 'string') break;
    state = next;
    states.push(plain(state));
  }
  return states;
}
