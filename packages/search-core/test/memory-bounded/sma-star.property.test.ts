import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, byHash, smaStar, smaStarAsync } from '@puzzle-solvers/search-core';
import {
  denseGraphArb,
  distancesToGoal,
  graphProblem,
  gridArb,
  gridProblem,
  replayCost,
  smallGraphArb,
  type WeightedGraph,
  weightedGraphArb,
} from '../arbitraries/graph.js';
import { endlessLine } from '../fixtures/small-problems.js';

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
/** One factor per node: a fraction of the true distance, admissible and mostly inconsistent. */
const fractionsArb = fc.array(fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })), {
  minLength: 24,
  maxLength: 24,
});
/** Either a common fraction of the true distance (consistent) or one per node (inconsistent). */
const heuristicArb = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((c) => ({ consistent: true, factor: (_: number) => c })),
  fractionsArb.map((f) => ({ consistent: false, factor: (n: number) => f[n]! })),
);
/** Dropping children whose state a stored node holds (the default with a key), or the paper's plain tree search. */
const dropArb = fc.boolean();
/** Enough expansions for nearly every tree these graphs unfold, few enough to keep the file fast. */
const EXPANSIONS = 5_000;

/** The cheapest cost from node 0 to the goal in at most `k` moves (Bellman–Ford, k rounds): the oracle of a depth bound. */
function costWithin(g: WeightedGraph, k: number): number {
  let d = new Array<number>(g.n).fill(Infinity);
  d[0] = 0;
  for (let round = 0; round < k; round++) {
    const next = [...d];
    for (const [from, to, w] of g.edges) if (d[from]! + w < next[to]!) next[to] = d[from]! + w;
    d = next;
  }
  return d[g.goal]!;
}

/** The fewest moves of an optimal path (Infinity without one). */
function optimalDepth(g: WeightedGraph, optimum: number): number {
  if (optimum === Infinity) return Infinity;
  for (let k = 0; ; k++) if (costWithin(g, k) === optimum) return k;
}

function problemOf(g: WeightedGraph, factor: (n: number) => number) {
  const exact = distancesToGoal(g);
  return { exact, p: graphProblem(g, (n) => (exact[n] === Infinity ? 0 : exact[n]! * factor(n))) };
}

