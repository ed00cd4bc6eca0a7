import { describe, expect, it } from 'vitest';
import { additivePatternHeuristic, maxHeuristic, PatternDatabase, SearchError } from '@puzzle-solvers/search-core';

const a = new PatternDatabase('a', 'byte', 4, Uint8Array.of(0, 3, 7, 255));
const b = new PatternDatabase('b', 'nibble', 4, Uint8Array.of(0x21, 0xf5));

describe('pattern heuristics', () => {
  it('adds the entries of disjoint databases', () => {
    const h = additivePatternHeuristic<[number, number]>([
      { database: a, index: (s) => s[0] },
      { database: b, index: (s) => s[1] },
    ]);
    expect(h([1, 0])).toBe(3 + 1);
    expect(h([2, 2])).toBe(7 + 5);
  });

  it('makes a state whose entry is unreached infinitely far', () => {
    const h = additivePatternHeuristic<number>([{ database: a, index: (s) => s }]);
    expect(h(3)).toBe(Infinity);
    expect(additivePatternHeuristic<number>([{ database: b, index: (s) => s }])(3)).toBe(Infinity);
  });

  it('takes the largest of several heuristics', () => {
    const h = maxHeuristic<number>(
      (s) => s,
      (s) => 10 - s,
    );
    expect([h(2), h(8), h(5)]).toEqual([8, 8, 5]);
  });

  it('refuses empty lists', () => {
    expect(() => additivePatternHeuristic([])).toThrow(SearchError);
    expect(() => maxHeuristic()).toThrow(SearchError);
  });

  it('refuses a table whose length does not fit its entries', () => {
    expect(() => new PatternDatabase('x', 'nibble', 4, new Uint8Array(3))).toThrow(SearchError);
    expect(() => new PatternDatabase('x', 'byte', 0, new Uint8Array(0))).toThrow(SearchError);
  });
});
