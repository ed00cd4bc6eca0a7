import type { AnytimeResult } from '../anytime/anytime-astar.js';
import { SearchError } from '../errors.js';
import type { OptimisticSearchOptions } from '../suboptimal/optimistic-search.js';
import { Float64Column, Uint8Column } from './columns.js';
import { checkWeight } from './focal-engine.js';
import { GOAL, goalTestingEmit } from './goal-testing-emit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { closestWithin, isStop, type Path, SearchKit, type Stop } from './search-kit.js';

/** The optimism weight: `options.optimism`, else 2w − 1 (the paper's choice). */
function checkOptimism(optimism: number | undefined, weight: number): number {
  const o = optimism ?? 2 * weight - 1;
  if (!(o >= 1) || o === Infinity) throw new SearchError('invalid-option', `optimism must be a finite number ≥ 1, got ${String(o)}`);
  return o;
}

/**
 * Optimistic search (Thayer and Ruml 2008): weighted A* at an optimism weight finds a solution,
 * then A*'s order proves it within the bound w, or finds a cheaper one on the way.
 *
 * One set of open states, two lazy heaps over it: `byF` by f = g + h (its top, the least f, is the
 * lower bound) and `byHat` by f̂ = g + optimism × h (ties to the deeper state in both). Each step,
 * with C the incumbent's cost (Infinity before the first): the search ends once w × least f ≥ C
 * (or nothing is open); it expands the top of `byHat` while that f̂ is below C (greedy search,
 * which may still meet a cheaper solution), else the top of `byF` (the clean-up, which raises the
 * least f). Goals are tested when generated: a goal reached below C is the new incumbent, and a
 * state with f ≥ C is not filed (no cheaper solution goes through it). A state reached more cheaply
 * is filed again, expanded or not, so that with an admissible heuristic, consistent or not, a
 * state of an optimal path is open at its optimal g while C is above the optimum: the least f is
 * then at most the optimum, and the end's test proves C ≤ w × optimum.
 */
