import type { SearchProgress } from '@puzzle-solvers/search-core';
import type { AnyGamePlugin, GameSolveOptions } from '@puzzle-solvers/game-kit';
import { HeapGuard } from './heap-guard.js';
import { formatParseError, isParseError, messageOf } from './parse-errors.js';
import type { LevelLimit, LevelOutcome, LevelReport, LevelStatus, SolutionNote } from './report.js';

/**
 * One level to solve: everything a worker thread needs, as plain data.
 *
 * @category Solving
 */
export interface LevelTask {
  /** The game name. */
  readonly game: string;
  /** The name shown in reports and parse errors. */
  readonly file: string;
  /** The level text. */
  readonly text: string;
  /** Values of the game's own options (`{ part: '2' }`). */
  readonly gameOptions: Readonly<Record<string, string>>;
  /** One of the plugin's algorithms; the plugin's default when absent. */
  readonly algorithm?: string;
  /** The time limit for parsing plus solving, in milliseconds; none when absent. */
  readonly timeoutMs?: number;
  /** The limit on stored states. */
  readonly maxStates?: number;
  /** The limit on the memory of the stored states, in bytes (search-core's estimate). */
  readonly maxMemoryBytes?: number;
  /** The heap the solving thread may use (`--memory`), for its `HeapGuard`; default V8's limit. */
  readonly heapLimitBytes?: number;
}

/** How often, in ms of search, the heap guard reads the memory in use. */
const GUARD_MS = 5;

/** How often, in ms, the caller's progress callback is called. */
const PROGRESS_MS = 200;

const now = (): number => performance.now();

interface ReportFields {
  readonly status: LevelStatus;
  readonly ms: number;
  readonly solution?: string;
  readonly moves?: number;
  readonly cost?: number;
  readonly optimal?: boolean;
  readonly lowerBound?: number;
  readonly error?: string | null;
  readonly limit?: LevelLimit;
  readonly stats?: { readonly expanded: number; readonly generated: number };
}

function report(task: LevelTask, fields: ReportFields): LevelReport {
  return {
    game: task.game,
    file: task.file,
    status: fields.status,
    solution: fields.solution ?? null,
    moves: fields.moves ?? null,
    cost: fields.cost ?? null,
    optimal: fields.optimal ?? null,
    lowerBound: fields.lowerBound ?? null,
    known: null,
    stats: { expanded: fields.stats?.expanded ?? 0, generated: fields.stats?.generated ?? 0, ms: Math.round(fields.ms) },
    error: fields.error ?? null,
    limit: fields.limit ?? null,
  };
}

/**
 * Parses and solves one level in the current thread, and checks the solution with the game's verifier.
 *
 * @remarks
 * Never throws: a parse error, a crash of the game or a solution the verifier rejects all become a
 * report with status `error`. The time limit is passed to the plugin, which stops itself; a plugin that
 * does not is stopped by the worker pool, which terminates its thread.
 *
 * @param plugin - the game.
 * @param task - the level and the limits.
 * @param onProgress - receives the search's progress snapshots.
 * @param onSolution - hears of each better solution as the game finds it (anytime algorithms).
 * @category Solving
 */
