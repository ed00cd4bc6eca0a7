import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs, dfs, idaStar, iddfs, reachable, type SearchProblem } from '@puzzle-solvers/search-core';

/** An endless binary tree of numbers: nothing is a goal, so only limits can end a search. */
const endless: SearchProblem<number, 'L' | 'R'> = {
  initial: 1,
  expand(n, emit) {
    emit(2 * n, 'L');
    emit(2 * n + 1, 'R');
  },
  isGoal: () => false,
  heuristic: () => 0,
  key: (n) => n,
};

const algorithms = {
  astar: (o: object) => astar(endless, o),
  bfs: (o: object) => bfs(endless, o),
  dfs: (o: object) => dfs(endless, o),
  idaStar: (o: object) => idaStar(endless, o),
  iddfs: (o: object) => iddfs(endless, o),
};

describe('limits and cancellation', () => {
  it('stop after exactly maxExpansions expansions with status limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(algorithms) as (keyof typeof algorithms)[])),
        fc.integer({ min: 0, max: 3000 }),
        (name, max) => {
          const r = algorithms[name]({ maxExpansions: max });
          expect(r.status).toBe('limit');
          expect(r.limit).toBe('expansions');
          expect(r.stats.expanded).toBe(max);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stop when the stored states reach maxStates', () => {
    fc.assert(
      fc.property(fc.constantFrom('astar', 'bfs', 'dfs' as const), fc.integer({ min: 1, max: 5000 }), (name, max) => {
        const r = algorithms[name]({ maxStates: max });
        expect(r.status).toBe('limit');
        expect(r.limit).toBe('states');
        expect(r.stats.peakStored).toBeGreaterThanOrEqual(max);
        expect(r.stats.peakStored).toBeLessThanOrEqual(max + 2);
      }),
      { numRuns: 40 },
    );
  });

  it('end as aborted when the signal fires during the search, for every algorithm', () => {
    for (const [name, run] of Object.entries(algorithms)) {
      const controller = new AbortController();
      let calls = 0;
      const r = run({
        checkEvery: 16,
        progressIntervalMs: 0,
        signal: controller.signal,
        onProgress: () => {
          if (++calls === 3) controller.abort();
        },
      });
      expect(r.status, name).toBe('aborted');
      expect(calls, name).toBe(3);
    }
  });

  it('end as aborted at once when the signal has already fired', () => {
    const signal = AbortSignal.abort();
    for (const [name, run] of Object.entries(algorithms)) {
      const r = run({ signal });
      expect(r.status, name).toBe('aborted');
      expect(r.stats.expanded, name).toBe(0);
    }
    expect(reachable(endless, { signal }).status).toBe('aborted');
  });

  it('end with limit time when the clock runs out', () => {
    const r = astar(endless, { timeoutMs: 5, checkEvery: 64 });
    expect(r.status).toBe('limit');
    expect(r.limit).toBe('time');
  });

  it('report progress with growing counts', () => {
    const seen: number[] = [];
    bfs(endless, { maxExpansions: 5000, checkEvery: 100, progressIntervalMs: 0, onProgress: (p) => seen.push(p.expanded) });
    expect(seen.length).toBeGreaterThan(10);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
