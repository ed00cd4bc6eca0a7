import { describe, expect, it } from 'vitest';
import { astar, bfs, dfs, dijkstra, idaStar, idaStarInPlace, numberPacker, type SearchProblem } from '@puzzle-solvers/search-core';
import { codeOf, costLine } from './fixtures/bad-input.js';

const line = costLine;

describe('misuse', () => {
  it('refuses a negative step cost with invalid-cost', () => {
    expect(codeOf(() => astar(line(-1)))).toBe('invalid-cost');
    expect(codeOf(() => idaStar(line(-1)))).toBe('invalid-cost');
  });

  it('refuses a negative step cost in the in-place IDA*, and undoes that move first', () => {
    // A counter moved by +1 per move; the third move costs -1.
    const state = { n: 0 };
    const problem = {
      state,
      moves: () => [1],
      apply: (s: { n: number }, m: number) => {
        s.n += m;
        return s.n === 3 ? -1 : 1;
      },
      undo: (s: { n: number }, m: number) => {
        s.n -= m;
      },
      isGoal: (s: { n: number }) => s.n === 10,
      heuristic: () => 0,
      clone: (s: { n: number }) => ({ ...s }),
    };
    expect(codeOf(() => idaStarInPlace(problem))).toBe('invalid-cost');
    expect(state.n).toBe(2);
  });

  it('refuses a NaN step cost with invalid-cost', () => {
    expect(codeOf(() => astar(line(NaN)))).toBe('invalid-cost');
  });

  it('refuses a heuristic that returns NaN with invalid-heuristic', () => {
    expect(codeOf(() => astar(line(1, NaN)))).toBe('invalid-heuristic');
    expect(codeOf(() => idaStar(line(1, NaN)))).toBe('invalid-heuristic');
  });

  it('asks for a key function when states cannot be identified', () => {
    const { key: _omit, ...noKey } = line(1);
    expect(codeOf(() => astar(noKey))).toBe('missing-key');
    expect(codeOf(() => bfs(noKey))).toBe('missing-key');
    // …but IDA* runs without one (no cycle check), and the `key` option supplies one.
    expect(idaStar(noKey).status).toBe('solved');
    expect(astar(noKey, { key: (n) => n }).status).toBe('solved');
  });

  it('refuses keys that mix numbers and strings', () => {
    const p: SearchProblem<number, string> = { ...line(1), key: (n) => (n < 2 ? n : `s${n}`) };
    expect(codeOf(() => astar(p))).toBe('mixed-keys');
  });

  it('refuses a weight below 1 and negative limits with invalid-option', () => {
    expect(codeOf(() => astar(line(1), { weight: 0.5 }))).toBe('invalid-option');
    expect(codeOf(() => astar(line(1), { maxExpansions: -1 }))).toBe('invalid-option');
    expect(codeOf(() => numberPacker([2 ** 30, 2 ** 30]))).toBe('invalid-option');
  });

  it('refuses a problem without successors', () => {
    expect(codeOf(() => astar({ initial: 0, isGoal: () => true, key: (n: number) => n }))).toBe('invalid-problem');
  });

  it('names the package in every message', () => {
    try {
      astar(line(-1));
    } catch (e) {
      expect(String((e as Error).message)).toMatch(/^search-core: /);
    }
  });

  it.each(['bfs', 'dfs', 'astar', 'dijkstra'] as const)(
    'reports a non-deterministic successor function instead of returning a wrong path (%s)',
    (engine) => {
      let calls = 0;
      const p: SearchProblem<number, string> = {
        initial: 0,
        // The order of successors changes between calls: replaying the path notices.
        successors: (n) => {
          calls++;
          const list = [
            { move: 'a', state: n + 1 },
            { move: 'b', state: n + 2 },
          ];
          return calls % 2 === 0 ? list.reverse() : list;
        },
        isGoal: (n) => n === 4,
        key: (n) => n,
      };
      const run = { bfs: () => bfs(p), dfs: () => dfs(p), astar: () => astar(p), dijkstra: () => dijkstra(p) }[engine];
      expect(codeOf(run)).toBe('nondeterministic');
    },
  );
});
