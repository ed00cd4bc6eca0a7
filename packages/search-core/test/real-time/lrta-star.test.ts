import { describe, expect, it } from 'vitest';
import { astar, lrtaStar, type SearchProblem } from '@puzzle-solvers/search-core';
import { gridProblem } from '../arbitraries/graph.js';
import { codeOf, costLine } from '../fixtures/bad-input.js';

/**
 * A corridor of cells 0 … 5, the goal at 5, moves L and R of cost 1. The heuristic is admissible
 * (the true distances are 5, 4, 3, 2, 1, 0) but has a depression around the start, 2: cell 3
 * looks costlier than it is, so the agent first wanders left and learns its way back.
 */
const H = [0, 0, 0, 1.5, 1, 0];
const corridor: SearchProblem<number, 'L' | 'R'> = {
  initial: 2,
  expand(n, emit) {
    if (n > 0) emit(n - 1, 'L');
    if (n < 5) emit(n + 1, 'R');
  },
  isGoal: (n) => n === 5,
  heuristic: (n) => H[n]!,
  key: (n) => n,
};

describe('lrtaStar with lookahead 1 (LRTA*) on a corridor, checked by hand', () => {
  it('walks into the depression, raises h there (to 1, 1, 2, 2, 2.5, 2), and walks out to the goal', () => {
    // At 2: L gives 1 + h(1) = 1, R 1 + 1.5: h(2) = 1, go L. At 1: L 1 + 0, R 1 + 1: h(1) = 1, go L.
    // At 0: only R, 1 + 1: h(0) = 2, go R. At 1: L 1 + 2, R 1 + 1: h(1) = 2, go R. At 2: L 1 + 2,
    // R 1 + 1.5: h(2) = 2.5, go R. At 3: L 3.5, R 1 + 1: h(3) = 2, go R. At 4: R 1 + 0: go R.
    const r = lrtaStar(corridor);
    expect(r.status).toBe('solved');
    expect(r.states).toEqual([2, 1, 0, 1, 2, 3, 4, 5]);
    expect(r.moves).toEqual(['L', 'L', 'R', 'R', 'R', 'R', 'R']);
    expect(r).toMatchObject({ cost: 7, trials: 1, restarts: 0, converged: false, movesWalked: 7 });
    expect(r.stats.expanded).toBe(7);
    expect(r.maxExpansionsPerMove).toBe(1);
    expect(r.meanExpansionsPerMove).toBe(1);
  });

  it('with trials until convergence, ends on the cheapest walk, 3 moves', () => {
    const r = lrtaStar(corridor, { trials: Infinity });
    expect(r).toMatchObject({ status: 'solved', cost: 3, converged: true });
    expect(r.states).toEqual([2, 3, 4, 5]);
    expect(r.trials).toBeGreaterThan(1);
  });
});

describe('lrtaStar with a larger lookahead (LSS-LRTA*) on the corridor, checked by hand', () => {
  it('learns over the whole local space, then walks the A* path to the best frontier state', () => {
    // Lookahead 3 from 2 expands 2, 1, 0 (f 0, 1, 2); the frontier is 3 (f 2.5). The Dijkstra from
    // 3 (h 1.5) sets h(2) = 2.5, h(1) = 3.5, h(0) = 4.5, and the agent walks to 3. From 3 the A*
    // expands 3 and 4 and stops before the goal 5 (f 2): it walks 4, 5.
    const r = lrtaStar(corridor, { lookahead: 3 });
    expect(r.status).toBe('solved');
    expect(r.states).toEqual([2, 3, 4, 5]);
    expect(r).toMatchObject({ cost: 3, movesWalked: 3, maxExpansionsPerMove: 3 });
    expect(r.stats.expanded).toBe(5);
    expect(r.meanExpansionsPerMove).toBeCloseTo(5 / 3, 12);
  });

  it("reopens a state its lookahead's A* reaches more cheaply after expanding it, as A* does", () => {
    // S → A (1), S → B (2), A → B (0.5), B → G (5). h(A) = 2 (admissible, inconsistent) puts B
    // first: expanded at g 2, then A finds it at 1.5 and B is expanded again (4 expansions), so the
    // goal's f is 6.5 and the whole walk S, A, B, G is the cheapest.
    const edges: Record<string, [string, string, number][]> = {
      S: [
        ['a', 'A', 1],
        ['b', 'B', 2],
      ],
      A: [['ab', 'B', 0.5]],
      B: [['g', 'G', 5]],
      G: [],
    };
    const p: SearchProblem<string, string> = {
      initial: 'S',
      successors: (s) => edges[s]!.map(([move, state, cost]) => ({ move, state, cost })),
      isGoal: (s) => s === 'G',
      heuristic: (s) => (s === 'A' ? 2 : 0),
      key: (s) => s,
    };
    const r = lrtaStar(p, { lookahead: 8 });
    expect(r).toMatchObject({ status: 'solved', states: ['S', 'A', 'B', 'G'], cost: 6.5, maxExpansionsPerMove: 4 });
    expect(r.stats.reopened).toBe(1);
  });

  it('with an unbounded lookahead walks an optimal path after one A*', () => {
    const grid = { width: 6, height: 4, walls: Array.from({ length: 24 }, (_, i) => i === 8 || i === 14 || i === 20), start: 0, goal: 23 };
    const p = gridProblem(grid);
    const r = lrtaStar(p, { lookahead: Infinity });
    expect(r).toMatchObject({ status: 'solved', cost: astar(p).cost, converged: true });
  });
});

