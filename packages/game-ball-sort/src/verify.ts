import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { BallState, Level, Move } from './level.js';
import { parseSolution } from './notation.js';
import { BallSortState } from './state.js';

/**
 * Replays a solution and says whether it sorts the level, or names the first illegal move and why.
 *
 * @param level - the level (its rules and move unit apply).
 * @param solution - moves, or text in `from>to` notation.
 * @returns `{ valid: true, moves, cost }`, or `{ valid: false, step, reason }` with the 0-based
 * index of the first illegal move (the number of moves when all are legal but the tubes are not
 * sorted at the end; -1 when the text is malformed).
 * @example
 * ```ts
 * verify(level, '1>3 2>1 3>2'); // { valid: true, moves: 3, cost: 3 } or a reason
 * ```
 * @see {@link replay}
 * @category Verifier
 */
export function verify(level: Level, solution: string | readonly Move[]): VerifyResult {
  const read = readSolution(solution, parseSolution);
  if ('invalid' in read) return read.invalid;
  const moves = read.moves;
  let state = new BallSortState(level);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const next = state.play(m);
    if (typeof next === 'string') return { valid: false, step: i, reason: `move ${i + 1} (${m.from + 1}>${m.to + 1}): ${next}` };
    state = next;
  }
  if (!state.isGoal()) {
    return { valid: false, step: moves.length, reason: 'after the last move the tubes are not sorted' };
  }
  return { valid: true, moves: moves.length, cost: moves.length };
}

/**
 * The states along a solution: the start state, then the state after each move; stops before the
 * first illegal move. Steps through {@link BallSortState}.
 *
 * @category Verifier
 */
export function replay(level: Level, moves: readonly Move[]): BallState[] {
  let state = new BallSortState(level);
  const out = [state.tubes];
  for (const m of moves) {
    const next = state.play(m);
    if (typeof next === 'string') break;
    state = next;
    out.push(state.tubes);
  }
  return out;
}
