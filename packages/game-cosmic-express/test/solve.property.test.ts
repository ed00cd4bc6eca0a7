import { dfs, iddfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { solve } from '../src/solve.js';
import { expand } from '../src/state.js';
import type { TrainState } from '../src/rules.js';
import { parseSolution } from '../src/notation.js';
import { replay, verify } from '../src/verify.js';
import { pairedGridText as gridText } from './arbitraries/level.js';

/** The obvious slow oracle: every track, no pruning beyond "reached the exit unsolved". */
function oracle(level: ReturnType<typeof parse>, shortest: boolean) {
  const problem = {
    initial: replay(level, [])[0]!,
    expand,
    isGoal: (s: TrainState) => s.isSolved(),
    isValid: (s: TrainState) => !s.done || s.isSolved(),
  };
  return shortest
    ? iddfs(problem, { cycleCheck: 'none', maxExpansions: 400_000 })
    : dfs(problem, { tree: true, cycleCheck: 'none', maxExpansions: 400_000 });
}

describe('solver against an unpruned oracle on small random levels', () => {
  it('solves exactly the levels the exhaustive search solves', () => {
    const stats = { solved: 0, unsolvable: 0 };
    fc.assert(
      fc.property(gridText, (text) => {
        const level = parse(text);
        const truth = oracle(level, false);
        fc.pre(truth.status !== 'limit');
        for (const algorithm of ['lds', 'dfs']) {
          const mine = solve(level, { algorithm, maxExpansions: 400_000 });
          expect(mine.result.status, algorithm).toBe(truth.status);
        }
        stats[truth.status === 'solved' ? 'solved' : 'unsolvable']++;
      }),
      { numRuns: 150 },
    );
    // Both outcomes must be well represented for the comparison to mean anything.
    expect(stats.solved).toBeGreaterThan(10);
    expect(stats.unsolvable).toBeGreaterThan(10);
  });

  it('finds the shortest track with iddfs, the pruning notwithstanding', () => {
    fc.assert(
      fc.property(gridText, (text) => {
        const level = parse(text);
        const truth = oracle(level, true);
        fc.pre(truth.status === 'solved');
        const mine = solve(level, { algorithm: 'iddfs', maxExpansions: 400_000 });
        expect(mine.result.status).toBe('solved');
        expect(mine.result.moves!.length).toBe(truth.moves!.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('solutions', () => {
  it('verify, and replay to the very state the search ended in', () => {
    fc.assert(
      fc.property(gridText, fc.constantFrom('lds', 'dfs', 'iddfs'), (text, algorithm) => {
        const level = parse(text);
        const { result, solution } = solve(level, { algorithm, maxExpansions: 50_000 });
        fc.pre(result.status === 'solved');
        expect(verify(level, solution!)).toEqual({ valid: true, moves: result.moves!.length, cost: result.moves!.length });
        const end = replay(level, parseSolution(solution!)).at(-1)!;
        const searched = result.states!.at(-1)!;
        expect(Array.from(end.mem)).toEqual(Array.from(searched.mem));
        expect(end.path()).toEqual(searched.path());
      }),
      { numRuns: 80 },
    );
  });
});
