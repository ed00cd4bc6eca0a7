import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baeStar, baeStarAsync } from '@puzzle-solvers/search-core';
import { distancesToGoal, gridArb, replayCost } from '../arbitraries/graph.js';
import {
  bidirectionalGraph,
  bidirectionalGrid,
  distancesFromStart,
  expectFewestMoves,
  expectOptimalPath,
} from '../fixtures/bidirectional-problems.js';
import {
  bidirectionalContract,
  bidirectionalGraphArb,
  heuristicFrom,
  randomHeuristicArb,
  scaledHeuristicArb,
} from '../fixtures/bidirectional-contract.js';

const sideArb = fc.constantFrom('least-b' as const, 'fewer-open' as const);

describe('baeStar (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs with consistent heuristics both ways (none included), either side rule', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, scaledHeuristicArb, scaledHeuristicArb, sideArb, (g, hf, hb, side) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristicFrom(toGoal, hf));
        const r = baeStar(p, { backwardHeuristic: heuristicFrom(distancesFromStart(g), hb), side });
        expectOptimalPath(p, g, r, optimal);
      }),
      { numRuns: 150 },
    );
  });

  it('with admissible inconsistent heuristics still returns a real path from start to goal, never cheaper than the optimum', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, randomHeuristicArb, randomHeuristicArb, sideArb, (g, hf, hb, side) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristicFrom(toGoal, hf));
        const r = baeStar(p, { backwardHeuristic: heuristicFrom(distancesFromStart(g), hb), side });
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

  bidirectionalContract(
    baeStar,
    baeStarAsync,
    sideArb.map((side) => ({ side })),
    scaledHeuristicArb,
  );
});
