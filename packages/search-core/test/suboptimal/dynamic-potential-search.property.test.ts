import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dijkstra, dynamicPotentialSearch, dynamicPotentialSearchAsync } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

/**
 * Admissible heuristics: none, exact, random fractions of exact (usually inconsistent), and the
 * consistent max(0, exact − c) (a constant taken off stays consistent).
 */
const heuristicArb = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'exact'>('exact'),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  fc.integer({ min: 1, max: 6 }),
);
type Kind = 'none' | 'exact' | number[] | number;

function heuristicOf(exact: number[], kind: Kind): ((n: number) => number) | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'exact') return (n) => exact[n]!;
  // Finite everywhere: an unreachable node gets a plain number, not Infinity (which would prune it).
  if (typeof kind === 'number') return (n) => (exact[n] === Infinity ? 5 : Math.max(0, exact[n]! - kind));
  return (n) => (exact[n] === Infinity ? 5 : Math.floor(exact[n]! * kind[n]!));
}

const weightArb = fc.oneof({ weight: 1, arbitrary: fc.constant(1) }, { weight: 4, arbitrary: fc.double({ min: 1, max: 4, noNaN: true }) });
const graphArb = fc.oneof({ weight: 1, arbitrary: weightedGraphArb }, { weight: 3, arbitrary: denseGraphArb });

/** Dijkstra's optimum from the start: the oracle. */
function optimumOf(g: Parameters<typeof graphProblem>[0]): number {
  const d = dijkstra(graphProblem(g));
  return d.status === 'solved' ? d.cost : Infinity;
}

describe('dynamicPotentialSearch on random weighted graphs (oracle: Dijkstra)', () => {
  it('costs at most weight × the optimum over a valid path, proves a lower bound, and is exhausted iff no goal is reachable', () => {
    let above = 0;
    fc.assert(
      fc.property(graphArb, heuristicArb, weightArb, (g, kind, weight) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const r = dynamicPotentialSearch(p, { weight });
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        if (r.status !== 'solved') return;
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.states[0]).toBe(0);
        expect(r.states[r.states.length - 1]).toBe(g.goal);
        expect(r.cost).toBeGreaterThanOrEqual(optimal);
        expect(r.cost).toBeLessThanOrEqual(weight * optimal);
        expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        expect(r.cost).toBeLessThanOrEqual(weight * r.lowerBound);
        if (weight === 1) expect(r.cost).toBe(optimal);
        if (r.cost > optimal) above++;
      }),
      { numRuns: 400 },
    );
    // Not vacuous: the bound is used.
    expect(above).toBeGreaterThan(5);
  });

  it('stopped by an expansion or state limit, honours it and never returns a path below the optimum', () => {
    fc.assert(
      fc.property(
        denseGraphArb,
        heuristicArb,
        weightArb,
        fc.nat({ max: 25 }),
        fc.oneof(fc.constant<'expansions'>('expansions'), fc.constant<'states'>('states')),
        (g, kind, weight, n, which) => {
          const exact = distancesToGoal(g);
          const optimal = optimumOf(g);
          const p = graphProblem(g, heuristicOf(exact, kind));
          const r = dynamicPotentialSearch(p, which === 'expansions' ? { weight, maxExpansions: n } : { weight, maxStates: n + 1 });
          if (r.status === 'solved') {
            expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
            expect(r.cost).toBeGreaterThanOrEqual(optimal);
            expect(r.cost).toBeLessThanOrEqual(weight * optimal);
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
      { numRuns: 150 },
    );
  });

  it('the async form returns the same, and an abort stops it', async () => {
    await fc.assert(
      fc.asyncProperty(denseGraphArb, heuristicArb, weightArb, fc.nat({ max: 4 }), async (g, kind, weight, abortAt) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const a = dynamicPotentialSearch(p, { weight });
        const b = await dynamicPotentialSearchAsync(p, { weight, yieldEveryMs: 0, checkEvery: 1 });
        expect(b.status).toBe(a.status);
        expect(b.cost).toBe(a.cost);
        expect(b.moves).toEqual(a.moves);
        expect({ ...b.stats, elapsedMs: 0 }).toEqual({ ...a.stats, elapsedMs: 0 });
        // Aborted inside the expansion that generates child `abortAt`: never a claim past that.
        const stop = new AbortController();
        let seen = 0;
        const counted = graphProblem(g, heuristicOf(exact, kind));
        const successors = counted.successors!;
        const c = await dynamicPotentialSearchAsync(
          {
            ...counted,
            successors: (n) => {
              if (seen++ === abortAt) stop.abort();
              return successors(n);
            },
          },
          { weight, signal: stop.signal, checkEvery: 1 },
        );
        if (stop.signal.aborted) {
          expect(c.status === 'aborted' || c.status === 'solved').toBe(true);
          if (c.status === 'aborted') expect(c.stats.expanded).toBeLessThanOrEqual(abortAt + 1);
        } else {
          expect(c.status).toBe(a.status);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('on grid mazes with the Manhattan distance: within the bound, the optimum with weight 1', () => {
    fc.assert(
      fc.property(gridArb, weightArb, (g, weight) => {
        const p = gridProblem(g);
        const d = dijkstra(p);
        const r = dynamicPotentialSearch(p, { weight });
        expect(r.status).toBe(d.status);
        if (d.status === 'solved' && r.status === 'solved') {
          expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
          expect(r.cost).toBeLessThanOrEqual(weight * d.cost);
          if (weight === 1) expect(r.cost).toBe(d.cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});
