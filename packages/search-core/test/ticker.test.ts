import { describe, expect, it } from 'vitest';
import { astar, beamSearch, bfs, dijkstra, partialExpansionAstar, type SearchProblem } from '@puzzle-solvers/search-core';
import { busy } from './fixtures/endless.js';

// Steps that turn from free to 2 ms at once: a stride of steps grown over the free ones (up to a
// thousand between two readings of the clock) ran that many 2 ms steps past the limit, 0.4–5 s.
// The ticking thread's cell is looked at every few steps, so the stop comes within a few steps.
const M = 2_147_483_647;
const LIMIT_MS = 150;
const GENEROUS_MS = 600;

type Problem = SearchProblem<number, number> & {
  expandByFChange(n: number, above: number, atMost: number, emit: (s: number, m: number) => void): number;
};

/** A goal-less binary tree whose expansions cost nothing for `freeMs` from the root's, then 2 ms. */
function turning(freeMs: number): Problem {
  let rootAt = 0;
  const expand = (n: number, emit: (s: number, m: number) => void): void => {
    if (n === 1) rootAt = performance.now();
    else if (performance.now() - rootAt > freeMs) busy(2);
    emit((2 * n) % M, 0);
    emit((2 * n + 1) % M, 1);
  };
  return {
    initial: 1,
    expand,
    expandByFChange(n, above, atMost, emit) {
      if (above < 1 && atMost >= 1) expand(n, emit);
      return atMost < 1 ? 1 : Infinity;
    },
    isGoal: () => false,
    heuristic: () => 0,
    key: (n) => n,
  };
}

/** The ticking thread's cell, once it ticks (the first search of the program that runs past a few milliseconds starts it). */
async function tickerRunning(): Promise<boolean> {
  bfs(turning(Infinity), { timeoutMs: 60 });
  const slot = (globalThis as unknown as Record<symbol, { cell: Int32Array | null } | undefined>)[
    Symbol.for('@puzzle-solvers/search-core/ticker')
  ];
  for (let i = 0; i < 100; i++) {
    if (slot?.cell && Atomics.load(slot.cell, 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('steps that turn costly at once', () => {
  it('start no thread for a search that ends at once', async () => {
    // The first test of this file's process: nothing has started the thread yet.
    const slot = () =>
      (globalThis as unknown as Record<symbol, { cell: Int32Array | null } | undefined>)[Symbol.for('@puzzle-solvers/search-core/ticker')];
    expect(slot()?.cell ?? undefined).toBeUndefined();
    astar({ initial: 0, expand: () => {}, isGoal: () => false, key: (n: number) => n }, { timeoutMs: 1000 });
    expect(slot()?.cell ?? undefined).toBeUndefined();
  });

  it.each([
    ['astar weight 2', (p: Problem, timeoutMs: number) => astar(p, { weight: 2, timeoutMs })],
    ['dijkstra', (p: Problem, timeoutMs: number) => dijkstra(p, { timeoutMs })],
    ['bfs', (p: Problem, timeoutMs: number) => bfs(p, { timeoutMs })],
    ['beamSearch', (p: Problem, timeoutMs: number) => beamSearch(p, { width: 1 << 20, timeoutMs })],
    ['partialExpansionAstar', (p: Problem, timeoutMs: number) => partialExpansionAstar(p, { timeoutMs })],
  ] as const)('%s stops within a few steps of its time limit', async (_name, run) => {
    expect(await tickerRunning()).toBe(true);
    const t = performance.now();
    const r = run(turning(LIMIT_MS - 50), LIMIT_MS);
    expect(performance.now() - t).toBeLessThan(LIMIT_MS + GENEROUS_MS);
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
  });
});

describe('a slow onProgress', () => {
  /** A cheap goal-less tree: only the time limit ends it. */
  const endless: SearchProblem<number, number> = {
    initial: 1,
    expand: (n, emit) => {
      emit((2 * n) % M, 0);
      emit((2 * n + 1) % M, 1);
    },
    isGoal: () => false,
    key: (n) => n,
  };

  it('does not run again every few steps: the ticks during the callback are not the search’s', async () => {
    // The ticks the thread made while a 3 ms callback ran used to call for a reading (and so another
    // callback) at the next look at the cell, 8 steps later: the search ran 8 steps per callback.
    expect(await tickerRunning()).toBe(true);
    let calls = 0;
    const r = bfs(endless, {
      timeoutMs: 300,
      progressIntervalMs: 0,
      onProgress: () => {
        calls++;
        busy(3);
      },
    });
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    expect(calls).toBeGreaterThan(0);
    // About a millisecond of search between two readings: hundreds of cheap steps.
    expect(r.stats.expanded / calls).toBeGreaterThan(50);
  });

  it('leaves the search progressIntervalMs to itself between the end of one call and the next', async () => {
    expect(await tickerRunning()).toBe(true);
    const spans: [number, number][] = [];
    astar(endless, {
      timeoutMs: 400,
      progressIntervalMs: 20,
      onProgress: () => {
        const start = performance.now();
        busy(30);
        spans.push([start, performance.now()]);
      },
    });
    expect(spans.length).toBeGreaterThan(2);
    const gaps = spans.slice(1).map(([start], i) => start - spans[i]![1]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(20);
  });
});
