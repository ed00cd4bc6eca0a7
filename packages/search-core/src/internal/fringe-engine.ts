import type { FringeSearchOptions } from '../best-first/fringe-search.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Uint8Column } from './columns.js';
import { FringeList } from './fringe-list.js';
import type { Machine } from './machine.js';
import { checkCost, type Normalized } from './normalize.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';

/**
 * Fringe search (Björnsson, Enzenberger, Holte and Schaeffer 2005). One list holds the frontier in
 * the order IDA* would meet it; each pass walks it from the front with a threshold on f. A node
 * whose f exceeds the threshold is deferred (it stays where it is, and its f may set the next
 * threshold); one within it is goal-tested and expanded: its children go right after it, in the
 * order `expand` lists them, so the pass meets them next (the "now" part), and it leaves the list.
 * When a pass reaches the end, the threshold becomes the least f deferred in it. The g, h and place
 * in the list of every state seen are kept (the visited table and node arena): a child reached
 * again at no lower g is dropped, one reached more cheaply is moved after the node being expanded
 * with its new g, and is expanded again if it had been (a reopening: inconsistent heuristics).
 *
 * Optimal with an admissible heuristic, consistent or not: a node of an optimal path with its
 * optimal g is always in the list (the deepest such node expanded put its successor there, and
 * only a cheaper g takes a node out without expanding it), so each threshold is at most the
 * optimum, and a goal is accepted only with f within the threshold.
 */
export function startFringe<S, M>(p: Normalized<S, M>, options: FringeSearchOptions<S>): Machine<SearchResultWithClosest<S, M>> {
  const kit = new SearchKit(p, options, 'fringeSearch');
  const { stats, arena, states, control, replay, at } = kit;
  const { isValid, isGoal, expand } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** 1 once a node has been expanded, to count the expansions that reopen it. */
  const expandedOnce = new Uint8Column(control.capacity);
  const list = new FringeList(control.capacity);
  let threshold = 0;
  /** The least f deferred in this pass: the next threshold. */
  let nextThreshold = Infinity;
  /** The node to visit next in this pass; -1 at the end of the pass. */
  let visit = -1;
  let finished: SearchResultWithClosest<S, M> | undefined;
  // The last child of the expansion in progress (`kit.at`) put in the list: the next goes after
  // it, so that the pass meets them in their order.
  let cursor = 0;
  let expanding = false;
  kit.frontier = () => list.size;
  kit.bound = () => threshold;

  const emit: Emit<S, M> = (child, move, cost) => {
    if (replay.want >= 0) return replay.offer(child, move, cost, control);
    const ord = at.ordinal++;
    kit.tick();
    const g = at.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    const node = kit.reach(child, g, ord);
    if (node < 0 || (node === fresh && kit.rate(node, child, hOf) < 0)) return;
    place(node, child);
  };

  /** Puts a node reached at a new g after the children listed so far (moving it if it is in the list). */
  const place = (node: number, state: S): void => {
    states.set(node, state);
    if (node === cursor) return;
    if (list.has(node)) list.remove(node);
    list.insertAfter(cursor, node);
    cursor = node;
  };

  /** Settles the counts of an expansion that ended, or was cut short. */
  const settle = (): void => {
    expanding = false;
    stats.generated += at.ordinal;
    if (list.size > stats.peakFrontier) stats.peakFrontier = list.size;
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = kit.finish(result);
    list.release();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => finish(kit.unsolved(s, emit));

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    stop(h0);
  } else {
    states.set(0, p.initial);
    list.insertAfter(-1, 0);
    threshold = h0;
    visit = 0;
    stats.peakFrontier = 1;
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      if (visit === -1) {
        // The end of a pass: what is left in the list was deferred in it.
        if (list.size === 0) return stop('exhausted');
        threshold = nextThreshold;
        nextThreshold = Infinity;
        stats.iterations++;
        visit = list.first();
      }
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      const node = visit;
      const g = arena.g[node]!;
      const f = g + hOf.data[node]!;
      if (f > threshold) {
        if (f < nextThreshold) nextThreshold = f;
        visit = list.after(node);
        continue;
      }
      const state = states.get(node) as S;
      if (isGoal(state)) return finish({ status: 'solved', ...kit.path(node, emit), stats });
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      stats.expanded++;
      if (expandedOnce.get(node) === 1) stats.reopened++;
      else expandedOnce.set(node, 1);
      at.node = node;
      at.g = g;
      at.ordinal = 0;
      cursor = node;
      expanding = true;
      try {
        expand(state, emit);
      } catch (e) {
        settle();
        return stop(kit.caught(e));
      }
      // Its children (if any) come next; it leaves the list, and its state may be collected.
      visit = list.after(node);
      list.remove(node);
      states.set(node, undefined);
      settle();
      const after = kit.after();
      if (after !== undefined) return isStop(after) ? stop(after) : undefined;
    }
  };
  /** Ends the search with `s` from wherever an interruption left it (see `runInScope`). */
  const halt = (s: Stop): SearchResultWithClosest<S, M> => {
    if (finished) return finished;
    if (expanding) settle();
    return stop(s);
  };
  return { control, polled: () => kit.work, resume, halt };
}
