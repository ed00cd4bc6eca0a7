import type { Stop } from './stop.js';

/**
 * The limits in force on this thread right now: the search running (or the scope of
 * `withinLimits`), innermost first through `parent`. `checkpoint()` polls it; a search made while
 * one is in force takes it as its parent and stops when the parent's limits are due too.
 *
 * The slot lives on `globalThis` under a registered symbol, so that two copies of the library in
 * one program (an ES module and a CommonJS build, say) share it: a game built against one copy
 * calls `checkpoint()` of the other.
 */
export interface Scope {
  /** The enclosing scope, whose limits hold here too. */
  readonly parent: Scope | undefined;
  /**
   * Whether this scope is a running search. A search inside another search's step (a heuristic
   * that searches) is interrupted by the outer search's limits with an exception, so that no code
   * between them mistakes the inner search's stop for an answer; a search inside a plain scope of
   * limits (a game's solve) just ends with the scope's stop, as with limits of its own.
   */
  readonly search: boolean;
  /** This scope's own stop due now (`now` from `performance.now()`), if any; not its parents'. */
  due(now: number): Stop | undefined;
  /** Counts one step of work; every so often reads the limits and throws an {@link Interruption} when one is due. */
  tick(): void;
}

interface Slot {
  current: Scope | undefined;
}

const SLOT_KEY = Symbol.for('@puzzle-solvers/search-core/scope');
const BRAND: unique symbol = Symbol.for('@puzzle-solvers/search-core/interruption');
let slot: Slot | undefined;

function theSlot(): Slot {
  if (slot === undefined) {
    const g = globalThis as unknown as Record<symbol, Slot | undefined>;
    slot = g[SLOT_KEY] ??= { current: undefined };
  }
  return slot;
}

/** The innermost scope in force, if any. */
export function activeScope(): Scope | undefined {
  return theSlot().current;
}

/** Puts `scope` in force; returns the one it replaces, for {@link leaveScope}. */
export function enterScope(scope: Scope | undefined): Scope | undefined {
  const s = theSlot();
  const outer = s.current;
  s.current = scope;
  return outer;
}

/** Restores the scope that {@link enterScope} replaced. */
export function leaveScope(outer: Scope | undefined): void {
  theSlot().current = outer;
}

/**
 * Thrown out of a problem's code (by `checkpoint()`, or by a search's `emit`) to end the search or
 * scope `source` with `stop`. Not an `Error`: code that catches errors to report them must let it
 * through (see `isInterruption`).
 */
export class Interruption {
  constructor(
    readonly source: Scope,
    readonly stop: Stop,
  ) {
    // Set here rather than declared as a field: a symbol-named member has no declaration a
    // type-free emitter can write.
    (this as unknown as Record<symbol, true>)[BRAND] = true;
  }
}

/** Whether `e` is an {@link Interruption} (from any copy of the library). */
export function isInterruptionValue(e: unknown): e is Interruption {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}
