import type { DynamicPotentialOptions, DynamicPotentialResult } from '../suboptimal/dynamic-potential-search.js';
import type { Emit } from '../state.js';
import { Float64Column, Uint8Column } from './columns.js';
import type { Machine } from './machine.js';
import { checkCost, type Normalized } from './normalize.js';
import { PotentialBuckets } from './potential-buckets.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';

const GOAL = 1;
/** Buckets re-keyed (then heapified) per step after the least f changed. */
const REKEY_CHUNK = 4096;

/**
 * Dynamic potential search (DPS, Gilon, Felner and Stern 2016) for a bound B.
 *
 * Expands the open state of largest ud(s) = (B·F − g(s)) / h(s), F the least f = g + h on the
 * open list (goals included): the state most likely, by Potential Search's reading of h, to lie on
 * a path costing at most B·F. Open states sit in buckets by (g, h) (`PotentialBuckets`); each
 * change of F re-keys the buckets, a chunk per step, so that limits still hold within 50 ms.
 *
 * Goals are tested when generated and kept aside (the cheapest, as the incumbent): a goal with
 * g ≤ B·F has ud = ∞ and would be expanded first, so the search ends as soon as the incumbent's
 * cost is at most B·F. With an admissible heuristic some open state lies on an optimal path at its
 * optimal g (a state reached more cheaply is opened again, expanded or not), so F ≤ the optimum
 * and the cost is at most B × the optimum, whatever the expansion order; F is the proven lower
 * bound reported (the largest seen: F may fall with an inconsistent heuristic).
 */
export function startDynamicPotential<S, M>(
  p: Normalized<S, M>,
  options: DynamicPotentialOptions<S>,
  weight: number,
): Machine<DynamicPotentialResult<S, M>> {
  const kit = new SearchKit(p, options, 'dynamicPotentialSearch');
  const { stats, arena, states, control, at } = kit;
  const { isValid, isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const flags = new Uint8Column(control.capacity);
  let open: PotentialBuckets | undefined;
  /** The F the potentials are keyed by. */
  let keyedF = 0;
  let rekeying = false;
  let lowerBound = 0;
  let incumbent = -1;
  let incumbentCost = Infinity;
  let finished: DynamicPotentialResult<S, M> | undefined;
  kit.frontier = () => (open === undefined ? 0 : open.size) + (incumbent >= 0 ? 1 : 0);
  kit.bound = () => lowerBound;

  const emit: Emit<S, M> = (child, move, cost) => {
    if (kit.replay.want >= 0) return kit.replay.offer(child, move, cost, control);
    const ord = at.ordinal++;
    kit.tick();
    const g = at.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    const node = kit.reach(child, g, ord);
    if (node < 0) return;
    if (node === fresh) {
      if (isGoal(child)) {
        flags.set(node, GOAL);
        kit.noteClosest(node, 0);
      } else if (kit.rate(node, child, hOf) < 0) return;
    }
    arrive(node, child, g);
  };

  /** A node reached at a new, lower g: the incumbent when a goal, else (back) in its bucket. */
  const arrive = (node: number, state: S, g: number): void => {
    if ((flags.get(node) & GOAL) !== 0) {
      if (g < incumbentCost) {
        incumbentCost = g;
        incumbent = node;
      }
      return;
    }
    const buckets = open as PotentialBuckets;
    buckets.remove(node);
    states.set(node, state);
    buckets.add(node, g, hOf.get(node));
  };

  const finish = (result: DynamicPotentialResult<S, M>): DynamicPotentialResult<S, M> => {
    finished = kit.finish(result);
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): DynamicPotentialResult<S, M> => finish(kit.unsolved(s, emit));
  const solved = (): DynamicPotentialResult<S, M> => {
    const path = kit.path(incumbent, emit);
    return finish({ status: 'solved', ...path, stats, lowerBound: Math.min(lowerBound, path.cost) });
  };

  // The root.
  const root = kit.root(hOf);
  if (typeof root !== 'number') {
    stop(root);
  } else if (isGoal(p.initial)) {
    flags.set(0, GOAL);
    incumbent = 0;
    incumbentCost = 0;
    solved();
  } else {
    keyedF = root;
    lowerBound = root;
    open = new PotentialBuckets(weight, root, control.capacity);
    states.set(0, p.initial);
    open.add(0, 0, root);
    stats.peakFrontier = 1;
  }

  const resume = (): DynamicPotentialResult<S, M> | undefined => {
    if (finished) return finished;
    const buckets = open as PotentialBuckets;
    for (;;) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      if (rekeying) {
        if (buckets.rekeyStep(REKEY_CHUNK)) rekeying = false;
        continue;
      }
      const leastF = Math.min(buckets.leastF(), incumbentCost);
      if (leastF === Infinity) return stop('exhausted');
      if (leastF > lowerBound) lowerBound = leastF;
      if (incumbentCost <= weight * leastF) return solved();
      if (leastF !== keyedF) {
        keyedF = leastF;
        buckets.beginRekey(leastF);
        rekeying = true;
        stats.iterations++;
        continue;
      }
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      const node = buckets.popBest();
      const g = arena.g[node]!;
      const cut = kit.expandNode(node, g, states.get(node) as S, emit, buckets, expandedAt);
      if (cut !== undefined) return isStop(cut) ? stop(cut) : undefined;
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
