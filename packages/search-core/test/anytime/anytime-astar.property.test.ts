import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anytimeAstar, dijkstra } from '@puzzle-solvers/search-core';
import { distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import { expectCompleteRun, expectStoppedRun, heuristicArb, heuristicOf, listener } from './anytime-checks.js';

const weightsArb = fc.oneof(
  fc.constant(undefined),
  fc.constant([Infinity, 1]),
  fc.array(fc.double({ min: 1, max: 6, noNaN: true }), { minLength: 1, maxLength: 4 }).map((ws) => ws.sort((a, b) => b - a)),
);

describe('anytimeAstar on random weighted graphs (oracle: Bellman–Ford)', () => {
  it('ends proven optimal at the optimum, each solution cheaper than the last and no bound above the optimum', () => {
    let improved = 0;
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, weightsArb, (g, kind, weights) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const h = heuristicOf(exact, kind);
        const p = graphProblem(g, h);
        const heard = listener<number, string>();
        const r = anytimeAstar(p, { ...(weights ? { weights } : {}), ...heard.options });
        expectCompleteRun(p, r, heard, optimal);
        if (heard.seen.length > 1) improved++;
      }),
      { numRuns: 300 },
    );
    // Not vacuous: some searches improve on their first solution.
    expect(improved).toBeGreaterThan(5);
  });

  it('stopped by any limit, never claims a bound above the optimum or a solution below it', () => {
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, fc.nat({ max: 25 }), (g, kind, maxExpansions) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const p = graphProblem(g, heuristicOf(exact, kind));
        expectStoppedRun(p, anytimeAstar(p, { maxExpansions, weights: [4, 2, 1] }), optimal, 'expansions', maxExpansions, 0);
      }),
      { numRuns: 300 },
    );
  });

  it('with maxCost, finds a solution when one costs at most that, and otherwise proves a bound above it', () => {
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, fc.integer({ min: 0, max: 30 }), (g, kind, maxCost) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const r = anytimeAstar(graphProblem(g, heuristicOf(exact, kind)), { maxCost });
        if (optimal <= maxCost) {
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(optimal);
        } else {
          expect(r.status).toBe('exhausted');
          expect(r.lowerBound).toBeGreaterThan(maxCost);
          expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the optimum on grid mazes with the Manhattan distance, the same as Dijkstra', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const p = gridProblem(g);
        const d = dijkstra(p);
        const r = anytimeAstar(p, { weights: [Infinity, 2, 1] });
        expect(r.status).toBe(d.status);
        if (d.status === 'solved') {
          expect(r.cost).toBe(d.cost);
          expect(r.provenOptimal).toBe(true);
          expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});
