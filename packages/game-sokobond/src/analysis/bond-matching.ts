/**
 * The cheapest way to pair the free electrons still unbonded: a minimum-cost flow that matches
 * every free electron with one of a possible partner, costed by how far apart the atoms are.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';

/**
 * Scratch space for {@link matchElectrons}, sized for a level's atom count (reused; not thread-safe).
 */
export interface MatchingScratch {
  readonly atoms: number;
  readonly capacity: Int32Array;
  /** Whole numbers throughout (small integers stay unboxed, even in code not yet optimised). */
  readonly cost: Int32Array;
  readonly distance: Int32Array;
  readonly potential: Int32Array;
  readonly previous: Int32Array;
  readonly done: Uint8Array;
  readonly ids: Int32Array;
  readonly stack: Int32Array;
  readonly left: Int32Array;
  readonly used: Int32Array;
}

/**
 * The distance of a vertex not reached (yet): far above any path's cost, as the costs are counts
 * of cells (at most a few thousand) over a few dozen edges.
 */
const UNREACHED = 0x3fffffff;

/** Scratch for levels of `atoms` atoms. */
export function matchingScratch(atoms: number): MatchingScratch {
  const v = 2 * atoms + 2;
  return {
    atoms,
    capacity: new Int32Array(v * v),
    cost: new Int32Array(v * v),
    distance: new Int32Array(v),
    potential: new Int32Array(v),
    previous: new Int32Array(v),
    done: new Uint8Array(v),
    ids: new Int32Array(atoms),
    stack: new Int32Array(v),
    left: new Int32Array(atoms),
    used: new Int32Array(atoms * atoms),
  };
}

/**
 * How atoms may still be paired, as n × n matrices read only for atoms that both have free
 * electrons: `bonds[u * n + v]` new bonds the pair could still share (0: never), `cost[u * n + v]`
 * what bringing them together costs. Both symmetric.
 */
export interface PairTable {
  readonly bonds: Int32Array;
  readonly cost: Int32Array;
}

/**
 * A quick witness that a pairing exists: the atom with the least slack (bonds its partners could
 * still give it, beyond the bonds it needs) bonds first, one bond with each of the partners of least slack, and so on (in
 * the manner of Havel and Hakimi, most constrained first). `true` proves that every free electron
 * can be paired; `false` proves nothing (the choice may have been unlucky), so then ask
 * {@link electronsPair} or {@link matchElectrons}.
 */
export function pairsGreedily(s: MatchingScratch, free: Int32Array, n: number, table: PairTable): boolean {
  const { left, ids, used, stack: slack } = s;
  let need = 0;
  for (let i = 0; i < n; i++) {
    left[i] = free[i]!;
    need += free[i]!;
  }
  used.fill(0, 0, n * n);
  while (need > 0) {
    // Slack per atom: bonds its partners could still give it, less the bonds it still needs.
    let u = -1;
    for (let i = 0; i < n; i++) {
      if (left[i]! <= 0) continue;
      let partners = 0;
      for (let v = 0; v < n; v++) if (v !== i && left[v]! > 0) partners += Math.min(left[v]!, table.bonds[i * n + v]! - used[i * n + v]!);
      slack[i] = partners - left[i]!;
      if (u < 0 || slack[i]! < slack[u]! || (slack[i] === slack[u] && left[i]! > left[u]!)) u = i;
    }
    // Partners still usable, least slack first (insertion sort: few atoms).
    let k = 0;
    for (let v = 0; v < n; v++) {
      if (v === u || left[v]! <= 0 || used[u * n + v]! >= table.bonds[u * n + v]!) continue;
      let at = k++;
      while (at > 0 && slack[ids[at - 1]!]! > slack[v]!) {
        ids[at] = ids[at - 1]!;
        at--;
      }
      ids[at] = v;
    }
    if (k === 0) return false;
    // One bond with each of the most constrained; with `+` a pair may take several, in later rounds.
    const take = Math.min(left[u]!, k);
    for (let i = 0; i < take; i++) {
      const v = ids[i]!;
      left[v]!--;
      used[u * n + v]!++;
      used[v * n + u]!++;
    }
    left[u]! -= take;
    need -= 2 * take;
  }
  return true;
}

/**
 * The flow network of {@link matchElectrons} and {@link electronsPair} in `s`, for the atoms with
 * free electrons (listed in `s.ids`): source 0, givers 1…k, takers k+1…2k, sink 2k+1, with the
 * pairs' costs when `withCosts` (else every cost 0). Returns k.
 */
