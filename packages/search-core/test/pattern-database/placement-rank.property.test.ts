import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placementCount, rankPlacement, SearchError, unrankPlacement } from '@puzzle-solvers/search-core';

/** n cells (both sides of the 32-cell fast path) and k distinct cells among them, in piece order. */
const placementArb = fc.integer({ min: 1, max: 40 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    cells: fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => i),
      { maxLength: Math.min(n, 7) },
    ),
  }),
);
const pairArb = fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 7 })).chain(([n, k0]) => {
  const k = Math.min(n, k0);
  const cells = fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: k, maxLength: k },
  );
  return fc.record({ n: fc.constant(n), a: cells, b: cells });
});

function lexCompare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

describe('placement ranking', () => {
  it('generates placements on both sides of 32 cells', () => {
    const sample = fc.sample(placementArb, { numRuns: 200, seed: 3 });
    expect(sample.filter((s) => s.n > 32).length).toBeGreaterThan(20);
    expect(sample.filter((s) => s.cells.length >= 4).length).toBeGreaterThan(40);
  });

  it('unranks what it ranks, within [0, count)', () => {
    fc.assert(
      fc.property(placementArb, ({ n, cells }) => {
        const rank = rankPlacement(cells, n);
        expect(rank).toBeGreaterThanOrEqual(0);
        expect(rank).toBeLessThan(placementCount(n, cells.length));
        expect([...unrankPlacement(rank, n, cells.length)]).toEqual(cells);
      }),
    );
  });

  it('orders placements as their cell lists compare (lexicographically)', () => {
    fc.assert(
      fc.property(pairArb, ({ n, a, b }) => {
        expect(Math.sign(rankPlacement(a, n) - rankPlacement(b, n))).toBe(Math.sign(lexCompare(a, b)));
      }),
    );
  });

  it('puts the last piece in the lowest digit, so dropping it divides by its radix', () => {
    fc.assert(
      fc.property(placementArb, ({ n, cells }) => {
        fc.pre(cells.length >= 1);
        const head = cells.slice(0, -1);
        expect(Math.floor(rankPlacement(cells, n) / (n - head.length))).toBe(rankPlacement(head, n));
      }),
    );
  });

  it('numbers the 60 placements of 3 pieces on 5 cells 0 to 59', () => {
    const ranks = new Set<number>();
    for (let a = 0; a < 5; a++)
      for (let b = 0; b < 5; b++) for (let c = 0; c < 5; c++) if (a !== b && b !== c && a !== c) ranks.add(rankPlacement([a, b, c], 5));
    expect(placementCount(5, 3)).toBe(60);
    expect([...ranks].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('refuses a cell out of range, a cell taken twice, and a rank beyond the count', () => {
    for (const [cells, n] of [
      [[0, 5], 5],
      [[1, 1], 5],
      [[-1], 5],
      [[0.5], 5],
      [[3, 40, 3], 41],
    ] as const) {
      expect(() => rankPlacement(cells, n)).toThrow(SearchError);
    }
    expect(() => unrankPlacement(60, 5, 3)).toThrow(/beyond/);
    expect(() => placementCount(3, 4)).toThrow(SearchError);
    expect(() => placementCount(40, 40)).toThrow(/2\^53/);
  });
});
