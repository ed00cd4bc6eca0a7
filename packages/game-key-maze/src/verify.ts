import { readSolution, type VerifyResult } from '@puzzle-solvers/game-kit';
import type { KeyMazeMove, KeyMazeState, Level } from './level.js';
import { parseMoves } from './notation.js';
import { KeyMazeSearchState } from './state.js';

/**
 * Replays a solution: each move walks its robot along the shortest legal route to its key (open
 * doors and held keys only) and picks the key up; a step (`U`, `2:L`) moves its robot one cell.
 *
 * @param level - a parsed level.
 * @param solution - notation text (`a b c`, `0:a 2:b`, steps `R R D a`) or moves.
 * @returns `valid: true` with the number of moves and the total steps walked as `cost`; or the first
 * illegal move (0-based `step`, -1 for unreadable text, `moves.length` when keys remain) and why.
 * @example
 * ```ts
 * verify(parse('#########\n#b.A.@.a#\n#########'), 'a b'); // { valid: true, moves: 2, cost: 8 }
 * verify(parse('#########\n#b.A.@.a#\n#########'), 'b a'); // { valid: false, step: 0, reason: … }
 * ```
 * @see {@link solve}, {@link parseSolution}
 * @category Verifying
 */
export function verify(level: Level, solution: string | readonly KeyMazeMove[]): VerifyResult {
  const read = readSolution(solution, parseMoves);
  if ('invalid' in read) return read.invalid;
  const moves = read.moves;
  let state = new KeyMazeSearchState(level);
  let cost = 0;
  for (let i = 0; i < moves.length; i++) {
    const next = state.play(moves[i]!);
    if (typeof next === 'string') return { valid: false, step: i, reason: next };
    state = next;
    cost += state.steps;
  }
  const held = state.held;
  const missing = level.keys.filter((_, k) => ((held >> k) & 1) === 0);
  if (missing.length > 0) {
    return { valid: false, step: moves.length, reason: `keys ${missing.join(' ')} are still to be collected` };
  }
  return { valid: true, moves: moves.length, cost };
}

/**
 * The states along a solution: the start, then the state after each move, stopping before the
 * first illegal move (like search-core's `result.states`). After a step that leaves a robot
 * between keys, the state is a walk state (see {@link packState}).
 *
 * @category Verifying
 */
export function replay(level: Level, moves: readonly KeyMazeMove[]): KeyMazeState[] {
  let state = new KeyMazeSearchState(level);
  const states = [state.packed()];
  for (const m of moves) {
    const next = state.play(m);
    if (typeof next === 'string') break;
    state = next;
    states.push(state.packed());
  }
  return states;
}
