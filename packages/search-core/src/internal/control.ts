import type { CancelFlag } from '../cancel-flag.js';
import { SearchError } from '../errors.js';
import type { SearchOptions, SearchProgress } from '../options.js';
import { emptyStats, type LimitKind, type SearchStats, type UnsolvedResult } from '../result.js';
import { activeScope, Interruption, isInterruptionValue, type Scope } from './ambient.js';
import { MemoryMeter, memoryReadings } from './memory-meter.js';
import { runningTickerCell, tickerCell } from './ticker.js';

/** Why a search stopped early. */
export type Stop = { readonly status: 'limit'; readonly limit: LimitKind } | { readonly status: 'aborted' };

/** The slice of an async run is used up: the engine keeps its place and returns nothing. */
export const PAUSE = { status: 'paused' } as const;
export type Pause = typeof PAUSE;

/** Search bookkeeping per stored state, as `maxMemoryBytes` counts it (see SearchOptions). */
export const STORED_STATE_BYTES = 64;
/** The assumed size of a state value that is not a number, unless `stateBytes` says otherwise. */
export const DEFAULT_STATE_BYTES = 64;

/** About one read of the clock per this many milliseconds, whatever a step costs. */
const TARGET_MS = 1;

/**
 * The steps a search may take between two readings of the clock while the ticking thread is quiet:
 * about two ticks' worth of the `steps` taken in the last `sinceMs`. Timed by the clock, not by
 * the ticks: on a loaded machine the thread may tick tens of milliseconds late, and a stride grown
 * from that gap would let a search run as long again unwatched (past its memory limit, say).
 */
function fallbackStride(steps: number, sinceMs: number): number {
  return Math.floor(2 * steps * Math.min(1, TARGET_MS / sinceMs));
}
/**
 * With a ticking thread (see ticker.ts): the steps between two looks at its cell. A look is a
 * memory read; the clock and the limits are read only when the cell has moved on (about once a
 * millisecond), or when the count-based stride runs out (a thread that does not tick).
 */
const LOOK_EVERY = 8;
/**
 * A search that has run this long without a ticking thread starts it (see ticker.ts); shorter
 * searches never pay for one, and their count-based stride has not grown far yet.
 */
const TICKER_AFTER_MS = 20;

const ABORTED: Stop = { status: 'aborted' };
const TIME: Stop = { status: 'limit', limit: 'time' };
const EXPANSIONS: Stop = { status: 'limit', limit: 'expansions' };
const MEMORY: Stop = { status: 'limit', limit: 'memory' };

/** The statistics of a search starting: one iteration (the iterative searches count their own). */
export function newStats(): SearchStats {
  const stats = emptyStats();
  stats.iterations = 1;
  return stats;
}

/** The result of a search cut short. */
export function stopped(stop: Stop, stats: SearchStats): UnsolvedResult {
  return stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats };
}

function checkLimit(name: string, value: number | undefined): number {
  if (value === undefined) return Infinity;
  if (!(value >= 0)) throw new SearchError('invalid-option', `${name} must be a number ≥ 0, got ${String(value)}`);
  return value;
}

/**
 * Limits, cancellation, progress and time slices. The count limits (expansions, stored states)
 * are integer compares the engines make every step. The clock, the signal, the cancel flag, the
 * memory readings and progress are read by `poll` when `stats.expanded` reaches `nextCheck`; the
 * stride between polls adapts so that they come about once a millisecond whatever a step costs: it
 * doubles while polls come faster than that (cheap steps pay nothing measurable) and shrinks at
 * once when steps are slow.
 *
 * Inside a step, `tick` does the same on its own count: the engines tick once per child listed,
 * and a problem's own code ticks through `checkpoint()` (this control is the thread's scope while
 * its engine runs, see `runInScope`). A tick that finds a limit due throws an `Interruption`, which
 * the engine catches and ends the search with.
 *
 * A control made while another scope is in force (a search inside a game's `withinLimits`, or
 * inside another search's step) takes it as its parent: the parent's deadline, signal, flag and
 * memory limit stop this search too, with the same status.
 */
