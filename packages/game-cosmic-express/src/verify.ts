/**
 * The verifier: replays a solution with the rules and says whether it solves the level.
 *
 * @module
 */
import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { Level } from './level.js';
import { isDrawing, parseSolution, readDrawing } from './notation.js';
import { WAITING, type Move, type TrainState } from './rules.js';
import { CosmicExpressState } from './state.js';

/**
 * Replays moves from the start and returns every state, the start included; stops at the first
 * illegal move. Steps through {@link CosmicExpressState}.
 *
 * @category Verification
 */
export function replay(level: Level, moves: readonly Move[]): TrainState[] {
  let state = new CosmicExpressState(level);
  const states = [state.train];
  for (const m of moves) {
    const next = state.play(m);
    if (typeof next === 'string') break;
    state = next;
    states.push(state.train);
  }
  return states;
}

/**
 * Checks a solution: a move string over `U D L R`, a list of moves, or a drawn board (see
 * {@link readDrawing}).
 *
 * @remarks
 * Valid when every move is legal, the last one reaches the exit, and after the train has run out
 * every alien has been delivered. Otherwise `step` is the index of the first illegal move, or the
 * number of moves when the moves are legal but do not solve the level, or -1 when the text cannot
 * be read (with the reason and position).
 *
 * @returns the verdict; `cost` is the number of track pieces laid (= moves).
 * @example
 * ```ts
 * verify(level, 'RRRRRRRRR'); // { valid: true, moves: 9, cost: 9 }
 * ```
 * @category Verification
 */
export function verify(level: Level, solution: string | readonly Move[]): VerifyResult {
  const read = readSolution(solution, (text) => (isDrawing(text) ? readDrawing(level, text) : parseSolution(text)));
  if ('invalid' in read) return read.invalid;
  const moves = read.moves;
  let position = new CosmicExpressState(level);
  for (let i = 0; i < moves.length; i++) {
    const next = position.play(moves[i]!);
    if (typeof next === 'string') return { valid: false, step: i, reason: next };
    position = next;
  }
  const state = position.train;
  if (!state.done) return { valid: false, step: moves.length, reason: 'the track does not reach the exit' };
  if (!state.isSolved()) {
    let waiting = 0;
    for (let i = 0; i < level.aliens.length; i++) if (state.alienStatus(i) === WAITING) waiting++;
    const aboard = level.aliens.length - state.delivered - waiting;
    return {
      valid: false,
      step: moves.length,
      reason: `${level.aliens.length - state.delivered} of ${level.aliens.length} aliens not delivered (${waiting} still waiting, ${aboard} left on the train)`,
    };
  }
  return { valid: true, moves: moves.length, cost: moves.length };
}
