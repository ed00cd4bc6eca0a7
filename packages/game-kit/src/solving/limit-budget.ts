import {
  checkpoint,
  emptyStats,
  withinLimits,
  type CancelFlag,
  type LimitKind,
  type ScopeLimits,
  type SearchStats,
  type UnsolvedResult,
} from '@puzzle-solvers/search-core';

/**
 * The limits a {@link LimitBudget} divides between stages; the other options pass through untouched.
 *
 * @category Solving
 */
export interface StagedLimits {
  readonly timeoutMs?: number;
  readonly maxExpansions?: number;
  /** Read by {@link LimitBudget.interrupted}; passed to every stage unchanged. */
  readonly signal?: AbortSignal;
  /** Read by {@link LimitBudget.interrupted}; passed to every stage unchanged. */
  readonly cancel?: CancelFlag;
  /** Measured over a {@link LimitBudget.setUp}; passed to every stage unchanged. */
  readonly maxMemoryBytes?: number;
}

/** A cap on one stage, on top of what is left. */
export interface StageCaps {
  /** The share (0–1] of the time and expansions left that this stage may use. Default 1. */
  readonly share?: number;
  /** At most this many expansions, whatever is left. */
  readonly maxExpansions?: number;
  /** At most this many milliseconds, whatever is left. */
  readonly timeoutMs?: number;
}

/**
 * The time and expansions left to a solver that runs several searches one after another (a quick
 * stage, then a thorough one): each stage gets the caller's options with `timeoutMs` and
 * `maxExpansions` cut to what the earlier stages left.
 *
 * @remarks
 * Every other option (`signal`, `maxStates`, `onProgress` …) is passed to every stage unchanged.
 * A limit the caller did not set stays unset, unless a stage caps it.
 *
 * @typeParam O - the caller's search options.
 * @example
 * ```ts
 * const budget = new LimitBudget(options);
 * const quick = astar(problem, budget.stage({ share: 0.3, maxExpansions: 20_000 }));
 * budget.spend(quick.stats);
 * if (quick.status !== 'solved' && budget.exhausted() === undefined) return astar(problem, budget.stage());
 * ```
 * @category Solving
 */
export class LimitBudget<O extends StagedLimits> {
  private readonly started: number;
  private expanded = 0;

  constructor(
    private readonly options: O,
    now: number = performance.now(),
  ) {
    this.started = now;
  }

  /** Counts the expansions a finished stage used. */
  spend(stats: Pick<SearchStats, 'expanded'>): void {
    this.expanded += stats.expanded;
  }

  /** Milliseconds left, or `undefined` when the caller set no time limit. Never below 0. */
  timeLeft(now: number = performance.now()): number | undefined {
    const limit = this.options.timeoutMs;
    return limit === undefined ? undefined : Math.max(0, limit - (now - this.started));
  }

  /** Expansions left, or `undefined` when the caller set no expansion limit. Never below 0. */
  expansionsLeft(): number | undefined {
    const limit = this.options.maxExpansions;
    return limit === undefined ? undefined : Math.max(0, limit - this.expanded);
  }

  /** The limit that has run out (`time` first), or `undefined` while both last. */
  exhausted(now: number = performance.now()): Extract<LimitKind, 'time' | 'expansions'> | undefined {
    if (this.timeLeft(now) === 0) return 'time';
    if (this.expansionsLeft() === 0) return 'expansions';
    return undefined;
  }

  /**
   * For work a solver does before its searches (tables built from the level): the result to
   * return when the caller's signal or cancel flag has stopped it (`aborted`) or its time has run
   * out (`limit`, `time`), else `undefined`. The statistics are empty but for the time spent.
   *
   * @remarks A set-up whose cost grows with the level calls this every few thousand steps, so
   * that a time limit or a cancellation holds on huge levels too.
   */
  interrupted(now: number = performance.now()): UnsolvedResult | undefined {
    const stats = (): SearchStats => ({ ...emptyStats(), elapsedMs: now - this.started });
    if (this.options.signal?.aborted === true || this.options.cancel?.cancelled === true) return { status: 'aborted', stats: stats() };
    if (this.timeLeft(now) === 0) return { status: 'limit', limit: 'time', stats: stats() };
    return undefined;
  }

  /**
   * Runs work under what is left of the caller's limits, as search-core's `withinLimits` scope:
   * the time left, the signal, the cancel flag and `maxMemoryBytes` (measured from here). `work`
   * gets `check`, search-core's `checkpoint`, to call every so often; `checkpoint()` anywhere in
   * it does the same, and every search it starts stops when the scope's limits are due. Answers
   * `{ value }` when it ran to its end, `{ stopped }` (a result of status `limit` or `aborted`, see
   * {@link LimitBudget.interrupted}) when a checkpoint found a limit due. A stop throws out of
   * `work`, so `work` should store what it builds only once it is whole.
   *
   * @remarks Used for per-level set-up (tables built from the level before the searches), and for
   * a whole solve: set-up, stages and searches under one deadline.
   *
   * @example
   * ```ts
   * const built = budget.setUp((check) => buildTables(level, check));
   * if ('stopped' in built) return { result: built.stopped, optimal: false };
   * ```
   */
  setUp<T>(work: (check: () => void) => T): { readonly value: T } | { readonly stopped: UnsolvedResult } {
    const early = this.interrupted();
    if (early !== undefined) return { stopped: early };
    const limits: { -readonly [K in keyof ScopeLimits]: ScopeLimits[K] } = {};
    const time = this.timeLeft();
    if (time !== undefined) limits.timeoutMs = time;
    if (this.options.signal !== undefined) limits.signal = this.options.signal;
    if (this.options.cancel !== undefined) limits.cancel = this.options.cancel;
    if (this.options.maxMemoryBytes !== undefined) limits.maxMemoryBytes = this.options.maxMemoryBytes;
    const started = performance.now();
    const run = withinLimits(limits, () => work(checkpoint));
    if ('value' in run) return run;
    // The statistics count the time from the budget's start, as `interrupted` does.
    const elapsedMs = run.stopped.stats.elapsedMs + (started - this.started);
    return { stopped: { ...run.stopped, stats: { ...run.stopped.stats, elapsedMs } } };
  }

  /** The caller's options for the next stage, its limits cut to what is left and to `caps`. */
  stage(caps: StageCaps = {}): O {
    const share = caps.share ?? 1;
    const time = capped(scaled(this.timeLeft(), share), caps.timeoutMs);
    const expansions = capped(scaled(this.expansionsLeft(), share), caps.maxExpansions);
    // Left out by a rest pattern, not deleted: an object that has had a property deleted turns into
    // a dictionary, and every search then reads its options the slow way.
    const { timeoutMs: _time, maxExpansions: _expansions, ...rest } = this.options;
    const out = rest as { -readonly [K in keyof O]: O[K] };
    if (time !== undefined) out.timeoutMs = time as O['timeoutMs'];
    if (expansions !== undefined) out.maxExpansions = Math.floor(expansions) as O['maxExpansions'];
    return out;
  }
}

function scaled(left: number | undefined, share: number): number | undefined {
  return left === undefined ? undefined : left * share;
}

function capped(value: number | undefined, cap: number | undefined): number | undefined {
  if (cap === undefined) return value;
  return value === undefined ? cap : Math.min(value, cap);
}
