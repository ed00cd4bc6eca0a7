/**
 * Several A* searches over one problem, one per weight, taking turns of a few hundred expansions
 * until one of them ends: the portfolio the walk search runs on levels whose best weight varies.
 * Kept apart from the walk search's problem because the turns, the shared limits and the combined
 * statistics hold whatever problem they run.
 *
 * @module
 */
import {
  astarSteps,
  emptyStats,
  withinLimits,
  type ScopeLimits,
  type AStarOptions,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import { BY_KEY, type KeyedPosition } from './macro-moves.js';
import type { Direction, Position } from '../rules.js';

/** Expansions each search of a portfolio makes before the next one takes its turn. */
const SLICE = 256;

/**
 * Runs one search per weight on `problem`, taking turns of `shares[i]` times {@link SLICE}
 * expansions, until one of them ends; `finish` turns the ending search's result into moves.
 */
export function runInTurns<Macro>(
  problem: SearchProblem<KeyedPosition, Macro>,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
  weights: readonly number[],
  shares: readonly number[],
  stateBytes: number,
  finish: (result: SearchResult<KeyedPosition, Macro>) => SearchResult<Position, Direction>,
): SearchResult<Position, Direction> {
  // The searches take turns under one scope of the caller's time, signal and flag: a search's own
  // deadline counts from its first turn, which may come long after the portfolio began.
  const scope: { -readonly [K in keyof ScopeLimits]: ScopeLimits[K] } = {};
  if (options.timeoutMs !== undefined) scope.timeoutMs = options.timeoutMs;
  if (options.signal !== undefined) scope.signal = options.signal;
  if (options.cancel !== undefined) scope.cancel = options.cancel;
  const run = withinLimits(scope, () => takeTurns(problem, options, weights, shares, stateBytes, finish));
  return 'value' in run ? run.value : run.stopped;
}

/** The turns of {@link runInTurns}'s searches, one per weight, until one of them ends. */
function takeTurns<Macro>(
  problem: SearchProblem<KeyedPosition, Macro>,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
  weights: readonly number[],
  shares: readonly number[],
  stateBytes: number,
  finish: (result: SearchResult<KeyedPosition, Macro>) => SearchResult<Position, Direction>,
): SearchResult<Position, Direction> {
  const { maxExpansions, ...shared } = options;
  const part = { ...shared, ...memoryPart(options, weights.length), stateBytes };
  const runs = weights.map((weight) => astarSteps(problem, { ...part, weight, hashing: BY_KEY }));
  // Each search's result once it has ended (or been ended).
  const ended: (SearchResult<KeyedPosition, Macro> | undefined)[] = runs.map(() => undefined);
  /** Ends every search still running; the statistics of all of them (one never started did nothing). */
  const endAll = (): SearchStats => {
    const stats: SearchStats[] = [];
    runs.forEach((run, i) => {
      // return() hands back the statistics so far; a search never started answers nothing.
      const result = ended[i] ?? (run.return(undefined as never).value as SearchResult<KeyedPosition, Macro> | undefined);
      if (result !== undefined) stats.push(result.stats);
    });
    return concurrentStats(stats);
  };
  let expanded = 0;
  let last: SearchResult<KeyedPosition, Macro> | undefined;
  for (let turn = 0; ended.some((r) => r === undefined); turn = (turn + 1) % runs.length) {
    if (ended[turn] !== undefined) continue;
    const run = runs[turn]!;
    for (let k = 0; k < SLICE * shares[turn]!; k++) {
      if (maxExpansions !== undefined && expanded >= maxExpansions) return { status: 'limit', limit: 'expansions', stats: endAll() };
      const step = run.next();
      if (!step.done) {
        expanded++;
        continue;
      }
      const result = step.value;
      ended[turn] = last = result;
      if (result.status === 'solved' || result.status === 'exhausted' || result.status === 'aborted') {
        return finish({ ...result, stats: endAll() });
      }
      break;
    }
  }
  return { ...last!, stats: endAll() } as SearchResult<Position, Direction>;
}

/** An equal part of the memory limits for each of `runs` searches that hold their states at once. */
function memoryPart(
  options: Pick<AStarOptions<Position>, 'maxStates' | 'maxMemoryBytes'>,
  runs: number,
): Pick<AStarOptions<Position>, 'maxStates' | 'maxMemoryBytes'> {
  const out: { maxStates?: number; maxMemoryBytes?: number } = {};
  if (options.maxStates !== undefined) out.maxStates = Math.floor(options.maxStates / runs);
  if (options.maxMemoryBytes !== undefined) out.maxMemoryBytes = Math.floor(options.maxMemoryBytes / runs);
  return out;
}

/**
 * The statistics of searches that ran in turns, as one: counters add up, and so do the peaks (the
 * searches held their states at the same time); the time is the longest, as they ran side by side.
 */
function concurrentStats(all: readonly SearchStats[]): SearchStats {
  const out = emptyStats();
  for (const s of all) {
    out.expanded += s.expanded;
    out.generated += s.generated;
    out.duplicates += s.duplicates;
    out.pruned += s.pruned;
    out.reopened += s.reopened;
    out.peakFrontier += s.peakFrontier;
    out.peakStored += s.peakStored;
    out.elapsedMs = Math.max(out.elapsedMs, s.elapsedMs);
    out.iterations += s.iterations;
  }
  return out;
}
