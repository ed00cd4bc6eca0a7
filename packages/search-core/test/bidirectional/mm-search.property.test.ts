import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mmSearch, mmSearchAsync } from '@puzzle-solvers/search-core';
import { distancesToGoal, gridArb } from '../arbitraries/graph.js';
import {
  bidirectionalGraph,
  bidirectionalGrid,
  carriedGraph,
  distancesFromStart,
  type Expansion,
  expectFewestMoves,
  expectOptimalPath,
} from '../fixtures/bidirectional-problems.js';
import { bidirectionalContract, bidirectionalGraphArb, heuristicArb, heuristicFrom } from '../fixtures/bidirectional-contract.js';

describe('mmSearch (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs, with consistent, inconsistent and no heuristics both ways', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristicFrom(toGoal, hf));
        const minStepCost = useEps ? Math.min(...g.edges.map((e) => e[2])) : 0;
        const r = mmSearch(p, { backwardHeuristic: heuristicFrom(distancesFromStart(g), hb), minStepCost });
        expectOptimalPath(p, g, r, optimal);
      }),
      { numRuns: 200 },
    );
  });

  it('meets in the middle: no state is expanded on either side at a g above half the optimum', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const fromStart = distancesFromStart(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristicFrom(toGoal, hf);
        const backwardH = heuristicFrom(fromStart, hb);
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

  bidirectionalContract(mmSearch, mmSearchAsync, fc.constant({ minStepCost: 0 }), heuristicArb);
});
