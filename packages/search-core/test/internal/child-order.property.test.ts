import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBy } from '../../src/internal/child-order.js';

describe('orderBy (oracle: a stable sort of the positions)', () => {
  it('orders the first n positions by key, ties in listing order, whether short (insertion) or long (sort)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 40 }), fc.nat({ max: 30 }), (keys, stale) => {
        const n = keys.length;
        // A reused buffer, longer than n and holding another node's order.
        const order = Array.from({ length: n + stale }, (_, i) => 99 - i);
        orderBy(order, keys, n);
        const expected = keys.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
        expect(order.slice(0, n)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
