import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOptimalPaths } from '@puzzle-solvers/search-core';
import { allLooplessPaths, distancesToGoal, graphProblem, replayCost, smallGraphArb } from '../arbitraries/graph.js';

const fractionsArb = fc.oneof(
  fc.constant(undefined),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  fc.constant(new Array<number>(24).fill(1)),
);

/** Small graphs, half of them with weights 0 to 2 only: many ties, so many optimal paths. */
const tiedArb = fc.oneof(
  smallGraphArb,
  smallGraphArb.map((g) => ({ ...g, edges: g.edges.map(([a, b, w]) => [a, b, w % 3] as const) })),
);

describe('allOptimalPaths (oracle: enumeration of every loopless path)', () => {
  it('lists exactly the loopless paths of optimal cost, and counts them', () => {
    let several = 0;
    fc.assert(
      fc.property(tiedArb, fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const all = allLooplessPaths(g);
        const p = graphProblem(g, f === undefined ? undefined : (n) => (exact[n] === Infinity ? 1 : Math.floor(exact[n]! * f[n]!)));
        const r = allOptimalPaths(p);
        if (all.length === 0) {
          expect(r.status).toBe('exhausted');
          return;
        }
        const optimal = all[0]!.cost;
        expect(optimal).toBe(exact[0]);
        if (r.status !== 'solved') throw new Error(`expected solved, got ${r.status}`);
        expect(r.cost).toBe(optimal);
        expect(replayCost(p, r.moves, r.states)).toBe(optimal);
        const want = all.filter((x) => x.cost === optimal).map((x) => x.moves.join(' '));
        const got: string[] = [];
        for (const path of r.paths()) {
          expect(path.cost).toBe(optimal);
          expect(replayCost(p, path.moves, path.states)).toBe(optimal);
          got.push(path.moves.join(' '));
        }
        expect(got.sort()).toEqual(want.sort());
        expect(r.count()).toBe(BigInt(want.length));
        if (want.length > 1) several++;
      }),
      { numRuns: 300 },
    );
    expect(several).toBeGreaterThan(20);
  });
});
