/**
 * The boundary-order test for one-car trains: a planarity argument on the outer boundary of the
 * free region the rest of the track runs in.
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
 * A one-car train does its work in the order pick-up, delivery, pick-up, delivery, …; an alien
 * whose every pick-up cell (or every delivery cell of its colour) has a side on an arc fixes where
 * on the arcs that event can be. The test searches for an order of the aliens and cells for their
 * events compatible with both arcs; none: dead. Everything it leaves out (the cells between
 * events, which house an alien goes to, goo, two aliens at once) only allows more, so it is sound.
 *
 * @module
 */
import { ANY, Cell, type Level } from './level.js';
import { runCar, USED, WAITING, type Tables, type TrainState } from './rules.js';

/** Per level: whether the test applies, the eight cells around each cell, the blocked components. */
interface Geometry {
  readonly planar: boolean;
  /** `around[c * 8 + i]`: the i-th of the eight cells around c, -1 off the grid. */
  readonly around: Int32Array;
  /**
   * For each cell blocked by the level itself (not by track): its 8-connected component, 0 for the
   * one that touches the rim (the outside); -1 for cells the track may use.
   */
  readonly comp: Int32Array;
}

const geometryCache = new WeakMap<Level, Geometry>();

function geometryOf(level: Level): Geometry {
  let g = geometryCache.get(level);
  if (g === undefined) {
    const W = level.width;
    const H = level.height;
    const n = W * H;
    const rim: number[] = [];
    const around = new Int32Array(n * 8).fill(-1);
    for (let c = 0; c < n; c++) {
      const x = c % W;
      const y = (c - x) / W;
      if (x === 0 || y === 0 || x === W - 1 || y === H - 1) rim.push(c);
      let i = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < W && yy < H) around[c * 8 + i] = yy * W + xx;
          i++;
        }
      }
    }
    const comp = new Int32Array(n).fill(-1);
    const open = (c: number): boolean => level.cells[c] === Cell.Empty || level.cells[c] === Cell.Exit;
    let next = 1;
    const flood = (start: number, id: number): void => {
      const stack = [start];
      comp[start] = id;
      while (stack.length > 0) {
        const c = stack.pop()!;
        for (let i = c * 8; i < c * 8 + 8; i++) {
          const o = around[i]!;
          if (o >= 0 && comp[o] === -1 && !open(o)) {
            comp[o] = id;
            stack.push(o);
          }
        }
      }
    };
    for (const c of rim) if (!open(c) && comp[c] === -1) flood(c, 0);
    for (let c = 0; c < n; c++) if (!open(c) && comp[c] === -1) flood(c, next++);
    g = { planar: !level.cells.some((k) => k === Cell.Crossing || k === Cell.Wormhole), around, comp };
    geometryCache.set(level, g);
  }
  return g;
}

/**
 * Whether the level has no crossings and no wormholes (the track is then a plain simple path in the
 * plane, which the test needs).
 *
 * @internal
 */
export function planarOf(level: Level): boolean {
  return geometryOf(level).planar;
}

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
  epoch: number;
}

let scratch: Scratch | undefined;

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
 * The boundary-order test (see the module comment). Call only for one-car trains on levels where
 * {@link planarOf} holds, with the usable cells of the reachability test.
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
  // The car still passes the engine's cell before any new one: run it there first.
  const sm = s.mem;
  sm.set(mem);
  runCar(t, sm, 0, head);
  const usableFree = (c: number): boolean => c >= 0 && cellUsable[c] === epoch && !blocked(c);
  const constrained = (c: number): boolean => stamp[c] === e;
  // Delivery cells per colour: null when some delivery cell has no side on an arc (unconstrained).
  const delCells: (number[] | null)[] = [null, null, null];
  for (let k = 0; k < 3; k++) {
    const list: number[] = [];
    let free = false;
    for (let h = 0; h < level.houses.length && !free; h++) {
      if (sm[t.housesAt + h] !== 0) continue;
      const hc = t.houseColor[h]!;
      if (hc !== k && hc !== ANY) continue;
      const cell = level.houses[h]!.cell;
      for (let d = 0; d < 4; d++) {
        const c = nb[cell * 4 + d]!;
        if (!usableFree(c)) continue;
        if (!constrained(c)) {
          free = true;
          break;
        }
        list.push(c);
      }
    }
    delCells[k] = free || list.length === 0 ? null : list;
  }
  // Aliens with a constrained event.
  const pickLists: (number[] | null)[] = [];
  const colors: number[] = [];
  for (let a = 0; a < level.aliens.length; a++) {
    if (sm[t.aliensAt + a] !== WAITING) continue;
    const col = t.alienColor[a]!;
    const cell = level.aliens[a]!.cell;
    let list: number[] | null = [];
    for (let d = 0; d < 4; d++) {
      const c = nb[cell * 4 + d]!;
      if (!usableFree(c)) continue;
      if (!constrained(c)) {
        list = null;
        break;
      }
      list.push(c);
    }
    if (list !== null && list.length === 0) list = null;
    if (list === null && delCells[col] === null) continue;
    pickLists.push(list);
    colors.push(col);
  }
  const K = pickLists.length;
  const aboard = sm[t.carsAt]! - 1;
  const firstDel = aboard >= 0 ? (delCells[t.alienColor[aboard]!] ?? null) : null;
  if (K === 0 && firstDel === null) return true;
  if (K > 12) return true;

  let budget = BUDGET;
  const options = (list: number[] | null, a: number, b: number, keep: (c: number) => boolean): Option[] => {
    if (list === null) return [{ a, b, cell: -1 }];
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
  const full = K === 0 ? 0 : (1 << K) - 1;
  const nextTo = (c: number, i: number): boolean => pickLists[i] !== null && pickLists[i]!.includes(c);
  const search = (mask: number, a: number, b: number, prev: number): boolean => {
    if (mask === full) return true;
    if (--budget < 0) return true;
    for (let i = 0; i < K; i++) {
      const bit = 1 << i;
      if ((mask & bit) !== 0) continue;
      const picks = prev >= 0 && nextTo(prev, i) ? [{ a, b, cell: prev }] : options(pickLists[i] ?? null, a, b, () => false);
      const rest = mask | bit;
      const keep = (c: number): boolean => {
        for (let j = 0; j < K; j++) if ((rest & (1 << j)) === 0 && nextTo(c, j)) return true;
        return false;
      };
      for (const p of picks) {
        for (const q of options(delCells[colors[i]!] ?? null, p.a, p.b, keep)) {
          if (search(rest, q.a, q.b, q.cell)) return true;
        }
      }
    }
    return false;
  };
  if (aboard >= 0) {
    const keep = (c: number): boolean => {
      for (let j = 0; j < K; j++) if (nextTo(c, j)) return true;
      return false;
    };
    for (const q of options(firstDel, 0, 0, keep)) if (search(0, q.a, q.b, q.cell)) return true;
    return false;
  }
  return search(0, 0, 0, -1);
}
