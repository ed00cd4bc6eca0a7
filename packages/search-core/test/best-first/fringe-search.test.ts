import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs, fringeSearch } from '@puzzle-solvers/search-core';
import { distancesToGoal, graphProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import { eightManhattan, eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';
import { type FifteenNode, fifteenProblem } from '../fixtures/fifteen-puzzle.js';
import { codeOf, costLine } from '../fixtures/bad-input.js';

/** A 15-puzzle board `moves` seeded random blank moves from the goal (Korf's: the blank first). */
function scrambledFifteen(moves: number, seed: number): number[] {
  const p = fifteenProblem([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  let s: FifteenNode = p.initial;
  let a = seed >>> 0;
  for (let i = 0; i < moves; i++) {
    const next: FifteenNode[] = [];
    p.expand!(s, (t) => next.push(t));
    a = (a * 1664525 + 1013904223) >>> 0;
    s = next[(a >>> 16) % next.length]!;
  }
  return [...s.tiles];
}

describe('fringeSearch on sliding-tile puzzles', () => {
  it('solves scrambled 8-puzzles in the fewest moves (oracle: BFS), one pass per threshold', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const p = eightPuzzle(scrambledEight(30, seed));
      const r = fringeSearch(p);
      const shortest = bfs(p);
      expect(r.status).toBe('solved');
      expect(r.cost).toBe(shortest.cost);
      expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
      // The Manhattan distance keeps f's parity: the thresholds rise by 2 at least, from h to the optimum.
      expect(r.stats.iterations).toBeLessThanOrEqual((r.cost! - eightManhattan(p.initial)) / 2 + 1);
    }
  });

  it('solves scrambled 15-puzzles at the cost A* finds', () => {
    // Seeded boards of 32 and 34 moves, which A* solves in a few thousand expansions.
    for (const [moves, seed] of [
      [70, 3],
      [50, 7],
    ] as const) {
      const p = fifteenProblem(scrambledFifteen(moves, seed));
      const r = fringeSearch(p);
      expect(r.status).toBe('solved');
      expect(r.cost).toBe(astar(p).cost);
    }
  });
});

describe('fringeSearch order', () => {
  it('with the exact distance as heuristic, solves in one pass and expands only states of optimal paths', () => {
    fc.assert(
      fc.property(weightedGraphArb, (g) => {
        const toGoal = distancesToGoal(g);
        const optimal = toGoal[0]!;
        if (optimal === Infinity) return;
        const fromStart = distancesToGoal({ n: g.n, goal: 0, edges: g.edges.map(([a, b, w]) => [b, a, w] as const) });
        const expanded: number[] = [];
        const p = graphProblem(g, (n) => toGoal[n]!);
        const r = fringeSearch({
          ...p,
          successors: (s) => {
            expanded.push(s);
            return p.successors!(s);
          },
        });
        expect(r).toMatchObject({ status: 'solved', cost: optimal });
        expect(r.stats.iterations).toBe(1);
        for (const s of expanded) expect(fromStart[s]! + toGoal[s]!).toBe(optimal);
      }),
      { numRuns: 200 },
    );
  });
});

describe('fringeSearch on bad input', () => {
  const line = costLine;

  it('refuses negative and NaN step costs, a NaN heuristic and a problem without keys, with typed errors', () => {
    expect(codeOf(() => fringeSearch(line(-1)))).toBe('invalid-cost');
    expect(codeOf(() => fringeSearch(line(Number.NaN)))).toBe('invalid-cost');
    expect(codeOf(() => fringeSearch(line(1, Number.NaN)))).toBe('invalid-heuristic');
    const { key: _, ...noKey } = line(1);
    expect(codeOf(() => fringeSearch(noKey))).toBe('missing-key');
    expect(codeOf(() => fringeSearch(line(1), { maxExpansions: -1 }))).toBe('invalid-option');
  });

  it('calls a start whose estimate is Infinity exhausted, and a start that is a goal solved with no moves', () => {
    expect(fringeSearch({ ...line(1), heuristic: () => Infinity }).status).toBe('exhausted');
    expect(fringeSearch({ ...line(1), isGoal: () => true })).toMatchObject({ status: 'solved', moves: [], cost: 0 });
  });
});
