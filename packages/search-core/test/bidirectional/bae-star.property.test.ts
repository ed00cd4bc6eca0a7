import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baeStar, baeStarAsync } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, gridArb, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import {
  bidirectionalGraph,
  bidirectionalGrid,
  distancesFromStart,
  expectFewestMoves,
  expectLimitsHold,
  expectSameRun,
} from '../fixtures/bidirectional-problems.js';

/**
 * Heuristics from the exact distances d (Bellman–Ford). `scaled` is ⌊c·d⌋ for one c in [0, 1]:
 * consistent on integer costs (c = 0: no heuristic). `random` is ⌊d·rᵢ⌋ with a random rᵢ per
 * node: admissible, usually inconsistent. A state with no path to the other end gets a large
 * value (it cannot be on a path from one end to the other).
 */
type HeuristicKind = { kind: 'scaled'; c: number } | { kind: 'random'; r: number[] };
const scaledArb = fc.record({
  kind: fc.constant('scaled' as const),
  c: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
});
const randomArb = fc.record({
  kind: fc.constant('random' as const),
  r: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
});
function heuristic(exact: number[], k: HeuristicKind): (n: number) => number {
  if (k.kind === 'scaled') return (n) => (exact[n] === Infinity ? 1000 : Math.floor(k.c * exact[n]!));
  return (n) => (exact[n] === Infinity ? 4 : Math.floor(exact[n]! * k.r[n]!));
}

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
const sideArb = fc.constantFrom('least-b' as const, 'fewer-open' as const);

describe('baeStar (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs with consistent heuristics both ways (none included), either side rule', () => {
    fc.assert(
      fc.property(graphArb, scaledArb, scaledArb, sideArb, (g, hf, hb, side) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristic(toGoal, hf));
        const r = baeStar(p, { backwardHeuristic: heuristic(distancesFromStart(g), hb), side });
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(optimal);
        expect(replayCost(p, r.moves!, r.states!)).toBe(optimal);
        expect(r.states![0]).toBe(0);
        expect(r.states![r.states!.length - 1]).toBe(g.goal);
      }),
      { numRuns: 150 },
    );
  });

  it('with admissible inconsistent heuristics still returns a real path from start to goal, never cheaper than the optimum', () => {
    fc.assert(
      fc.property(graphArb, randomArb, randomArb, sideArb, (g, hf, hb, side) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristic(toGoal, hf));
        const r = baeStar(p, { backwardHeuristic: heuristic(distancesFromStart(g), hb), side });
        expect(r.status).toBe(optimal === Infinity ? 'exhausted' : 'solved');
        if (r.status !== 'solved') return;
        expect(r.cost).toBeGreaterThanOrEqual(optimal);
        expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        expect(r.states![r.states!.length - 1]).toBe(g.goal);
      }),
      { numRuns: 100 },
    );
  });

  it('finds the fewest moves on grid mazes, with the Manhattan distance both ways and with none', () => {
    fc.assert(
      fc.property(gridArb, fc.boolean(), sideArb, (grid, blind, side) => {
        const { problem, fromStart } = bidirectionalGrid(grid);
        const { heuristic: _, ...withoutHeuristic } = problem;
        const r = blind ? baeStar(withoutHeuristic, { side }) : baeStar(problem, { backwardHeuristic: fromStart, side });
        expectFewestMoves(grid, problem, r);
      }),
      { numRuns: 150 },
    );
  });

  // From 3 states: both ends are stored before the first check.
  it('holds maxExpansions and maxStates, and a limited search that stops reports so', () => {
    fc.assert(
      fc.property(graphArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 3, max: 10 }), (g, maxExpansions, maxStates) => {
        expectLimitsHold(baeStar, bidirectionalGraph(g), maxExpansions, maxStates);
      }),
      { numRuns: 200 },
    );
  });

  it('the async form, in slices of one step, gives the same answer and statistics', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, scaledArb, sideArb, async (g, hf, side) => {
        const p = bidirectionalGraph(g, heuristic(distancesToGoal(g), hf));
        const sync = baeStar(p, { side });
        const async = await baeStarAsync(p, { side, yieldEveryMs: 0, checkEvery: 1 });
        expectSameRun(async, sync);
      }),
      { numRuns: 100 },
    );
  });
});
