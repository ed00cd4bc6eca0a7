import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamSearch, bfs } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

const guessesArb = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 24, maxLength: 24 });

describe('beamSearch', () => {
  it('returns only valid paths, and claims exhausted only when no goal is reachable', () => {
    let solved = 0;
    let dry = 0;
    fc.assert(
      fc.property(
        fc.oneof(weightedGraphArb, denseGraphArb),
        guessesArb,
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (g, guess, width, greedy) => {
          const optimal = distancesToGoal(g)[0]!;
          const p = graphProblem(g, (n) => guess[n]!);
          const r = beamSearch(p, { width, greedy });
          if (r.status === 'solved') {
            solved++;
            expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
            expect(r.cost).toBeGreaterThanOrEqual(optimal);
          } else if (r.status === 'exhausted') {
            expect(optimal).toBe(Infinity);
          } else {
            dry++;
            expect(r).toMatchObject({ status: 'limit', limit: 'width' });
            expect(r.stats.pruned).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Not vacuous: narrow beams solve some and run dry on others.
    expect(solved).toBeGreaterThan(50);
    expect(dry).toBeGreaterThan(5);
  });

  it('is complete and finds the fewest moves on grid mazes when the beam is as wide as the maze', () => {
    fc.assert(
      fc.property(gridArb, (grid) => {
        const p = gridProblem(grid);
        const shortest = bfs(p);
        const r = beamSearch(p, { width: grid.width * grid.height, heuristic: () => 0 });
        expect(r.status).toBe(shortest.status);
        if (shortest.status === 'solved') {
          expect(r.cost).toBe(shortest.cost);
          expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a narrow greedy beam still walks a valid path through grid mazes', () => {
    fc.assert(
      fc.property(gridArb, fc.integer({ min: 1, max: 3 }), (grid, width) => {
        const p = gridProblem(grid);
        const r = beamSearch(p, { width, greedy: true });
        if (r.status === 'solved') expect(replayCost(p, r.moves, r.states)).toBe(r.cost);
        else if (r.status === 'exhausted') expect(bfs(p).status).toBe('exhausted');
      }),
      { numRuns: 150 },
    );
  });
});
