import { SearchError } from '../errors.js';

/**
 * A cell given by its column and row (0-based, x to the right, y down).
 *
 * @category Grid
 */
export interface GridPoint {
  readonly x: number;
  readonly y: number;
}

/** Cells per side of the largest grid: its padded cell numbers must stay 32-bit integers. */
const MAX_SIDE = 1 << 15;

/**
 * A rectangular grid of cells, each blocked or open with a weight: the map the grid searches
 * ({@link gridAStar}, {@link jumpPointSearch}) run on, kept and reused between searches.
 *
 * @remarks
 * **When to use**: pathfinding on tile maps (games, robots, Moving AI benchmark maps). Build it once
 * ({@link Grid.fromRows}, {@link Grid.fromMatrix}, {@link parseMovingAiMap}), change cells as the
 * world changes ({@link Grid.setWalkable}, {@link Grid.setWeight}), and search it as often as needed:
 * the searches keep their working arrays with the grid, so a search allocates only its result.
 *
 * **Cells**: a cell is named by its number `y * width + x` or by a {@link GridPoint}. Open cells
 * have a weight (default 1): entering a cell costs the step's length (1 straight, `diagonalCost`
 * diagonally) times the weight of the cell entered, as in easystarjs and javascript-astar.
 *
 * **Gotchas**: weights must be finite and at least some positive minimum; the searches' estimate is
 * scaled by the smallest weight on the grid, so one tiny weight weakens it everywhere. Jump point
 * search needs every open cell to have the same weight.
 *
 * @example
 * ```ts
 * const grid = Grid.fromRows([
 *   '....#',
 *   '.##.#',
 *   '.....',
 * ]);
 * grid.setWeight(2, 2, 5); // mud
 * const r = gridAStar(grid, { x: 0, y: 0 }, { x: 4, y: 2 });
 * ```
 * @see {@link gridAStar}, {@link jumpPointSearch}, {@link parseMovingAiMap}
 * @category Grid
 */
export class Grid {
  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /**
   * Internal: 1 for an open cell, 0 for a blocked one, on the grid padded with a blocked border
   * (padded cell `(y + 1) * (width + 2) + x + 1`), so that the searches need no bounds checks.
   * @internal
   */
  readonly open: Uint8Array;
  /**
   * Internal: the weight of each padded cell; `undefined` while every weight is 1.
   * @internal
   */
  weights: Float64Array | undefined;
  /**
   * Internal: bumped by every change, so that what is derived from the cells is recomputed.
   * @internal
   */
  version = 0;
  /** Internal: working arrays of the searches, kept between them. @internal */
  workspace: unknown;
  private minWeightCache = 1;
  private minWeightVersion = 0;
  private differentWeights = 0;

  /**
   * An open grid of `width` × `height` cells, every weight 1.
   *
   * @param width - columns, a whole number from 1 to 32,768.
   * @param height - rows, a whole number from 1 to 32,768.
   * @throws SearchError `invalid-option` on a size out of range.
   */
  constructor(width: number, height: number) {
    for (const [name, side] of [
      ['width', width],
      ['height', height],
    ] as const) {
      if (!(side >= 1 && side <= MAX_SIDE) || Math.floor(side) !== side) {
        throw new SearchError('invalid-option', `a grid's ${name} must be a whole number from 1 to ${MAX_SIDE}, got ${String(side)}`);
      }
    }
    this.width = width;
    this.height = height;
    this.open = new Uint8Array((width + 2) * (height + 2));
    for (let y = 0; y < height; y++) this.open.fill(1, (y + 1) * (width + 2) + 1, (y + 1) * (width + 2) + 1 + width);
  }

  /**
   * A grid drawn as text, one string per row: `blocked` characters are walls, any other is open.
   *
   * @param rows - the rows, all of the same length.
   * @param blocked - the characters that block (default `'#@'`).
   * @returns the grid.
   * @throws SearchError `invalid-option` when there are no rows or they differ in length.
   * @example
   * ```ts
   * const grid = Grid.fromRows(['..#', '...']);
   * ```
   */
  static fromRows(rows: readonly string[], blocked = '#@'): Grid {
    const width = rows[0]?.length ?? 0;
    if (rows.length === 0 || width === 0) throw new SearchError('invalid-option', 'a grid needs at least one row of at least one cell');
    const grid = new Grid(width, rows.length);
    rows.forEach((row, y) => {
      if (row.length !== width) {
        throw new SearchError('invalid-option', `row ${y} has ${row.length} cells, the first row has ${width}`);
      }
      for (let x = 0; x < width; x++) if (blocked.includes(row[x]!)) grid.setWalkable(x, y, false);
    });
    return grid;
  }

