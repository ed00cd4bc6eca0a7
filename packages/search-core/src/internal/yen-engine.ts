import type { KShortestPathsOptions, KShortestPathsResult } from '../paths/k-shortest-paths.js';
import type { AStarOptions } from '../options.js';
import {
  emptyStats,
  type LimitKind,
  mergeStats,
  type SearchPath,
  type SearchResult,
  type SearchStats,
  type UnsolvedWithClosest,
} from '../result.js';
import type { Emit } from '../state.js';
import { type BestFirstRun, startBestFirst } from './best-first.js';
import { Control, type Stop } from './control.js';
import { type Machine, runInScope } from './machine.js';
import { type Normalized, requireHashing } from './normalize.js';
import { createVisitedTable } from './visited-table.js';

/** A move of a spur search: the problem's move and its ordinal among the state's successors. */
interface Step<M> {
  readonly move: M;
  readonly ordinal: number;
  readonly cost: number | undefined;
}

/** A path found: its moves, states and cost, and the ordinals that name its moves among the successors. */
interface FoundPath<S, M> extends SearchPath<S, M> {
  readonly ordinals: number[];
  readonly costs: number[];
  /** The index of the state where it left the path it was spurred from (0 for the first path). */
  readonly deviation: number;
}

/** A Control that remembers whether the run it began is sliced, to begin the spur searches alike. */
class OuterControl extends Control {
  sliced = false;
  override begin(sliced: boolean, count: number): void {
    this.sliced = sliced;
    super.begin(sliced, count);
  }
}

/**
 * Yen's k shortest loopless paths (1971) on an implicit graph. The cheapest path comes from A*; the
 * i-th from spur searches off the (i−1)-th: for each of its states s, an A* from s that may not
 * visit the states before s on that path, nor leave s by a move that a path already found takes
 * after the same prefix. Each spur path joined to its prefix is a candidate; the cheapest candidate
 * not found before is the next path; with Lawler's saving, a path is spurred only from the state
 * where it left its parent on. Spur searches run one at a time as machines under the outer
 * control's limits (the expansions and time left are passed down), so every limit and cancel holds.
 */
