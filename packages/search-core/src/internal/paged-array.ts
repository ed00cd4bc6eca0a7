/** Entries per page: 4,096 references take 32 KB, well under V8's large-object size (128 KB). */
const PAGE_BITS = 12;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;

/**
 * An array of references indexed by node, kept in pages of 4,096 entries that are never copied.
 *
 * A plain JS array that grows one node at a time past ~16,000 entries is reallocated in V8's
 * large-object space at every growth, and each of those allocations can start a garbage
 * collection: filling one to 30,000 entries costs far more than the search that fills it. Pages
 * of a fixed size are ordinary young objects, made once each. Only the first page starts smaller
 * (32 entries unless asked for more) and doubles up to a whole page, so that the many small
 * searches a solver may run pay for the states they store, not for a page each. Pages before a
 * given index can be dropped, so that a queue read front to back (BFS) frees its states a page at
 * a time.
 */
export class PagedArray<T> {
  private readonly pages: ((T | undefined)[] | undefined)[] = [];
  /** Pages before this one have been dropped. */
  private firstKept = 0;
  private readonly firstPageSize: number;

  /** `initialSize`: the entries the first page starts with (it grows as needed). */
  constructor(initialSize = 32) {
    this.firstPageSize = Math.min(PAGE_SIZE, Math.max(16, Math.ceil(initialSize)));
  }

  /** The entry at `index`; `undefined` when it was never set or its page was dropped. */
  get(index: number): T | undefined {
    const page = this.pages[index >>> PAGE_BITS];
    return page === undefined ? undefined : page[index & PAGE_MASK];
  }

  /** Sets the entry at `index`, a whole number from 0 to 2^32 − 1, in a page that has not been dropped. */
  set(index: number, value: T): void {
    const p = index >>> PAGE_BITS;
    const page = this.pages[p] ?? this.addPages(p);
    const offset = index & PAGE_MASK;
    if (offset < page.length) page[offset] = value;
    else this.grownPage(p, offset)[offset] = value;
  }

  /** Frees every whole page before `index`; their entries read `undefined` and may not be set again. */
  dropBefore(index: number): void {
    const end = index >>> PAGE_BITS;
    for (let p = this.firstKept; p < end && p < this.pages.length; p++) this.pages[p] = undefined;
    if (end > this.firstKept) this.firstKept = end;
  }

  private addPages(last: number): (T | undefined)[] {
    if (last < this.firstKept) throw new RangeError(`PagedArray: page ${last} was dropped`);
    // Pages between are made now so that `pages` itself has no holes; those dropped before they
    // were ever made stay missing.
    while (this.pages.length <= last) {
      const p = this.pages.length;
      this.pages.push(p < this.firstKept ? undefined : newPage<T>(p === 0 ? this.firstPageSize : PAGE_SIZE));
    }
    return this.pages[last]!;
  }

  /** The first page, doubled (or more) until `offset` fits. */
  private grownPage(p: number, offset: number): (T | undefined)[] {
    const old = this.pages[p]!;
    let size = old.length * 2;
    while (size <= offset) size *= 2;
    const page = newPage<T>(Math.min(size, PAGE_SIZE));
    for (let i = 0; i < old.length; i++) page[i] = old[i];
    this.pages[p] = page;
    return page;
  }
}

/**
 * A page of `size` entries. Left as holes, which read as `undefined`: filling 4,096 entries took
 * twice as long as making the page.
 */
function newPage<T>(size: number): (T | undefined)[] {
  return new Array<T | undefined>(size);
}