export class Control implements Scope {
  readonly start: number = performance.now();
  readonly maxExpansions: number;
  /** The bound on stored states, from `maxStates` and `maxMemoryBytes` (whichever is lower). */
  readonly maxStored: number;
  /** The stop for reaching `maxStored`: `states` or `memory`. */
  readonly storedFull: Stop;
  readonly expansionsSpent: Stop = EXPANSIONS;
  /** Initial capacity of tables and arenas. */
  readonly capacity: number;
  /** The expansion count at which `poll` next needs to run. */
  nextCheck: number = Infinity;
  /**
   * While true, ticks (the problem's `checkpoint()`) do nothing and searches inside see no stop
   * due here: the engine is in a call of the problem's that an exception must not leave halfway
   * (the in-place IDA*'s `apply`). The engine's own polls still read every limit.
   */
  shielded = false;
  /** The scope in force when this control was made, whose limits hold here too. */
  readonly parent: Scope | undefined;
  /** Reads what the search adds to the thread's memory, where the runtime can tell. */
  private readonly meter: MemoryMeter | undefined;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly cancel: CancelFlag | undefined;
  private readonly onProgress: ((p: SearchProgress) => void) | undefined;
  private readonly interval: number;
  private readonly maxStride: number;
  private readonly sliceMs: number;
  private nextProgress: number;
  private stride = 1;
  private lastPoll = 0;
  /** The ticking thread's cell, where there is one: polls then look at it every few steps. */
  private cell: Int32Array | undefined;
  /** Whether this search has asked for the ticking thread (once). */
  private tickerAsked = false;
  // The cell's value at the last full poll and tick poll, their counts, and where the count-based
  // stride forces the next full one.
  private pollSeen = -1;
  private pollCount = 0;
  private pollFullAt = 0;
  private tickSeen = -1;
  private tickCount = 0;
  private tickFullAt = 0;
  private sliceEnd = Infinity;
  // The tick count (children listed, checkpoints passed), the count at which a tick reads the
  // limits, and its own adaptive stride.
  private ticks = 0;
  private nextTick = Infinity;
  private tickStride = 1;
  private lastTick = 0;
  // What the last poll saw, for progress reported from a tick.
  private lastStats: SearchStats | undefined;
  private lastFrontier = 0;
  private lastStored = 0;
  private lastBound = 0;

  /**
   * @param initial - the initial state, to size a state for `maxMemoryBytes` (numbers are free).
   */
  constructor(
    options: SearchOptions<never> | SearchOptions<unknown>,
    initial?: unknown,
    /** False for a plain scope of limits (`withinLimits`), which runs no search of its own. */
    readonly search = true,
  ) {
    this.maxExpansions = checkLimit('maxExpansions', options.maxExpansions);
    const maxStates = checkLimit('maxStates', options.maxStates);
    const maxBytes = checkLimit('maxMemoryBytes', options.maxMemoryBytes);
    const stateBytes = checkLimit('stateBytes', options.stateBytes ?? (typeof initial === 'number' ? 0 : DEFAULT_STATE_BYTES));
    const byMemory = Math.floor(maxBytes / (STORED_STATE_BYTES + stateBytes));
    this.maxStored = Math.min(maxStates, byMemory);
    this.storedFull = { status: 'limit', limit: byMemory < maxStates ? 'memory' : 'states' };
    const timeout = checkLimit('timeoutMs', options.timeoutMs);
    this.deadline = this.start + timeout;
    this.signal = options.signal;
    this.cancel = options.cancel;
    this.onProgress = options.onProgress;
    this.interval = checkLimit('progressIntervalMs', options.progressIntervalMs ?? 250);
    this.nextProgress = this.start + this.interval;
    this.sliceMs = checkLimit('yieldEveryMs', options.yieldEveryMs ?? 5);
    const every = options.checkEvery ?? 1024;
    if (!(every >= 1)) throw new SearchError('invalid-option', `checkEvery must be ≥ 1, got ${String(every)}`);
    this.maxStride = Math.floor(every);
    const capacity = options.capacity ?? 4096;
    if (!(capacity >= 1) || capacity > 2 ** 30)
      throw new SearchError('invalid-option', `capacity must be between 1 and 2^30, got ${String(capacity)}`);
    this.capacity = Math.ceil(capacity);
    this.parent = activeScope();
    this.cell = runningTickerCell();
    const readings = memoryReadings();
    // The outermost scope of a chain always reads the memory (for the thread's heap ceiling); one
    // inside another reads it only for a memory limit of its own, and leaves the ceiling to it.
    this.meter =
      readings !== undefined && (maxBytes !== Infinity || this.parent === undefined) ? new MemoryMeter(readings, maxBytes) : undefined;
  }

  /**
   * Starts a run: the whole search (`sliced` false) or one slice of an async one, which ends
   * `yieldEveryMs` from now. `count` is the engine's poll count so far.
   */
  begin(sliced: boolean, count: number): void {
    this.meter?.start();
    const now = performance.now();
    this.sliceEnd = sliced ? now + this.sliceMs : Infinity;
    this.lastPoll = now;
    this.lastTick = now;
    // Anything to read but the end of a slice: ticks read it inside steps too (a slice never
    // ends inside a step, so slicing alone needs no ticks).
    const limited =
      this.deadline !== Infinity ||
      this.signal !== undefined ||
      this.cancel !== undefined ||
      this.onProgress !== undefined ||
      this.meter !== undefined ||
      this.parent !== undefined;
    this.nextCheck = sliced || limited ? count + this.stride : Infinity;
    this.nextTick = limited ? this.ticks + this.tickStride : Infinity;
    if (this.cell !== undefined) this.watchTicker(this.cell, count);
  }

