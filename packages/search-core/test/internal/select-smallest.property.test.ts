import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepSmallest } from '../../src/internal/select-smallest.js';

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
});
