import { SearchError } from '../errors.js';
import type { BeamSearchOptions } from '../suboptimal/beam-search.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Int32Column } from './columns.js';
import type { Machine } from './machine.js';
import { checkCost, type Normalized } from './normalize.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';
import { SmallestSelection } from './select-smallest.js';

/** The most comparisons or cut states one step of a layer's cut takes: a layer of millions is cut over many steps. */
const CHUNK = 4096;

/**
 * Breadth-first beam search: the search goes layer by layer, and of the states one layer reaches
 * only the `width` best by f (or h) form the next. A state reached again at no lower g is skipped;
 * a state the beam cut forgets its g (it may come back in a later layer). The visited table keeps
 * every state made, so that paths can be replayed. Goals are tested when expanded, a layer in the
 * order its states were reached.
 */
export function startBeam<S, M>(p: Normalized<S, M>, options: BeamSearchOptions<S>): Machine<SearchResultWithClosest<S, M>> {
  const width = options.width ?? 100;
  if (!(width >= 1) || !Number.isInteger(width))
    throw new SearchError('invalid-option', `width must be a whole number ≥ 1, got ${String(width)}`);
  const greedy = options.greedy === true;
  const kit = new SearchKit(p, options, 'beamSearch');
  const { stats, arena, states, control, at } = kit;
  const { isValid, isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** The layer a node was last made a candidate for, so that it is listed once per layer. */
  const candidateOf = new Int32Column(-1, control.capacity);
  let layer: number[] = [];
  let candidates: number[] = [];
  let depth = 0;
  let index = 0;
  let cut = false;
  // The cut of the layer being made, while it is under way: the selection and where the pruning is.
  let selection: SmallestSelection<number> | undefined;
  let selectionDone = false;
  let pruneAt = width;
  let finished: SearchResultWithClosest<S, M> | undefined;
  kit.frontier = () => layer.length - index + candidates.length;
  kit.bound = () => depth;

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
    if (node < 0 || (node === fresh && kit.rate(node, child, hOf) < 0)) return;
    states.set(node, child);
    if (candidateOf.get(node) !== depth + 1) {
      candidateOf.set(node, depth + 1);
      candidates.push(node);
    }
  };

  const rank = (n: number): number => (greedy ? hOf.get(n) : arena.g[n]! + hOf.get(n));

  const byRank = (a: number, b: number): number => rank(a) - rank(b) || arena.g[b]! - arena.g[a]! || a - b;

  /**
   * One step towards the next layer, {@link CHUNK} comparisons or cut states at most: the best
   * `width` candidates (by rank, ties to the deeper, then the older) are selected, then the others
   * forget their g. True once the next layer is in place.
   */
  const cutStep = (): boolean => {
    if (candidates.length > width) {
      if (selection === undefined) selection = new SmallestSelection(candidates, width, byRank);
      if (!selectionDone) {
        selectionDone = selection.advance(CHUNK);
        return false;
      }
      const end = Math.min(candidates.length, pruneAt + CHUNK);
      for (let i = pruneAt; i < end; i++) {
        const n = candidates[i]!;
        arena.setG(n, Infinity);
        states.set(n, undefined);
        stats.pruned++;
      }
      pruneAt = end;
      if (end < candidates.length) return false;
      candidates.length = width;
      cut = true;
    }
    selection = undefined;
    selectionDone = false;
    pruneAt = width;
    layer = candidates;
    candidates = [];
    index = 0;
    depth++;
    if (layer.length > stats.peakFrontier) stats.peakFrontier = layer.length;
    return true;
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = kit.finish(result);
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => finish(kit.unsolved(s, emit));
  /**
   * The beam ran dry: a proof that no goal is reachable only when it never cut a state; else the
   * width is the limit that stopped it (no depth bound was reached: a wider beam may go on).
   */
  const dry = (): SearchResultWithClosest<S, M> => stop(cut ? { status: 'limit', limit: 'width' } : 'exhausted');

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    stop(h0);
  } else {
    states.set(0, p.initial);
    layer = [0];
    stats.peakFrontier = 1;
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      if (index >= layer.length && candidates.length === 0) return dry();
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      if (index >= layer.length && !cutStep()) continue;
      const node = layer[index++]!;
      const state = states.get(node);
      // Reached again more cheaply and listed for the next layer: expanded there.
      if (state === undefined || candidateOf.get(node) === depth + 1) continue;
      if (isGoal(state)) return finish({ status: 'solved', ...kit.path(node, emit), stats });
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      // The peak frontier is a layer's, counted when the layer is cut.
      const cut = kit.expandNode(node, arena.g[node]!, state, emit, undefined, undefined);
      if (cut !== undefined) return isStop(cut) ? stop(cut) : undefined;
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
