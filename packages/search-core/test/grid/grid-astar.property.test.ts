import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridAStar, jumpPointSearch } from '@puzzle-solvers/search-core/grid';
import { dijkstraCosts, estimate, type GridCase, gridCaseArb, pathCost, RULES, show } from './grid-oracle.js';

const EPSILON = 1e-9;

/** What the oracle says of a case: the goal's cost, and the nearest reachable cells when it is unreachable. */
function oracle(c: GridCase) {
  const dist = dijkstraCosts(c.grid, c.rule, c.diagonalCost, c.start);
  let bestH = Infinity;
  for (let cell = 0; cell < dist.length; cell++) {
    if (dist[cell]! < Infinity) bestH = Math.min(bestH, estimate(c.grid, c.rule, c.diagonalCost, cell, c.goal));
  }
  let bestCost = Infinity;
  for (let cell = 0; cell < dist.length; cell++) {
    if (dist[cell]! < Infinity && estimate(c.grid, c.rule, c.diagonalCost, cell, c.goal) === bestH)
      bestCost = Math.min(bestCost, dist[cell]!);
  }
  return { dist, goalCost: dist[c.goal]!, bestH, bestCost };
}

type Search = typeof gridAStar;

/** The search's answer checked against the oracle: cost, a legal path, and the nearest cell when the goal is out of reach. */
function checkAgainstOracle(search: Search, c: GridCase, closest: boolean): void {
  const o = oracle(c);
  const r = search(c.grid, c.start, c.goal, { diagonal: c.rule, diagonalCost: c.diagonalCost, closest });
  const context = show(c);
  if (o.goalCost < Infinity) {
    expect(r.status, context).toBe('solved');
    expect(Math.abs(r.cost! - o.goalCost), context).toBeLessThan(EPSILON);
    expect(r.end).toBe(c.goal);
  } else if (!closest) {
    expect(r.status, context).toBe('exhausted');
    return;
  } else {
    expect(r.status, context).toBe('closest');
    expect(estimate(c.grid, c.rule, c.diagonalCost, r.end!, c.goal), context).toBe(o.bestH);
    expect(Math.abs(r.cost! - o.bestCost), context).toBeLessThan(EPSILON);
  }
  expect(Math.abs(pathCost(c.grid, c.rule, c.diagonalCost, c.start, r.cells!) - r.cost!), context).toBeLessThan(EPSILON);
  expect(r.cells![r.cells!.length - 1]).toBe(r.end);
}

describe('grid A* against Dijkstra on random grids', () => {
  it('generates reachable and unreachable goals, weighted cells and every rule', () => {
    const sample = fc.sample(gridCaseArb({ weighted: true }), { numRuns: 400, seed: 11 });
    const reachableShare = sample.filter((c) => oracle(c).goalCost < Infinity).length / sample.length;
    expect(reachableShare).toBeGreaterThan(0.4);
    expect(reachableShare).toBeLessThan(0.95);
    expect(sample.filter((c) => !c.grid.uniform).length / sample.length).toBeGreaterThan(0.5);
    for (const rule of RULES) expect(sample.filter((c) => c.rule === rule).length).toBeGreaterThan(50);
  });

  it('finds the cheapest path under each diagonal rule, with weights', () => {
    fc.assert(fc.property(gridCaseArb({ weighted: true }), (c) => checkAgainstOracle(gridAStar, c, false)));
  });

  it('with closest, ends at the reachable cell nearest to an unreachable goal, at its lowest cost', () => {
    fc.assert(fc.property(gridCaseArb({ weighted: true }), (c) => checkAgainstOracle(gridAStar, c, true)));
  });

  it('gives the same answers when one grid is searched many times (reused working arrays)', () => {
    fc.assert(
      fc.property(gridCaseArb({ weighted: false }), fc.array(fc.nat(), { minLength: 2, maxLength: 6 }), (c, goals) => {
        for (const g of goals) {
          const goal = g % c.grid.size;
          const o = oracle({ ...c, goal });
          const r = gridAStar(c.grid, c.start, goal, { diagonal: c.rule, diagonalCost: c.diagonalCost });
          if (o.goalCost === Infinity) expect(r.status).toBe('exhausted');
          else expect(Math.abs(r.cost! - o.goalCost)).toBeLessThan(EPSILON);
        }
      }),
    );
  });
});

describe('jump point search against Dijkstra on random uniform grids', () => {
  it('finds a path as cheap as the cheapest under each diagonal rule', () => {
    fc.assert(
      fc.property(gridCaseArb({ weighted: false }), (c) => checkAgainstOracle(jumpPointSearch, c, false)),
      { numRuns: 400 },
    );
  });

  it('with closest, ends at the reachable cell nearest to an unreachable goal', () => {
    fc.assert(fc.property(gridCaseArb({ weighted: false }), (c) => checkAgainstOracle(jumpPointSearch, c, true)));
  });
});
