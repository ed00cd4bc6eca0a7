import { describe, expect, it } from 'vitest';
import { initialState, parse, physicalMoves, problemOf, SAMPLES, solve, verify } from '../src/index.js';
import { astar } from '@puzzle-solvers/search-core';

describe('solve', () => {
  it('solves every sample level, optimally by default, with a solution that verifies', () => {
    for (const sample of SAMPLES) {
      const level = parse(sample.text, { file: sample.name });
      const { result, solution, optimal } = solve(level);
      expect(result.status, sample.name).toBe('solved');
      expect(optimal).toBe(true);
      expect(verify(level, solution!).valid).toBe(true);
    }
  });

  it('reports the real tubes, not the sorted search states', () => {
    const level = parse('// the sample "swap"\n2\n1\nXOXO\nOXOX\n');
    const { result } = solve(level);
    // The search ran on sorted states (the empty tube first); the answer is about the level's tubes.
    expect(result.states?.[0]).toEqual(initialState(level));
    expect(result.moves?.[0]).toEqual({ from: 0, to: 2 });
    expect(verify(level, result.moves!).valid).toBe(true);
  });

  it('ends as exhausted, not as a timeout, when a small level has no solution', () => {
    // No empty tube and no two tops alike: no move at all under the app rules.
    const stuck = parse('2\n0\nAB\nBA\n');
    expect(solve(stuck).result.status).toBe('exhausted');
    // Every tube full: not even the course rules allow a move.
    const tight = parse('3\n0\nAB\nBC\nCA\n', { options: { rules: 'course' } });
    expect(solve(tight).result.status).toBe('exhausted');
    expect(solve(stuck, { algorithm: 'greedy' }).result.status).toBe('exhausted');
  });

  it('marks the weighted and greedy answers as not proven optimal', () => {
    const level = parse('3\n2\nRGBR\nGBRG\nBRGB\n');
    for (const algorithm of ['weighted', 'greedy']) {
      const r = solve(level, { algorithm });
      expect(r.result.status).toBe('solved');
      expect(r.optimal).toBe(false);
      expect(verify(level, r.solution!).valid).toBe(true);
    }
    expect(solve(level, { algorithm: 'bfs' }).result.moves?.length).toBe(solve(level).result.moves?.length);
  });

  it('stops at a limit with status limit', () => {
    const level = parse('3\n2\nRGBR\nGBRG\nBRGB\n');
    const r = solve(level, { maxExpansions: 2 });
    expect(r.result.status).toBe('limit');
    expect(r.solution).toBeUndefined();
  });

  it('counts a state at the bytes of its array for maxMemoryBytes', () => {
    // Four colours and two spare tubes: far more states than the limit allows.
    const level = parse('4\n2\nABCD\nBCDA\nCDAB\nDABC\n');
    const maxMemoryBytes = 100_000;
    const { result } = solve(level, { algorithm: 'bfs', maxMemoryBytes });
    expect(result).toMatchObject({ status: 'limit', limit: 'memory' });
    // search-core's 64 bytes of bookkeeping, then the array: 48 bytes and 8 per tube.
    const perState = 64 + 48 + 8 * level.tubes.length;
    expect(result.stats.peakStored).toBeLessThanOrEqual(Math.ceil(maxMemoryBytes / perState));
    expect(result.stats.peakStored).toBeGreaterThan(Math.floor(maxMemoryBytes / perState) - 2);
  });

  it('refuses an unknown algorithm', () => {
    expect(() => solve(parse('1\n0\nAA\n'), { algorithm: 'dfs' })).toThrow(/unknown algorithm "dfs"/);
  });

  it('lets other search-core algorithms run on problemOf, and maps their canonical moves back', () => {
    const level = parse('3\n2\nRGBR\nGBRG\nBRGB\n');
    const p = problemOf(level);
    const r = astar(p, { hashing: p.hashing });
    expect(r.status).toBe('solved');
    const real = physicalMoves(level, r.states!, r.moves!);
    expect(verify(level, real.moves).valid).toBe(true);
  });

  it('solves a level with capacity 11, whose tube codes are too many for the typed-array caches', () => {
    const level = parse(
      JSON.stringify({
        capacity: 11,
        tubes: [[...'ABCABCABCAB'], [...'CABCABCABCA'], [...'BCABCABCABC'], [], []],
      }),
    );
    const { result, solution } = solve(level);
    expect(result.status).toBe('solved');
    expect(verify(level, solution!).valid).toBe(true);
    expect(result.moves!.length).toBeLessThanOrEqual(solve(level, { algorithm: 'greedy' }).result.moves!.length);
  });
});
