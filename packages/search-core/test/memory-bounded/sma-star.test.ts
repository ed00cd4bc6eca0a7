import { describe, expect, it } from 'vitest';
import { astar, SearchError, type SearchProblem, smaStar } from '@puzzle-solvers/search-core';

/** A tree of named nodes: children with step costs, heuristic values, goals; expansions logged. */
function treeProblem(
  children: Record<string, readonly (readonly [string, number])[]>,
  h: Record<string, number>,
  goals: readonly string[],
  log: string[] = [],
): SearchProblem<string, string> {
  return {
    initial: 'A',
    expand(s, emit) {
      log.push(s);
      for (const [c, cost] of children[s] ?? []) emit(c, c, cost);
    },
    isGoal: (s) => goals.includes(s),
    heuristic: (s) => h[s]!,
    key: (s) => s,
  };
}

// Russell and Norvig's SMA* example (AIMA, 2nd ed., fig. 4.? "progress of an SMA* search with a
// memory size of three nodes"): g + h = f beside each node.
//                 A 0+12
//          B 10+5       G 8+5
//       C 20+5  D 20+0   H 16+2  I 24+0
//    E 30+5 F 30+0       J 24+0  K 24+5
const aimaChildren = {
  A: [
    ['B', 10],
    ['G', 8],
  ],
  B: [
    ['C', 10],
    ['D', 10],
  ],
  G: [
    ['H', 8],
    ['I', 16],
  ],
  C: [
    ['E', 10],
    ['F', 10],
  ],
  H: [
    ['J', 8],
    ['K', 8],
  ],
} as const;
const aimaH = { A: 12, B: 5, C: 5, D: 0, E: 5, F: 0, G: 5, H: 2, I: 0, J: 0, K: 5 };
const aimaGoals = ['D', 'F', 'I', 'J'];

