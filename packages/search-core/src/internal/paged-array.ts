/** Entries per page: 4,096 references take 32 KB, well under V8's large-object size (128 KB). */
const PAGE_BITS = 12;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;

/**
 * An array of references indexed by node, kept in fixed pages that are never copied.
 *
 * A plain JS array that grows one node at a time past ~16,000 entries is reallocated in V8's
 * large-object space at every growth, and each of those allocations can start a garbage
 * collection: filling one to 30,000 entries costs far more than the search that fills it. Pages
 * of a fixed size are ordinary young objects, made once each and never moved by the algorithm.
 * Pages before a given index can be dropped, so that a queue read front to back (BFS) frees its
 * states a page at a time.
 */
export class PagedArray<T> {
  private readonly pages: ((T | undefined)[] | undefined)[] = [];
  /** Pages before this one have been dropped. */
  private firstKept = 0;

  /** The entry at `index`; `undefined` when it was never set or its page was dropped. */
  get(index: number): T | undefined {
    const page = this.pages[index >>> PAGE_BITS];
    return page === undefined ? undefined : page[index & PAGE_MASK];
  }

  /** Sets the entry at `index`, a whole number from 0 to 2^31 − 1, in a page that has not been dropped. */
  set(index: number, value: T): void {
    const page = this.pages[index >>> PAGE_BITS] ?? this.addPages(index >>> PAGE_BITS);
    page[index & PAGE_MASK] = value;
  }

  /** Frees every whole page before `index`; their entries read `undefined` and may not be set again. */
  dropBefore(index: number): void {
    const end = index >>> PAGE_BITS;
    for (let p = this.firstKept; p < end && p < this.pages.length; p++) this.pages[p] = undefined;
    if (end > this.firstKept) this.firstKept = end;
  }

  private addPages(last: number): (T | undefined)[] {
    if (last < this.firstKept) throw new RangeError(`PagedArray: page ${last} was dropped`);
    // Pages between hold no entry yet, but are made now so that no read finds a hole in `pages`;
    // those dropped before they were ever made stay missing.
    while (this.pages.length <= last) {
      this.pages.push(this.pages.length < this.firstKept ? undefined : new Array<T | undefined>(PAGE_SIZE).fill(undefined));
    }
    return this.pages[last]!;
  }
}
