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
  maxHeuristic,
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
 * An abstract state is the placement (pattern tiles' cells, then the blank's cell) ranked among the
 * board's cells. Moving a pattern tile costs 1; moving any other tile costs 0, so databases over
 * disjoint patterns add up. The blank is the last piece, the lowest digit of the rank, so
 * `groupSize` keeps one entry per placement of the tiles: the best over the blank's cells.
 */
export function slidingTileAbstraction(width: number, height: number, pattern: readonly number[]): PatternAbstraction {
  const n = width * height;
  const k = pattern.length;
  const near = neighbours(width, height);
  const cells = new Int32Array(k + 1); // cells[i]: pattern tile i; cells[k]: the blank
  const owner = new Int8Array(n); // owner[cell]: which pattern tile is there, or -1
  return {
    id: `sliding-tile ${width}x${height} goal-blank-0 pattern ${pattern.join(',')} v1`,
    size: placementCount(n, k + 1),
    groupSize: n - k,
    goals: [rankPlacement([...pattern, 0], n)],
    predecessors(index, emit) {
      unrankPlacement(index, n, k + 1, cells);
      owner.fill(-1);
      for (let i = 0; i < k; i++) owner[cells[i]!] = i;
      const blank = cells[k]!;
      for (const next of near[blank]!) {
        const tile = owner[next]!;
        cells[k] = next;
        if (tile >= 0) {
          cells[tile] = blank; // a pattern tile slides into the blank: counted
          emit(rankPlacement(cells, n), 1);
          cells[tile] = next;
        } else {
          emit(rankPlacement(cells, n), 0); // another tile slides: free in this database
        }
        cells[k] = blank;
      }
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
