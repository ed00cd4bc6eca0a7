import type { Level } from '../level.js';
import { doorBit, isWalkable, keyBit } from '../rules.js';

/** A distance larger than any real one, for "unreachable" in the distance tables. */
export const FAR = 0x3fffffff;

/**
 * The maze contracted to its points of interest (POIs): POI `r < R` is robot r's start, POI `R + k`
 * is key k. From each POI, the routes to every key, each with its length and the key set it needs
 * (the doors it crosses and the keys it walks over). Between one POI and one key there may be
 * several routes when the maze has loops: all those that are Pareto-optimal in (length, needed set)
 * are kept, shortest first, so the first usable one is the shortest legal route.
 */
export interface KeyGraph {
  readonly robots: number;
  readonly keys: number;
  /** Cell of each POI. */
  readonly poiCell: Int32Array;
  /** Routes of POI p are `routeStart[p] .. routeStart[p + 1] - 1`, grouped by key, shortest first. */
  readonly routeStart: Int32Array;
  readonly routeKey: Int32Array;
  readonly routeLength: Int32Array;
  readonly routeNeeds: Int32Array;
  /** Door-free distance from POI p to key k at `p * keys + k` ({@link FAR} when unreachable). */
  readonly freeDistance: Int32Array;
  /** Door-free distance between keys, `a * keys + b`. */
  readonly keyDistance: Int32Array;
  /**
   * The number of bridges (cell-to-cell steps whose removal disconnects the door-free maze) between
   * POI p and key k, at `p * keys + k`: every route crosses each of them.
   */
  readonly bridgeDistance: Int32Array;
  /** The keys in a depth-first preorder of the maze's cells (a preorder of its bridge tree). */
  readonly keyOrder: Int32Array;
  /** The preorder position of each POI (comparable with the other POIs': only their order means anything). */
  readonly poiOrder: Int32Array;
  /** Cell-to-cell steps in the maze after pruning dead ends, and how many of them lie on loops (are not bridges). */
  readonly edges: number;
  readonly loopEdges: number;
  /** Per robot: the keys in its region (reachable when every door is open). */
  readonly robotKeys: readonly number[];
  /** Per robot: its region, named by the lowest robot index in it. */
  readonly region: readonly number[];
  /** Per robot: local position index → POI (0 is its start, then its region's keys in order). */
  readonly localPoi: readonly Int32Array[];
  /** Per robot: POI → local position index, or -1. */
  readonly poiLocal: readonly Int32Array[];
  /** Keys no robot can ever collect (out of reach, or locked behind their own doors): the level is impossible when not 0. */
  readonly stranded: number;
}

const cache = new WeakMap<Level, KeyGraph>();

/** Steps of a build (cells, labels settled) between two calls of its `check`. */
const CHECK_EVERY = 4096;

/**
 * The contracted graph of a level, built once and cached. `check` is called every few thousand
 * steps of the build (its cost grows with the maze and the number of door sets) and may throw to
 * stop it (game-kit's `LimitBudget.setUp`); only a whole graph is cached.
 */
export function keyGraph(level: Level, check?: () => void): KeyGraph {
  let g = cache.get(level);
  if (!g) {
    g = buildGraph(level, check ?? (() => {}));
    cache.set(level, g);
  }
  return g;
}

