/**
 * Children up to this many are ordered by an insertion sort: `Array.prototype.sort` with a
 * comparator costs more than the whole sort of a handful of children.
 */
const INSERTION_SORT_MAX = 16;

/**
 * Writes into `order[0, n)` the positions 0 … n − 1 sorted by `keys` (smallest first), stably: ties
 * keep the listing order. A depth-first search tries a node's children in this order. `order`
 * keeps its length when it is longer (only its first `n` entries are read), so that a buffer reused
 * from node to node is not reallocated.
 */
export function orderBy(order: number[], keys: readonly number[], n: number): void {
  if (n <= INSERTION_SORT_MAX) {
    if (n > 0) order[0] = 0;
    for (let i = 1; i < n; i++) {
      const key = keys[i]!;
      let j = i - 1;
      for (; j >= 0 && keys[order[j]!]! > key; j--) order[j + 1] = order[j]!;
      order[j + 1] = i;
    }
    return;
  }
  order.length = n;
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}
