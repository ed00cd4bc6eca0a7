/**
 * Solving from a state reached in play.
 *
 * @module
 */
import { bfs } from '@puzzle-solvers/search-core';
import { searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import type { Level, Move } from '../level.js';
import { formatSolution } from '../notation.js';
import { problemOf } from '../solve.js';
import { packingOf, type GolfState } from '../state.js';

/**
 * The fewest cards from `state` (the ball where it lies, the cards left in hand) to the hole.
 *
 * @remarks
 * **When to use**: a hint in the middle of a game (the plugin's `solveFrom`). Breadth-first search
 * over the same packed states as {@link solve}, from `state`; every card costs 1, so the answer
 * is the fewest cards, and `exhausted` proves that the cards left cannot reach the hole. The
 * `algorithm` option is not read; the limits are.
 *
 * @param level - the level.
 * @param state - a state of it (its hand must be part of the level's).
 * @param options - limits, signal, progress.
 * @returns the result (states from `state`), the solution in the notation, `optimal: true`.
 * @throws RangeError when the hand holds cards the level does not deal.
 * @example
 * ```ts
 * const after = playMove(level, initialState(level), move);
 * if (typeof after !== 'string') solveFrom(level, after).solution;
 * ```
 * @category Solving
 */
export function solveFrom(level: Level, state: GolfState, options: GameSolveOptions = {}): GameSolveResult<GolfState, Move> {
  const packing = packingOf(level);
  const problem = { ...problemOf(level), initial: packing.fromState(state) };
  const result = bfs(problem, { ...searchOptionsOf<number>(options), capacity: 64 });
  if (result.status !== 'solved') return { result, optimal: true, lowerBound: result.status === 'exhausted' ? Infinity : 0 };
  return {
    result: { ...result, states: result.states.map((k) => packing.toState(k)) },
    solution: formatSolution(result.moves),
    optimal: true,
    lowerBound: result.cost,
  };
}
