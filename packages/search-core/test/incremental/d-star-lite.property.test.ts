import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dStarLite } from '@puzzle-solvers/search-core';
import { denseGraphArb, weightedGraphArb } from '../arbitraries/graph.js';
import { applyChange, ChangingGraph, changeArb } from './changing-graph.js';

const graphArb = fc.oneof(weightedGraphArb, denseGraphArb);
/** Edges blocked before the first search (a third of them): states behind them are met only once a change opens them. */
const blockedArb = fc.array(
  fc.integer({ min: 0, max: 2 }).map((k) => k === 0),
  { maxLength: 96 },
);
/** Per step of the agent: the changes seen after it (often none). */
const walkArb = fc.array(fc.array(changeArb, { maxLength: 3 }), { minLength: 1, maxLength: 10 });

describe('dStarLite (oracle: Bellman–Ford from the agent on the graph of now)', () => {
  it('each replan of an agent walking its path costs the optimum from where it stands', () => {
    let repaired = 0;
    let steps = 0;
    fc.assert(
      fc.property(graphArb, walkArb, fc.boolean(), fc.boolean(), blockedArb, (g, walk, omitBlocked, guided, blocked) => {
        const graph = new ChangingGraph(g, omitBlocked, blocked);
        const planner = dStarLite(graph.problem(), guided ? { heuristic: (a, b) => graph.hops[a]![b]! } : {});
        let at = 0;
        for (const changes of walk) {
          const r = planner.search();
          let path: string[] | undefined;
          const best = graph.distance(at);
          if (best === Infinity) {
            expect(r.status).toBe('exhausted');
          } else {
            expect(r.status).toBe('solved');
            expect(r.cost).toBe(best);
            expect(graph.pathCost(at, r.moves!, r.states!)).toBe(best);
            if (r.stats.reopened > 0) repaired++;
            path = r.moves!.slice(1);
            // One step along the path, unless the agent is at the goal.
            if (r.states!.length > 1) {
              at = r.states![1]!;
              planner.moveTo(at);
              steps++;
            }
          }
          expect(planner.position).toBe(at);
          planner.costsChanged(changes.flatMap((c) => applyChange(graph, c, path)));
        }
      }),
      { numRuns: 100 },
    );
    expect(steps).toBeGreaterThan(50);
    expect(repaired).toBeGreaterThan(5);
  });

  it('answers from any position it is moved to, not only along its path', () => {
    fc.assert(
      fc.property(
        graphArb,
        fc.array(fc.tuple(fc.nat({ max: 23 }), fc.array(changeArb, { maxLength: 3 })), { maxLength: 8 }),
        (g, jumps) => {
          const graph = new ChangingGraph(g, false);
          const planner = dStarLite(graph.problem(), { heuristic: (a, b) => graph.hops[a]![b]! });
          for (const [to, changes] of jumps) {
            planner.costsChanged(changes.flatMap((c) => applyChange(graph, c)));
            const at = to % g.n;
            // The heuristic says a state the last position cannot reach is Infinity away.
            if (graph.hops[planner.position]![at] === Infinity) continue;
            planner.moveTo(at);
            const r = planner.search();
            const best = graph.distance(at);
            if (best === Infinity) expect(r.status).toBe('exhausted');
            else expect(r.cost).toBe(best);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('goes on after searches stopped by a limit, and its answer is still the optimum', () => {
    let stopped = 0;
    fc.assert(
      fc.property(graphArb, walkArb, fc.integer({ min: 1, max: 2 }), (g, walk, budget) => {
        const graph = new ChangingGraph(g, false);
        const planner = dStarLite(graph.problem(), { heuristic: (a, b) => graph.hops[a]![b]! });
        let at = 0;
        for (const changes of walk) {
          let r = planner.search({ maxExpansions: budget });
          while (r.status === 'limit') {
            stopped++;
            r = planner.search({ maxExpansions: budget });
          }
          const best = graph.distance(at);
          if (best === Infinity) expect(r.status).toBe('exhausted');
          else {
            expect(r.cost).toBe(best);
            if (r.states!.length > 1) {
              at = r.states![1]!;
              planner.moveTo(at);
            }
          }
          planner.costsChanged(changes.flatMap((c) => applyChange(graph, c, r.moves?.slice(1))));
        }
      }),
      { numRuns: 100 },
    );
    expect(stopped).toBeGreaterThan(100);
  });

  it('the async form finds what the sync form finds, with the same counts', async () => {
    await fc.assert(
      fc.asyncProperty(graphArb, walkArb, async (g, walk) => {
        const a = new ChangingGraph(g, false);
        const b = new ChangingGraph(g, false);
        const sync = dStarLite(a.problem());
        const async = dStarLite(b.problem());
        for (const changes of walk) {
          const x = sync.search();
          const y = await async.searchAsync({ yieldEveryMs: 0, checkEvery: 1 });
          expect(y.status).toBe(x.status);
          expect(y.moves).toEqual(x.moves);
          expect({ ...y.stats, elapsedMs: 0 }).toEqual({ ...x.stats, elapsedMs: 0 });
          if (x.status === 'solved' && x.states.length > 1) {
            sync.moveTo(x.states[1]!);
            async.moveTo(x.states[1]!);
          }
          sync.costsChanged(changes.flatMap((c) => applyChange(a, c, x.moves)));
          async.costsChanged(changes.flatMap((c) => applyChange(b, c, x.moves)));
        }
      }),
      { numRuns: 40 },
    );
  });
});
