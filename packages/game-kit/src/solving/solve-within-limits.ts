import type { GameSolveOptions, GameSolveResult } from '../plugin.js';
import { LimitBudget } from './limit-budget.js';

/**
 * Runs a game's whole solve (set-up, stages, searches) under the caller's limits as one scope:
 * `timeoutMs`, `cancel`, `signal` and `maxMemoryBytes` hold for all of it together, from the start.
 *
 * @remarks
 * **When to use**: as the body of every plugin's `solve`. Inside, search-core's `checkpoint()` in
 * the game's own code (set-up tables, a costly successor generation) stops the solve within a
 * millisecond or so of a limit; every search started inside stops when the scope's limits are
 * due, whatever limits it was given, so stages that run one after another (or in turns) share one
 * deadline; and `maxMemoryBytes` is measured over the whole solve, the game's own tables included.
 * Searches still get the caller's limits (and a game's share of them) as their own.
 *
 * **Gotchas**: synchronous work only. A stop at a checkpoint outside any search answers a result
 * of status `limit` or `aborted` with empty statistics but for the time; a search's own stop is
 * the search's result, as before.
 *
 * @param options - the caller's solve options (only the limits are read).
 * @param work - the solve; its answer is returned unchanged.
 * @returns `work`'s answer, or `{ result: stopped, optimal: false }` when a checkpoint stopped it.
 * @example
 * ```ts
 * export function solve(level: Level, options: GameSolveOptions = {}): GameSolveResult<State, Move> {
 *   return solveWithinLimits(options, () => {
 *     const tables = buildTables(level); // calls checkpoint() now and then
 *     const result = astar(problemOf(level, tables), searchOptionsOf(options));
 *     return result.status === 'solved' ? { result, solution: format(result.moves), optimal: true } : { result, optimal: false };
 *   });
 * }
 * ```
 * @see {@link LimitBudget.setUp}
 * @category Solving
 */
export function solveWithinLimits<S, M>(options: GameSolveOptions, work: () => GameSolveResult<S, M>): GameSolveResult<S, M> {
  const run = new LimitBudget(options).setUp(() => work());
  return 'stopped' in run ? { result: run.stopped, optimal: false } : run.value;
}
