import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allOptimalPaths,
  allOptimalPathsAsync,
  anaStar,
  anaStarAsync,
  dynamicPotentialSearch,
  dynamicPotentialSearchAsync,
  anytimeAstar,
  anytimeAstarAsync,
  astar,
  astarAsync,
  beamSearch,
  beamSearchAsync,
  beamStackSearch,
  beamStackSearchAsync,
  explicitEstimationSearch,
  explicitEstimationSearchAsync,
  focalSearch,
  focalSearchAsync,
  kShortestPaths,
  kShortestPathsAsync,
  mmSearch,
  mmSearchAsync,
  baeStar,
  baeStarAsync,
  gbfhs,
  gbfhsAsync,
  nbs,
  nbsAsync,
  optimisticSearch,
  optimisticSearchAsync,
  partialExpansionAstar,
  partialExpansionAstarAsync,
  rbfs,
  rbfsAsync,
  smaStar,
  smaStarAsync,
  fringeSearch,
  fringeSearchAsync,
  bfs,
  bfsAsync,
  bidirectionalBfs,
  bidirectionalBfsAsync,
  dfs,
  dfsAsync,
  dStarLite,
  dijkstra,
  dijkstraAsync,
  idaStar,
  idaStarAsync,
  idaStarInPlace,
  idaStarInPlaceAsync,
  iddfs,
  iddfsAsync,
  lds,
  ldsAsync,
  lrtaStar,
  lrtaStarAsync,
  lpaStar,
  reachable,
  reachableAsync,
  shortenPath,
  shortenPathAsync,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import { type Grid, gridArb, gridProblem } from './arbitraries/graph.js';

// `yieldEveryMs: 0` ends a slice at every read of the clock and `checkEvery: 1` reads it at every
// step: the async forms pause and resume after nearly every expansion, and must still find exactly
// what the sync forms find, with the same counts.
const SLICED = { yieldEveryMs: 0, checkEvery: 1 } as const;

const withoutTime = (stats: SearchStats) => ({ ...stats, elapsedMs: 0 });
const small = gridArb.filter((g) => g.width * g.height <= 30);

function inPlace(g: Grid) {
  const p = gridProblem(g);
  const delta = [-g.width, -1, 1, g.width];
  return {
    state: { cell: g.start, trail: [] as number[] },
    moves: (s: { cell: number }) => {
      const out: number[] = [];
      p.expand!(s.cell, (to) => out.push(delta.indexOf(to - s.cell)));
      return out;
    },
    apply: (s: { cell: number; trail: number[] }, m: number) => {
      s.trail.push(s.cell);
      s.cell += delta[m]!;
    },
    undo: (s: { cell: number; trail: number[] }) => {
      s.cell = s.trail.pop()!;
    },
    isGoal: (s: { cell: number }) => s.cell === g.goal,
    heuristic: (s: { cell: number }) => p.heuristic!(s.cell),
    clone: (s: { cell: number; trail: number[] }) => ({ cell: s.cell, trail: [...s.trail] }),
    key: (s: { cell: number }) => s.cell,
  };
}