  /**
   * Starts the ticking thread (or takes the one running) and from now on looks at its cell, as
   * {@link Control.begin} does for a search that finds it running. `count` is the engine's poll count.
   */
  private attachTicker(count: number): void {
    this.tickerAsked = true;
    const cell = tickerCell();
    if (cell === undefined) return;
    this.cell = cell;
    this.watchTicker(cell, count);
  }

  /**
   * From now on the polls look at the ticking thread's cell every few steps, and read the clock
   * when it moved or when the strides set so far run out. `count` is the engine's poll count.
   */
  private watchTicker(cell: Int32Array, count: number): void {
    this.pollSeen = this.tickSeen = Atomics.load(cell, 0);
    this.pollCount = count;
    this.tickCount = this.ticks;
    this.pollFullAt = this.nextCheck;
    this.tickFullAt = this.nextTick;
    this.nextCheck = Math.min(this.nextCheck, count + LOOK_EVERY);
    this.nextTick = Math.min(this.nextTick, this.ticks + LOOK_EVERY);
  }

  /**
   * This control's own stop due now, if any, as a search inside it sees it: none while
   * {@link Control.shielded}. `now` is `performance.now()`.
   */
  due(now: number): Stop | undefined {
    return this.shielded ? undefined : this.ownDue(now);
  }

  /** This control's own stop due now, if any: its signal, flag, deadline and memory. */
  private ownDue(now: number): Stop | undefined {
    if (this.signal?.aborted || this.cancel?.cancelled) return ABORTED;
    if (now >= this.deadline) return TIME;
    if (this.meter?.full(now)) return MEMORY;
    return undefined;
  }

  /**
   * The stop due now, this control's or an enclosing scope's. An enclosing search's stop is
   * thrown (an `Interruption` of that search, which passes through this one); a plain scope's is
   * returned, to end this search as its own would.
   */
  check(now: number): Stop | undefined {
    return this.ownDue(now) ?? this.enclosingDue(now);
  }

  /** The stop due now in an enclosing scope, thrown or returned as {@link Control.check} says. */
  private enclosingDue(now: number): Stop | undefined {
    for (let s = this.parent; s !== undefined; s = s.parent) {
      const d = s.due(now);
      if (d === undefined) continue;
      if (s.search) throw new Interruption(s, d);
      return d;
    }
    return undefined;
  }

  /**
   * Counts one step of work inside an expansion (a child listed, a `checkpoint()` passed) and,
   * about once a millisecond, reads the limits: throws an `Interruption` when one is due. Reports
   * progress when due as well. A time slice never ends here (a step cannot be resumed halfway).
   */
  tick(): void {
    if (++this.ticks >= this.nextTick) this.tickPoll();
  }

  /**
   * For an engine's `emit`, which counts its children itself (a local countdown is cheaper than a
   * call per child): the countdown it was given has run out, so this reads the limits as a tick
   * would (and throws when one is due) and returns the next countdown (`Infinity` when nothing is
   * watched).
   */
  tickBatch(): number {
    if (this.nextTick === Infinity) return Infinity;
    this.ticks = this.nextTick;
    this.tickPoll();
    return this.nextTick - this.ticks;
  }

  private tickPoll(): void {
    if (this.shielded) {
      this.nextTick = this.ticks + this.tickStride;
      return;
    }
    const cell = this.cell;
    let moved = false;
    if (cell !== undefined) {
      const t = Atomics.load(cell, 0);
      if (t === this.tickSeen && this.ticks < this.tickFullAt && this.meter?.nearBound !== true) {
        this.nextTick = Math.min(this.ticks + LOOK_EVERY, this.tickFullAt);
        return;
      }
      moved = t !== this.tickSeen;
      this.tickSeen = t;
    }
    const now = performance.now();
    const since = now - this.lastTick;
    this.lastTick = now;
    if (moved) {
      // The thread ticked: the stride it falls back on is about two ticks of these steps, timed by
      // the clock (a thread kept waiting by a loaded machine ticks late, and its late tick must not
      // stretch the stride).
      this.tickStride = Math.min(this.maxStride, Math.max(LOOK_EVERY, fallbackStride(this.ticks - this.tickCount, since)));
    } else if (since < TARGET_MS / 2) {
      if (this.tickStride < this.maxStride) this.tickStride = Math.min(this.maxStride, this.tickStride * 2);
    } else if (since > TARGET_MS * 2) {
      this.tickStride = Math.max(1, Math.floor((this.tickStride * TARGET_MS) / since));
    }
    this.nextTick = this.ticks + this.tickStride;
    if (cell !== undefined) {
      this.tickCount = this.ticks;
      this.tickFullAt = this.nextTick;
      this.nextTick = Math.min(this.nextTick, this.ticks + LOOK_EVERY);
    } else if (!this.tickerAsked && now - this.start >= TICKER_AFTER_MS) this.attachTicker(this.pollCount);
    const s = this.check(now);
    if (s !== undefined) throw new Interruption(this, s);
    if (this.onProgress !== undefined && this.lastStats !== undefined && now >= this.nextProgress) {
      this.report(now, this.lastStats, this.lastFrontier, this.lastStored, this.lastBound);
      this.lastTick = performance.now();
    }
  }

