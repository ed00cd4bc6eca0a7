import { describe, expect, it } from 'vitest';
import { dfs, idaStar, idaStarInPlace, iddfs, lds, type SearchProblem } from '@puzzle-solvers/search-core';

/** A line 0 → 1 → … → length, with a step back from every cell: the only solution is `length` deep. */
function line(length: number): SearchProblem<number, '+' | '-'> {
  return {
    initial: 0,
    expand(n, emit) {
      if (n < length) emit(n + 1, '+');
      if (n > 0) emit(n - 1, '-');
    },
    isGoal: (n) => n === length,
    heuristic: (n) => length - n,
    key: (n) => n,
  };
}

const DEEP = 100_000;

describe('depth-first searches as deep as memory allows (no recursion)', () => {
  it.each([
    ['idaStar', () => idaStar(line(DEEP), { cycleCheck: 'parent' })],
    ['idaStar with a table', () => idaStar(line(DEEP), { cycleCheck: 'parent', transpositionTable: 1000 })],
    ['tree dfs', () => dfs(line(DEEP), { tree: true, cycleCheck: 'parent' })],
    ['graph dfs', () => dfs(line(DEEP))],
    ['lds', () => lds(line(DEEP), { cycleCheck: 'parent' })],
  ])('%s solves a 100,000-move line', (_name, run) => {
    const r = run();
    expect(r.status).toBe('solved');
    expect(r.moves!.length).toBe(DEEP);
    expect(r.moves!.every((m) => m === '+')).toBe(true);
  });

  it('idaStarInPlace solves a 100,000-move line and restores the state', () => {
    const problem = {
      state: { n: 0 },
      moves: (s: { n: number }) => (s.n < DEEP ? [1] : []),
      apply: (s: { n: number }, m: number) => {
        s.n += m;
      },
      undo: (s: { n: number }, m: number) => {
        s.n -= m;
      },
      isGoal: (s: { n: number }) => s.n === DEEP,
      heuristic: (s: { n: number }) => DEEP - s.n,
      clone: (s: { n: number }) => ({ n: s.n }),
    };
    const r = idaStarInPlace(problem);
    expect(r.status).toBe('solved');
    expect(r.moves!.length).toBe(DEEP);
    expect(r.states!.at(-1)!.n).toBe(DEEP);
    expect(problem.state.n).toBe(0);
  });

  // IDDFS deepens one move per pass, so a path d deep costs d²/2 expansions: 2,000 is beyond
  // the depth where the recursive engine could overflow the call stack and still quick.
  it('iddfs solves a 2,000-move line', () => {
    const r = iddfs(line(2000), { cycleCheck: 'parent' });
    expect(r.status).toBe('solved');
    expect(r.moves!.length).toBe(2000);
  });

  it('ends with limit memory, not a crash, when the stack outgrows maxMemoryBytes', () => {
    const endless: SearchProblem<number, '+'> = { initial: 0, expand: (n, emit) => emit(n + 1, '+'), isGoal: () => false, key: (n) => n };
    for (const r of [
      dfs(endless, { tree: true, cycleCheck: 'none', maxMemoryBytes: 1_000_000 }),
      lds(endless, { cycleCheck: 'none', maxMemoryBytes: 1_000_000 }),
      idaStar(endless, { cycleCheck: 'none', heuristic: () => 0, maxMemoryBytes: 64 * 300 }),
    ]) {
      expect(r.status).toBe('limit');
      expect(r.limit).toBe('memory');
    }
  });
});
