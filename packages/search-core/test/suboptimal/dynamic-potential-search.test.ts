import { describe, expect, it } from 'vitest';
import { astar, dynamicPotentialSearch, SearchError } from '@puzzle-solvers/search-core';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';
import { endless } from '../fixtures/endless.js';
import { cutOffCorridor, tableProblem } from '../fixtures/small-problems.js';

describe('dynamicPotentialSearch', () => {
  it('expands the largest (B·F − g) / h: neither the least f nor the least h', () => {
    // B = 2, F = 5 (A's f): ud(A) = 9/4, ud(B) = 7/3, ud(C) = 4/2. A* takes A first, greedy C.
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'A', 1],
        ['S', 'B', 3],
        ['S', 'C', 6],
        ['A', 'T', 4],
      ],
      { S: 5, A: 4, B: 3, C: 2 },
      'T',
      expanded,
    );
    const r = dynamicPotentialSearch(p, { weight: 2 });
    expect(r).toMatchObject({ status: 'solved', cost: 5, lowerBound: 5 });
    expect(expanded.slice(0, 3)).toEqual(['S', 'B', 'A']);
    expect(r.stats.expanded).toBe(3);
  });

  it('re-keys when the least f rises, and the order turns with it', () => {
    // B = 2. At F = 2 (X's f), B·F = 4: ud(X) = 3/1, ud(Y) = 3/3, ud(W) = 0/1, so X, a dead end,
    // goes first. Then F = 4 (Y's f), B·F = 8: ud(Y) = 7/3, ud(W) = 4/1: W now goes before Y,
    // which the keys of F = 2 would not do. W's child T costs 5 ≤ 8.
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'X', 1],
        ['S', 'Y', 1],
        ['S', 'W', 4],
        ['Y', 'T', 3],
        ['W', 'T', 1],
      ],
      { S: 2, X: 1, Y: 3, W: 1 },
      'T',
      expanded,
    );
    const r = dynamicPotentialSearch(p, { weight: 2 });
    expect(expanded.slice(0, 3)).toEqual(['S', 'X', 'W']);
    expect(r).toMatchObject({ status: 'solved', cost: 5, lowerBound: 4 });
    expect(r.stats.iterations).toBe(2);
  });

  it('returns a goal once its cost is at most B × the least f, and not before', () => {
    // S → T directly costs 10; S → A → T costs 4 (h(A) = 3). With B = 2, F = 4 and T's 10 > 8:
    // A is expanded and T found at 4. With B = 3, 10 > 12 is false: T (found first) is returned.
    const expanded: string[] = [];
    const edges: [string, string, number][] = [
      ['S', 'T', 10],
      ['S', 'A', 1],
      ['A', 'T', 3],
    ];
    const h = { S: 4, A: 3 };
    const tight = dynamicPotentialSearch(tableProblem(edges, h, 'T', expanded), { weight: 2 });
    expect(tight).toMatchObject({ status: 'solved', cost: 4 });
    const loose = dynamicPotentialSearch(tableProblem(edges, h, 'T', expanded), { weight: 3 });
    expect(loose).toMatchObject({ status: 'solved', cost: 10, lowerBound: 4 });
    expect(loose.stats.expanded).toBe(1);
  });

  it('solves 8-puzzles within the bound, with weight 1 as A* does', () => {
    for (const seed of [1, 2, 3]) {
      const p = eightPuzzle(scrambledEight(60, seed));
      const optimal = astar(p);
      if (optimal.status !== 'solved') throw new Error('unsolved');
      const exact = dynamicPotentialSearch(p, { weight: 1 });
      expect(exact).toMatchObject({ status: 'solved', cost: optimal.cost, lowerBound: optimal.cost });
      const bounded = dynamicPotentialSearch(p, { weight: 1.5 });
      if (bounded.status !== 'solved') throw new Error('unsolved');
      expect(bounded.cost).toBeLessThanOrEqual(1.5 * optimal.cost);
      expect(bounded.lowerBound).toBeLessThanOrEqual(optimal.cost);
      expect(bounded.cost).toBeLessThanOrEqual(1.5 * bounded.lowerBound);
    }
  });

  it('solves at once when the start is a goal', () => {
    const r = dynamicPotentialSearch(endless(0).startIsGoal);
    expect(r).toMatchObject({ status: 'solved', cost: 0, moves: [], lowerBound: 0 });
  });

  it('reports the closest state and the path to it when no goal is reachable', () => {
    // The goal is cut off: the closest state by |12 − n| is 9.
    const r = dynamicPotentialSearch(cutOffCorridor);
    if (r.status === 'solved') throw new Error('solved');
    expect(r.status).toBe('exhausted');
    expect(r.closest).toMatchObject({ state: 9, heuristic: 3, cost: 9 });
  });

  it('refuses a weight below 1, infinite or NaN with a typed error', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    for (const weight of [0.5, 0, -1, Infinity, Number.NaN]) {
      expect(() => dynamicPotentialSearch(p, { weight })).toThrow(SearchError);
      expect(() => dynamicPotentialSearch(p, { weight })).toThrow(/weight/);
    }
  });
});
