import type { Hashing } from './hashing.js';
import type { Key } from './state.js';

/**
 * A snapshot of a running search, passed to {@link SearchOptions.onProgress}.
 *
 * @category Options
 */
export interface SearchProgress {
  readonly expanded: number;
  readonly generated: number;
  readonly frontier: number;
  readonly stored: number;
  readonly elapsedMs: number;
  /** For cost-bounded searches: the current f (A*) or bound (IDA*). */
  readonly bound: number;
}

/**
 * Options shared by every algorithm: identity, limits and control.
 *
 * @remarks
 * Limits are checked without slowing the hot loop: expansions and stored states on every step
 * (an integer compare), time, the abort signal and progress every {@link SearchOptions.checkEvery}
 * expansions.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface SearchOptions<S> {
  /** How states are identified. Overrides `key`, the problem's `key` and `State.key`. */
  readonly hashing?: Hashing<S>;
  /** Shorthand for `hashing: byKey(key)`. */
  readonly key?: (state: S) => Key;
  /** Stop with status `limit` after this many expansions. */
  readonly maxExpansions?: number;
  /** Stop with status `limit` when this many states are stored (a memory bound). */
  readonly maxStates?: number;
  /** Stop with status `limit` after this many milliseconds of wall time. */
  readonly timeoutMs?: number;
  /** Stop with status `aborted` when this signal fires. */
  readonly signal?: AbortSignal;
  /** Called at most every `progressIntervalMs` with a snapshot. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Minimum milliseconds between progress calls. Default 250. */
  readonly progressIntervalMs?: number;
  /** How many expansions between checks of time, signal and progress. Default 1024. */
  readonly checkEvery?: number;
  /**
   * How many states to make room for at the start (tables grow as needed anyway). A good guess
   * saves the rehashing of a growing table on big searches. Default 4096.
   */
  readonly capacity?: number;
}

/**
 * Options of the best-first searches ({@link astar}, {@link dijkstra}).
 *
 * @category Options
 */
export interface AStarOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. */
  readonly heuristic?: (state: S) => number;
  /**
   * Weighted A*: f = g + weight × h, with weight ≥ 1. The cost found is at most `weight` times the
   * optimum when the heuristic is admissible. Default 1 (optimal).
   */
  readonly weight?: number;
  /** Greedy best-first: order by h alone (ties to the cheaper g). Fast, not optimal. */
  readonly greedy?: boolean;
}