function buildNetwork(s: MatchingScratch, free: Int32Array, n: number, table: PairTable, withCosts: boolean): number {
  const { capacity, cost, ids } = s;
  let k = 0;
  for (let i = 0; i < n; i++) if (free[i]! > 0) ids[k++] = i;
  const vertices = 2 * k + 2;
  const sink = 2 * k + 1;
  capacity.fill(0, 0, vertices * vertices);
  cost.fill(0, 0, vertices * vertices);
  for (let i = 0; i < k; i++) {
    const f = free[ids[i]!]!;
    capacity[1 + i] = f;
    capacity[(1 + k + i) * vertices + sink] = f;
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const bonds = table.bonds[ids[i]! * n + ids[j]!]!;
      if (bonds <= 0) continue;
      const from = 1 + i;
      const to = 1 + k + j;
      capacity[from * vertices + to] = bonds;
      if (!withCosts) continue;
      const c = table.cost[ids[i]! * n + ids[j]!]!;
      cost[from * vertices + to] = c;
      cost[to * vertices + from] = -c;
    }
  }
  return k;
}

/**
 * Augments the flow from `flow` towards `need` along paths of the residual network whose edges all
 * have reduced cost 0 (cost + potential[u] − potential[x]) between vertices of finite distance,
 * found depth first until none is left; each path carries as much as it can. Returns the new flow.
 */
function augmentAlongZeroPaths(s: MatchingScratch, vertices: number, flow: number, need: number): number {
  const { capacity, cost, distance, potential, previous, done, stack } = s;
  const source = 0;
  const sink = vertices - 1;
  while (flow < need) {
    // Each path costs up to vertices² steps, and a big level needs hundreds: a limit may stop the
    // search here (the network is built afresh on each call).
    checkpoint();
    done.fill(0, 0, vertices);
    let top = 0;
    stack[top++] = source;
    done[source] = 1;
    while (top > 0 && stack[top - 1] !== sink) {
      const u = stack[top - 1]!;
      const row = u * vertices;
      let next = -1;
      for (let x = 0; x < vertices; x++) {
        if (done[x] === 1 || capacity[row + x]! <= 0 || distance[x] === UNREACHED) continue;
        if (cost[row + x]! + potential[u]! - potential[x]! !== 0) continue;
        next = x;
        break;
      }
      if (next < 0) {
        top--;
        continue;
      }
      done[next] = 1;
      previous[next] = u;
      stack[top++] = next;
    }
    if (top === 0) break;
    let push = need - flow;
    for (let x = sink; x !== source; x = previous[x]!) push = Math.min(push, capacity[previous[x]! * vertices + x]!);
    for (let x = sink; x !== source; x = previous[x]!) {
      const u = previous[x]!;
      capacity[u * vertices + x]! -= push;
      capacity[x * vertices + u]! += push;
    }
    flow += push;
  }
  return flow;
}

/**
 * Whether every free electron can be given a partner, even fractionally: whether
 * {@link matchElectrons} would return a finite cost, found without costs.
 *
 * @remarks
 * The same flow network as {@link matchElectrons}, solved for its maximum flow alone (augmenting
 * paths found depth first, each carrying as much as it can): cheaper where only the answer
 * "possible or not" is needed, as in the admissible estimate's dead-position test.
 */
export function electronsPair(s: MatchingScratch, free: Int32Array, n: number, table: PairTable): boolean {
  let need = 0;
  for (let i = 0; i < n; i++) if (free[i]! > 0) need += free[i]!;
  if (need === 0) return true;
  const vertices = 2 * buildNetwork(s, free, n, table, false) + 2;
  // Every edge has cost 0 and every vertex distance 0: any residual path will do.
  s.distance.fill(0, 0, vertices);
  s.potential.fill(0, 0, vertices);
  return augmentAlongZeroPaths(s, vertices, 0, need) === need;
}

/**
 * The least total cost of giving every free electron a partner, or `Infinity` when no pairing
 * exists even fractionally.
 *
 * @remarks
 * Atoms appear twice, as givers and takers, in a bipartite flow network: source → giver u
 * (capacity free[u]), giver u → taker v (capacity: the bonds the pair may still share; cost: their
 * distance), taker v → sink (free[v]). A pairing of the electrons gives a flow of value Σ free
 * whose cost counts each bond from both ends; the minimum-cost flow can only be cheaper (it is the
 * fractional relaxation), so `Infinity` here proves that no pairing exists. Solved by successive
 * shortest paths with potentials (dense Dijkstra; a level has few atoms), augmenting along every
 * shortest path found before searching again. Costs must be whole numbers, below a million.
 *
 * @param free - free electrons per atom.
 * @param table - which pairs may bond, how often, and at what cost.
 */
