import { activeScope, isInterruptionValue } from './internal/ambient.js';

/**
 * Lets the limits of the search (or of the {@link withinLimits} scope) running on this thread stop
 * the problem's own work here: call it inside a costly step.
 *
 * @remarks
 * **When to use**: in any code a search calls that may run long on its own, before or between the
 * children it lists: a game's successor generation that analyses the whole position, a heuristic
 * that builds a table on first use, per-level set-up run under {@link withinLimits}. A search polls
 * its limits between expansions and between the children an expansion lists; work done before the
 * first child (or in a heuristic) is invisible to it unless that work calls `checkpoint()`.
 *
 * **Details**: cheap enough for inner loops: a counter and a compare; about once a millisecond
 * (the stride adapts to how often it is called) it reads the clock, the signal, the cancel flag
 * and the memory of the innermost search or scope in force, and of the scopes around it. When one
 * of them is due it throws, and that search or scope ends with the stop (status `limit` or
 * `aborted`) as it would between two steps. Outside any search or scope it does nothing.
 *
 * **Gotchas**: it throws through your code, so call it where an exit leaves nothing half-written
 * that outlives the search (a cache entry being filled, say). What it throws is not an `Error`;
 * code that catches everything must let it through (see {@link isInterruption}). The in-place
 * IDA* ({@link idaStarInPlace}) shields its problem's calls: there it does nothing. An `…Async`
 * search's `AbortSignal` fires only between time slices (the event loop must turn), so inside a
 * step it is the time limit, the cancel flag and memory that stop it.
 *
 * @example
 * ```ts
 * const problem = {
 *   initial,
 *   expand(state, emit) {
 *     for (const region of regions(state)) {
 *       checkpoint(); // a region takes milliseconds to analyse
 *       analyse(region);
 *     }
 *     for (const next of successorsOf(state)) emit(next.state, next.move);
 *   },
 *   isGoal,
 *   key,
 * };
 * astar(problem, { timeoutMs: 1000 }); // stops within a region's analysis of the deadline
 * ```
 * @see {@link withinLimits}, {@link isInterruption}, {@link SearchOptions.timeoutMs}
 * @category Options
 */
export function checkpoint(): void {
  activeScope()?.tick();
}

/**
 * Whether a value caught in your code is the signal by which {@link checkpoint} (or a search's own
 * stop inside a step) ends a search: rethrow it.
 *
 * @remarks
 * **When to use**: in a problem's code that catches every exception (to report it, or to turn it
 * into a result): let these through, or the search cannot stop there.
 *
 * @param e - a caught value.
 * @returns true when `e` must be rethrown.
 * @example
 * ```ts
 * try {
 *   analyse(position);
 * } catch (e) {
 *   if (isInterruption(e)) throw e;
 *   report(e);
 * }
 * ```
 * @see {@link checkpoint}
 * @category Options
 */
export function isInterruption(e: unknown): boolean {
  return isInterruptionValue(e);
}
