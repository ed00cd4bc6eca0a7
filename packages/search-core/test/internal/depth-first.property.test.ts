import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bfs,
  dfs,
  dijkstra,
  idaStar,
  idaStarInPlace,
  iddfs,
  lds,
  type InPlaceProblem,
  type SearchProblem,
  type SearchResult,
} from '@puzzle-solvers/search-core';
import { normalize } from '../../src/internal/normalize.js';
import { distancesToGoal, type Grid, gridArb, gridProblem, graphProblem, weightedGraphArb } from '../arbitraries/graph.js';
import { type DepthFirstConfig, recursiveIterate } from '../oracles/recursive-depth-first.js';
import { recursiveIdaStarInPlace } from '../oracles/recursive-ida-star-in-place.js';

/** The recursive engine run with the configuration the public function builds. */
function recursive<M>(
  p: SearchProblem<number, M>,
  config: Omit<DepthFirstConfig<number>, 'hashing'>,
  first: number,
  next: (n: number, b: number) => number,
  max = Infinity,
) {
  const n = normalize(p, {});
  return recursiveIterate(n, { ...config, hashing: n.hashing }, () => first, next, max);
}

/** Status, path, cost and every count but time and the peaks (whose meaning changed). */
function same<S, M>(got: SearchResult<S, M>, want: SearchResult<S, M>): void {
  expect(got.status).toBe(want.status);
  expect(got.moves).toEqual(want.moves);
  expect(got.states).toEqual(want.states);
  expect(got.cost).toBe(want.cost);
  const { elapsedMs: _a, peakStored: _b, ...gotStats } = got.stats;
  const { elapsedMs: _c, peakStored: _d, ...wantStats } = want.stats;
  expect(gotStats).toEqual(wantStats);
}

const small = gridArb.filter((g) => g.width * g.height <= 30);

describe('the iterative depth-first engine', () => {
  it('finds what the recursive engine found, with the same counts: IDA* on weighted graphs', () => {
    fc.assert(
      fc.property(weightedGraphArb, fc.boolean(), fc.constantFrom(0, 4, 64), (g, withH, table) => {
        const d = distancesToGoal(g);
        const h = withH ? (s: number) => d[s]! : () => 0;
        const p = graphProblem(g, h);
        const got = idaStar(p, { transpositionTable: table });
        const want = recursive(
          p,
          { heuristic: h, unitCost: false, cycleCheck: 'path', tableSize: table, orderByHeuristic: false },
          h(0),
          (x) => x,
        );
        same(got, want);
        // And against Dijkstra: the cheapest cost.
        const oracle = dijkstra(p);
        expect(got.status).toBe(oracle.status);
        expect(got.cost).toBe(oracle.cost);
      }),
    );
  });

  it('finds what the recursive engine found: IDA* with parent and no cycle checks, ordered, on solvable grids', () => {
    fc.assert(
      fc.property(small, fc.constantFrom('parent' as const, 'none' as const), fc.boolean(), (g, cycleCheck, orderByHeuristic) => {
        const p = gridProblem(g);
        // Without a path check, an unsolvable grid has endless walks, and long ones many.
        const shortest = bfs(p);
        fc.pre(shortest.status === 'solved' && shortest.moves.length <= 8);
        const got = idaStar(p, { cycleCheck, orderByHeuristic });
        const want = recursive(
          p,
          { heuristic: p.heuristic!, unitCost: false, cycleCheck, tableSize: 0, orderByHeuristic },
          p.heuristic!(p.initial),
          (x) => x,
        );
        same(got, want);
      }),
      { numRuns: 60 },
    );
  });

  it('finds what the recursive engine found, and the fewest moves: IDDFS on grids', () => {
    fc.assert(
      fc.property(small, fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), (g, maxDepth) => {
        const p = gridProblem(g);
        const got = iddfs(p, maxDepth === undefined ? {} : { maxDepth });
        const want = recursive(
          p,
          { heuristic: () => 0, unitCost: true, cycleCheck: 'path', tableSize: 0, orderByHeuristic: false },
          0,
          (_n, b) => b + 1,
          maxDepth,
        );
        same(got, want);
        const oracle = bfs(p);
        if (maxDepth === undefined) expect(got.status).toBe(oracle.status);
        if (got.status === 'solved') expect(got.moves.length).toBe(oracle.moves!.length);
      }),
      { numRuns: 60 },
    );
  });

  it('finds what the recursive engine found: tree DFS with a heuristic order and a memo', () => {
    fc.assert(
      fc.property(small, fc.constantFrom(0, 16), fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (g, memo, maxDepth) => {
        const p = gridProblem(g);
        const got = dfs(p, { tree: true, memo, ...(maxDepth === undefined ? {} : { maxDepth }) });
        const depth = maxDepth ?? Infinity;
        const want = recursive(
          p,
          { heuristic: () => 0, unitCost: true, cycleCheck: 'path', tableSize: memo, orderByHeuristic: true, order: p.heuristic! },
          depth,
          () => Infinity,
          depth,
        );
        same(got, want);
        if (maxDepth === undefined) expect(got.status).toBe(bfs(p).status);
      }),
      { numRuns: 60 },
    );
  });

  it('orders wide frames as the recursive engine does: tied keys keep the listing order', () => {
    // 10–25 edges per node on average, so frames both below and above the insertion-sort size;
    // keys 0–2, so ties are common.
    const wide = fc.integer({ min: 2, max: 8 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { minLength: 10 * n, maxLength: 25 * n, size: 'max' }),
        goal: fc.nat({ max: n - 1 }),
        keys: fc.array(fc.nat({ max: 2 }), { minLength: n, maxLength: n }),
      }),
    );
    let wideFrames = 0;
    fc.assert(
      fc.property(wide, fc.integer({ min: 1, max: 3 }), ({ n, edges, goal, keys }, depth) => {
        const out: [number, string][][] = Array.from({ length: n }, () => []);
        edges.forEach(([from, to], i) => out[from]!.push([to, `e${i}`]));
        if (out.some((list) => list.length > 16)) wideFrames++;
        const p: SearchProblem<number, string> = {
          initial: 0,
          expand: (s, emit) => {
            for (const [to, move] of out[s]!) emit(to, move, 1);
          },
          isGoal: (s) => s === goal && s !== 0,
          key: (s) => s,
          heuristic: (s) => keys[s]!,
        };
        const got = dfs(p, { tree: true, maxDepth: depth });
        const want = recursive(
          p,
          { heuristic: () => 0, unitCost: true, cycleCheck: 'path', tableSize: 0, orderByHeuristic: true, order: p.heuristic! },
          depth,
          () => Infinity,
          depth,
        );
        same(got, want);
      }),
      { numRuns: 80 },
    );
    expect(wideFrames).toBeGreaterThan(20);
  });

  it('finds what the recursive engine found: LDS, exact and lazy passes', () => {
    fc.assert(
      fc.property(small, fc.constantFrom(0, 2), fc.boolean(), (g, exactFrom, ordered) => {
        const p = gridProblem(g);
        const { heuristic: _h, ...plain } = p;
        const got = lds(ordered ? p : plain, { exactFrom });
        const want = recursive(
          ordered ? p : plain,
          {
            heuristic: () => 0,
            unitCost: false,
            cycleCheck: 'path',
            tableSize: 0,
            orderByHeuristic: ordered,
            ...(ordered ? { order: p.heuristic! } : {}),
            discrepancy: true,
            exactFrom,
          },
          0,
          (x) => x,
        );
        same(got, want);
        if (exactFrom === 0) expect(got.status).toBe(bfs(p).status);
      }),
      { numRuns: 60 },
    );
  });
});

