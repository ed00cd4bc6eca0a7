/**
 * Where a rigid molecule could ever go: the placements of its shape that fit between the walls and
 * can be reached from its current one. Used, in levels without `/` and `@`
 * (where a molecule keeps its shape and only grows), to prove that two atoms can never meet, that
 * an atom's free sides all face walls, and to cost how far apart two atoms really are.
 *
 * @module
 */
import type { Level } from '../level.js';
import { SIDE_X, SIDE_Y } from '../rules.js';

/**
 * The placements a shape can reach from one start, as cells of its anchor (first member). Without
 * `pushed` the moves between placements go both ways, so every placement reaches the same ones
 * and shares this record.
 */
export interface Reach {
  /** A number of its own within its level's `Mobility`. */
  readonly id: number;
  readonly cells: Int32Array;
  /** Column of each of `cells`. */
  readonly xs: Int32Array;
  /** Row of each of `cells`. */
  readonly ys: Int32Array;
  /** Per anchor cell: 1 where the anchor can stand, else 0. */
  readonly at: Uint8Array;
  /**
   * Per row, bit x set where the anchor can stand at column x (levels at most 31 cells wide,
   * else undefined): lets two reaches be compared a row at a time.
   */
  readonly rows: Int32Array | undefined;
  /** Cache of {@link Mobility.openSides}. */
  readonly sides: Map<number, number>;
}

/**
 * Reachable placements of molecule shapes in one level, cached by shape and start (a search meets
 * few of them); without `pushed`, one record serves every start it reaches.
 *
 * @remarks
 * Over-approximation, on purpose: other atoms are ignored (they may move away), and so, unless
 * asked, is who pushes. Whatever a molecule does later, its atoms move together by at most one
 * cell a move and it only gains atoms, so every later placement of its atoms is among these.
 */
export class Mobility {
  private readonly cache = new Map<string, Reach>();
  /** The reach of a lone atom, per (start cell * 2 + pushed): the common case, without a key string. */
  private readonly lone: (Reach | undefined)[];
  private readonly queue: Int32Array;
  /** Reach records made so far (their ids). */
  private made = 0;
  private readonly codes: number[] = [];
  /** Cache of {@link Mobility.shapeCanCut}, per reach. */
  private readonly shapeCuts = new WeakMap<Reach, boolean>();
  /** Cache of {@link Mobility.pairCanCut}: per (cell * 4 + direction) * 2 + turning, -1 unknown, else 0 or 1. */
  private readonly pairCuts: Int8Array;

  constructor(private readonly level: Level) {
    this.queue = new Int32Array(level.width * level.height);
    this.lone = new Array<Reach | undefined>(2 * level.width * level.height).fill(undefined);
    this.pairCuts = new Int8Array(level.width * level.height * 8).fill(-1);
  }

  /**
   * Whether a `/` sits on an end of the edge between adjacent cells (px, py) and (qx, qy): the
   * only corners a bond between them can sweep in its next move (a bond sweeps a corner only when
   * it moves across its own axis, and then one at an end of the edge it crosses).
   */
  private splitterBeside(px: number, py: number, qx: number, qy: number): boolean {
    const { width: w, height: h, cornerKind } = this.level;
    const lx = Math.min(px, qx);
    const ly = Math.min(py, qy);
    // The corner (cx, cy) is the bottom-right corner of cell (cx, cy).
    const at = (cx: number, cy: number) => cx >= 0 && cy >= 0 && cx < w && cy < h && cornerKind[cy * w + cx] === 1;
    return px === qx ? at(lx - 1, ly) || at(lx, ly) : at(lx, ly - 1) || at(lx, ly);
  }

