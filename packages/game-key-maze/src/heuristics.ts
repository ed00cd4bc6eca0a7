import type { KeyMazeState, Level } from './level.js';
import { FAR } from './internal/graph.js';
import { IntMap } from './internal/int-map.js';
import { contractedSpace, gridSpaceOf } from './encoding/spaces.js';
import { DIRECTIONS, isWalkable, neighbour } from './rules.js';

/**
 * Heuristics for the two search spaces. Distances here are door-free: measured on the maze with
 * every door open (doors without a key stay walls), so they never exceed a real route.
 *
 * @module
 */

/**
 * For the contracted search: a lower bound on the steps still needed, summed over the regions of
 * the maze (parts that stay apart with every door open). For a region with one robot, the larger
 * of
 * - the **tour bound**: the bridges (steps whose removal would cut the maze in two) of the smallest
 *   subtree joining the robot and the remaining keys, counted twice, minus those on the way to the
 *   key that is visited last (taken as far as possible, among keys no other remaining key needs),
 *   plus a **detour** term: when p must come before k and k before q (every route to k needs p,
 *   every route to q needs k), the bridges that part p and q from k and the robot, twice more;
 * - the **spanning-tree bound** (only on mazes with many loops, where bridges are few): the
 *   door-free distance to the nearest remaining key plus a minimum spanning tree over the
 *   remaining keys.
 *
 * A region with several robots uses a spanning tree over its remaining keys and one node standing
 * for all its robots. `Infinity` when a key can never be collected (the level is impossible).
 *
 * @remarks
 * **Admissible**. Tour bound: a walk from the robot through every remaining key, ending at key L,
 * crosses a bridge e at least 2·runs(e) − [L beyond e] times, where runs(e) counts the separate
 * visits to the side of e away from the robot. runs(e) ≥ 1 for every bridge of the joining subtree
 * (a cyclic sum of bridge distances in depth-first order counts each of them twice), and
 * runs(e) ≥ 2 when p before k before q with p, q beyond e and k not; summing over bridges and taking
 * L as far as any key that may come last gives the bound. Between two places every route crosses
 * the same bridges, so the bridge distance is a tree metric: the four-point formula gives how many
 * bridges part {p, q} from {k, robot}. Spanning-tree bound: the walk's first leg reaches some key,
 * and its legs between keys form a path through all of them, at least a minimum spanning tree.
 * Regions are disjoint, so their walks add up. With several robots in a region, their walks and the
 * shared node form a spanning tree of {node} ∪ keys.
 *
 * Not always consistent (the last-key and detour terms can drop by more than a move costs), which
 * A* handles by re-opening states (12 % of the expansions on one real part 1, under 1 % on the others).
 * Per key set, the parts that do not depend on the robot's place are cached.
 *
 * On the real inputs it raises the start estimate of part 1 from 33–49 % of the answer (spanning
 * tree alone) to 64–89 %, and is exact at every state along the solutions of the real part 2s
 * (each quadrant is a tree), which then expand only their 26 moves.
 *
 * @param level - a parsed level.
 * @returns a heuristic over {@link KeyMazeState}s of this level.
 * @example
 * ```ts
 * astar(problemOf(level, keyMazeBound(level)));
 * ```
 * @see {@link problemOf}, {@link gridKeyBound}
 * @category Heuristics
 */