/** A grid walked in place: the state is the cell plus the cells it came from. */
function inPlaceGrid(g: Grid): InPlaceProblem<{ cell: number; trail: number[] }, number> {
  const p = gridProblem(g);
  const delta = [-g.width, -1, 1, g.width];
  const movesOf = (cell: number): number[] => {
    const out: number[] = [];
    p.expand!(cell, (to) => out.push(delta.indexOf(to - cell)));
    return out;
  };
  return {
    state: { cell: g.start, trail: [] },
    moves: (s) => movesOf(s.cell),
    apply: (s, m) => {
      s.trail.push(s.cell);
      s.cell += delta[m]!;
    },
    undo: (s) => {
      s.cell = s.trail.pop()!;
    },
    isGoal: (s) => s.cell === g.goal,
    heuristic: (s) => p.heuristic!(s.cell),
    clone: (s) => ({ cell: s.cell, trail: [...s.trail] }),
    key: (s) => s.cell,
  };
}

describe('the iterative in-place IDA*', () => {
  it('finds what the recursive one found, with the same counts, and restores the state', () => {
    fc.assert(
      fc.property(small, (g) => {
        const got = idaStarInPlace(inPlaceGrid(g), { cycleCheck: 'path' });
        const want = recursiveIdaStarInPlace(inPlaceGrid(g), { cycleCheck: 'path' });
        expect(got.status).toBe(want.status);
        expect(got.moves).toEqual(want.moves);
        expect(got.cost).toBe(want.cost);
        expect(got.states?.map((s) => s.cell)).toEqual(want.states?.map((s) => s.cell));
        expect(got.stats.expanded).toBe(want.stats.expanded);
        expect(got.stats.generated).toBe(want.stats.generated);
        expect(got.stats.duplicates).toBe(want.stats.duplicates);
        expect(got.stats.iterations).toBe(want.stats.iterations);
        const problem = inPlaceGrid(g);
        idaStarInPlace(problem, { cycleCheck: 'path', maxExpansions: 7 });
        expect(problem.state).toEqual({ cell: g.start, trail: [] });
      }),
      { numRuns: 80 },
    );
  });
});
