import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astar,
  bfs,
  bidirectionalBfs,
  dfs,
  dijkstra,
  idaStar,
  idaStarInPlace,
  iddfs,
  lds,
  type InPlaceProblem,
  type SearchProblem,
  type SearchResult,
} from '@puzzle-solvers/search-core';
import { adjacency, distancesToGoal, graphProblem, type WeightedGraph, weightedGraphArb } from './arbitraries/graph.js';

/** The graph walked in place: the state is the node plus the nodes it came from; a move is an edge's index in its node's list. */
function inPlaceGraph(
  g: WeightedGraph,
  h: (n: number) => number,
  expanded: number[],
): InPlaceProblem<{ node: number; trail: number[] }, number> {
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
function searches(
  g: WeightedGraph,
  h: (n: number) => number,
): { name: string; result: SearchResult<unknown, unknown>; expanded: number[] }[] {
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
          expect(
            expanded.filter((n) => d[n] === Infinity),
            name,
          ).toEqual([]);
          expect(result.status, name).toBe(cheapest.status);
          if (result.status === 'solved') expect(result.cost, name).toBe(cheapest.cost);
          else expect(result.stats.expanded, name).toBe(0);
        }
      }),
    );
  });

  it('end every search at once when the initial state is one, counted as pruned', () => {
    // A line 0 → 1 → … → 5, the goal at 5.
    const line: SearchProblem<number, string> = {
      initial: 0,
      expand: (s, emit) => {
        if (s < 5) emit(s + 1, 'next', 1);
      },
      isGoal: (s) => s === 5,
      key: (s) => s,
    };
    const invalidRoot = { ...line, isValid: (s: number) => s !== 0 };
    const deadRoot = { ...line, heuristic: (s: number) => (s === 0 ? Infinity : 0) };
    const runs: [string, SearchResult<number, string>][] = [
      ['astar, isValid', astar(invalidRoot)],
      ['dijkstra, isValid', dijkstra(invalidRoot)],
      ['bfs, isValid', bfs(invalidRoot)],
      ['dfs, isValid', dfs(invalidRoot)],
      ['dfs tree, isValid', dfs(invalidRoot, { tree: true })],
      ['idaStar, isValid', idaStar(invalidRoot)],
      ['iddfs, isValid', iddfs(invalidRoot)],
      ['lds, isValid', lds(invalidRoot)],
      [
        'bidirectionalBfs, isValid',
        bidirectionalBfs({ ...invalidRoot, goal: 5, predecessors: (s: number) => (s > 0 ? [{ move: 'next', state: s - 1 }] : []) }),
      ],
      ['astar, estimate', astar(deadRoot)],
      ['idaStar, estimate', idaStar(deadRoot)],
    ];
    for (const [name, r] of runs) {
      expect(r.status, name).toBe('exhausted');
      expect(r.stats.expanded, name).toBe(0);
      expect(r.stats.pruned, name).toBe(1);
    }
  });
});