export function matchElectrons(s: MatchingScratch, free: Int32Array, n: number, table: PairTable): number {
  let need = 0;
  for (let i = 0; i < n; i++) if (free[i]! > 0) need += free[i]!;
  if (need === 0) return 0;
  const uncontested = cheapestUncontested(s, free, n, table);
  return uncontested >= 0 ? uncontested : matchByFlow(s, free, n, table, need);
}

/**
 * {@link matchElectrons} by the flow network alone (`need`: the free electrons in all). Exported
 * for tests (not from the package), which compare it with the shortcut.
 */
export function matchByFlow(s: MatchingScratch, free: Int32Array, n: number, table: PairTable, need: number): number {
  const { capacity, cost, distance, potential, previous, done } = s;
  const k = buildNetwork(s, free, n, table, true);
  const vertices = 2 * k + 2;
  const source = 0;
  const sink = 2 * k + 1;
  potential.fill(0, 0, vertices);
  let flow = 0;
  while (flow < need) {
    checkpoint();
    distance.fill(UNREACHED, 0, vertices);
    done.fill(0, 0, vertices);
    distance[source] = 0;
    for (;;) {
      let u = -1;
      let best = UNREACHED;
      for (let x = 0; x < vertices; x++) {
        if (done[x] === 0 && distance[x]! < best) {
          best = distance[x]!;
          u = x;
        }
      }
      if (u < 0) break;
      done[u] = 1;
      const row = u * vertices;
      for (let x = 0; x < vertices; x++) {
        if (capacity[row + x]! <= 0 || done[x] === 1) continue;
        const d = best + cost[row + x]! + potential[u]! - potential[x]!;
        if (d < distance[x]!) {
          distance[x] = d;
          previous[x] = u;
        }
      }
    }
    if (distance[sink] === UNREACHED) return Infinity;
    for (let x = 0; x < vertices; x++) if (distance[x] !== UNREACHED) potential[x]! += distance[x]!;
    // Every shortest path now has reduced cost 0 on each edge: augment along as many of them as a
    // depth-first search finds before the next Dijkstra (costs are integers, so 0 is exact).
    flow = augmentAlongZeroPaths(s, vertices, flow, need);
  }
  // The cost of the flow: what each giver-to-taker edge carries (its bonds less what is left).
  let total = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const at = (1 + i) * vertices + 1 + k + j;
      const carried = table.bonds[s.ids[i]! * n + s.ids[j]!]! - capacity[at]!;
      if (carried > 0) total += carried * cost[at]!;
    }
  }
  return total;
}

/**
 * The cost of {@link matchElectrons} when its lower bound is reached without contest, else -1.
 *
 * @remarks
 * Each giver must send all its free electrons, so the flow costs at least the sum, over givers,
 * of their cheapest edges (each up to its capacity and to its taker's free electrons), whatever the
 * other givers do. Givers take these edges in turn, each only while its takers have room, cheaper
 * first and, among equal costs, where most room is left; when every giver gets its bound so, that
 * flow is feasible and costs the bound: a minimum. The common case of atoms whose nearest partners
 * differ costs a few passes over the pairs instead of the network's shortest paths. Exported for
 * tests (not from the package).
 */
export function cheapestUncontested(s: MatchingScratch, free: Int32Array, n: number, table: PairTable): number {
  const { left, used } = s;
  for (let v = 0; v < n; v++) left[v] = free[v]!;
  let total = 0;
  for (let u = 0; u < n; u++) {
    const want = free[u]!;
    if (want <= 0) continue;
    // The bound: the cheapest `want` units over u's edges, the takers' room as it was at the start.
    let bound = 0;
    let units = 0;
    for (let v = 0; v < n; v++) used[v] = 0;
    while (units < want) {
      let best = -1;
      for (let v = 0; v < n; v++) {
        if (v === u || used[v]! >= Math.min(table.bonds[u * n + v]!, free[v]!)) continue;
        if (best < 0 || table.cost[u * n + v]! < table.cost[u * n + best]!) best = v;
      }
      if (best < 0) return -1;
      used[best]!++;
      bound += table.cost[u * n + best]!;
      units++;
    }
    // The same number of units, now only where the takers still have room.
    let paid = 0;
    for (let v = 0; v < n; v++) used[v] = 0;
    for (units = 0; units < want; units++) {
      let best = -1;
      for (let v = 0; v < n; v++) {
        if (v === u || left[v]! <= 0 || used[v]! >= table.bonds[u * n + v]!) continue;
        const c = table.cost[u * n + v]!;
        if (best < 0 || c < table.cost[u * n + best]! || (c === table.cost[u * n + best]! && left[v]! > left[best]!)) best = v;
      }
      if (best < 0) return -1;
      used[best]!++;
      left[best]!--;
      paid += table.cost[u * n + best]!;
    }
    if (paid !== bound) return -1;
    total += paid;
  }
  return total;
}
