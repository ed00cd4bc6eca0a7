/**
 * The solver: a depth-first tree search over track prefixes with strong pruning.
 *
 * @module
 */
import { dfs, iddfs, searchOptionsOf, type GameSolveOptions, type GameSolveResult } from '@puzzle-solvers/search-core';
import { nearestWork, warnsdorff } from './heuristics.js';
import type { Level } from './level.js';
import { formatSolution } from './notation.js';
import type { PruneOptions } from './prune.js';
import type { Move, TrainState } from './rules.js';
import { problemOf } from './state.js';

/** Algorithms {@link solve} accepts; the first is the default. */
export const ALGORITHMS = ['dfs', 'iddfs'] as const;

/**
 * Options of {@link solve}.
 *
 * @category Solving
 */
export interface SolveOptions extends GameSolveOptions {
  /**
   * `dfs` (default): depth-first, children ordered by `order`; finds a track fast, not the shortest.
   * `iddfs`: iterative deepening; the shortest track, much slower.
   */
  readonly algorithm?: string;
  /** Child order for `dfs`: `warnsdorff` (default), `nearest` (towards the nearest work) or `none` (U R D L). */
  readonly order?: 'warnsdorff' | 'nearest' | 'none';
  /**
   * How many failed states to remember (search-core's tree-DFS memo, keyed by {@link stateKey}):
   * a state reached again after its whole subtree failed is skipped. Default 0 (off: on the corpus it never hit).
   */
  readonly memo?: number;
  /** Which pruning tests run (all by default). */
  readonly prune?: PruneOptions;
}

/**
 * Solves a level.
 *
 * @remarks
 * The state space is the set of track prefixes from the entrance; states never repeat, so the
 * search keeps no visited table (search-core's `dfs` in tree mode). All the work is in the pruning
 * hook {@link isAlive}: block–cut reachability of the exit, every waiting alien and enough houses,
 * the goo rule, and idle detours.
 *
 * @returns search-core's result and, when solved, the moves as a string over `U D L R`.
 * @example
 * ```ts
 * const { result, solution } = solve(level, { timeoutMs: 10_000 });
 * ```
 * @category Solving
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<TrainState, Move> {
  const algorithm = options.algorithm ?? 'dfs';
  if (!(ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw new RangeError(`game-cosmic-express: unknown algorithm "${algorithm}" (expected ${ALGORITHMS.join(', ')})`);
  }
  const problem = problemOf(level, options.prune);
  const base = searchOptionsOf<TrainState>(options);
  const { heuristic: _h, weight: _w, greedy: _g, ...limits } = base;
  let result;
  if (algorithm === 'iddfs') {
    result = iddfs(problem, { ...limits, cycleCheck: 'none' });
  } else {
    const order = options.order ?? 'warnsdorff';
    result = dfs(problem, {
      ...limits,
      tree: true,
      cycleCheck: 'none',
      memo: options.memo ?? 0,
      ...(order === 'warnsdorff' ? { heuristic: warnsdorff } : order === 'nearest' ? { heuristic: nearestWork } : {}),
    });
  }
  return result.status === 'solved'
    ? { result, solution: formatSolution(result.moves), optimal: algorithm === 'iddfs' }
    : { result, optimal: false };
}
