import { describe, expect, it } from 'vitest';
import { astar, optimisticSearch, type SearchProblem } from '@puzzle-solvers/search-core';
import { replayCost } from '../arbitraries/graph.js';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';
import { codeOf, costLine } from '../fixtures/bad-input.js';

/** Nodes named by letters; `h` admissible. */
function lettered(edges: Record<string, [string, number][]>, h: Record<string, number>, goal = 'G'): SearchProblem<string, string> {
  return {
    initial: 'S',
    successors: (s) => (edges[s] ?? []).map(([t, cost]) => ({ move: t, state: t, cost })),
    isGoal: (s) => s === goal,
    heuristic: (s) => h[s] ?? 0,
    key: (s) => s,
  };
}

describe('optimisticSearch', () => {
  // S reaches G at once for 10, or through B and C for 3; the greedy phase meets the dear one first.
  const detour = lettered(
    {
      S: [
        ['G', 10],
        ['B', 1],
      ],
      B: [['C', 1]],
      C: [['G', 1]],
    },
    { S: 2, B: 2, C: 1 },
  );

  it('keeps looking greedily while f̂ is below the incumbent, and takes the cheaper solution it meets', () => {
    const r = optimisticSearch(detour, { weight: 2 });
    expect(r).toMatchObject({ status: 'solved', moves: ['B', 'C', 'G'], cost: 3, solutions: 2, provenOptimal: true, lowerBound: 3 });
  });

  it('stopped after its first solution, returns it as stopped with the lower bound it has proven', () => {
    const r = optimisticSearch(detour, { weight: 2, maxExpansions: 1 });
    expect(r).toMatchObject({ status: 'solved', moves: ['G'], cost: 10, stopped: 'expansions', provenOptimal: false, lowerBound: 3 });
  });

  it('ends as soon as weight × the least f reaches the incumbent, without proving more than it must', () => {
    // A goal for 12 at once, and a long way for 10 that A* would walk to the end.
    const chain: Record<string, [string, number][]> = { S: [['G', 12]] };
    const h: Record<string, number> = { S: 1 };
    let prev = 'S';
    for (let i = 1; i <= 9; i++) {
      chain[prev]!.push([`N${i}`, 1]);
      chain[`N${i}`] = [];
      h[`N${i}`] = 1;
      prev = `N${i}`;
    }
    chain[prev]!.push(['G', 1]);
    const p = lettered(chain, h);
    const loose = optimisticSearch(p, { weight: 1.25 });
    // 1.25 × 10 ≥ 12 once the least f reaches 10: proven without finishing the chain.
    expect(loose).toMatchObject({ status: 'solved', cost: 12, provenOptimal: false });
    expect(loose.lowerBound * 1.25).toBeGreaterThanOrEqual(12);
    expect(optimisticSearch(p, { weight: 1.1 })).toMatchObject({ status: 'solved', cost: 10, provenOptimal: true });
  });

  it('solves scrambled 8-puzzles within the bound, and optimally with weight 1', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const p = eightPuzzle(scrambledEight(200, seed));
      const optimal = astar(p).cost!;
      for (const weight of [1, 1.5, 3]) {
        const r = optimisticSearch(p, { weight });
        expect(r.status).toBe('solved');
        if (r.status !== 'solved') continue;
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.cost).toBeLessThanOrEqual(weight * optimal);
        expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        if (weight === 1) expect(r.cost).toBe(optimal);
      }
    }
  });

  it('uses 2w − 1 as its optimism by default', () => {
    const p = eightPuzzle(scrambledEight(200, 3));
    const byDefault = optimisticSearch(p, { weight: 1.5 });
    const explicit = optimisticSearch(p, { weight: 1.5, optimism: 2 });
    const other = optimisticSearch(p, { weight: 1.5, optimism: 6 });
    expect({ ...explicit.stats, elapsedMs: 0 }).toEqual({ ...byDefault.stats, elapsedMs: 0 });
    expect(other.stats.expanded).not.toBe(byDefault.stats.expanded);
  });
});

describe('optimisticSearch on bad input', () => {
  const line = costLine;

  it('refuses a weight or optimism below 1, NaN or infinite, with a typed error', () => {
    for (const bad of [0.5, 0, -1, Number.NaN, Infinity]) {
      expect(codeOf(() => optimisticSearch(line(1), { weight: bad }))).toBe('invalid-option');
      expect(codeOf(() => optimisticSearch(line(1), { weight: 2, optimism: bad }))).toBe('invalid-option');
    }
    expect(() => optimisticSearch(line(1), { optimism: 0.5 })).toThrow(/optimism/);
  });

  it('refuses negative and NaN step costs, a NaN heuristic and a problem without keys, with typed errors', () => {
    expect(codeOf(() => optimisticSearch(line(-1)))).toBe('invalid-cost');
    expect(codeOf(() => optimisticSearch(line(Number.NaN)))).toBe('invalid-cost');
    expect(codeOf(() => optimisticSearch(line(1, Number.NaN)))).toBe('invalid-heuristic');
    const { key: _, ...noKey } = line(1);
    expect(codeOf(() => optimisticSearch(noKey))).toBe('missing-key');
    expect(codeOf(() => optimisticSearch(line(1), { maxExpansions: -1 }))).toBe('invalid-option');
  });

  it('calls a start whose estimate is Infinity exhausted, and a start that is a goal solved with no moves', () => {
    expect(optimisticSearch({ ...line(1), heuristic: () => Infinity })).toMatchObject({ status: 'exhausted', lowerBound: Infinity });
    expect(optimisticSearch({ ...line(1), isGoal: () => true })).toMatchObject({
      status: 'solved',
      moves: [],
      cost: 0,
      provenOptimal: true,
      lowerBound: 0,
    });
  });
});
