import { SearchError } from '../errors.js';

/** PASCAL[n][k] = n choose k, grown on demand; exact while below 2^53. */
const PASCAL: Float64Array[] = [Float64Array.of(1)];

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  while (PASCAL.length <= n) {
    const last = PASCAL[PASCAL.length - 1]!;
    const row = new Float64Array(last.length + 1);
    row[0] = 1;
    row[last.length] = 1;
    for (let i = 1; i < last.length; i++) row[i] = last[i - 1]! + last[i]!;
    PASCAL.push(row);
  }
  return PASCAL[n]![k]!;
}

const MAX_CELLS = 4096;

function checkSizes(n: number, k: number): void {
  if (!(n >= 0 && n <= MAX_CELLS) || Math.floor(n) !== n || !(k >= 0) || Math.floor(k) !== k || k > n) {
    throw new SearchError(
      'invalid-option',
      `combinations need whole numbers 0 ≤ k ≤ n ≤ ${MAX_CELLS}, got k = ${String(k)}, n = ${String(n)}`,
    );
  }
}

/**
 * How many ways there are to choose `k` of `n` cells: n choose k.
 *
 * @remarks
 * The size of a dense index of sets of cells ({@link rankCombination}): the `size` of a pattern
 * database over `k` interchangeable pieces (boxes, pegs, same-coloured balls) on `n` cells.
 *
 * @param n - the number of cells (at most 4096).
 * @param k - how many are chosen, 0 ≤ k ≤ n.
 * @returns the count, exact (it is refused when it exceeds 2^53).
 * @throws SearchError `invalid-option` when n or k is out of range or the count is too large to be exact.
 * @example
 * ```ts
 * combinationCount(16, 3); // 560
 * ```
 * @see {@link rankCombination}, {@link placementCount}
 * @category Pattern databases
 */
export function combinationCount(n: number, k: number): number {
  checkSizes(n, k);
  const count = choose(n, k);
  if (count > Number.MAX_SAFE_INTEGER) throw new SearchError('invalid-option', `choosing ${k} of ${n} cells has more than 2^53 ways`);
  return count;
}

/**
 * The dense index of a set of cells (the combinatorial number system, colex order).
 *
 * @remarks
 * **When to use**: for pieces that are interchangeable, where only which cells are taken matters.
 * Pieces that are told apart need {@link rankPlacement}.
 *
 * **Details**: the sum of (cells[i] choose i + 1); the rank does not depend on n, so a set keeps
 * its rank on a larger board. Exact while {@link combinationCount} is.
 *
 * @param cells - the chosen cells in increasing order, whole numbers ≥ 0.
 * @returns a whole number in [0, combinationCount(n, cells.length)) for cells below n.
 * @throws SearchError `invalid-option` when the cells are not whole, not increasing or negative.
 * @example
 * ```ts
 * rankCombination([0, 1, 2]);   // 0, the first set of three
 * rankCombination([1, 4, 9]);   // 1 + 6 + 84 = 91
 * unrankCombination(91, 16, 3); // Int32Array [1, 4, 9]
 * ```
 * @see {@link unrankCombination}, {@link combinationCount}
 * @category Pattern databases
 */
export function rankCombination(cells: ArrayLike<number>): number {
  let rank = 0;
  let previous = -1;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (!(cell > previous && cell < MAX_CELLS) || Math.floor(cell) !== cell) {
      throw new SearchError(
        'invalid-option',
        `combination cells must be whole and strictly increasing, got ${String(cell)} after ${previous}`,
      );
    }
    rank += choose(cell, i + 1);
    previous = cell;
  }
  return rank;
}

/**
 * The set of `k` cells among `n` with a given rank: the inverse of {@link rankCombination}.
 *
 * @param rank - a whole number in [0, combinationCount(n, k)).
 * @param n - the number of cells.
 * @param k - how many cells.
 * @param out - where to write the cells, increasing (reused on hot paths); a new Int32Array by default.
 * @returns `out`.
 * @throws SearchError `invalid-option` when the rank is out of range.
 * @example
 * ```ts
 * unrankCombination(0, 16, 3); // Int32Array [0, 1, 2]
 * ```
 * @see {@link rankCombination}
 * @category Pattern databases
 */
export function unrankCombination(
  rank: number,
  n: number,
  k: number,
  out: Int32Array | number[] = new Int32Array(k),
): Int32Array | number[] {
  checkSizes(n, k);
  if (!(rank >= 0 && rank < choose(n, k)) || Math.floor(rank) !== rank) {
    throw new SearchError('invalid-option', `rank ${String(rank)} is not in [0, ${choose(n, k)}) for ${k} of ${n} cells`);
  }
  // The largest cell first: the biggest c with (c choose i + 1) ≤ what is left.
  let rest = rank;
  let cell = n - 1;
  for (let i = k - 1; i >= 0; i--) {
    while (choose(cell, i + 1) > rest) cell--;
    out[i] = cell;
    rest -= choose(cell, i + 1);
    cell--;
  }
  return out;
}
