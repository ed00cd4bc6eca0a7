import { describe, expect, it } from 'vitest';
import { anaStar, astar, SearchError } from '@puzzle-solvers/search-core';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';
import { endless } from '../fixtures/endless.js';
import { cutOffCorridor, tableProblem } from '../fixtures/small-problems.js';

describe('anaStar', () => {
  it('improves on its first solution of an 8-puzzle until the optimum is proven, its E falling', () => {
    const p = eightPuzzle(scrambledEight(60, 5));
    const optimal = astar(p).cost!;
    const seen: { cost: number; weight: number }[] = [];
    const r = anaStar(p, { onSolution: (s) => seen.push({ cost: s.cost, weight: s.weight }) });
    expect(r).toMatchObject({ status: 'solved', cost: optimal, lowerBound: optimal, provenOptimal: true, solutions: seen.length });
    expect(seen.length).toBeGreaterThan(1);
    // The first solution comes from the greedy order (G infinite); each later one is E-suboptimal.
    expect(seen[0]!.weight).toBe(Infinity);
    for (const s of seen.slice(1)) {
      expect(s.weight).toBeLessThan(Infinity);
      expect(s.cost).toBeLessThanOrEqual(s.weight * optimal);
    }
    // One round per G: the first, and one after each solution but a last one proven at once.
    expect(r.stats.iterations).toBeGreaterThanOrEqual(seen.length);
    expect(r.stats.iterations).toBeLessThanOrEqual(seen.length + 1);
  });

  it('before any solution, expands the least h first, ties to the smaller g', () => {
    // B (g 2) and A (g 1) share h = 3; B is listed first, A is expanded first.
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'B', 2],
        ['S', 'A', 1],
        ['A', 'T', 3],
        ['B', 'T', 3],
      ],
      { S: 4, A: 3, B: 3 },
      'T',
      expanded,
    );
    const r = anaStar(p);
    expect(r).toMatchObject({ status: 'solved', cost: 4, provenOptimal: true });
    expect(new Set(expanded)).toEqual(new Set(['S', 'A']));
    expect(r.stats.expanded).toBe(2);
  });

  it('with a solution of cost G, expands the largest (G − g) / h, not the least h or f', () => {
    // After S, the goal is known at 10: A has e = (10 − 1) / 4 = 2.25, B has e = (10 − 6) / 2 = 2.
    // Greedy search would expand B (h 2); ANA* expands A and finds 5, which B (g + h = 8) cannot beat.
    const expanded: string[] = [];
    const weights: number[] = [];
    const p = tableProblem(
      [
        ['S', 'T', 10],
        ['S', 'B', 6],
        ['S', 'A', 1],
        ['A', 'T', 4],
        ['B', 'T', 2],
      ],
      { S: 5, A: 4, B: 2 },
      'T',
      expanded,
    );
    const r = anaStar(p, { onSolution: (s) => weights.push(s.weight) });
    expect(r).toMatchObject({ status: 'solved', cost: 5, provenOptimal: true, solutions: 2 });
    expect(new Set(expanded)).toEqual(new Set(['S', 'A']));
    expect(r.stats.expanded).toBe(2);
    expect(weights).toEqual([Infinity, 2.25]);
  });

  it('with a finite maxCost and no solution yet, orders by (maxCost − g) / h', () => {
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'B', 6],
        ['S', 'A', 1],
        ['A', 'T', 4],
        ['B', 'T', 2],
      ],
      { S: 5, A: 4, B: 2 },
      'T',
      expanded,
    );
    const bounded = anaStar(p, { maxCost: 10 });
    expect(bounded).toMatchObject({ status: 'solved', cost: 5, provenOptimal: true });
    expect(new Set(expanded)).toEqual(new Set(['S', 'A']));
    expect(bounded.stats.expanded).toBe(2);
    // Without the bound, G is infinite and the least h goes first.
    expanded.length = 0;
    anaStar(p);
    expect(expanded.slice(0, 2)).toEqual(['S', 'B']);
  });

  it('solves at once, proven optimal, when the start is a goal', () => {
    const r = anaStar(endless(0).startIsGoal);
    expect(r).toMatchObject({ status: 'solved', cost: 0, moves: [], lowerBound: 0, provenOptimal: true, solutions: 1 });
  });

  it('reports the closest state and the path to it when no goal is reachable', () => {
    // The goal is cut off: the closest state by |12 − n| is 9.
    const r = anaStar(cutOffCorridor);
    if (r.status === 'solved') throw new Error('solved');
    expect(r.status).toBe('exhausted');
    expect(r.closest).toMatchObject({ state: 9, heuristic: 3, cost: 9 });
    expect(r.lowerBound).toBe(Infinity);
  });

  it('refuses a weight schedule and a NaN maxCost with a typed error', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => anaStar(p, { weights: [2, 1] } as never)).toThrow(SearchError);
    expect(() => anaStar(p, { weights: [2, 1] } as never)).toThrow(/no weights/);
    expect(() => anaStar(p, { maxCost: Number.NaN })).toThrow(/maxCost/);
  });
});
