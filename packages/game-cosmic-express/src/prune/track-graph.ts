/**
 * The graph the track can still use, per level, with the scratch arrays of the reachability test
 * that walks it (`reachability.ts`): built once per level and cached, as the test runs on every
 * state of the search.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { Cell, type Level } from '../level.js';
import { USED_H, USED_V } from '../rules.js';
import { tablesOf } from '../rules/level-tables.js';
import { NeighborLists } from './neighbor-lists.js';

/**
 * The graph the track can still use, built once per level. Nodes: one per plain cell; a crossing
 * has two (horizontal = its cell, vertical = an extra node); a wormhole pair is one node joined to
 * every neighbour of either wormhole (an over-approximation: the real move is straight through).
 */
export interface Graph {
  readonly nodes: number;
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  /** For a node: the cell it stands for. */
  readonly cellOf: Int32Array;
  /** For a node: which `used` bit of its cell makes it unavailable (0 for a wormhole node: any bit). */
  readonly bitOf: Uint8Array;
  /** For a cell and direction: the node a track entering or leaving that way uses, -1 if none. */
  readonly nodeOf: Int32Array;
  /**
   * Scratch of the reachability test. `disc` is a node's discovery time, counted on from one test to
   * the next, so a node is visited in this test when it exceeds `discBase` (no array to clear);
   * `cellUsable` holds the test's `epoch` where set. `onPath` (1: the node is on the way to the
   * exit) is written when a node is discovered.
   */
  readonly disc: Int32Array;
  readonly low: Int32Array;
  readonly parent: Int32Array;
  readonly iter: Int32Array;
  readonly onPath: Uint8Array;
  readonly stack: Int32Array;
  readonly vstack: Int32Array;
  readonly cellUsable: Int32Array;
  discBase: number;
  epoch: number;
}

/** Where the discovery times and epochs start again from zero, cleared, before they leave the int32 range. */
export const COUNTER_LIMIT = 0x3fffffff;

const graphCache = new WeakMap<Level, Graph>();

function walkable(k: number): boolean {
  return k === Cell.Empty || k === Cell.Exit || k === Cell.Crossing || k === Cell.Wormhole;
}

/** The level's graph, built on first use and cached. */
export function graphOf(level: Level): Graph {
  const cached = graphCache.get(level);
  if (cached !== undefined) return cached;
  const t = tablesOf(level);
  const n = t.n;
  const cells = level.cells;
  const extra = new Int32Array(n).fill(-1);
  let nodes = n;
  for (let c = 0; c < n; c++) if (cells[c] === Cell.Crossing) extra[c] = nodes++;
  const wormNode = level.wormholes.length > 0 ? level.wormholes[0]! : -1;
  const nodeOf = new Int32Array(n * 4).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c]!;
    for (let d = 0; d < 4; d++) {
      if (k === Cell.Crossing) nodeOf[c * 4 + d] = d & 1 ? c : extra[c]!;
      else if (k === Cell.Wormhole) nodeOf[c * 4 + d] = wormNode;
      else if (k === Cell.Empty || k === Cell.Exit || k === Cell.Entrance) nodeOf[c * 4 + d] = c;
    }
  }
  const lists = new NeighborLists(nodes);
  for (let a = 0; a < n; a++) {
    // A board of 200 × 200 takes longer than a short time limit: the solve's limits are read as it
    // goes (nothing is cached until the graph is whole).
    if ((a & 1023) === 0) checkpoint();
    const ka = cells[a]!;
    if ((!walkable(ka) && ka !== Cell.Entrance) || ka === Cell.Wormhole) continue;
    for (let d = 0; d < 4; d++) {
      const b = t.neighbor[a * 4 + d]!;
      if (b < 0 || !walkable(cells[b]!)) continue;
      const u = nodeOf[a * 4 + d]!;
      const v = nodeOf[b * 4 + ((d + 2) & 3)]!;
      if (u === v) continue;
      lists.add(u, v);
      lists.add(v, u);
    }
  }
  const adjStart = new Int32Array(nodes + 1);
  for (let u = 0; u < nodes; u++) adjStart[u + 1] = adjStart[u]! + lists.degree(u);
  const cellOf = new Int32Array(nodes);
  const bitOf = new Uint8Array(nodes);
  for (let c = 0; c < n; c++) {
    cellOf[c] = c;
    bitOf[c] = cells[c] === Cell.Crossing ? USED_H : USED_H | USED_V;
    if (extra[c]! >= 0) {
      cellOf[extra[c]!] = c;
      bitOf[extra[c]!] = USED_V;
    }
  }
  const total = nodes + 1; // + the root
  const g: Graph = {
    nodes,
    adjStart,
    adj: lists.flat(adjStart),
    cellOf,
    bitOf,
    nodeOf,
    disc: new Int32Array(total),
    low: new Int32Array(total),
    parent: new Int32Array(total),
    iter: new Int32Array(total),
    onPath: new Uint8Array(total),
    stack: new Int32Array(total),
    vstack: new Int32Array(total),
    cellUsable: new Int32Array(n),
    discBase: 0,
    epoch: 0,
  };
  graphCache.set(level, g);
  return g;
}
