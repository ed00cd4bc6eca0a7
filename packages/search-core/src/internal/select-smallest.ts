/**
 * Reorders `items` so that its first `k` entries are the `k` smallest by `compare` (in no
 * particular order), in time linear in `items.length` on average: quickselect with a
 * median-of-three pivot. A beam cuts each layer with it, in one step whose cost must stay in
 * proportion to the layer, not to the layer times its logarithm.
 */
export function keepSmallest<T>(items: T[], k: number, compare: (a: T, b: T) => number): void {
  let lo = 0;
  let hi = items.length - 1;
  if (k <= 0 || k >= items.length) return;
  const swap = (i: number, j: number): void => {
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  };
  // The k-th smallest (index k − 1) ends at its sorted place, the smaller ones before it.
  const target = k - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    if (compare(items[mid]!, items[lo]!) < 0) swap(mid, lo);
    if (compare(items[hi]!, items[lo]!) < 0) swap(hi, lo);
    if (compare(items[hi]!, items[mid]!) < 0) swap(hi, mid);
    const pivot = items[mid]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (compare(items[i]!, pivot) < 0) i++;
      while (compare(items[j]!, pivot) > 0) j--;
      if (i <= j) {
        swap(i, j);
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return;
  }
}
