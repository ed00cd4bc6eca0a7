import { SearchError } from '../errors.js';

/**
 * How many ways there are to put `k` distinct pieces on `n` cells, one piece per cell:
 * n × (n − 1) × … × (n − k + 1).
 *
 * @remarks
 * This is the size of a dense index of placements ({@link rankPlacement} returns 0 to this minus 1),
 * so it is the `size` of a pattern database over `k` pieces on a board of `n` cells.
 *
 * @param n - the number of cells.
 * @param k - the number of pieces, 0 ≤ k ≤ n.
 * @returns the count, exact (it is refused when it exceeds 2^53).
 * @throws SearchError `invalid-option` when n or k is not a whole number in range, or the count is
 * too large to be exact.
 * @example
 * ```ts
 * placementCount(16, 6); // 5765760: six tiles of the 15-puzzle
 * ```
 * @see {@link rankPlacement}, {@link unrankPlacement}
 * @category Pattern databases
 */
export function placementCount(n: number, k: number): number {
  checkSizes(n, k);
  let count = 1;
  for (let i = 0; i < k; i++) count *= n - i;
  if (count > Number.MAX_SAFE_INTEGER) throw new SearchError('invalid-option', `${k} pieces on ${n} cells have more than 2^53 placements`);
  return count;
}

/**
 * The dense index of a placement: where each of `k` distinct pieces stands among `n` cells.
 *
 * @remarks
 * **When to use**: to index the abstract states of a pattern database whose pieces are told apart
 * (tiles 1, 2, 3 of a sliding puzzle). For interchangeable pieces use {@link rankCombination}.
 *
 * **Details**: a mixed-radix number whose digit i is the rank of `cells[i]` among the cells not
 * taken by the pieces before it (radix n − i). So the last piece is the lowest digit:
 * `rankPlacement([...a, b], n) === rankPlacement(a, n) * (n - a.length) + digit(b)`, which is how
 * a pattern database keeps one entry for all positions of a piece it does not count (the blank of a
 * sliding puzzle; see `groupSize` in {@link PatternAbstraction}).
 * Linear in k for n ≤ 32, quadratic beyond.
 *
 * @param cells - `cells[i]` is the cell of piece i; distinct whole numbers in [0, n).
 * @param n - the number of cells.
 * @returns a whole number in [0, placementCount(n, cells.length)).
 * @throws SearchError `invalid-option` on a cell out of range or a cell given twice.
 * @example
 * ```ts
 * const index = rankPlacement([3, 0, 7], 16);      // pieces 0, 1, 2 on cells 3, 0, 7
 * unrankPlacement(index, 16, 3);                    // Int32Array [3, 0, 7]
 * ```
 * @see {@link unrankPlacement}, {@link placementCount}, {@link rankPermutation}
 * @category Pattern databases
 */
export function rankPlacement(cells: ArrayLike<number>, n: number): number {
  const k = cells.length;
  let rank = 0;
  if (n <= 32) {
    let used = 0;
    for (let i = 0; i < k; i++) {
      const cell = cells[i]!;
      const bit = 1 << cell;
      if (!(cell >= 0 && cell < n) || (cell | 0) !== cell || (used & bit) !== 0) throw badCell(cells, i, n);
      // Cells already taken below this one shift its digit down.
      rank = rank * (n - i) + cell - bitCount(used & (bit - 1));
      used |= bit;
    }
    return rank;
  }
  for (let i = 0; i < k; i++) {
    const cell = cells[i]!;
    if (!(cell >= 0 && cell < n) || (cell | 0) !== cell) throw badCell(cells, i, n);
    let below = 0;
    for (let j = 0; j < i; j++) {
      const other = cells[j]!;
      if (other === cell) throw badCell(cells, i, n);
      if (other < cell) below++;
    }
    rank = rank * (n - i) + cell - below;
  }
  return rank;
}

/**
 * The placement with a given dense index: the inverse of {@link rankPlacement}.
 *
 * @param rank - a whole number in [0, placementCount(n, k)).
 * @param n - the number of cells.
 * @param k - the number of pieces.
 * @param out - where to write the k cells (reused on hot paths); a new Int32Array by default.
 * @returns `out`, with `out[i]` the cell of piece i.
 * @throws SearchError `invalid-option` when the rank is out of range.
 * @example
 * ```ts
 * const cells = new Int32Array(3);
 * unrankPlacement(rankPlacement([3, 0, 7], 16), 16, 3, cells); // cells is [3, 0, 7]
 * ```
 * @see {@link rankPlacement}
 * @category Pattern databases
 */
export function unrankPlacement(rank: number, n: number, k: number, out: Int32Array | number[] = new Int32Array(k)): Int32Array | number[] {
  checkSizes(n, k);
  if (!(rank >= 0) || Math.floor(rank) !== rank)
    throw new SearchError('invalid-option', `a placement rank must be a whole number ≥ 0, got ${String(rank)}`);
  // Peel the digits off from the last piece (lowest digit) to the first.
  let rest = rank;
  if (rank <= 0x7fffffff) {
    for (let i = k - 1; i >= 0; i--) {
      const radix = n - i;
      const quotient = (rest / radix) | 0;
      out[i] = rest - quotient * radix;
      rest = quotient;
    }
  } else {
    for (let i = k - 1; i >= 0; i--) {
      const radix = n - i;
      out[i] = rest % radix;
      rest = Math.floor(rest / radix);
    }
  }
  if (rest !== 0) throw new SearchError('invalid-option', `rank ${rank} is beyond the ${k} pieces on ${n} cells`);
  // Digit i counts the free cells below piece i's cell: drop that many lowest free cells.
  if (n <= 32) {
    let used = 0;
    for (let i = 0; i < k; i++) {
      let free = ~used;
      for (let skip = out[i]!; skip > 0; skip--) free &= free - 1;
      const cell = 31 - Math.clz32(free & -free);
      out[i] = cell;
      used |= 1 << cell;
    }
    return out;
  }
  const taken = new Uint8Array(n);
  for (let i = 0; i < k; i++) {
    let skip = out[i]!;
    let cell = 0;
    for (; ; cell++) {
      if (taken[cell] === 1) continue;
      if (skip === 0) break;
      skip--;
    }
    out[i] = cell;
    taken[cell] = 1;
  }
  return out;
}

function checkSizes(n: number, k: number): void {
  if (!(n >= 0) || Math.floor(n) !== n || !(k >= 0) || Math.floor(k) !== k || k > n) {
    throw new SearchError('invalid-option', `placements need whole numbers 0 ≤ k ≤ n, got k = ${String(k)}, n = ${String(n)}`);
  }
}

function badCell(cells: ArrayLike<number>, i: number, n: number): SearchError {
  return new SearchError('invalid-option', `cell ${String(cells[i])} of piece ${i} is out of [0, ${n}) or taken twice`);
}

/** Set bits of a 32-bit integer. */
function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
