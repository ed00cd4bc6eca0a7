import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, partialExpansionAstar, type SearchProblem } from '@puzzle-solvers/search-core';
import {
  adjacency,
  denseGraphArb,
  distancesToGoal,
  graphProblem,
  gridArb,
  gridProblem,
  replayCost,
  type WeightedGraph,
  weightedGraphArb,
} from '../arbitraries/graph.js';

/** A graph problem that also lists successors by f-change, computed from the same edges and heuristic. */
function withFChanges(g: WeightedGraph, h: (n: number) => number): SearchProblem<number, string> {
  const adj = adjacency(g);
  return {
    ...graphProblem(g, h),
    expandByFChange(n, above, atMost, emit) {
      let next = Infinity;
      for (const e of adj[n]!) {
        const change = e.cost + h(e.state) - h(n);
        if (change > above && change <= atMost) emit(e.state, e.move, e.cost);
        else if (change > atMost && change < next) next = change;
      }
      return next;
    },
  };
}

const fractionsArb = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 });

describe('partialExpansionAstar (oracle: Bellman–Ford)', () => {
  it('costs the optimum on random weighted graphs, consistent heuristic or not (negative f-changes)', () => {
    fc.assert(
      fc.property(fc.oneof(weightedGraphArb, denseGraphArb), fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const h = (n: number): number => (exact[n] === Infinity ? 2 : Math.floor(exact[n]! * f[n]!));
        const p = withFChanges(g, h);
        const r = partialExpansionAstar(p);
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
        } else {
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(optimal);
          expect(replayCost(p, r.moves!, r.states!)).toBe(optimal);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('costs what A* costs on grid mazes, storing no more states than A* generates', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const base = gridProblem(grid);
        const h = base.heuristic!;
        const p: SearchProblem<number, string> = {
          ...base,
          expandByFChange(cell, above, atMost, emit) {
            let next = Infinity;
            base.expand!(cell, (to, move) => {
              const change = 1 + h(to) - h(cell);
              if (change > above && change <= atMost) emit(to, move, 1);
              else if (change > atMost && change < next) next = change;
            });
            return next;
          },
        };
        const a = astar(base);
        const r = partialExpansionAstar(p);
        expect(r.status).toBe(a.status);
        if (a.status !== 'solved') return;
        expect(r.cost).toBe(a.cost);
        expect(replayCost(base, r.moves!, r.states!)).toBe(a.cost);
        // Every state it stores was generated; A* stores each state it generates.
        expect(r.stats.generated).toBeLessThanOrEqual(a.stats.generated + a.stats.expanded);
      }),
      { numRuns: 150 },
    );
  });
});
