import type { KeyMazeState, Level } from './level.js';
import { FAR } from './internal/graph.js';
import { contractedSpace, gridSpaceOf } from './state.js';
import { DIRECTIONS, isWalkable, neighbour } from './rules.js';

/**
 * Heuristics for the two search spaces. Distances here are door-free: measured on the maze with
 * every door open (doors without a key stay walls), so they never exceed a real route.
 *
 * @module
 */

/**
 * For the contracted search: per region of the maze, the distance from its robot to the nearest
 * remaining key plus the weight of a minimum spanning tree over the remaining keys (door-free
 * distances). Regions with several robots use a spanning tree over the remaining keys and one node
 * standing for all their robots. The sum over regions. `Infinity` when a key is out of every
 * robot's reach (the level is impossible).
 *
 * @remarks
 * **Admissible**: a robot's remaining walk visits its remaining keys in some order: its first leg is
 * at least the distance to the nearest key, and the legs between keys form a path through all of
 * them, which weighs at least the minimum spanning tree. Regions are disjoint, so their walks add
 * up. With several robots in a region, their walks together with the shared node form a spanning
 * tree of {node} ∪ keys. **Consistent**: moving a robot to key k for c steps lowers the bound by
 * at most c (a spanning tree after the move plus the edge to k is a spanning tree before it).
 * Trees over a region's remaining keys are cached by key set.
 *
 * @param level - a parsed level.
 * @returns a heuristic over {@link KeyMazeState}s of this level.
 * @example
 * ```ts
 * astar(keyMazeProblem(level, spanningTreeBound(level)));
 * ```
 * @see {@link keyMazeProblem}, {@link gridKeyBound}
 * @category Heuristics
 */
export function spanningTreeBound(level: Level): (state: KeyMazeState) => number {
  const { graph, codec } = contractedSpace(level);
  const R = graph.robots;
  const K = graph.keys;
  const { freeDistance, keyDistance, localPoi, stranded } = graph;
  const regions: { robots: number[]; keys: number }[] = [];
  for (let r = 0; r < R; r++) {
    if (graph.region[r] === r) regions.push({ robots: [r], keys: graph.robotKeys[r]! });
    else regions.find((g) => g.robots[0] === graph.region[r])!.robots.push(r);
  }
  const locals = new Int32Array(R);
  const best = new Int32Array(K);
  const cache = new Map<number, number>();

  // Prim's algorithm over the keys of `rem`, seeded from `best` (pre-filled for a shared node) or
  // from the lowest key.
  const prim = (rem: number, seeded: boolean): number => {
    let total = 0;
    let left = rem;
    if (!seeded) {
      const k0 = 31 - Math.clz32(left & -left);
      left &= left - 1;
      for (let m = left; m !== 0; m &= m - 1) {
        const k = 31 - Math.clz32(m & -m);
        best[k] = keyDistance[k0 * K + k]!;
      }
    }
    while (left !== 0) {
      let pick = -1;
      let d = FAR + 1;
      for (let m = left; m !== 0; m &= m - 1) {
        const k = 31 - Math.clz32(m & -m);
        if (best[k]! < d) {
          d = best[k]!;
          pick = k;
        }
      }
      total += d;
      left &= ~(1 << pick);
      for (let m = left; m !== 0; m &= m - 1) {
        const k = 31 - Math.clz32(m & -m);
        const dk = keyDistance[pick * K + k]!;
        if (dk < best[k]!) best[k] = dk;
      }
    }
    return total;
  };
  const treeOf = (rem: number): number => {
    let t = cache.get(rem);
    if (t === undefined) {
      t = prim(rem, false);
      cache.set(rem, t);
    }
    return t;
  };

  return (s) => {
    const held = codec.decode(s, locals);
    if ((stranded & ~held) !== 0) return Infinity;
    let total = 0;
    for (let g = 0; g < regions.length; g++) {
      const region = regions[g]!;
      const rem = region.keys & ~held;
      if (rem === 0) continue;
      const rs = region.robots;
      if (rs.length === 1) {
        const r = rs[0]!;
        const row = localPoi[r]![locals[r]!]! * K;
        let near = FAR;
        for (let m = rem; m !== 0; m &= m - 1) {
          const d = freeDistance[row + 31 - Math.clz32(m & -m)]!;
          if (d < near) near = d;
        }
        total += near + treeOf(rem);
      } else {
        for (let m = rem; m !== 0; m &= m - 1) {
          const k = 31 - Math.clz32(m & -m);
          let near = FAR;
          for (const r of rs) {
            const d = freeDistance[localPoi[r]![locals[r]!]! * K + k]!;
            if (d < near) near = d;
          }
          best[k] = near;
        }
        total += prim(rem, true);
      }
    }
    return total;
  };
}

/**
 * For the raw grid: the largest, over the keys not yet held, of the door-free distance from the
 * nearest robot to that key. `Infinity` when a remaining key is out of every robot's reach.
 *
 * @remarks
 * **Admissible**: each remaining key must still be reached by some robot, which takes at least that
 * robot's door-free distance to it. **Consistent**: one step changes each distance by at most 1.
 * Weak but cheap; meant for A* on the raw grid as a benchmark and an oracle.
 *
 * @param level - a parsed level.
 * @see {@link gridProblem}, {@link spanningTreeBound}
 * @category Heuristics
 */
export function gridKeyBound(level: Level): (state: number) => number {
  const { codec, cellsOf } = gridSpaceOf(level);
  const n = level.cells.length;
  const K = level.keys.length;
  const R = level.robots.length;
  const dist = new Int32Array(K * n).fill(FAR);
  for (let k = 0; k < K; k++) {
    const base = k * n;
    const start = level.keyCells[k]!;
    const queue = [start];
    dist[base + start] = 0;
    for (let head = 0; head < queue.length; head++) {
      const c = queue[head]!;
      for (const d of DIRECTIONS) {
        const nb = neighbour(level, c, d);
        if (nb < 0 || dist[base + nb] !== FAR || !isWalkable(level, nb)) continue;
        dist[base + nb] = dist[base + c]! + 1;
        queue.push(nb);
      }
    }
  }
  const locals = new Int32Array(R);
  const cells = new Int32Array(R);
  const all = K === 0 ? 0 : 2 ** K - 1;
  return (s) => {
    const held = codec.decode(s, locals);
    for (let r = 0; r < R; r++) cells[r] = cellsOf[r]![locals[r]!]!;
    let worst = 0;
    for (let m = all & ~held; m !== 0; m &= m - 1) {
      const base = (31 - Math.clz32(m & -m)) * n;
      let near = FAR;
      for (let r = 0; r < R; r++) {
        const d = dist[base + cells[r]!]!;
        if (d < near) near = d;
      }
      if (near === FAR) return Infinity;
      if (near > worst) worst = near;
    }
    return worst;
  };
}
