import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs, bidirectionalBfs, dfs, dijkstra, iddfs, idaStar, reachable } from '@puzzle-solvers/search-core';
import { type Grid, gridArb, gridProblem, replayCost } from '../arbitraries/graph.js';

/** Fewest moves by a plain BFS written here as the oracle (no search-core code involved). */
function oracleDistance(g: Grid): number {
  const dist = new Array<number>(g.width * g.height).fill(-1);
  dist[g.start] = 0;
  const queue = [g.start];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i]!;
    const x = s % g.width;
    const y = Math.floor(s / g.width);
    const next = [y > 0 ? s - g.width : -1, x > 0 ? s - 1 : -1, x < g.width - 1 ? s + 1 : -1, y < g.height - 1 ? s + g.width : -1];
    for (const t of next) {
      if (t >= 0 && !g.walls[t] && dist[t] === -1) {
        dist[t] = dist[s]! + 1;
        queue.push(t);
      }
    }
  }
  return dist[g.goal]!;
}

describe('unit-cost searches on random grids', () => {
  it('generates solvable and unsolvable grids', () => {
    const sample = fc.sample(gridArb, { numRuns: 300, seed: 11 });
    const solvable = sample.filter((g) => oracleDistance(g) >= 0).length / sample.length;
    const long = sample.filter((g) => oracleDistance(g) >= 5).length / sample.length;
    expect(solvable).toBeGreaterThan(0.5);
    expect(solvable).toBeLessThan(0.95);
    expect(long).toBeGreaterThan(0.25);
  });

  it('agree on the fewest moves: A*, Dijkstra, BFS, IDA*, IDDFS and bidirectional BFS', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const want = oracleDistance(g);
        const p = gridProblem(g);
        const results = {
          astar: astar(p),
          dijkstra: dijkstra(p),
          bfs: bfs(p),
          // Path-checked depth-first searches enumerate self-avoiding walks, exponential on open
          // grids: IDA* gets a transposition table, IDDFS runs on small grids only.
          idaStar: idaStar(p, { transpositionTable: 1 << 16 }),
          ...(g.width * g.height <= 30 ? { iddfs: iddfs(p) } : {}),
          bidirectional: bidirectionalBfs({
            ...p,
            goal: g.goal,
            predecessors: (s) => collect(p, s).map((e) => ({ state: e.state, move: INVERSE[e.move] })),
          }),
        };
        for (const [name, r] of Object.entries(results)) {
          if (want < 0) expect(r.status, name).toBe('exhausted');
          else {
            expect(r.status, name).toBe('solved');
            expect(r.moves!.length, name).toBe(want);
            expect(replayCost(p, r.moves!, r.states!), name).toBe(want);
          }
        }
      }),
    );
  });

  it('finds a legal path with DFS exactly when one exists, in graph and tree mode', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const p = gridProblem(g);
        const want = oracleDistance(g);
        for (const r of [dfs(p), dfs(p, { tree: true, memo: 1 << 16 })]) {
          expect(r.status).toBe(want < 0 ? 'exhausted' : 'solved');
          if (r.status === 'solved') expect(replayCost(p, r.moves, r.states)).toBe(r.moves.length);
        }
      }),
    );
  });

  it('counts every reachable cell with reachable(), layer by layer as the oracle does', () => {
    fc.assert(
      fc.property(gridArb, (g) => {
        const r = reachable(gridProblem(g));
        let open = 0;
        for (let cell = 0; cell < g.width * g.height; cell++) {
          if (!g.walls[cell] && oracleDistance({ ...g, goal: cell }) >= 0) open++;
        }
        expect(r.count).toBe(open);
        expect(r.byDepth.reduce((a, b) => a + b, 0)).toBe(open);
        expect(r.goals).toBe(oracleDistance(g) >= 0 ? 1 : 0);
      }),
      { numRuns: 50 },
    );
  });
});

/** On a grid the predecessors are the neighbours, reached by the opposite move. */
const INVERSE = { U: 'D', D: 'U', L: 'R', R: 'L' } as const;

function collect<S, M>(p: { expand?: (s: S, emit: (s: S, m: M, c?: number) => void) => void }, s: S) {
  const out: { move: M; state: S }[] = [];
  p.expand!(s, (state, move) => out.push({ move, state }));
  return out;
}
