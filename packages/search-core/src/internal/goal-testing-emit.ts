import type { Emit } from '../state.js';
import type { Float64Column, Uint8Column } from './columns.js';
import { checkCost, type Normalized } from './normalize.js';
import type { SearchKit } from './search-kit.js';

/** The flag bit of a node that is a goal (tested once, when the node is made). */
export const GOAL = 1;

/**
 * The `emit` of the best-first engines that test goals when a state is generated and keep an
 * incumbent (anytimeAstar, anaStar, optimisticSearch): a child is checked (cost, `isValid`),
 * found or added in the visited table, goal-tested and given its heuristic once, when it is new
 * (a heuristic that is not a number ≥ 0 kills it for good), dropped when it comes at no lower g,
 * and otherwise handed to the engine's `arrive` with its new g and h. What `arrive` does with it
 * (a solution, a cut, a place in the open list) is each engine's own.
 */
export function goalTestingEmit<S, M>(
  kit: SearchKit<S, M>,
  p: Normalized<S, M>,
  hOf: Float64Column,
  flags: Uint8Column,
  arrive: (node: number, state: S, g: number, h: number) => void,
): Emit<S, M> {
  const { stats, arena, control, replay, at } = kit;
  const { isValid, isGoal } = p;
  return (child, move, cost) => {
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
    if (node < 0) return;
    let hv: number;
    if (node !== fresh) hv = hOf.get(node);
    else if (isGoal(child)) {
      flags.set(node, GOAL);
      hv = 0;
    } else {
      hv = kit.rate(node, child, hOf);
      if (hv < 0) return;
    }
    arrive(node, child, g, hv);
  };
}
