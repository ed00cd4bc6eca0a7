import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, astarSteps, bfs, dijkstra, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import { graphProblem, weightedGraphArb } from './arbitraries/graph.js';

/**
 * A search that ends hands its node arena and open list to the next one (they cost a fresh buffer
 * each otherwise). These properties check that no search ever sees another's: searches run one
 * after another, interleaved step by step, and nested inside another's expansion give what each
 * gives alone in a fresh process.
 */
const summary = <S, M>(r: SearchResult<S, M>) => ({ status: r.status, moves: r.moves, cost: r.cost, stats: { ...r.stats, elapsedMs: 0 } });

/** Runs a generator of steps to its end. */
function runSteps<S, M>(steps: Generator<unknown, SearchResult<S, M>, void>): SearchResult<S, M> {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

describe('searches that reuse the buffers of earlier ones', () => {
  it('give the same results interleaved step by step as one after another', () => {
    fc.assert(
      fc.property(fc.array(weightedGraphArb, { minLength: 2, maxLength: 4 }), fc.array(fc.nat(3), { maxLength: 400 }), (graphs, turns) => {
        const alone = graphs.map((g) => summary(astar(graphProblem(g))));
        const runs = graphs.map((g) => astarSteps(graphProblem(g)));
        const results: (SearchResult<number, string> | undefined)[] = graphs.map(() => undefined);
        // Step the searches in the order `turns` says, then finish whichever are left.
        for (const t of turns) {
          const k = t % runs.length;
          if (results[k] !== undefined) continue;
          const r = runs[k]!.next();
          if (r.done === true) results[k] = r.value;
        }
        runs.forEach((steps, k) => {
          results[k] ??= runSteps(steps);
        });
        expect(results.map((r) => summary(r!))).toEqual(alone);
      }),
    );
  });

  it('give the same results when one runs inside another expansion', () => {
    fc.assert(
      fc.property(weightedGraphArb, weightedGraphArb, (outer, inner) => {
        const innerAlone = summary(dijkstra(graphProblem(inner)));
        const outerAlone = summary(astar(graphProblem(outer)));
        const base = graphProblem(outer);
        const innerResults: ReturnType<typeof summary>[] = [];
        const nesting: SearchProblem<number, string> = {
          ...base,
          successors(s) {
            innerResults.push(summary(dijkstra(graphProblem(inner))));
            innerResults.push(summary(bfs(graphProblem(inner))));
            return base.successors!(s);
          },
        };
        expect(summary(astar(nesting))).toEqual(outerAlone);
        if (outerAlone.stats.expanded > 0) expect(innerResults.length).toBeGreaterThan(0);
        const innerBfs = summary(bfs(graphProblem(inner)));
        for (let i = 0; i < innerResults.length; i += 2) {
          expect(innerResults[i]).toEqual(innerAlone);
          expect(innerResults[i + 1]).toEqual(innerBfs);
        }
      }),
    );
  });

  it('are not disturbed by a search that stopped on a limit or was abandoned', () => {
    fc.assert(
      fc.property(weightedGraphArb, fc.integer({ min: 0, max: 5 }), (g, limit) => {
        const alone = summary(astar(graphProblem(g)));
        astar(graphProblem(g), { maxExpansions: limit });
        const abandoned = astarSteps(graphProblem(g));
        abandoned.next();
        expect(summary(astar(graphProblem(g)))).toEqual(alone);
        abandoned.return(undefined as never);
        expect(summary(astar(graphProblem(g)))).toEqual(alone);
      }),
    );
  });
});
