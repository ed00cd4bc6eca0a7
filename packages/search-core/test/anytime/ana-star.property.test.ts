import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anaStar, anaStarAsync, dijkstra } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import {
  expectAsyncAgrees,
  expectCompleteRun,
  expectMaxCostHonoured,
  expectStoppedRun,
  heuristicArb,
  heuristicOf,
  listener,
  optimumOf,
} from './anytime-checks.js';

describe('anaStar on random weighted graphs (oracle: Dijkstra)', () => {
  it('each solution valid and cheaper than the last, bounds never above the optimum, ends proven optimal', () => {
    let improved = 0;
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), heuristicArb, (g, kind) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        expect(exact[0]).toBe(optimal);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const heard = listener<number, string>();
        const r = anaStar(p, heard.options);
        expectCompleteRun(p, r, heard, optimal, { weightBound: true });
        // ANA*'s bound E only falls.
        for (let i = 1; i < heard.seen.length; i++) expect(heard.seen[i]!.weight).toBeLessThanOrEqual(heard.seen[i - 1]!.weight);
        if (heard.seen.length > 1) improved++;
      }),
      { numRuns: 200 },
    );
    // Not vacuous: some searches improve on their first solution.
    expect(improved).toBeGreaterThan(10);
  });

  it('stopped by an expansion or state limit, never claims a bound above the optimum or a solution below it', () => {
    fc.assert(
      fc.property(
        denseGraphArb,
        heuristicArb,
        fc.nat({ max: 25 }),
        fc.oneof(fc.constant<'expansions'>('expansions'), fc.constant<'states'>('states')),
        (g, kind, n, which) => {
          const exact = distancesToGoal(g);
          const optimal = optimumOf(g);
          const p = graphProblem(g, heuristicOf(exact, kind));
          const r = anaStar(p, which === 'expansions' ? { maxExpansions: n } : { maxStates: n + 1 });
          expectStoppedRun(p, r, optimal, which, n, 2);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with maxCost, finds the optimum when it costs at most that, and otherwise proves a bound above it', () => {
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, fc.integer({ min: 0, max: 30 }), (g, kind, maxCost) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const r = anaStar(graphProblem(g, heuristicOf(exact, kind)), { maxCost });
        expectMaxCostHonoured(r, optimal, maxCost);
      }),
      { numRuns: 100 },
    );
  });

  it('the async form finds the same solutions, and an abort stops it with the best so far', async () => {
    await fc.assert(
      fc.asyncProperty(denseGraphArb, heuristicArb, fc.nat({ max: 3 }), async (g, kind, abortAfter) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        await expectAsyncAgrees(
          (o) => anaStar(p, { ...o }),
          (o) => anaStarAsync(p, { ...o }),
          optimal,
          abortAfter,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('finds the optimum on grid mazes with the Manhattan distance, the same as Dijkstra', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const p = gridProblem(g);
        const d = dijkstra(p);
        const r = anaStar(p);
        expect(r.status).toBe(d.status);
        if (d.status === 'solved') {
          expect(r.cost).toBe(d.cost);
          expect(r.provenOptimal).toBe(true);
          expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        }
      }),
      { numRuns: 60 },
    );
  });
});