describe('lrtaStar at dead ends', () => {
  /** 0 → 1 → 2 (a dead end: no moves), 0 → 3 → 4 (the goal); the heuristic draws the agent to 1. */
  const trap: SearchProblem<number, string> = {
    initial: 0,
    successors: (n) =>
      n === 0
        ? [
            { move: 'a', state: 1 },
            { move: 'b', state: 3 },
          ]
        : n === 1
          ? [{ move: 'c', state: 2 }]
          : n === 3
            ? [{ move: 'd', state: 4 }]
            : [],
    isGoal: (n) => n === 4,
    heuristic: (n) => (n === 3 ? 1 : 0),
    key: (n) => n,
  };

  it('learns Infinity at a dead end and starts again from the initial state, then reaches the goal', () => {
    // Walk 1: 0, 1, 2, where nothing follows: h(2) = Infinity. Walk 2: at 0, a ties with b
    // (1 + h(1) = 2 = 1 + h(3)), the first listed wins: 1, whose only move leads to a dead end:
    // h(1) = Infinity. Walk 3: 0, 3, 4.
    const r = lrtaStar(trap);
    expect(r).toMatchObject({ status: 'solved', states: [0, 3, 4], restarts: 2, trials: 1 });
    expect(r.stats.iterations).toBe(3);
  });

  it('ends exhausted when the initial state learns Infinity', () => {
    const r = lrtaStar({ ...trap, isGoal: () => false });
    expect(r.status).toBe('exhausted');
    expect(r.restarts).toBeGreaterThan(0);
  });

  it('never enters a state whose heuristic is Infinity or that isValid refuses', () => {
    const seen: number[] = [];
    const r = lrtaStar({
      ...trap,
      successors: (n) => {
        seen.push(n);
        return trap.successors!(n);
      },
      heuristic: (n) => (n === 1 ? Infinity : trap.heuristic!(n)),
      isValid: (n) => n !== 2,
    });
    expect(r).toMatchObject({ status: 'solved', states: [0, 3, 4], restarts: 0 });
    expect(seen).not.toContain(1);
  });
});

describe('lrtaStar on bad input', () => {
  const line = costLine;

  it('refuses bad costs, a NaN heuristic, no keys, and a lookahead or trials that is not a whole number ≥ 1', () => {
    expect(codeOf(() => lrtaStar(line(-1)))).toBe('invalid-cost');
    expect(codeOf(() => lrtaStar(line(Number.NaN)))).toBe('invalid-cost');
    expect(codeOf(() => lrtaStar(line(1, Number.NaN)))).toBe('invalid-heuristic');
    const { key: _, ...noKey } = line(1);
    expect(codeOf(() => lrtaStar(noKey))).toBe('missing-key');
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(codeOf(() => lrtaStar(line(1), { lookahead: bad }))).toBe('invalid-option');
      expect(codeOf(() => lrtaStar(line(1), { trials: bad }))).toBe('invalid-option');
    }
  });

  it('ends a walk round a cycle of zero-cost moves, where nothing can be learned, with invalid-cost', () => {
    // 0 ⇄ 1 at cost 0, and 0 → 2 (the goal) at cost 5: h 0 everywhere keeps the agent on the cycle.
    const cycle: SearchProblem<number, string> = {
      initial: 0,
      successors: (n) =>
        n === 0
          ? [
              { move: 'over', state: 1, cost: 0 },
              { move: 'out', state: 2, cost: 5 },
            ]
          : [{ move: 'back', state: 0, cost: 0 }],
      isGoal: (n) => n === 2,
      key: (n) => n,
    };
    expect(codeOf(() => lrtaStar(cycle))).toBe('invalid-cost');
    // A lookahead that takes the cycle in learns its way out.
    expect(lrtaStar(cycle, { lookahead: 2 })).toMatchObject({ status: 'solved', cost: 5 });
  });

  it('calls a start whose estimate is Infinity exhausted, and a start that is a goal solved with no moves', () => {
    expect(lrtaStar({ ...line(1), heuristic: () => Infinity }).status).toBe('exhausted');
    expect(lrtaStar({ ...line(1), isGoal: () => true })).toMatchObject({ status: 'solved', moves: [], cost: 0, converged: true });
  });
});
