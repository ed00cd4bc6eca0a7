import type { SearchOptions } from '../options.js';
import type { LimitKind, SearchStats } from '../result.js';
import type { DiagonalMovement } from './diagonal-movement.js';

/**
 * Options of the grid searches ({@link gridAStar}, {@link jumpPointSearch}): the movement rules,
 * and the limits and control every search of search-core takes.
 *
 * @remarks
 * **Limits**: `maxExpansions`, `maxStates` (cells opened), `timeoutMs`, `signal`, `cancel` (a
 * `CancelFlag`, for a search in a worker), `onProgress` and `progressIntervalMs` behave as in
 * {@link SearchOptions}. `maxMemoryBytes` is measured, not estimated: a grid search works in
 * arrays of a fixed size per cell of the grid, made once and kept with the grid; a search whose
 * arrays would take more than the limit stops at once with `limit: 'memory'` (before allocating).
 *
 * @category Grid
 */
export interface GridSearchOptions
  extends Pick<
    SearchOptions<never>,
    | 'maxExpansions'
    | 'maxStates'
    | 'maxMemoryBytes'
    | 'timeoutMs'
    | 'signal'
    | 'cancel'
    | 'onProgress'
    | 'progressIntervalMs'
    | 'checkEvery'
  > {
  /** When a step may be diagonal. Default {@link DiagonalMovement}.Never (4-connected). */
  readonly diagonal?: DiagonalMovement;
  /**
   * The length of a diagonal step (times the weight of the cell entered). Default `Math.SQRT2`;
   * easystarjs uses 1.4, javascript-astar 1.41421. Must be > 0.
   */
  readonly diagonalCost?: number;
  /**
   * When the goal cannot be reached (blocked, or walled off), return a path to the reachable cell
   * nearest to it instead (status `closest`): the smallest estimate to the goal, then the cheapest
   * to reach, then the lowest cell number. Default false (status `exhausted`).
   */
  readonly closest?: boolean;
}

/**
 * A path found by a grid search: to the goal (`solved`), or to the reachable cell nearest to an
 * unreachable goal (`closest`, with the option `closest`).
 *
 * @category Grid
 */
export interface GridPath {
  readonly status: 'solved' | 'closest';
  /** The cells of the path, from the start to its end, as cell numbers `y * width + x`. */
  readonly cells: number[];
  /** The cost of the path: the sum of its steps' lengths times the weights of the cells entered. */
  readonly cost: number;
  /** The last cell of the path: the goal, or the nearest reachable cell. */
  readonly end: number;
  readonly stats: SearchStats;
  readonly limit?: undefined;
}

/**
 * A grid search that found no path: the goal is unreachable (`exhausted`), or a limit or a cancel
 * stopped it first.
 *
 * @category Grid
 */
export interface GridNoPath {
  readonly status: 'exhausted' | 'limit' | 'aborted';
  /** With status `limit`: which limit. */
  readonly limit?: LimitKind;
  readonly stats: SearchStats;
  readonly cells?: undefined;
  readonly cost?: undefined;
  readonly end?: undefined;
}

/**
 * What the grid searches return. Narrow on `status` (or on `cells`) to reach the path.
 *
 * @example
 * ```ts
 * const r = gridAStar(grid, start, goal, { closest: true });
 * if (r.cells) for (const cell of r.cells) console.log(grid.point(cell));
 * ```
 * @category Grid
 */
export type GridPathResult = GridPath | GridNoPath;
