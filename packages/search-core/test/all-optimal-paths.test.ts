import { describe, expect, it } from 'vitest';
import { allOptimalPaths, allOptimalPathsAsync, type SearchProblem } from '@puzzle-solvers/search-core';

/** An open n × n grid from corner to corner. */
function openGrid(n: number): SearchProblem<number, string> {
  return {
    initial: 0,
    expand(s, emit) {
      const x = s % n;
      if (s >= n) emit(s - n, 'U');
      if (x > 0) emit(s - 1, 'L');
      if (x < n - 1) emit(s + 1, 'R');
      if (s < n * (n - 1)) emit(s + n, 'D');
    },
    isGoal: (s) => s === n * n - 1,
    heuristic: (s) => n - 1 - (s % n) + (n - 1 - Math.floor(s / n)),
    key: (s) => s,
  };
}

const binomial = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

describe('allOptimalPaths', () => {
  it('counts the C(2n − 2, n − 1) shortest routes across an open grid exactly, past 2^53, without listing them', () => {
    const r = allOptimalPaths(openGrid(31));
    if (r.status !== 'solved') throw new Error(r.status);
    expect(r.cost).toBe(60);
    expect(r.count()).toBe(binomial(60, 30));
    expect(r.count() > 2n ** 53n).toBe(true);
    // The graph holds each of the 961 cells once; the paths come one at a time.
    expect(r.graph.states).toHaveLength(31 * 31);
    const first = r.paths().next();
    expect(first.done).toBe(false);
    expect(first.value!.moves).toHaveLength(60);
  });

  it('async form: the same count', async () => {
    const r = await allOptimalPathsAsync(openGrid(6), { yieldEveryMs: 0, checkEvery: 1 });
    if (r.status !== 'solved') throw new Error(r.status);
    expect(r.count()).toBe(binomial(10, 5));
    expect([...r.paths()]).toHaveLength(252);
  });
});