  /**
   * A grid from a matrix of rows, as PathFinding.js takes it: `matrix[y][x]` is 0 for an open
   * cell and anything else for a blocked one.
   *
   * @param matrix - the rows, all of the same length.
   * @returns the grid.
   * @throws SearchError `invalid-option` when there are no rows or they differ in length.
   * @example
   * ```ts
   * const grid = Grid.fromMatrix([[0, 0, 1], [0, 0, 0]]);
   * ```
   */
  static fromMatrix(matrix: readonly (readonly number[])[]): Grid {
    const width = matrix[0]?.length ?? 0;
    if (matrix.length === 0 || width === 0) throw new SearchError('invalid-option', 'a grid needs at least one row of at least one cell');
    const grid = new Grid(width, matrix.length);
    matrix.forEach((row, y) => {
      if (row.length !== width) {
        throw new SearchError('invalid-option', `row ${y} has ${row.length} cells, the first row has ${width}`);
      }
      for (let x = 0; x < width; x++) if (row[x] !== 0) grid.setWalkable(x, y, false);
    });
    return grid;
  }

  /** The number of cells, `width * height`. */
  get size(): number {
    return this.width * this.height;
  }

  /**
   * The number of the cell at (x, y): `y * width + x`.
   *
   * @throws SearchError `invalid-option` when (x, y) is off the grid.
   */
  cell(x: number, y: number): number {
    this.check(x, y);
    return y * this.width + x;
  }

  /** The column and row of cell number `cell`. */
  point(cell: number): GridPoint {
    const x = cell % this.width;
    return { x, y: (cell - x) / this.width };
  }

  /** Whether (x, y) is on the grid. */
  contains(x: number, y: number): boolean {
    return x >= 0 && x < this.width && y >= 0 && y < this.height && Math.floor(x) === x && Math.floor(y) === y;
  }

  /** Whether the cell at (x, y) is open. @throws SearchError `invalid-option` off the grid. */
  isWalkable(x: number, y: number): boolean {
    this.check(x, y);
    return this.open[this.padded(x, y)] === 1;
  }

  /** Opens (`true`) or blocks (`false`) the cell at (x, y). @throws SearchError `invalid-option` off the grid. */
  setWalkable(x: number, y: number, walkable: boolean): void {
    this.check(x, y);
    const p = this.padded(x, y);
    const value = walkable ? 1 : 0;
    if (this.open[p] === value) return;
    this.open[p] = value;
    this.version++;
  }

  /** The weight of the cell at (x, y) (kept while it is blocked). @throws SearchError `invalid-option` off the grid. */
  weight(x: number, y: number): number {
    this.check(x, y);
    return this.weights === undefined ? 1 : this.weights[this.padded(x, y)]!;
  }

  /**
   * Sets the weight of the cell at (x, y): the cost of entering it is the step's length times this.
   *
   * @param weight - a finite number > 0.
   * @throws SearchError `invalid-option` off the grid or on a weight that is not finite and > 0.
   */
  setWeight(x: number, y: number, weight: number): void {
    this.check(x, y);
    if (!(weight > 0) || weight === Infinity) {
      throw new SearchError('invalid-option', `a cell's weight must be a finite number > 0, got ${String(weight)}`);
    }
    if (this.weights === undefined) {
      if (weight === 1) return;
      this.weights = new Float64Array(this.open.length).fill(1);
    }
    const p = this.padded(x, y);
    const old = this.weights[p]!;
    if (old === weight) return;
    if (old === 1) this.differentWeights++;
    if (weight === 1) this.differentWeights--;
    this.weights[p] = weight;
    this.version++;
  }

  /** Whether every cell has the same weight (1): what jump point search needs. */
  get uniform(): boolean {
    return this.differentWeights === 0;
  }

  /**
   * Internal: the smallest weight of an open cell, which scales the searches' estimate.
   * @internal
   */
  minWeight(): number {
    if (this.differentWeights === 0) return 1;
    if (this.minWeightVersion !== this.version + 1) {
      let min = Infinity;
      const w = this.weights!;
      const open = this.open;
      for (let i = 0; i < w.length; i++) if (open[i] === 1 && w[i]! < min) min = w[i]!;
      this.minWeightCache = min === Infinity ? 1 : min;
      this.minWeightVersion = this.version + 1;
    }
    return this.minWeightCache;
  }

  /** A copy: same cells and weights, its own working arrays. */
  clone(): Grid {
    const copy = new Grid(this.width, this.height);
    copy.open.set(this.open);
    if (this.weights !== undefined) copy.weights = this.weights.slice();
    copy.differentWeights = this.differentWeights;
    return copy;
  }

  /** Internal: the padded cell of (x, y). @internal */
  padded(x: number, y: number): number {
    return (y + 1) * (this.width + 2) + x + 1;
  }

  private check(x: number, y: number): void {
    if (!this.contains(x, y)) {
      throw new SearchError('invalid-option', `(${String(x)}, ${String(y)}) is off the ${this.width}×${this.height} grid`);
    }
  }
}
