import { rankPlacement, unrankPlacement } from './placement-rank.js';

/**
 * The dense index (Lehmer code) of a permutation of 0 … n − 1: a whole number in [0, n!).
 *
 * @remarks
 * **When to use**: to index every arrangement of a small puzzle (the 8-puzzle's 9! boards) or of a
 * pattern that covers every piece. A permutation is the placement of all n pieces on n cells, so
 * this is {@link rankPlacement} with k = n; ranks are exact up to n = 18.
 *
 * @param permutation - `permutation[i]` is where piece i stands; each of 0 … n − 1 exactly once.
 * @returns a whole number in [0, n!).
 * @throws SearchError `invalid-option` when the input is not a permutation.
 * @example
 * ```ts
 * rankPermutation([0, 1, 2]); // 0
 * rankPermutation([2, 1, 0]); // 5
 * unrankPermutation(5, 3);    // Int32Array [2, 1, 0]
 * ```
 * @see {@link unrankPermutation}, {@link rankPlacement}
 * @category Pattern databases
 */
export function rankPermutation(permutation: ArrayLike<number>): number {
  return rankPlacement(permutation, permutation.length);
}

/**
 * The permutation of 0 … n − 1 with a given Lehmer rank: the inverse of {@link rankPermutation}.
 *
 * @param rank - a whole number in [0, n!).
 * @param n - the number of pieces.
 * @param out - where to write it (reused on hot paths); a new Int32Array by default.
 * @returns `out`.
 * @throws SearchError `invalid-option` when the rank is out of range.
 * @example
 * ```ts
 * unrankPermutation(rankPermutation([1, 0, 2]), 3); // Int32Array [1, 0, 2]
 * ```
 * @see {@link rankPermutation}
 * @category Pattern databases
 */
export function unrankPermutation(rank: number, n: number, out: Int32Array | number[] = new Int32Array(n)): Int32Array | number[] {
  return unrankPlacement(rank, n, n, out);
}
