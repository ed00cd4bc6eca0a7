import { enterScope, leaveScope } from './ambient.js';
import type { Control, Stop } from './control.js';

/**
 * A search that can be run to its end or in time slices: the engines keep their whole place
 * (frontier, stack, counters) in the machine, so a slice that ran out of time resumes exactly
 * where it stopped.
 */
export interface Machine<R> {
  readonly control: Control;
  /** The count the engine polls the control by: expansions, or generated states (in-place IDA*). */
  polled(): number;
  /** Runs until the search ends (returns the result) or the control pauses it (returns undefined). */
  resume(): R | undefined;
  /**
   * Ends the search with `stop`, from wherever an interruption left it (inside a step, its
   * place half-written): the result of a search cut short, with the statistics so far.
   */
  halt(stop: Stop): R;
}

/**
 * Runs `body` with `control` as the thread's scope (so that `checkpoint()` in a problem's code
 * reaches it), and turns an interruption of `control` thrown out of it into `onStop`'s answer.
 * Any other exception passes through; the scope in force before is restored either way.
 */
export function runInScope<R>(control: Control, body: () => R, onStop: (stop: Stop) => R): R {
  const outer = enterScope(control);
  try {
    return body();
  } catch (e) {
    const stop = control.stopOf(e);
    if (stop === undefined) throw e;
    return onStop(stop);
  } finally {
    leaveScope(outer);
  }
}

/**
 * Runs a search's work on its root, before its engine runs (the first `isValid`, `isGoal` and
 * heuristic, a path's check): with the search's control started and in force, so that the
 * problem's `checkpoint()` and searches it starts there honour the search's limits too. Returns
 * the stop when a limit cut that work short, `undefined` when it ran to its end.
 */
export function atRoot(control: Control, work: () => void): Stop | undefined {
  control.begin(false, 0);
  return runInScope<Stop | undefined>(
    control,
    () => {
      work();
      return undefined;
    },
    (stop) => stop,
  );
}

/**
 * Runs `body` with no scope in force: for a search's own inner work (shortenPath's last Dijkstra
 * over the edges it found), which must not be stopped by the limits of the search it serves.
 */
export function outsideScopes<R>(body: () => R): R {
  const outer = enterScope(undefined);
  try {
    return body();
  } finally {
    leaveScope(outer);
  }
}

function slice<R>(machine: Machine<R>): R | undefined {
  return runInScope(
    machine.control,
    () => machine.resume(),
    (stop) => machine.halt(stop),
  );
}

/** Runs a machine to its end on the calling thread. */
export function runToEnd<R>(machine: Machine<R>): R {
  machine.control.begin(false, machine.polled());
  const result = slice(machine);
  if (result === undefined) throw new Error('search-core: internal error: a search paused outside a sliced run');
  return result;
}

// Node's `setImmediate` turns the event loop without the clamp nested timers get; browsers have none.
const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
const nextTurn: () => Promise<void> =
  typeof immediate === 'function'
    ? () => new Promise((resolve) => immediate(() => resolve()))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs a machine in slices of `yieldEveryMs`, letting the event loop turn between them (timers,
 * I/O, abort signals), and resolves with its result.
 */
export async function runInSlices<R>(machine: Machine<R>): Promise<R> {
  for (;;) {
    machine.control.begin(true, machine.polled());
    const result = slice(machine);
    if (result !== undefined) return result;
    await nextTurn();
  }
}
