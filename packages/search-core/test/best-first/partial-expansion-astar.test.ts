import { describe, expect, it } from 'vitest';
import { astar, partialExpansionAstar, SearchError } from '@puzzle-solvers/search-core';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';

describe('partialExpansionAstar', () => {
  it('solves 8-puzzles optimally, generating fewer states than A*', () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = eightPuzzle(scrambledEight(80, seed));
      const a = astar(p);
      const r = partialExpansionAstar(p);
      expect(r.cost).toBe(a.cost);
      expect(r.stats.generated).toBeLessThan(a.stats.generated);
      expect(r.stats.peakStored).toBeLessThan(a.stats.peakStored);
    }
  });

  it('refuses a problem that cannot list its successors by f-change, naming the member', () => {
    const { expandByFChange: _, ...plain } = eightPuzzle(scrambledEight(10, 1));
    expect(() => partialExpansionAstar(plain)).toThrow(SearchError);
    expect(() => partialExpansionAstar(plain)).toThrow(/expandByFChange/);
    try {
      partialExpansionAstar(plain);
    } catch (e) {
      expect((e as SearchError).code).toBe('missing-capability');
    }
  });

  it('refuses an expandByFChange that does not move on to a larger f-change', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => partialExpansionAstar({ ...p, expandByFChange: () => 0 })).toThrow(/next f-change/);
  });
});
