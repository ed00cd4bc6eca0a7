/**
 * The solver: search-core's A* (optimal or weighted) or BFS over Sokobond positions.
 *
 * This file is the solver's public face: `solve`, what it returns and the limits its searches take,
 * and the rest of the solver's API re-exported. The options and their defaults live in
 * `solve/options.ts`, each mode's strategy in a file of its own in `solve/`; the strategies import
 * the options from there, never this file, so no import goes round in a circle.
 *
 * @module
 */
import { bfs, type AStarOptions, type SearchResult } from '@puzzle-solvers/search-core';
import { LimitBudget, chooseAlgorithm, searchOptionsOf } from '@puzzle-solvers/game-kit';
import { admissibleEstimate } from './heuristics.js';
import { DeadVerdicts, verdictBytes, verdictCap } from './analysis/dead-verdicts.js';
import type { Level } from './level.js';
import { formatSolution } from './notation.js';
import { BY_POSITION, positionBytes } from './search/macro-moves.js';
import type { Direction, Position } from './rules.js';
import { anytimeSolve } from './solve/anytime-solve.js';
import { quickAndShortened } from './solve/fast-solve.js';
import { exactSearch, problemOf } from './solve/level-problem.js';
import { ALGORITHMS, type SolveOptions } from './solve/options.js';
import { verdictsPerLevel } from './solve/verdicts-per-level.js';

export { ALGORITHMS, ANYTIME_WEIGHTS, fastWeight, shortenBudgetFor, type Algorithm, type SolveOptions } from './solve/options.js';
export { problemOf } from './solve/level-problem.js';

/**
 * What {@link solve} returns.
 *
 * @category Solver
 */
export interface SolveResult {
  /** search-core's result; states are position strings. */
  readonly result: SearchResult<Position, Direction>;
  /** With status `solved`: the moves in `WASD` notation. */
  readonly solution?: string;
  /**
   * Whether the solution is proven shortest: always in the `optimal` and `bfs` modes; in `fast`
   * when its exact check (see {@link ALGORITHMS}) finished and the solution has its cost.
   */
  readonly optimal: boolean;
  /**
   * A proven lower bound on the fewest moves (the cost when `optimal`; `anytime`'s from the
   * admissible estimate and its searches). Absent when nothing is known (read it as 0).
   */
  readonly lowerBound?: number;
}

/**
 * The caller's limits as the searches of one solve take them: positions as states (their size
 * counted for `maxMemoryBytes`; searches that store more per state say so themselves), and the
 * memory limit less `reserved` bytes, which the solve's other tables keep.
 */
function searchLimits(level: Level, options: SolveOptions, reserved: number): AStarOptions<Position> {
  const limits = {
    capacity: 64,
    ...searchOptionsOf<Position>(options),
    hashing: BY_POSITION,
    stateBytes: positionBytes(level.atoms.length),
  };
  if (limits.maxMemoryBytes !== undefined) limits.maxMemoryBytes = Math.max(0, limits.maxMemoryBytes - reserved);
  return limits;
}

/**
 * Solves a level.
 *
 * @remarks
 * **Which one to choose**: `fast` (the default) for an answer within seconds; `optimal` for the
 * fewest moves (A* with an admissible heuristic, exact but slower on large rotator levels); `bfs`
 * only as a reference. Limits (`timeoutMs`, `maxStates`, `maxExpansions`, `signal`) end the search
 * with status `limit` or `aborted`; a level without solution ends `exhausted`.
 *
 * @param level - a parsed level.
 * @param options - algorithm, limits, heuristic override.
 * @returns search-core's result, the solution in `WASD` notation, and whether it is optimal.
 * @example
 * ```ts
 * const { result, solution } = solve(parse('xxxxx\nxH-hx\nxxxxx'));
 * result.status; // 'solved'
 * solution; // 'D'
 * ```
 * @see {@link problemOf}, {@link verify}
 * @category Solver
 */
export function solve(level: Level, options: SolveOptions = {}): SolveResult {
  const algorithm = chooseAlgorithm('sokobond', ALGORITHMS, options.algorithm);
  // The dead-verdict memo (A* modes with their own estimates) keeps its part of the memory limit;
  // the searches get the rest.
  const verdictsKept = algorithm === 'bfs' || options.heuristic !== undefined ? 0 : verdictCap(options.maxMemoryBytes);
  const limits = searchLimits(level, options, verdictBytes(verdictsKept));
  // The whole solve is one scope of the caller's limits (game-kit's `LimitBudget.setUp`): the
  // first estimates of a huge level build tables that take longer than a limit may allow, and
  // call search-core's `checkpoint()` before each one; stages and the turns of a portfolio share
  // one deadline; the memory limit is measured over all of it, the dead-verdict memo included.
  const scope = options.maxMemoryBytes === undefined ? limits : { ...limits, maxMemoryBytes: options.maxMemoryBytes };
  const run = new LimitBudget(scope).setUp(() => solveWith(level, options, algorithm, limits, verdictsKept));
  if ('stopped' in run) return { result: run.stopped, optimal: false };
  const { result, optimal, lowerBound } = run.value;
  const bound = lowerBound !== undefined ? { lowerBound } : optimal && result.status === 'solved' ? { lowerBound: result.cost } : {};
  if (result.status === 'solved') return { result, solution: formatSolution(result.moves), optimal, ...bound };
  return { result, optimal, ...bound };
}

function solveWith(
  level: Level,
  options: SolveOptions,
  algorithm: (typeof ALGORITHMS)[number],
  limits: AStarOptions<Position>,
  verdictsKept: number,
): { result: SearchResult<Position, Direction>; optimal: boolean; lowerBound?: number } {
  if (algorithm === 'anytime') return anytimeSolve(level, options, limits, verdictsPerLevel(verdictsKept));
  let result: SearchResult<Position, Direction>;
  let optimal = false;
  switch (algorithm) {
    case 'bfs':
      result = bfs(problemOf(level), limits);
      optimal = true;
      break;
    case 'optimal': {
      const heuristic = options.heuristic ?? admissibleEstimate(level, new DeadVerdicts(verdictsKept));
      result = exactSearch(level, heuristic, limits);
      optimal = options.heuristic === undefined;
      break;
    }
    case 'greedy':
    case 'fast':
      ({ result, optimal } = quickAndShortened(level, options, limits, algorithm === 'greedy', verdictsPerLevel(verdictsKept)));
      break;
  }
  return { result, optimal };
}
