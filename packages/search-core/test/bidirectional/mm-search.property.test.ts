import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mmSearch, mmSearchAsync } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, gridArb, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import {
  bidirectionalGraph,
  bidirectionalGrid,
  carriedGraph,
  distancesFromStart,
  type Expansion,
  expectFewestMoves,
  expectLimitsHold,
  expectSameRun,
} from '../fixtures/bidirectional-problems.js';

/**
 * Heuristics from the exact distances d (Bellman–Ford): `scaled` is ⌊c·d⌋ for one c in [0, 1]
 * (consistent on integer costs; c = 0 is MM0), `random` is ⌊d·rᵢ⌋ with a random rᵢ per node
 * (admissible, usually inconsistent). States with no path to the other end may be given any value.
 */
type HeuristicKind = { kind: 'scaled'; c: number } | { kind: 'random'; r: number[] };
const heuristicArb: fc.Arbitrary<HeuristicKind> = fc.oneof(
  fc.record({
    kind: fc.constant('scaled' as const),
    c: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  }),
  fc.record({
    kind: fc.constant('random' as const),
    r: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  }),
);
function heuristic(exact: number[], k: HeuristicKind): (n: number) => number {
  if (k.kind === 'scaled') return (n) => (exact[n] === Infinity ? 1000 : Math.floor(k.c * exact[n]!));
  return (n) => (exact[n] === Infinity ? 4 : Math.floor(exact[n]! * k.r[n]!));
}

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);

describe('mmSearch (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs, with consistent, inconsistent and no heuristics both ways', () => {
    fc.assert(
      fc.property(graphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristic(toGoal, hf));
        const minStepCost = useEps ? Math.min(...g.edges.map((e) => e[2])) : 0;
        const r = mmSearch(p, { backwardHeuristic: heuristic(distancesFromStart(g), hb), minStepCost });
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
      { numRuns: 200 },
    );
  });

  it('meets in the middle: no state is expanded on either side at a g above half the optimum', () => {
    fc.assert(
      fc.property(graphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const fromStart = distancesFromStart(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristic(toGoal, hf);
        const backwardH = heuristic(fromStart, hb);
        const minStepCost = useEps ? Math.min(...g.edges.map((e) => e[2])) : 0;
        const r = mmSearch(carriedGraph(g, log), {
          heuristic: (s) => forwardH(s.n),
          backwardHeuristic: (s) => backwardH(s.n),
          minStepCost,
        });
        expect(r.cost).toBe(optimal);
        // The search's expansions come first; the path's replay expands after them.
        const expansions = log.slice(0, r.stats.expanded);
        expect(expansions.length).toBe(r.stats.expanded);
        for (const e of expansions) expect(2 * e.g).toBeLessThanOrEqual(optimal);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the fewest moves on grid mazes, MM with the Manhattan distance both ways and MM0', () => {
    fc.assert(
      fc.property(gridArb, fc.boolean(), (grid, blind) => {
        const { problem, fromStart } = bidirectionalGrid(grid);
        const { heuristic: _, ...withoutHeuristic } = problem;
        const r = blind
          ? mmSearch({ ...withoutHeuristic, minStepCost: 1 })
          : mmSearch(problem, { backwardHeuristic: fromStart, minStepCost: 1 });
        expectFewestMoves(grid, problem, r);
      }),
      { numRuns: 150 },
    );
  });

  // From 3 states: both ends are stored before the first check.
  it('holds maxExpansions and maxStates, and a limited search that stops reports so', () => {
    fc.assert(
      fc.property(graphArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 3, max: 10 }), (g, maxExpansions, maxStates) => {
        expectLimitsHold(mmSearch, bidirectionalGraph(g), maxExpansions, maxStates);
      }),
      { numRuns: 200 },
    );
  });

  it('the async form, in slices of one step, gives the same answer and statistics', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, heuristicArb, async (g, hf) => {
        const p = bidirectionalGraph(g, heuristic(distancesToGoal(g), hf));
        const sync = mmSearch(p, { minStepCost: 0 });
        const async = await mmSearchAsync(p, { minStepCost: 0, yieldEveryMs: 0, checkEvery: 1 });
        expectSameRun(async, sync);
      }),
      { numRuns: 100 },
    );
  });
});
