/**
 * The key graph as it was built before its corridor-level set-up: bridges and the depth-first
 * order found cell by cell over the whole maze (Tarjan on the cells), kept as the oracle of
 * `test/internal/graph.property.test.ts`. The routes over its corridors come from the build's own
 * route search.
 */
import type { KeyGraph } from '../../src/internal/graph.js';
import { Ints } from '../../src/internal/graph/growable-ints.js';
import { collectableKeys, findRoutes, robotPlaces } from '../../src/internal/graph/key-routes.js';
import type { Level } from '../../src/level.js';
import { doorBit, isWalkable } from '../../src/rules.js';

/** Steps of a build between two calls of its `check`. */
const CHECK_EVERY = 4096;

export function cellLevelGraph(level: Level, check: () => void = () => {}): KeyGraph {
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
  const around = (c: number, f: (nb: number) => void): void => {
    const x = c % w;
    if (c >= w && walkable[c - w]) f(c - w);
    if (c + w < n && walkable[c + w]) f(c + w);
    if (x > 0 && walkable[c - 1]) f(c - 1);
    if (x < w - 1 && walkable[c + 1]) f(c + 1);
  };
  for (let c = 0; c < n; c++) {
    tick();
    if (!walkable[c]) continue;
    around(c, () => degree[c]!++);
    if (degree[c]! <= 1 && !isPoi[c]) dead[deadCount++] = c;
  }
  for (let i = 0; i < deadCount; i++) {
    tick();
    const c = dead[i]!;
    walkable[c] = 0;
    around(c, (nb) => {
      if (--degree[nb]! === 1 && !isPoi[nb]) dead[deadCount++] = nb;
    });
  }
  // Neighbour table of walkable cells: 4 per cell (up, down, left, right; the reverse of
  // direction i is i ^ 1), -1 for none. (Tables are made as they are needed, with the checks in
  // between: filling them is most of the time a huge maze takes here.)
  const nbr = new Int32Array(n * 4).fill(-1);
  const need = new Int32Array(n); // door bit of each cell
  poll();
  for (let c = 0; c < n; c++) {
    tick();
    if (!walkable[c]) continue;
    need[c] = doorBit(level, c);
    const x = c % w;
    if (c >= w && walkable[c - w]) nbr[c * 4] = c - w;
    if (c + w < n && walkable[c + w]) nbr[c * 4 + 1] = c + w;
    if (x > 0 && walkable[c - 1]) nbr[c * 4 + 2] = c - 1;
    if (x < w - 1 && walkable[c + 1]) nbr[c * 4 + 3] = c + 1;
  }

  // Bridges of the door-free maze (Tarjan, iterative) and a depth-first preorder of its cells.
  const pre = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentDir = new Int8Array(n).fill(-1);
  const nextDir = new Uint8Array(n);
  const bridge = new Uint8Array(n * 4);
  const stack = new Int32Array(n);
  poll();
  let time = 0;
  for (let p = 0; p < P; p++) {
    const root = poiCell[p]!;
    if (pre[root] !== -1) continue;
    let top = 0;
    stack[0] = root;
    pre[root] = low[root] = time++;
    while (top >= 0) {
      tick();
      const c = stack[top]!;
      const i = nextDir[c]!;
      if (i < 4) {
        nextDir[c] = i + 1;
        const nb = nbr[c * 4 + i]!;
        if (nb < 0 || (parentDir[c] !== -1 && (parentDir[c]! ^ 1) === i)) continue;
        if (pre[nb] === -1) {
          pre[nb] = low[nb] = time++;
          parentDir[nb] = i;
          stack[++top] = nb;
        } else if (pre[nb]! < low[c]!) low[c] = pre[nb]!;
        continue;
      }
      top--;
      if (top < 0) break;
      const up = stack[top]!;
      if (low[c]! < low[up]!) low[up] = low[c]!;
      if (low[c]! > pre[up]!) {
        const d = parentDir[c]!;
        bridge[up * 4 + d] = 1;
        bridge[c * 4 + (d ^ 1)] = 1;
      }
    }
  }

  let edges = 0;
  let loopEdges = 0;
  for (let c = 0; c < n; c++) {
    tick();
    if (!walkable[c]) continue;
    for (let i = 1; i < 4; i += 2) {
      if (nbr[c * 4 + i]! < 0) continue;
      edges++;
      if (!bridge[c * 4 + i]) loopEdges++;
    }
  }

  // Corridors: the maze as a graph whose nodes are the POIs, the doors and every cell that is not
  // the middle of a corridor (a junction or a dead end), and whose edges are the corridors between
  // them, with their length and whether they are bridges (a corridor is all bridge or none).
  const nodeOf = new Int32Array(n).fill(-1);
  const nodeCells: number[] = [];
  for (let c = 0; c < n; c++) {
    tick();
    if (walkable[c] && (isPoi[c] || need[c] !== 0 || degree[c] !== 2)) {
      nodeOf[c] = nodeCells.length;
      nodeCells.push(c);
    }
  }
  const N = nodeCells.length;
  const eStart = new Int32Array(N + 1);
  const eTo = new Ints(N * 4);
  const eLen = new Ints(N * 4);
  const eBridges = new Ints(N * 4);
  for (let u = 0; u < N; u++) {
    tick();
    eStart[u] = eTo.length;
    const c = nodeCells[u]!;
    for (let i = 0; i < 4; i++) {
      let cur = nbr[c * 4 + i]!;
      if (cur < 0) continue;
      let prev = c;
      let len = 1;
      while (nodeOf[cur] === -1) {
        tick();
        let next = -1;
        for (let j = 0; j < 4; j++) {
          const x = nbr[cur * 4 + j]!;
          if (x >= 0 && x !== prev) {
            next = x;
            break;
          }
        }
        prev = cur;
        cur = next;
        len++;
      }
      if (nodeOf[cur] === u) continue; // a ring back to where it started: never on a shortest route
      eTo.push(nodeOf[cur]!);
      eLen.push(len);
      eBridges.push(bridge[c * 4 + i] ? len : 0);
    }
  }
  eStart[N] = eTo.length;

  // The routes over this corridor graph, by the build's own search (graph/key-routes.ts): what this
  // oracle builds independently is the graph, its bridges and its depth-first order.
  const routes = findRoutes(level, poiCell, { nodeOf, nodeCells, eStart, eTo: eTo.data, eLen: eLen.data }, eBridges.data, tick, poll);

  const { routeStart, routeKey, routeLength, routeNeeds, freeDistance, keyDistance, bridgeDistance, robotKeys, region } = routes;
  const { localPoi, poiLocal } = robotPlaces(R, K, robotKeys);
  const collectable = collectableKeys(R, K, routes);

  const keyOrder = Int32Array.from(
    Array.from({ length: K }, (_, k) => k).sort((a, b) => pre[level.keyCells[a]!]! - pre[level.keyCells[b]!]!),
  );
  const poiOrder = Int32Array.from(poiCell, (c) => pre[c]!);

  return {
    robots: R,
    keys: K,
    poiCell,
    routeStart,
    routeKey,
    routeLength,
    routeNeeds,
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
