import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, rbfs } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

const fractionsArb = fc.oneof(
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  fc.constant(new Array<number>(24).fill(1)),
);

describe('rbfs (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs when it ends, and claims exhausted only without a path', () => {
    let solved = 0;
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const p = graphProblem(g, (n) => (exact[n] === Infinity ? 3 : Math.floor(exact[n]! * f[n]!)));
        const r = rbfs(p, { maxExpansions: 20_000 });
        if (r.status === 'solved') {
          solved++;
          expect(r.cost).toBe(optimal);
          expect(replayCost(p, r.moves, r.states)).toBe(optimal);
        } else if (r.status === 'exhausted') {
          expect(optimal).toBe(Infinity);
        } else {
          expect(r.limit).toBe('expansions');
        }
      }),
      { numRuns: 250 },
    );
    expect(solved).toBeGreaterThan(100);
  });

  it('finds the fewest moves on grid mazes', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 40),
        (grid) => {
          const p = gridProblem(grid);
          const shortest = bfs(p);
          const r = rbfs(p, { maxExpansions: 50_000 });
          if (r.status === 'limit') return;
          expect(r.status).toBe(shortest.status);
          if (shortest.status === 'solved') {
            expect(r.cost).toBe(shortest.cost);
            expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
