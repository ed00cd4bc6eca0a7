import type { Stop } from '../../internal/control.js';
import type { Grid } from '../grid.js';
import type { DiagonalNeed } from './setup.js';

/** The longest run a table entry holds; a longer run gets an extra jump point every this many cells. */
export const MAX_RUN = 0x7fff;
/** Bytes per padded cell of a jump table: eight 16-bit entries. */
export const JUMP_TABLE_BYTES_PER_CELL = 16;

/**
 * The jumps of jump point search, computed once per grid version and movement rule (the "JPS+"
 * precomputation, Harabor & Grastien 2012; Rabin 2015): for every cell and each of the eight
 * directions of `Workspace.steps`, entry `cell * 8 + d` is `k > 0` when the run from the cell
 * meets its next jump point k cells away, or `-k` (k ≥ 0) when it meets a wall after k open cells
 * with no jump point. The goal is not in the table: the search checks it against the run's length.
 *
 * A cell is a jump point of a straight run when it has a forced neighbour (rules below), and of a
 * diagonal run when it has one (corner-cutting rules) or when a straight run from it, along either
 * of the diagonal's two directions, meets a jump point. With 4-connected movement, a vertical run
 * also stops where a horizontal run from it meets a jump point.
 *
 * `poll` is called every few rows; when it returns a stop, the build is abandoned (undefined).
 */
export function buildJumpTable(grid: Grid, need: DiagonalNeed, step: Int32Array, poll: () => Stop | undefined): Int16Array | undefined {
  const open = grid.open;
  const stride = grid.width + 2;
  const height = grid.height;
  const table = new Int16Array(open.length * 8);
  const rows = (forward: boolean, visit: (c: number) => void): boolean => {
    // Cells in an order where c + step comes before c: rows and columns both descending for a
    // positive step, ascending for a negative one.
    for (let r = 0; r < height; r++) {
      if ((r & 15) === 15 && poll() !== undefined) return false;
      const y = forward ? height - r : r + 1;
      const rowStart = y * stride + 1;
      if (forward) for (let c = rowStart + grid.width - 1; c >= rowStart; c--) visit(c);
      else for (let c = rowStart; c < rowStart + grid.width; c++) visit(c);
    }
    return true;
  };
  const extend = (c: number, d: number, n: number): void => {
    const k = table[n * 8 + d]!;
    // Past the longest run, the cell ahead becomes a jump point (an extra node on a straight line).
    table[c * 8 + d] = k > 0 ? (k >= MAX_RUN ? 1 : k + 1) : k <= -MAX_RUN ? 1 : k - 1;
  };
  // Straight runs first (the diagonal ones look them up): horizontal, then vertical.
  for (const d of [1, 2, 0, 3]) {
    const o = step[d]!;
    const s = d === 1 || d === 2 ? stride : 1;
    const vertical = s === 1;
    const ok = rows(o > 0, (c) => {
      const n = c + o;
      if (open[n] === 0) {
        table[c * 8 + d] = 0;
        return;
      }
      let forced: boolean;
      if (need >= 2) forced = (open[n + s] === 1 && open[c + s] === 0) || (open[n - s] === 1 && open[c - s] === 0);
      else forced = (open[n + o + s] === 1 && open[n + s] === 0) || (open[n + o - s] === 1 && open[n - s] === 0);
      if (!forced && need === 3 && vertical) forced = table[n * 8 + 1]! > 0 || table[n * 8 + 2]! > 0;
      if (forced) table[c * 8 + d] = 1;
      else extend(c, d, n);
    });
    if (!ok) return undefined;
  }
  if (need === 3) return table;
  for (let d = 4; d < 8; d++) {
    const o = step[d]!;
    const dx = step[d + 4]!;
    const dys = step[d + 8]!;
    const horizontal = dx < 0 ? 1 : 2;
    const vertical = dys < 0 ? 0 : 3;
    const ok = rows(o > 0, (c) => {
      const n = c + o;
      if (open[n] === 0 || open[c + dx]! + open[c + dys]! < need) {
        table[c * 8 + d] = 0;
        return;
      }
      const forced =
        (need < 2 && ((open[n - dx + dys] === 1 && open[n - dx] === 0) || (open[n + dx - dys] === 1 && open[n - dys] === 0))) ||
        table[n * 8 + horizontal]! > 0 ||
        table[n * 8 + vertical]! > 0;
      if (forced) table[c * 8 + d] = 1;
      else extend(c, d, n);
    });
    if (!ok) return undefined;
  }
  return table;
}
