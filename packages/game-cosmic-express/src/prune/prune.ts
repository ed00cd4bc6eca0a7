/**
 * Dead-state detection: the `isValid` pruning hook of the search. Every test here is sound: it
 * only rejects states from which no solution exists, or (the detour test) states for which a
 * strictly shorter equivalent state exists.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { advanceContourEpochs, contourOk, planarOf, prepareContour } from './contour.js';
import { Cell, GREEN, ANY, type Level } from '../level.js';
import { ABOARD, EVENT, USED_H, USED_V, WAITING, tablesOf, type Tables, type TrainState } from '../rules.js';

/**
 * The graph the track can still use, built once per level. Nodes: one per plain cell; a crossing
 * has two (horizontal = its cell, vertical = an extra node); a wormhole pair is one node joined to
 * every neighbour of either wormhole (an over-approximation: the real move is straight through).
 */
interface Graph {
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
const COUNTER_LIMIT = 0x3fffffff;

/**
 * Moves the counters of the pruning tests (the reachability test's for `level`, the boundary-order
 * test's) to `below` short of where they start again, so that a test can run them across that
 * point: a search gets there after about a billion states.
 *
 * @internal
 */
export function advancePruningCounters(level: Level, below: number): void {
  const g = graphOf(level);
  g.epoch = COUNTER_LIMIT - below;
  g.discBase = COUNTER_LIMIT - below;
  advanceContourEpochs(below);
}

const graphCache = new WeakMap<Level, Graph>();

function walkable(k: number): boolean {
  return k === Cell.Empty || k === Cell.Exit || k === Cell.Crossing || k === Cell.Wormhole;
}

/**
 * The neighbours of each node in the order they were added, without repeats: up to four in one
 * typed array (a cell's four sides), more (the wormhole node) in an array of their own. One array
 * per node cost more on a 200 × 200 grid than the search's first steps.
 */
class NeighborLists {
  private readonly count: Int32Array;
  private readonly first: Int32Array;
  private readonly more = new Map<number, number[]>();

  constructor(nodes: number) {
    this.count = new Int32Array(nodes);
    this.first = new Int32Array(nodes * 4);
  }

  degree(u: number): number {
    return this.count[u]!;
  }

  add(u: number, v: number): void {
    const k = this.count[u]!;
    for (let i = 0; i < Math.min(k, 4); i++) if (this.first[u * 4 + i] === v) return;
    const more = this.more.get(u);
    if (more?.includes(v)) return;
    if (k < 4) this.first[u * 4 + k] = v;
    else if (more === undefined) this.more.set(u, [v]);
    else more.push(v);
    this.count[u] = k + 1;
  }

