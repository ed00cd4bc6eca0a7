import { rankPlacement } from './placement-rank.js';

/** How many moves back a tracker remembers ranks for (deeper undos re-rank). */
const MEMORY = 256;
// Never written: a tracker replaces them by arrays of its own on its first move.
const EMPTY_INT = new Int32Array(0);
const EMPTY_DOUBLE = new Float64Array(0);

/**
 * Where the pieces of one pattern stand, kept up to date move by move, with their placement rank
 * (the pattern database's index) computed only when asked and only after a change.
 *
 * @remarks
 * **When to use**: the hot path of a search with pattern databases on a state changed in place
 * ({@link idaStarInPlace}). Keep one tracker per pattern (and per symmetric lookup) in the state,
 * call {@link PlacementTracker.move} from the problem's `apply` and `undo`, and give
 * {@link additivePatternHeuristic} lookups that read {@link PlacementTracker.rank}. A move changes
 * one piece, so it changes one pattern's rank: the others are not ranked again, and undoing a move
 * gives back the rank from before it without ranking (the tracker remembers the last 256
 * moves). Nothing is allocated per move.
 *
 * **Gotchas**: `move` does not check that the target cell is free (the problem's rules do); a
 * tracker belongs to one state: give a copied state its own with {@link PlacementTracker.clone}.
 * Boards of up to 32 cells are ranked with bit operations; larger ones take time quadratic in the
 * pattern's size.
 *
 * @example
 * ```ts
 * const tracker = new PlacementTracker(16, [1, 2, 3]); // pieces 0, 1, 2 on cells 1, 2, 3
 * tracker.move(0, 5);                                   // piece 0 slides to cell 5
 * database.get(tracker.rank);                           // rankPlacement([5, 2, 3], 16), computed once
 * tracker.move(0, 1);                                   // undone: the old rank, not computed again
 * ```
 * @see {@link rankPlacement}, {@link additivePatternHeuristic}
 * @category Pattern databases
 */
export class PlacementTracker {
  /** Cells on the board. */
  readonly n: number;
  /** `cells[i]`: the cell of piece i (read-only for callers; change it with `move`). */
  readonly cells: Int32Array;
  /** Internal: the rank, or -1 until asked for after a move. @internal */
  current: number;
  private depth = 0;
  // Allocated on the first move, grown as the moves go deeper: a tracker that never moves (one of
  // a copied state, as a search's result keeps for each step) costs no memory of moves.
  private memoPiece: Int32Array = EMPTY_INT;
  private memoFrom: Int32Array = EMPTY_INT;
  private memoRank: Float64Array = EMPTY_DOUBLE;

  /**
   * @param n - the number of cells of the board.
   * @param cells - where each piece of the pattern stands: distinct whole numbers in [0, n).
   * @throws SearchError `invalid-option` on a cell out of range or given twice.
   */
  constructor(n: number, cells: ArrayLike<number>) {
    this.n = n;
    this.cells = Int32Array.from(cells as ArrayLike<number>);
    // A fraction first, so that V8 stores the field as a double from the start: ranks come back
    // from a Float64Array, and a field that turns from small integer to double changes the
    // object's shape and throws away the optimised code of every function that reads it.
    this.current = 0.5;
    this.current = rankPlacement(this.cells, n);
  }

  /**
   * Piece `piece` moves to cell `to`. A move that takes back the last one remembered (the same
   * piece back to the cell it came from) restores the rank from before it.
   */
  move(piece: number, to: number): void {
    const cells = this.cells;
    const d = this.depth;
    if (d > 0 && this.memoPiece[d - 1] === piece && this.memoFrom[d - 1] === to) {
      this.depth = d - 1;
      cells[piece] = to;
      this.current = this.memoRank[d - 1]!;
      return;
    }
    if (d === this.memoPiece.length) {
      if (d === MEMORY) {
        // Forget the older half: deep undos then rank again, which is correct, only slower.
        this.memoPiece.copyWithin(0, MEMORY / 2);
        this.memoFrom.copyWithin(0, MEMORY / 2);
        this.memoRank.copyWithin(0, MEMORY / 2);
        this.depth = MEMORY / 2;
      } else this.grow(d === 0 ? 64 : d * 2);
    }
    const top = this.depth++;
    this.memoPiece[top] = piece;
    this.memoFrom[top] = cells[piece]!;
    this.memoRank[top] = this.current;
    cells[piece] = to;
    this.current = -1;
  }

  /** The placement rank of the pieces' cells (as {@link rankPlacement} gives it). */
  get rank(): number {
    const r = this.current;
    return r >= 0 ? r : this.refresh();
  }

  /** Internal: ranks the cells again (after a move). @internal */
  refresh(): number {
    return (this.current = this.n <= 32 ? rankSmall(this.cells, this.n) : rankPlacement(this.cells, this.n));
  }

  /** Room for `size` remembered moves, those remembered kept. */
  private grow(size: number): void {
    const piece = new Int32Array(size);
    const from = new Int32Array(size);
    const rank = new Float64Array(size);
    piece.set(this.memoPiece);
    from.set(this.memoFrom);
    rank.set(this.memoRank);
    this.memoPiece = piece;
    this.memoFrom = from;
    this.memoRank = rank;
  }

  /** A tracker of the same pieces on the same cells, with no memory of moves. */
  clone(): PlacementTracker {
    return new PlacementTracker(this.n, this.cells);
  }
}

/** `rankPlacement` without its checks, for boards of up to 32 cells (the cells are distinct). */
function rankSmall(cells: Int32Array, n: number): number {
  let used = 0;
  let rank = 0;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    let below = used & ((1 << cell) - 1);
    below -= (below >>> 1) & 0x55555555;
    below = (below & 0x33333333) + ((below >>> 2) & 0x33333333);
    rank = rank * (n - i) + cell - ((((below + (below >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24);
    used |= 1 << cell;
  }
  return rank;
}
