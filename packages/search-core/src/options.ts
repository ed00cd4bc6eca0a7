import type { CancelFlag } from './cancel-flag.js';
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
 * Every limit holds whatever one step costs. Expansions and stored states are counted on every
 * step (an integer compare), and a stored-state limit stops the search inside the expansion that
 * reaches it. The clock, the `signal`, the `cancel` flag, the memory readings and progress are
 * read by elapsed time: about once a millisecond, however cheap or costly a step is (the number of
 * steps between two reads doubles while reads come much faster than that, and shrinks to one
 * when steps are slow), between expansions and between the children one expansion lists. Where a
 * thread can be made (Node, Deno, Bun) a small background thread keeps a millisecond tick that a
 * search looks at every few steps, so steps that turn costly at once are caught within a few of them. Work a
 * problem does before its first child (a game's analysis of a position, a heuristic building a
 * table) is seen only if it calls {@link checkpoint}; then the search stops within about a
 * millisecond of its limit there too.
 *
 * Memory: `maxStates` and `maxMemoryBytes` bound what a search holds at once: the visited table,
 * the frontier or, for the depth-first searches, the states on their stack plus their table.
 * `maxMemoryBytes` is measured where the runtime can tell, and estimated everywhere (see
 * {@link SearchOptions.maxMemoryBytes}).
 *
 * Which limits each search honours: every one honours `timeoutMs`, `maxExpansions`,
 * `maxMemoryBytes`, `signal` and `cancel`. `maxStates` is honoured by the searches that keep a
 * table or a frontier (A*, Dijkstra, BFS, reachable, bidirectional BFS, DFS in both modes, LDS,
 * shortenPath); the searches that store only their path ({@link idaStar} with or without a
 * table, {@link idaStarInPlace}, {@link iddfs}) refuse it with a `SearchError` of code
 * `unsupported-limit`, since it could never stop them.
 *
 * Cancellation from outside: a synchronous search blocks its thread, so an `AbortSignal` it is
 * given can only fire from inside the search (from `onProgress`, say). To stop it from a timer or
 * a user action, run the `…Async` form of the algorithm (it lets the event loop run every
 * `yieldEveryMs`); to stop a search running in a worker thread, give it a {@link CancelFlag}.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface SearchOptions<S> {
  /** How states are identified. Overrides `key`, the problem's `key` and `State.key`. */
  readonly hashing?: Hashing<S>;
  /** Shorthand for `hashing: byKey(key)`. */
  readonly key?: (state: S) => Key;
  /** Stop with status `limit` (`limit: 'expansions'`) after this many expansions. */
  readonly maxExpansions?: number;
  /**
   * Stop with status `limit` (`limit: 'states'`) when this many states are stored: the visited
   * table of the graph searches, the stack and the table of the depth-first ones. Refused (a
   * `SearchError` of code `unsupported-limit`) by the searches that store only their path:
   * `idaStar`, `idaStarInPlace`, `iddfs`.
   */
  readonly maxStates?: number;
  /**
   * Stop with status `limit` (`limit: 'memory'`) when the search holds this many bytes. Checked
   * two ways, and the first to reach the limit stops the search:
   *
   * - **measured**, where the runtime can tell (Node, Deno, Bun: V8's heap statistics): what the
   *   thread's heap and array buffers have grown by since the search began, read about once a
   *   millisecond and between the children of an expansion. Everything counts: the search's
   *   tables, the states, a game's own caches, garbage not yet collected (so a search may stop
   *   with less live data than the limit: about half when V8 is about to collect, less for a search
   *   that drops much of what it makes, as a beam drops whole layers). Left
   *   out: the young generation's regular space (objects made in the last milliseconds, mostly
   *   garbage; what survives there is counted within two collections, so a reading lags what is
   *   held by at most a semi-space: 1–16 MB in Node 20) and compiled code. Below
   *   4 MiB a reading cannot tell a search's memory from the runtime's own, and only the estimate
   *   holds. In browsers there is no synchronous reading (`performance.measureUserAgentSpecificMemory`
   *   answers seconds later, on cross-origin-isolated pages only): the estimate alone holds.
   * - **estimated**, everywhere: stored states × (64 + `stateBytes`): 64 bytes of search
   *   bookkeeping per state (table slot, node record, frontier or stack entry) plus the state value.
   *
   * Whatever this says, a search also stops with `limit: 'memory'` when the thread's heap plus
   * array buffers reach 85 % of V8's heap limit (`--max-old-space-size`, a worker's
   * `resourceLimits`): V8 would end the whole thread there.
   */
  readonly maxMemoryBytes?: number;
  /**
   * The bytes one state value takes, for the estimate of `maxMemoryBytes`: its object, arrays and
   * strings. Default 0 when the initial state is a number (stored inline), else 64 (a small object).
   * Give the real size for larger states (a board of 100 cells in a `Uint8Array`: about 100 + 64):
   * in browsers the estimate is all there is.
   */
  readonly stateBytes?: number;
  /** Stop with status `limit` (`limit: 'time'`) after this many milliseconds of wall time. */
  readonly timeoutMs?: number;
  /**
   * Stop with status `aborted` when this signal fires. A synchronous search sees only a signal
   * fired while it runs (from `onProgress`, or from another realm's event); a timer or a click
   * reaches only the `…Async` forms, whose event loop keeps turning. See {@link SearchOptions.cancel}
   * for other threads.
   */
  readonly signal?: AbortSignal;
  /**
   * Stop with status `aborted` when another thread calls `cancel()` on this flag: the way to stop a
   * synchronous search in a worker. Read as often as the clock.
   */
  readonly cancel?: CancelFlag;
  /** Called at most every `progressIntervalMs` with a snapshot. */
  readonly onProgress?: (progress: SearchProgress) => void;
  /**
   * Minimum milliseconds between progress calls, counted from the end of the last call (the search
   * gets that much time to itself however long `onProgress` takes). 0 reports at every reading of
   * the clock, about once per millisecond of search. Default 250.
   */
  readonly progressIntervalMs?: number;
  /**
   * The most expansions between two reads of the clock, signal and flag. Default 1024. The
   * interval adapts to the step cost on its own (about one read per millisecond); this only caps
   * it, which is rarely needed.
   */
  readonly checkEvery?: number;
  /**
   * The `…Async` forms only: how many milliseconds to search before letting the event loop run
   * (timers, I/O, an `AbortSignal.timeout`). Default 5.
   */
  readonly yieldEveryMs?: number;
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
  /**
   * Branch and bound: only states with g + h ≤ `maxCost` are opened (h unweighted), so a
   * solution found costs at most `maxCost`. With an admissible heuristic, A* and weighted A* still
   * find every cost up to it, and `exhausted` then proves that no solution costs `maxCost` or less
   * (greedy search does not reopen states, so it may miss one). States cut count in
   * `stats.pruned`. Typical use: a solution of cost C is known, and `maxCost: C - 1` asks for a
   * cheaper one or a proof that C is optimal. Default `Infinity`.
   */
  readonly maxCost?: number;
}
