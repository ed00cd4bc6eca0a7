import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationCount, rankCombination, SearchError, unrankCombination } from '@puzzle-solvers/search-core';

const setArb = fc.integer({ min: 1, max: 70 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    cells: fc.subarray(
      Array.from({ length: n }, (_, i) => i),
      { maxLength: Math.min(n, 6) },
    ),
  }),
);
const pairArb = fc.tuple(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 0, max: 6 })).chain(([n, k0]) => {
  const k = Math.min(n, k0);
  const set = fc.subarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: k, maxLength: k },
  );
  return fc.record({ a: set, b: set });
});

/** Colex order: compare the largest cells first. */
function colexCompare(a: readonly number[], b: readonly number[]): number {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

describe('combination ranking', () => {
  it('unranks what it ranks, within [0, n choose k)', () => {
    fc.assert(
      fc.property(setArb, ({ n, cells }) => {
        const rank = rankCombination(cells);
        expect(rank).toBeLessThan(combinationCount(n, cells.length));
        expect([...unrankCombination(rank, n, cells.length)]).toEqual(cells);
      }),
    );
  });

  it('orders sets of the same size in colex order', () => {
    fc.assert(
      fc.property(pairArb, ({ a, b }) => {
        expect(Math.sign(rankCombination(a) - rankCombination(b))).toBe(Math.sign(colexCompare(a, b)));
      }),
    );
  });

  it('counts as Pascal does', () => {
    expect(combinationCount(16, 3)).toBe(560);
    expect(combinationCount(52, 5)).toBe(2598960);
    expect(combinationCount(7, 0)).toBe(1);
    expect(() => combinationCount(4000, 2000)).toThrow(/2\^53/);
  });

  it('refuses cells out of order or repeated, and a rank out of range', () => {
    expect(() => rankCombination([2, 1])).toThrow(SearchError);
    expect(() => rankCombination([1, 1])).toThrow(SearchError);
    expect(() => rankCombination([-1])).toThrow(SearchError);
    expect(() => unrankCombination(560, 16, 3)).toThrow(SearchError);
  });
});
