/**
 * The reachability test of `isAlive` (`prune.ts`): which free cells the rest of a simple track can
 * still use (the biconnected blocks between the engine and the exit, found by one depth-first walk
 * of the track graph), then whether every waiting alien and enough houses of each colour lie next
 * to them. The cells it marks usable are what the cut and boundary-order tests read, so it runs
 * them last.
 *
 * @module
 */
import { ANY, Cell } from '../level.js';
import { ABOARD, WAITING, type TrainState } from '../rules.js';
import type { Tables } from '../rules/level-tables.js';
import { contourOk } from './contour.js';
import { planarOf } from './contour-geometry.js';
import { cutsOk } from './cuts.js';
import { COUNTER_LIMIT, graphOf } from './track-graph.js';

/**
 * Whether the exit, every waiting alien and enough houses are still within reach of the track, and
 * (when asked) whether the cut and boundary-order tests pass on the cells found usable.
 */
export function reachabilityOk(state: TrainState, t: Tables, blocks: boolean, cuts: boolean, gooCuts: boolean, contour: boolean): boolean {
  const level = state.level;
  const g = graphOf(level);
  const mem = state.mem;
  const cells = level.cells;
  const head = state.head;
  const exitNode = level.exit;
  const { disc, low, parent, iter, onPath, stack, vstack, adjStart, adj, cellOf, bitOf, cellUsable } = g;
  if (g.epoch >= COUNTER_LIMIT || g.discBase >= COUNTER_LIMIT) {
    disc.fill(0);
    cellUsable.fill(0);
    g.discBase = 0;
    g.epoch = 0;
  }
  const epoch = ++g.epoch;
  // The root is the engine's node: its cell is used, but the track goes on from it.
  const ROOT = cells[head] === Cell.Crossing ? g.nodeOf[head * 4 + state.dir]! : head;
  const base = g.discBase;
  let time = base;
  let sp = 0;
  let vsp = 0;
  disc[ROOT] = low[ROOT] = ++time;
  iter[ROOT] = adjStart[ROOT]!;
  parent[ROOT] = -1;
  onPath[ROOT] = 0;
  stack[sp++] = ROOT;
  vstack[vsp++] = ROOT;
  let exitSeen = false;
  while (sp > 0) {
    const u = stack[sp - 1]!;
    // Scan u's neighbours from where the last visit left off: a visited one is a back edge (it
    // may lower low[u]) and is dealt with here, the first one not yet visited becomes u's child.
    let v = -1;
    {
      const e = adjStart[u + 1]!;
      const pu = parent[u]!;
      let lowU = low[u]!;
      let j = iter[u]!;
      while (j < e) {
        const w = adj[j++]!;
        // Free: not used in the node's direction (a wormhole node's cell is fully used once passed).
        if (w !== ROOT && (mem[cellOf[w]!]! & bitOf[w]!) !== 0) continue;
        const dw = disc[w]!;
        if (dw <= base) {
          v = w;
          break;
        }
        if (w !== pu && dw < lowU) lowU = dw;
      }
      low[u] = lowU;
      iter[u] = j;
    }
    if (v >= 0) {
      disc[v] = low[v] = ++time;
      iter[v] = adjStart[v]!;
      parent[v] = u;
      onPath[v] = v === exitNode ? 1 : 0;
      if (v === exitNode) exitSeen = true;
      stack[sp++] = v;
      vstack[vsp++] = v;
      continue;
    }
    sp--;
    const p = parent[u]!;
    if (p < 0) continue;
    if (low[u]! < low[p]!) low[p] = low[u]!;
    if (!blocks) continue;
    if (low[u]! >= disc[p]!) {
      // Pop the block hanging below p.
      let hit = false;
      let i = vsp;
      for (;;) {
        const x = vstack[--i]!;
        if (onPath[x] === 1) hit = true;
        if (x === u) break;
      }
      if (hit) {
        for (let j = i; j < vsp; j++) cellUsable[cellOf[vstack[j]!]!] = epoch;
        cellUsable[cellOf[p]!] = epoch;
        onPath[p] = 1;
      }
      vsp = i;
    }
  }
  g.discBase = time;
  if (!exitSeen) return false;
  // Cells the rest of the track may use (as an over-approximation): marked while popping blocks,
  // or every reached node without the block analysis.
  const usable = (c: number): boolean => cellUsable[c] === epoch;
  if (!blocks) {
    for (let v = 0; v < g.nodes; v++) if (disc[v]! > base) cellUsable[cellOf[v]!] = epoch;
  }
  for (const w of level.wormholes) cellUsable[w] = 0; // cars never stand on a wormhole
  // Cells still to be passed by some car: the head and the L - 1 cells behind it.
  let s: TrainState | null = state;
  for (let i = 0; i < level.cars && s !== null; i++, s = s.prev) cellUsable[s.head] = epoch;
  // Aliens.
  const A = level.aliens.length;
  const need = NEED;
  need[0] = need[1] = need[2] = 0;
  for (let a = 0; a < A; a++) {
    const st = mem[t.aliensAt + a]!;
    if (st === WAITING) {
      const ac = level.aliens[a]!.cell;
      let ok = false;
      for (let d = 0; d < 4; d++) {
        const nb = t.neighbor[ac * 4 + d]!;
        if (nb >= 0 && usable(nb)) {
          ok = true;
          break;
        }
      }
      if (!ok) return false;
      need[t.alienColor[a]!]!++;
    } else if (st === ABOARD) need[t.alienColor[a]!]!++;
  }
  const avail = AVAIL;
  avail[0] = avail[1] = avail[2] = avail[3] = 0;
  for (let hI = 0; hI < level.houses.length; hI++) {
    if (mem[t.housesAt + hI] !== 0) continue;
    const hc = level.houses[hI]!.cell;
    for (let d = 0; d < 4; d++) {
      const nb = t.neighbor[hc * 4 + d]!;
      if (nb >= 0 && usable(nb)) {
        avail[t.houseColor[hI]!]!++;
        break;
      }
    }
  }
  const any = avail[ANY]!;
  if (need[0]! > avail[0]! + any || need[1]! > avail[1]! + any || need[2]! > avail[2]! + any) return false;
  if (need[0]! + need[1]! + need[2]! > avail[0]! + avail[1]! + avail[2]! + any) return false;
  if (cuts && !cutsOk(state, t, cellUsable, epoch, gooCuts)) return false;
  if (contour && planarOf(level) && !contourOk(state, t, cellUsable, epoch)) return false;
  return true;
}

const NEED = new Int32Array(3);
const AVAIL = new Int32Array(4);