describe('smaStar', () => {
  it("follows AIMA's worked example with three nodes: A, G, B expanded, then the goal D at 20, not proven optimal", () => {
    const log: string[] = [];
    const r = smaStar(treeProblem(aimaChildren, aimaH, aimaGoals, log), { maxNodes: 3 });
    expect(r.status).toBe('solved');
    if (r.status !== 'solved') return;
    expect(r.moves).toEqual(['B', 'D']);
    expect(r.cost).toBe(20);
    // G is expanded before B (f 13 < 15); its goal I (24) is forgotten at once, then G itself for D.
    expect(log).toEqual(['A', 'G', 'B']);
    expect(r.forgotten).toBe(2);
    // H (f 18) was cut at the depth three nodes allow: a deeper solution under it could cost less.
    expect(r.provenOptimal).toBe(false);
    expect(r.stats.peakStored).toBe(3);
  });

  it('is A* on the same tree when every node fits, and proves the cost optimal', () => {
    const r = smaStar(treeProblem(aimaChildren, aimaH, aimaGoals), { maxNodes: 11 });
    const a = astar(treeProblem(aimaChildren, aimaH, aimaGoals));
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(a.cost);
    expect(r.status === 'solved' && r.provenOptimal).toBe(true);
    expect(r.forgotten).toBe(0);
  });

  it('regenerates a forgotten subtree when it is the best again, and counts the re-expansion', () => {
    // Two branches whose f rise in turn: with four nodes, each is forgotten while the other is explored.
    const children = {
      A: [
        ['L', 1],
        ['R', 1],
      ],
      L: [['L2', 2]],
      L2: [['L3', 2]],
      R: [['R2', 2]],
      R2: [['R3', 1]],
    } as const;
    const h = { A: 0, L: 0, L2: 0, L3: 0, R: 0, R2: 0, R3: 0 };
    const log: string[] = [];
    const r = smaStar(treeProblem(children, h, ['L3', 'R3'], log), { maxNodes: 4 });
    expect(r.status === 'solved' && r.moves).toEqual(['R', 'R2', 'R3']);
    expect(r.cost).toBe(4);
    expect(r.status === 'solved' && r.provenOptimal).toBe(true);
    expect(r.stats.peakStored).toBeLessThanOrEqual(4);
  });

  it('returns the best solution within the bound, not proven optimal, when the optimal path is too deep', () => {
    const children = {
      A: [
        ['X', 1],
        ['G1', 10],
      ],
      X: [['Y', 1]],
      Y: [['G2', 1]],
    } as const;
    const h = { A: 0, X: 0, Y: 0, G1: 0, G2: 0 };
    const short = smaStar(treeProblem(children, h, ['G1', 'G2']), { maxNodes: 3 });
    expect(short.status === 'solved' && [short.moves, short.cost, short.provenOptimal]).toEqual([['G1'], 10, false]);
    const deep = smaStar(treeProblem(children, h, ['G1', 'G2']), { maxNodes: 4 });
    expect(deep.status === 'solved' && [deep.moves, deep.cost, deep.provenOptimal]).toEqual([['X', 'Y', 'G2'], 3, true]);
  });

  it("ends with limit 'depth' when the only solutions are deeper than the bound, and exhausted when there is none", () => {
    const children = { A: [['X', 1]], X: [['Y', 1]], Y: [['G', 1]] } as const;
    const h = { A: 0, X: 0, Y: 0, G: 0 };
    const cut = smaStar(treeProblem(children, h, ['G']), { maxNodes: 3 });
    expect([cut.status, cut.limit]).toEqual(['limit', 'depth']);
    const none = smaStar(treeProblem(children, h, ['Z']), { maxNodes: 10 });
    expect(none.status).toBe('exhausted');
  });

  it('ends on a cycle without a cycle check, at the depth the bound allows', () => {
    const loop: SearchProblem<number, string> = {
      initial: 0,
      successors: (s) => [{ state: (s + 1) % 3, move: 'next', cost: 0 }],
      isGoal: () => false,
    };
    const r = smaStar(loop, { maxNodes: 50, cycleCheck: 'none' });
    expect([r.status, r.limit]).toEqual(['limit', 'depth']);
  });

  it("ends on a graph where listing forgotten children again at their parent's value went round in circles", () => {
    const edges = [
      [0, 3, 9],
      [3, 3, 9],
      [0, 4, 9],
      [0, 1, 4],
      [0, 3, 9],
      [3, 4, 4],
      [3, 0, 5],
      [4, 4, 4],
      [4, 1, 3],
      [4, 1, 4],
      [3, 4, 7],
      [3, 4, 4],
      [1, 4, 3],
      [2, 2, 7],
      [1, 3, 0],
    ] as const;
    const p: SearchProblem<number, string> = {
      initial: 0,
      successors: (s) => edges.flatMap(([a, b, c], i) => (a === s ? [{ state: b, move: `e${i}`, cost: c }] : [])),
      isGoal: (s) => s === 2,
      key: (s) => s,
    };
    for (let maxNodes = 2; maxNodes <= 8; maxNodes++) {
      for (const storedDuplicates of [true, false]) {
        const r = smaStar(p, { maxNodes, storedDuplicates, maxExpansions: 10_000 });
        expect(r.status === 'exhausted' || r.limit === 'depth').toBe(true);
      }
    }
  });

  it('refuses a node bound that is not an integer of at least 2', () => {
    const p = treeProblem(aimaChildren, aimaH, aimaGoals);
    for (const maxNodes of [1, 0, -3, 2.5, Number.NaN, Infinity]) {
      expect(() => smaStar(p, { maxNodes })).toThrow(SearchError);
    }
    expect(() => smaStar(p, {} as { maxNodes: number })).toThrow(/maxNodes/);
    try {
      smaStar(p, { maxNodes: 1 });
    } catch (e) {
      expect((e as SearchError).code).toBe('invalid-option');
    }
  });
});
