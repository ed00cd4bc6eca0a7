import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { GbfhsOptions, GbfhsSplit } from '../bidirectional/gbfhs.js';
import { SearchError } from '../errors.js';
import type { SearchResultWithClosest } from '../result.js';
import { BidirectionalKit, type Half } from './bidirectional-kit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';

const SPLITS: readonly GbfhsSplit[] = ['balanced', 'fewer-open', 'forward', 'backward'];

/**
 * A side's open states: those with f above fLim wait by f; those with f ≤ fLim are in `inLevel`
 * by g, and the ones under the side's gLim are expandable. Entries left by a cheaper path or an
 * expansion are stale and dropped when they reach a top.
 */
interface GbfhsLists {
  readonly waiting: OpenList;
  readonly inLevel: OpenList;
}

type GbfhsHalf<S, M> = Half<S, M, GbfhsLists>;

/**
 * GBFHS (Barley, Riddle, Linares López, Dobson and Pohl 2018): each side expands, breadth-first
 * by g, its open states with f ≤ fLim and g under its gLim, the two limits summing to fLim − ε.
 * One limit is inclusive (g ≤ gLimF) and the other strict (g < gLimB): once a level is spent,
 * every pair (u, v) left open then has f(u) > fLim, f(v) > fLim, or g(u) + g(v) + ε > gLimF +
 * gLimB + ε = fLim, so no unfound path costs fLim or less, whatever the costs
 * (with integer costs this is the paper's strict pair of limits summing to fLim − ε + 1). fLim
 * then rises to the least bound any open pair can still give: the least f above fLim on either
 * side, or the least g of each side's in-level states plus ε. Since fLim never exceeds the
 * optimum, no state with f > C* is expanded. The search ends when the best meeting U ≤ fLim.
 * Meetings, pruning against U (f ≥ U), reopening and the joined path are the
 * {@link BidirectionalKit}'s.
 */
export function startGbfhs<S, M>(
  p: Normalized<S, M>,
  problem: BidirectionalProblem<S, M>,
  options: GbfhsOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const split = options.split ?? 'balanced';
  if (!SPLITS.includes(split))
    throw new SearchError('invalid-option', `split must be one of ${SPLITS.map((s) => `'${s}'`).join(', ')}, got ${String(split)}`);
  const lists = (): GbfhsLists => ({ waiting: new OpenList(1024), inLevel: new OpenList(1024) });
  const open = (s: GbfhsHalf<S, M>, node: number, g: number, f: number): void => {
    if (f <= fLim) s.lists.inLevel.push(g, g, node);
    else s.lists.waiting.push(f, g, node);
  };
  const size = (s: GbfhsHalf<S, M>): number => s.lists.waiting.size + s.lists.inLevel.size;
  const openCount = (): number => size(two.fwd) + size(two.bwd);
  // Until the roots are open (in `two.machine`) fLim is Infinity: both go into the level.
  let fLim = Infinity;
  let gLimF = 0;
  let gLimB = 0;
  // One side's limit is inclusive (see above): the forward one, but the backward one when it
  // takes the whole budget, so that 'forward' and 'backward' mirror each other.
  const forwardInclusive = split !== 'backward';
  const two: BidirectionalKit<S, M, GbfhsLists> = new BidirectionalKit(p, problem, options, 'gbfhs', lists, open, openCount);
  const { fwd, bwd, eps, kit } = two;
  const { control } = kit;

  /** Drops stale entries from the tops of a side's two lists. */
  const clean = (s: GbfhsHalf<S, M>): void => {
    const { waiting, inLevel } = s.lists;
    while (waiting.size > 0 && !two.isOpen(s, waiting.peekNode(), waiting.peekG())) waiting.pop();
    while (inLevel.size > 0 && !two.isOpen(s, inLevel.peekNode(), inLevel.peekG())) inLevel.pop();
  };
  /** Moves a side's waiting states with f ≤ fLim into the level. */
  const admit = (s: GbfhsHalf<S, M>): void => {
    const { waiting, inLevel } = s.lists;
    for (;;) {
      clean(s);
      if (waiting.size === 0 || waiting.peekF() > fLim) return;
      const node = waiting.pop();
      inLevel.push(waiting.poppedG, waiting.poppedG, node);
    }
  };
  /** Whether side `s` has an expandable state on top of its level list (tops cleaned first). */
  const expandable = (s: GbfhsHalf<S, M>): boolean => {
    clean(s);
    const list = s.lists.inLevel;
    if (list.size === 0) return false;
    const g = list.peekG();
    const limit = s.forward ? gLimF : gLimB;
    return s.forward === forwardInclusive ? g <= limit : g < limit;
  };
  /** Sets the g limits for fLim: they sum to fLim − ε; `split` says how. */
  const splitLimits = (first: boolean): void => {
    const budget = fLim - eps;
    if (split === 'forward') {
      gLimF = budget;
      gLimB = 0;
    } else if (split === 'backward') {
      gLimF = 0;
      gLimB = budget;
    } else if (split === 'balanced' || first) {
      gLimF = budget / 2;
      gLimB = budget / 2;
    } else {
      // The growth goes to the side with fewer open states, whose next layer is likely smaller.
      const growth = budget - gLimF - gLimB;
      if (size(fwd) <= size(bwd)) gLimF += growth;
      else gLimB += growth;
    }
  };
  /** The least bound an open pair can give once the level is spent (each term is above fLim). */
  const nextLimit = (): number => {
    clean(fwd);
    clean(bwd);
    const f = fwd.lists;
    const b = bwd.lists;
    const gSum = f.inLevel.size > 0 && b.inLevel.size > 0 ? f.inLevel.peekG() + b.inLevel.peekG() + eps : Infinity;
    return Math.min(gSum, f.waiting.size > 0 ? f.waiting.peekF() : Infinity, b.waiting.size > 0 ? b.waiting.peekF() : Infinity);
  };

  const machine = two.machine(() => {
    clean(fwd);
    clean(bwd);
    // A side with nothing open: every path cheaper than U would have left an open state on it.
    if (size(fwd) === 0 || size(bwd) === 0) return two.done();
    if (two.best <= fLim) return two.solved();
    const forward = expandable(fwd);
    const backward = expandable(bwd);
    if (!forward && !backward) {
      const next = nextLimit();
      if (next === Infinity) return two.done();
      if (next > fLim) {
        fLim = next;
        two.bound = fLim;
        splitLimits(false);
        admit(fwd);
        admit(bwd);
      } else {
        // Only rounding (gLimF + gLimB + ε a hair off fLim) lets a pair's bound come out at fLim:
        // widening one limit to it expands that pair's states, which is still sound.
        if (forwardInclusive) gLimF = fwd.lists.inLevel.peekG();
        else gLimB = bwd.lists.inLevel.peekG();
      }
      return undefined;
    }
    if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
    // Within a level, the side whose least g is smaller goes first (forward on a tie): both
    // fronts advance breadth-first together, so meetings come early and U falls early.
    const s = forward && (!backward || fwd.lists.inLevel.peekG() <= bwd.lists.inLevel.peekG()) ? fwd : bwd;
    const inside = two.expandOn(s, s.lists.inLevel.pop());
    return inside ? two.stop(inside) : undefined;
  });
  // The first bound: any path from start to goal costs at least h of either end, and ε if the
  // two differ (when they do not, the kit has solved it already).
  fLim = Math.max(fwd.hOf.get(0), bwd.hOf.get(0), eps);
  two.bound = fLim;
  splitLimits(true);
  return machine;
}
