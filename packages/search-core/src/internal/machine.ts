import type { Control } from './control.js';

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
}

/** Runs a machine to its end on the calling thread. */
export function runToEnd<R>(machine: Machine<R>): R {
  machine.control.begin(false, machine.polled());
  const result = machine.resume();
  if (result === undefined) throw new Error('search-core: internal error: a search paused outside a sliced run');
  return result;
}

const nextTurn: () => Promise<void> =
  typeof setImmediate === 'function'
    ? () => new Promise((resolve) => setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs a machine in slices of `yieldEveryMs`, letting the event loop turn between them (timers,
 * I/O, abort signals), and resolves with its result.
 */
export async function runInSlices<R>(machine: Machine<R>): Promise<R> {
  for (;;) {
    machine.control.begin(true, machine.polled());
    const result = machine.resume();
    if (result !== undefined) return result;
    await nextTurn();
  }
}
