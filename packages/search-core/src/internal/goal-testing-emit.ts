import type { Emit } from '../state.js';
import type { Float64Column, Uint8Column } from './columns.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
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
  const { stats, arena, table, control, replay, at } = kit;
  const { heuristic, isValid, isGoal } = p;
  return (child, move, cost) => {
    if (replay.want >= 0) return replay.offer(child, move, cost, control);
    const ord = at.ordinal++;
    kit.tick();
    const g = at.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    // The table step of `SearchKit.reach` and `rate`, written out here: optimisticSearch measured
    // slower through the shared calls (see the commit that put it back).
    const fresh = arena.size;
    let node = table.findOrAdd(child, fresh);
    let hv: number;
    if (node === -1) {
      node = fresh;
      arena.add(at.node, ord, g);
      kit.added(fresh);
      if (isGoal(child)) {
        flags.set(node, GOAL);
        hv = 0;
      } else {
        hv = heuristic === undefined ? 0 : heuristic(child);
        if (!(hv >= 0) || hv === Infinity) {
          checkHeuristic(hv);
          // Dead for good: no later path relinks it (g < -Infinity never holds).
          arena.setG(node, -Infinity);
          stats.pruned++;
          return;
        }
        hOf.set(node, hv);
        kit.noteClosest(node, hv);
      }
    } else {
      if (!(g < arena.g[node]!)) {
        stats.duplicates++;
        return;
      }
      arena.relink(node, at.node, ord, g);
      hv = hOf.get(node);
    }
    arrive(node, child, g, hv);
  };
}
