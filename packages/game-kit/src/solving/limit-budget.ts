import { emptyStats, type CancelFlag, type LimitKind, type SearchStats, type UnsolvedResult } from '@puzzle-solvers/search-core';

/** Thrown by a {@link LimitBudget.setUp} check to leave the set-up. */
const SET_UP_STOPPED: unique symbol = Symbol('set-up stopped');

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
   * Runs a set-up (tables built from the level before the searches) that calls `check()` every so
   * often: `{ value }` when it ran to its end, `{ stopped }` (see {@link LimitBudget.interrupted})
   * when a check found the caller's time, signal or cancel flag run out. A check that stops throws
   * out of `work`, so `work` should store what it builds only once it is whole.
   *
   * @example
   * ```ts
   * const built = budget.setUp((check) => buildTables(level, check));
   * if ('stopped' in built) return { result: built.stopped, optimal: false };
   * ```
   */
  setUp<T>(work: (check: () => void) => T): { readonly value: T } | { readonly stopped: UnsolvedResult } {
    let stopped: UnsolvedResult | undefined;
    const check = (): void => {
      stopped = this.interrupted();
      if (stopped !== undefined) throw SET_UP_STOPPED;
    };
    try {
      return { value: work(check) };
    } catch (e) {
      if (e === SET_UP_STOPPED && stopped !== undefined) return { stopped };
      throw e;
    }
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
