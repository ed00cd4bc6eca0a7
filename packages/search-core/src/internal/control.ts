import type { CancelFlag } from '../cancel-flag.js';
import { SearchError } from '../errors.js';
import type { SearchOptions, SearchProgress } from '../options.js';
import { emptyStats, type LimitKind, type SearchStats, type UnsolvedResult } from '../result.js';

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

const ABORTED: Stop = { status: 'aborted' };
const TIME: Stop = { status: 'limit', limit: 'time' };
const EXPANSIONS: Stop = { status: 'limit', limit: 'expansions' };

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
 * are integer compares the engines make every step. The clock, the signal, the cancel flag and
 * progress are read by `poll` when `stats.expanded` reaches `nextCheck`; the stride between polls
 * adapts so that they come about once a millisecond whatever a step costs: it doubles while polls
 * come faster than that (cheap steps pay nothing measurable) and shrinks at once when steps are slow.
 */
export class Control {
  readonly start = performance.now();
  readonly maxExpansions: number;
  /** The bound on stored states, from `maxStates` and `maxMemoryBytes` (whichever is lower). */
  readonly maxStored: number;
  /** The stop for reaching `maxStored`: `states` or `memory`. */
  readonly storedFull: Stop;
  readonly expansionsSpent = EXPANSIONS;
  /** Initial capacity of tables and arenas. */
  readonly capacity: number;
  /** The expansion count at which `poll` next needs to run. */
  nextCheck = Infinity;
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
  private sliceEnd = Infinity;

  /**
   * @param initial - the initial state, to size a state for `maxMemoryBytes` (numbers are free).
   */
  constructor(options: SearchOptions<never> | SearchOptions<unknown>, initial?: unknown) {
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
  }

  /**
   * Starts a run: the whole search (`sliced` false) or one slice of an async one, which ends
   * `yieldEveryMs` from now. `count` is the engine's poll count so far.
   */
  begin(sliced: boolean, count: number): void {
    const now = performance.now();
    this.sliceEnd = sliced ? now + this.sliceMs : Infinity;
    this.lastPoll = now;
    const watched =
      sliced || this.deadline !== Infinity || this.signal !== undefined || this.cancel !== undefined || this.onProgress !== undefined;
    this.nextCheck = watched ? count + this.stride : Infinity;
  }

  /**
   * Reads the signal, the flag and the clock, and reports progress when due. `count` is what the
   * engine compares with `nextCheck`: its expansions unless it says otherwise.
   */
  poll(stats: SearchStats, frontier: number, stored: number, bound: number, count = stats.expanded): Stop | Pause | undefined {
    const now = performance.now();
    const since = now - this.lastPoll;
    this.lastPoll = now;
    if (since < TARGET_MS / 2) {
      if (this.stride < this.maxStride) this.stride = Math.min(this.maxStride, this.stride * 2);
    } else if (since > TARGET_MS * 2) {
      this.stride = Math.max(1, Math.floor((this.stride * TARGET_MS) / since));
    }
    this.nextCheck = count + this.stride;
    if (this.signal?.aborted || this.cancel?.cancelled) return ABORTED;
    if (now >= this.deadline) return TIME;
    if (this.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + this.interval;
      this.onProgress({
        expanded: stats.expanded,
        generated: stats.generated,
        frontier,
        stored,
        elapsedMs: now - this.start,
        bound,
      });
      // The stride measures the search's own steps: time spent in the callback does not shrink it.
      this.lastPoll = performance.now();
    }
    if (now >= this.sliceEnd) return PAUSE;
    return undefined;
  }

  /** Stops before anything runs when the signal has already fired or the flag is set. */
  initial(): Stop | undefined {
    return this.signal?.aborted || this.cancel?.cancelled ? ABORTED : undefined;
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
