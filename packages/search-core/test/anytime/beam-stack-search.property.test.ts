import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamStackSearch, beamStackSearchAsync, byHash, dijkstra, type SearchProblem } from '@puzzle-solvers/search-core';
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

/** Widths from the narrowest (depth-first branch and bound) to wider than any graph here. */
const widthArb = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 }), fc.constant(64));

/** The same problem identified by hash and equality instead of a key (the table's other kind). */
function hashed<M>(p: SearchProblem<number, M>): SearchProblem<number, M> {
  const { key: _key, ...rest } = p;
  return rest;
}

describe('beamStackSearch on random weighted graphs (oracle: Dijkstra)', () => {
  it('each solution valid and cheaper than the last, bounds never above the optimum, ends proven optimal', () => {
    let improved = 0;
    let backtracked = 0;
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), heuristicArb, widthArb, fc.boolean(), (g, kind, width, byHashing) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const heard = listener<number, string>();
        const options = { width, ...heard.options };
        const r = byHashing
          ? beamStackSearch(hashed(p), {
              ...options,
              hashing: byHash(
                (n: number) => n % 3,
                (a, b) => a === b,
              ),
            })
          : beamStackSearch(p, options);
        expectCompleteRun(p, r, heard, optimal, { weightBound: true });
        if (heard.seen.length > 1) improved++;
        if (r.stats.iterations > 1) backtracked++;
        // Memory: the root, and at most `width` in each deeper layer held; every held path is
        // simple, so no layer is deeper than n − 1.
        expect(r.stats.peakStored).toBeLessThanOrEqual(1 + width * Math.max(0, g.n - 1));
        expect(r.stats.peakFrontier).toBeLessThanOrEqual(width);
      }),
      { numRuns: 300 },
    );
    // Not vacuous: some searches improve on their first solution, and some backtrack.
    expect(improved).toBeGreaterThan(10);
    expect(backtracked).toBeGreaterThan(10);
  });

  it('a width of at least the number of states never backtracks: one beam search, proven optimal at its end', () => {
    fc.assert(
      fc.property(denseGraphArb, heuristicArb, (g, kind) => {
        const exact = distancesToGoal(g);
        const r = beamStackSearch(graphProblem(g, heuristicOf(exact, kind)), { width: g.n });
        expect(r.stats.iterations).toBe(1);
        const optimal = optimumOf(g);
        if (optimal === Infinity) expect(r.status).toBe('exhausted');
        else expect(r).toMatchObject({ status: 'solved', cost: optimal, provenOptimal: true });
      }),
      { numRuns: 100 },
    );
  });

  it('stopped by an expansion or state limit, never claims a bound above the optimum or a solution below it', () => {
    fc.assert(
      fc.property(
        denseGraphArb,
        heuristicArb,
        widthArb,
        fc.nat({ max: 25 }),
        fc.oneof(fc.constant<'expansions'>('expansions'), fc.constant<'states'>('states')),
        (g, kind, width, n, which) => {
          const exact = distancesToGoal(g);
          const optimal = optimumOf(g);
          const p = graphProblem(g, heuristicOf(exact, kind));
          const r = beamStackSearch(p, { width, ...(which === 'expansions' ? { maxExpansions: n } : { maxStates: n + 1 }) });
          expectStoppedRun(p, r, optimal, which, n, 1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('with maxCost, finds the optimum when it costs at most that, and otherwise proves a bound above it', () => {
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, widthArb, fc.integer({ min: 0, max: 30 }), (g, kind, width, maxCost) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const r = beamStackSearch(graphProblem(g, heuristicOf(exact, kind)), { width, maxCost });
        expectMaxCostHonoured(r, optimal, maxCost);
      }),
      { numRuns: 100 },
    );
  });

  it('the async form finds the same solutions, and an abort stops it with the best so far', async () => {
    await fc.assert(
      fc.asyncProperty(denseGraphArb, heuristicArb, widthArb, fc.nat({ max: 3 }), async (g, kind, width, abortAfter) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        await expectAsyncAgrees(
          (o) => beamStackSearch(p, { width, ...o }),
          (o) => beamStackSearchAsync(p, { width, ...o }),
          optimal,
          abortAfter,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('finds the optimum on grid mazes with the Manhattan distance, the same as Dijkstra, at any width', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 1, max: 8 }), (g, width) => {
        const p = gridProblem(g);
        const d = dijkstra(p);
        const r = beamStackSearch(p, { width });
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
