import type { AnaStarOptions } from '../anytime/ana-star.js';
import type { AnytimeResult } from '../anytime/anytime-astar.js';
import { SearchError } from '../errors.js';
import { Float64Column, Uint8Column } from './columns.js';
import { GOAL, goalTestingEmit } from './goal-testing-emit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { closestWithin, isStop, type Path, SearchKit, type Stop } from './search-kit.js';

/** States re-keyed per step after a new solution. */
const REKEY_CHUNK = 4096;

/** The open list being emptied into a new one keyed by the new cost, and how its entries store g. */
interface Rekeying {
  readonly from: OpenList;
  readonly negated: boolean;
}

/**
 * Anytime nonparametric A* (ANA*, van den Berg, Shah, Huang and Goldberg 2011) with a proven
 * lower bound.
 *
 * Expands the open state of largest e(s) = (G − g(s)) / h(s), G the cost of the best solution so
 * far: the state that could be on a path below G with the greediest weight. Before the first
 * solution G is infinite, where the largest e is the least h, ties to the smaller g (the order e
 * tends to as G grows); with a finite `maxCost` and no solution yet, G is `maxCost` (Potential
 * Search's order for a cost bound). A state with h = 0 that is not a goal has e = ∞. No closed
 * list: a state reached at a lower g goes back to the open list, expanded or not. Goals are
 * tested when generated (a goal below G has e = ∞ and would be expanded next anyway), states with
 * g + h ≥ G are cut, and each new G re-keys the open list, a chunk per step, pruning the states
 * it now cuts.
 *
 * E, the least e of the states expanded so far, bounds the incumbent's cost by E times the
 * optimum (admissible heuristic): while a cheaper solution exists, an open state on an optimal
 * path at its optimal g has e ≥ G / optimum, so every expansion's (largest) e is at least that.
 * It is what `AnytimeSolution.weight` reports. The lower bound is ARA*'s: the least g + h of the
 * states still to expand, of the states `maxCost` cut and the incumbent (each state's g + h is at
 * least G / e(s), so the least of them is the tighter of the two at any one moment).
 */
