import { SearchError } from '../errors.js';
import type { SearchOptions, SearchProgress } from '../options.js';
import type { LimitKind, SearchStats } from '../result.js';

/** Why a search stopped early. */
export type Stop = { status: 'limit'; limit: LimitKind } | { status: 'aborted' };

export function newStats(): SearchStats {
  return {
    expanded: 0,
    generated: 0,
    duplicates: 0,
    pruned: 0,
    reopened: 0,
    peakFrontier: 0,
    peakStored: 0,
    elapsedMs: 0,
    iterations: 1,
  };
}

function checkLimit(name: string, value: number | undefined): number {
  if (value === undefined) return Infinity;
  if (!(value >= 0)) throw new SearchError('invalid-option', `${name} must be a number ≥ 0, got ${String(value)}`);
  return value;
}

/**
 * Limits, cancellation and progress. The cheap checks (expansions, stored states) run every step;
 * the clock, the signal and progress only every `checkEvery` expansions, so the hot loop stays fast.
 */
export class Control {
  readonly start = performance.now();
  readonly maxExpansions: number;
  readonly maxStates: number;
  readonly checkEvery: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly onProgress: ((p: SearchProgress) => void) | undefined;
  private readonly interval: number;
  private nextProgress: number;
  /** The expansion count at which `poll` next needs to run. */
  nextCheck: number;
  /** Initial capacity of tables and arenas. */
  readonly capacity: number;

  constructor(options: SearchOptions<never> | SearchOptions<unknown>) {
    this.maxExpansions = checkLimit('maxExpansions', options.maxExpansions);
    this.maxStates = checkLimit('maxStates', options.maxStates);
    const timeout = checkLimit('timeoutMs', options.timeoutMs);
    this.deadline = this.start + timeout;
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    this.interval = checkLimit('progressIntervalMs', options.progressIntervalMs ?? 250);
    this.nextProgress = this.start + this.interval;
    const every = options.checkEvery ?? 1024;
    if (!(every >= 1)) throw new SearchError('invalid-option', `checkEvery must be ≥ 1, got ${String(every)}`);
    this.checkEvery = Math.floor(every);
    const capacity = options.capacity ?? 4096;
    if (!(capacity >= 1) || capacity > 2 ** 30) throw new SearchError('invalid-option', `capacity must be between 1 and 2^30, got ${String(capacity)}`);
    this.capacity = Math.ceil(capacity);
    this.nextCheck = this.needsPolling() ? 0 : Infinity;
  }

  private needsPolling(): boolean {
    return this.deadline !== Infinity || this.signal !== undefined || this.onProgress !== undefined;
  }

  /** Checks the signal and the clock, and reports progress when due. */
  poll(stats: SearchStats, frontier: number, stored: number, bound: number): Stop | undefined {
    this.nextCheck = stats.expanded + this.checkEvery;
    if (this.signal?.aborted) return { status: 'aborted' };
    const now = performance.now();
    if (now >= this.deadline) return { status: 'limit', limit: 'time' };
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
    }
    return undefined;
  }

  /** Stops before anything runs when the signal has already fired. */
  initial(): Stop | undefined {
    return this.signal?.aborted ? { status: 'aborted' } : undefined;
  }

  elapsed(): number {
    return performance.now() - this.start;
  }
}
