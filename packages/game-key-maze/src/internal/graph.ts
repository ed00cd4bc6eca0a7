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

/** The contracted graph of a level, built once and cached. */
export function keyGraph(level: Level): KeyGraph {
  let g = cache.get(level);
  if (!g) {
    g = buildGraph(level);
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

function buildGraph(level: Level): KeyGraph {
  const R = level.robots.length;
  const K = level.keys.length;
  const P = R + K;
  const n = level.cells.length;
  const w = level.width;
  const poiCell = new Int32Array(P);
  for (let r = 0; r < R; r++) poiCell[r] = level.robots[r]!;
  for (let k = 0; k < K; k++) poiCell[R + k] = level.keyCells[k]!;

  // Neighbour table of walkable cells: 4 per cell, -1 for none.
  const nbr = new Int32Array(n * 4).fill(-1);
  const need = new Int32Array(n); // door bit of each cell
  const gives = new Int32Array(n); // key bit of each cell
  for (let c = 0; c < n; c++) {
    if (!isWalkable(level, c)) continue;
    need[c] = doorBit(level, c);
    gives[c] = keyBit(level, c);
    const x = c % w;
    const cand = [c >= w ? c - w : -1, c + w < n ? c + w : -1, x > 0 ? c - 1 : -1, x < w - 1 ? c + 1 : -1];
    for (let i = 0; i < 4; i++) {
      const nb = cand[i]!;
      if (nb >= 0 && isWalkable(level, nb)) nbr[c * 4 + i] = nb;
    }
  }

  // Door-free distances (BFS ignoring doors) from every POI.
  const freeDistance = new Int32Array(P * K).fill(FAR);
  const keyDistance = new Int32Array(K * K).fill(FAR);
  const robotKeys = new Array<number>(R).fill(0);
  const region = new Array<number>(R).fill(-1);
  const dist = new Int32Array(n);
  const queue = new Int32Array(n);
  for (let p = 0; p < P; p++) {
    dist.fill(-1);
    let head = 0;
    let tail = 0;
    const src = poiCell[p]!;
    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
      const c = queue[head++]!;
      for (let i = 0; i < 4; i++) {
        const nb = nbr[c * 4 + i]!;
        if (nb < 0 || dist[nb] !== -1) continue;
        dist[nb] = dist[c]! + 1;
        queue[tail++] = nb;
      }
    }
    for (let k = 0; k < K; k++) {
      const d = dist[level.keyCells[k]!]!;
      if (d < 0) continue;
      freeDistance[p * K + k] = d;
      if (p >= R) keyDistance[(p - R) * K + k] = d;
      else robotKeys[p]! |= 1 << k;
    }
    if (p < R && region[p] === -1) {
      for (let r = p; r < R; r++) if (dist[level.robots[r]!]! >= 0) region[r] = p;
    }
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

  // Pareto routes from each POI: a BFS over (cell, needed set) labels. A label is dropped when the
  // cell already has one with a subset of its needs (found no later, so no longer).
  const routeStart = new Int32Array(P + 1);
  const rKey = new Ints(P * K);
  const rLen = new Ints(P * K);
  const rNeeds = new Ints(P * K);
  const labelHead = new Int32Array(n).fill(-1);
  const labelMask = new Ints(n);
  const labelNext = new Ints(n);
  const touched = new Ints(n);
  const qCell = new Ints(n);
  const qMask = new Ints(n);
  const qDist = new Ints(n);
  const found: { key: number; len: number; needs: number }[] = [];
  for (let p = 0; p < P; p++) {
    routeStart[p] = rKey.length;
    for (let i = 0; i < touched.length; i++) labelHead[touched.data[i]!] = -1;
    touched.length = 0;
    labelMask.length = 0;
    labelNext.length = 0;
    qCell.length = 0;
    qMask.length = 0;
    qDist.length = 0;
    found.length = 0;
    if (p < R && robotKeys[p] === 0) continue;
    const src = poiCell[p]!;
    labelHead[src] = 0;
    labelMask.push(0);
    labelNext.push(-1);
    touched.push(src);
    qCell.push(src);
    qMask.push(0);
    qDist.push(0);
    for (let head = 0; head < qCell.length; head++) {
      const c = qCell.data[head]!;
      const m = qMask.data[head]!;
      const d = qDist.data[head]! + 1;
      for (let i = 0; i < 4; i++) {
        const nb = nbr[c * 4 + i]!;
        if (nb < 0) continue;
        const am = m | need[nb]!;
        let dominated = false;
        for (let l = labelHead[nb]!; l !== -1; l = labelNext.data[l]!) {
          if ((labelMask.data[l]! & ~am) === 0) {
            dominated = true;
            break;
          }
        }
        if (dominated) continue;
        if (labelHead[nb] === -1) touched.push(nb);
        labelMask.push(am);
        labelNext.push(labelHead[nb]!);
        labelHead[nb] = labelMask.length - 1;
        const kb = gives[nb]!;
        if (kb !== 0) found.push({ key: level.keyAt[nb]!, len: d, needs: am });
        qCell.push(nb);
        qMask.push(am | kb);
        qDist.push(d);
      }
    }
    // Group by key (stable: shortest first within a key), dropping dominated routes.
    found.sort((a, b) => a.key - b.key || a.len - b.len);
    for (let i = 0; i < found.length; i++) {
      const f = found[i]!;
      let dominated = false;
      for (let j = i - 1; j >= 0 && found[j]!.key === f.key; j--) {
        if ((found[j]!.needs & ~f.needs) === 0) {
          dominated = true;
          break;
        }
      }
      if (dominated) continue;
      rKey.push(f.key);
      rLen.push(f.len);
      rNeeds.push(f.needs);
    }
  }
  routeStart[P] = rKey.length;

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
    robotKeys,
    region,
    localPoi,
    poiLocal,
    stranded: (K === 0 ? 0 : 2 ** K - 1) & ~collectable,
  };
}
