/**
 * The boundary-order test: a planarity argument on the outer boundary of the free region the rest
 * of the track runs in.
 *
 * @remarks
 * Blocked cells (walls, aliens, houses, laid track, the outside) that are 8-connected to the
 * outside form one set `W`; the track laid so far belongs to it once it touches it (from an
 * entrance on the border, at once). The rest of the track is a simple path from the engine to the
 * exit through the free region `F` around the exit, whose outer boundary against `W` is one closed
 * contour of cell sides. The engine and the exit split it into two arcs.
 *
 * When the track passes a free cell `c` with a side on an arc (next to a blocked cell of `W`), the
 * track so far, that side and `W` close a curve that a 4-connected route cannot cross: the part of
 * the region behind `c` on that arc is cut off from the exit. So on each arc, the sides of the
 * cells the track passes must come in strictly increasing order from the engine towards the exit.
 *
 * The cars act on the track's cells in track order: each alien is taken aboard on one cell and
 * delivered on a later one, and at no point of the track are more aliens in transit than there
 * are cars (one car: pick-up, delivery, pick-up, …). An alien whose every pick-up cell (or every
 * delivery cell of its colour) has a side on an arc fixes where on the arcs that event can be. The
 * test searches for an order of the events and cells for them that fits both arcs; none: dead.
 * Everything it leaves out (the cells between events, which house an alien goes to, goo, two
 * aliens at once, several events on one cell) only allows more, so it is sound. What happens on
 * cells of the laid track some car has still to pass comes first: with one car it is run at once;
 * with more, the aliens and houses next to those cells are left unconstrained.
 *
 * The level's geometry the test reads (and whether it applies at all) is in `contour-geometry.ts`;
 * this file holds the test and the scratch buffers it reuses from one state to the next.
 *
 * @module
 */
import { ANY, Cell } from '../level.js';
import { ABOARD, runCar, USED, WAITING, type TrainState } from '../rules.js';
import type { Tables } from '../rules/level-tables.js';
import { geometryOf } from './contour-geometry.js';

const INF = 1 << 29;
/** Search nodes the order search may spend before it gives up (and lets the state live). */
const BUDGET = 4000;

interface Scratch {
  n: number;
  tCell: Int32Array;
  tB: Int32Array;
  stamp: Int32Array;
  minA: Int32Array;
  maxA: Int32Array;
  minB: Int32Array;
  maxB: Int32Array;
  mem: Uint8Array;
  pending: Int32Array;
  shared: Int32Array;
  sharedEpoch: number;
  epoch: number;
}

let scratch: Scratch | undefined;

/**
 * Where the scratch's epochs start again from zero, with their stamps cleared, so that `stamp`
 * and `shared` (which stores `2 × epoch + 1`) never leave the int32 range.
 */
const EPOCH_LIMIT = 0x3ffffff0;

/**
 * Moves the scratch's epochs to `below` short of where they start again (see
 * `advancePruningCounters`).
 *
 * @internal
 */
export function advanceContourEpochs(below: number): void {
  if (scratch === undefined) return;
  scratch.epoch = EPOCH_LIMIT - below;
  scratch.sharedEpoch = EPOCH_LIMIT - below;
}

function scratchFor(n: number, memSize: number): Scratch {
  if (scratch === undefined || scratch.n < n || scratch.mem.length < memSize) {
    const size = Math.max(n, scratch?.n ?? 0);
    scratch = {
      n: size,
      tCell: new Int32Array(4 * size + 8),
      tB: new Int32Array(4 * size + 8),
      stamp: new Int32Array(size),
      minA: new Int32Array(size),
      maxA: new Int32Array(size),
      minB: new Int32Array(size),
      maxB: new Int32Array(size),
      mem: new Uint8Array(Math.max(memSize, scratch?.mem.length ?? 0)),
      pending: new Int32Array(64),
      shared: new Int32Array(size),
      sharedEpoch: 0,
      epoch: 0,
    };
  }
  return scratch;
}

/** One possible position after an event: the last side reached on each arc, and the cell. */
interface Option {
  a: number;
  b: number;
  cell: number;
}

/**
 * The boundary-order test (see the module comment). Call only on levels where `planarOf`
 * (`contour-geometry.ts`) holds, with the usable cells of the reachability test.
 *
 * @returns false when no order of the remaining pick-ups and deliveries fits the two arcs.
 * @internal
 */