describe('the async forms, paused at every step', () => {
  it('find what the sync forms find, with the same counts', async () => {
    await fc.assert(
      fc.asyncProperty(small, async (g) => {
        const p = gridProblem(g);
        const back = { ...p, goal: g.goal, predecessors: (s: number) => collect(p, s) };
        const byChange = {
          ...p,
          expandByFChange(s: number, above: number, atMost: number, emit: (t: number, m: 'U' | 'D' | 'L' | 'R', c?: number) => void) {
            let next = Infinity;
            for (const { state, move } of collect(p, s)) {
              const change = 1 + p.heuristic!(state) - p.heuristic!(s);
              if (change > above && change <= atMost) emit(state, move, 1);
              else if (change > atMost && change < next) next = change;
            }
            return next;
          },
        };
        const pairs: [
          string,
          { status: string; moves?: unknown; cost?: unknown; stats: SearchStats },
          Promise<{ status: string; moves?: unknown; cost?: unknown; stats: SearchStats }>,
        ][] = [
          ['astar', astar(p), astarAsync(p, SLICED)],
          ['astar greedy', astar(p, { greedy: true }), astarAsync(p, { ...SLICED, greedy: true })],
          ['dijkstra', dijkstra(p), dijkstraAsync(p, SLICED)],
          ['bfs', bfs(p), bfsAsync(p, SLICED)],
          ['bidirectionalBfs', bidirectionalBfs(back), bidirectionalBfsAsync(back, SLICED)],
          ['idaStar', idaStar(p, { transpositionTable: 64 }), idaStarAsync(p, { ...SLICED, transpositionTable: 64 })],
          ['iddfs', iddfs(p), iddfsAsync(p, SLICED)],
          ['dfs', dfs(p), dfsAsync(p, SLICED)],
          ['dfs tree', dfs(p, { tree: true }), dfsAsync(p, { ...SLICED, tree: true })],
          ['lds', lds(p), ldsAsync(p, SLICED)],
          ['anytimeAstar', anytimeAstar(p), anytimeAstarAsync(p, SLICED)],
          ['anaStar', anaStar(p), anaStarAsync(p, SLICED)],
          ['focalSearch', focalSearch(p), focalSearchAsync(p, SLICED)],
          ['explicitEstimationSearch', explicitEstimationSearch(p), explicitEstimationSearchAsync(p, SLICED)],
          ['optimisticSearch', optimisticSearch(p), optimisticSearchAsync(p, SLICED)],
          ['dynamicPotentialSearch', dynamicPotentialSearch(p), dynamicPotentialSearchAsync(p, SLICED)],
          ['beamSearch', beamSearch(p, { width: 3 }), beamSearchAsync(p, { ...SLICED, width: 3 })],
          ['beamStackSearch', beamStackSearch(p, { width: 3 }), beamStackSearchAsync(p, { ...SLICED, width: 3 })],
          ['nbs', nbs(back, { minStepCost: 1 }), nbsAsync(back, { ...SLICED, minStepCost: 1 })],
          ['mmSearch', mmSearch(back, { minStepCost: 1 }), mmSearchAsync(back, { ...SLICED, minStepCost: 1 })],
          ['baeStar', baeStar(back), baeStarAsync(back, SLICED)],
          ['gbfhs', gbfhs(back, { minStepCost: 1 }), gbfhsAsync(back, { ...SLICED, minStepCost: 1 })],
          ['rbfs', rbfs(p), rbfsAsync(p, SLICED)],
          ['fringeSearch', fringeSearch(p), fringeSearchAsync(p, SLICED)],
          // A walled-in goal keeps a learning agent walking: the expansion limit ends it.
          ['lrtaStar', lrtaStar(p, { maxExpansions: 500 }), lrtaStarAsync(p, { ...SLICED, maxExpansions: 500 })],
          [
            'lrtaStar lookahead 16',
            lrtaStar(p, { lookahead: 16, trials: 3, maxExpansions: 2000 }),
            lrtaStarAsync(p, { ...SLICED, lookahead: 16, trials: 3, maxExpansions: 2000 }),
          ],
          ['lpaStar', lpaStar(back).search(), lpaStar(back).searchAsync(SLICED)],
          ['dStarLite', dStarLite(back).search(), dStarLite(back).searchAsync(SLICED)],
          ['smaStar', smaStar(p, { maxNodes: 12 }), smaStarAsync(p, { ...SLICED, maxNodes: 12 })],
          ['partialExpansionAstar', partialExpansionAstar(byChange), partialExpansionAstarAsync(byChange, SLICED)],
          ['allOptimalPaths', allOptimalPaths(p), allOptimalPathsAsync(p, SLICED)],
          ['kShortestPaths', kShortestPaths(p, 4), kShortestPathsAsync(p, 4, SLICED)],
        ];
        for (const [name, sync, pending] of pairs) {
          const async = await pending;
          expect(async.status, name).toBe(sync.status);
          expect(async.moves, name).toEqual(sync.moves);
          expect(async.cost, name).toBe(sync.cost);
          expect(withoutTime(async.stats), name).toEqual(withoutTime(sync.stats));
        }
        const counted = reachable(p);
        const countedAsync = await reachableAsync(p, SLICED);
        expect(countedAsync.count).toBe(counted.count);
        expect(countedAsync.byDepth).toEqual(counted.byDepth);

        const problem = inPlace(g);
        const syncInPlace = idaStarInPlace(inPlace(g), { cycleCheck: 'path' });
        const asyncInPlace = await idaStarInPlaceAsync(problem, { ...SLICED, cycleCheck: 'path' });
        expect(asyncInPlace.moves).toEqual(syncInPlace.moves);
        expect(withoutTime(asyncInPlace.stats)).toEqual(withoutTime(syncInPlace.stats));
        expect(problem.state).toEqual({ cell: g.start, trail: [] });

        const found = bfs(p);
        if (found.status === 'solved') {
          const shorter = shortenPath(p, found, { radius: 3 });
          const shorterAsync = await shortenPathAsync(p, found, { ...SLICED, radius: 3 });
          expect(shorterAsync.moves).toEqual(shorter.moves);
          expect(shorterAsync.status).toBe(shorter.status);
        }
      }),
      { numRuns: 40 },
    );
  });
});

function collect(p: ReturnType<typeof gridProblem>, s: number): { state: number; move: 'U' | 'D' | 'L' | 'R' }[] {
  const out: { state: number; move: 'U' | 'D' | 'L' | 'R' }[] = [];
  p.expand!(s, (state, move) => out.push({ state, move }));
  return out;
}