export function startYen<S, M>(p: Normalized<S, M>, k: number, options: KShortestPathsOptions<S>): Machine<KShortestPathsResult<S, M>> {
  const hashing = requireHashing(p.hashing, 'kShortestPaths');
  const control = new OuterControl(options, p.initial);
  let stats: SearchStats = emptyStats();
  const found: FoundPath<S, M>[] = [];
  const candidates: FoundPath<S, M>[] = [];
  const known = new Set<string>();
  const signature = (ordinals: readonly number[]): string => ordinals.join(',');
  let finished: KShortestPathsResult<S, M> | undefined;
  /** The spur search running, with the prefix it extends; undefined between searches. */
  let running: { run: BestFirstRun<S, Step<M>>; prefix: FoundPath<S, M> } | undefined;
  /** The next spur index of the last path found. */
  let spurIndex = 0;
  let polled = 0;
  const EMPTY: FoundPath<S, M> = { moves: [], states: [], cost: 0, ordinals: [], costs: [], deviation: 0 };

  /** A* from `prefix`'s last state, avoiding the prefix's other states and the moves `banned` there. */
  const spur = (prefix: FoundPath<S, M>, banned: Set<number>): BestFirstRun<S, Step<M>> => {
    const start = prefix.states[prefix.states.length - 1]!;
    const avoid = createVisitedTable(hashing);
    for (let i = 0; i + 1 < prefix.states.length; i++) avoid.findOrAdd(prefix.states[i]!, i);
    const isValid = p.isValid;
    const spurProblem: Normalized<S, Step<M>> = {
      initial: start,
      expand: (state: S, emit: Emit<S, Step<M>>) => {
        let ordinal = 0;
        const atStart = state === start;
        p.expand(state, (child, move, cost) => {
          const o = ordinal++;
          if (!(atStart && banned.has(o))) emit(child, { move, ordinal: o, cost }, cost);
        });
      },
      isGoal: p.isGoal,
      heuristic: p.heuristic,
      isValid: (s: S) => avoid.find(s) === -1 && (isValid === undefined || isValid(s)),
      hashing,
    };
    const elapsed = control.elapsed();
    const sub: AStarOptions<S> = {
      ...options,
      hashing,
      maxExpansions: Math.max(0, (options.maxExpansions ?? Infinity) - stats.expanded),
      timeoutMs: Math.max(0, (options.timeoutMs ?? Infinity) - elapsed),
    };
    const run = startBestFirst(spurProblem, sub, 'kShortestPaths');
    return run;
  };

  /** A spur result joined to the prefix it extends (the prefix's states without the spur's start). */
  const joined = (prefix: FoundPath<S, M>, r: SearchResult<S, Step<M>>): FoundPath<S, M> | undefined => {
    if (r.status !== 'solved') return undefined;
    return {
      deviation: prefix.moves.length,
      moves: prefix.moves.concat(r.moves.map((s) => s.move)),
      states: prefix.states.concat(r.states),
      cost: prefix.cost + r.cost,
      ordinals: prefix.ordinals.concat(r.moves.map((s) => s.ordinal)),
      costs: prefix.costs.concat(r.moves.map((s) => s.cost ?? 1)),
    };
  };

  /** The first i moves of a path found, with the states they reach. */
  const prefixOf = (path: FoundPath<S, M>, i: number): FoundPath<S, M> => {
    const costs = path.costs.slice(0, i);
    return {
      deviation: 0,
      moves: path.moves.slice(0, i),
      states: path.states.slice(0, i + 1),
      cost: costs.reduce((a, b) => a + b, 0),
      ordinals: path.ordinals.slice(0, i),
      costs,
    };
  };

  const finish = (status: Stop | 'done' | 'exhausted', closest?: SearchResult<S, Step<M>>): KShortestPathsResult<S, M> => {
    const paths: SearchPath<S, M>[] = found.map(({ moves, states, cost }) => ({ moves, states, cost }));
    stats.elapsedMs = control.elapsed();
    if (paths.length > 0) {
      const first = paths[0]!;
      const base = { moves: first.moves, states: first.states, cost: first.cost, stats, paths };
      finished = status === 'done' || status === 'exhausted' ? { status: 'solved', ...base } : { ...stoppedBase(status), stats, paths };
    } else if (status === 'done' || status === 'exhausted') {
      // The first search is best-first's, whose failures carry `closest` (see astar).
      const c = closest?.status !== 'solved' ? (closest as UnsolvedWithClosest<S, Step<M>> | undefined)?.closest : undefined;
      finished = c
        ? {
            status: 'exhausted',
            stats,
            paths,
            closest: { ...c, moves: c.moves.map((s) => s.move) },
          }
        : { status: 'exhausted', stats, paths };
    } else {
      finished = { ...stoppedBase(status), stats, paths };
    }
    return finished;
  };

  const early = control.initial();
  if (early) finish(early);
  // The first search starts in the first slice, with this control in force: each spur search is
  // made inside it and so honours its deadline, cancel and measured memory as its own.
  let started = false;

  /** Starts the next spur search, or takes the next path; returns true when the search is over. */
  const next = (): boolean => {
    const last = found[found.length - 1]!;
    while (spurIndex < last.moves.length) {
      const i = spurIndex++;
      const prefix = prefixOf(last, i);
      const banned = new Set<number>();
      for (const q of found) {
        if (q.ordinals.length > i && q.ordinals.slice(0, i).every((o, j) => o === prefix.ordinals[j])) banned.add(q.ordinals[i]!);
      }
      // The root path without its last state (the spur's start, which `spur` adds back).
      running = { run: spur(prefix, banned), prefix: { ...prefix, states: prefix.states.slice(0, -1) } };
      return false;
    }
    // Every spur of the last path is done: the cheapest candidate is the next path.
    if (found.length >= k || candidates.length === 0) {
      finish('done');
      return true;
    }
    candidates.sort((a, b) => a.cost - b.cost || a.moves.length - b.moves.length);
    const taken = candidates.shift()!;
    found.push(taken);
    // Lawler's saving: spurs before the deviation were searched for the path it came from, and
    // their candidates are still in the list (or already taken, and then spurred on their own).
    spurIndex = taken.deviation;
    if (found.length >= k) {
      finish('done');
      return true;
    }
    return next();
  };

  const resume = (): KShortestPathsResult<S, M> | undefined => {
    if (finished) return finished;
    if (!started) {
      started = true;
      running = { run: spur({ ...EMPTY, states: [p.initial] }, new Set()), prefix: EMPTY };
    }
    for (;;) {
      const r = running!;
      r.run.control.begin(control.sliced, r.run.polled());
      // A spur's own stop inside its step ends it (as its machine's halt says); this search's own
      // stop, seen by the spur as its enclosing scope's, passes through to end this one.
      const result = runInScope(
        r.run.control,
        () => r.run.resume(),
        (s) => r.run.halt(s),
      );
      if (result === undefined) {
        polled++;
        return undefined;
      }
      stats = mergeStats(stats, result.stats);
      running = undefined;
      if (result.status === 'limit' || result.status === 'aborted') {
        return finish(result.status === 'aborted' ? { status: 'aborted' } : { status: 'limit', limit: result.limit ?? 'expansions' });
      }
      if (found.length === 0) {
        const first = joined(EMPTY, result);
        if (first === undefined) return finish('exhausted', result);
        found.push(first);
        known.add(signature(first.ordinals));
        if (k <= 1) return finish('done');
      } else {
        const candidate = joined(r.prefix, result);
        if (candidate !== undefined && !known.has(signature(candidate.ordinals))) {
          known.add(signature(candidate.ordinals));
          candidates.push(candidate);
        }
      }
      if (next()) return finished;
    }
  };
  return { control, polled: () => polled, resume, halt: (s: Stop) => finished ?? finish(s) };
}

function stoppedBase(s: Stop): { status: 'limit'; limit: LimitKind } | { status: 'aborted' } {
  return s.status === 'aborted' ? { status: 'aborted' } : { status: 'limit', limit: s.limit };
}
