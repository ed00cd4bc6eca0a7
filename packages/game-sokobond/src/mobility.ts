/**
 * Where a rigid molecule could ever go, and in how few steps: the placements of its shape that fit
 * between the walls and can be reached from its current one. Used, in levels without `/` and `@`
 * (where a molecule keeps its shape and only grows), to prove that two atoms can never meet, that
 * an atom's free sides all face walls, and to cost how far apart two atoms really are.
 *
 * @module
 */
import type { Level } from './level.js';

/**
 * The placements a shape can reach from one start, as cells of its anchor (first member), in
 * breadth-first order, with the fewest steps to each.
 */
export interface Reach {
  readonly cells: Int32Array;
  readonly steps: Int32Array;
  /** Fewest steps per anchor cell, -1 where the anchor never stands. */
  readonly at: Int32Array;
  /** Cache of {@link Mobility.openSides}. */
  readonly sides: Map<number, number>;
}

/**
 * Reachable placements of molecule shapes in one level, cached by shape and start (a search meets
 * few of them).
 *
 * @remarks
 * Over-approximation, on purpose: other atoms are ignored (they may move away), and so, unless
 * asked, is who pushes. Whatever a molecule does later, its atoms move together by at most one
 * cell a move and it only gains atoms, so every later placement of its atoms is among these, and
 * no fewer steps than counted here reach it.
 */
export class Mobility {
  private readonly cache = new Map<string, Reach>();
  private readonly queue: Int32Array;
  private readonly seen: Int32Array;
  private readonly codes: number[] = [];

  constructor(private readonly level: Level) {
    this.queue = new Int32Array(level.width * level.height);
    this.seen = new Int32Array(level.width * level.height);
  }

  /**
   * The placements reachable by the shape made of atoms `members[0..count)` at cells (x, y).
   *
   * @param pushed - the molecule moves only when pushed, as it is until it next bonds (it is not
   *   the player's): a step then also needs floor behind one of its atoms, where whatever pushes
   *   it stands. Otherwise any step between fitting placements counts.
   */
  reachable(members: Int32Array, count: number, x: Int32Array, y: Int32Array, pushed: boolean): Reach {
    const ax = x[members[0]!]!;
    const ay = y[members[0]!]!;
    const codes = this.codes;
    codes.length = 0;
    for (let i = 1; i < count; i++) codes.push((x[members[i]!]! - ax + 64) * 128 + (y[members[i]!]! - ay + 64));
    codes.sort((p, q) => p - q);
    const start = ay * this.level.width + ax;
    const key = String.fromCharCode(pushed ? 1 : 0, start, ...codes);
    let found = this.cache.get(key);
    if (found === undefined) {
      found = this.search(codes, start, pushed);
      this.cache.set(key, found);
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
    const { queue, seen } = this;
    seen.fill(-1);
    let head = 0;
    let tail = 0;
    seen[start] = 0;
    queue[tail++] = start;
    while (head < tail) {
      const c = queue[head++]!;
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let d = 0; d < 4; d++) {
        const sx = d === 0 ? 1 : d === 1 ? -1 : 0;
        const sy = d === 2 ? 1 : d === 3 ? -1 : 0;
        const nx = cx + sx;
        const ny = cy + sy;
        const next = ny * w + nx;
        if (!this.fits(dx, dy, nx, ny) || seen[next] !== -1) continue;
        if (pushed) {
          // Something must stand behind one of the atoms to push the shape this way.
          let pushable = this.pusherAt(dx, dy, cx, cy, cx - sx, cy - sy);
          for (let i = 0; i < dx.length && !pushable; i++) pushable = this.pusherAt(dx, dy, cx, cy, cx + dx[i]! - sx, cy + dy[i]! - sy);
          if (!pushable) continue;
        }
        seen[next] = seen[c]! + 1;
        queue[tail++] = next;
      }
    }
    const cells = queue.slice(0, tail);
    const steps = new Int32Array(tail);
    for (let i = 0; i < tail; i++) steps[i] = seen[cells[i]!]!;
    return { cells, steps, at: seen.slice(), sides: new Map() };
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
    const w = this.level.width;
    open = 0;
    for (let i = 0; i < reach.cells.length && open !== (~taken & 15); i++) {
      const ux = (reach.cells[i]! % w) + ox;
      const uy = Math.floor(reach.cells[i]! / w) + oy;
      for (let d = 0; d < 4; d++) {
        if ((taken & (1 << d)) !== 0) continue;
        if (this.floor(ux + (d === 0 ? 1 : d === 1 ? -1 : 0), uy + (d === 2 ? 1 : d === 3 ? -1 : 0))) open |= 1 << d;
      }
    }
    reach.sides.set(key, open);
    return open;
  }
}
