/**
 * Pattern databases for sliding-tile puzzles of any size (the 8-puzzle, the 15-puzzle), written as
 * a user of search-core would write them. `docs/pattern-databases.md` quotes this file; the tests
 * run it on small boards and the Korf benchmark on the 15-puzzle.
 *
 * Boards are `tiles[cell]` with 0 for the blank; the goal has tile t on cell t (the blank on 0).
 */
import {
  additivePatternHeuristic,
  buildPatternDatabase,
  type InPlaceProblem,
  maxHeuristic,
  PlacementTracker,
  placementCount,
  rankPlacement,
  unrankPlacement,
  type PatternAbstraction,
  type PatternDatabase,
  type PatternDatabaseBuildOptions,
  type PatternLookup,
} from '../src/index.js';

/** NEIGHBOURS[cell]: the cells the blank can move to from `cell`, in the order up, left, right, down. */
export function neighbours(width: number, height: number): number[][] {
  const near: number[][] = [];
  for (let cell = 0; cell < width * height; cell++) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    near.push(
      [y > 0 ? cell - width : -1, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1, y < height - 1 ? cell + width : -1].filter(
        (c) => c >= 0,
      ),
    );
  }
  return near;
}

// #region abstraction
/**
 * The abstraction that keeps the tiles of `pattern` and the blank, and forgets the other tiles.
 * Moving a pattern tile costs 1; the other tiles' moves are free (so databases over disjoint
 * patterns add up), and free moves let the blank go anywhere in its region (the cells that no
 * pattern tile walls off from it). So an abstract state is the pattern tiles' cells and the
 * blank's region, named by its lowest cell: the placement (tiles, then that cell) ranked among
 * the board's cells. Every move then costs 1 (`unitCost`), and the blank is the last piece, the
 * lowest digit of the rank, so `groupSize` keeps one entry per placement of the tiles: the best
 * over the blank's regions. Boards of up to 31 cells (regions are bit masks).
 */
export function slidingTileAbstraction(width: number, height: number, pattern: readonly number[]): PatternAbstraction {
  const n = width * height;
  if (n > 31) throw new Error(`boards of up to 31 cells, got ${width}×${height}`);
  const k = pattern.length;
  const all = 2 ** n - 1;
  const near = neighbours(width, height).map((cells) => cells.reduce((mask, c) => mask | (1 << c), 0));
  let notFirstColumn = 0; // cells a shift by +1 may land on without wrapping a row
  let notLastColumn = 0;
  for (let c = 0; c < n; c++) {
    if (c % width !== 0) notFirstColumn |= 1 << c;
    if (c % width !== width - 1) notLastColumn |= 1 << c;
  }
  /** The cells of `free` connected to `seed`. */
  const region = (seed: number, free: number): number => {
    let r = seed;
    for (;;) {
      const grown = (r | ((r << 1) & notFirstColumn) | ((r >>> 1) & notLastColumn) | (r << width) | (r >>> width)) & free;
      if (grown === r) return r;
      r = grown;
    }
  };
  const lowest = (mask: number) => 31 - Math.clz32(mask & -mask);
  const cells = new Int32Array(k + 1); // cells[i]: pattern tile i; cells[k]: the blank's region
  return {
    id: `sliding-tile ${width}x${height} goal-blank-0 pattern ${pattern.join(',')} blank-region v2`,
    size: placementCount(n, k + 1),
    groupSize: n - k,
    unitCost: true,
    goals: [rankPlacement([...pattern, 0], n)],
    predecessors(index, emit) {
      unrankPlacement(index, n, k + 1, cells);
      let taken = 0;
      for (let i = 0; i < k; i++) taken |= 1 << cells[i]!;
      const free = all & ~taken;
      const blank = cells[k]!;
      const reach = region(1 << blank, free);
      for (let i = 0; i < k; i++) {
        const from = cells[i]!;
        // The tile slides into any cell of the blank's region beside it; the blank's new region
        // is the one around the cell the tile left.
        for (let targets = near[from]! & reach; targets !== 0; targets &= targets - 1) {
          const to = lowest(targets);
          cells[i] = to;
          cells[k] = lowest(region(1 << from, (free & ~(1 << to)) | (1 << from)));
          emit(rankPlacement(cells, n), 1);
        }
        cells[i] = from;
      }
      cells[k] = blank;
    },
  };
}

