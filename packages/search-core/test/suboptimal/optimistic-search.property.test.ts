import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, dijkstra, optimisticSearch, optimisticSearchAsync, type SearchStats } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';
import { endlessLine } from '../fixtures/small-problems.js';

type Kind = 'none' | 'exact' | { consistent: number } | number[];

/**
 * Admissible heuristics: none; the exact distance; a fraction c of it (consistent: integer costs,
 * floor(c·d) drops by at most the step's cost); random fractions per node (usually inconsistent).
 */
const heuristicArb: fc.Arbitrary<Kind> = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'exact'>('exact'),
  fc.record({ consistent: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
);

function heuristicOf(exact: number[], kind: Kind): ((n: number) => number) | undefined {
  if (kind === 'none') return undefined;
  // Finite everywhere: an unreachable node gets a plain number, not Infinity (which would prune it).
  const at = (n: number, c: number) => (exact[n] === Infinity ? 3 : Math.floor(exact[n]! * c));
  if (kind === 'exact') return (n) => at(n, 1);
  if (Array.isArray(kind)) return (n) => at(n, kind[n]!);
  return (n) => at(n, kind.consistent);
}

const weightArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant(1) },
  { weight: 4, arbitrary: fc.double({ min: 1.2, max: 4, noNaN: true }) },
);
/** The optimism: the default (2w − 1) most often, else any from 1 (below the bound too) to 8. */
const optimismArb = fc.option(fc.double({ min: 1, max: 8, noNaN: true }), { freq: 2 });
const graphArb = fc.oneof({ weight: 1, arbitrary: weightedGraphArb }, { weight: 3, arbitrary: denseGraphArb });

function optimumOf(g: Parameters<typeof graphProblem>[0]): number {
  const d = dijkstra(graphProblem(g));
  return d.status === 'solved' ? d.cost : Infinity;
}

const withoutTime = (stats: SearchStats) => ({ ...stats, elapsedMs: 0 });

describe('optimisticSearch on random weighted graphs (oracle: Dijkstra)', () => {
  it('costs at most weight × the optimum with a valid path, proves a lower bound, is exhausted iff no goal is reachable', () => {
    let above = 0;
    let improved = 0;
    fc.assert(
      fc.property(graphArb, heuristicArb, weightArb, optimismArb, (g, kind, weight, optimism) => {
        const exact = distancesToGoal(g);
        const optimal = optimumOf(g);
        const p = graphProblem(g, heuristicOf(exact, kind));
        const r = optimisticSearch(p, { weight, ...(optimism === null ? {} : { optimism }) });
        expect(r.lowerBound).toBeLessThanOrEqual(optimal);
        if (optimal === Infinity) {
          expect(r).toMatchObject({ status: 'exhausted', lowerBound: Infinity, solutions: 0 });
          return;
        }
        expect(r.status).toBe('solved');
        if (r.status !== 'solved') return;
        expect(r.stopped).toBeUndefined();
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.cost).toBeGreaterThanOrEqual(optimal);
        expect(r.cost).toBeLessThanOrEqual(weight * optimal);
        expect(r.lowerBound).toBeLessThanOrEqual(r.cost);
        // The proof: the bound reached cost / weight.
        expect(weight * r.lowerBound).toBeGreaterThanOrEqual(r.cost);
        expect(r.provenOptimal).toBe(r.lowerBound >= r.cost);
        if (r.provenOptimal) expect(r.cost).toBe(optimal);
        if (weight === 1) expect(r).toMatchObject({ cost: optimal, provenOptimal: true });
        if (r.cost > optimal) above++;
        if (r.solutions > 1) improved++;
      }),
      { numRuns: 400 },
    );
    // Not vacuous: the factor is used, and the clean-up finds cheaper solutions than the greedy first.
    expect(above).toBeGreaterThan(5);
    expect(improved).toBeGreaterThan(5);
  });

  it('with weight 1 finds the optimum whatever the admissible heuristic, reopening states an inconsistent one closed too soon', () => {
    let reopened = 0;
    fc.assert(
      // All or nothing of the exact distance per node: the most inconsistent admissible estimates.
      fc.property(denseGraphArb, fc.array(fc.constantFrom(0, 1), { minLength: 24, maxLength: 24 }), (g, f) => {
        const exact = distancesToGoal(g);
        const r = optimisticSearch(graphProblem(g, heuristicOf(exact, f)), { weight: 1 });
        expect(r.cost).toBe(exact[0] === Infinity ? undefined : exact[0]);
        if (r.stats.reopened > 0) reopened++;
      }),
      { numRuns: 300 },
    );
    expect(reopened).toBeGreaterThan(5);
  });

  it('is within the factor on grid mazes with the Manhattan distance, optimal with weight 1', () => {
    fc.assert(
      fc.property(gridArb, weightArb, (grid, weight) => {
        const p = gridProblem(grid);
        const shortest = bfs(p);
        const r = optimisticSearch(p, { weight });
        expect(r.status).toBe(shortest.status);
        if (shortest.status !== 'solved' || r.status !== 'solved') return;
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        expect(r.cost).toBeLessThanOrEqual(weight * shortest.cost);
        if (weight === 1) expect(r.cost).toBe(shortest.cost);
      }),
      { numRuns: 100 },
    );
  });
});

