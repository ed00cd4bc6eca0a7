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

/** Waits `ms` on the CPU, as a costly expansion does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('allOptimalPaths', () => {
  it('honours its time limit while it builds the graph of optimal paths (each state expanded again)', () => {
    const grid = openGrid(10);
    // The search alone: how many expansions it makes before the graph is built.
    const searched = allOptimalPaths(grid);
    if (searched.status !== 'solved') throw new Error(searched.status);
    // The search, then the replay of the first path (one expansion per move), then the graph.
    const free = searched.stats.expanded + searched.moves.length;
    let calls = 0;
    const plain = grid.expand!;
    const costly: SearchProblem<number, string> = {
      ...grid,
      // Only the graph's build pays: 100 states of 50 ms each, 5 s in all without a poll there.
      expand(s, emit) {
        if (++calls > free) busy(50);
        plain(s, emit);
      },
    };
    const t = performance.now();
    const r = allOptimalPaths(costly, { timeoutMs: 100 });
    expect(performance.now() - t).toBeLessThan(2000);
    expect(calls).toBeGreaterThan(free);
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
  });

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

  it('counts every route when states carry their last move, which the key ignores', () => {
    // A cell reached from the left and from above is one state by key, but its successors differ
    // (the move back is never tried). Each state is expanded as the search expanded it.
    const n = 7;
    const back: Record<string, string> = { U: 'D', D: 'U', L: 'R', R: 'L' };
    const p: SearchProblem<{ cell: number; last: string }, string> = {
      initial: { cell: 0, last: '' },
      expand(s, emit) {
        const x = s.cell % n;
        const go = (to: number, move: string) => {
          if (back[move] !== s.last) emit({ cell: to, last: move }, move);
        };
        // In this order a move's position among the successors depends on the last move.
        if (x > 0) go(s.cell - 1, 'L');
        if (s.cell < n * (n - 1)) go(s.cell + n, 'D');
        if (s.cell >= n) go(s.cell - n, 'U');
        if (x < n - 1) go(s.cell + 1, 'R');
      },
      isGoal: (s) => s.cell === n * n - 1,
      heuristic: (s) => n - 1 - (s.cell % n) + (n - 1 - Math.floor(s.cell / n)),
      key: (s) => s.cell,
    };
    const r = allOptimalPaths(p);
    if (r.status !== 'solved') throw new Error(r.status);
    expect(r.count()).toBe(binomial(2 * n - 2, n - 1));
    expect([...r.paths()]).toHaveLength(Number(binomial(2 * n - 2, n - 1)));
  });

  it('async form: the same count', async () => {
    const r = await allOptimalPathsAsync(openGrid(6), { yieldEveryMs: 0, checkEvery: 1 });
    if (r.status !== 'solved') throw new Error(r.status);
    expect(r.count()).toBe(binomial(10, 5));
    expect([...r.paths()]).toHaveLength(252);
  });
});
