import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, fringeSearch, fringeSearchAsync, reachable, type SearchProblem, type SearchStats } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import { endlessLine } from '../fixtures/small-problems.js';

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
/** One factor per node: a fraction of the true distance, admissible and mostly inconsistent. */
const fractionsArb = fc.array(fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })), {
  minLength: 24,
  maxLength: 24,
});

/** The problem of a graph, counting the calls of `successors` per state. */
function counted(p: SearchProblem<number, string>) {
  const calls = new Map<number, number>();
  let total = 0;
  const problem: SearchProblem<number, string> = {
    ...p,
    successors: (s) => {
      total++;
      calls.set(s, (calls.get(s) ?? 0) + 1);
      return p.successors!(s);
    },
  };
  return { problem, calls, total: () => total };
}

describe('fringeSearch (oracle: Bellman–Ford)', () => {
  it('costs the optimum with consistent heuristics (a common fraction of the true distance)', () => {
    fc.assert(
      fc.property(graphArb, fc.double({ min: 0, max: 1, noNaN: true }), (g, c) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, (n) => (exact[n] === Infinity ? 0 : c * exact[n]!));
        const r = fringeSearch(p);
        if (exact[0] === Infinity) expect(r.status).toBe('exhausted');
        else {
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(exact[0]);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('costs the optimum with admissible inconsistent heuristics, reopening states', () => {
    let reopenedRuns = 0;
    fc.assert(
      fc.property(graphArb, fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const r = fringeSearch(graphProblem(g, (n) => (exact[n] === Infinity ? 0 : Math.floor(exact[n]! * f[n]!))));
        if (r.stats.reopened > 0) reopenedRuns++;
        if (exact[0] === Infinity) expect(r.status).toBe('exhausted');
        else expect(r.cost).toBe(exact[0]);
      }),
      { numRuns: 400 },
    );
    // Not vacuous: some of these heuristics hide a cheaper path until a state was expanded.
    expect(reopenedRuns).toBeGreaterThan(5);
  });

  it('returns a legal path whose steps add up to the cost, from the initial state to a goal', () => {
    fc.assert(
      fc.property(graphArb, fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, (n) => (exact[n] === Infinity ? 3 : Math.floor(exact[n]! * f[n]!)));
        const r = fringeSearch(p);
        if (r.status !== 'solved') return;
        expect(r.states[0]).toBe(0);
        expect(r.states).toHaveLength(r.moves.length + 1);
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
      }),
      { numRuns: 120 },
    );
  });

  it('says exhausted exactly when no goal is reachable, having expanded every reachable state', () => {
    fc.assert(
      fc.property(graphArb, (g) => {
        const p = graphProblem(g);
        const all = reachable(p);
        const r = fringeSearch(p);
        expect(r.status === 'exhausted').toBe(all.goals === 0);
        if (r.status === 'exhausted') expect(r.stats.expanded - r.stats.reopened).toBe(all.count);
      }),
      { numRuns: 150 },
    );
  });

  it('counts every expansion, and in reopened those of a state expanded before', () => {
    fc.assert(
      fc.property(graphArb, fractionsArb, (g, f) => {
        const exact = distancesToGoal(g);
        const c = counted(graphProblem(g, (n) => (exact[n] === Infinity ? 0 : Math.floor(exact[n]! * f[n]!))));
        const r = fringeSearch(c.problem);
        // The path (or the closest state's) is rebuilt by expanding its states again, all expanded before.
        const replayed = r.status === 'solved' ? r.moves.length : (r.closest?.moves.length ?? 0);
        expect(r.stats.expanded).toBe(c.total() - replayed);
        expect(r.stats.reopened).toBe(r.stats.expanded - c.calls.size);
      }),
      { numRuns: 150 },
    );
  });

  it('never expands a state whose heuristic is Infinity, nor one isValid refuses', () => {
    fc.assert(
      fc.property(graphArb, fc.array(fc.nat({ max: 2 }), { minLength: 24, maxLength: 24 }), (g, marks) => {
        // 1: dead by the heuristic, 2: invalid; never the start or the goal.
        const mark = (s: number): number => (s === 0 || s === g.goal ? 0 : marks[s]!);
        const kept = { ...g, edges: g.edges.filter(([from, to]) => mark(from) === 0 && mark(to) === 0) };
        const c = counted({
          ...graphProblem(g),
          heuristic: (s) => (mark(s) === 1 ? Infinity : 0),
          isValid: (s) => mark(s) !== 2,
        });
        const r = fringeSearch(c.problem);
        expect([...c.calls.keys()].filter((s) => mark(s) !== 0)).toEqual([]);
        const optimal = distancesToGoal(kept)[0]!;
        if (optimal === Infinity) expect(r.status).toBe('exhausted');
        else expect(r).toMatchObject({ status: 'solved', cost: optimal });
      }),
      { numRuns: 150 },
    );
  });

  it('finds the fewest moves on grid mazes (oracle: BFS)', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const p = gridProblem(grid);
        const shortest = bfs(p);
        const r = fringeSearch(p);
        expect(r.status).toBe(shortest.status);
        if (shortest.status === 'solved') {
          expect(r.cost).toBe(shortest.cost);
          expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('fringeSearch limits', () => {
  it('stops after exactly maxExpansions, or ends as the unlimited search does when that needs no more', () => {
    fc.assert(
      fc.property(graphArb, fractionsArb, fc.nat({ max: 30 }), (g, f, max) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, (n) => (exact[n] === Infinity ? 0 : Math.floor(exact[n]! * f[n]!)));
        const free = fringeSearch(p);
        const r = fringeSearch(p, { maxExpansions: max });
        if (free.stats.expanded <= max) {
          expect(r.status).toBe(free.status);
          expect(r.cost).toBe(free.cost);
        } else {
          expect(r).toMatchObject({ status: 'limit', limit: 'expansions' });
          expect(r.stats.expanded).toBe(max);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('stops when maxStates states are stored (one over when that is 1: the root is stored before the first check)', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 1, max: 40 }), (grid, max) => {
        const p = gridProblem(grid);
        const free = fringeSearch(p);
        const r = fringeSearch(p, { maxStates: max });
        if (r.status === 'limit') {
          expect(r.limit).toBe('states');
          expect(r.stats.peakStored).toBeLessThanOrEqual(Math.max(max, 2));
          expect(r.stats.peakStored).toBeGreaterThanOrEqual(max);
          expect(free.stats.peakStored).toBeGreaterThanOrEqual(max);
        } else {
          expect(r.status).toBe(free.status);
          expect(r.cost).toBe(free.cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});

const withoutTime = (stats: SearchStats) => ({ ...stats, elapsedMs: 0 });

describe('fringeSearchAsync', () => {
  it('finds what the sync form finds, with the same counts, when paused at every step', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, fractionsArb, async (g, f) => {
        const exact = distancesToGoal(g);
        const p = graphProblem(g, (n) => (exact[n] === Infinity ? 0 : Math.floor(exact[n]! * f[n]!)));
        const sync = fringeSearch(p);
        const async = await fringeSearchAsync(p, { yieldEveryMs: 0, checkEvery: 1 });
        expect(async.status).toBe(sync.status);
        expect(async.moves).toEqual(sync.moves);
        expect(withoutTime(async.stats)).toEqual(withoutTime(sync.stats));
      }),
      { numRuns: 40 },
    );
  });

  it('stops with aborted when a signal fires, however far the search has got', async () => {
    // An endless line of states: only the signal ends it.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 15 }), async (ms) => {
        const t = performance.now();
        const r = await fringeSearchAsync(endlessLine, { signal: AbortSignal.timeout(ms) });
        expect(r.status).toBe('aborted');
        expect(performance.now() - t).toBeLessThan(ms + 500);
      }),
      { numRuns: 8 },
    );
    const gone = AbortSignal.abort();
    const r = await fringeSearchAsync(endlessLine, { signal: gone });
    expect(r.status).toBe('aborted');
    expect(r.stats.expanded).toBe(0);
  });
});
