import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { GbfhsOptions, GbfhsSplit } from '../bidirectional/gbfhs.js';
import { SearchError } from '../errors.js';
import type { SearchResultWithClosest } from '../result.js';
import { BidirectionalKit, type Half } from './bidirectional-kit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';

const SPLITS: readonly GbfhsSplit[] = ['balanced', 'fewer-open', 'forward', 'backward'];
/** States moved between a side's lists per step when a level opens. */
const ADMIT_PER_STEP = 4096;

/**
 * A side's open states, in three lists: `waiting` by f (f above fLim), `blocked` by g (f ≤ fLim
 * but g beyond the side's gLim) and `ready` (expandable: f ≤ fLim and g within gLim) by h, the
 * deeper first on a tie. Entries left by a cheaper path or an expansion are stale and dropped
 * when they reach a top.
 */
interface GbfhsLists {
  readonly waiting: OpenList;
  readonly blocked: OpenList;
  readonly ready: OpenList;
}

type GbfhsHalf<S, M> = Half<S, M, GbfhsLists>;

/**
 * GBFHS (Barley, Riddle, Linares López, Dobson and Pohl 2018): each side expands, one cost level
 * at a time, its open states with f ≤ fLim and g under its gLim, the two limits summing to fLim − ε.
 * One limit is inclusive (g ≤ gLimF) and the other strict (g < gLimB): once a level is spent,
 * every pair (u, v) left open then has f(u) > fLim, f(v) > fLim, or g(u) + g(v) + ε > gLimF +
 * gLimB + ε = fLim, so no unfound path costs fLim or less, whatever the costs
 * (with integer costs this is the paper's strict pair of limits summing to fLim − ε + 1). fLim
 * then rises to the least bound any open pair can still give: the least f above fLim on either
 * side, or the least g of each side's blocked states plus ε. Since fLim never exceeds the
 * optimum, no state with f > C* is expanded. The search ends when the best meeting U ≤ fLim.
 * Within a level the order is free, since the whole level is expanded unless a meeting ends it:
 * least h first, deeper on a tie (A*'s tie-break), so that the last level, fLim = C*, meets
 * the other side soon instead of after all its shallow states.
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
  const lists = (): GbfhsLists => ({ waiting: new OpenList(1024), blocked: new OpenList(1024), ready: new OpenList(1024) });
  // Until the roots are open (in `two.machine`) fLim and the g limits are Infinity: both are ready.
  let fLim = Infinity;
  let gLimF = Infinity;
  let gLimB = Infinity;
  // One side's limit is inclusive (see above): the forward one, but the backward one when it
  // takes the whole budget, so that 'forward' and 'backward' mirror each other.
  const forwardInclusive = split !== 'backward';
  const within = (s: GbfhsHalf<S, M>, g: number): boolean => {
    const limit = s.forward ? gLimF : gLimB;
    return s.forward === forwardInclusive ? g <= limit : g < limit;
  };
  const open = (s: GbfhsHalf<S, M>, node: number, g: number, f: number): void => {
    if (f > fLim) s.lists.waiting.push(f, g, node);
    else if (within(s, g)) s.lists.ready.push(s.hOf.get(node), g, node);
    else s.lists.blocked.push(g, g, node);
  };
  const size = (s: GbfhsHalf<S, M>): number => s.lists.waiting.size + s.lists.blocked.size + s.lists.ready.size;
  const openCount = (): number => size(two.fwd) + size(two.bwd);
  const two: BidirectionalKit<S, M, GbfhsLists> = new BidirectionalKit(p, problem, options, 'gbfhs', lists, open, openCount);
  const { fwd, bwd, eps, kit } = two;
  const { control } = kit;

  /** Drops stale entries from the top of `list`, one of side `s`'s lists. */
  const clean = (s: GbfhsHalf<S, M>, list: OpenList): void => {
    while (list.size > 0 && !two.isOpen(s, list.peekNode(), list.peekG())) list.pop();
  };
  const cleanAll = (s: GbfhsHalf<S, M>): void => {
    clean(s, s.lists.waiting);
    clean(s, s.lists.blocked);
    clean(s, s.lists.ready);
  };
  /**
   * After fLim or a limit rose: waiting states with f ≤ fLim join the level, and blocked ones
   * within the limit get ready. At most `budget` states move; returns what is left of it (0: more
   * may be waiting), so that a level of millions of states is admitted over several steps and a
   * limit or a cancel is heard between them.
   */
  const admit = (s: GbfhsHalf<S, M>, budget: number): number => {
    const { waiting, blocked, ready } = s.lists;
    for (; budget > 0; budget--) {
      clean(s, waiting);
      if (waiting.size === 0 || waiting.peekF() > fLim) break;
      const node = waiting.pop();
      blocked.push(waiting.poppedG, waiting.poppedG, node);
    }
    for (; budget > 0; budget--) {
      clean(s, blocked);
      if (blocked.size === 0 || !within(s, blocked.peekG())) break;
      const node = blocked.pop();
      const g = blocked.poppedG;
      ready.push(s.hOf.get(node), g, node);
    }
    return budget;
  };
  /** Whether a level's admission is under way (see {@link admit}): it ends before anything is expanded. */
  let admitting = false;
  const admitStep = (): void => {
    const left = admit(bwd, admit(fwd, ADMIT_PER_STEP));
    admitting = left === 0;
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
    const f = fwd.lists;
    const b = bwd.lists;
    const gSum = f.blocked.size > 0 && b.blocked.size > 0 ? f.blocked.peekG() + b.blocked.peekG() + eps : Infinity;
    return Math.min(gSum, f.waiting.size > 0 ? f.waiting.peekF() : Infinity, b.waiting.size > 0 ? b.waiting.peekF() : Infinity);
  };

  const machine = two.machine(() => {
    if (admitting) {
      admitStep();
      return undefined;
    }
    cleanAll(fwd);
    cleanAll(bwd);
    // A side with nothing open: every path cheaper than U would have left an open state on it.
    if (size(fwd) === 0 || size(bwd) === 0) return two.done();
    if (two.best <= fLim) return two.solved();
    const f = fwd.lists.ready;
    const b = bwd.lists.ready;
    if (f.size === 0 && b.size === 0) {
      const next = nextLimit();
      if (next === Infinity) return two.done();
      if (next > fLim) {
        fLim = next;
        two.bound = fLim;
        splitLimits(false);
      } else if (forwardInclusive) {
        // Only rounding (gLimF + gLimB + ε a hair off fLim) lets a pair's bound come out at fLim:
        // widening one limit to it expands that pair's states, which is still sound.
        gLimF = fwd.lists.blocked.peekG();
      } else {
        gLimB = bwd.lists.blocked.peekG();
      }
      admitStep();
      return undefined;
    }
    if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
    // Within a level the order is free (the whole level is expanded unless a meeting ends it):
    // the side whose ready state has the least h, and on each side the least h, deeper first, as
    // A* breaks ties, so that the last level meets the other side early.
    const s = f.size > 0 && (b.size === 0 || f.peekF() <= b.peekF()) ? fwd : bwd;
    const inside = two.expandOn(s, s.lists.ready.pop());
    return inside ? two.stop(inside) : undefined;
  });
  // The first bound: any path from start to goal costs at least h of either end, and ε if the
  // two differ (when they do not, the kit has solved it already).
  fLim = Math.max(fwd.hOf.get(0), bwd.hOf.get(0), eps);
  two.bound = fLim;
  splitLimits(true);
  // The roots were opened as ready; one may be beyond its limit (the backward root under a
  // strict limit of 0): back to blocked, and admitted again.
  for (const s of [fwd, bwd]) {
    const { ready, blocked } = s.lists;
    while (ready.size > 0) {
      const node = ready.pop();
      blocked.push(ready.poppedG, ready.poppedG, node);
    }
  }
  admitStep();
  return machine;
}
