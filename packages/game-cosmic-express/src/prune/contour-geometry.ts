/**
 * The level's side of the boundary-order test (`contour.ts`): whether the test applies (no
 * crossings, no wormholes: the track is then a plain simple path in the plane) and the geometry it
 * reads on every state, built once per level and cached: the eight cells around each cell and the
 * 8-connected components of the cells the level itself blocks. Apart from the test because the
 * solve builds it ahead of the search (see `pruningSetUp`).
 *
 * @module
 */
import { Cell, type Level } from '../level.js';

/**
 * Per level: the eight cells around each cell, the blocked components.
 *
 * @internal
 */
export interface Geometry {
  /** `around[c * 8 + i]`: the i-th of the eight cells around c, -1 off the grid. */
  readonly around: Int32Array;
  /**
   * For each cell blocked by the level itself (not by track): its 8-connected component, 0 for the
   * one that touches the rim (the outside); -1 for cells the track may use.
   */
  readonly comp: Int32Array;
}

const geometryCache = new WeakMap<Level, Geometry>();

/**
 * The level's geometry (cached).
 *
 * @internal
 */
export function geometryOf(level: Level): Geometry {
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
    g = { around, comp };
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
  // Asked for every state: cached apart from the geometry, which only planar levels need.
  let planar = planarCache.get(level);
  if (planar === undefined) planarCache.set(level, (planar = !level.cells.some((k) => k === Cell.Crossing || k === Cell.Wormhole)));
  return planar;
}

const planarCache = new WeakMap<Level, boolean>();

/**
 * Builds the level's contour tables ahead of the search (they are otherwise built by the first
 * state the boundary-order test looks at).
 *
 * @internal
 */
export function prepareContour(level: Level): void {
  geometryOf(level);
}
