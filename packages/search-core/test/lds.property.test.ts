import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, lds, type SearchProblem } from '@puzzle-solvers/search-core';
import { gridArb, gridProblem, replayCost } from './arbitraries/graph.js';

describe('lds', () => {
  it('finds a legal path exactly when one exists, on small random grids', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 30),
        (g) => {
          const p = gridProblem(g);
          const r = lds(p);
          expect(r.status).toBe(bfs(p).status);
          if (r.status === 'solved') expect(replayCost(p, r.moves, r.states)).toBe(r.moves.length);
        },
      ),
    );
  });

  it('solves in the first pass when the order is perfect', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const p = gridProblem(g);
        const exact = bfs(p);
        fc.pre(exact.status === 'solved');
        // Order by the true distance to the goal: no discrepancy is ever needed.
        const distance = new Map<number, number>();
        for (let cell = 0; cell < g.width * g.height; cell++) {
          const back = bfs({ ...p, initial: cell });
          distance.set(cell, back.status === 'solved' ? back.moves.length : Infinity);
        }
        const r = lds(p, { order: (s) => distance.get(s)! });
        expect(r.status).toBe('solved');
        expect(r.stats.iterations).toBe(1);
        expect(r.moves!.length).toBe(exact.moves.length);
      }),
      { numRuns: 30 },
    );
  });

  it('uses the fewest discrepancies: pass k finds a path only when none needs fewer', () => {
    // A binary tree of depth 6 whose only goal is reached by going right at exactly the levels in
    // `rights`: the path needs rights.length discrepancies, so LDS needs that many extra passes.
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }), (rights) => {
        const target = [0, 1, 2, 3, 4, 5].map((d) => (rights.includes(d) ? 'R' : 'L')).join('');
        const tree: SearchProblem<string, string> = {
          initial: '',
          successors: (s) => (s.length < 6 ? [{ move: 'L', state: `${s}L` }, { move: 'R', state: `${s}R` }] : []),
          isGoal: (s) => s === target,
          key: (s) => s,
        };
        const r = lds(tree);
        expect(r.moves!.join('')).toBe(target);
        expect(r.stats.iterations).toBe(rights.length + 1);
      }),
    );
  });

  it('proves unsolvability with a pass that cuts nothing, and prunes through isValid', () => {
    const tree: SearchProblem<string, string> = {
      initial: '',
      successors: (s) => [{ move: 'L', state: `${s}L` }, { move: 'R', state: `${s}R` }],
      isGoal: () => false,
      isValid: (s) => s.length <= 4,
      key: (s) => s,
    };
    const r = lds(tree);
    expect(r.status).toBe('exhausted');
    expect(r.stats.iterations).toBe(5); // budgets 0..4; the pass with budget 4 excludes nothing
  });

  it('stops with limit depth beyond maxDiscrepancies', () => {
    const tree: SearchProblem<string, string> = {
      initial: '',
      successors: (s) => (s.length < 5 ? [{ move: 'L', state: `${s}L` }, { move: 'R', state: `${s}R` }] : []),
      isGoal: (s) => s === 'RRRRR',
      key: (s) => s,
    };
    const r = lds(tree, { maxDiscrepancies: 3 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('depth');
    expect(lds(tree).moves!.join('')).toBe('RRRRR');
  });
});

describe('lds with lazy passes (exactFrom)', () => {
  it('finds the same paths and still proves unsolvability once passes are exact', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 30),
        fc.integer({ min: 0, max: 6 }),
        (g, exactFrom) => {
          const p = gridProblem(g);
          const lazy = lds(p, { exactFrom });
          expect(lazy.status).toBe(bfs(p).status);
          if (lazy.status === 'solved') expect(lazy.moves).toEqual(lds(p).moves);
        },
      ),
    );
  });
});
