import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntMap } from '../../src/internal/int-map.js';

describe('IntMap', () => {
  it('gives -1 for a missing key and the stored value otherwise', () => {
    const m = new IntMap(4);
    expect(m.get(7)).toBe(-1);
    m.set(7, 0);
    m.set(1 << 25, 3);
    expect(m.get(7)).toBe(0);
    expect(m.get(1 << 25)).toBe(3);
    expect(m.get(8)).toBe(-1);
  });

  it('agrees with a Map through growth', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 26 - 1 }), { maxLength: 300 }), (keys) => {
        const m = new IntMap(2);
        keys.forEach((k, i) => m.set(k, i));
        expect(m.size).toBe(keys.length);
        keys.forEach((k, i) => expect(m.get(k)).toBe(i));
      }),
      { numRuns: 50 },
    );
  });
});
