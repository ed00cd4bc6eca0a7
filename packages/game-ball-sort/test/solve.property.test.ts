import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '@puzzle-solvers/search-core';
import { heuristicFor, initialState, problemOf, solve, verify, type HeuristicName, type Level } from '../src/index.js';
import { smallLevelArb } from './arbitraries.js';

/** The oracle: breadth-first search on the real tubes, no pruning, no symmetry. */
function bfsMoves(level: Level): number | 'exhausted' {
  const p = problemOf(level, { keys: 'plain', prune: false, heuristic: 'zero' });
  const r = bfs(p, { hashing: p.hashing });
  if (r.status === 'solved') return r.moves.length;
  if (r.status === 'exhausted') return 'exhausted';
  throw new Error(`bfs ended with ${r.status}`);
}

const HEURISTICS: HeuristicName[] = ['junk-cycles', 'final-tube', 'dig-clutter'];

describe('the solver on small random levels', () => {
  for (const rules of ['app', 'course'] as const) {
    for (const moves of ['single', 'pour'] as const) {
      it(`finds as few moves as breadth-first search (${rules} rules, ${moves} moves), and every solution verifies`, () => {
        const outcomes = { solved: 0, exhausted: 0 };
        fc.assert(
          fc.property(smallLevelArb(rules, moves), ({ level }) => {
            const oracle = bfsMoves(level);
            const { result, solution, optimal } = solve(level);
            if (oracle === 'exhausted') {
              outcomes.exhausted++;
              expect(result.status).toBe('exhausted');
              return;
            }
            outcomes.solved++;
            expect(result.status).toBe('solved');
            expect(result.moves?.length).toBe(oracle);
            expect(optimal).toBe(true);
            expect(verify(level, solution!)).toEqual({ valid: true, moves: oracle, cost: oracle });
          }),
          { numRuns: 150 },
        );
        // Both outcomes must be exercised, or the property says little.
        expect(outcomes.solved).toBeGreaterThan(20);
        expect(outcomes.exhausted).toBeGreaterThan(moves === 'single' && rules === 'course' ? -1 : 2);
      });
    }
  }

  it('never lets a heuristic exceed the breadth-first distance, on every state of a shortest path', () => {
    fc.assert(
      fc.property(smallLevelArb(), ({ level }) => {
        const p = problemOf(level, { keys: 'plain', prune: false, heuristic: 'zero' });
        const r = bfs(p, { hashing: p.hashing });
        if (r.status !== 'solved') return;
        const length = r.moves.length;
        for (const name of HEURISTICS) {
          const h = heuristicFor(level, name);
          r.states.forEach((s, i) => expect(h(s)).toBeLessThanOrEqual(length - i));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('orders the heuristics: dig-clutter ≤ final-tube ≤ junk-cycles on single balls', () => {
    fc.assert(
      fc.property(smallLevelArb(undefined, 'single'), ({ level }) => {
        const s = initialState(level);
        const [dig, fin, cyc] = (['dig-clutter', 'final-tube', 'junk-cycles'] as const).map((n) => heuristicFor(level, n)(s));
        expect(dig).toBeLessThanOrEqual(fin!);
        expect(fin).toBeLessThanOrEqual(cyc!);
      }),
    );
  });

  it('loses no shortest solution to pruning or symmetry: breadth-first search agrees with and without them', () => {
    fc.assert(
      fc.property(smallLevelArb(), ({ level }) => {
        const p = problemOf(level, { heuristic: 'zero' });
        const r = bfs(p, { hashing: p.hashing });
        const oracle = bfsMoves(level);
        expect(r.status === 'solved' ? r.moves.length : r.status).toBe(oracle);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same move count with plain keys as with canonical keys', () => {
    fc.assert(
      fc.property(smallLevelArb(), ({ level }) => {
        const a = solve(level);
        const b = solve(level, { keys: 'plain' });
        expect(b.result.status).toBe(a.result.status);
        expect(b.result.moves?.length).toBe(a.result.moves?.length);
      }),
      { numRuns: 100 },
    );
  });

  it('returns verified solutions from the fast modes, marked not optimal', () => {
    fc.assert(
      fc.property(smallLevelArb(), fc.constantFrom('weighted', 'greedy'), ({ level }, algorithm) => {
        const r = solve(level, { algorithm });
        if (r.result.status !== 'solved') {
          expect(r.result.status).toBe('exhausted');
          return;
        }
        expect(r.optimal).toBe(false);
        expect(verify(level, r.result.moves).valid).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