/** Growable int array. */
class Ints {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

function buildGraph(level: Level, check: () => void): KeyGraph {
  let steps = 0;
  const poll = (): void => {
    steps = 0;
    check();
  };
  const tick = (): void => {
    if (++steps === CHECK_EVERY) poll();
  };
  const R = level.robots.length;
  const K = level.keys.length;
  const P = R + K;
  const n = level.cells.length;
  const w = level.width;
  const poiCell = new Int32Array(P);
  for (let r = 0; r < R; r++) poiCell[r] = level.robots[r]!;
  for (let k = 0; k < K; k++) poiCell[R + k] = level.keyCells[k]!;

  const walkable = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    tick();
    walkable[c] = isWalkable(level, c) ? 1 : 0;
  }
  // Prune dead ends that hold no POI, repeatedly: a dead-end cell lies on no simple path between
  // two other cells, so no route and no distance between POIs changes. On a real input this
  // leaves about a third of the open cells.
  const isPoi = new Uint8Array(n);
  for (let p = 0; p < P; p++) isPoi[poiCell[p]!] = 1;
  const degree = new Uint8Array(n);
  const dead = new Int32Array(n);
  let deadCount = 0;
  // The walkable neighbour of `c` in direction i (up, down, left, right; the reverse of i is
  // i ^ 1), or -1.
  const toward = (c: number, i: number): number => {
    const nb =
      i === 0
        ? c >= w
          ? c - w
          : -1
        : i === 1
          ? c + w < n
            ? c + w
            : -1
          : i === 2
            ? c % w > 0
              ? c - 1
              : -1
            : c % w < w - 1
              ? c + 1
              : -1;
    return nb >= 0 && walkable[nb] ? nb : -1;
  };
  for (let c = 0; c < n; c++) {
    tick();
    if (!walkable[c]) continue;
    let d = 0;
    for (let i = 0; i < 4; i++) if (toward(c, i) >= 0) d++;
    degree[c] = d;
    if (d <= 1 && !isPoi[c]) dead[deadCount++] = c;
  }
  for (let k = 0; k < deadCount; k++) {
    tick();
    const c = dead[k]!;
    walkable[c] = 0;
    for (let i = 0; i < 4; i++) {
      const nb = toward(c, i);
      if (nb >= 0 && --degree[nb]! === 1 && !isPoi[nb]) dead[deadCount++] = nb;
    }
  }
  // Corridors: the maze as a graph whose nodes are the POIs, the doors and every cell that is not
  // the middle of a corridor (a junction or a dead end), and whose edges are the corridors between
  // them, with their length. Everything after this works on that graph, so the rest of the build
  // grows with the corridors, not with the cells. The steps left after pruning (each seen from
  // both of its cells) are counted on the way.
  poll();
  const nodeOf = new Int32Array(n).fill(-1);
  const nodeCells: number[] = [];
  let stepEnds = 0;
  for (let c = 0; c < n; c++) {
    tick();
    if (!walkable[c]) continue;
    stepEnds += degree[c]!;
    if (isPoi[c] || level.doorAt[c]! >= 0 || degree[c] !== 2) {
      nodeOf[c] = nodeCells.length;
      nodeCells.push(c);
    }
  }
  const edges = stepEnds / 2;
  const N = nodeCells.length;
  const eStart = new Int32Array(N + 1);
  const eTo = new Ints(N * 4);
  const eLen = new Ints(N * 4);
  // The direction a corridor leaves its far node by, walked back: with `edgeAt` (node, direction
  // → edge), each edge's reverse.
  const eBackDir = new Ints(N * 4);
  const edgeAt = new Int32Array(N * 4).fill(-1);
  for (let u = 0; u < N; u++) {
    tick();
    eStart[u] = eTo.length;
    const c = nodeCells[u]!;
    for (let i = 0; i < 4; i++) {
      let cur = toward(c, i);
      if (cur < 0) continue;
      let prev = c;
      let len = 1;
      let last = i;
      while (nodeOf[cur] === -1) {
        tick();
        // The middle of a corridor has exactly two walkable neighbours: go on to the other one.
        let next = -1;
        for (let j = 0; j < 4 && next < 0; j++) {
          const x = toward(cur, j);
          if (x >= 0 && x !== prev) {
            next = x;
            last = j;
          }
        }
        prev = cur;
        cur = next;
        len++;
      }
      if (nodeOf[cur] === u) continue; // a ring back to where it started: never on a shortest route
      edgeAt[u * 4 + i] = eTo.length;
      eTo.push(nodeOf[cur]!);
      eLen.push(len);
      eBackDir.push(last ^ 1);
    }
  }
  eStart[N] = eTo.length;
  const eToA = eTo.data;
  const eLenA = eLen.data;
  const reverse = (e: number): number => edgeAt[eToA[e]! * 4 + eBackDir.data[e]!]!;

