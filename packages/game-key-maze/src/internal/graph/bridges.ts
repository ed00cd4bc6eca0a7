/**
 * The bridges of the door-free maze (the steps whose removal disconnects it) and a depth-first
 * preorder of its corridor graph. The key graph counts the bridges on each route (every route
 * between two places crosses the same ones), the steps on loops, and orders the keys by the
 * preorder.
 *
 * @module
 */
import type { Corridors } from './corridors.js';

/** The bridges and the depth-first preorder of a corridor graph. */
export interface Bridges {
  /** Preorder position of each node, or -1 when no point of interest reaches it. */
  readonly pre: Int32Array;
  /** Length in steps of each edge that is a bridge, 0 for the others. */
  readonly bridgeLength: Int32Array;
  /** Cell-to-cell steps that lie on loops (are not bridges). */
  readonly loopEdges: number;
}

/**
 * The bridges of `graph` and its depth-first preorder from the points of interest at `poiCell`, in
 * order. `tick` is called once a step of the work and `poll` before it (see the key graph's `check`).
 */
export function findBridges(graph: Corridors, poiCell: Int32Array, tick: () => void, poll: () => void): Bridges {
  const P = poiCell.length;
  const { nodeOf, eStart, reverse, edges } = graph;
  const N = graph.nodeCells.length;
  const eToA = graph.eTo;
  const eLenA = graph.eLen;
  const edgeCount = graph.edgeCount;
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
  const isBridge = new Uint8Array(edgeCount);
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
  const eBrA = new Int32Array(edgeCount);
  for (let e = 0; e < edgeCount; e++) if (isBridge[e]) eBrA[e] = eLenA[e]!;
  return { pre, bridgeLength: eBrA, loopEdges };
}
