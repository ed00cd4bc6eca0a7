import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { BaeStarOptions } from '../bidirectional/bae-star.js';
import { SearchError } from '../errors.js';
import type { SearchResultWithClosest } from '../result.js';
import { BidirectionalKit, type Half } from './bidirectional-kit.js';
import { Float64Column } from './columns.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';

/**
 * A side's open states by b-value, and each node's estimate from the other side's heuristic
 * (h̄: for a forward state the backward heuristic, its cost from the initial state), computed once
 * per node. Entries left by a cheaper path or an expansion are stale and dropped at the top.
 */
interface BaeLists {
  readonly byB: OpenList;
  readonly hBar: Float64Column;
}

type BaeHalf<S, M> = Half<S, M, BaeLists>;

/**
 * BAE* (Sadhukhan 2012) and DIBBS (Sewell and Jacobson 2021), one algorithm: each side orders its
 * open states by b(n) = f(n) + (g(n) − h̄(n)) = 2g(n) + h(n) − h̄(n), h̄ being the other
 * direction's heuristic at n (g(n) − h̄(n) is how far the other heuristic underestimates the cost
 * to n, an error that a path through n carries into the other half). With consistent heuristics,
 * for a forward u before a backward v on any path, b(u) + b(v) ≤ 2 × its cost, so once the best
 * meeting U ≤ (bminF + bminB) / 2 nothing open can beat it. The side expanded is the one with the
 * smaller least b, or the one with fewer open entries. Meetings, pruning against U (f ≥ U),
 * reopening and the joined path are the {@link BidirectionalKit}'s.
 */
export function startBae<S, M>(
  p: Normalized<S, M>,
  problem: BidirectionalProblem<S, M>,
  options: BaeStarOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const byFewerOpen = options.side === 'fewer-open';
  if (options.side !== undefined && !byFewerOpen && options.side !== 'least-b')
    throw new SearchError('invalid-option', `side must be 'least-b' or 'fewer-open', got ${String(options.side)}`);
  const lists = (): BaeLists => ({ byB: new OpenList(1024), hBar: new Float64Column(Number.NaN) });
  const open = (s: BaeHalf<S, M>, node: number, g: number, f: number): void => {
    let hBar = s.lists.hBar.get(node);
    if (Number.isNaN(hBar)) {
      const other = s.forward ? options.backwardHeuristic : p.heuristic;
      hBar = other === undefined ? 0 : other(s.states.get(node) as S);
      // A state reached from one end can reach (or be reached from) it: Infinity or a bad value
      // from the other heuristic is not a dead end but a heuristic that is not admissible.
      if (!(hBar >= 0) || hBar === Infinity) {
        const which = s.forward ? 'backwardHeuristic' : 'heuristic';
        throw new SearchError(
          'invalid-heuristic',
          `${which} must be a finite number ≥ 0 at every state reached from the ${s.forward ? 'initial state' : 'goal'}, got ${String(hBar)}`,
        );
      }
      s.lists.hBar.set(node, hBar);
    }
    s.lists.byB.push(f + g - hBar, g, node);
  };
  const openCount = (): number => two.fwd.lists.byB.size + two.bwd.lists.byB.size;
  const two: BidirectionalKit<S, M, BaeLists> = new BidirectionalKit(p, problem, options, 'baeStar', lists, open, openCount);
  const { fwd, bwd, kit } = two;
  const { control } = kit;

  /** Drops stale entries from the top of a side's list; false when it has nothing open. */
  const ready = (s: BaeHalf<S, M>): boolean => {
    const list = s.lists.byB;
    while (list.size > 0 && !two.isOpen(s, list.peekNode(), list.peekG())) list.pop();
    return list.size > 0;
  };

  return two.machine(() => {
    // A side with nothing open: every path cheaper than U would have left an open state on it.
    if (!ready(fwd) || !ready(bwd)) return two.done();
    const bF = fwd.lists.byB.peekF();
    const bB = bwd.lists.byB.peekF();
    const lowerBound = (bF + bB) / 2;
    // The least b of a side may fall when a state is reopened cheaper; the greatest bound holds.
    if (lowerBound > two.bound) two.bound = lowerBound;
    if (two.best <= two.bound) return two.solved();
    if (kit.expansionsSpent()) return two.stop(control.expansionsSpent);
    const forward = byFewerOpen ? fwd.lists.byB.size <= bwd.lists.byB.size : bF <= bB;
    const s = forward ? fwd : bwd;
    const inside = two.expandOn(s, s.lists.byB.pop());
    return inside ? two.stop(inside) : undefined;
  });
}
