import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lpaStar } from '@puzzle-solvers/search-core';
import { denseGraphArb, weightedGraphArb } from '../arbitraries/graph.js';
import { applyChange, ChangingGraph, changeArb } from './changing-graph.js';

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
/** Edges blocked before the first search (a third of them): states behind them are met only once a change opens them. */
const blockedArb = fc.array(
  fc.integer({ min: 0, max: 2 }).map((k) => k === 0),
  { maxLength: 96 },
);
const changesArb = fc.array(fc.array(changeArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });

/** The planner's answer against the oracle on the graph of now. */
function expectOptimal(graph: ChangingGraph, r: ReturnType<ReturnType<typeof lpaStar<number, string>>['search']>): void {
  const best = graph.distance(0);
  if (best === Infinity) {
    expect(r.status).toBe('exhausted');
    return;
  }
  expect(r.status).toBe('solved');
  expect(r.cost).toBe(best);
  expect(graph.pathCost(0, r.moves!, r.states!)).toBe(best);
}

describe('lpaStar (oracle: Bellman–Ford on the graph of now)', () => {
  it('returns the optimum after every batch of raises, drops, blocks and unblocks', () => {
    let repaired = 0;
    fc.assert(
      fc.property(graphArb, changesArb, fc.boolean(), fc.boolean(), blockedArb, (g, batches, omitBlocked, guided, blocked) => {
        const graph = new ChangingGraph(g, omitBlocked, blocked);
        const planner = lpaStar(graph.problem(), guided ? { heuristic: (s) => graph.hops[s]![g.goal]! } : {});
        let r = planner.search();
        expectOptimal(graph, r);
        for (const batch of batches) {
          const touched = batch.flatMap((c) => applyChange(graph, c, r.moves));
          planner.costsChanged(touched);
          r = planner.search();
          if (r.stats.reopened > 0) repaired++;
          expectOptimal(graph, r);
        }
      }),
      { numRuns: 80 },
    );
    // Not vacuous: many changes raise the cost of states already expanded.
    expect(repaired).toBeGreaterThan(10);
  });

  it('goes on after a search stopped by a limit, and its answer is still the optimum', () => {
    let stopped = 0;
    fc.assert(
      fc.property(graphArb, changesArb, fc.integer({ min: 0, max: 3 }), (g, batches, budget) => {
        const graph = new ChangingGraph(g, false);
        const planner = lpaStar(graph.problem(), { heuristic: (s) => graph.hops[s]![g.goal]! });
        const settle = () => {
          for (let calls = 0; ; calls++) {
            const r = planner.search({ maxExpansions: budget });
            if (r.status !== 'limit') return r;
            stopped++;
            expect(r.limit).toBe('expansions');
            expect(r.stats.expanded).toBe(budget);
            // A budget of 0 never moves: the answer then needs a call without it.
            if (budget === 0 || calls > 1000) return planner.search();
          }
        };
        let r = settle();
        expectOptimal(graph, r);
        for (const batch of batches) {
          planner.costsChanged(batch.flatMap((c) => applyChange(graph, c, r.moves)));
          r = settle();
          expectOptimal(graph, r);
        }
      }),
      { numRuns: 50 },
    );
    expect(stopped).toBeGreaterThan(40);
  });

  it('the async form finds what the sync form finds, with the same counts', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, changesArb, async (g, batches) => {
        const a = new ChangingGraph(g, false);
        const b = new ChangingGraph(g, false);
        const sync = lpaStar(a.problem());
        const async = lpaStar(b.problem());
        const same = async () => {
          const x = sync.search();
          const y = await async.searchAsync({ yieldEveryMs: 0, checkEvery: 1 });
          expect(y.status).toBe(x.status);
          expect(y.moves).toEqual(x.moves);
          expect(y.cost).toBe(x.cost);
          expect({ ...y.stats, elapsedMs: 0 }).toEqual({ ...x.stats, elapsedMs: 0 });
          return x.moves;
        };
        let moves = await same();
        for (const batch of batches) {
          sync.costsChanged(batch.flatMap((c) => applyChange(a, c, moves)));
          async.costsChanged(batch.flatMap((c) => applyChange(b, c, moves)));
          moves = await same();
        }
      }),
      { numRuns: 40 },
    );
  });
});
