import { describe, expect, it } from 'vitest';
import { astar, type BidirectionalProblem, gbfhs, gbfhsAsync, type GbfhsSplit, SearchError } from '@puzzle-solvers/search-core';
import { eightManhattanFrom } from '../fixtures/bidirectional-problems.js';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';

/**
 * A directed weighted graph of named states with a heuristic each way, whose expansions (side and
 * state) are logged; moves are the names of the states entered.
 */
function directed(
  edges: readonly [string, string, number][],
  ends: { initial: string; goal: string },
  h: { toGoal?: Record<string, number>; fromStart?: Record<string, number> },
  log: string[],
): { problem: BidirectionalProblem<string, string>; backwardHeuristic: (s: string) => number } {
  const problem: BidirectionalProblem<string, string> = {
    ...ends,
    expand: (s, emit) => {
      log.push(`F ${s}`);
      for (const [a, b, cost] of edges) if (a === s) emit(b, b, cost);
    },
    predecessors: (s) => {
      log.push(`B ${s}`);
      return edges.filter(([, b]) => b === s).map(([a, , cost]) => ({ move: s, state: a, cost }));
    },
    isGoal: (s) => s === ends.goal,
    heuristic: (s) => h.toGoal?.[s] ?? 0,
    key: (s) => s,
  };
  return { problem, backwardHeuristic: (s) => h.fromStart?.[s] ?? 0 };
}

/** s → a → b → c → t, unit costs both ways, and a dead end s → x. */
const chain: [string, string, number][] = [
  ['s', 'a', 1],
  ['a', 'b', 1],
  ['b', 'c', 1],
  ['c', 't', 1],
  ['s', 'x', 1],
];
const run = (split: GbfhsSplit | undefined, toGoal: Record<string, number> = {}) => {
  const log: string[] = [];
  const { problem, backwardHeuristic } = directed(chain, { initial: 's', goal: 't' }, { toGoal }, log);
  const r = gbfhs(problem, { backwardHeuristic, minStepCost: 1, ...(split ? { split } : {}) });
  return { r, expansions: log.slice(0, r.stats.expanded) };
};

