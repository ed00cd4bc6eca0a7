import { describe, expect, it } from 'vitest';
import { buildPatternDatabase, CancelFlag, SearchError, type PatternAbstraction, type SearchProgress } from '@puzzle-solvers/search-core';
import { slidingTileAbstraction } from '../../bench/sliding-tile-pdb.js';

/** A line of `size` states, goal at 0, each step back costing `cost`. */
function line(size: number, cost = 1): PatternAbstraction {
  return {
    id: 'line',
    size,
    goals: [0],
    predecessors(index, emit) {
      if (index + 1 < size) emit(index + 1, cost);
    },
  };
}

const eightPuzzle = slidingTileAbstraction(3, 3, [1, 2, 3, 4]);

describe('buildPatternDatabase', () => {
  it('builds with status built and counts what it did', () => {
    const r = buildPatternDatabase(line(10));
    expect(r.status).toBe('built');
    expect(r.database?.table).toEqual(Uint8Array.from({ length: 10 }, (_, i) => i));
    expect(r.stats).toMatchObject({ expanded: 10, generated: 9, peakStored: 10 });
  });

  it('stores distances beyond 254 as 254, and unreached states as 255', () => {
    const r = buildPatternDatabase({ ...line(300), size: 301 });
    const db = r.database!;
    expect([db.get(253), db.get(254), db.get(299), db.get(300)]).toEqual([253, 254, 254, 255]);
    expect(db.maxDistance()).toBe(254);
  });

  it('stops at maxExpansions with status limit, and returns no database', () => {
    const r = buildPatternDatabase(eightPuzzle, { maxExpansions: 100 });
    expect(r).toMatchObject({ status: 'limit', limit: 'expansions', stats: { expanded: 100 } });
    expect(r.database).toBeUndefined();
  });

  it('stops at timeoutMs with limit time', () => {
    expect(buildPatternDatabase(eightPuzzle, { timeoutMs: 0 })).toMatchObject({ status: 'limit', limit: 'time' });
  });

  it('stops when the signal fires, before starting or while running', () => {
    const controller = new AbortController();
    controller.abort();
    expect(buildPatternDatabase(eightPuzzle, { signal: controller.signal }).status).toBe('aborted');
    const later = new AbortController();
    let calls = 0;
    const r = buildPatternDatabase(eightPuzzle, {
      signal: later.signal,
      checkEvery: 10,
      progressIntervalMs: 0,
      onProgress: () => {
        if (++calls === 3) later.abort();
      },
    });
    expect(r.status).toBe('aborted');
    expect(r.stats.expanded).toBeLessThan(eightPuzzle.size);
  });

  it('reports progress with the distance being expanded and the states reached', () => {
    const seen: SearchProgress[] = [];
    const r = buildPatternDatabase(eightPuzzle, { checkEvery: 500, progressIntervalMs: 0, onProgress: (p) => seen.push(p) });
    expect(r.status).toBe('built');
    expect(seen.length).toBeGreaterThan(10);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.bound).toBeGreaterThanOrEqual(seen[i - 1]!.bound);
      expect(seen[i]!.stored).toBeGreaterThanOrEqual(seen[i - 1]!.stored);
      // The clock is read about once a millisecond; checkEvery caps the expansions between reads.
      expect(seen[i]!.expanded).toBeGreaterThan(seen[i - 1]!.expanded);
      expect(seen[i]!.expanded - seen[i - 1]!.expanded).toBeLessThanOrEqual(500);
    }
    expect(seen.at(-1)!.stored).toBeLessThanOrEqual(eightPuzzle.size);
  });

  it('refuses a bad abstraction or option with a SearchError and its code', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof SearchError) return e.code;
        throw e;
      }
      return 'no error';
    };
    expect(code(() => buildPatternDatabase({ ...line(10), size: 0 }))).toBe('invalid-option');
    expect(code(() => buildPatternDatabase({ ...line(10), size: 2 ** 32 }))).toBe('invalid-option');
    expect(code(() => buildPatternDatabase({ ...line(10), groupSize: 3 }))).toBe('invalid-option');
    expect(code(() => buildPatternDatabase(line(10), { maxExpansions: -1 }))).toBe('invalid-option');
    expect(code(() => buildPatternDatabase(line(10), { encoding: 'bits' as 'byte' }))).toBe('invalid-option');
    expect(code(() => buildPatternDatabase({ ...line(10), goals: [] }))).toBe('invalid-problem');
    expect(code(() => buildPatternDatabase({ ...line(10), goals: [10] }))).toBe('invalid-problem');
    expect(code(() => buildPatternDatabase({ ...line(10), predecessors: (i, emit) => emit(i + 0.5, 1) }))).toBe('invalid-problem');
    expect(code(() => buildPatternDatabase({ ...line(10), predecessors: (_, emit) => emit(-1, 1) }))).toBe('invalid-problem');
    expect(() => buildPatternDatabase({ ...line(10), goals: [4], predecessors: (i, emit) => emit(i === 4 ? 3 : 99, 1) })).toThrow(
      /abstract state 3 has a predecessor 99/,
    );
    expect(code(() => buildPatternDatabase(line(10, -1)))).toBe('invalid-cost');
    expect(code(() => buildPatternDatabase(line(10, 0.5)))).toBe('invalid-cost');
    expect(code(() => buildPatternDatabase(line(10, NaN)))).toBe('invalid-cost');
  });
});

describe('buildPatternDatabase and cancellation', () => {
  it('stops when a CancelFlag is set, as the searches do', () => {
    const cancel = new CancelFlag();
    let polls = 0;
    const r = buildPatternDatabase(eightPuzzle, {
      cancel,
      progressIntervalMs: 0,
      onProgress: () => {
        if (++polls === 3) cancel.cancel();
      },
    });
    expect(r.status).toBe('aborted');
  });
});
