import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { MmSearchOptions } from '../bidirectional/mm-search.js';
import type { SearchResultWithClosest } from '../result.js';
import { BidirectionalKit, type Half } from './bidirectional-kit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';

/**
 * A side's open states, three ways: by priority max(f, 2g) (what is expanded next), by f and by g
 * (for the stopping rule's fmin and gmin). Every open state is in all three; entries left by a
 * cheaper path or an expansion are stale and dropped when they reach a top.
 */
interface MmLists {
  readonly byPriority: OpenList;
  readonly byF: OpenList;
  readonly byG: OpenList;
}

type MmHalf<S, M> = Half<S, M, MmLists>;

/**
 * MM (Holte, Felner, Sharon and Sturtevant 2016): bidirectional heuristic search that meets in the
 * middle. Each side orders its open states by pr(n) = max(f(n), 2g(n)); C is the least priority of
 * both sides, and the side that holds it expands its state of least priority (the forward side on
 * a tie). The search ends when the best meeting U is at most max(C, fminF, fminB, gminF + gminB +
 * ε): each term is a lower bound on any path cheaper than U. Since no state with 2g > C* is ever
 * chosen while C ≤ C*, neither side expands a state beyond half the optimal cost. Meetings,
 * pruning against U (f ≥ U), reopening on a cheaper path (so admissible inconsistent heuristics
 * stay optimal) and the joined path are the {@link BidirectionalKit}'s.
 */
export function startMm<S, M>(
  p: Normalized<S, M>,
  problem: BidirectionalProblem<S, M>,
  options: MmSearchOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const lists = (): MmLists => ({ byPriority: new OpenList(1024), byF: new OpenList(1024), byG: new OpenList(1024) });
  const open = (s: MmHalf<S, M>, node: number, g: number, f: number): void => {
    s.lists.byPriority.push(Math.max(f, 2 * g), g, node);
    s.lists.byF.push(f, g, node);
    s.lists.byG.push(g, g, node);
  };
  const openCount = (): number => two.fwd.lists.byPriority.size + two.bwd.lists.byPriority.size;
  const two: BidirectionalKit<S, M, MmLists> = new BidirectionalKit(p, problem, options, 'mmSearch', lists, open, openCount);
  const { fwd, bwd, eps, kit } = two;
  const { control } = kit;

  /** Drops stale entries from the top of a list of side `s`. */
  const clean = (s: MmHalf<S, M>, list: OpenList): void => {
    while (list.size > 0 && !two.isOpen(s, list.peekNode(), list.peekG())) list.pop();
  };
  /** Cleans the tops of a side's three lists; false when it has nothing open. */
  const ready = (s: MmHalf<S, M>): boolean => {
    clean(s, s.lists.byPriority);
    clean(s, s.lists.byF);
    clean(s, s.lists.byG);
    return s.lists.byPriority.size > 0;
  };

  return two.machine(() => {
    // A side with nothing open: every path cheaper than U would have left an open state on it.
    if (!ready(fwd) || !ready(bwd)) return two.done();
    const f = fwd.lists;
    const b = bwd.lists;
    const prF = f.byPriority.peekF();
    const prB = b.byPriority.peekF();
    const lowerBound = Math.max(Math.min(prF, prB), f.byF.peekF(), b.byF.peekF(), f.byG.peekF() + b.byG.peekF() + eps);
    // Each bound computed while U is above the optimum is at most the optimum: the greatest one
    // holds (C itself may fall when an inconsistent heuristic drops).
    if (lowerBound > two.bound) two.bound = lowerBound;
    if (two.best <= two.bound) return two.solved();
    if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
    const s = prF <= prB ? fwd : bwd;
    const inside = two.expandOn(s, s.lists.byPriority.pop());
    return inside ? two.stop(inside) : undefined;
  });
}
