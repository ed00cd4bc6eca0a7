import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column } from './columns.js';
import type { Machine } from './machine.js';
import { checkCost, type Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { isStop, type Path, SearchKit, type Stop } from './search-kit.js';

/** Lists the successors of `state` whose f-change lies in (above, atMost]; returns the next f-change above. */
export type ExpandByFChange<S, M> = (state: S, above: number, atMost: number, emit: Emit<S, M>) => number;

/**
 * Enhanced partial-expansion A* (EPEA*, Felner et al. 2012; Goldenberg et al. 2014). A node is
 * stored with F = f + the least f-change of the successors it has not made yet; popping it makes
 * only the successors of that f-change (through the problem's `expandByFChange`) and puts it back
 * with the next one, so successors whose f exceeds the optimum are never made or stored. Goals
 * are tested when a node is first popped; a cheaper path to a node starts its expansions over.
 * The nodes' ordinals do not name a successor of `expand`, so paths are rebuilt by key: each step
 * expands the parent and takes the cheapest successor stored as the next node.
 */
export function startPartialExpansion<S, M>(
  p: Normalized<S, M>,
  byChange: ExpandByFChange<S, M>,
  options: SearchOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const kit = new SearchKit(p, options, 'partialExpansionAstar');
  const { stats, arena, table, states, control, at } = kit;
  const { isValid, isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** The f-changes made so far are those up to this; -Infinity before the first partial expansion. */
  const madeUpTo = new Float64Column(-Infinity, control.capacity);
  /** The next f-change to make (the node's F is f + this); Infinity once every successor is made. */
  const nextChange = new Float64Column(0, control.capacity);
  const open = OpenList.take(control.capacity);
  let finished: SearchResultWithClosest<S, M> | undefined;
  /** While rebuilding a path: the node wanted, and the cheapest successor found that is it. */
  let replayWant = -1;
  let replayFound: { state: S; move: M; cost: number } | undefined;
  kit.frontier = () => open.size;
  kit.bound = () => (open.size > 0 ? open.peekF() : 0);

  const emit: Emit<S, M> = (child, move, cost) => {
    if (replayWant >= 0) {
      control.tick();
      const c = checkCost(cost);
      if ((replayFound === undefined || c < replayFound.cost) && table.find(child) === replayWant)
        replayFound = { state: child, move, cost: c };
      return;
    }
    const ord = at.ordinal++;
    kit.tick();
    const g = at.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    // Its ordinals name no successor of `expand` (see `pathOf`): capped to keep the arena's byte.
    const node = kit.reach(child, g, Math.min(ord, 0xff));
    if (node < 0 || (node === fresh && kit.rate(node, child, hOf) < 0)) return;
    restart(node, child, g);
  };

  /** A node reached at a new g: its successors are all to be made again, from the least f-change. */
  const restart = (node: number, state: S, g: number): void => {
    if (madeUpTo.get(node) !== -Infinity) stats.reopened++;
    madeUpTo.set(node, -Infinity);
    nextChange.set(node, 0);
    states.set(node, state);
    open.push(g + hOf.get(node), g, node);
  };

  kit.pathOf = (node: number): Path<S, M> => {
    const chain = arena.chainTo(node);
    const moves: M[] = [];
    const path: S[] = [p.initial];
    let cost = 0;
    let current = p.initial;
    try {
      for (let step = 1; step < chain.length; step++) {
        replayWant = chain[step]!;
        replayFound = undefined;
        p.expand(current, emit);
        if (replayFound === undefined) {
          throw new SearchError(
            'nondeterministic',
            `replaying the path, step ${step} found no successor that was stored: expandByFChange must make the successors expand makes`,
          );
        }
        const found: { state: S; move: M; cost: number } = replayFound;
        current = found.state;
        moves.push(found.move);
        path.push(current);
        cost += found.cost;
      }
    } finally {
      replayWant = -1;
      replayFound = undefined;
    }
    return { moves, states: path, cost };
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = kit.finish(result);
    open.release();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => finish(kit.unsolved(s, emit));

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    stop(h0);
  } else {
    restart(0, p.initial, 0);
    stats.peakFrontier = 1;
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    while (open.size > 0) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      const node = open.pop();
      const g = open.poppedG;
      // Stale: a cheaper path was pushed later, or this F is not the node's (it moved on).
      if (g !== arena.g[node] || open.poppedF !== g + hOf.get(node) + nextChange.get(node)) continue;
      const state = states.get(node) as S;
      const first = madeUpTo.get(node) === -Infinity;
      if (first && isGoal(state)) return finish({ status: 'solved', ...kit.path(node, emit), stats });
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      const above = madeUpTo.get(node);
      const atMost = nextChange.get(node);
      at.node = node;
      at.g = g;
      at.ordinal = 0;
      let next: number;
      stats.expanded++;
      try {
        next = byChange(state, above, atMost, emit);
      } catch (e) {
        stats.generated += at.ordinal;
        return stop(kit.caught(e));
      }
      stats.generated += at.ordinal;
      if (!(next > atMost)) {
        throw new SearchError(
          'invalid-problem',
          `expandByFChange returned ${String(next)} after making the f-changes up to ${String(atMost)}: it must return the next f-change above them, or Infinity`,
        );
      }
      // The node may have been reached more cheaply by its own successors (a zero-cost cycle):
      // then it was restarted, and this expansion's bookkeeping is stale.
      if (arena.g[node] === g) {
        madeUpTo.set(node, atMost);
        nextChange.set(node, next);
        if (next === Infinity) states.set(node, undefined);
        else open.push(g + hOf.get(node) + next, g, node);
      }
      if (open.size > stats.peakFrontier) stats.peakFrontier = open.size;
      const after = kit.after();
      if (after !== undefined) return isStop(after) ? stop(after) : undefined;
    }
    return stop('exhausted');
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
