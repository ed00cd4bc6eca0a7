/**
 * Contracting the maze into its corridor graph: the walkable cells, with the dead ends that hold no
 * point of interest pruned away, become a graph whose nodes are the points of interest, the doors and
 * the junctions, and whose edges are the corridors between them. The rest of the key graph's build
 * (bridges, routes) works on this graph, so it grows with the corridors, not with the cells.
 *
 * @module
 */
import type { Level } from '../../level.js';
import { isWalkable } from '../../rules.js';
import { Ints } from './growable-ints.js';

/** The maze as a graph of corridors (edges stored by node, each node's in direction order). */
export interface Corridors {
  /** Node of each cell, or -1 (walls, pruned dead ends, the middles of corridors). */
  readonly nodeOf: Int32Array;
  /** Cell of each node. */
  readonly nodeCells: readonly number[];
  /** Edges of node u are `eStart[u] .. eStart[u + 1] - 1`. */
  readonly eStart: Int32Array;
  /** Far node of each edge (the array may be longer than {@link Corridors.edgeCount}). */
  readonly eTo: Int32Array;
  /** Length in steps of each edge (as long as `eTo`). */
  readonly eLen: Int32Array;
  /** The number of edges (each corridor is two, one per direction). */
  readonly edgeCount: number;
  /** Each edge's reverse. */
  readonly reverse: (e: number) => number;
  /** Cell-to-cell steps in the maze after pruning dead ends. */
  readonly edges: number;
}

/**
 * The corridor graph of `level` whose points of interest are at `poiCell`. `tick` is called once a
 * step of the work and `poll` between its phases (see the key graph's `check`).
 */
export function contractMaze(level: Level, poiCell: Int32Array, tick: () => void, poll: () => void): Corridors {
  const P = poiCell.length;
  const n = level.cells.length;
  const w = level.width;
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
  return { nodeOf, nodeCells, eStart, eTo: eToA, eLen: eLenA, edgeCount: eTo.length, reverse, edges };
}
