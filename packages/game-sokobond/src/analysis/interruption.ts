/**
 * Stopping a solve inside an estimate. The first estimates of a huge level build per-level tables
 * (a row of distances per start cell, each molecule's reach): on the largest levels that takes
 * longer than a time limit may allow, and no search can poll in the middle of one estimate.
 * {@link withCheckpoints} runs a solve with a check (game-kit's `LimitBudget.setUp`) that those
 * tables call before they are built, at points where no scratch is half-written, so that a check
 * that throws out of the estimate leaves every cache whole.
 *
 * @module
 */

let current: (() => void) | undefined;

/** Runs `work` with `check` called at every {@link checkpoint} (it may throw to stop the work). */
export function withCheckpoints<T>(check: () => void, work: () => T): T {
  const outer = current;
  current = check;
  try {
    return work();
  } finally {
    current = outer;
  }
}

/** Before a costly per-level table is built, where no scratch is half-written: the running check. */
export function checkpoint(): void {
  current?.();
}