export function solveLevel(
  plugin: AnyGamePlugin,
  task: LevelTask,
  onProgress?: (progress: SearchProgress) => void,
  onSolution?: (note: SolutionNote) => void,
): LevelOutcome {
  const start = now();
  let level: unknown;
  try {
    level = plugin.parse(task.text, { file: task.file, options: task.gameOptions });
  } catch (e) {
    const parse = isParseError(e);
    const error = parse ? formatParseError(e, task.file, task.game) : `${task.game} crashed while parsing: ${messageOf(e)}`;
    return { report: report(task, { status: 'error', error, ms: now() - start }), parseError: parse };
  }
  const options: { -readonly [K in keyof GameSolveOptions]: GameSolveOptions[K] } = {};
  if (task.algorithm !== undefined) options.algorithm = task.algorithm;
  if (task.timeoutMs !== undefined) options.timeoutMs = Math.max(1, task.timeoutMs - (now() - start));
  if (task.maxStates !== undefined) options.maxStates = task.maxStates;
  if (task.maxMemoryBytes !== undefined) options.maxMemoryBytes = task.maxMemoryBytes;
  // The guard reads the memory in use on every snapshot; the caller's progress gets one every
  // PROGRESS_MS at most.
  const guard = new HeapGuard(task.heapLimitBytes);
  let shown = start;
  options.signal = guard.signal;
  options.progressIntervalMs = GUARD_MS;
  options.onProgress = (p) => {
    guard.check();
    if (onProgress === undefined || now() - shown < PROGRESS_MS) return;
    shown = now();
    onProgress(p);
  };
  if (onSolution !== undefined) {
    options.onSolution = (s) =>
      onSolution({ moves: s.moves, cost: s.cost, lowerBound: s.lowerBound, optimal: s.optimal, elapsedMs: now() - start });
  }
  try {
    const { result, solution, optimal, lowerBound } = plugin.solve(level, options);
    const stats = { expanded: result.stats.expanded, generated: result.stats.generated };
    const ms = now() - start;
    switch (result.status) {
      case 'solved': {
        const text = solution ?? plugin.formatSolution(result.moves);
        // Replaying the answer costs little and catches a solver that disagrees with its own rules.
        const check = plugin.verify(level, result.moves);
        if (!check.valid) {
          const error = `${task.game}'s solver returned a solution its verifier rejects at step ${check.step + 1}: ${check.reason}`;
          return { report: report(task, { status: 'error', error, solution: text, stats, ms }), parseError: false };
        }
        return {
          report: report(task, {
            status: 'solved',
            solution: text,
            moves: result.moves.length,
            cost: result.cost,
            optimal: optimal === true,
            lowerBound: boundOf(result.cost, optimal === true, lowerBound),
            stats,
            ms,
          }),
          parseError: false,
        };
      }
      case 'exhausted':
        return { report: report(task, { status: 'unsolvable', stats, ms }), parseError: false };
      case 'limit':
        if (result.limit === 'time') return { report: report(task, { status: 'timeout', stats, ms }), parseError: false };
        return {
          report: report(task, { status: 'limit', ...(result.limit !== undefined ? { limit: result.limit } : {}), stats, ms }),
          parseError: false,
        };
      case 'aborted':
        if (guard.tripped) return { report: report(task, { status: 'limit', limit: 'memory', stats, ms }), parseError: false };
        return { report: report(task, { status: 'timeout', stats, ms }), parseError: false };
      default: {
        const error = `${task.game} returned an unknown search status ${JSON.stringify((result as { status: unknown }).status)}`;
        return { report: report(task, { status: 'error', error, stats, ms }), parseError: false };
      }
    }
  } catch (e) {
    const error = `${task.game} crashed while solving: ${messageOf(e)}`;
    return { report: report(task, { status: 'error', error, ms: now() - start }), parseError: false };
  }
}

/**
 * The bound a report carries with a solution of `cost`: the cost when proven optimal, else the
 * game's bound within 0 … cost (an absent or unusable one is 0: nothing proven).
 */
function boundOf(cost: number, optimal: boolean, lowerBound: number | undefined): number {
  if (optimal) return cost;
  return typeof lowerBound === 'number' && Number.isFinite(lowerBound) && lowerBound > 0 ? Math.min(lowerBound, cost) : 0;
}

/**
 * The report of a level whose worker was terminated (time limit) or died.
 *
 * @category Solving
 */
export function failedReport(
  task: LevelTask,
  status: 'timeout' | 'error',
  ms: number,
  error: string | null,
  stats?: { expanded: number; generated: number },
): LevelReport {
  return report(task, stats ? { status, ms, error, stats } : { status, ms, error });
}

/**
 * The outcome of a level after which the game left unhandled errors behind (see `StrayErrors`): an
 * error charged to this level, keeping its counters.
 *
 * @category Solving
 */
export function withStrayErrors(task: LevelTask, outcome: LevelOutcome, stray: readonly unknown[]): LevelOutcome {
  if (stray.length === 0) return outcome;
  const { report: r } = outcome;
  const error = `${task.game} left an unhandled error while solving: ${messageOf(stray[0])}`;
  return { report: report(task, { status: 'error', ms: r.stats.ms, error, stats: r.stats }), parseError: false };
}