export function keyMazeBound(level: Level): (state: KeyMazeState) => number {
  const { graph, codec } = contractedSpace(level);
  const R = graph.robots;
  const K = graph.keys;
  const { freeDistance, keyDistance, bridgeDistance, localPoi, stranded } = graph;
  const useTree = graph.loopEdges * 4 > graph.edges;
  const regions: { robots: number[]; keys: number }[] = [];
  for (let r = 0; r < R; r++) {
    if (graph.region[r] === r) regions.push({ robots: [r], keys: graph.robotKeys[r]! });
    else regions.find((g) => g.robots[0] === graph.region[r])!.robots.push(r);
  }
  const single = regions.map((g) => (g.robots.length === 1 ? g.robots[0]! : -1));
  // bd(a, b): bridges between POI a and key b.
  const bd = (a: number, b: number): number => bridgeDistance[a * K + b]!;
  // before[k]: the keys every route from the robots to k needs (doors on it, keys walked over),
  // closed under transitivity: they are all collected before k. after[k]: the keys k comes before.
  const all = K === 0 ? 0 : 2 ** K - 1;
  const before = new Int32Array(K).fill(all);
  for (let r = 0; r < R; r++) {
    for (let e = graph.routeStart[r]!; e < graph.routeStart[r + 1]!; e++) {
      const k = graph.routeKey[e]!;
      before[k] = before[k]! & graph.routeNeeds[e]!;
    }
  }
  for (let k = 0; k < K; k++) before[k] = before[k]! & ~(1 << k);
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 0; k < K; k++) {
      let b = before[k]!;
      for (let m = b; m !== 0; m &= m - 1) b |= before[31 - Math.clz32(m & -m)]!;
      b &= ~(1 << k);
      if (b !== before[k]) {
        before[k] = b;
        changed = true;
      }
    }
  }
  const after = new Int32Array(K);
  for (let k = 0; k < K; k++) for (let m = before[k]!; m !== 0; m &= m - 1) after[31 - Math.clz32(m & -m)]! |= 1 << k;
  // detourPairs[k]: the pairs (p, q) with p before k before q, flattened, farthest first by how
  // many bridges k lies off the way from p to q (pairs with k on that way are left out).
  const detourPairs: Int32Array[] = [];
  for (let k = 0; k < K; k++) {
    const ls: number[] = [];
    const ps: number[] = [];
    for (let a = before[k]!; a !== 0; a &= a - 1) {
      for (let b = after[k]!; b !== 0; b &= b - 1) {
        const p = 31 - Math.clz32(a & -a);
        const q = 31 - Math.clz32(b & -b);
        const l = bd(R + p, k) + bd(R + q, k) - bd(R + p, q);
        if (l > 0) {
          ls.push(l);
          ps.push(p * 32 + q);
        }
      }
    }
    const order = ls.map((_, i) => i).sort((x, y) => ls[y]! - ls[x]!);
    const flat = new Int32Array(order.length * 2);
    order.forEach((i, j) => {
      flat[2 * j] = ps[i]! >> 5;
      flat[2 * j + 1] = ps[i]! & 31;
    });
    detourPairs.push(flat);
  }
  // Keys ranked in depth-first order; rankBelow[p]: how many keys come before POI p.
  const byRank = Int32Array.from(graph.keyOrder);
  const rankOf = new Int32Array(K);
  byRank.forEach((k, i) => (rankOf[k] = i));
  const rankBelow = Int32Array.from(graph.poiOrder, (o) => {
    let c = 0;
    for (let k = 0; k < K; k++) if (graph.poiOrder[R + k]! < o) c++;
    return c;
  });

  /** What a key set contributes whatever the robot's place. */
  interface SetInfo {
    ranks: number;
    /** Cyclic sum of bridge distances between consecutive keys in depth-first order. */
    cycle: number;
    /** Keys that may come last. */
    lastable: number;
    /** Minimum spanning tree weight (when used). */
    tree: number;
    /** Triples (p, k, q) at `pool[from .. to)`, flattened: p before k before q, all remaining; one per k at most. */
    from: number;
    to: number;
  }
  const cacheIndex = new IntMap();
  const cache: SetInfo[] = [];
  // Starts small (on V8's heap, cheap to make) and doubles: a small level fills a few entries.
  let pool = new Int32Array(16);
  let poolEnd = 0;
  const best = new Int32Array(K);

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

  const infoOf = (rem: number): SetInfo => {
    const at = cacheIndex.get(rem);
    if (at >= 0) return cache[at]!;
    let ranks = 0;
    let notLast = 0;
    for (let m = rem; m !== 0; m &= m - 1) {
      const k = 31 - Math.clz32(m & -m);
      ranks |= 1 << rankOf[k]!;
      notLast |= before[k]!;
    }
    let cycle = 0;
    let prev = byRank[31 - Math.clz32(ranks)]!;
    for (let m = ranks; m !== 0; m &= m - 1) {
      const k = byRank[31 - Math.clz32(m & -m)]!;
      cycle += bridgeDistance[(R + prev) * K + k]!;
      prev = k;
    }
    if (poolEnd + 3 * K > pool.length) {
      const next = new Int32Array(Math.max(pool.length * 2, poolEnd + 3 * K));
      next.set(pool);
      pool = next;
    }
    const from = poolEnd;
    let n = poolEnd;
    for (let m = rem; m !== 0; m &= m - 1) {
      const k = 31 - Math.clz32(m & -m);
      const list = detourPairs[k]!;
      // Only the first few pairs: past them, the gain rarely pays for the scan.
      for (let i = 0, end = Math.min(list.length, 16); i < end; i += 2) {
        if ((rem >> list[i]!) & 1 && (rem >> list[i + 1]!) & 1) {
          pool[n++] = list[i]!;
          pool[n++] = k;
          pool[n++] = list[i + 1]!;
          break;
        }
      }
    }
    poolEnd = n;
    const info: SetInfo = { ranks, cycle, lastable: rem & ~notLast, tree: useTree ? prim(rem, false) : 0, from, to: n };
    cacheIndex.set(rem, cache.length);
    cache.push(info);
    return info;
  };

  const locals = new Int32Array(R);
  return (s) => {
    const held = codec.decode(s, locals);
    if ((stranded & ~held) !== 0) return Infinity;
    let total = 0;
    for (let g = 0; g < regions.length; g++) {
      const rem = regions[g]!.keys & ~held;
      if (rem === 0) continue;
      const r = single[g]!;
      if (r >= 0) {
        const pos = localPoi[r]![locals[r]!]!;
        const info = infoOf(rem);
        // Put the robot into the cycle between its neighbours in depth-first order.
        const ranks = info.ranks;
        const below = ranks & ((1 << rankBelow[pos]!) - 1);
        const a = byRank[31 - Math.clz32(below !== 0 ? below : ranks)]!;
        const above = ranks & ~below;
        const b = byRank[31 - Math.clz32((above !== 0 ? above : ranks) & -(above !== 0 ? above : ranks))]!;
        const row = pos * K;
        const cycle = info.cycle - bridgeDistance[(R + a) * K + b]! + bridgeDistance[row + a]! + bridgeDistance[row + b]!;
        let far = 0;
        for (let m = info.lastable; m !== 0; m &= m - 1) {
          const d = bridgeDistance[row + 31 - Math.clz32(m & -m)]!;
          if (d > far) far = d;
        }
        let bound = cycle - far;
        // Detours: with p before k before q, the bridges that part p and q from k and the
        // robot are crossed twice more (in, out, back in, and out or stop). In a tree, their
        // number is (min(s2, s3) - s1) / 2 for the three pairings' sums s1, s2, s3.
        let detour = 0;
        for (let i = info.from; i < info.to; i += 3) {
          const p = pool[i]!;
          const k = pool[i + 1]!;
          const q = pool[i + 2]!;
          const s1 = bridgeDistance[(R + p) * K + q]! + bridgeDistance[row + k]!;
          const s2 = bridgeDistance[(R + p) * K + k]! + bridgeDistance[row + q]!;
          const s3 = bridgeDistance[row + p]! + bridgeDistance[(R + q) * K + k]!;
          const split = Math.min(s2, s3) - s1;
          if (split > detour) detour = split;
        }
        bound += detour;
        if (useTree) {
          let near = FAR;
          for (let m = rem; m !== 0; m &= m - 1) {
            const d = freeDistance[pos * K + 31 - Math.clz32(m & -m)]!;
            if (d < near) near = d;
          }
          if (near + info.tree > bound) bound = near + info.tree;
        }
        total += bound;
      } else {
        const rs = regions[g]!.robots;
        for (let m = rem; m !== 0; m &= m - 1) {
          const k = 31 - Math.clz32(m & -m);
          let near = FAR;
          for (const q of rs) {
            const d = freeDistance[localPoi[q]![locals[q]!]! * K + k]!;
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
 * @see {@link gridProblem}, {@link keyMazeBound}
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
