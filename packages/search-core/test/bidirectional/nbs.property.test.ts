import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, nbs } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import { bidirectionalGraph, bidirectionalGrid, distancesFromStart, expectOptimalPath } from '../fixtures/bidirectional-problems.js';

const fractionsArb = fc.oneof(
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  fc.constant(new Array<number>(24).fill(1)),
  fc.constant(new Array<number>(24).fill(0)),
);
const fraction = (exact: number[], f: number[]) => (n: number) => (exact[n] === Infinity ? 4 : Math.floor(exact[n]! * f[n]!));

describe('nbs (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs, with admissible heuristics both ways', () => {
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), fractionsArb, fractionsArb, fc.boolean(), (g, ff, fb, useEps) => {
        const toGoal = distancesToGoal(g);
        const fromStart = distancesFromStart(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, fraction(toGoal, ff));
        const minStepCost = useEps ? Math.min(...g.edges.map((e) => e[2])) : 0;
        const r = nbs(p, { backwardHeuristic: fraction(fromStart, fb), minStepCost });
        expectOptimalPath(p, g, r, optimal);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the fewest moves on grid mazes, the Manhattan distance both ways', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const base = gridProblem(grid);
        const { problem: p, fromStart } = bidirectionalGrid(grid);
        const shortest = bfs(base);
        const r = nbs(p, { backwardHeuristic: fromStart, minStepCost: 1 });
        expect(r.status).toBe(shortest.status);
        if (shortest.status !== 'solved') return;
        expect(r.cost).toBe(shortest.cost);
        expect(replayCost(base, r.moves!, r.states!)).toBe(r.cost);
      }),
      { numRuns: 150 },
    );
  });
});
