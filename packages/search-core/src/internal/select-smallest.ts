/**
 * Reorders `items` so that its first `k` entries are the `k` smallest by `compare` (in no
 * particular order), in time linear in `items.length` on average: quickselect with a
 * median-of-three pivot, a given number of comparisons at a time, so that a beam that cuts a
 * layer of millions of states hears its limits between two pieces of the work.
 *
 * @example
 * ```ts
 * const selection = new SmallestSelection(items, k, compare);
 * while (!selection.advance(4096)) pollTheLimits();
 * ```
 */
export class SmallestSelection<T> {
  private lo = 0;
  private hi: number;
  // The partition in progress: its pivot, its two fronts, and which front is scanning.
  private partitioning = false;
  private pivot: T | undefined;
  private i = 0;
  private j = 0;
  private scan = 0;
  private done: boolean;

  constructor(
    private readonly items: T[],
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {
    this.hi = items.length - 1;
    this.done = k <= 0 || k >= items.length;
  }

  /** Goes on for at most about `budget` comparisons; true once the first `k` items are the `k` smallest. */
  advance(budget: number): boolean {
    const { items, compare } = this;
    // The k-th smallest (index k − 1) ends at its sorted place, the smaller ones before it.
    const target = this.k - 1;
    let left = budget;
    while (!this.done) {
      if (!this.partitioning) {
        if (!(this.hi > this.lo)) {
          this.done = true;
          break;
        }
        if (left <= 0) return false;
        const { lo, hi } = this;
        const mid = (lo + hi) >> 1;
        if (compare(items[mid]!, items[lo]!) < 0) swap(items, mid, lo);
        if (compare(items[hi]!, items[lo]!) < 0) swap(items, hi, lo);
        if (compare(items[hi]!, items[mid]!) < 0) swap(items, hi, mid);
        left -= 3;
        this.pivot = items[mid]!;
        this.i = lo;
        this.j = hi;
        this.scan = 0;
        this.partitioning = true;
      }
      const pivot = this.pivot as T;
      let { i, j, scan } = this;
      // Hoare's partition, resumable: at the loop's test (0), scanning from the left (1) or the right (2).
      for (;;) {
        if (scan === 0) {
          if (!(i <= j)) break;
          scan = 1;
        }
        if (scan === 1) {
          for (;;) {
            if (left <= 0) return this.pause(i, j, scan);
            left--;
            if (compare(items[i]!, pivot) < 0) i++;
            else break;
          }
          scan = 2;
        }
        for (;;) {
          if (left <= 0) return this.pause(i, j, scan);
          left--;
          if (compare(items[j]!, pivot) > 0) j--;
          else break;
        }
        if (i <= j) {
          swap(items, i, j);
          i++;
          j--;
        }
        scan = 0;
      }
      this.partitioning = false;
      this.pivot = undefined;
      if (target <= j) this.hi = j;
      else if (target >= i) this.lo = i;
      else this.done = true;
    }
    return true;
  }

  private pause(i: number, j: number, scan: number): false {
    this.i = i;
    this.j = j;
    this.scan = scan;
    return false;
  }
}

/** {@link SmallestSelection} in one call. */
export function keepSmallest<T>(items: T[], k: number, compare: (a: T, b: T) => number): void {
  new SmallestSelection(items, k, compare).advance(Infinity);
}

function swap<T>(items: T[], i: number, j: number): void {
  const t = items[i]!;
  items[i] = items[j]!;
  items[j] = t;
}
