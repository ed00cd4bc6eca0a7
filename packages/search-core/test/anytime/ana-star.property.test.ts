import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnytimeSolution, anaStar, anaStarAsync, dijkstra } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

/** Admissible heuristics of three kinds: none, exact, and random fractions of exact (usually inconsistent). */
const heuristicArb = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'exact'>('exact'),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
);

function heuristicOf(exact: number[], kind: 'none' | 'exact' | number[]): ((n: number) => number) | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'exact') return (n) => exact[n]!;
  // Finite everywhere: an unreachable node gets a plain number, not Infinity (which would prune it).
  return (n) => (exact[n] === Infinity ? 5 : Math.floor(exact[n]! * kind[n]!));
}

/** Dijkstra's optimum from the start, the oracle, beside the distances to the goal (for the heuristics). */
function optimumOf(g: Parameters<typeof graphProblem>[0]): number {
  const d = dijkstra(graphProblem(g));
  return d.status === 'solved' ? d.cost : Infinity;
}

describe('anaStar on random weighted graphs (oracle: Dijkstra)', () => {
  it('each solution valid and cheaper than the last, bounds never above the optimum, ends proven optimal', () => {
    let improved = 0;
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), heuristicArb, (g, kind) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        expect(exact[0]).toBe(optimal);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const seen: AnytimeSolution<number, string>[] = [];
        const bounds: number[] = [];
        const r = anaStar(p, { onSolution: (s) => seen.push(s), onLowerBound: (b) => bounds.push(b) });
        for (let i = 0; i < seen.length; i++) {
          const s = seen[i]!;
          expect(s.index).toBe(i + 1);
          expect(replayCost(p, s.moves, s.states)).toBe(s.cost);
          expect(s.cost).toBeGreaterThanOrEqual(optimal);
          expect(s.lowerBound).toBeLessThanOrEqual(optimal);
          // The paper's bound: cost ≤ E × optimum (E is Infinity until it bounds anything).
          if (s.weight < Infinity) expect(s.cost).toBeLessThanOrEqual(s.weight * optimal + 1e-9);
          if (i > 0) {
            expect(s.cost).toBeLessThan(seen[i - 1]!.cost);
            expect(s.lowerBound).toBeGreaterThanOrEqual(seen[i - 1]!.lowerBound);
            expect(s.weight).toBeLessThanOrEqual(seen[i - 1]!.weight);
          }
        }
        for (let i = 1; i < bounds.length; i++) expect(bounds[i]!).toBeGreaterThan(bounds[i - 1]!);
        for (const b of bounds) if (optimal < Infinity) expect(b).toBeLessThanOrEqual(optimal);
        if (seen.length > 1) improved++;
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          expect(r.lowerBound).toBe(Infinity);
          expect(seen).toHaveLength(0);
        } else {
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(optimal);
          expect(r.provenOptimal).toBe(true);
          expect(r.lowerBound).toBe(optimal);
          expect(r.solutions).toBe(seen.length);
          expect(seen[seen.length - 1]!.cost).toBe(optimal);
        }
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
          expect(r.lowerBound).toBeLessThanOrEqual(optimal);
          if (r.status === 'solved') {
            expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
            expect(r.cost).toBeGreaterThanOrEqual(optimal);
            if (r.provenOptimal) expect(r.cost).toBe(optimal);
            else expect(r.stopped).toBe(which);
          } else if (r.status === 'exhausted') {
            expect(optimal).toBe(Infinity);
          } else {
            expect(r.status).toBe('limit');
            expect(r.limit).toBe(which);
          }
          if (which === 'expansions') expect(r.stats.expanded).toBeLessThanOrEqual(n);
          // The state that reaches the limit is stored before the search stops.
          else expect(r.stats.peakStored).toBeLessThanOrEqual(n + 2);
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
        if (optimal <= maxCost) {
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(optimal);
          expect(r.provenOptimal).toBe(true);
        } else {
          expect(r.status).toBe('exhausted');
          expect(r.lowerBound).toBeGreaterThan(maxCost);
          expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        }
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
        const sync: number[] = [];
        const async: number[] = [];
        const a = anaStar(p, { onSolution: (s) => sync.push(s.cost) });
        const b = await anaStarAsync(p, { yieldEveryMs: 0, checkEvery: 1, onSolution: (s) => async.push(s.cost) });
        expect(async).toEqual(sync);
        expect(b.status).toBe(a.status);
        expect({ ...b.stats, elapsedMs: 0 }).toEqual({ ...a.stats, elapsedMs: 0 });
        // Aborted from onSolution after `abortAfter` + 1 solutions: the best so far, never a wrong claim.
        const stop = new AbortController();
        let heard = 0;
        const c = await anaStarAsync(p, {
          signal: stop.signal,
          checkEvery: 1,
          onSolution: () => {
            if (++heard > abortAfter) stop.abort();
          },
        });
        expect(c.lowerBound).toBeLessThanOrEqual(optimal);
        if (c.status === 'solved') {
          expect(c.cost).toBe(sync[Math.min(abortAfter, sync.length - 1)]);
          if (c.provenOptimal) expect(c.cost).toBe(optimal);
          else expect(c.stopped).toBe('aborted');
        } else {
          expect(c.status).toBe('exhausted');
        }
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
