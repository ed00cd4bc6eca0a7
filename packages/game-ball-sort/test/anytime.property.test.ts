import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '@puzzle-solvers/search-core';
import { anytimeDisagreement, type GameSolution } from '@puzzle-solvers/game-kit';
import { ALGORITHMS, problemOf, solve, verify, type HeuristicName, type Level } from '../src/index.js';
import { MEDIUM_SIZES, smallLevelArb } from './arbitraries.js';

/** The oracle: breadth-first search on the real tubes, no pruning, no symmetry. */
function fewestMoves(level: Level): number {
  const p = problemOf(level, { keys: 'plain', prune: false, heuristic: 'zero' });
  const r = bfs(p, { hashing: p.hashing });
  if (r.status === 'solved') return r.cost;
  if (r.status === 'exhausted') return Infinity;
  throw new Error(`bfs ended with ${r.status}`);
}

/** No limit, or a few expansions (stopped with a solution or without). */
const maxExpansionsArb = fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined });
/** The default passes, or a greedy pass first (its first solution is often not the optimum: improvements get tested). */
const weightsArb = fc.constantFrom<readonly number[] | undefined>(undefined, [Infinity, 1], [Infinity, 1], [Infinity, 2, 1]);

/** The default heuristic, or weaker ones (admissible too) that mislead a greedy first pass more often. */
const heuristicArb = fc.constantFrom<HeuristicName>('junk-cycles', 'final-tube', 'dig-clutter');

describe('anytime on small random levels (oracle: breadth-first search)', () => {
  it('reports valid solutions, each cheaper than the last, bounds never above the optimum, and ends proven optimal', () => {
    let improved = 0;
    let solvable = 0;
    fc.assert(
      fc.property(smallLevelArb(), maxExpansionsArb, weightsArb, heuristicArb, ({ level }, maxExpansions, weights, heuristic) => {
        const optimum = fewestMoves(level);
        const heard: GameSolution[] = [];
        const answer = solve(level, {
          algorithm: 'anytime',
          ...(maxExpansions !== undefined ? { maxExpansions } : {}),
          ...(weights !== undefined ? { weights } : {}),
          heuristic,
          onSolution: (s) => heard.push(s),
        });
        expect(anytimeDisagreement((s) => verify(level, s), { heard, answer }, optimum, maxExpansions === undefined)).toBeUndefined();
        if (heard.length > 1) improved++;
        if (optimum !== Infinity) solvable++;
      }),
      { numRuns: 250 },
    );
    console.log(`ball-sort anytime: ${solvable} solvable levels, ${improved} improved on their first solution`);
    expect(solvable).toBeGreaterThan(60);
    expect(improved).toBeGreaterThan(5);
  });

  it("on larger levels, a greedy first pass is improved on until A*'s optimum is proven (oracle: A*, itself checked against BFS)", () => {
    let improved = 0;
    fc.assert(
      fc.property(smallLevelArb(undefined, undefined, MEDIUM_SIZES), ({ level }) => {
        const optimal = solve(level);
        const heard: GameSolution[] = [];
        const answer = solve(level, { algorithm: 'anytime', weights: [Infinity, 1.5, 1], onSolution: (s) => heard.push(s) });
        expect(answer.result.status).toBe(optimal.result.status);
        if (optimal.result.status !== 'solved') return;
        expect(anytimeDisagreement((s) => verify(level, s), { heard, answer }, optimal.result.cost, true)).toBeUndefined();
        if (heard.length > 1) improved++;
      }),
      { numRuns: 100 },
    );
    console.log(`ball-sort anytime, larger levels: ${improved} of 100 improved on their first solution`);
    expect(improved).toBeGreaterThan(10);
  });

  it('every algorithm: a bound never above the optimum, equal to the cost when optimal', () => {
    fc.assert(
      fc.property(smallLevelArb(), fc.constantFrom(...ALGORITHMS), ({ level }, algorithm) => {
        const optimum = fewestMoves(level);
        const answer = solve(level, { algorithm });
        // Absent only where no solution was found and none is proven absent; Infinity where none exists.
        expect(answer.lowerBound ?? 0).toBeLessThanOrEqual(optimum);
        expect(answer.lowerBound!).toBeLessThanOrEqual(optimum);
        if (answer.result.status === 'solved') expect(answer.lowerBound!).toBeLessThanOrEqual(answer.result.cost);
        if (answer.optimal) expect(answer.lowerBound).toBe(answer.result.cost);
      }),
      { numRuns: 150 },
    );
  });
});
