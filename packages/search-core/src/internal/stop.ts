/**
 * How a search ends early: why it stopped (a limit, or cancellation), the pause of an async run
 * whose time slice is used up, and the result a stop becomes. Every engine speaks this vocabulary,
 * apart from the control that decides when to stop (control.ts).
 */
import type { LimitKind, SearchStats, UnsolvedResult } from '../result.js';

/** Why a search stopped early. */
export type Stop = { readonly status: 'limit'; readonly limit: LimitKind } | { readonly status: 'aborted' };

/** The slice of an async run is used up: the engine keeps its place and returns nothing. */
export const PAUSE = { status: 'paused' } as const;
export type Pause = typeof PAUSE;

// One object per kind of stop, shared by every search: a stop costs no allocation.
export const ABORTED: Stop = { status: 'aborted' };
export const TIME: Stop = { status: 'limit', limit: 'time' };
export const EXPANSIONS: Stop = { status: 'limit', limit: 'expansions' };
export const MEMORY: Stop = { status: 'limit', limit: 'memory' };

/** The result of a search cut short. */
export function stopped(stop: Stop, stats: SearchStats): UnsolvedResult {
  return stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats };
}
