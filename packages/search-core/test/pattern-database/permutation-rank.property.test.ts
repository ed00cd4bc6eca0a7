import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankPermutation, SearchError, unrankPermutation } from '@puzzle-solvers/search-core';

const permutationArb = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  ),
);

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

describe('permutation ranking', () => {
  it('unranks what it ranks, within [0, n!)', () => {
    fc.assert(
      fc.property(permutationArb, (p) => {
        const rank = rankPermutation(p);
        expect(rank).toBeLessThan(factorial(p.length));
        expect([...unrankPermutation(rank, p.length)]).toEqual(p);
      }),
    );
  });

  it('numbers the 24 permutations of 4 in lexicographic order', () => {
    const seen = Array.from({ length: 24 }, (_, r) => [...unrankPermutation(r, 4)].join(''));
    expect(seen.slice(0, 3)).toEqual(['0123', '0132', '0213']);
    expect(seen[23]).toBe('3210');
    expect(new Set(seen).size).toBe(24);
  });

  it('refuses what is not a permutation', () => {
    expect(() => rankPermutation([0, 0, 1])).toThrow(SearchError);
    expect(() => rankPermutation([0, 3, 1])).toThrow(SearchError);
    expect(() => unrankPermutation(6, 3)).toThrow(SearchError);
  });
});
