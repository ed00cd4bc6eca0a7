import { describe, expect, it } from 'vitest';
import { kShortestPaths, kShortestPathsAsync, type SearchProblem } from '@puzzle-solvers/search-core';

/** An open 6 × 6 grid from corner to corner: many paths of 10 moves, then of 12 … */
const W = 6;
const grid: SearchProblem<number, string> = {
  initial: 0,
  expand(s, emit) {
    const x = s % W;
    if (s >= W) emit(s - W, 'U');
    if (x > 0) emit(s - 1, 'L');
    if (x < W - 1) emit(s + 1, 'R');
    if (s < W * (W - 1)) emit(s + W, 'D');
  },
  isGoal: (s) => s === W * W - 1,
  heuristic: (s) => W - 1 - (s % W) + (W - 1 - Math.floor(s / W)),
  key: (s) => s,
};

describe('kShortestPaths', () => {
  it('finds the 252 shortest routes across an open grid, then longer ones', () => {
    // C(10, 5) = 252 monotone routes of 10 moves; the 253rd path is longer.
    const r = kShortestPaths(grid, 260);
    expect(r.status).toBe('solved');
    expect(r.paths).toHaveLength(260);
    expect(r.paths.filter((p) => p.cost === 10)).toHaveLength(252);
    expect(r.paths[252]!.cost).toBeGreaterThan(10);
  });

  it('keeps the paths found so far when a limit stops it', () => {
    const r = kShortestPaths(grid, 1000, { maxExpansions: 300 });
    expect(r).toMatchObject({ status: 'limit', limit: 'expansions' });
    expect(r.paths.length).toBeGreaterThan(0);
    expect(r.paths.every((p) => p.cost === 10)).toBe(true);
    expect(r.stats.expanded).toBeLessThanOrEqual(300);
  });

  it('async form: the same paths, and stopped by a signal', async () => {
    const sync = kShortestPaths(grid, 8);
    const async = await kShortestPathsAsync(grid, 8, { yieldEveryMs: 0, checkEvery: 1 });
    expect(async.paths).toEqual(sync.paths);
    const controller = new AbortController();
    controller.abort();
    expect((await kShortestPathsAsync(grid, 20, { signal: controller.signal })).status).toBe('aborted');
  });

  it('refuses a k that is not a whole number ≥ 1', () => {
    expect(() => kShortestPaths(grid, 0)).toThrow(/k must be/);
    expect(() => kShortestPaths(grid, 1.5)).toThrow(/k must be/);
  });
});