  /**
   * Whether the bond between the adjacent atoms of the shape `members[0..count)` at (x, y) could
   * ever sweep a `/`: some placement of the shape reachable while it keeps its shape (see
   * {@link Mobility.reachable}) puts some pair of side-by-side atoms of it (bonded or not) beside
   * a splitter. Sound only for a shape that cannot change but by a cut (no `@` in the level, no
   * free electron); `pushed` as in {@link Mobility.reachable}.
   */
  shapeCanCut(members: Int32Array, count: number, x: Int32Array, y: Int32Array, pushed: boolean): boolean {
    const reach = this.reachable(members, count, x, y, pushed);
    let found = this.shapeCuts.get(reach);
    if (found !== undefined) return found;
    found = false;
    const ax = x[members[0]!]!;
    const ay = y[members[0]!]!;
    for (let i = 0; i < count && !found; i++) {
      const ix = x[members[i]!]! - ax;
      const iy = y[members[i]!]! - ay;
      for (let j = 0; j < count && !found; j++) {
        const jx = x[members[j]!]! - ax;
        const jy = y[members[j]!]! - ay;
        if (!((jx === ix + 1 && jy === iy) || (jx === ix && jy === iy + 1))) continue;
        for (let k = 0; k < reach.cells.length && !found; k++) {
          const cx = reach.xs[k]!;
          const cy = reach.ys[k]!;
          found = this.splitterBeside(cx + ix, cy + iy, cx + jx, cy + jy);
        }
      }
    }
    this.shapeCuts.set(reach, found);
    return found;
  }

