import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs, explicitEstimationSearch, focalSearch } from '@puzzle-solvers/search-core';
import { denseGraphArb, distancesToGoal, graphProblem, gridArb, gridProblem, replayCost, weightedGraphArb } from '../arbitraries/graph.js';

/** Random fractions of the exact distance: admissible, usually inconsistent. */
const fractionsArb = fc.oneof(
  fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 24, maxLength: 24 }),
  // The exact distance: the least f is the optimum from the start, so the factor bites at once.
  fc.constant(new Array<number>(24).fill(1)),
);
/** Arbitrary estimates, far from admissible: what a focal order or EES's ĥ and d̂ may be. */
const guessesArb = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 24, maxLength: 24 });
const weightArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant(1) },
  { weight: 4, arbitrary: fc.double({ min: 1.5, max: 4, noNaN: true }) },
);
const graphArb = fc.oneof({ weight: 1, arbitrary: weightedGraphArb }, { weight: 3, arbitrary: denseGraphArb });

const admissible = (exact: number[], f: number[]) => (n: number) => (exact[n] === Infinity ? 3 : Math.floor(exact[n]! * f[n]!));

describe('bounded-suboptimal search on random weighted graphs (oracle: Bellman–Ford)', () => {
  it('focalSearch costs at most weight × the optimum, whatever orders focal', () => {
    let above = 0;
    fc.assert(
      fc.property(graphArb, fractionsArb, guessesArb, weightArb, fc.boolean(), (g, f, guess, weight, ordered) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const p = graphProblem(g, admissible(exact, f));
        const r = focalSearch(p, { weight, ...(ordered ? { focalHeuristic: (n: number) => guess[n]! } : {}) });
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        expect(r.cost!).toBeGreaterThanOrEqual(optimal);
        expect(r.cost!).toBeLessThanOrEqual(weight * optimal);
        if (r.cost! > optimal) above++;
      }),
      { numRuns: 300 },
    );
    // Not vacuous: the factor is used.
    expect(above).toBeGreaterThan(5);
  });

  it('explicitEstimationSearch costs at most weight × the optimum, whatever its inadmissible estimates say', () => {
    let above = 0;
    fc.assert(
      fc.property(graphArb, fractionsArb, guessesArb, guessesArb, weightArb, (g, f, costGuess, distanceGuess, weight) => {
        const exact = distancesToGoal(g);
        const optimal = exact[0]!;
        const p = graphProblem(g, admissible(exact, f));
        const r = explicitEstimationSearch(p, {
          weight,
          costEstimate: (n) => costGuess[n]!,
          distanceEstimate: (n) => distanceGuess[n]!,
        });
        if (optimal === Infinity) {
          expect(r.status).toBe('exhausted');
          return;
        }
        expect(r.status).toBe('solved');
        expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
        expect(r.cost!).toBeGreaterThanOrEqual(optimal);
        expect(r.cost!).toBeLessThanOrEqual(weight * optimal);
        if (r.cost! > optimal) above++;
      }),
      { numRuns: 300 },
    );
    expect(above).toBeGreaterThan(3);
  });

  it('both are optimal with weight 1, and within the factor on grid mazes', () => {
    fc.assert(
      fc.property(gridArb, weightArb, (g, weight) => {
        const p = gridProblem(g);
        const shortest = bfs(p);
        for (const r of [focalSearch(p, { weight }), explicitEstimationSearch(p, { weight, costEstimate: (s) => 2 * p.heuristic!(s) })]) {
          expect(r.status).toBe(shortest.status);
          if (shortest.status !== 'solved') continue;
          expect(replayCost(p, r.moves!, r.states!)).toBe(r.cost);
          expect(r.cost!).toBeLessThanOrEqual(weight * shortest.cost);
          if (weight === 1) expect(r.cost).toBe(shortest.cost);
        }
      }),
      { numRuns: 150 },
    );
  });
});
