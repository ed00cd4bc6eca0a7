import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gbfhs, gbfhsAsync } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, gridArb, replayCost, type WeightedGraph, weightedGraphArb } from '../arbitraries/graph.js';
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
 * Heuristics from the exact distances d (Bellman–Ford): `scaled` is c·d for one c in [0, 1]
 * (consistent; floored on integer costs; c = 0: no heuristic), `random` is d·rᵢ with a random rᵢ
 * per node (admissible, usually inconsistent). A state with no path to the other end may be given
 * any value: it cannot be on a path from one end to the other.
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
const heuristicArb: fc.Arbitrary<HeuristicKind> = fc.oneof(scaledArb, randomArb);
function heuristic(exact: number[], k: HeuristicKind, floor = true): (n: number) => number {
  const round = floor ? Math.floor : (x: number) => x;
  if (k.kind === 'scaled') return (n) => (exact[n] === Infinity ? 1000 : round(k.c * exact[n]!));
  return (n) => (exact[n] === Infinity ? 4 : round(exact[n]! * k.r[n]!));
}

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
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
      fc.property(graphArb, heuristicArb, heuristicArb, splitArb, fc.boolean(), (g, hf, hb, split, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        const p = bidirectionalGraph(g, heuristic(toGoal, hf));
        const r = gbfhs(p, { backwardHeuristic: heuristic(distancesFromStart(g), hb), split, minStepCost: epsilon(g, useEps) });
        // `exhausted` exactly when no path exists.
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

  it('costs the optimum with real-valued costs (fLim rises to the next bound an open pair gives, not by 1)', () => {
    fc.assert(
      fc.property(
        graphArb,
        fc.double({ min: 0.01, max: 3, noNaN: true }),
        scaledArb,
        scaledArb,
        splitArb,
        fc.boolean(),
        (g0, scale, hf, hb, split, useEps) => {
          const g = realCosts(g0, scale);
          const toGoal = distancesToGoal(g);
          const optimal = toGoal[0]!;
          // Unfloored c·d: consistent up to rounding, so a hair of slack on the heuristics.
          const shrink = (h: (n: number) => number) => (n: number) => h(n) * (1 - 1e-9);
          const p = bidirectionalGraph(g, shrink(heuristic(toGoal, hf, false)));
          const r = gbfhs(p, {
            backwardHeuristic: shrink(heuristic(distancesFromStart(g), hb, false)),
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
      fc.property(graphArb, heuristicArb, heuristicArb, splitArb, fc.boolean(), (g, hf, hb, split, useEps) => {
        const toGoal = distancesToGoal(g);
        const fromStart = distancesFromStart(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristic(toGoal, hf);
        const backwardH = heuristic(fromStart, hb);
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
      fc.property(graphArb, heuristicArb, heuristicArb, fc.boolean(), (g, hf, hb, useEps) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        fc.pre(optimal < Infinity);
        const log: Expansion[] = [];
        const forwardH = heuristic(toGoal, hf);
        const backwardH = heuristic(distancesFromStart(g), hb);
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

  // From 3 states: both ends are stored before the first check.
  it('holds maxExpansions and maxStates, and a limited search that stops reports so', () => {
    fc.assert(
      fc.property(graphArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 3, max: 10 }), (g, maxExpansions, maxStates) => {
        expectLimitsHold(gbfhs, bidirectionalGraph(g), maxExpansions, maxStates);
      }),
      { numRuns: 200 },
    );
  });

  it('the async form, in slices of one step, gives the same answer and statistics', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, heuristicArb, splitArb, async (g, hf, split) => {
        const p = bidirectionalGraph(g, heuristic(distancesToGoal(g), hf));
        const sync = gbfhs(p, { split });
        const async = await gbfhsAsync(p, { split, yieldEveryMs: 0, checkEvery: 1 });
        expectSameRun(async, sync);
      }),
      { numRuns: 100 },
    );
  });
});