  /**
   * Ends the search from inside an expansion: its stored states reached `maxStored`. A call of its
   * own, so that the engines' `emit` stays small (V8 inlines it into the problem's `expand`).
   */
  storedLimitReached(): never {
    throw new Interruption(this, this.storedFull);
  }

  /** The exception that ends this search with `stop` from inside a step. */
  interrupt(stop: Stop): Interruption {
    return new Interruption(this, stop);
  }

  /** The stop that `e` carries when it is an interruption of this search; `undefined` otherwise. */
  stopOf(e: unknown): Stop | undefined {
    return isInterruptionValue(e) && e.source === this ? e.stop : undefined;
  }

  private report(now: number, stats: SearchStats, frontier: number, stored: number, bound: number): void {
    this.nextProgress = now + this.interval;
    this.onProgress!({
      expanded: stats.expanded,
      generated: stats.generated,
      frontier,
      stored,
      elapsedMs: now - this.start,
      bound,
    });
  }

  /**
   * Reads the signal, the flag and the clock, and reports progress when due. `count` is what the
   * engine compares with `nextCheck`: its expansions unless it says otherwise.
   */
  poll(stats: SearchStats, frontier: number, stored: number, bound: number, count: number = stats.expanded): Stop | Pause | undefined {
    const cell = this.cell;
    let moved = false;
    if (cell !== undefined) {
      const t = Atomics.load(cell, 0);
      if (t === this.pollSeen && count < this.pollFullAt && this.meter?.nearBound !== true) {
        this.nextCheck = Math.min(count + LOOK_EVERY, this.pollFullAt);
        return undefined;
      }
      moved = t !== this.pollSeen;
      this.pollSeen = t;
    }
    const now = performance.now();
    const since = now - this.lastPoll;
    this.lastPoll = now;
    if (moved) {
      // The thread ticked: the stride it falls back on is about two ticks of these steps.
      this.stride = Math.min(this.maxStride, Math.max(LOOK_EVERY, fallbackStride(count - this.pollCount, since)));
    } else if (since < TARGET_MS / 2) {
      if (this.stride < this.maxStride) this.stride = Math.min(this.maxStride, this.stride * 2);
    } else if (since > TARGET_MS * 2) {
      this.stride = Math.max(1, Math.floor((this.stride * TARGET_MS) / since));
    }
    this.nextCheck = count + this.stride;
    if (cell !== undefined) {
      this.pollCount = count;
      this.pollFullAt = this.nextCheck;
      this.nextCheck = Math.min(this.nextCheck, count + LOOK_EVERY);
    } else if (!this.tickerAsked && now - this.start >= TICKER_AFTER_MS) this.attachTicker(count);
    const due = this.check(now);
    if (due !== undefined) return due;
    this.lastStats = stats;
    this.lastFrontier = frontier;
    this.lastStored = stored;
    this.lastBound = bound;
    if (this.onProgress && now >= this.nextProgress) {
      this.report(now, stats, frontier, stored, bound);
      // The stride measures the search's own steps: time spent in the callback does not shrink it.
      this.lastPoll = performance.now();
    }
    if (now >= this.sliceEnd) return PAUSE;
    return undefined;
  }

  /**
   * Stops before anything runs when the signal has already fired or the flag is set, or when an
   * enclosing scope's limits are due.
   */
  initial(): Stop | undefined {
    if (this.signal?.aborted || this.cancel?.cancelled) return ABORTED;
    return this.parent === undefined ? undefined : this.enclosingDue(performance.now());
  }

  elapsed(): number {
    return performance.now() - this.start;
  }

  /** Ends a search: stamps the time and the peak of stored states (`stored`, when given). */
  finish<R extends { readonly stats: SearchStats }>(result: R, stored?: number): R {
    const stats = result.stats;
    stats.elapsedMs = this.elapsed();
    if (stored !== undefined && stored > stats.peakStored) stats.peakStored = stored;
    return result;
  }
}
