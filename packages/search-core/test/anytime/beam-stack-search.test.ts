import { describe, expect, it } from 'vitest';
import { astar, beamStackSearch, type SearchProblem, SearchError } from '@puzzle-solvers/search-core';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';
import { tableProblem } from '../fixtures/small-problems.js';

describe('beamStackSearch', () => {
  it('backtracks to the slice of layer 1 the beam left out, where the optimum lies', () => {
    // Width 1: layer 1 keeps A (f 2) and leaves B (f 3) out; A leads to T at 6. Layer 2 comes out
    // empty, so layer 1 is made again from S with the next slice [B, ∞): B leads to T at 3. Then
    // nothing is left below 3: proven optimal.
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'A', 1],
        ['S', 'B', 2],
        ['A', 'T', 5],
        ['B', 'T', 1],
      ],
      { S: 2, A: 1, B: 1 },
      'T',
      expanded,
    );
    const seen: { cost: number; lowerBound: number; weight: number }[] = [];
    const r = beamStackSearch(p, { width: 1, onSolution: ({ cost, lowerBound, weight }) => seen.push({ cost, lowerBound, weight }) });
    expect(r).toMatchObject({ status: 'solved', cost: 3, moves: ['S>B', 'B>T'], provenOptimal: true, lowerBound: 3, solutions: 2 });
    expect(expanded).toEqual(['S', 'A', 'S', 'B']);
    // The first solution's bound is B's f, the least the beam left out.
    expect(seen).toEqual([
      { cost: 6, lowerBound: 3, weight: 2 },
      { cost: 3, lowerBound: 3, weight: 1 },
    ]);
    expect(r.stats.iterations).toBe(2);
    expect(r.stats.peakStored).toBe(2);
  });

  it('with a beam as wide as the layer, finds both solutions in one pass and never backtracks', () => {
    const expanded: string[] = [];
    const p = tableProblem(
      [
        ['S', 'A', 1],
        ['S', 'B', 2],
        ['A', 'T', 5],
        ['B', 'T', 1],
      ],
      { S: 2, A: 1, B: 1 },
      'T',
      expanded,
    );
    const r = beamStackSearch(p, { width: 2 });
    expect(r).toMatchObject({ status: 'solved', cost: 3, provenOptimal: true, solutions: 2 });
    expect(expanded).toEqual(['S', 'A', 'B']);
    expect(r.stats.iterations).toBe(1);
  });

  it('slices a plateau of equal f wider than the beam one state at a time, and ends', () => {
    // Five children of equal f (1 + 1); only the last leads to the goal. Ranges on f alone would
    // keep none of them or all of them; the total order takes them one by one.
    const expanded: string[] = [];
    const edges: [string, string, number][] = ['X1', 'X2', 'X3', 'X4', 'X5'].map((x) => ['S', x, 1]);
    edges.push(['X5', 'T', 1]);
    const p = tableProblem(edges, { S: 2, X1: 1, X2: 1, X3: 1, X4: 1, X5: 1 }, 'T', expanded);
    const r = beamStackSearch(p, { width: 1 });
    expect(r).toMatchObject({ status: 'solved', cost: 2, provenOptimal: true });
    expect(expanded.filter((n) => n !== 'S')).toEqual(['X1', 'X2', 'X3', 'X4', 'X5']);
    expect(r.stats.iterations).toBe(5);
  });

  it('ends on a directed cycle longer than two with no goal: held paths stay simple', () => {
    // A → B → C → A: a state of a layer two above is caught as a duplicate (the paper's check of
    // the layer before would not see it, and a beam of 1 would go round for ever).
    const p: SearchProblem<string, string> = {
      initial: 'A',
      successors: (n) => [{ move: '>', state: n === 'A' ? 'B' : n === 'B' ? 'C' : 'A' }],
      isGoal: () => false,
      key: (n) => n,
    };
    const r = beamStackSearch(p, { width: 1 });
    expect(r).toMatchObject({ status: 'exhausted', lowerBound: Infinity, provenOptimal: false, solutions: 0 });
    expect(r.stats.expanded).toBe(3);
    expect(r.stats.duplicates).toBe(1);
  });

  it('proves an 8-puzzle optimum holding fewer states than A*, at most width × depth', () => {
    const p = eightPuzzle(scrambledEight(60, 5));
    const a = astar(p);
    const costs: number[] = [];
    const r = beamStackSearch(p, { width: 8, onSolution: (s) => costs.push(s.cost) });
    expect(r).toMatchObject({ status: 'solved', cost: a.cost, provenOptimal: true });
    expect(costs.length).toBeGreaterThan(1);
    expect(costs[costs.length - 1]).toBe(a.cost);
    expect(r.stats.peakFrontier).toBeLessThanOrEqual(8);
    expect(r.stats.peakStored).toBeLessThan(a.stats.peakStored);
    // Unit moves and f < U cut every path at the first solution's length: no layer is deeper.
    expect(r.stats.peakStored).toBeLessThanOrEqual(1 + 8 * costs[0]!);
  });

  it('reports a goal at the root as a proven solution of cost 0', () => {
    const r = beamStackSearch({ initial: 1, successors: () => [], isGoal: () => true, key: (n: number) => n });
    expect(r).toMatchObject({ status: 'solved', cost: 0, moves: [], provenOptimal: true, lowerBound: 0, solutions: 1 });
  });

  it('refuses a bad width, a weights option, a NaN maxCost and a problem with no key, with typed errors', () => {
    const p: SearchProblem<number, string> = { initial: 0, successors: () => [], isGoal: () => false, key: (n) => n };
    for (const width of [0, 1.5, Number.NaN, -3]) {
      expect(() => beamStackSearch(p, { width })).toThrow(SearchError);
    }
    expect(() => beamStackSearch(p, { weights: [2] } as never)).toThrow(/takes no weights/);
    expect(() => beamStackSearch(p, { maxCost: Number.NaN })).toThrow(/maxCost/);
    const { key: _key, ...unkeyed } = p;
    expect(() => beamStackSearch(unkeyed)).toThrow(expect.objectContaining({ code: 'missing-key' }));
  });
});
