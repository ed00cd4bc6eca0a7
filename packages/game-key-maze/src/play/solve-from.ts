/**
 * Solving from a state reached in play.
 *
 * @module
 */
import { astar, dijkstra, type SearchResult } from '@puzzle-solvers/search-core';
import { chooseAlgorithm, LimitBudget, searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import { keyMazeBound } from '../heuristics.js';
import type { KeyMazeState, Level, Move } from '../level.js';
import { formatSolution } from '../notation.js';
import { ALGORITHMS, problemOf } from '../solve.js';
import { contractedSpace } from '../encoding/spaces.js';

/**
 * The fewest steps from `state` (robots on their starts or on keys they took, the keys held) to
 * the last key: {@link solve}'s search, started there.
 *
 * @remarks
 * **When to use**: a hint in the middle of a game (the plugin's `solveFrom`). Every state reached
 * from the start of a solvable maze is solvable (no move strands a key), so on a maze that
 * `solve` solves this never ends `exhausted`.
 *
 * @param level - the level.
 * @param state - a packed state of it (see `encodeState`).
 * @param options - `algorithm` and limits, as for {@link solve}.
 * @returns the result (states from `state`), the solution in the notation, `optimal: true`.
 * @example
 * ```ts
 * solveFrom(level, encodeState(level, [level.keyCells[0]!], 1)).solution;
 * ```
 * @category Solving
 */
export function solveFrom(level: Level, state: KeyMazeState, options: GameSolveOptions = {}): GameSolveResult<KeyMazeState, Move> {
  const algorithm = chooseAlgorithm('key-maze', ALGORITHMS, options.algorithm);
  const budget = new LimitBudget(options);
  const built = budget.setUp((check) => contractedSpace(level, check));
  if ('stopped' in built) return { result: built.stopped, optimal: false };
  const space = built.value;
  const limits = { ...searchOptionsOf<KeyMazeState>(budget.stage()), capacity: 64, stateBytes: space.codec.bytesPerState };
  const heuristic = algorithm === 'astar' ? keyMazeBound(level) : undefined;
  const problem = { ...problemOf(level, heuristic), initial: state };
  const result: SearchResult<KeyMazeState, Move> = heuristic !== undefined ? astar(problem, limits) : dijkstra(problem, limits);
  if (result.status !== 'solved') return { result, optimal: false };
  return { result, solution: formatSolution(result.moves, level), optimal: true };
}