/** The database entry of a board: the cells of the pattern's tiles, ranked (no blank: grouped). */
export function patternIndex(tiles: ArrayLike<number>, pattern: readonly number[]): number {
  const cells = new Int32Array(pattern.length);
  for (let cell = 0; cell < tiles.length; cell++) {
    const i = pattern.indexOf(tiles[cell]!);
    if (i >= 0) cells[i] = cell;
  }
  return rankPlacement(cells, tiles.length);
}
// #endregion abstraction

// #region build
/** Builds one database per pattern (the patterns must not share a tile, to be additive). */
export function buildSlidingTileDatabases(
  width: number,
  height: number,
  patterns: readonly (readonly number[])[],
  options: PatternDatabaseBuildOptions = {},
): PatternDatabase[] {
  return patterns.map((pattern) => {
    const result = buildPatternDatabase(slidingTileAbstraction(width, height, pattern), options);
    if (result.status !== 'built') throw new Error(`the database of ${pattern.join(',')} stopped: ${result.status} ${result.limit ?? ''}`);
    return result.database;
  });
}
// #endregion build

// #region heuristic
/** A square board mirrored about its main diagonal: the tile on (x, y) goes to (y, x) and is renamed the same way. */
export function reflect(tiles: ArrayLike<number>, width: number): number[] {
  const mirror = (cell: number) => (cell % width) * width + Math.floor(cell / width);
  const out = new Array<number>(tiles.length);
  for (let cell = 0; cell < tiles.length; cell++) out[mirror(cell)] = mirror(tiles[cell]!);
  return out;
}

/**
 * The additive heuristic over disjoint patterns and, on a square board, the same databases looked up
 * on the board's mirror image: the mirrored board is as far from the goal as the board itself,
 * so the larger of the two sums is still admissible.
 */
export function slidingTileHeuristic(
  width: number,
  patterns: readonly (readonly number[])[],
  databases: readonly PatternDatabase[],
  { reflected = true } = {},
): (tiles: ArrayLike<number>) => number {
  const direct: PatternLookup<ArrayLike<number>>[] = patterns.map((pattern, i) => ({
    database: databases[i]!,
    index: (tiles) => patternIndex(tiles, pattern),
  }));
  const mirrored: PatternLookup<ArrayLike<number>>[] = patterns.map((pattern, i) => ({
    database: databases[i]!,
    index: (tiles) => patternIndex(reflect(tiles, width), pattern),
  }));
  const sum = additivePatternHeuristic(direct);
  return reflected ? maxHeuristic(sum, additivePatternHeuristic(mirrored)) : sum;
}
// #endregion heuristic

// #region in-place
/** A board changed in place: the tiles, the blank, and where each pattern's tiles stand (plain and mirrored). */
export interface SlidingBoard {
  readonly tiles: Int8Array;
  blank: number;
  /** Tiles not on their goal cell (the goal when 0). */
  misplaced: number;
  /** `direct[p]`: the cells of pattern p's tiles; `mirrored[p]`: the same on the board's mirror image. */
  readonly direct: PlacementTracker[];
  readonly mirrored: PlacementTracker[];
}

/**
 * A sliding-tile puzzle for `idaStarInPlace`, with the pattern databases' estimate: one tracker
 * per pattern keeps its rank up to date as tiles slide, and the additive sums (plain and mirrored)
 * read the trackers. Moves are the blank's (0 up, 1 left, 2 right, 3 down), never undoing the
 * previous one. A class, as the in-place IDA* recommends.
 */
export class SlidingTileInPlace implements InPlaceProblem<SlidingBoard, number> {
  readonly state: SlidingBoard;
  private readonly moveLists: number[][];
  private readonly delta: readonly number[];
  private readonly patternOf: Int8Array;
  private readonly slotOf: Int8Array;
  private readonly mirror: Int8Array;
  /** The largest of the two sums (plain and mirrored), read from the trackers. */
  readonly heuristic: (board: SlidingBoard, enough?: number) => number;
  private readonly reflected: boolean;