  // Bridges of the door-free maze (Tarjan, iterative, on the corridor graph: a corridor is all
  // bridge or none; two corridors between the same nodes are a loop, so the tree edge is skipped
  // by its own index, not by its far node) and a depth-first preorder of the nodes, from the POIs
  // in order, each node's corridors in direction order: the order in which a depth-first walk of
  // the cells would first reach them.
  poll();
  const pre = new Int32Array(N).fill(-1);
  const low = new Int32Array(N);
  const parentEdge = new Int32Array(N).fill(-1);
  const nextEdge = new Int32Array(N);
  const isBridge = new Uint8Array(eTo.length);
  const stack = new Int32Array(N);
  let time = 0;
  let bridgeSteps = 0;
  for (let p = 0; p < P; p++) {
    const root = nodeOf[poiCell[p]!]!;
    if (pre[root] !== -1) continue;
    let top = 0;
    stack[0] = root;
    pre[root] = low[root] = time++;
    nextEdge[root] = eStart[root]!;
    while (top >= 0) {
      tick();
      const u = stack[top]!;
      const e = nextEdge[u]!;
      if (e < eStart[u + 1]!) {
        nextEdge[u] = e + 1;
        const v = eToA[e]!;
        if (parentEdge[u] !== -1 && reverse(parentEdge[u]!) === e) continue;
        if (pre[v] === -1) {
          pre[v] = low[v] = time++;
          parentEdge[v] = e;
          nextEdge[v] = eStart[v]!;
          stack[++top] = v;
        } else if (pre[v]! < low[u]!) low[u] = pre[v]!;
        continue;
      }
      top--;
      if (top < 0) break;
      const up = stack[top]!;
      if (low[u]! < low[up]!) low[up] = low[u]!;
      if (low[u]! > pre[up]!) {
        const t = parentEdge[u]!;
        isBridge[t] = 1;
        isBridge[reverse(t)] = 1;
        bridgeSteps += eLenA[t]!;
      }
    }
  }
  // Steps off every bridge (those of parts no POI reaches too, as no walk from a POI meets them).
  const loopEdges = edges - bridgeSteps;
  const eBrA = new Int32Array(eTo.length);
  for (let e = 0; e < eTo.length; e++) if (isBridge[e]) eBrA[e] = eLenA[e]!;

  const freeDistance = new Int32Array(P * K).fill(FAR);
  const keyDistance = new Int32Array(K * K).fill(FAR);
  const bridgeDistance = new Int32Array(P * K).fill(FAR);
  const robotKeys = new Array<number>(R).fill(0);
  const region = new Array<number>(R).fill(-1);

  const nodeNeed = new Int32Array(N);
  const nodeGives = new Int32Array(N);
  const nodeKey = new Int32Array(N);
  for (let u = 0; u < N; u++) {
    tick();
    const c = nodeCells[u]!;
    nodeNeed[u] = doorBit(level, c);
    nodeGives[u] = keyBit(level, c);
    nodeKey[u] = level.keyAt[c]!;
  }

