/**
 * The routes between the points of interest over the corridor graph: from each robot's start and
 * each key, the Pareto-optimal routes in (length, needed key set) to every key, and with them the
 * door-free distances, the bridges crossed, and which keys and robots share a region. The key
 * graph's search moves along these routes.
 *
 * @module
 */
import type { Level } from '../../level.js';
import { doorBit, keyBit } from '../../rules.js';
import type { Corridors } from './corridors.js';
import { Ints } from './growable-ints.js';

/** A distance larger than any real one, for "unreachable" in the distance tables. */
export const FAR = 0x3fffffff;

/** The routes and distances between the points of interest (POIs: the robots' starts, then the keys). */
export interface KeyRoutes {
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
  /** Per robot: the keys in its region (reachable when every door is open). */
  readonly robotKeys: readonly number[];
  /** Per robot: its region, named by the lowest robot index in it. */
  readonly region: readonly number[];
}

/**
 * The routes from each point of interest at `poiCell` (the `level`'s robots, then its keys) over
 * `graph`, whose bridges have `bridgeLength`. `tick` is called once a step of the work and `poll`
 * before each point's search (see the key graph's `check`).
 */
export function findRoutes(
  level: Level,
  poiCell: Int32Array,
  graph: Pick<Corridors, 'nodeOf' | 'nodeCells' | 'eStart' | 'eTo' | 'eLen'>,
  bridgeLength: Int32Array,
  tick: () => void,
  poll: () => void,
): KeyRoutes {
  const R = level.robots.length;
  const K = level.keys.length;
  const P = R + K;
  const { nodeOf, nodeCells, eStart } = graph;
  const N = nodeCells.length;
  const eToA = graph.eTo;
  const eLenA = graph.eLen;
  const eBrA = bridgeLength;
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
  return {
    routeStart,
    routeKey: rKey.data.slice(0, rKey.length),
    routeLength: rLen.data.slice(0, rLen.length),
    routeNeeds: rNeeds.data.slice(0, rNeeds.length),
    freeDistance,
    keyDistance,
    bridgeDistance,
    robotKeys,
    region,
  };
}

/**
 * Each robot's places (itself, then the keys it can ever reach, by index) and, per robot, the
 * inverse: a place's index among that robot's places, or -1.
 */
export function robotPlaces(
  robots: number,
  keys: number,
  robotKeys: readonly number[] | Int32Array,
): {
  localPoi: Int32Array[];
  poiLocal: Int32Array[];
} {
  const localPoi: Int32Array[] = [];
  const poiLocal: Int32Array[] = [];
  for (let r = 0; r < robots; r++) {
    const locals = [r];
    for (let k = 0; k < keys; k++) if ((robotKeys[r]! >> k) & 1) locals.push(robots + k);
    localPoi.push(Int32Array.from(locals));
    const back = new Int32Array(robots + keys).fill(-1);
    locals.forEach((p, i) => (back[p] = i));
    poiLocal.push(back);
  }
  return { localPoi, poiLocal };
}

/**
 * The keys that can ever be collected, as a bit set: grown from nothing, taking every key that some
 * reached place has a usable route to. Holding more keys never closes a route, so a level is
 * solvable exactly when this holds every key, and then every state reached from the start is
 * solvable too.
 */
export function collectableKeys(robots: number, keys: number, routes: Pick<KeyRoutes, 'routeStart' | 'routeKey' | 'routeNeeds'>): number {
  const { routeStart, routeKey, routeNeeds } = routes;
  const places = robots + keys;
  let collectable = 0;
  const reached = new Uint8Array(places);
  for (let r = 0; r < robots; r++) reached[r] = 1;
  for (let changed = true; changed; ) {
    changed = false;
    for (let p = 0; p < places; p++) {
      if (!reached[p]) continue;
      for (let e = routeStart[p]!; e < routeStart[p + 1]!; e++) {
        const k = routeKey[e]!;
        if ((collectable >> k) & 1 || (routeNeeds[e]! & ~collectable) !== 0) continue;
        collectable |= 1 << k;
        reached[robots + k] = 1;
        changed = true;
      }
    }
  }
  return collectable;
}
