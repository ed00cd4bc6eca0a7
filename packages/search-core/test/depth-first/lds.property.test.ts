import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, lds, type SearchProblem } from '@puzzle-solvers/search-core';
import { gridArb, gridProblem, replayCost } from '../arbitraries/graph.js';

/** The path of a binary tree of depth 6 that goes right at the depths in `rights`, left elsewhere. */
const rightsAt = (rights: readonly number[]): string => [0, 1, 2, 3, 4, 5].map((d) => (rights.includes(d) ? 'R' : 'L')).join('');

/** A binary tree of depth 6 (left child first) whose only goal is `target`. */
function binaryTree(target: string): SearchProblem<string, string> {
  return {
    initial: '',
    successors: (s) =>
      s.length < 6
        ? [
            { move: 'L', state: `${s}L` },
            { move: 'R', state: `${s}R` },
          ]
        : [],
    isGoal: (s) => s === target,
    key: (s) => s,
  };
}

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
        const target = rightsAt(rights);
        const r = lds(binaryTree(target));
        expect(r.moves!.join('')).toBe(target);
        expect(r.stats.iterations).toBe(rights.length + 1);
      }),
    );
  });

  it('proves unsolvability with a pass that cuts nothing, and prunes through isValid', () => {
    const tree: SearchProblem<string, string> = {
      initial: '',
      successors: (s) => [
        { move: 'L', state: `${s}L` },
        { move: 'R', state: `${s}R` },
      ],
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
      successors: (s) =>
        s.length < 5
          ? [
              { move: 'L', state: `${s}L` },
              { move: 'R', state: `${s}R` },
            ]
          : [],
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

/**
 * LDS with milestones as the definition states it, recursive: pass k walks the children of each
 * node in order, the r-th valid one costing r, the discrepancies counted since the last milestone
 * on the path (a milestone child's own rank still counts before it). States on the path are skipped.
 */
function ldsWithMilestones<S, M>(
  p: SearchProblem<S, M>,
  order: (s: S) => number,
  milestone: (parent: S, child: S) => boolean,
): { moves: M[] | undefined; passes: number } {
  const children = (s: S): { state: S; move: M }[] => {
    const out: { state: S; move: M }[] = [];
    p.expand!(s, (state, move) => out.push({ state, move }));
    return out;
  };
  if (p.isValid && !p.isValid(p.initial)) return { moves: undefined, passes: 1 };
  for (let k = 0; ; k++) {
    let cut = false;
    const onPath = new Set<unknown>();
    const visit = (s: S, used: number, moves: M[]): M[] | undefined => {
      if (p.isGoal(s)) return moves;
      onPath.add(p.key!(s));
      const list = children(s)
        .filter((c) => !onPath.has(p.key!(c.state)))
        .map((c, i) => ({ ...c, o: order(c.state), i }))
        .sort((a, b) => a.o - b.o || a.i - b.i);
      let r = 0;
      for (const c of list) {
        if (p.isValid && !p.isValid(c.state)) continue;
        if (used + r > k) {
          cut = true;
          break;
        }
        const found = visit(c.state, milestone(s, c.state) ? 0 : used + r, [...moves, c.move]);
        if (found) return found;
        r++;
      }
      onPath.delete(p.key!(s));
      return undefined;
    };
    const moves = visit(p.initial, 0, []);
    if (moves || !cut) return { moves, passes: k + 1 };
  }
}

describe('lds with milestones', () => {
  it('needs one pass more than the most discrepancies between two milestones on the path', () => {
    // The binary tree of depth 6 again; a milestone is reached at the depths in `marks`.
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }),
        (rights, marks) => {
          const target = rightsAt(rights);
          let most = 0;
          let used = 0;
          for (let d = 0; d < 6; d++) {
            if (target[d] === 'R') used++;
            most = Math.max(most, used);
            if (marks.includes(d + 1)) used = 0;
          }
          const r = lds(binaryTree(target), { milestone: (_, child) => marks.includes(child.length) });
          expect(r.moves!.join('')).toBe(target);
          expect(r.stats.iterations).toBe(most + 1);
        },
      ),
    );
  });

  it('finds what the recursive definition finds, in as many passes, on random grids', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 30),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.nat({ max: 9 }), { minLength: 30, maxLength: 30 }),
        (g, marked, dead, rank) => {
          const p = { ...gridProblem(g), isValid: (s: number) => !dead[s] || s === g.goal };
          // A random order, so that paths need discrepancies.
          const order = (s: number) => rank[s]!;
          const milestone = (_: number, child: number) => marked[child]!;
          const r = lds(p, { order, milestone });
          const expected = ldsWithMilestones(p, order, milestone);
          expect(r.status).toBe(expected.moves ? 'solved' : 'exhausted');
          expect(r.stats.iterations).toBe(expected.passes);
          if (r.status === 'solved') {
            expect(r.moves).toEqual(expected.moves);
            expect(replayCost(p, r.moves, r.states)).toBe(r.moves.length);
          }
        },
      ),
    );
  });

  it('without a milestone searches exactly as plain lds, and with lazy passes still proves unsolvability', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 30),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 0, max: 6 }),
        (g, marked, exactFrom) => {
          const p = gridProblem(g);
          const never = lds(p, { milestone: () => false });
          const plain = lds(p);
          expect(never.moves).toEqual(plain.moves);
          expect({ ...never.stats, elapsedMs: 0 }).toEqual({ ...plain.stats, elapsedMs: 0 });
          const lazy = lds(p, { exactFrom, milestone: (_, child) => marked[child]! });
          expect(lazy.status).toBe(bfs(p).status);
          if (lazy.status === 'solved') expect(lazy.moves).toEqual(lds(p, { milestone: (_, child) => marked[child]! }).moves);
        },
      ),
    );
  });
});
