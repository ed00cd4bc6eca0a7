import { SearchError } from '../errors.js';
import type { SearchProgress } from '../options.js';
import type { LimitKind } from '../result.js';
import type { PatternDatabaseBuildOptions } from './build-pattern-database.js';

/** Why a build stopped early. */
export type BuildStop = { readonly status: 'limit'; readonly limit: LimitKind } | { readonly status: 'aborted' };

function checkLimit(name: string, value: number | undefined): number {
  if (value === undefined) return Infinity;
  if (!(value >= 0)) throw new SearchError('invalid-option', `${name} must be a number ≥ 0, got ${String(value)}`);
  return value;
}

/**
 * Limits, cancellation and progress of a build, with the searches' semantics: the expansion limit
 * every step, the clock, the signal and progress every `checkEvery` expansions.
 */
export class BuildControl {
  readonly start = performance.now();
  readonly maxExpansions: number;
  private readonly checkEvery: number;
  private readonly deadline: number;
  private readonly signal: AbortSignal | undefined;
  private readonly onProgress: ((p: SearchProgress) => void) | undefined;
  private readonly interval: number;
  private nextProgress: number;
  /** The expansion count at which `poll` next needs to run. */
  nextCheck: number;

  constructor(options: PatternDatabaseBuildOptions) {
    this.maxExpansions = checkLimit('maxExpansions', options.maxExpansions);
    this.deadline = this.start + checkLimit('timeoutMs', options.timeoutMs);
    this.signal = options.signal;
    this.onProgress = options.onProgress;
    this.interval = checkLimit('progressIntervalMs', options.progressIntervalMs ?? 250);
    this.nextProgress = this.start + this.interval;
    const every = options.checkEvery ?? 1024;
    if (!(every >= 1)) throw new SearchError('invalid-option', `checkEvery must be ≥ 1, got ${String(every)}`);
    this.checkEvery = Math.floor(every);
    const polls = this.deadline !== Infinity || this.signal !== undefined || this.onProgress !== undefined;
    this.nextCheck = polls ? 0 : Infinity;
  }

  /** Checks the signal and the clock, and reports progress when due. */
  poll(progress: () => SearchProgress, expanded: number): BuildStop | undefined {
    this.nextCheck = expanded + this.checkEvery;
    if (this.signal?.aborted) return { status: 'aborted' };
    const now = performance.now();
    if (now >= this.deadline) return { status: 'limit', limit: 'time' };
    if (this.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + this.interval;
      this.onProgress(progress());
    }
    return undefined;
  }

  elapsed(): number {
    return performance.now() - this.start;
  }
}