  /**
   * Whether a bond between the adjacent atoms at (ux, uy) and (vx, vy) could ever sweep a `/`,
   * whatever the rest of its molecule does: over the placements of the pair reachable by steps
   * of one cell between floor cells, some placement puts the pair beside a splitter.
   *
   * @param turning - the level has `@`: each atom of the pair may then step on its own (a move
   *   shifts every atom by at most one cell, up, down, left or right), so the pair may turn;
   *   otherwise the pair only moves as one.
   */
  pairCanCut(ux: number, uy: number, vx: number, vy: number, turning: boolean): boolean {
    const w = this.level.width;
    const dir = (dx: number, dy: number) => (dx === 1 ? 0 : dx === -1 ? 1 : dy === 1 ? 2 : 3);
    const key = ((uy * w + ux) * 4 + dir(vx - ux, vy - uy)) * 2 + (turning ? 1 : 0);
    const cached = this.pairCuts[key]!;
    if (cached >= 0) return cached === 1;
    // Breadth-first over states (u's cell * 4 + direction to v).
    const seen = new Set<number>();
    const queue: number[] = [(uy * w + ux) * 4 + dir(vx - ux, vy - uy)];
    seen.add(queue[0]!);
    let found = false;
    // The four sides, then staying put.
    const SX = [...SIDE_X, 0];
    const SY = [...SIDE_Y, 0];
    for (let head = 0; head < queue.length && !found; head++) {
      const s = queue[head]!;
      const c = s >> 2;
      const d = s & 3;
      const cx = c % w;
      const cy = (c - cx) / w;
      const ox = SX[d]!;
      const oy = SY[d]!;
      if (this.splitterBeside(cx, cy, cx + ox, cy + oy)) {
        found = true;
        break;
      }
      for (let du = 0; du < 5; du++) {
        for (let dv = 0; dv < 5; dv++) {
          if (!turning && dv !== du) continue;
          const nux = cx + SX[du]!;
          const nuy = cy + SY[du]!;
          const nvx = cx + ox + SX[dv]!;
          const nvy = cy + oy + SY[dv]!;
          if (Math.abs(nux - nvx) + Math.abs(nuy - nvy) !== 1) continue;
          if (!this.floor(nux, nuy) || !this.floor(nvx, nvy)) continue;
          const next = (nuy * w + nux) * 4 + dir(nvx - nux, nvy - nuy);
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // Every state met on the way reaches what the start reaches, so only the answer for the start
    // is stored.
    this.pairCuts[key] = found ? 1 : 0;
    return found;
  }

  /**
   * The placements reachable by the shape made of atoms `members[0..count)` at cells (x, y).
   *
   * @param pushed - the molecule moves only when pushed, as it is until it next bonds (it is not
   *   the player's): a step then also needs floor behind one of its atoms, where whatever pushes
   *   it stands. Otherwise any step between fitting placements counts.
   * @param beforeSearch - called when the reach is not known yet, before it is searched (a place
   *   to stop a solve: see search-core's `checkpoint`).
   */
  reachable(members: Int32Array, count: number, x: Int32Array, y: Int32Array, pushed: boolean, beforeSearch?: () => void): Reach {
    const ax = x[members[0]!]!;
    const ay = y[members[0]!]!;
    const start = ay * this.level.width + ax;
    if (count === 1) {
      const slot = 2 * start + (pushed ? 1 : 0);
      let alone = this.lone[slot];
      if (alone === undefined) {
        beforeSearch?.();
        alone = this.searchLone(start, pushed);
        if (pushed) this.lone[slot] = alone;
        else for (let i = 0; i < alone.cells.length; i++) this.lone[2 * alone.cells[i]!] = alone;
      }
      return alone;
    }
    // The other members' offsets from the anchor, sorted (insertion sort: few atoms), as the shape.
    // Written by index and cut to length once: truncating to 0 gave up the array's storage per call.
    const codes = this.codes;
    let n = 0;
    for (let i = 1; i < count; i++) {
      const code = (x[members[i]!]! - ax + 64) * 128 + (y[members[i]!]! - ay + 64);
      let at = n++;
      while (at > 0 && codes[at - 1]! > code) {
        codes[at] = codes[at - 1]!;
        at--;
      }
      codes[at] = code;
    }
    codes.length = n;
    let shape = '';
    for (let i = 0; i < codes.length; i++) shape += String.fromCharCode(codes[i]!);
    const key = String.fromCharCode(pushed ? 1 : 0, start) + shape;
    let found = this.cache.get(key);
    if (found === undefined) {
      beforeSearch?.();
      found = this.search(codes, start, pushed);
      if (pushed) this.cache.set(key, found);
      else for (let i = 0; i < found.cells.length; i++) this.cache.set(String.fromCharCode(0, found.cells[i]!) + shape, found);
    }
    return found;
  }

  /** Whether (cx, cy) is floor. */
  private floor(cx: number, cy: number): boolean {
    const { width: w, height: h, walls } = this.level;
    return cx >= 0 && cy >= 0 && cx < w && cy < h && walls[cy * w + cx] === 0;
  }

  /** Whether the shape fits with its anchor at (cx, cy). */
  private fits(dx: readonly number[], dy: readonly number[], cx: number, cy: number): boolean {
    if (!this.floor(cx, cy)) return false;
    for (let i = 0; i < dx.length; i++) if (!this.floor(cx + dx[i]!, cy + dy[i]!)) return false;
    return true;
  }

  /** Whether (cx, cy) is floor that is not under the shape anchored at (ax, ay). */
  private pusherAt(dx: readonly number[], dy: readonly number[], ax: number, ay: number, cx: number, cy: number): boolean {
    if (!this.floor(cx, cy) || (cx === ax && cy === ay)) return false;
    for (let i = 0; i < dx.length; i++) if (cx === ax + dx[i]! && cy === ay + dy[i]!) return false;
    return true;
  }

  /** Breadth-first search over the placements from `start`. */
  private search(codes: readonly number[], start: number, pushed: boolean): Reach {
    const w = this.level.width;
    const dx = codes.map((c) => Math.floor(c / 128) - 64);
    const dy = codes.map((c) => (c % 128) - 64);
    const queue = this.queue;
    const at = new Uint8Array(queue.length);
    let head = 0;
    let tail = 0;
    at[start] = 1;
    queue[tail++] = start;
    while (head < tail) {
      const c = queue[head++]!;
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let d = 0; d < 4; d++) {
        const sx = SIDE_X[d]!;
        const sy = SIDE_Y[d]!;
        const nx = cx + sx;
        const ny = cy + sy;
        const next = ny * w + nx;
        // (Out of the level, `next` may name another cell, but then the shape does not fit.)
        if (at[next] === 1 || !this.fits(dx, dy, nx, ny)) continue;
        if (pushed) {
          // Something must stand behind one of the atoms to push the shape this way.
          let pushable = this.pusherAt(dx, dy, cx, cy, cx - sx, cy - sy);
          for (let i = 0; i < dx.length && !pushable; i++) pushable = this.pusherAt(dx, dy, cx, cy, cx + dx[i]! - sx, cy + dy[i]! - sy);
          if (!pushable) continue;
        }
        at[next] = 1;
        queue[tail++] = next;
      }
    }
    return this.record(at, tail);
  }

  /**
   * {@link Mobility.search} for a lone atom (the common case: every hydrogen), the same walk
   * without the shape's offsets: a step needs floor ahead and, when pushed, floor behind.
   */
  private searchLone(start: number, pushed: boolean): Reach {
    const { width: w, height: h, walls } = this.level;
    const queue = this.queue;
    const at = new Uint8Array(queue.length);
    let head = 0;
    let tail = 0;
    at[start] = 1;
    queue[tail++] = start;
    while (head < tail) {
      const c = queue[head++]!;
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let d = 0; d < 4; d++) {
        const sx = SIDE_X[d]!;
        const sy = SIDE_Y[d]!;
        const nx = cx + sx;
        const ny = cy + sy;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const next = ny * w + nx;
        if (at[next] === 1 || walls[next] !== 0) continue;
        if (pushed) {
          const bx = cx - sx;
          const by = cy - sy;
          if (bx < 0 || by < 0 || bx >= w || by >= h || walls[by * w + bx] !== 0) continue;
        }
        at[next] = 1;
        queue[tail++] = next;
      }
    }
    return this.record(at, tail);
  }

  /** The reach of the `tail` placements at the front of the queue, `at` marking them. */
  private record(at: Uint8Array, tail: number): Reach {
    const w = this.level.width;
    const queue = this.queue;
    const cells = queue.slice(0, tail);
    const xs = new Int32Array(tail);
    const ys = new Int32Array(tail);
    for (let i = 0; i < tail; i++) {
      xs[i] = cells[i]! % w;
      ys[i] = (cells[i]! - xs[i]!) / w;
    }
    let rows: Int32Array | undefined;
    if (w <= 31) {
      rows = new Int32Array(this.level.height);
      for (let i = 0; i < tail; i++) rows[ys[i]!]! |= 1 << xs[i]!;
    }
    return { id: this.made++, cells, xs, ys, at, rows, sides: new Map() };
  }

  /**
   * Whether some placement in `ru`, shifted by (sx, sy), is a placement in `rv`: whether the
   * anchors can stand that far apart.
   */
  meets(ru: Reach, rv: Reach, sx: number, sy: number): boolean {
    const { width: w, height: h } = this.level;
    if (sx >= w || -sx >= w || sy >= h || -sy >= h) return false;
    const rowsU = ru.rows;
    const rowsV = rv.rows;
    if (rowsU !== undefined && rowsV !== undefined) {
      // A row at a time: u's columns shifted by sx against v's, sy rows below (bits shifted
      // past the last column meet none of v's).
      const last = Math.min(h, h - sy);
      for (let r = Math.max(0, -sy); r < last; r++) {
        const mu = rowsU[r]!;
        if (mu === 0) continue;
        const shifted = sx >= 0 ? mu << sx : mu >>> -sx;
        if ((shifted & rowsV[r + sy]!) !== 0) return true;
      }
      return false;
    }
    const { xs, ys } = ru;
    const at = rv.at;
    for (let i = 0; i < xs.length; i++) {
      const ax = xs[i]! + sx;
      const ay = ys[i]! + sy;
      if (ax >= 0 && ay >= 0 && ax < w && ay < h && at[ay * w + ax] === 1) return true;
    }
    return false;
  }

  /**
   * For the atom at offset (ox, oy) from the anchor of a shape with reach `reach`: the directions
   * (bit d: right, left, down, up) in which, in some reachable placement, the cell beside the atom
   * is floor, leaving out the directions in `taken` (held by the molecule's own atoms).
   */
  openSides(reach: Reach, ox: number, oy: number, taken: number): number {
    const key = ((ox + 64) * 128 + (oy + 64)) * 16 + taken;
    let open = reach.sides.get(key);
    if (open !== undefined) return open;
    open = 0;
    for (let i = 0; i < reach.cells.length && open !== (~taken & 15); i++) {
      const ux = reach.xs[i]! + ox;
      const uy = reach.ys[i]! + oy;
      for (let d = 0; d < 4; d++) {
        if ((taken & (1 << d)) !== 0) continue;
        if (this.floor(ux + SIDE_X[d]!, uy + SIDE_Y[d]!)) open |= 1 << d;
      }
    }
    reach.sides.set(key, open);
    return open;
  }
}
