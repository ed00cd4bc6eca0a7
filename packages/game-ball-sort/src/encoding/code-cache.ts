/**
 * A lazily filled cache of one number per tube code, for the heuristics.
 *
 * @module
 */

/** Codes per page (a power of two). */
const PAGE_BITS = 10;
const PAGE_SIZE = 1 << PAGE_BITS;
const PAGE_MASK = PAGE_SIZE - 1;
/** Above this many codes the page index itself grows too large: a `Map` instead. */
const MAX_PAGED = 1 << 21;
/** Bit 30 marks a filled entry, so an empty one reads 0. */
const FILLED = 0x40000000;
/**
 * The page every cache's pages start as: never written (a page is replaced before its first
 * write), so all caches share it, and a solve makes no page it does not fill.
 */
const EMPTY_PAGE = new Int32Array(PAGE_SIZE);

/**
 * Caches `compute(code)` (a number in `[0, 2^30)`) per tube code below `size`.
 *
 * @remarks
 * The codes of a level number `base^capacity`, far more than a search ever meets, so a flat table
 * would cost every solve memory (and zeroing) in proportion to the code space. The pages here are
 * made when a code in them is first asked for, so memory grows with the codes the search meets;
 * every page starts as one empty page shared by all caches, which keeps a lookup at two array reads
 * with no `undefined` check. Above 2^21 codes, a `Map`.
 *
 * @param size - the number of codes (every code is below it).
 * @param compute - the value of a code; called once per code.
 * @returns the cached function.
 * @internal
 */
export function codeCache(size: number, compute: (code: number) => number): (code: number) => number {
  if (size > MAX_PAGED) {
    const map = new Map<number, number>();
    return (code) => {
      let v = map.get(code);
      if (v === undefined) map.set(code, (v = compute(code)));
      return v;
    };
  }
  const pages: Int32Array[] = new Array<Int32Array>(Math.ceil(size / PAGE_SIZE)).fill(EMPTY_PAGE);
  return (code) => {
    let page = pages[code >>> PAGE_BITS]!;
    const v = page[code & PAGE_MASK]!;
    if (v !== 0) return v & ~FILLED;
    const fresh = compute(code);
    if (page === EMPTY_PAGE) pages[code >>> PAGE_BITS] = page = new Int32Array(PAGE_SIZE);
    page[code & PAGE_MASK] = fresh | FILLED;
    return fresh;
  };
}
