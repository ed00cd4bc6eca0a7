/**
 * Where a rigid molecule could ever go: the placements of its shape that fit between the walls and
 * are connected to its current one by single steps. Used to prove that two atoms can never meet
 * or that an atom's free sides all face walls, in levels without `/` and `@` (where a molecule
 * keeps its shape and only grows).
 *
 * @module
 */
import type { Level } from './level.js';

/**
 * The fitting placements of one molecule shape: `component[cell]` is -1 where the shape's first
 * atom cannot stand (some atom would be on a wall or off the grid), otherwise the number of the
 * connected set of placements it belongs to.
 */
interface ShapePlacements {
  readonly component: Int32Array;
  /** Per component number: its anchor cells, listed once asked for. */
  readonly cells: Int32Array[];
}

/**
 * Placements of molecule shapes in one level, cached by shape (a search meets few shapes).
 *
 * @remarks
 * Over-approximation, on purpose: other atoms are ignored (they may move away) and so is who
 * pushes. Whatever a molecule does later, its atoms move together by at most one cell a move and
 * it only gains atoms, so every later placement of its atoms is among these.
 */
export class Mobility {
  private readonly shapes = new Map<string, ShapePlacements>();
  private readonly queue: Int32Array;
  private readonly codes: number[] = [];

  constructor(private readonly level: Level) {
    this.queue = new Int32Array(level.width * level.height);
  }

  /**
   * The placements of the shape made of atoms `members[0..count)` at cells (x, y) that are
   * reachable from the current one, as the cells of the first member (the anchor).
   *
   * @param pushed - the molecule moves only when pushed, as it is until it next bonds (it is not
   *   the player's): a step then also needs floor behind one of its atoms, where whatever pushes
   *   it stands. Otherwise any step between fitting placements counts.
   */
  reachable(members: Int32Array, count: number, x: Int32Array, y: Int32Array, pushed: boolean): Int32Array {
    const ax = x[members[0]!]!;
    const ay = y[members[0]!]!;
    const codes = this.codes;
    codes.length = 0;
    for (let i = 1; i < count; i++) codes.push((x[members[i]!]! - ax + 64) * 128 + (y[members[i]!]! - ay + 64));
    codes.sort((p, q) => p - q);
    const start = ay * this.level.width + ax;
    const key = pushed ? String.fromCharCode(start + 1, ...codes) : String.fromCharCode(0, ...codes);
    let found = this.shapes.get(key);
    if (found === undefined) {
      found = pushed ? this.pushes(codes, start) : this.label(codes);
      this.shapes.set(key, found);
    }
    const id = found.component[start]!;
    let cells = found.cells[id];
    if (cells === undefined) {
      const list: number[] = [];
      for (let c = 0; c < found.component.length; c++) if (found.component[c] === id) list.push(c);
      cells = Int32Array.from(list);
      found.cells[id] = cells;
    }
    return cells;
  }

  /** Whether the shape fits with its anchor at (cx, cy). */
  private fits(dx: readonly number[], dy: readonly number[], cx: number, cy: number): boolean {
    const { width: w, height: h, walls } = this.level;
    if (cx < 0 || cy < 0 || cx >= w || cy >= h || walls[cy * w + cx] === 1) return false;
    for (let i = 0; i < dx.length; i++) {
      const px = cx + dx[i]!;
      const py = cy + dy[i]!;
      if (px < 0 || py < 0 || px >= w || py >= h || walls[py * w + px] === 1) return false;
    }
    return true;
  }

  /** Whether (cx, cy) is floor that is not under the shape anchored at (ax, ay). */
  private pusherAt(dx: readonly number[], dy: readonly number[], ax: number, ay: number, cx: number, cy: number): boolean {
    const { width: w, height: h, walls } = this.level;
    if (cx < 0 || cy < 0 || cx >= w || cy >= h || walls[cy * w + cx] === 1) return false;
    if (cx === ax && cy === ay) return false;
    for (let i = 0; i < dx.length; i++) if (cx === ax + dx[i]! && cy === ay + dy[i]!) return false;
    return true;
  }

  /** Placements reachable from `start` by pushes (marked 1; others 0). */
  private pushes(codes: readonly number[], start: number): ShapePlacements {
    const w = this.level.width;
    const dx = codes.map((c) => Math.floor(c / 128) - 64);
    const dy = codes.map((c) => (c % 128) - 64);
    const component = new Int32Array(w * this.level.height);
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    component[start] = 1;
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
        if (!this.fits(dx, dy, nx, ny) || component[ny * w + nx] === 1) continue;
        // Something must stand behind one of the atoms to push the shape this way.
        let pushable = this.pusherAt(dx, dy, cx, cy, cx - sx, cy - sy);
        for (let i = 0; i < dx.length && !pushable; i++) pushable = this.pusherAt(dx, dy, cx, cy, cx + dx[i]! - sx, cy + dy[i]! - sy);
        if (!pushable) continue;
        component[ny * w + nx] = 1;
        queue[tail++] = ny * w + nx;
      }
    }
    return { component, cells: [] };
  }

  /** All fitting placements, numbered by connected set (-1: does not fit). */
  private label(codes: readonly number[]): ShapePlacements {
    const { width: w, height: h } = this.level;
    const dx = codes.map((c) => Math.floor(c / 128) - 64);
    const dy = codes.map((c) => (c % 128) - 64);
    const fits = (cx: number, cy: number): boolean => this.fits(dx, dy, cx, cy);
    const component = new Int32Array(w * h).fill(-2);
    const queue = this.queue;
    let next = 0;
    for (let start = 0; start < w * h; start++) {
      if (component[start] !== -2) continue;
      if (!fits(start % w, Math.floor(start / w))) {
        component[start] = -1;
        continue;
      }
      const id = next++;
      component[start] = id;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      while (head < tail) {
        const c = queue[head++]!;
        const cx = c % w;
        const cy = (c - cx) / w;
        for (let d = 0; d < 4; d++) {
          const nx = cx + (d === 0 ? 1 : d === 1 ? -1 : 0);
          const ny = cy + (d === 2 ? 1 : d === 3 ? -1 : 0);
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const nc = ny * w + nx;
          if (component[nc] !== -2) continue;
          if (!fits(nx, ny)) {
            component[nc] = -1;
            continue;
          }
          component[nc] = id;
          queue[tail++] = nc;
        }
      }
    }
    return { component, cells: [] };
  }
}
