import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kShortestPaths } from '@puzzle-solvers/search-core';
import { allLooplessPaths, distancesToGoal, graphProblem, replayCost, smallGraphArb } from '../arbitraries/graph.js';

describe('kShortestPaths (oracle: enumeration of every loopless path)', () => {
  it('returns the k cheapest loopless paths, each valid, loopless and distinct, cheapest first', () => {
    let several = 0;
    fc.assert(
      fc.property(smallGraphArb, fc.integer({ min: 1, max: 8 }), fc.boolean(), (g, k, guided) => {
        const all = allLooplessPaths(g);
        const exact = distancesToGoal(g);
        const p = graphProblem(g, guided ? (n) => (exact[n] === Infinity ? 0 : exact[n]!) : undefined);
        const r = kShortestPaths(p, k);
        const want = all.slice(0, k).map((x) => x.cost);
        expect(r.paths.map((x) => x.cost)).toEqual(want);
        if (all.length === 0) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(all[0]!.cost);
        const seen = new Set<string>();
        for (const path of r.paths) {
          expect(replayCost(p, path.moves, path.states)).toBe(path.cost);
          expect(new Set(path.states).size).toBe(path.states.length);
          const key = path.moves.join(' ');
          expect(seen.has(key)).toBe(false);
          seen.add(key);
          expect(all.some((x) => x.moves.join(' ') === key)).toBe(true);
        }
        if (r.paths.length > 2) several++;
      }),
      { numRuns: 300 },
    );
    expect(several).toBeGreaterThan(25);
  });
});
