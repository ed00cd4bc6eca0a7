import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kShortestPaths } from '@puzzle-solvers/search-core';
import { adjacency, distancesToGoal, graphProblem, replayCost, type WeightedGraph } from './arbitraries/graph.js';

/** Small graphs (2 to 7 nodes), so that every loopless path can be enumerated. */
const smallGraphArb: fc.Arbitrary<WeightedGraph> = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(
      fc.tuple(
        fc.nat({ max: n - 1 }),
        fc.nat({ max: n - 1 }),
        fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 5, arbitrary: fc.integer({ min: 1, max: 9 }) }),
      ),
      { minLength: n, maxLength: 4 * n },
    ),
    goal: fc.integer({ min: 1, max: n - 1 }),
  }),
);

/** Every loopless path from node 0 to the goal as (cost, moves), by exhaustive depth-first enumeration: the oracle. */
function allLooplessPaths(g: WeightedGraph): { cost: number; moves: string[] }[] {
  const adj = adjacency(g);
  const out: { cost: number; moves: string[] }[] = [];
  const onPath = new Set<number>([0]);
  const walk = (n: number, cost: number, moves: string[]): void => {
    if (n === g.goal) {
      out.push({ cost, moves: [...moves] });
      return;
    }
    for (const e of adj[n]!) {
      if (onPath.has(e.state)) continue;
      onPath.add(e.state);
      moves.push(e.move);
      walk(e.state, cost + e.cost, moves);
      moves.pop();
      onPath.delete(e.state);
    }
  };
  walk(0, 0, []);
  return out.sort((a, b) => a.cost - b.cost);
}

describe('kShortestPaths (oracle: enumeration of every loopless path)', () => {
  it('returns the k cheapest loopless paths, each valid, loopless and distinct, cheapest first', () => {
    let several = 0;
    fc.assert(
      fc.property(smallGraphArb, fc.integer({ min: 1, max: 8 }), fc.boolean(), (g, k, guided) => {
        const all = allLooplessPaths(g);
        const exact = distancesToGoal(g);
        const p = graphProblem(g, guided ? (n) => (exact[n] === Infinity ? 0 : exact[n]!) : undefined);
        const r = kShortestPaths(p, k);
        const want = all.slice(0, k).map((x) => x.cost);
        expect(r.paths.map((x) => x.cost)).toEqual(want);
        if (all.length === 0) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(r.cost).toBe(all[0]!.cost);
        const seen = new Set<string>();
        for (const path of r.paths) {
          expect(replayCost(p, path.moves, path.states)).toBe(path.cost);
          expect(new Set(path.states).size).toBe(path.states.length);
          const key = path.moves.join(' ');
          expect(seen.has(key)).toBe(false);
          seen.add(key);
          expect(all.some((x) => x.moves.join(' ') === key)).toBe(true);
        }
        if (r.paths.length > 2) several++;
      }),
      { numRuns: 300 },
    );
    expect(several).toBeGreaterThan(50);
  });
});