export function startAnaStar<S, M>(p: Normalized<S, M>, options: AnaStarOptions<S, M>): Machine<AnytimeResult<S, M>> {
  if ((options as { weights?: unknown }).weights !== undefined) {
    throw new SearchError(
      'invalid-option',
      'anaStar takes no weights: it picks its own at every expansion (use anytimeAstar for a schedule)',
    );
  }
  const maxCost = options.maxCost ?? Infinity;
  if (Number.isNaN(maxCost)) throw new SearchError('invalid-option', 'maxCost must be a number, got NaN');
  const { onSolution, onLowerBound } = options;
  const kit = new SearchKit(p, options, 'anaStar');
  const { stats, arena, states, control } = kit;
  const { isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** g when last expanded (Infinity: never); a node is still to expand while its g is below this. */
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const flags = new Uint8Column(control.capacity);
  let open = OpenList.take(control.capacity);
  const byF = new OpenList(1024);
  /** The G of the keys in `open`: the incumbent's cost, else `maxCost` (Infinity: order by h). */
  let keyCost = maxCost;
  /**
   * Whether `open` holds −g for g: ordered by h alone (G infinite), ties must go to the smaller g,
   * and the open list sends ties to the larger of what it holds.
   */
  let negated = keyCost === Infinity;
  /** The paper's E: the least e expanded so far. */
  let suboptimality = Infinity;
  let incumbentCost = Infinity;
  let incumbent = -1;
  let best: Path<S, M> | undefined;
  let solutions = 0;
  let newSolution = false;
  let cutMinF = Infinity;
  let reported = 0;
  let rekeying: Rekeying | undefined;
  let finished: AnytimeResult<S, M> | undefined;
  const pending = (node: number, g: number): boolean => g === arena.g[node] && expandedAt.get(node) > g;
  /** Files a node in `open` by −e(s), so that the least key is the largest e. */
  const file = (node: number, g: number, hv: number): void => {
    if (negated) open.push(hv, -g, node);
    else open.push(hv === 0 ? -Infinity : (g - keyCost) / hv, g, node);
  };
  kit.frontier = () => open.size;
  kit.bound = () => reported;

  /** A node reached at a new, lower g: a solution, a cut, or a state to expand (again). */
  const arrive = (node: number, state: S, g: number, hv: number): void => {
    const f = g + hv;
    if (f > maxCost) {
      stats.pruned++;
      if (f < cutMinF) cutMinF = f;
      return;
    }
    if ((flags.get(node) & GOAL) !== 0) {
      if (g < incumbentCost) {
        incumbentCost = g;
        incumbent = node;
        newSolution = true;
      }
      return;
    }
    if (f >= incumbentCost) {
      stats.pruned++;
      return;
    }
    states.set(node, state);
    byF.push(f, g, node);
    file(node, g, hv);
  };
  const emit = goalTestingEmit(kit, p, hOf, flags, arrive);

  const lowerBound = (): number => {
    while (byF.size > 0 && !pending(byF.peekNode(), byF.peekG())) byF.pop();
    return Math.min(incumbentCost, cutMinF, byF.size > 0 ? byF.peekF() : Infinity);
  };

  const raiseBound = (): number => {
    const lb = lowerBound();
    if (lb > reported) {
      reported = lb;
      onLowerBound?.(lb);
    }
    return reported;
  };

  const publish = (): void => {
    newSolution = false;
    const path = kit.path(incumbent, emit);
    // The goal's chain may have got cheaper since it was reached (its states relinked in the same
    // expansion): the path is what it is now, and a real solution.
    if (best !== undefined && !(path.cost < best.cost)) return;
    best = path;
    if (path.cost < incumbentCost) incumbentCost = path.cost;
    solutions++;
    const lb = raiseBound();
    onSolution?.({
      ...best,
      lowerBound: lb,
      weight: suboptimality,
      index: solutions,
      expanded: stats.expanded,
      elapsedMs: control.elapsed(),
    });
  };

  const finish = (result: AnytimeResult<S, M>): AnytimeResult<S, M> => {
    finished = kit.finish(result);
    open.release();
    return finished;
  };

  /** The end: proven optimal, exhausted, or stopped by `stop` with the best solution so far. */
  const end = (stop?: Stop): AnytimeResult<S, M> => {
    // After a stop, the new solution's path is rebuilt only as far as the limits allow.
    if (newSolution) {
      if (stop === undefined) publish();
      else closestWithin(control, publish);
    }
    const lb = raiseBound();
    if (best !== undefined) {
      const provenOptimal = lb >= incumbentCost;
      const base = { status: 'solved' as const, ...best, stats, lowerBound: provenOptimal ? incumbentCost : lb, provenOptimal, solutions };
      if (stop === undefined || provenOptimal) return finish(base);
      return finish({ ...base, stopped: stop.status === 'aborted' ? ('aborted' as const) : stop.limit });
    }
    const failed = kit.unsolved(stop ?? 'exhausted', emit);
    return finish({ ...failed, lowerBound: stop === undefined ? cutMinF : lb, provenOptimal: false, solutions: 0 });
  };

  /** A new G: every open state is keyed again by it (`rekey`, a chunk per step). */
  const startRekeying = (): void => {
    rekeying = { from: open, negated };
    open = new OpenList(Math.max(1024, open.size));
    keyCost = incumbentCost;
    negated = false;
    stats.iterations++;
  };
  /** Moves up to a chunk of states to the new open list, cutting those the new G cuts; true once done. */
  const rekey = (r: Rekeying): boolean => {
    let budget = REKEY_CHUNK;
    while (r.from.size > 0 && budget-- > 0) {
      const n = r.from.pop();
      const g = r.negated ? -r.from.poppedG : r.from.poppedG;
      // Each node has one entry still to expand (a node is filed again only at a lower g).
      if (!pending(n, g)) continue;
      const hv = hOf.get(n);
      if (g + hv >= incumbentCost) {
        stats.pruned++;
        states.set(n, undefined);
      } else {
        file(n, g, hv);
      }
    }
    return r.from.size === 0;
  };

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    end(h0 === 'exhausted' ? undefined : h0);
  } else if (isGoal(p.initial)) {
    flags.set(0, GOAL);
    incumbentCost = 0;
    incumbent = 0;
    newSolution = true;
    end();
  } else {
    arrive(0, p.initial, 0, h0);
    stats.peakFrontier = 1;
  }

  const resume = (): AnytimeResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      if (rekeying !== undefined) {
        const s = kit.step();
        if (s !== undefined) return isStop(s) ? end(s) : undefined;
        if (rekey(rekeying)) rekeying = undefined;
        continue;
      }
      if (newSolution) publish();
      if (raiseBound() >= incumbentCost) return end();
      if (incumbentCost < keyCost) {
        startRekeying();
        continue;
      }
      while (open.size > 0) {
        const n = open.peekNode();
        const g = negated ? -open.peekG() : open.peekG();
        if (pending(n, g) && g + hOf.get(n) < incumbentCost) break;
        open.pop();
      }
      if (open.size === 0) return end();
      const s = kit.step();
      if (s !== undefined) {
        if (!isStop(s)) return undefined;
        return end(s);
      }
      if (kit.expansionsSpent()) return end(control.expansionsSpent);
      const node = open.pop();
      const g = negated ? -open.poppedG : open.poppedG;
      if (!negated && -open.poppedF < suboptimality) suboptimality = -open.poppedF;
      const cut = kit.expandNode(node, g, states.get(node) as S, emit, open, expandedAt);
      if (cut === undefined) continue;
      if (!isStop(cut)) {
        if (newSolution) publish();
        return undefined;
      }
      // Cut short, its children may not all be stored: it counts as still to expand in the bound.
      expandedAt.set(node, Infinity);
      byF.push(g + hOf.get(node), g, node);
      return end(cut);
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? end(s) };
}
