import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astar,
  astarSteps,
  bfs,
  byHash,
  dfs,
  dijkstra,
  reachable,
  type AStarOptions,
  type SearchProblem,
  type SearchResult,
} from '@puzzle-solvers/search-core';

/**
 * Every kind of visited table gives the search the same answers as a `Map` of string keys, which
 * keeps no arrays: the numeric table in its direct form (dense keys), in its hashed form (scattered
 * keys, 32-bit and wider), and the hash-and-equality table. Their arrays grow, move between forms
 * and are handed to later searches when a search ends; a stale entry or an array shared by two
 * live tables would show as a different answer here.
 */
interface Graph {
  readonly adj: readonly (readonly number[])[];
  readonly goal: number;
}

/** Up to 3,000 nodes, so that every table grows past its first arrays. */
const graphArb: fc.Arbitrary<Graph> = fc
  .record({ n: fc.integer({ min: 1, max: 3000 }), seed: fc.integer(), goalAt: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ n, seed, goalAt }) => {
    let x = seed | 0;
    const next = () => {
      x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
      return (x >>> 0) / 2 ** 32;
    };
    const adj = Array.from({ length: n }, () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => Math.floor(next() * n)));
    return { adj, goal: Math.min(n - 1, Math.floor(goalAt * n)) };
  });

const KINDS = {
  'string keys (Map)': { key: (s: number) => `s${s}` },
  'dense numbers (direct)': { key: (s: number) => s },
  'scattered 32-bit numbers (hashed)': { key: (s: number) => s * 100_003 },
  'numbers beyond 32 bits (hashed, wide)': { key: (s: number) => s * 2 ** 33 + 1 },
  'hash and equality': {
    hashing: byHash(
      (s: number) => Math.imul(s, 0x9e3779b1) >>> 28,
      (a: number, b: number) => a === b,
    ),
  },
} satisfies Record<string, AStarOptions<number>>;
type Kind = keyof typeof KINDS;
const kinds = Object.keys(KINDS) as Kind[];

const problem = (g: Graph): SearchProblem<number, number> => ({
  initial: 0,
  expand(s, emit) {
    g.adj[s]!.forEach((t, i) => emit(t, i));
  },
  isGoal: (s) => s === g.goal,
  heuristic: () => 0,
});

const summary = <S, M>(r: SearchResult<S, M>) => ({ status: r.status, moves: r.moves, stats: { ...r.stats, elapsedMs: 0 } });
const runAll = (g: Graph, kind: Kind) => {
  const o = KINDS[kind];
  return {
    astar: summary(astar(problem(g), o)),
    dijkstra: summary(dijkstra(problem(g), o)),
    bfs: summary(bfs(problem(g), o)),
    dfs: summary(dfs(problem(g), o)),
    reachable: reachable(problem(g), o).count,
  };
};

const reached: number[] = [];

describe('every kind of visited table', () => {
  it('answers as a Map does, searches one after another', () => {
    fc.assert(
      fc.property(graphArb, fc.shuffledSubarray(kinds, { minLength: kinds.length }), (g, order) => {
        const oracle = runAll(g, 'string keys (Map)');
        reached.push(oracle.reachable);
        for (const kind of order) expect(runAll(g, kind)).toEqual(oracle);
      }),
      { numRuns: 40 },
    );
    // The graphs must be big enough for the tables to grow (past 256 keys: the first arrays).
    expect(reached.filter((n) => n > 1000).length).toBeGreaterThan(10);
  });

  it('answers as a Map does, searches interleaved step by step and nested in an expansion', () => {
    fc.assert(
      fc.property(graphArb, graphArb, fc.array(fc.nat(kinds.length - 1), { maxLength: 3000 }), (g, inner, turns) => {
        const oracle = summary(astar(problem(g), KINDS['string keys (Map)']));
        const innerOracle = summary(bfs(problem(inner), KINDS['string keys (Map)']));
        const innerResults: unknown[] = [];
        // Each kind's search runs a search of another kind inside some of its expansions.
        const runs = kinds.map((kind, k) => {
          const nested = problem(g);
          const expand = nested.expand!;
          let calls = 0;
          nested.expand = (s, emit) => {
            if (calls++ % 97 === 0) innerResults.push(summary(bfs(problem(inner), KINDS[kinds[(k + 1) % kinds.length]!])));
            expand(s, emit);
          };
          return astarSteps(nested, KINDS[kind]);
        });
        const results: unknown[] = kinds.map(() => undefined);
        for (const t of turns) {
          if (results[t] !== undefined) continue;
          const r = runs[t]!.next();
          if (r.done === true) results[t] = summary(r.value);
        }
        runs.forEach((steps, k) => {
          for (let r = steps.next(); results[k] === undefined; r = steps.next()) if (r.done === true) results[k] = summary(r.value);
        });
        for (const r of results) expect(r).toEqual(oracle);
        for (const r of innerResults) expect(r).toEqual(innerOracle);
      }),
      { numRuns: 40 },
    );
  });
});
