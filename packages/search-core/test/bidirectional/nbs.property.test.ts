import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, nbs, type BidirectionalProblem } from '@puzzle-solvers/search-core';
import {
  denseGraphArb,
  distancesToGoal,
  graphProblem,
  gridArb,
  gridProblem,
  replayCost,
  type WeightedGraph,
  weightedGraphArb,
} from '../arbitraries/graph.js';

/** Cheapest cost from node 0 to every node (Bellman–Ford): the oracle of the backward heuristic. */
function distancesFromStart(g: WeightedGraph): number[] {
  const d = new Array<number>(g.n).fill(Infinity);
  d[0] = 0;
  for (let round = 0; round < g.n; round++) {
    let changed = false;
    for (const [from, to, w] of g.edges) {
      if (d[from]! + w < d[to]!) {
        d[to] = d[from]! + w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return d;
}

function bidirectional(g: WeightedGraph, h: (n: number) => number): BidirectionalProblem<number, string> {
  const back: { move: string; state: number; cost: number }[][] = Array.from({ length: g.n }, () => []);
  g.edges.forEach(([from, to, w], i) => back[to]!.push({ move: `e${i}`, state: from, cost: w }));
  return { ...graphProblem(g, h), goal: g.goal, predecessors: (n) => back[n]! };
}

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
        const p = bidirectional(g, fraction(toGoal, ff));
        const minStepCost = useEps ? Math.min(...g.edges.map((e) => e[2])) : 0;
        const r = nbs(p, { backwardHeuristic: fraction(fromStart, fb), minStepCost });
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(optimal);
        expect(replayCost(p, r.moves!, r.states!)).toBe(optimal);
        expect(r.states![r.states!.length - 1]).toBe(g.goal);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the fewest moves on grid mazes, the Manhattan distance both ways', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const base = gridProblem(grid);
        const moves: { move: string; state: number }[][] = [];
        const neighbours = (s: number) => {
          if (!moves[s]) {
            const out: { move: string; state: number }[] = [];
            base.expand!(s, (t, m) => out.push({ move: m, state: t }));
            moves[s] = out;
          }
          return moves[s]!;
        };
        const opposite: Record<string, 'U' | 'D' | 'L' | 'R'> = { U: 'D', D: 'U', L: 'R', R: 'L' };
        const p: BidirectionalProblem<number, string> = {
          ...base,
          goal: grid.goal,
          predecessors: (s) => neighbours(s).map(({ move, state }) => ({ move: opposite[move]!, state })),
        };
        const w = grid.width;
        const fromStart = (s: number) => Math.abs((s % w) - (grid.start % w)) + Math.abs(Math.floor(s / w) - Math.floor(grid.start / w));
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
