import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gbfhs, gbfhsAsync } from '@puzzle-solvers/search-core';
import { distancesToGoal, gridArb, replayCost, type WeightedGraph } from '../arbitraries/graph.js';
import {
  bidirectionalGraph,
  bidirectionalGrid,
  carriedGraph,
  distancesFromStart,
  type Expansion,
  expectFewestMoves,
  expectOptimalPath,
} from '../fixtures/bidirectional-problems.js';
import {
  bidirectionalContract,
  bidirectionalGraphArb,
  heuristicArb,
  heuristicFrom,
  scaledHeuristicArb,
} from '../fixtures/bidirectional-contract.js';

const splitArb = fc.constantFrom('balanced' as const, 'fewer-open' as const, 'forward' as const, 'backward' as const);
/** ε: 0, or the least edge cost (the tightest correct value). */
const epsilon = (g: WeightedGraph, use: boolean): number => (use && g.edges.length > 0 ? Math.min(...g.edges.map((e) => e[2])) : 0);

/** The graph with every weight multiplied by a real factor of its own (1 + a fraction of i·φ). */
function realCosts(g: WeightedGraph, scale: number): WeightedGraph {
  return { ...g, edges: g.edges.map(([from, to, w], i) => [from, to, w * scale * (1 + ((i * 0.6180339887) % 1))] as const) };
}

describe('gbfhs (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs, with consistent, inconsistent and no heuristics both ways, any split and ε', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, heuristicArb, heuristicArb, splitArb, fc.boolean(), (g, hf, hb, split, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristicFrom(toGoal, hf));
        const r = gbfhs(p, { backwardHeuristic: heuristicFrom(distancesFromStart(g), hb), split, minStepCost: epsilon(g, useEps) });
        expectOptimalPath(p, g, r, optimal);
      }),
      { numRuns: 150 },
    );
  });

  it('costs the optimum with real-valued costs (fLim rises to the next bound an open pair gives, not by 1)', () => {
    fc.assert(
      fc.property(
        bidirectionalGraphArb,
        fc.double({ min: 0.01, max: 3, noNaN: true }),
        scaledHeuristicArb,
        scaledHeuristicArb,
        splitArb,
        fc.boolean(),
        (g0, scale, hf, hb, split, useEps) => {
          const g = realCosts(g0, scale);
          const toGoal = distancesToGoal(g);
          const optimal = toGoal[0]!;
          // Unfloored c·d: consistent up to rounding, so a hair of slack on the heuristics.
          const shrink = (h: (n: number) => number) => (n: number) => h(n) * (1 - 1e-9);
          const p = bidirectionalGraph(g, shrink(heuristicFrom(toGoal, hf, false)));
          const r = gbfhs(p, {
            backwardHeuristic: shrink(heuristicFrom(distancesFromStart(g), hb, false)),
            split,
            minStepCost: epsilon(g, useEps),
          });
          expect(r.status).toBe(optimal === Infinity ? 'exhausted' : 'solved');
          if (r.status !== 'solved') return;
          expect(r.cost).toBeCloseTo(optimal, 9);
          expect(replayCost(p, r.moves, r.states)).toBeCloseTo(r.cost, 9);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('is well-behaved: no state is expanded on either side with f above the optimum, any split, heuristics consistent or not', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, heuristicArb, heuristicArb, splitArb, fc.boolean(), (g, hf, hb, split, useEps) => {
        const toGoal = distancesToGoal(g);
        const fromStart = distancesFromStart(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristicFrom(toGoal, hf);
        const backwardH = heuristicFrom(fromStart, hb);
        const r = gbfhs(carriedGraph(g, log), {
          heuristic: (s) => forwardH(s.n),
          backwardHeuristic: (s) => backwardH(s.n),
          split,
          minStepCost: epsilon(g, useEps),
        });
        expect(r.cost).toBe(optimal);
        // The search's expansions come first; the path's replay expands after them.
        const expansions = log.slice(0, r.stats.expanded);
        expect(expansions.length).toBe(r.stats.expanded);
        for (const e of expansions) expect(e.g + (e.forward ? forwardH(e.n) : backwardH(e.n))).toBeLessThanOrEqual(optimal);
      }),
      { numRuns: 150 },
    );
  });

  it('with the balanced split meets in the middle: no expansion at a g above half the optimum', () => {
    fc.assert(
      fc.property(bidirectionalGraphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristicFrom(toGoal, hf);
        const backwardH = heuristicFrom(distancesFromStart(g), hb);
        const r = gbfhs(carriedGraph(g, log), {
          heuristic: (s) => forwardH(s.n),
          backwardHeuristic: (s) => backwardH(s.n),
          minStepCost: epsilon(g, useEps),
        });
        // gLim ≤ (fLim − ε) / 2 and fLim ≤ C*.
        for (const e of log.slice(0, r.stats.expanded)) expect(2 * e.g).toBeLessThanOrEqual(optimal);
      }),
      { numRuns: 100 },
    );
  });

  it('finds the fewest moves on grid mazes, with the Manhattan distance both ways and with none', () => {
    fc.assert(
      fc.property(gridArb, fc.boolean(), splitArb, (grid, blind, split) => {
        const { problem, fromStart } = bidirectionalGrid(grid);
        const { heuristic: _, ...withoutHeuristic } = problem;
        const r = blind
          ? gbfhs({ ...withoutHeuristic, minStepCost: 1 }, { split })
          : gbfhs(problem, { backwardHeuristic: fromStart, minStepCost: 1, split });
        expectFewestMoves(grid, problem, r);
      }),
      { numRuns: 150 },
    );
  });

  bidirectionalContract(
    gbfhs,
    gbfhsAsync,
    splitArb.map((split) => ({ split })),
    heuristicArb,
  );
});
