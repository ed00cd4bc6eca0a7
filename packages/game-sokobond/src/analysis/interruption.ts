/**
 * Stopping a solve inside an estimate. The first estimates of a huge level build per-level tables
 * (a row of distances per start cell, each molecule's reach): on the largest levels that takes
 * longer than a time limit may allow, and no search can poll in the middle of one estimate.
 * {@link interruptible} runs a solve with a check that those tables ask before they are built, at
 * points where no scratch is half-written, so that throwing out of the estimate leaves every
 * cache whole.
 *
 * @module
 */

/** Thrown out of an estimate when the solve running it must stop. */
const INTERRUPTED: unique symbol = Symbol('sokobond estimate interrupted');

let current: (() => boolean) | undefined;

/**
 * Runs `work` with `stop` asked at every {@link checkpoint}; `undefined` when it said stop (the
 * searches inside were abandoned).
 */
export function interruptible<T>(stop: () => boolean, work: () => T): T | undefined {
  const outer = current;
  current = stop;
  try {
    return work();
  } catch (e) {
    if (e === INTERRUPTED) return undefined;
    throw e;
  } finally {
    current = outer;
  }
}

/** Before a costly per-level table is built, where no scratch is half-written: throws when the solve must stop. */
export function checkpoint(): void {
  if (current !== undefined && current()) throw INTERRUPTED;
}
