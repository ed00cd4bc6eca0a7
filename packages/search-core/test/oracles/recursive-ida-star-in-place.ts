/** The recursive in-place IDA* as it was before the explicit-stack rewrite: an oracle (no limits). */
import type { InPlaceProblem, Key, SearchResult, SearchStats } from '@puzzle-solvers/search-core';
import { SearchError } from '../../src/errors.js';

type Stop = { status: 'limit'; limit: 'expansions' } | { status: 'aborted' };
interface Control {
  readonly maxExpansions: number;
  readonly nextCheck: number;
  poll(stats: SearchStats, frontier: number, stored: number, bound: number): Stop | undefined;
}

export function recursiveIdaStarInPlace<S, M>(
  problem: InPlaceProblem<S, M>,
  options: { readonly cycleCheck?: 'path' | 'none' } = {},
): SearchResult<S, M> {
  const control: Control = { maxExpansions: Infinity, nextCheck: Infinity, poll: () => undefined };
  const stats: SearchStats = {
    expanded: 0,
    generated: 0,
    duplicates: 0,
    pruned: 0,
    reopened: 0,
    peakFrontier: 0,
    peakStored: 0,
    elapsedMs: 0,
    iterations: 1,
  };
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

  const done = (r: SearchResult<S, M>): SearchResult<S, M> => r;
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
    if (problem.heuristic(state) === Infinity) return done({ status: 'exhausted', stats }); // a dead root (rule added since)
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