  /** Every list, one after another, as `start` (the running sums of the degrees) lays them out. */
  flat(start: Int32Array): Int32Array {
    const out = new Int32Array(start[start.length - 1]!);
    for (let u = 0; u + 1 < start.length; u++) {
      const k = this.count[u]!;
      for (let i = 0; i < Math.min(k, 4); i++) out[start[u]! + i] = this.first[u * 4 + i]!;
      if (k > 4) this.more.get(u)!.forEach((v, i) => (out[start[u]! + 4 + i] = v));
    }
    return out;
  }
}

function graphOf(level: Level): Graph {
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

/**
 * The level's tables that {@link isAlive} builds on first use, as steps to run ahead of the search
 * (the move tables, the graph, and the contour's geometry where that test runs): on a 200 × 200
 * grid they take longer than a short time limit, and built inside the search's first step no
 * limit could cut them. Each step is cached per level.
 *
 * @internal
 */
export function pruningSetUp(level: Level, options: PruneOptions = {}): ((level: Level) => unknown)[] {
  const steps: ((level: Level) => unknown)[] = [tablesOf, graphOf];
  if (contourRuns(level, options) && planarOf(level)) steps.push(prepareContour);
  return steps;
}

/** Whether the boundary-order test runs on the level's states (see {@link PruneOptions.contour}). */
function contourRuns(level: Level, options: PruneOptions): boolean {
  return options.contour !== false && level.cars <= (options.contourMaxCars ?? 1);
}

/**
 * Options of {@link isAlive}: which tests run (all by default; for measuring what each is worth).
 *
 * @category Solving
 */
export interface PruneOptions {
  /** Biconnected-block analysis (else a plain flood fill). Default true. */
  readonly blocks?: boolean;
  /** The detour test (trains of at most two cars). Default true. */
  readonly detours?: boolean;
  /** The cut-crossing test. Default true. */
  readonly cuts?: boolean;
  /**
   * In the cut-crossing test, the bound from goo: aliens that are not green cross a cut only in
   * cars without goo, at most one per such car per crossing. Default true.
   */
  readonly gooCuts?: boolean;
  /** The boundary-order test (levels without crossings or wormholes). Default true. */
  readonly contour?: boolean;
  /**
   * The longest train the boundary-order test runs for. Default 1: it is sound for any train and
   * prunes 20–50 % of the states on the hardest two-car levels of the corpus, but there it costs
   * more time than it saves.
   */
  readonly contourMaxCars?: number;
}

/**
 * Whether a state can still lead to a solution (the search's `isValid` hook).
 *
 * @remarks
 * Rejects a state when
 * - the track has reached the exit without every alien delivered;
 * - every car carries goo while a non-green alien still waits;
 * - **reachability**: the free cells the rest of a simple track from the engine to the exit could
 *   use are those in the biconnected blocks on the block–cut tree path between the engine and the
 *   exit (a block hanging off that path would have to be entered and left through the same cut
 *   cell). The exit must be among them, every waiting alien must be next to one of them or next to
 *   a track cell some car has still to pass, and for every colour the aliens waiting or aboard
 *   must not outnumber the empty houses of that colour (plus wildcard houses) next to such cells;
 * - **cuts**: for every straight cut between two rows or two columns,
 *   the aliens that must be carried across it (every reachable neighbour cell on one side, every
 *   fitting empty house on the other), at most one per car per crossing (and, for aliens that are
 *   not green, at most one per car without goo: goo never wears off), and the sides where the
 *   last car and the exit are, give a least number of crossings; the free edges across the cut
 *   (plus those on the laid track the cars have still to run, plus one for a wormhole jump still
 *   to come or on that laid track: the pair is used once) must be at least that many;
 * - **boundary order** (levels without crossings or wormholes; by default one-car trains only,
 *   see {@link PruneOptions.contourMaxCars}): the blocked cells 8-connected to
 *   the outside, the laid track among them, bound the exit's region by one contour that the engine
 *   and the exit split into two arcs. Passing a cell next to an arc cuts off the stretch of that
 *   arc behind it, so on each arc the track meets the contour in order towards the exit. Pick-ups
 *   and deliveries that can only happen next to an arc must fit that order, with at most as many
 *   aliens in transit as cars (see `contour.ts`);
 * - **detour** (one or two cars): the engine came back next to an earlier track cell and no car
 *   took or delivered anyone on the loop in between, so the loop could be cut out: the shorter
 *   track reaches the same train state with more free cells, and is searched instead.
 *
 * @category Solving
 */
export function isAlive(state: TrainState, options: PruneOptions = {}): boolean {
  const level = state.level;
  if (state.done) return state.isSolved();
  const t = state.t;
  const mem = state.mem;
  const L = level.cars;
  // Goo: non-green aliens waiting but every car gooped.
  let allGoo = true;
  for (let k = 0; k < L; k++) if (mem[t.gooAt + k] === 0) allGoo = false;
  if (allGoo) {
    for (let a = 0; a < level.aliens.length; a++) {
      if (mem[t.aliensAt + a] === WAITING && t.alienColor[a] !== GREEN) return false;
    }
  }
  if (options.detours !== false && L <= 2 && hasIdleDetour(state, t)) return false;
  const contour = contourRuns(level, options);
  return reachabilityOk(state, t, options.blocks !== false, options.cuts !== false, options.gooCuts !== false, contour);
}

function hasIdleDetour(state: TrainState, t: Tables): boolean {
  const level = state.level;
  const cells = level.cells;
  const L = level.cars;
  // h: the newest cell every car has passed the cell before of.
  let hState: TrainState | null = state;
  for (let i = 1; i < L && hState !== null; i++) hState = hState.prev;
  if (hState === null || hState.prev === null) return false;
  const h = hState.head;
  if (cells[h] !== Cell.Empty) return false;
  const pred = hState.prev.head;
  const succ = L === 2 ? state.head : -1;
  const mem = state.mem;
  for (let d = 0; d < 4; d++) {
    const nb = t.neighbor[h * 4 + d]!;
    if (nb < 0 || nb === pred || nb === succ || mem[nb] === 0) continue;
    const k = cells[nb];
    if (k !== Cell.Empty && k !== Cell.Entrance) continue;
    // Walk the loop back from pred to nb; any event (or a crossing) keeps the loop.
    let idle = true;
    for (let s: TrainState | null = hState.prev; s !== null && s.head !== nb; s = s.prev) {
      if ((mem[s.head]! & EVENT) !== 0 || cells[s.head] === Cell.Crossing) {
        idle = false;
        break;
      }
    }
    if (idle) return true;
  }
  return false;
}

function reachabilityOk(state: TrainState, t: Tables, blocks: boolean, cuts: boolean, gooCuts: boolean, contour: boolean): boolean {
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

/**
 * The cut-crossing test. Take a straight cut between two rows (or columns). The rest of the
 * cars' route, from the last car's cell to the exit, is a simple path, so it crosses the cut at most
 * once per free edge across it, and its crossings alternate in direction, starting on the last
 * car's side and ending on the exit's. An alien whose reachable neighbour cells all lie on one side
 * while every house it could go to lies on the other must be carried across, and one crossing
 * carries at most one alien per car; aliens that are not green only in cars without goo (`goo`:
 * use that bound), and no car loses its goo. Too few edges across some cut for the crossings needed: dead.
 * A wormhole jump may cross any cut, and the pair is used once: one more crossing for every cut.
 */
function cutsOk(state: TrainState, t: Tables, cellUsable: Int32Array, epoch: number, goo: boolean): boolean {
  const level = state.level;
  const W = level.width;
  const H = level.height;
  const L = level.cars;
  const mem = state.mem;
  const usable = (c: number): boolean => cellUsable[c] === epoch;
  // The laid segment the cars still have to run: from the last car's cell to the engine.
  const segRow = scratch(SEG_ROW, H);
  const segCol = scratch(SEG_COL, W);
  let s: TrainState = state;
  let segMinX = state.head % W;
  let segMaxX = segMinX;
  let segMinY = (state.head / W) | 0;
  let segMaxY = segMinY;
  // A wormhole jump may cross any cut, once: the one on the laid segment, or the unused pair.
  let jumps = level.wormholes.length > 0 && mem[level.wormholes[0]!] === 0 ? 1 : 0;
  for (let i = 0; i < L && s.prev !== null; i++) {
    const a = s.head;
    const b = s.prev.head;
    const ax = a % W;
    const bx = b % W;
    if (t.neighbor[b * 4 + s.dir] !== a) jumps++;
    else if (ax === bx) segRow[(Math.min(a, b) / W) | 0]!++;
    else segCol[Math.min(ax, bx)]!++;
    const by = (b / W) | 0;
    if (bx < segMinX) segMinX = bx;
    if (bx > segMaxX) segMaxX = bx;
    if (by < segMinY) segMinY = by;
    if (by > segMaxY) segMaxY = by;
    s = s.prev;
  }
  const startX = s.head % W;
  const startY = (s.head / W) | 0;
  const exitX = level.exit % W;
  const exitY = (level.exit / W) | 0;
  // Per colour, the range of rows and columns of the reachable cells next to a fitting empty house.
  const hMinY = H_MIN_Y;
  const hMaxY = H_MAX_Y;
  const hMinX = H_MIN_X;
  const hMaxX = H_MAX_X;
  hMinY.fill(1 << 20);
  hMinX.fill(1 << 20);
  hMaxY.fill(-1);
  hMaxX.fill(-1);
  for (let h = 0; h < level.houses.length; h++) {
    if (mem[t.housesAt + h] !== 0) continue;
    const hc = level.houses[h]!.cell;
    const col = t.houseColor[h]!;
    for (let d = 0; d < 4; d++) {
      const nb = t.neighbor[hc * 4 + d]!;
      if (nb < 0 || !usable(nb)) continue;
      const x = nb % W;
      const y = (nb / W) | 0;
      for (let k = 0; k < 3; k++) {
        if (col !== ANY && col !== k) continue;
        if (y < hMinY[k]!) hMinY[k] = y;
        if (y > hMaxY[k]!) hMaxY[k] = y;
        if (x < hMinX[k]!) hMinX[k] = x;
        if (x > hMaxX[k]!) hMaxX[k] = x;
      }
    }
  }
  // Per alien to be carried: the range of rows and columns it can be picked up from.
  const A = level.aliens.length;
  const aMinY = scratch(A_MIN_Y, A);
  const aMaxY = scratch(A_MAX_Y, A);
  const aMinX = scratch(A_MIN_X, A);
  const aMaxX = scratch(A_MAX_X, A);
  const aCol = scratch(A_COL, A);
  let m = 0;
  for (let a = 0; a < A; a++) {
    const st = mem[t.aliensAt + a]!;
    if (st === WAITING) {
      let minY = 1 << 20;
      let maxY = -1;
      let minX = 1 << 20;
      let maxX = -1;
      const ac = level.aliens[a]!.cell;
      for (let d = 0; d < 4; d++) {
        const nb = t.neighbor[ac * 4 + d]!;
        if (nb < 0 || !usable(nb)) continue;
        const x = nb % W;
        const y = (nb / W) | 0;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
      }
      aMinY[m] = minY;
      aMaxY[m] = maxY;
      aMinX[m] = minX;
      aMaxX[m] = maxX;
    } else if (st === ABOARD) {
      // Its car is somewhere on the segment.
      aMinY[m] = segMinY;
      aMaxY[m] = segMaxY;
      aMinX[m] = segMinX;
      aMaxX[m] = segMaxX;
    } else continue;
    aCol[m++] = t.alienColor[a]!;
  }
  if (m === 0) return true;
  // Cars without goo: only they can carry aliens that are not green, now and later.
  let clean = L;
  if (goo) for (let k = 0; k < L; k++) if (mem[t.gooAt + k] !== 0) clean--;
  for (let r = 0; r + 1 < H; r++) {
    // Cut between rows r and r + 1; "low" = rows ≤ r.
    let toLow = 0;
    let toHigh = 0;
    let plainLow = 0;
    let plainHigh = 0;
    for (let i = 0; i < m; i++) {
      const k = aCol[i]!;
      if (aMinY[i]! > r && hMaxY[k]! >= 0 && hMaxY[k]! <= r) {
        toLow++;
        if (k !== GREEN) plainLow++;
      } else if (aMaxY[i]! <= r && hMaxY[k]! >= 0 && hMinY[k]! > r) {
        toHigh++;
        if (k !== GREEN) plainHigh++;
      }
    }
    if (toLow === 0 && toHigh === 0) continue;
    const needed = crossingsNeeded(toLow, toHigh, plainLow, plainHigh, L, clean, startY <= r, exitY <= r);
    let edges = segRow[r]! + jumps;
    for (let x = 0, c = r * W; x < W && edges < needed; x++, c++) if (usable(c) && usable(c + W)) edges++;
    if (edges < needed) return false;
  }
  for (let q = 0; q + 1 < W; q++) {
    let toLow = 0;
    let toHigh = 0;
    let plainLow = 0;
    let plainHigh = 0;
    for (let i = 0; i < m; i++) {
      const k = aCol[i]!;
      if (aMinX[i]! > q && hMaxX[k]! >= 0 && hMaxX[k]! <= q) {
        toLow++;
        if (k !== GREEN) plainLow++;
      } else if (aMaxX[i]! <= q && hMaxX[k]! >= 0 && hMinX[k]! > q) {
        toHigh++;
        if (k !== GREEN) plainHigh++;
      }
    }
    if (toLow === 0 && toHigh === 0) continue;
    const needed = crossingsNeeded(toLow, toHigh, plainLow, plainHigh, L, clean, startX <= q, exitX <= q);
    let edges = segCol[q]! + jumps;
    for (let y = 0, c = q; y < H && edges < needed; y++, c += W) if (usable(c) && usable(c + 1)) edges++;
    if (edges < needed) return false;
  }
  return true;
}

/**
 * The fewest crossings of a cut for a path from one side to another that carries the given loads
 * (`plainLow`, `plainHigh`: how many of them are not green, which only the `clean` cars, those
 * without goo, can carry; goo never wears off, so no more cars than now will be clean later).
 */
function crossingsNeeded(
  toLow: number,
  toHigh: number,
  plainLow: number,
  plainHigh: number,
  cars: number,
  clean: number,
  startLow: boolean,
  endLow: boolean,
): number {
  if (clean === 0 && plainLow + plainHigh > 0) return 1 << 20;
  // high → low and low → high crossings at least.
  const a = Math.max(Math.ceil(toLow / cars), clean > 0 ? Math.ceil(plainLow / clean) : 0);
  const b = Math.max(Math.ceil(toHigh / cars), clean > 0 ? Math.ceil(plainHigh / clean) : 0);
  if (startLow === endLow) return 2 * Math.max(a, b);
  // Starting low, ending high: one more low → high crossing than high → low.
  return startLow ? 2 * Math.max(b - 1, a) + 1 : 2 * Math.max(a - 1, b) + 1;
}

function scratch(buf: { a: Int32Array }, size: number): Int32Array {
  if (buf.a.length < size) buf.a = new Int32Array(size * 2);
  buf.a.fill(0, 0, size);
  return buf.a;
}

const SEG_ROW = { a: new Int32Array(64) };
const SEG_COL = { a: new Int32Array(64) };
const A_MIN_Y = { a: new Int32Array(64) };
const A_MAX_Y = { a: new Int32Array(64) };
const A_MIN_X = { a: new Int32Array(64) };
const A_MAX_X = { a: new Int32Array(64) };
const A_COL = { a: new Int32Array(64) };
const H_MIN_Y = new Int32Array(3);
const H_MAX_Y = new Int32Array(3);
const H_MIN_X = new Int32Array(3);
const H_MAX_X = new Int32Array(3);

const NEED = new Int32Array(3);
const AVAIL = new Int32Array(4);
