import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyStats, mergeStats, type SearchStats } from '@puzzle-solvers/search-core';

const statsArb: fc.Arbitrary<SearchStats> = fc.record({
  expanded: fc.nat(),
  generated: fc.nat(),
  duplicates: fc.nat(),
  pruned: fc.nat(),
  reopened: fc.nat(),
  peakFrontier: fc.nat(),
  peakStored: fc.nat(),
  elapsedMs: fc.nat(),
  iterations: fc.nat(),
});

describe('mergeStats', () => {
  it('adds counters and times, keeps the larger peaks, and changes neither argument', () => {
    fc.assert(
      fc.property(statsArb, statsArb, (a, b) => {
        const before = [{ ...a }, { ...b }];
        const m = mergeStats(a, b);
        for (const k of ['expanded', 'generated', 'duplicates', 'pruned', 'reopened', 'elapsedMs', 'iterations'] as const)
          expect(m[k]).toBe(a[k] + b[k]);
        expect(m.peakFrontier).toBe(Math.max(a.peakFrontier, b.peakFrontier));
        expect(m.peakStored).toBe(Math.max(a.peakStored, b.peakStored));
        expect(Object.keys(m).sort()).toEqual(Object.keys(a).sort());
        expect([a, b]).toEqual(before);
      }),
    );
  });
});

describe('emptyStats', () => {
  it('is what mergeStats adds nothing to, on either side, and a new object each time', () => {
    fc.assert(
      fc.property(statsArb, (s) => {
        expect(mergeStats(emptyStats(), s)).toEqual(s);
        expect(mergeStats(s, emptyStats())).toEqual(s);
        const a = emptyStats();
        a.expanded = s.expanded + 1;
        expect(emptyStats().expanded).toBe(0);
      }),
    );
  });
});