  constructor(
    width: number,
    tiles: readonly number[],
    patterns: readonly (readonly number[])[],
    databases: readonly PatternDatabase[],
    { reflected = true } = {},
  ) {
    const n = tiles.length;
    const height = n / width;
    this.delta = [-width, -1, 1, width];
    // moveLists[blank * 5 + previous]: the moves from `blank` that do not undo `previous` (4: none).
    this.moveLists = [];
    for (let blank = 0; blank < n; blank++) {
      const x = blank % width;
      const y = (blank - x) / width;
      const can = [y > 0, x > 0, x < width - 1, y < height - 1];
      for (let previous = 0; previous <= 4; previous++) this.moveLists.push([0, 1, 2, 3].filter((m) => can[m] && m + previous !== 3));
    }
    this.patternOf = new Int8Array(n).fill(-1);
    this.slotOf = new Int8Array(n);
    patterns.forEach((p, i) => p.forEach((t, j) => ((this.patternOf[t] = i), (this.slotOf[t] = j))));
    this.mirror = Int8Array.from({ length: n }, (_, c) => (c % width) * width + Math.floor(c / width));
    const mirrorImage = reflect(tiles, width);
    const cellsOf = (board: readonly number[], pattern: readonly number[]) => pattern.map((t) => board.indexOf(t));
    this.state = {
      tiles: Int8Array.from(tiles),
      blank: tiles.indexOf(0),
      misplaced: tiles.filter((t, c) => t !== 0 && t !== c).length,
      direct: patterns.map((p) => new PlacementTracker(n, cellsOf(tiles, p))),
      mirrored: patterns.map((p) => new PlacementTracker(n, cellsOf(mirrorImage, p))),
    };
    // One state, changed in place: the sums read its trackers.
    const direct = additivePatternHeuristic<SlidingBoard>(this.state.direct.map((tracker, p) => ({ database: databases[p]!, tracker })));
    const mirrored = additivePatternHeuristic<SlidingBoard>(
      this.state.mirrored.map((tracker, p) => ({ database: databases[p]!, tracker })),
    );
    this.heuristic = reflected ? maxHeuristic(direct, mirrored) : direct;
    this.reflected = reflected;
  }

  moves(b: SlidingBoard, previous: number | undefined): readonly number[] {
    return this.moveLists[b.blank * 5 + (previous ?? 4)]!;
  }

  apply(b: SlidingBoard, move: number): number {
    this.slide(b, b.blank + this.delta[move]!);
    return 1;
  }

  undo(b: SlidingBoard, move: number): void {
    this.slide(b, b.blank - this.delta[move]!);
  }

  /** The tile on `from` slides into the blank: the trackers of its pattern (plain and mirrored) follow it. */
  private slide(b: SlidingBoard, from: number): void {
    const to = b.blank;
    const tile = b.tiles[from]!;
    b.misplaced += (tile === to ? -1 : 0) + (tile === from ? 1 : 0);
    b.direct[this.patternOf[tile]!]!.move(this.slotOf[tile]!, to);
    if (this.reflected) {
      const mirrorTile = this.mirror[tile]!;
      b.mirrored[this.patternOf[mirrorTile]!]!.move(this.slotOf[mirrorTile]!, this.mirror[to]!);
    }
    b.tiles[to] = tile;
    b.tiles[from] = 0;
    b.blank = from;
  }

  isGoal(b: SlidingBoard): boolean {
    return b.misplaced === 0;
  }

  clone(b: SlidingBoard): SlidingBoard {
    // Every field written once, as in the constructor: overwriting a field of a spread copy would
    // tell V8 the field can change, and throw away the code optimised on the state's shape.
    return {
      tiles: b.tiles.slice(),
      blank: b.blank,
      misplaced: b.misplaced,
      direct: b.direct.map((t) => t.clone()),
      mirrored: b.mirrored.map((t) => t.clone()),
    };
  }
}
// #endregion in-place
