import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepSmallest, SmallestSelection } from '../../src/internal/select-smallest.js';

describe('keepSmallest', () => {
  it('puts the k smallest first, each no larger than any after them (oracle: a sort)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 200 }), fc.nat({ max: 220 }), (xs, k) => {
        const items = xs.slice();
        keepSmallest(items, k, (a, b) => a - b);
        expect(items.slice().sort((a, b) => a - b)).toEqual(xs.slice().sort((a, b) => a - b));
        const kept = Math.min(k, xs.length);
        expect(items.slice(0, kept).sort((a, b) => a - b)).toEqual(
          xs
            .slice()
            .sort((a, b) => a - b)
            .slice(0, kept),
        );
        const largestKept = Math.max(...items.slice(0, kept));
        for (const x of items.slice(kept)) expect(x).toBeGreaterThanOrEqual(largestKept);
      }),
      { numRuns: 500 },
    );
  });

  it('a few comparisons at a time, reorders exactly as in one call, never past its budget by more than a pivot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 200 }),
        fc.nat({ max: 220 }),
        fc.integer({ min: 1, max: 12 }),
        (xs, k, budget) => {
          const whole = xs.slice();
          keepSmallest(whole, k, (a, b) => a - b);
          const stepped = xs.slice();
          let compared = 0;
          const selection = new SmallestSelection(stepped, k, (a: number, b: number) => {
            compared++;
            return a - b;
          });
          let calls = 0;
          for (;;) {
            compared = 0;
            const done = selection.advance(budget);
            // The pivot's median of three is taken whole: up to two comparisons past the budget.
            expect(compared).toBeLessThanOrEqual(budget + 2);
            calls++;
            expect(calls).toBeLessThan(100_000);
            if (done) break;
          }
          expect(stepped).toEqual(whole);
        },
      ),
      { numRuns: 500 },
    );
  });
});
