/**
 * Breadth-first walks over the floor of a level: how a lone atom (the helium player, or any atom
 * when others are ignored) can get from one cell to the others.
 *
 * @module
 */
import type { Level } from '../level.js';
import { STEP_X, STEP_Y, type Direction } from '../rules.js';

/** One walk at a time, reusing its arrays (not thread-safe). */
export class FloorWalk {
  /** Steps to each cell, -1 where the walk does not go (valid for the cells in `order`). */
  readonly dist: Int32Array;
  /** The cell each cell was reached from. */
  readonly from: Int32Array;
  /** The cells reached, in breadth-first order. */
  readonly order: Int32Array;
  count = 0;
  /** For cell c and direction d, the floor cell at `4c + d`, or -1 for a wall or the grid's edge. */
  private readonly next: Int32Array;

  constructor(private readonly level: Level) {
    const { width: w, height: h, walls } = level;
    const size = w * h;
    this.dist = new Int32Array(size).fill(-1);
    this.from = new Int32Array(size);
    this.order = new Int32Array(size);
    // The level never changes, so each cell's floor neighbours are found once, not on every walk.
    this.next = new Int32Array(size * 4).fill(-1);
    for (let c = 0; c < size; c++) {
      const cx = c % w;
      const cy = (c - cx) / w;
      for (let d = 0; d < 4; d++) {
        const nx = cx + STEP_X[d]!;
        const ny = cy + STEP_Y[d]!;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const nc = ny * w + nx;
        if (walls[nc] !== 1) this.next[c * 4 + d] = nc;
      }
    }
  }

  /** Walks from `start` through floor cells that `blocked` (when given) does not mark with 1. */
  run(start: number, blocked?: Uint8Array): void {
    const { dist, from, order, next } = this;
    for (let k = 0; k < this.count; k++) dist[order[k]!] = -1;
    dist[start] = 0;
    order[0] = start;
    let count = 1;
    for (let k = 0; k < count; k++) {
      const c = order[k]!;
      const step = dist[c]! + 1;
      for (let e = c * 4, end = e + 4; e < end; e++) {
        const nc = next[e]!;
        if (nc < 0 || dist[nc] !== -1 || (blocked !== undefined && blocked[nc] === 1)) continue;
        dist[nc] = step;
        from[nc] = c;
        order[count++] = nc;
      }
    }
    this.count = count;
  }

  /** The lowest cell reached: one representative per walkable region. */
  lowest(): number {
    let best = this.order[0]!;
    for (let k = 1; k < this.count; k++) if (this.order[k]! < best) best = this.order[k]!;
    return best;
  }

  /** The moves of the shortest walk from the start to `target` (which the walk reached). */
  pathTo(target: number): Direction[] {
    const w = this.level.width;
    const out: Direction[] = [];
    for (let c = target; this.dist[c]! > 0; c = this.from[c]!) {
      const p = this.from[c]!;
      out.push(c === p - w ? 'up' : c === p + w ? 'down' : c === p - 1 ? 'left' : 'right');
    }
    return out.reverse();
  }
}
