import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { NbsOptions } from '../bidirectional/nbs.js';
import type { SearchResultWithClosest } from '../result.js';
import { BidirectionalKit, type Half } from './bidirectional-kit.js';
import { Uint8Column } from './columns.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';

/** A side's open states, split into waiting (by f) and ready (by g). */
interface NbsLists {
  readonly ready: Uint8Column;
  readonly waiting: OpenList;
  readonly readyList: OpenList;
}

type NbsHalf<S, M> = Half<S, M, NbsLists>;

/**
 * NBS (Chen, Sturtevant, Holte and Zilles 2017): near-optimal bidirectional search. It expands
 * pairs (u forward, v backward) in order of the lower bound lb(u, v) = max(f(u), f(v), g(u) + g(v)
 * + ε) by the waiting/ready queues of the paper: a side's open states wait by f until f ≤ C, the
 * current bound, then are ready by g; when the least ready g of both sides sum within C the pair
 * is expanded, else C rises to the least of the waiting f and that sum. Meetings, pruning against
 * the best meeting U, reopening and the joined path are the {@link BidirectionalKit}'s. The search
 * ends when U ≤ C, or when one side has nothing left open; the answer is optimal with admissible
 * heuristics in both directions, consistent or not.
 */
export function startNbs<S, M>(
  p: Normalized<S, M>,
  problem: BidirectionalProblem<S, M>,
  options: NbsOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const lists = (): NbsLists => ({ ready: new Uint8Column(), waiting: new OpenList(1024), readyList: new OpenList(1024) });
  const open = (s: NbsHalf<S, M>, node: number, g: number, f: number): void => {
    s.lists.ready.set(node, 0);
    s.lists.waiting.push(f, g, node);
  };
  const size = (s: NbsHalf<S, M>): number => s.lists.waiting.size + s.lists.readyList.size;
  const openCount = (): number => size(two.fwd) + size(two.bwd);
  const two: BidirectionalKit<S, M, NbsLists> = new BidirectionalKit(p, problem, options, 'nbs', lists, open, openCount);
  const { fwd, bwd, eps, kit } = two;
  const { control } = kit;
  /** The backward half of the pair whose forward half was expanded last, or -1. */
  let pendingBackward = -1;

  /** Drops stale entries from the top of a side's two lists. */
  const clean = (s: NbsHalf<S, M>): void => {
    const { waiting, readyList, ready } = s.lists;
    while (waiting.size > 0 && !(two.isOpen(s, waiting.peekNode(), waiting.peekG()) && ready.get(waiting.peekNode()) === 0)) waiting.pop();
    while (readyList.size > 0 && !(two.isOpen(s, readyList.peekNode(), readyList.peekG()) && ready.get(readyList.peekNode()) === 1))
      readyList.pop();
  };

  /** Moves a side's waiting states with f ≤ the bound to ready. */
  const admit = (s: NbsHalf<S, M>): void => {
    const { waiting, readyList, ready } = s.lists;
    for (;;) {
      clean(s);
      if (waiting.size === 0 || waiting.peekF() > two.bound) return;
      const node = waiting.pop();
      const g = waiting.poppedG;
      ready.set(node, 1);
      readyList.push(g, g, node);
    }
  };

  /** Raises the bound until a pair fits under it; false when one side has nothing open. */
  const prepare = (): boolean => {
    const f = fwd.lists;
    const b = bwd.lists;
    for (;;) {
      admit(fwd);
      admit(bwd);
      const bothReady = f.readyList.size > 0 && b.readyList.size > 0;
      const pairSum = bothReady ? f.readyList.peekG() + b.readyList.peekG() + eps : Infinity;
      if (pairSum <= two.bound) return true;
      const next = Math.min(pairSum, f.waiting.size > 0 ? f.waiting.peekF() : Infinity, b.waiting.size > 0 ? b.waiting.peekF() : Infinity);
      // A side with nothing open: every path of that side's reach has been seen.
      if (size(fwd) === 0 || size(bwd) === 0 || next === Infinity) return false;
      if (next > two.bound) two.bound = next;
      if (two.best <= two.bound) return true;
    }
  };

  return two.machine(() => {
    if (pendingBackward < 0) {
      if (two.best <= two.bound) return two.solved();
      const more = prepare();
      if (two.best <= two.bound || !more) return two.done();
      if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
      const u = fwd.lists.readyList.pop();
      pendingBackward = bwd.lists.readyList.peekNode();
      const inside = two.expandOn(fwd, u);
      if (inside) return two.stop(inside);
    } else {
      const v = pendingBackward;
      pendingBackward = -1;
      if (two.isOpen(bwd, v, bwd.arena.g[v]!) && bwd.lists.ready.get(v) === 1) {
        if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
        const inside = two.expandOn(bwd, v);
        if (inside) return two.stop(inside);
      }
    }
    return undefined;
  });
}