describe('optimisticSearch limits', () => {
  it('stops at maxExpansions or maxStates, with a valid answer or none, and a lower bound never above the optimum', () => {
    fc.assert(
      fc.property(
        denseGraphArb,
        heuristicArb,
        weightArb,
        fc.nat({ max: 25 }),
        fc.constantFrom<'expansions' | 'states'>('expansions', 'states'),
        (g, kind, weight, n, which) => {
          const exact = distancesToGoal(g);
          const optimal = optimumOf(g);
          const p = graphProblem(g, heuristicOf(exact, kind));
          const free = optimisticSearch(p, { weight });
          const r = optimisticSearch(p, { weight, ...(which === 'expansions' ? { maxExpansions: n } : { maxStates: n + 1 }) });
          expect(r.lowerBound).toBeLessThanOrEqual(optimal);
          if (which === 'expansions') expect(r.stats.expanded).toBeLessThanOrEqual(n);
          // The state that reaches the limit is stored before the search stops.
          else expect(r.stats.peakStored).toBeLessThanOrEqual(n + 2);
          const stopped = r.status === 'limit' || (r.status === 'solved' && r.stopped !== undefined);
          if (!stopped) {
            // Not stopped: the same search as without the limit.
            expect(r.status).toBe(free.status);
            expect(r.cost).toBe(free.cost);
            expect(r.stats.expanded).toBe(free.stats.expanded);
            return;
          }
          if (r.status === 'solved') {
            expect(r.stopped).toBe(which);
            expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
            expect(r.cost).toBeGreaterThanOrEqual(optimal);
            expect(r.provenOptimal).toBe(false);
          } else {
            expect(r.limit).toBe(which);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('optimisticSearchAsync', () => {
  it('finds what the sync form finds, with the same counts, when paused at every step', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, heuristicArb, weightArb, async (g, kind, weight) => {
        const p = graphProblem(g, heuristicOf(distancesToGoal(g), kind));
        const sync = optimisticSearch(p, { weight });
        const async = await optimisticSearchAsync(p, { weight, yieldEveryMs: 0, checkEvery: 1 });
        expect(async.status).toBe(sync.status);
        expect(async.moves).toEqual(sync.moves);
        expect(async.lowerBound).toBe(sync.lowerBound);
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
        const r = await optimisticSearchAsync(endlessLine, { signal: AbortSignal.timeout(ms) });
        expect(r.status).toBe('aborted');
        expect(performance.now() - t).toBeLessThan(ms + 500);
      }),
      { numRuns: 8 },
    );
    const r = await optimisticSearchAsync(endlessLine, { signal: AbortSignal.abort() });
    expect(r).toMatchObject({ status: 'aborted', lowerBound: 0 });
    expect(r.stats.expanded).toBe(0);
  });
});
