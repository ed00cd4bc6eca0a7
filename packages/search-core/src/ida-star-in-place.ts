import { SearchError } from './errors.js';
import { Control, newStats, type Stop } from './internal/control.js';
import type { SearchOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { Key } from './state.js';

/**
 * A problem whose one state is changed in place: moves are applied and undone instead of copied.
 * The fastest shape for IDA* (no allocation per node).
 *
 * @typeParam S - the mutable state (a typed array, an object with a board and a blank position).
 * @typeParam M - the move type (small integers are fastest).
 * @example
 * ```ts
 * const fifteen: InPlaceProblem<Board, number> = {
 *   state: board,
 *   moves: (b, previous) => MOVES[b.blank][previous ?? 4],  // precomputed, inverse excluded
 *   apply: (b, m) => { slide(b, m); return 1; },
 *   undo: (b, m) => slide(b, inverse(m)),
 *   isGoal: (b) => b.h === 0,
 *   heuristic: (b) => b.h,                                  // kept up to date by slide()
 *   clone: (b) => ({ ...b, tiles: b.tiles.slice() }),
 * };
 * ```
 * @category Contract
 */
export interface InPlaceProblem<S, M> {
  /** The state, changed in place during the search and restored when it ends. */
  readonly state: S;
  /** The moves to try from `state`, in order; `previous` is the move that led here (undefined at the root). */
  moves(state: S, previous: M | undefined): ArrayLike<M>;
  /** Applies `move` to `state` and returns its cost (1 when nothing is returned). */
  apply(state: S, move: M): number | void;
  /** Undoes `move`, which was the last move applied. */
  undo(state: S, move: M): void;
  /** Whether `state` solves the problem. */
  isGoal(state: S): boolean;
  /** An admissible estimate of the remaining cost (0 gives iterative deepening on cost). */
  heuristic(state: S): number;
  /** A copy of `state`, used only to report the states along the solution. */
  clone(state: S): S;
  /** Identity, needed only for `cycleCheck: 'path'`. */
  key?(state: S): Key;
}

/**
 * Options of {@link idaStarInPlace}.
 *
 * @category Options
 */
export interface IdaStarInPlaceOptions extends Omit<SearchOptions<never>, 'hashing' | 'key'> {
  /** `'path'` skips moves that return to a state on the current path (needs `key`). Default `'none'`. */
  readonly cycleCheck?: 'path' | 'none';
}

/**
 * IDA* over a state changed in place by apply/undo: no allocation per node, the fastest way to
 * search huge implicit spaces like the 15-puzzle.
 *
 * @remarks
 * **When to use**: as {@link idaStar}, when the problem can apply and undo moves on one mutable
 * state and list moves without allocating (return precomputed arrays). Prune the move that undoes
 * the previous one in `moves(state, previous)`.
 *
 * **Details**: `stats.generated` counts every move applied plus one for the root
 * — with the 15-puzzle's conventions (blank moves up, left, right, down; no undoing of the previous
 * move) this reproduces Korf's 1985 node counts. The state is restored when the search returns.
 *
 * @example
 * ```ts
 * const r = idaStarInPlace(fifteen);
 * if (r.status === 'solved') console.log(r.moves.length, r.stats.generated);
 * ```
 * @see {@link idaStar}
 * @category Algorithms
 */
export function idaStarInPlace<S, M>(problem: InPlaceProblem<S, M>, options: IdaStarInPlaceOptions = {}): SearchResult<S, M> {
  const control = new Control(options);
  const stats = newStats();
  stats.iterations = 0;
  // Methods are called on `problem` directly (not through bound copies) so V8 can inline them.
  const state = problem.state;
  const cycle = options.cycleCheck ?? 'none';
  const pathCheck = cycle === 'path';
  const keyOf = problem.key?.bind(problem);
  if (cycle === 'path' && !keyOf) throw new SearchError('missing-key', "cycleCheck 'path' needs the problem's key(state)");
  const onPath = new Set<Key>();
  const path: M[] = [];
  const costs: number[] = [];
  const maxExpansions = control.maxExpansions;
  let bound = 0;
  let next = Infinity;
  let found = false;
  let goalDepth = 0;
  let stop: Stop | undefined;

  const visit = (g: number, previous: M | undefined, depth: number): void => {
    const h = problem.heuristic(state);
    if (!(h >= 0)) throw new SearchError('invalid-heuristic', `a heuristic must return a number ≥ 0, got ${String(h)}`);
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (problem.isGoal(state)) {
      found = true;
      goalDepth = depth;
      return;
    }
    if (stats.expanded >= maxExpansions) {
      stop = { status: 'limit', limit: 'expansions' };
      return;
    }
    if (stats.expanded >= control.nextCheck) {
      stop = control.poll(stats, depth, 0, bound);
      if (stop) return;
    }
    stats.expanded++;
    const list = problem.moves(state, previous);
    const n = list.length;
    for (let i = 0; i < n; i++) {
      const m = list[i]!;
      const applied = problem.apply(state, m);
      const c = applied === undefined ? 1 : applied;
      if (!(c >= 0) || c === Infinity) {
        problem.undo(state, m);
        throw new SearchError('invalid-cost', `a step cost must be a finite number ≥ 0, got ${String(c)}`);
      }
      stats.generated++;
      if (pathCheck) {
        const k = keyOf!(state);
        if (onPath.has(k)) {
          stats.duplicates++;
          problem.undo(state, m);
          continue;
        }
        onPath.add(k);
        path[depth] = m;
        costs[depth] = c;
        visit(g + c, m, depth + 1);
        onPath.delete(k);
      } else {
        path[depth] = m;
        costs[depth] = c;
        visit(g + c, m, depth + 1);
      }
      problem.undo(state, m);
      if (found) return;
      if (stop) return;
    }
  };

  const done = (r: SearchResult<S, M>): SearchResult<S, M> => {
    stats.elapsedMs = control.elapsed();
    stats.peakFrontier = path.length;
    return r;
  };
  const early = control.initial();
  if (early) return done({ status: 'aborted', stats });
  bound = problem.heuristic(state);
  if (!(bound >= 0)) throw new SearchError('invalid-heuristic', `the heuristic of the initial state is ${String(bound)}`);
  for (;;) {
    stats.iterations++;
    if (stats.iterations === 1) stats.generated++; // the root, counted once as Korf does
    next = Infinity;
    path.length = 0;
    onPath.clear();
    if (pathCheck) onPath.add(keyOf!(state));
    found = false;
    visit(0, undefined, 0);
    if (found) return done(solved(problem, path.slice(0, goalDepth), costs.slice(0, goalDepth), stats));
    if (stop) return done(stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats });
    if (next === Infinity) return done({ status: 'exhausted', stats });
    bound = next;
  }
}

function solved<S, M>(p: InPlaceProblem<S, M>, moves: M[], costs: number[], stats: SearchResult<S, M>['stats']): SearchResult<S, M> {
  const states: S[] = [p.clone(p.state)];
  let cost = 0;
  for (let i = 0; i < moves.length; i++) {
    p.apply(p.state, moves[i]!);
    states.push(p.clone(p.state));
    cost += costs[i]!;
  }
  for (let i = moves.length - 1; i >= 0; i--) p.undo(p.state, moves[i]!);
  return { status: 'solved', moves, states, cost, stats };
}
