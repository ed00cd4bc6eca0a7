import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dijkstra, emptyStats, type SearchProblem } from '@puzzle-solvers/search-core';
import { AnytimeTracker, type GameSolution } from '@puzzle-solvers/game-kit';

const format = (moves: readonly string[]): string => moves.join(' ');
const path = (cost: number, moves: string[] = Array.from({ length: cost }, () => 'x')) => ({ moves, states: [], cost });

/** A random directed graph on nodes 0 … n−1 with integer edge costs; the goal is the last node. */
const graphArb = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 }), fc.integer({ min: 1, max: 6 })), { maxLength: 30 }),
    first: fc.integer({ min: 0, max: 30 }),
  }),
);

function problemOf(n: number, edges: readonly [number, number, number][]): SearchProblem<number, string> {
  return {
    initial: 0,
    successors: (v) => edges.filter(([a]) => a === v).map(([, b, c]) => ({ state: b, move: `${v}>${b}`, cost: c })),
    isGoal: (v) => v === n - 1,
    key: (v) => v,
  };
}

describe('AnytimeTracker', () => {
  it('keeps and reports only cheaper solutions, and never lowers its bound', () => {
    const heard: GameSolution[] = [];
    const t = new AnytimeTracker<never, string>(format, (s) => heard.push(s));
    expect(t.offer(path(9), 3)).toBe(true);
    expect(t.offer(path(9), 4)).toBe(false);
    expect(t.offer(path(12), 5)).toBe(false);
    t.raise(2);
    expect(t.lowerBound).toBe(5);
    expect(t.offer(path(7), 0)).toBe(true);
    expect(heard.map((s) => [s.cost, s.lowerBound, s.optimal])).toEqual([
      [9, 3, false],
      [7, 5, false],
    ]);
    expect(heard[1]!.solution).toBe('x x x x x x x');
    t.raise(100);
    expect(t.lowerBound).toBe(7);
    expect(t.answer({ status: 'limit', limit: 'time', stats: emptyStats() }, emptyStats())).toMatchObject({
      result: { status: 'solved', cost: 7 },
      optimal: true,
      lowerBound: 7,
    });
  });

  it('answers how the last search ended when there is no solution, with the bound proven', () => {
    const t = new AnytimeTracker<never, string>(format);
    t.raise(4);
    expect(t.answer({ status: 'limit', limit: 'time', stats: emptyStats() }, emptyStats())).toEqual({
      result: { status: 'limit', limit: 'time', stats: emptyStats() },
      optimal: false,
      lowerBound: 4,
    });
    t.raise(Infinity);
    expect(t.answer({ status: 'exhausted', stats: emptyStats() }, emptyStats())).toEqual({
      result: { status: 'exhausted', stats: emptyStats() },
      optimal: false,
      lowerBound: Infinity,
    });
  });

  it('refuses to answer a solved search whose solution was never offered', () => {
    const t = new AnytimeTracker<never, string>(format);
    expect(() => t.answer({ status: 'solved', moves: [], states: [], cost: 0, stats: emptyStats() }, emptyStats())).toThrow(
      /never offered/,
    );
  });

  it('improve: from any first solution, ends at the optimum, proven, each reported solution cheaper (oracle: Dijkstra)', () => {
    let improved = 0;
    fc.assert(
      fc.property(graphArb, ({ n, edges, first }) => {
        const p = problemOf(n, edges);
        const optimum = dijkstra(p).cost ?? Infinity;
        const heard: GameSolution[] = [];
        const t = new AnytimeTracker<number, string>(format, (s) => heard.push(s));
        // A first solution from elsewhere, as dear as `optimum + first` (a fake path: only its cost counts here).
        if (optimum < Infinity) t.offer(path(optimum + first), 0);
        const r = t.improve(p, { weights: [3, 1] }, (s) => s);
        const answer = t.answer(r, r.stats);
        for (let i = 1; i < heard.length; i++) {
          expect(heard[i]!.cost).toBeLessThan(heard[i - 1]!.cost);
          expect(heard[i]!.lowerBound).toBeGreaterThanOrEqual(heard[i - 1]!.lowerBound);
        }
        for (const s of heard) expect(s.lowerBound).toBeLessThanOrEqual(optimum);
        if (optimum === Infinity) {
          expect(answer.result.status).toBe('exhausted');
          expect(heard).toHaveLength(0);
        } else {
          expect(answer).toMatchObject({ optimal: true, lowerBound: optimum, result: { status: 'solved', cost: optimum } });
          if (heard.length > 1) improved++;
        }
      }),
      { numRuns: 200 },
    );
    expect(improved).toBeGreaterThan(10);
  });
});
