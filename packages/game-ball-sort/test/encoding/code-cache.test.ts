import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeCache } from '../../src/encoding/code-cache.js';

// A value per code that is 0 for some codes (0 must still count as cached) and up to 2^30 − 1.
const valueFor = (code: number): number => (code % 7 === 0 ? 0 : (code * 2654435761) % 2 ** 30);

describe('codeCache', () => {
  it('returns the computed value of every code, computing each code once (paged and Map forms)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 1000, 1 << 12, 1 << 21, (1 << 21) + 1, 18 ** 6),
        fc.array(fc.nat(), { maxLength: 200 }),
        (size, raw) => {
          const calls = new Map<number, number>();
          const cached = codeCache(size, (code) => {
            calls.set(code, (calls.get(code) ?? 0) + 1);
            return valueFor(code);
          });
          for (const r of raw) {
            const code = r % size;
            expect(cached(code)).toBe(valueFor(code));
          }
          for (const n of calls.values()) expect(n).toBe(1);
        },
      ),
    );
  });

  it('keeps the pages apart: codes that share an offset in different pages hold their own values', () => {
    const cached = codeCache(1 << 20, (code) => code >>> 10);
    expect([5, 1024 + 5, 2048 + 5, (1 << 20) - 1].map(cached)).toEqual([0, 1, 2, 1023]);
    expect([5, 1024 + 5, 2048 + 5, (1 << 20) - 1].map(cached)).toEqual([0, 1, 2, 1023]);
  });

  it('keeps caches apart: the pages they start from are shared, the values they fill are not', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: (1 << 13) - 1 }), { minLength: 1, maxLength: 100 }), (codes) => {
        const first = codeCache(1 << 13, (code) => code + 1);
        for (const code of codes) first(code);
        let calls = 0;
        const second = codeCache(1 << 13, (code) => {
          calls++;
          return code + 2;
        });
        expect(codes.map(second)).toEqual(codes.map((code) => code + 2));
        expect(calls).toBe(new Set(codes).size);
        expect(codes.map(first)).toEqual(codes.map((code) => code + 1));
      }),
    );
  });
});
