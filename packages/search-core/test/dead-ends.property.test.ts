import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, dijkstra, idaStar, idaStarInPlace, type InPlaceProblem, type SearchResult } from '@puzzle-solvers/search-core';
import { adjacency, distancesToGoal, graphProblem, type WeightedGraph, weightedGraphArb } from './arbitraries/graph.js';

/** The graph walked in place: the state is the node plus the nodes it came from; a move is an edge's index in its node's list. */
function inPlaceGraph(g: WeightedGraph, h: (n: number) => number, expanded: number[]): InPlaceProblem<{ node: number; trail: number[] }, number> {
  const adj = adjacency(g);
  const lists = adj.map((edges) => edges.map((_, i) => i));
  return {
    state: { node: 0, trail: [] },
    moves: (s) => {
      expanded.push(s.node);
      return lists[s.node]!;
    },
    apply: (s, i) => {
      const e = adj[s.node]![i]!;
      s.trail.push(s.node);
      s.node = e.state;
      return e.cost;
    },
    undo: (s) => {
      s.node = s.trail.pop()!;
    },
    isGoal: (s) => s.node === g.goal,
    heuristic: (s) => h(s.node),
    clone: (s) => ({ node: s.node, trail: [...s.trail] }),
    key: (s) => s.node,
  };
}

/** Each search once, recording the states it expanded. */
function searches(g: WeightedGraph, h: (n: number) => number): { name: string; result: SearchResult<unknown, unknown>; expanded: number[] }[] {
  const out: { name: string; result: SearchResult<unknown, unknown>; expanded: number[] }[] = [];
  const recorded = (name: string, run: (p: ReturnType<typeof graphProblem>) => SearchResult<unknown, unknown>) => {
    const expanded: number[] = [];
    const p = graphProblem(g, h);
    const successors = p.successors!;
    out.push({ name, result: run({ ...p, successors: (s) => (expanded.push(s), successors(s)) }), expanded });
  };
  recorded('astar', (p) => astar(p));
  recorded('idaStar', (p) => idaStar(p));
  for (const cycleCheck of ['path', 'none'] as const) {
    // Without a path check, zero-cost cycles within the bound never end: only where every edge costs.
    if (cycleCheck === 'none' && g.edges.some(([, , w]) => w === 0)) continue;
    const expanded: number[] = [];
    out.push({ name: `idaStarInPlace ${cycleCheck}`, result: idaStarInPlace(inPlaceGraph(g, h, expanded), { cycleCheck }), expanded });
  }
  return out;
}

describe('dead ends (an infinite estimate)', () => {
  it('are never expanded, the initial state included, and the cheapest path is still found', () => {
    fc.assert(
      fc.property(weightedGraphArb, (g) => {
        // The exact distance: Infinity on every node that cannot reach the goal, the start too when none can.
        const d = distancesToGoal(g);
        const cheapest = dijkstra(graphProblem(g));
        for (const { name, result, expanded } of searches(g, (n) => d[n]!)) {
          expect(expanded.filter((n) => d[n] === Infinity), name).toEqual([]);
          expect(result.status, name).toBe(cheapest.status);
          if (result.status === 'solved') expect(result.cost, name).toBe(cheapest.cost);
          else expect(result.stats.expanded, name).toBe(0);
        }
      }),
    );
  });
});