describe('smaStar (oracles: Bellman–Ford, with and without a bound on the moves)', () => {
  it('returns the optimum with a budget of at least the number of states', () => {
    let solved = 0;
    fc.assert(
      fc.property(graphArb, heuristicArb, dropArb, (g, h, storedDuplicates) => {
        const { exact, p } = problemOf(g, h.factor);
        const maxNodes = Math.max(2, g.n);
        const r = smaStar(p, { maxNodes, storedDuplicates, maxExpansions: EXPANSIONS });
        expect(r.stats.peakStored).toBeLessThanOrEqual(maxNodes);
        if (r.status === 'limit' && r.limit === 'expansions') return;
        if (exact[0] === Infinity) expect(r.status === 'exhausted' || r.limit === 'depth').toBe(true);
        else {
          solved++;
          expect(r.status).toBe('solved');
          expect(r.cost).toBe(exact[0]);
          expect(replayCost(p, r.moves!, r.states!)).toBe(exact[0]);
        }
      }),
      { numRuns: 100 },
    );
    expect(solved).toBeGreaterThan(60);
  });

  it('returns the optimum with a budget of one more than the moves of an optimal path', () => {
    let tight = 0;
    fc.assert(
      fc.property(graphArb, heuristicArb, dropArb, fc.boolean(), (g, h, storedDuplicates, hashed) => {
        const { exact, p } = problemOf(g, h.factor);
        // Half the time by hash and equality (over the problem's key), with a hash that collides often.
        const hashing = hashed
          ? {
              hashing: byHash<number>(
                (n) => n % 3,
                (a, b) => a === b,
              ),
            }
          : {};
        const depth = optimalDepth(g, exact[0]!);
        if (depth === Infinity) return;
        const maxNodes = Math.max(2, depth + 1);
        const r = smaStar(p, { maxNodes, storedDuplicates, ...hashing, maxExpansions: EXPANSIONS });
        expect(r.stats.peakStored).toBeLessThanOrEqual(maxNodes);
        if (r.status === 'limit' && r.limit === 'expansions') return;
        if (r.forgotten > 0) tight++;
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(exact[0]);
        expect(replayCost(p, r.moves!, r.states!)).toBe(exact[0]);
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the budget forced nodes out in many runs.
    expect(tight).toBeGreaterThan(30);
  });

  it('with any budget, returns the cheapest solution within maxNodes − 1 moves, valid, and proven optimal only when it is', () => {
    let regenerated = 0;
    let depthCut = 0;
    fc.assert(
      fc.property(graphArb, heuristicArb, fc.integer({ min: 2, max: 9 }), dropArb, (g, h, maxNodes, storedDuplicates) => {
        const { exact, p } = problemOf(g, h.factor);
        const within = costWithin(g, maxNodes - 1);
        const r = smaStar(p, { maxNodes, storedDuplicates, maxExpansions: EXPANSIONS });
        expect(r.stats.peakStored).toBeLessThanOrEqual(maxNodes);
        if (r.stats.reopened > 0) regenerated++;
        if (r.status === 'limit' && r.limit === 'expansions') return;
        if (within === Infinity) {
          expect(r.status === 'exhausted' || r.limit === 'depth').toBe(true);
          if (r.status === 'exhausted') expect(exact[0]).toBe(Infinity);
          else depthCut++;
          return;
        }
        expect(r.status).toBe('solved');
        if (r.status !== 'solved') return;
        expect(r.cost).toBe(within);
        expect(r.cost).toBeGreaterThanOrEqual(exact[0]!);
        expect(r.moves.length).toBeLessThanOrEqual(maxNodes - 1);
        expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        if (r.provenOptimal) expect(r.cost).toBe(exact[0]);
      }),
      { numRuns: 250 },
    );
    expect(regenerated).toBeGreaterThan(20);
    expect(depthCut).toBeGreaterThan(5);
  });

  it('ends on its own on small graphs, whatever the budget: no forgetting and listing again in circles', () => {
    // Listing a node's forgotten children again with the parent's value (not their own) made it
    // walk the same subtrees forever on some 5-node graphs.
    fc.assert(
      fc.property(smallGraphArb, heuristicArb, fc.integer({ min: 2, max: 8 }), dropArb, (g, h, maxNodes, storedDuplicates) => {
        const { p } = problemOf(g, h.factor);
        const r = smaStar(p, { maxNodes, storedDuplicates, maxExpansions: 20_000 });
        expect(r.limit).not.toBe('expansions');
      }),
      { numRuns: 300 },
    );
  });

  it('finds the fewest moves on grid mazes with room for every cell', () => {
    fc.assert(
      fc.property(
        gridArb.filter((g) => g.width * g.height <= 30),
        dropArb,
        (grid, storedDuplicates) => {
          const p = gridProblem(grid);
          const shortest = bfs(p);
          const maxNodes = grid.width * grid.height;
          const r = smaStar(p, { maxNodes, storedDuplicates, maxExpansions: EXPANSIONS });
          expect(r.stats.peakStored).toBeLessThanOrEqual(maxNodes);
          if (r.status === 'limit' && r.limit === 'expansions') return;
          if (shortest.status === 'solved') {
            expect(r.cost).toBe(shortest.cost);
            expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
          } else expect(r.status === 'exhausted' || r.limit === 'depth').toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops at maxStates below the node budget, holding no more', () => {
    fc.assert(
      fc.property(graphArb, fc.integer({ min: 1, max: 6 }), (g, maxStates) => {
        const { p } = problemOf(g, () => 0);
        const r = smaStar(p, { maxNodes: 100, maxStates, maxExpansions: EXPANSIONS });
        expect(r.stats.peakStored).toBeLessThanOrEqual(maxStates);
        if (r.status === 'limit' && r.limit !== 'expansions') expect(r.limit).toBe('states');
      }),
      { numRuns: 100 },
    );
  });

  it('async agrees with sync', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, heuristicArb, fc.integer({ min: 2, max: 9 }), async (g, h, maxNodes) => {
        const { p } = problemOf(g, h.factor);
        const a = smaStar(p, { maxNodes, maxExpansions: 2000 });
        const b = await smaStarAsync(p, { maxNodes, maxExpansions: 2000 });
        expect([b.status, b.limit, b.cost, b.moves, b.stats.expanded, b.forgotten]).toEqual([
          a.status,
          a.limit,
          a.cost,
          a.moves,
          a.stats.expanded,
          a.forgotten,
        ]);
      }),
      { numRuns: 60 },
    );
  });

  it('stops with aborted when a signal fires, however far the search has got', async () => {
    for (const ms of [1, 15]) {
      const r = await smaStarAsync(endlessLine, { maxNodes: 1e9, signal: AbortSignal.timeout(ms) });
      expect(r.status).toBe('aborted');
    }
    const r = await smaStarAsync(endlessLine, { maxNodes: 1e9, signal: AbortSignal.abort() });
    expect(r.status).toBe('aborted');
  });
});