describe('gbfhs', () => {
  it('opens a level of 10,000 states over several steps, and the search is the same', () => {
    // s → m0 … m9999 (cost 1) → t (cost 5): after s, every m waits at f 2 > fLim 1 and joins the
    // next level at once; the level's admission is spread over steps (4,096 states each).
    const middles = Array.from({ length: 10_000 }, (_, i) => `m${i}`);
    const edges: [string, string, number][] = middles.flatMap((m): [string, string, number][] => [
      ['s', m, 1],
      [m, 't', 5],
    ]);
    const toGoal = Object.fromEntries(middles.map((m) => [m, 1]));
    const log: string[] = [];
    const { problem, backwardHeuristic } = directed(edges, { initial: 's', goal: 't' }, { toGoal }, log);
    let progress = 0;
    const r = gbfhs(problem, { backwardHeuristic, minStepCost: 1, progressIntervalMs: 0, onProgress: () => progress++ });
    expect(r).toMatchObject({ status: 'solved', cost: 6 });
    expect(r.status === 'solved' && r.states.length).toBe(3);
    expect(progress).toBeGreaterThan(2);
  });

  it('grows fLim level by level and splits fLim − ε between the sides: on s→a→b→c→t it expands s, t, a, c', () => {
    // No heuristic, ε = 1; forward expands g ≤ gLimF, backward g < gLimB, gLimF + gLimB = fLim − 1.
    // fLim 1 (max(h(s), h̄(t), ε)), gLims 0 / 0: forward s (a, x at g 1); backward nothing.
    //   Spent: the least pair bound is g(a) + g(t) + ε = 2.
    // fLim 2, gLims ½ / ½: forward nothing (g 1 > ½); backward t (c at g 1). Next: 1 + 1 + 1 = 3.
    // fLim 3, gLims 1 / 1: forward a (b at g 2), then x (a dead end), both at g 1;
    //   backward nothing (1 is not < 1). Next: 2 + 1 + 1 = 4.
    // fLim 4, gLims 1½ / 1½: backward c reaches b at g 2 and meets the forward b: U = 4 ≤ fLim.
    const { r, expansions } = run(undefined);
    expect(r).toMatchObject({ status: 'solved', cost: 4, states: ['s', 'a', 'b', 'c', 't'], moves: ['a', 'b', 'c', 't'] });
    expect(expansions).toEqual(['F s', 'B t', 'F a', 'F x', 'B c']);
    expect(run('balanced').expansions).toEqual(expansions);
  });

  it('expands only states with f ≤ fLim: a dead end with a high heuristic waits and is never expanded', () => {
    // h(x) = 9 (x reaches nothing, so any value is admissible): f(x) = 10 > fLim at every level.
    const { r, expansions } = run(undefined, { x: 9 });
    expect(r.cost).toBe(4);
    expect(expansions).toEqual(['F s', 'B t', 'F a', 'B c']);
  });

  it("the 'forward' and 'backward' splits give the whole budget to one side, one layer per level", () => {
    // 'forward': gLimF = fLim − 1 (inclusive), gLimB = 0: levels 1, 2, 3, 4 expand s, a, b, c; c
    // reaches t, the backward root, at g 4 = fLim. 'backward' mirrors it from t.
    expect(run('forward', { x: 9 }).expansions).toEqual(['F s', 'F a', 'F b', 'F c']);
    expect(run('backward', { x: 9 }).expansions).toEqual(['B t', 'B c', 'B b', 'B a']);
  });

  it('with real-valued costs fLim rises to the least bound an open pair gives, not by one: s→a 0.5, a→t 0.7, s→t 1.5', () => {
    // ε = 0 (the default): fLim 0, gLims 0 / 0: forward s reaches a (0.5) and t (1.5, a meeting: U = 1.5).
    // Next: g(a) + g(t) = 0.5. fLim 0.5, gLims ¼ / ¼: backward t reaches a at g 0.7 (U = 1.2)
    // and s at 1.5 (f ≥ U: pruned). Next: 0.5 + 0.7 = 1.2 = U: done after two expansions, where
    // a rise by one would have overshot the optimum.
    const log: string[] = [];
    const edges: [string, string, number][] = [
      ['s', 'a', 0.5],
      ['a', 't', 0.7],
      ['s', 't', 1.5],
    ];
    const { problem, backwardHeuristic } = directed(edges, { initial: 's', goal: 't' }, {}, log);
    const r = gbfhs(problem, { backwardHeuristic });
    expect(r).toMatchObject({ status: 'solved', states: ['s', 'a', 't'] });
    expect(r.cost).toBeCloseTo(1.2, 12);
    expect(log.slice(0, r.stats.expanded)).toEqual(['F s', 'B t']);
  });

  it('solves 8-puzzles optimally with the Manhattan distance both ways, by every split, sync and async', async () => {
    for (const seed of [1, 2, 3]) {
      const p = eightPuzzle(scrambledEight(80, seed));
      const optimal = astar(p).cost;
      const backwardHeuristic = eightManhattanFrom(p.initial);
      for (const split of ['balanced', 'fewer-open', 'forward', 'backward'] as const) {
        const r = gbfhs(p, { backwardHeuristic, minStepCost: 1, split });
        expect(r.cost).toBe(optimal);
        expect(r.states![r.states!.length - 1]).toBe(p.goal);
      }
      const sync = gbfhs(p, { backwardHeuristic, minStepCost: 1 });
      expect((await gbfhsAsync(p, { backwardHeuristic, minStepCost: 1 })).stats.expanded).toBe(sync.stats.expanded);
    }
  });

  it('is solved at once when the initial state is the goal, and exhausted when the goal cannot be reached', () => {
    const log: string[] = [];
    const same = directed(chain, { initial: 't', goal: 't' }, {}, log);
    expect(gbfhs(same.problem)).toMatchObject({ status: 'solved', cost: 0, moves: [], states: ['t'] });
    const cut = directed(
      chain.filter(([a]) => a !== 'b'),
      { initial: 's', goal: 't' },
      {},
      log,
    );
    expect(gbfhs(cut.problem, { minStepCost: 1 }).status).toBe('exhausted');
  });

  it('refuses a bad split, a bad ε, a problem without predecessors and a goal that is not one', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => gbfhs(p, { split: 'eager' as never })).toThrow(SearchError);
    expect(() => gbfhs(p, { split: 'eager' as never })).toThrow(/split must be one of 'balanced', 'fewer-open', 'forward', 'backward'/);
    expect(() => gbfhs(p, { minStepCost: -1 })).toThrow(/minStepCost must be a finite number ≥ 0/);
    const { predecessors: _, ...forwardOnly } = p;
    expect(() => gbfhs(forwardOnly as never)).toThrow(/gbfhs searches from both ends/);
    expect(() => gbfhs({ ...p, goal: p.initial })).toThrow(/not a goal/);
  });
});