export function startOptimistic<S, M>(p: Normalized<S, M>, options: OptimisticSearchOptions<S>): Machine<AnytimeResult<S, M>> {
  const weight = checkWeight(options.weight, 2);
  const optimism = checkOptimism(options.optimism, weight);
  const kit = new SearchKit(p, options, 'optimisticSearch');
  const { stats, arena, states, control } = kit;
  const { isGoal, expand } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** g when last expanded (Infinity: never); a node is open while its g is below this. */
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const flags = new Uint8Column(control.capacity);
  const byF = OpenList.take(control.capacity);
  const byHat = new OpenList(1024);
  let incumbentCost = Infinity;
  let incumbent = -1;
  let solutions = 0;
  /** The highest lower bound seen (the least f may fall with an inconsistent heuristic; the bound need not). */
  let reported = 0;
  const at = kit.at;
  let expanding = false;
  let finished: AnytimeResult<S, M> | undefined;
  const open = (node: number, g: number): boolean => g === arena.g[node] && expandedAt.get(node) > g;
  kit.frontier = () => byF.size;
  kit.bound = () => reported;

  /** A node reached at a new, lower g: a solution, a cut, or a state to expand (again). */
  const arrive = (node: number, state: S, g: number, hv: number): void => {
    if ((flags.get(node) & GOAL) !== 0) {
      if (g < incumbentCost) {
        incumbentCost = g;
        incumbent = node;
        solutions++;
      }
      return;
    }
    const f = g + hv;
    if (f >= incumbentCost) {
      stats.pruned++;
      return;
    }
    states.set(node, state);
    byF.push(f, g, node);
    byHat.push(g + optimism * hv, g, node);
  };
  const emit = goalTestingEmit(kit, p, hOf, flags, arrive);

  /** The least f of the open states (stale entries dropped), or Infinity when none is open. */
  const leastF = (): number => {
    while (byF.size > 0 && !open(byF.peekNode(), byF.peekG())) byF.pop();
    return byF.size > 0 ? byF.peekF() : Infinity;
  };

  const raiseBound = (fMin: number): number => {
    const lb = Math.min(incumbentCost, fMin);
    if (lb > reported) reported = lb;
    return reported;
  };

  const finish = (result: AnytimeResult<S, M>): AnytimeResult<S, M> => {
    finished = kit.finish(result);
    byF.release();
    return finished;
  };

  /** The end: proven within the bound, exhausted, or stopped by `stop` with the incumbent if any. */
  const end = (stop?: Stop): AnytimeResult<S, M> => {
    // A search stopped before its first expansion has nothing open: its bound stays where it was.
    const fMin = leastF();
    const lb = stop !== undefined && fMin === Infinity ? reported : raiseBound(fMin);
    // After a stop, the incumbent's path is rebuilt only as far as the limits allow.
    const best: Path<S, M> | undefined =
      incumbent < 0 ? undefined : stop === undefined ? kit.path(incumbent, emit) : closestWithin(control, () => kit.path(incumbent, emit));
    if (best !== undefined) {
      // The goal's chain may have got cheaper since it was reached (its states relinked later).
      const provenOptimal = lb >= best.cost;
      const base = { status: 'solved' as const, ...best, stats, lowerBound: Math.min(lb, best.cost), provenOptimal, solutions };
      if (stop === undefined || provenOptimal) return finish(base);
      return finish({ ...base, stopped: stop.status === 'aborted' ? ('aborted' as const) : stop.limit });
    }
    const failed = kit.unsolved(stop ?? 'exhausted', emit);
    return finish({ ...failed, lowerBound: stop === undefined ? Infinity : lb, provenOptimal: false, solutions: 0 });
  };

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    end(h0 === 'exhausted' ? undefined : h0);
  } else if (isGoal(p.initial)) {
    flags.set(0, GOAL);
    incumbentCost = 0;
    incumbent = 0;
    solutions = 1;
    end();
  } else {
    arrive(0, p.initial, 0, h0);
    stats.peakFrontier = 1;
  }

  /** Settles the counts of an expansion that ended, or was cut short. */
  const settle = (): void => {
    expanding = false;
    stats.generated += at.ordinal;
    if (byF.size > stats.peakFrontier) stats.peakFrontier = byF.size;
  };

  /** An expansion cut short may not have stored all its children: its node counts as open again, for the bound. */
  const reopenCut = (): void => {
    expandedAt.set(at.node, Infinity);
    byF.push(at.g + hOf.get(at.node), at.g, at.node);
  };

  const resume = (): AnytimeResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const fMin = leastF();
      raiseBound(fMin);
      if (fMin === Infinity || weight * fMin >= incumbentCost) return end();
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? end(s) : undefined;
      if (kit.expansionsSpent()) return end(control.expansionsSpent);
      while (byHat.size > 0 && !open(byHat.peekNode(), byHat.peekG())) byHat.pop();
      // Greedy while the incumbent can still be beaten by f̂'s measure; else A*'s order, to prove it.
      const list = byHat.size > 0 && byHat.peekF() < incumbentCost ? byHat : byF;
      const node = list.pop();
      const g = list.poppedG;
      if (expandedAt.get(node) !== Infinity) stats.reopened++;
      expandedAt.set(node, g);
      const state = states.get(node) as S;
      states.set(node, undefined);
      at.node = node;
      at.g = g;
      at.ordinal = 0;
      expanding = true;
      stats.expanded++;
      try {
        expand(state, emit);
      } catch (e) {
        settle();
        const stop = kit.caught(e);
        reopenCut();
        return end(stop);
      }
      settle();
      const after = kit.after();
      if (after !== undefined) return isStop(after) ? end(after) : undefined;
    }
  };

  /** Ends the search with `s` from wherever an interruption left it (see `runInScope`). */
  const halt = (s: Stop): AnytimeResult<S, M> => {
    if (finished) return finished;
    if (expanding) {
      settle();
      reopenCut();
    }
    return end(s);
  };
  return { control, polled: () => kit.work, resume, halt };
}
