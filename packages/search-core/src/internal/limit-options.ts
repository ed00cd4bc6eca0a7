/**
 * The limit options of a search (`SearchOptions`), checked and turned into the numbers the control
 * compares with: `Infinity` where a limit is unset, a typed error where one is out of range, and
 * `maxStates` and `maxMemoryBytes` folded into one bound on stored states. Read once per search,
 * before it runs; nothing here is on the hot path.
 */
import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { Stop } from './stop.js';

/** Search bookkeeping per stored state, as `maxMemoryBytes` counts it (see SearchOptions). */
export const STORED_STATE_BYTES = 64;
/** The assumed size of a state value that is not a number, unless `stateBytes` says otherwise. */
export const DEFAULT_STATE_BYTES = 64;

/** A search's limit options as numbers, checked. */
export interface Limits {
  readonly maxExpansions: number;
  /** The bound on stored states, from `maxStates` and `maxMemoryBytes` (whichever is lower). */
  readonly maxStored: number;
  /** The stop for reaching `maxStored`: `states` or `memory`. */
  readonly storedFull: Stop;
  readonly maxMemoryBytes: number;
  readonly timeoutMs: number;
  readonly progressIntervalMs: number;
  readonly yieldEveryMs: number;
  /** The most steps between two readings of the clock (`checkEvery`, whole). */
  readonly maxStride: number;
  /** Initial capacity of tables and arenas. */
  readonly capacity: number;
}

function checkLimit(name: string, value: number | undefined): number {
  if (value === undefined) return Infinity;
  if (!(value >= 0)) throw new SearchError('invalid-option', `${name} must be a number ≥ 0, got ${String(value)}`);
  return value;
}

/**
 * Checks the limit options, in the order they are documented.
 * @param initial - the initial state, to size a state for `maxMemoryBytes` (numbers are free).
 * @throws SearchError `invalid-option` when a limit is negative, not a number, or out of range.
 */
export function readLimits(options: SearchOptions<never> | SearchOptions<unknown>, initial: unknown): Limits {
  const maxExpansions = checkLimit('maxExpansions', options.maxExpansions);
  const maxStates = checkLimit('maxStates', options.maxStates);
  const maxBytes = checkLimit('maxMemoryBytes', options.maxMemoryBytes);
  const stateBytes = checkLimit('stateBytes', options.stateBytes ?? (typeof initial === 'number' ? 0 : DEFAULT_STATE_BYTES));
  const byMemory = Math.floor(maxBytes / (STORED_STATE_BYTES + stateBytes));
  const maxStored = Math.min(maxStates, byMemory);
  const storedFull: Stop = { status: 'limit', limit: byMemory < maxStates ? 'memory' : 'states' };
  const timeoutMs = checkLimit('timeoutMs', options.timeoutMs);
  const progressIntervalMs = checkLimit('progressIntervalMs', options.progressIntervalMs ?? 250);
  const yieldEveryMs = checkLimit('yieldEveryMs', options.yieldEveryMs ?? 5);
  const every = options.checkEvery ?? 1024;
  if (!(every >= 1)) throw new SearchError('invalid-option', `checkEvery must be ≥ 1, got ${String(every)}`);
  const capacity = options.capacity ?? 4096;
  if (!(capacity >= 1) || capacity > 2 ** 30)
    throw new SearchError('invalid-option', `capacity must be between 1 and 2^30, got ${String(capacity)}`);
  return {
    maxExpansions,
    maxStored,
    storedFull,
    maxMemoryBytes: maxBytes,
    timeoutMs,
    progressIntervalMs,
    yieldEveryMs,
    maxStride: Math.floor(every),
    capacity: Math.ceil(capacity),
  };
}