  // From each POI, a label-setting search over (node, needed set) in order of distance (buckets by
  // distance: corridors have integer lengths) finds the Pareto-optimal routes to every key. A label
  // is dropped when its node already has a settled one needing a subset (settled no later, so no
  // longer). The first label settled at a node is a plain shortest path's: it gives the door-free
  // distance and, counting bridges on its way, the bridge distance (every simple path between two
  // places crosses the same bridges).
  const routeStart = new Int32Array(P + 1);
  const rKey = new Ints(P * K);
  const rLen = new Ints(P * K);
  const rNeeds = new Ints(P * K);
  const settledHead = new Int32Array(N).fill(-1);
  const bridges = new Int32Array(N);
  const sMask = new Ints(N);
  const sNext = new Ints(N);
  const touched = new Ints(N);
  const lNode = new Ints(N);
  const lMask = new Ints(N);
  const lBridges = new Ints(N);
  const lNext = new Ints(N);
  let bucketHead = new Int32Array(64).fill(-1);
  const perKey: number[][] = Array.from({ length: K }, () => []);
  const dominatedAt = (v: number, m: number): boolean => {
    for (let s = settledHead[v]!; s !== -1; s = sNext.data[s]!) if ((sMask.data[s]! & ~m) === 0) return true;
    return false;
  };
  const pushLabel = (v: number, m: number, d: number, br: number): void => {
    if (d >= bucketHead.length) {
      const next = new Int32Array(Math.max(d + 1, bucketHead.length * 2)).fill(-1);
      next.set(bucketHead);
      bucketHead = next;
    }
    lNode.push(v);
    lMask.push(m);
    lBridges.push(br);
    lNext.push(bucketHead[d]!);
    bucketHead[d] = lNode.length - 1;
  };
  for (let p = 0; p < P; p++) {
    poll();
    routeStart[p] = rKey.length;
    for (let i = 0; i < touched.length; i++) settledHead[touched.data[i]!] = -1;
    touched.length = 0;
    sMask.length = 0;
    sNext.length = 0;
    lNode.length = 0;
    lMask.length = 0;
    lBridges.length = 0;
    lNext.length = 0;
    for (const list of perKey) list.length = 0;
    const src = nodeOf[poiCell[p]!]!;
    pushLabel(src, 0, 0, 0);
    let pending = 1;
    for (let d = 0; pending > 0; d++) {
      let l = bucketHead[d]!;
      bucketHead[d] = -1;
      for (; l !== -1; l = lNext.data[l]!) {
        tick();
        pending--;
        const v = lNode.data[l]!;
        const m = lMask.data[l]!;
        if (settledHead[v] === -1) {
          touched.push(v);
          bridges[v] = lBridges.data[l]!;
        } else if (dominatedAt(v, m)) continue;
        sMask.push(m);
        sNext.push(settledHead[v]!);
        settledHead[v] = sMask.length - 1;
        const kb = nodeGives[v]!;
        if (kb !== 0 && v !== src) perKey[nodeKey[v]!]!.push(d, m);
        const cm = m | kb;
        const br = lBridges.data[l]!;
        for (let e = eStart[v]!, end = eStart[v + 1]!; e < end; e++) {
          const to = eToA[e]!;
          const am = cm | nodeNeed[to]!;
          if (settledHead[to] !== -1 && dominatedAt(to, am)) continue;
          pushLabel(to, am, d + eLenA[e]!, br + eBrA[e]!);
          pending++;
        }
      }
    }
    for (let k = 0; k < K; k++) {
      const list = perKey[k]!;
      if (list.length === 0) continue;
      freeDistance[p * K + k] = list[0]!;
      bridgeDistance[p * K + k] = bridges[nodeOf[level.keyCells[k]!]!]!;
      if (p >= R) keyDistance[(p - R) * K + k] = list[0]!;
      else robotKeys[p]! |= 1 << k;
      for (let j = 0; j < list.length; j += 2) {
        rKey.push(k);
        rLen.push(list[j]!);
        rNeeds.push(list[j + 1]!);
      }
    }
    if (p < R && region[p] === -1) {
      for (let r = p; r < R; r++) if (settledHead[nodeOf[level.robots[r]!]!] !== -1) region[r] = p;
    }
  }
  routeStart[P] = rKey.length;
  for (let k = 0; k < K; k++) {
    freeDistance[(R + k) * K + k] = 0;
    keyDistance[k * K + k] = 0;
    bridgeDistance[(R + k) * K + k] = 0;
  }

  const localPoi: Int32Array[] = [];
  const poiLocal: Int32Array[] = [];
  for (let r = 0; r < R; r++) {
    const locals = [r];
    for (let k = 0; k < K; k++) if ((robotKeys[r]! >> k) & 1) locals.push(R + k);
    localPoi.push(Int32Array.from(locals));
    const back = new Int32Array(P).fill(-1);
    locals.forEach((p, i) => (back[p] = i));
    poiLocal.push(back);
  }

  // Which keys can ever be collected: grow the key set from nothing, taking every key that some
  // reached place has a usable route to. Holding more keys never closes a route, so a level is
  // solvable exactly when this reaches every key, and then every state reached from the start is
  // solvable too.
  let collectable = 0;
  const reached = new Uint8Array(P);
  for (let r = 0; r < R; r++) reached[r] = 1;
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = 0; p < P; p++) {
      if (!reached[p]) continue;
      for (let e = routeStart[p]!; e < routeStart[p + 1]!; e++) {
        const k = rKey.data[e]!;
        if ((collectable >> k) & 1 || (rNeeds.data[e]! & ~collectable) !== 0) continue;
        collectable |= 1 << k;
        reached[R + k] = 1;
        changed = true;
      }
    }
  }

  const keyOrder = Int32Array.from(
    Array.from({ length: K }, (_, k) => k).sort((a, b) => pre[nodeOf[level.keyCells[a]!]!]! - pre[nodeOf[level.keyCells[b]!]!]!),
  );
  const poiOrder = Int32Array.from(poiCell, (c) => pre[nodeOf[c]!]!);

  return {
    robots: R,
    keys: K,
    poiCell,
    routeStart,
    routeKey: rKey.data.slice(0, rKey.length),
    routeLength: rLen.data.slice(0, rLen.length),
    routeNeeds: rNeeds.data.slice(0, rNeeds.length),
    freeDistance,
    keyDistance,
    bridgeDistance,
    keyOrder,
    poiOrder,
    edges,
    loopEdges,
    robotKeys,
    region,
    localPoi,
    poiLocal,
    stranded: (K === 0 ? 0 : 2 ** K - 1) & ~collectable,
  };
}
