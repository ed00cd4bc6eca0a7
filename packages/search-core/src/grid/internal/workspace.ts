import type { Stop } from '../../internal/control.js';
import type { Grid } from '../grid.js';
import { buildJumpTable } from './jump-table.js';
import type { DiagonalNeed } from './setup.js';

/** Bytes of working arrays per padded cell (see the fields of Workspace). */
export const BYTES_PER_CELL: number = 4 + 8 + 8 + 4 + 4 + 4 + 4 + 2 + 2;

/**
 * The working arrays of the grid searches, one entry per padded cell, kept with the grid and
 * reused: a search marks what it touches with its own stamp instead of clearing anything.
 *
 * The open list is a binary heap of cells with their positions, so that a cheaper path to a cell
 * in it moves the cell up instead of adding a copy. Ties on f go to the larger g (the deeper cell),
 * which on grids with many equal-f cells goes straight for the goal.
 */
export class Workspace {
  readonly cells: number;
  /** `stamp` for a cell seen (g valid, in the heap) by this search, `stamp + 1` once expanded. */
  readonly mark: Uint32Array;
  readonly g: Float64Array;
  readonly f: Float64Array;
  readonly parent: Int32Array;
  readonly heap: Int32Array;
  readonly pos: Int32Array;
  /** Expanded cells in order (the closest-cell scan reads them). */
  readonly closed: Int32Array;
  /** Column and row of each padded cell, both 1-based (0 and side + 1 are the border). */
  readonly col: Uint16Array;
  readonly row: Uint16Array;
  stamp = 0;
  size = 0;
  busy = false;
  private readonly stepTable = new Int32Array(16);
  private readonly lengthTable = new Float64Array(8);
  private stepStride = 0;
  /** Jump tables by diagonal rule, and the grid version each was built for. */
  private readonly jumpTables: (Int16Array | undefined)[] = [undefined, undefined, undefined, undefined];
  private readonly jumpVersions = [-1, -1, -1, -1];

  constructor(grid: Grid) {
    const stride = grid.width + 2;
    const n = stride * (grid.height + 2);
    this.cells = n;
    this.mark = new Uint32Array(n);
    this.g = new Float64Array(n);
    this.f = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.heap = new Int32Array(n);
    this.pos = new Int32Array(n);
    this.closed = new Int32Array(n);
    this.col = new Uint16Array(n);
    this.row = new Uint16Array(n);
    for (let p = 0; p < n; p++) {
      this.col[p] = p % stride;
      this.row[p] = (p - (p % stride)) / stride;
    }
  }

  /**
   * The offsets of the steps on the padded grid: `[0, 4)` straight (up, left, right, down), `[4, 8)`
   * diagonal (up-left, up-right, down-left, down-right); `[8, 12)` and `[12, 16)` the two side
   * cells of diagonal `d - 8` and `d - 12` (the horizontal one, then the vertical one).
   */
  steps(stride: number): Int32Array {
    if (this.stepStride !== stride) {
      this.stepStride = stride;
      this.stepTable.set([
        -stride,
        -1,
        1,
        stride,
        -stride - 1,
        -stride + 1,
        stride - 1,
        stride + 1,
        -1,
        1,
        -1,
        1,
        -stride,
        -stride,
        stride,
        stride,
      ]);
    }
    return this.stepTable;
  }

  /** The lengths of the steps of {@link Workspace.steps}: 1 straight, `diagonalCost` diagonally. */
  lengths(diagonalCost: number): Float64Array {
    const t = this.lengthTable;
    if (t[4] !== diagonalCost || t[0] !== 1) t.set([1, 1, 1, 1, diagonalCost, diagonalCost, diagonalCost, diagonalCost]);
    return t;
  }

  /**
   * The jump table of `need` for the grid as it is now: built on first use and after every change
   * of the grid (undefined when `poll` stopped the build).
   */
  jumpTable(grid: Grid, need: DiagonalNeed, poll: () => Stop | undefined): Int16Array | undefined {
    if (this.jumpVersions[need] === grid.version && this.jumpTables[need] !== undefined) return this.jumpTables[need];
    this.jumpTables[need] = undefined;
    const table = buildJumpTable(grid, need, this.steps(grid.width + 2), poll);
    if (table !== undefined) {
      this.jumpTables[need] = table;
      this.jumpVersions[need] = grid.version;
    }
    return table;
  }

  /** Starts a search: a new stamp (clearing the marks once every two billion searches) and an empty heap. */
  begin(): number {
    if (this.stamp >= 0xfffffff0) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    this.stamp += 2;
    this.size = 0;
    return this.stamp;
  }

  push(cell: number): void {
    this.up(cell, this.size++);
  }

  /** Removes and returns the cell with the smallest f (ties: the largest g). */
  pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap[--this.size]!;
    if (this.size > 0) this.down(last, 0);
    return top;
  }

  /** A cell already in the heap got a smaller f: move it up. */
  decreased(cell: number): void {
    this.up(cell, this.pos[cell]!);
  }

  private up(cell: number, i: number): void {
    const heap = this.heap;
    const pos = this.pos;
    const f = this.f;
    const g = this.g;
    const fc = f[cell]!;
    const gc = g[cell]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent]!;
      const fp = f[p]!;
      if (fp < fc || (fp === fc && g[p]! >= gc)) break;
      heap[i] = p;
      pos[p] = i;
      i = parent;
    }
    heap[i] = cell;
    pos[cell] = i;
  }

  private down(cell: number, i: number): void {
    const heap = this.heap;
    const pos = this.pos;
    const f = this.f;
    const g = this.g;
    const size = this.size;
    const fc = f[cell]!;
    const gc = g[cell]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      let best = heap[child]!;
      let fb = f[best]!;
      if (child + 1 < size) {
        const other = heap[child + 1]!;
        const fo = f[other]!;
        if (fo < fb || (fo === fb && g[other]! > g[best]!)) {
          child++;
          best = other;
          fb = fo;
        }
      }
      if (fc < fb || (fc === fb && gc >= g[best]!)) break;
      heap[i] = best;
      pos[best] = i;
      i = child;
    }
    heap[i] = cell;
    pos[cell] = i;
  }
}

/** The grid's workspace, made on first use; a fresh one when a search runs inside another's callback. */
export function workspaceOf(grid: Grid): Workspace {
  const ws = grid.workspace as Workspace | undefined;
  if (ws !== undefined && !ws.busy) return ws;
  const made = new Workspace(grid);
  if (ws === undefined) grid.workspace = made;
  return made;
}
