import { Control, stopped } from './internal/control.js';
import { runInScope } from './internal/machine.js';
import type { SearchOptions } from './options.js';
import { emptyStats, type UnsolvedResult } from './result.js';

/**
 * The limits a {@link withinLimits} scope watches.
 *
 * @category Options
 */
export type ScopeLimits = Pick<SearchOptions<unknown>, 'timeoutMs' | 'maxMemoryBytes' | 'signal' | 'cancel' | 'checkEvery'>;

/**
 * Runs `work` under limits: every {@link checkpoint} inside it, and every search it starts, honours
 * `timeoutMs`, `maxMemoryBytes`, `signal` and `cancel` as a search does.
 *
 * @remarks
 * **When to use**: for work around searches that is costly on its own: a game's per-level set-up
 * (tables built from the level), a solver that runs several searches in stages or in turns. Inside,
 * `checkpoint()` stops the work when a limit is due (the scope then answers `{ stopped }`), and each
 * search started inside ends with the scope's stop (status `limit` or `aborted`, as its own limits
 * would end it) once the scope's limit is due, whatever limits it was given. So one deadline, one
 * cancel flag and one memory limit cover set-up and every stage, measured from the start of the
 * scope.
 *
 * **Details**: `maxMemoryBytes` is measured (see {@link SearchOptions.maxMemoryBytes}): what the
 * thread has added to its heap and array buffers since the scope began. A search started inside
 * that is given its own `maxMemoryBytes` measures its own part too. Scopes nest: an inner scope
 * (or search) honours the outer ones.
 *
 * **Gotchas**: synchronous work only: the scope is this thread's while `work` runs, and would not
 * follow an `await`. A stop from `checkpoint()` throws through `work`: call it where an exit leaves
 * nothing half-written.
 *
 * @param limits - the limits to watch (the other search options do not apply to a scope).
 * @param work - the work; its value is returned as `{ value }`.
 * @returns `{ value }` when `work` ran to its end; `{ stopped }` when a limit stopped it at a
 * checkpoint: a result of status `limit` (`time` or `memory`) or `aborted`, whose statistics are
 * empty but for the time spent.
 * @throws SearchError (`invalid-option`) for a limit out of range; whatever `work` throws.
 * @example
 * ```ts
 * const run = withinLimits({ timeoutMs: 1000, cancel }, () => {
 *   const tables = buildTables(level); // calls checkpoint() now and then
 *   return astar(problemOf(level, tables)); // stops at the scope's deadline too
 * });
 * if ('stopped' in run) return run.stopped;
 * return run.value;
 * ```
 * @see {@link checkpoint}
 * @category Options
 */
export function withinLimits<T>(limits: ScopeLimits, work: () => T): { readonly value: T } | { readonly stopped: UnsolvedResult } {
  const control = new Control(limits, undefined, false);
  const stoppedBy = (stop: Parameters<typeof stopped>[0]): { readonly stopped: UnsolvedResult } => {
    const stats = emptyStats();
    stats.elapsedMs = control.elapsed();
    return { stopped: stopped(stop, stats) };
  };
  const early = control.initial();
  if (early !== undefined) return stoppedBy(early);
  control.begin(false, 0);
  return runInScope<{ readonly value: T } | { readonly stopped: UnsolvedResult }>(control, () => ({ value: work() }), stoppedBy);
}
