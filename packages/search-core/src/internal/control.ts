/**
 * The control every search runs under: it counts the steps, watches the limits, the deadline,
 * cancellation and memory, reports progress and ends time slices, and is the thread's scope while
 * its engine runs. Its parts live beside it: the stops it ends a search with (stop.ts), the limit
 * options checked (limit-options.ts), the rule that times its readings of the clock
 * (adaptive-stride.ts), the ticking thread (ticker.ts), the memory readings (memory-meter.ts) and
 * the scope chain and its `Interruption` (ambient.ts).
 */
import type { CancelFlag } from '../cancel-flag.js';
import type { SearchOptions, SearchProgress } from '../options.js';
import { emptyStats, type SearchStats } from '../result.js';
import { LOOK_EVERY, nextStride, TICKER_AFTER_MS } from './adaptive-stride.js';
import { activeScope, Interruption, isInterruptionValue, type Scope } from './ambient.js';
import { readLimits } from './limit-options.js';
import { MemoryMeter, memoryReadings } from './memory-meter.js';
import { ABORTED, EXPANSIONS, MEMORY, type Pause, PAUSE, type Stop, TIME } from './stop.js';
import { runningTickerCell, tickerCell } from './ticker.js';

// What the engines import with the control.
export { type Pause, PAUSE, type Stop, stopped } from './stop.js';

/** The statistics of a search starting: one iteration (the iterative searches count their own). */
export function newStats(): SearchStats {
  const stats = emptyStats();
  stats.iterations = 1;
  return stats;
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
    const limits = readLimits(options, initial);
    this.maxExpansions = limits.maxExpansions;
    this.maxStored = limits.maxStored;
    this.storedFull = limits.storedFull;
    this.deadline = this.start + limits.timeoutMs;
    this.signal = options.signal;
    this.cancel = options.cancel;
    this.onProgress = options.onProgress;
    this.interval = limits.progressIntervalMs;
    this.nextProgress = this.start + this.interval;
    this.sliceMs = limits.yieldEveryMs;
    this.maxStride = limits.maxStride;
    this.capacity = limits.capacity;
    this.parent = activeScope();
    this.cell = runningTickerCell();
    const readings = memoryReadings();
    // The outermost scope of a chain always reads the memory (for the thread's heap ceiling); one
    // inside another reads it only for a memory limit of its own, and leaves the ceiling to it.
    this.meter =
      readings !== undefined && (limits.maxMemoryBytes !== Infinity || this.parent === undefined)
        ? new MemoryMeter(readings, limits.maxMemoryBytes)
        : undefined;
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
    this.tickStride = nextStride(this.tickStride, this.maxStride, moved, this.ticks - this.tickCount, since);
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

  /**
   * Calls `onProgress`. Its time is not the search's: the strides (one per kind of reading) measure
   * the search's own steps, the thread's ticks during it do not call for the next reading (else a
   * slow callback ran again every few steps), and the next call is due `interval` after its end.
   */
  private report(now: number, stats: SearchStats, frontier: number, stored: number, bound: number): void {
    const before = performance.now();
    this.onProgress!({
      expanded: stats.expanded,
      generated: stats.generated,
      frontier,
      stored,
      elapsedMs: now - this.start,
      bound,
    });
    const after = performance.now();
    this.lastPoll += after - before;
    this.lastTick += after - before;
    if (this.cell !== undefined) {
      const t = Atomics.load(this.cell, 0);
      this.pollSeen = t;
      this.tickSeen = t;
    }
    this.nextProgress = after + this.interval;
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
    this.stride = nextStride(this.stride, this.maxStride, moved, count - this.pollCount, since);
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
