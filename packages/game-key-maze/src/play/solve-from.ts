/**
 * Solving from a state reached in play.
 *
 * @module
 */
import { astar, dijkstra, type SearchResult } from '@puzzle-solvers/search-core';
import { chooseAlgorithm, LimitBudget, searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import { keyMazeBound } from '../heuristics.js';
import type { KeyMazeMove, KeyMazeState, Level, Move } from '../level.js';
import { formatSolution } from '../notation.js';
import { ALGORITHMS, problemOf } from '../solve.js';
import { contractedSpace, decodeState, initialState, packState } from '../encoding/spaces.js';
import { levelFromHere } from './level-from-here.js';

/**
 * The fewest steps from `state` to the last key: {@link solve}'s search, started there.
 *
 * @remarks
 * **When to use**: a hint in the middle of a game (the plugin's `solveFrom`). Every state reached
 * from the start of a solvable maze is solvable (no move strands a key), so on a maze that
 * `solve` solves this never ends `exhausted`.
 *
 * From a walk state (a robot between keys, after steps; see {@link packState}) it solves the
 * maze as seen from there: the robots start where they stand and the keys held are gone, which
 * builds that maze's key graph anew (as long as `solve`'s set-up). The answer is key moves
 * either way; its states are the level's own.
 *
 * @param level - the level.
 * @param state - a state of it: contracted (see `encodeState`) or a walk state.
 * @param options - `algorithm` and limits, as for {@link solve}.
 * @returns the result (states from `state`), the solution in the notation, `optimal: true`.
 * @example
 * ```ts
 * solveFrom(level, encodeState(level, [level.keyCells[0]!], 1)).solution;
 * ```
 * @category Solving
 */
export function solveFrom(level: Level, state: KeyMazeState, options: GameSolveOptions = {}): GameSolveResult<KeyMazeState, KeyMazeMove> {
  if (state < 0) return solveFromWalk(level, state, options);
  const algorithm = chooseAlgorithm('key-maze', ALGORITHMS, options.algorithm);
  const budget = new LimitBudget(options);
  const built = budget.setUp((check) => contractedSpace(level, check));
  if ('stopped' in built) return { result: built.stopped, optimal: false, lowerBound: 0 };
  const space = built.value;
  const limits = { ...searchOptionsOf<KeyMazeState>(budget.stage()), capacity: 64, stateBytes: space.codec.bytesPerState };
  // `anytime` hints with A*: the search from a state reached in play is short.
  const heuristic = algorithm === 'dijkstra' ? undefined : keyMazeBound(level);
  const problem = { ...problemOf(level, heuristic), initial: state };
  const result: SearchResult<KeyMazeState, Move> = heuristic !== undefined ? astar(problem, limits) : dijkstra(problem, limits);
  if (result.status !== 'solved') return { result, optimal: false, lowerBound: result.status === 'exhausted' ? Infinity : 0 };
  return { result, solution: formatSolution(result.moves, level), optimal: true, lowerBound: result.cost };
}

/** From a walk state: the maze seen from there, solved from its start; its states mapped back. */
function solveFromWalk(level: Level, state: KeyMazeState, options: GameSolveOptions): GameSolveResult<KeyMazeState, KeyMazeMove> {
  const { robots, held } = decodeState(level, state);
  const here = levelFromHere(level, robots, held);
  const answer = solveFrom(here, initialState(here), options);
  const { result } = answer;
  if (result.status !== 'solved') return { result, optimal: false };
  const bits = here.keys.map((letter) => 1 << level.keys.indexOf(letter));
  const states = result.states.map((s) => {
    const at = decodeState(here, s);
    const more = bits.reduce((all, bit, i) => ((at.held >> i) & 1 ? all | bit : all), 0);
    return packState(level, at.robots, held | more);
  });
  return { result: { ...result, states }, solution: formatSolution(result.moves, level), optimal: answer.optimal };
}
