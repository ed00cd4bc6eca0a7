/**
 * The cut-crossing test of `isAlive` (`prune.ts`), with its reused scratch buffers: for every
 * straight cut between two rows or two columns, the crossings needed to carry the aliens that must
 * cross it, against the free edges across it.
 *
 * @module
 */
import { ANY, GREEN } from '../level.js';
import { ABOARD, WAITING, type TrainState } from '../rules.js';
import type { Tables } from '../rules/level-tables.js';

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
export function cutsOk(state: TrainState, t: Tables, cellUsable: Int32Array, epoch: number, goo: boolean): boolean {
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
