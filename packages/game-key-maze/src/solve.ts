import { astar, dijkstra } from '@puzzle-solvers/search-core';
import { chooseAlgorithm, searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/game-kit';
import { keyMazeBound } from './heuristics.js';
import type { KeyMazeState, Level, Move } from './level.js';
import { formatSolution } from './notation.js';
import { keyMazeProblem } from './state.js';

/**
 * The algorithms {@link solve} accepts; the first is the default.
 *
 * - `astar`: A* on the contracted graph with {@link keyMazeBound} (optimal, fastest).
 * - `dijkstra`: the same search without a heuristic (optimal; a cross-check).
 *
 * @category Solving
 */
export const ALGORITHMS = Object.freeze(['astar', 'dijkstra'] as const);

/** One of {@link ALGORITHMS}. @category Solving */
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * Solves a key maze: the fewest total steps to collect every key.
 *
 * @remarks
 * Searches the contracted graph ({@link keyMazeProblem}): states are (robot positions, keys held),
 * a move walks one robot to one key. The answer is optimal with either algorithm. A level that
 * cannot be solved (a key out of reach, or behind its own door) ends `exhausted` without
 * searching. The part (1 or 2) was fixed when the level was parsed.
 *
 * @param level - a parsed level.
 * @param options - `algorithm` (default `astar`) and search limits: `timeoutMs`, `maxStates`,
 * `maxExpansions`, `signal`, `onProgress`.
 * @returns search-core's result (its `cost` is the number of steps) and the solution in
 * {@link formatSolution | notation}.
 * @throws SearchError (`invalid-option`) for an algorithm not in {@link ALGORITHMS}.
 * @example
 * ```ts
 * const { result, solution } = solve(parse(text, { options: { part: '2' } }));
 * if (result.status === 'solved') console.log(result.cost, solution);
 * ```
 * @see {@link verify}, {@link keyMazeProblem}, {@link gridProblem}
 * @category Solving
 */
export function solve(level: Level, options: GameSolveOptions = {}): GameSolveResult<KeyMazeState, Move> {
  const algorithm = chooseAlgorithm('key-maze', ALGORITHMS, options.algorithm);
  const limits = searchOptionsOf<KeyMazeState>(options);
  let result;
  if (algorithm === 'astar') result = astar(keyMazeProblem(level, keyMazeBound(level)), limits);
  else result = dijkstra(keyMazeProblem(level), limits);
  if (result.status !== 'solved') return { result, optimal: false };
  return { result, solution: formatSolution(result.moves, level), optimal: true };
}