export function contourOk(state: TrainState, t: Tables, cellUsable: Int32Array, epoch: number): boolean {
  const level = state.level;
  const cells = level.cells;
  const n = t.n;
  const mem = state.mem;
  const head = state.head;
  const X = level.exit;
  const nb = t.neighbor;
  const s = scratchFor(n, mem.length);
  if (s.epoch >= EPOCH_LIMIT) {
    s.stamp.fill(0);
    s.epoch = 0;
  }
  const e = ++s.epoch;
  const blocked = (c: number): boolean => {
    if (c < 0) return true;
    const k = cells[c]!;
    return k === Cell.Empty || k === Cell.Exit ? (mem[c]! & USED) !== 0 : true;
  };
  // W: blocked cells 8-connected to the outside. The level's own blocked cells in component 0 are in
  // it; the track joins it once some track cell is next to component 0 (the track is one chain),
  // and then so does every other component the track touches.
  const { around, comp } = geometryOf(level);
  const touches0 = (c: number): boolean => {
    if (comp[c] === 0) return true;
    for (let i = c * 8; i < c * 8 + 8; i++) if (around[i]! < 0 || comp[around[i]!] === 0) return true;
    return false;
  };
  let attached = touches0(level.entrance);
  for (let st: TrainState | null = state; !attached && st !== null; st = st.prev) attached = touches0(st.head);
  if (!attached || blocked(X)) return true;
  const inWall = (c: number): boolean => {
    if (c < 0 || comp[c] === 0) return true;
    if (comp[c]! < 0) return blocked(c); // track
    // An island of the level: in W when the track touches it.
    for (let st: TrainState | null = state; st !== null; st = st.prev) {
      for (let i = st.head * 8; i < st.head * 8 + 8; i++) if (around[i]! >= 0 && comp[around[i]!] === comp[c]) return true;
    }
    return false;
  };
  // Trace the contour of the exit's region along W, starting on a side of the exit.
  let d0 = -1;
  for (let d = 0; d < 4; d++) {
    if (inWall(nb[X * 4 + d]!)) {
      d0 = d;
      break;
    }
  }
  if (d0 < 0) return true;
  const tCell = s.tCell;
  const tB = s.tB;
  const cap = tCell.length;
  let m = 0;
  {
    let f = X;
    let d = d0;
    do {
      if (m >= cap) return true;
      tCell[m] = f;
      tB[m] = nb[f * 4 + d]!;
      m++;
      const r = (d + 1) & 3;
      const g = nb[f * 4 + r]!;
      if (blocked(g)) d = r;
      else {
        const h = nb[g * 4 + d]!;
        if (blocked(h)) f = g;
        else {
          f = h;
          d = (d + 3) & 3;
        }
      }
    } while (f !== X || d !== d0);
  }
  // The exit's sides and the engine's sides must each be one run, apart from each other.
  let xStart = -1;
  let xRuns = 0;
  let hStart = -1;
  let hRuns = 0;
  for (let i = 0; i < m; i++) {
    const p = (i + m - 1) % m;
    const isX = tCell[i] === X;
    const isH = tB[i] === head;
    if (isX && isH) return true;
    if (isX && tCell[p] !== X) {
      xStart = i;
      xRuns++;
    }
    if (isH && tB[p] !== head) {
      hStart = i;
      hRuns++;
    }
  }
  if (xRuns !== 1 || hRuns !== 1) return true;
  let xl = 0;
  while (xl < m && tCell[(xStart + xl) % m] === X) xl++;
  const hs = (hStart - xStart + m) % m;
  let he = hs;
  while (he < m && tB[(xStart + he) % m] === head) he++;
  // Positions: arc A runs from the engine forwards to the exit, arc B backwards.
  const { stamp, minA, maxA, minB, maxB } = s;
  for (let j = xl; j < m; j++) {
    if (j >= hs && j < he) continue;
    const c = tCell[(xStart + j) % m]!;
    if (stamp[c] !== e) {
      stamp[c] = e;
      minA[c] = minB[c] = INF;
      maxA[c] = maxB[c] = -INF;
    }
    if (j >= he) {
      const pos = j - he + 1;
      if (pos < minA[c]!) minA[c] = pos;
      if (pos > maxA[c]!) maxA[c] = pos;
    } else {
      const pos = hs - j;
      if (pos < minB[c]!) minB[c] = pos;
      if (pos > maxB[c]!) maxB[c] = pos;
    }
  }
  // What happens on the cells some car has still to pass (the engine's and the L - 1 behind it)
  // comes before any new cell. With one car it is certain: run the car on the engine's cell. With
  // more, the aliens and houses next to those cells are left unconstrained.
  const L = level.cars;
  const sm = s.mem;
  sm.set(mem);
  const pending = s.pending;
  let np = 0;
  if (L === 1) runCar(t, sm, 0, head);
  else for (let st: TrainState | null = state; st !== null && np < L && np < pending.length; st = st.prev) pending[np++] = st.head;
  const nearPending = (cell: number): boolean => {
    for (let i = 0; i < np; i++) for (let d = 0; d < 4; d++) if (nb[pending[i]! * 4 + d] === cell) return true;
    return false;
  };
  const usableFree = (c: number): boolean => c >= 0 && cellUsable[c] === epoch && !blocked(c);
  const constrained = (c: number): boolean => stamp[c] === e;
  // The cells where an event next to `cell` can happen; null when one of them has no side on an arc.
  const cellsNextTo = (cell: number, into: number[]): boolean => {
    if (nearPending(cell)) return false;
    for (let d = 0; d < 4; d++) {
      const c = nb[cell * 4 + d]!;
      if (!usableFree(c)) continue;
      if (!constrained(c)) return false;
      into.push(c);
    }
    return true;
  };
  // Delivery cells per colour (null: unconstrained).
  const delCells: (number[] | null)[] = [null, null, null];
  for (let k = 0; k < 3; k++) {
    const list: number[] = [];
    let ok = true;
    for (let h = 0; h < level.houses.length && ok; h++) {
      if (sm[t.housesAt + h] !== 0) continue;
      const hc = t.houseColor[h]!;
      if (hc === k || hc === ANY) ok = cellsNextTo(level.houses[h]!.cell, list);
    }
    delCells[k] = ok && list.length > 0 ? list : null;
  }
  // Jobs: aliens with a constrained pick-up or delivery (aboard ones: a delivery only).
  const pickOf: (number[] | null)[] = [];
  const delOf: (number[] | null)[] = [];
  let picked0 = 0;
  let transit0 = 0;
  for (let a = 0; a < level.aliens.length; a++) {
    const st = sm[t.aliensAt + a];
    const del = delCells[t.alienColor[a]!] ?? null;
    if (st === WAITING) {
      let pick: number[] | null = [];
      if (!cellsNextTo(level.aliens[a]!.cell, pick) || pick.length === 0) pick = null;
      if (pick === null && del === null) continue;
      pickOf.push(pick);
      delOf.push(del);
    } else if (st === ABOARD && del !== null) {
      picked0 |= 1 << pickOf.length;
      transit0++;
      pickOf.push(null);
      delOf.push(del);
    }
    if (pickOf.length > 12) return true;
  }
  const K = pickOf.length;
  if (K === 0) return true;
  // Cells in two lists or more: kept as options even when dominated (two events on one cell).
  const shared = s.shared;
  if (s.sharedEpoch >= EPOCH_LIMIT) {
    shared.fill(0);
    s.sharedEpoch = 0;
  }
  const se = ++s.sharedEpoch;
  const count = (list: number[] | null): void => {
    if (list === null) return;
    for (const c of list) {
      if (shared[c]! < se * 2) shared[c] = se * 2;
      else shared[c] = se * 2 + 1;
    }
  };
  for (let i = 0; i < K; i++) count(pickOf[i] ?? null);
  for (let k = 0; k < 3; k++) count(delCells[k] ?? null);
  const keep = (c: number): boolean => shared[c] === se * 2 + 1;

  let budget = BUDGET;
  // Where the next event can be: the last sides reached on each arc afterwards (Pareto-minimal).
  const options = (list: number[] | null, a: number, b: number, prev: number): Option[] => {
    if (list === null) return [{ a, b, cell: -1 }];
    if (prev >= 0 && list.includes(prev)) return [{ a, b, cell: prev }];
    const out: Option[] = [];
    for (const c of list) {
      if (minA[c]! <= a || minB[c]! <= b) continue;
      const na = Math.max(a, maxA[c]!);
      const nb2 = Math.max(b, maxB[c]!);
      let dominated = false;
      for (let i = out.length - 1; i >= 0; i--) {
        const o = out[i]!;
        if (o.a <= na && o.b <= nb2 && !keep(c)) {
          dominated = true;
          break;
        }
        if (na <= o.a && nb2 <= o.b && !keep(o.cell)) out.splice(i, 1);
      }
      if (!dominated) out.push({ a: na, b: nb2, cell: c });
    }
    return out;
  };
  const full = (1 << K) - 1;
  // Events in the order of the track's cells; at most L aliens aboard between them.
  // Failed positions: per (picked, done, previous cell), the (a, b) pairs that failed; a position
  // no better on both arcs than one of them fails too.
  const failed = new Map<number, number[]>();
  const search = (picked: number, done: number, transit: number, a: number, b: number, prev: number): boolean => {
    if (done === full) return true;
    if (--budget < 0) return true;
    const key = (picked * 4096 + done) * 4096 + prev + 1;
    const seen = failed.get(key);
    if (seen !== undefined) for (let j = 0; j < seen.length; j += 2) if (seen[j]! <= a && seen[j + 1]! <= b) return false;
    if (searchFrom(picked, done, transit, a, b, prev)) return true;
    if (seen === undefined) failed.set(key, [a, b]);
    else seen.push(a, b);
    return false;
  };
  const searchFrom = (picked: number, done: number, transit: number, a: number, b: number, prev: number): boolean => {
    for (let i = 0; i < K; i++) {
      const bit = 1 << i;
      if ((done & bit) !== 0) continue;
      if ((picked & bit) !== 0) {
        for (const q of options(delOf[i] ?? null, a, b, prev)) if (search(picked, done | bit, transit - 1, q.a, q.b, q.cell)) return true;
      } else if (transit < L) {
        for (const q of options(pickOf[i] ?? null, a, b, prev)) if (search(picked | bit, done, transit + 1, q.a, q.b, q.cell)) return true;
      }
    }
    return false;
  };
  return search(picked0, 0, transit0, 0, 0, -1);
}
