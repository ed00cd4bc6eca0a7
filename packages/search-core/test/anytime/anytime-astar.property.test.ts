import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnytimeSolution, anytimeAstar, dijkstra } from '@puzzle-solvers/search-core';
import { distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

/** Admissible heuristics of three kinds: none, exact, and random fractions of exact (usually inconsistent). */
const heuristicArb = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'exact'>('exact'),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
);
const weightsArb = fc.oneof(
  fc.constant(undefined),
  fc.constant([Infinity, 1]),
  fc.array(fc.double({ min: 1, max: 6, noNaN: true }), { minLength: 1, maxLength: 4 }).map((ws) => ws.sort((a, b) => b - a)),
);

function heuristicOf(exact: number[], kind: 'none' | 'exact' | number[]): ((n: number) => number) | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'exact') return (n) => exact[n]!;
  // Finite everywhere: an unreachable node gets a plain number, not Infinity (which would prune it).
  return (n) => (exact[n] === Infinity ? 5 : Math.floor(exact[n]! * kind[n]!));
}

describe('anytimeAstar on random weighted graphs (oracle: Bellman–Ford)', () => {
  it('ends proven optimal at the optimum, each solution cheaper than the last and no bound above the optimum', () => {
    let improved = 0;
    fc.assert(
      fc.property(weightedGraphArb, heuristicArb, weightsArb, (g, kind, weights) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const h = heuristicOf(exact, kind);
        const p = graphProblem(g, h);
        const seen: AnytimeSolution<number, string>[] = [];
        const bounds: number[] = [];
        const r = anytimeAstar(p, {
          ...(weights ? { weights } : {}),
          onSolution: (s) => seen.push(s),
          onLowerBound: (b) => bounds.push(b),
        });
        for (let i = 0; i < seen.length; i++) {
          const s = seen[i]!;
          expect(s.cost).toBeGreaterThanOrEqual(optimal);
          expect(s.lowerBound).toBeLessThanOrEqual(optimal);
          expect(replayCost(p, s.moves, s.states)).toBe(s.cost);
          if (i > 0) {
            expect(s.cost).toBeLessThan(seen[i - 1]!.cost);
            expect(s.lowerBound).toBeGreaterThanOrEqual(seen[i - 1]!.lowerBound);
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
        const r = anytimeAstar(graphProblem(g, heuristicOf(exact, kind)), { maxExpansions, weights: [4, 2, 1] });
        expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        if (r.status === 'solved') {
          expect(r.cost).toBeGreaterThanOrEqual(optimal);
          if (r.provenOptimal) expect(r.cost).toBe(optimal);
          else expect(r.stopped).toBe('expansions');
        } else if (r.status === 'exhausted') {
          expect(optimal).toBe(Infinity);
        } else {
          expect(r.limit).toBe('expansions');
        }
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
