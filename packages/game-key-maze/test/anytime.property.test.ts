import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '@puzzle-solvers/search-core';
import { anytimeDisagreement, type GameSolution } from '@puzzle-solvers/game-kit';
import { ALGORITHMS, gridProblem, parse, solve, verify, type Level } from '../src/index.js';
import { fourRobotArb, mazeArb } from './arbitraries/maze.js';

/** The obvious oracle: breadth-first search over every robot's cell and the keys held. */
function fewestSteps(level: Level): number {
  const r = bfs(gridProblem(level), { maxStates: 2_000_000 });
  if (r.status === 'solved') return r.cost;
  if (r.status === 'exhausted') return Infinity;
  throw new Error(`oracle stopped: ${r.status}`);
}

const mazes = fc.oneof(mazeArb({ robots: 1, maxWidth: 9, maxHeight: 7, maxKeys: 6 }), fourRobotArb(4));
/** No limit, or a few expansions (stopped with a solution or without). */
const maxExpansionsArb = fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined });

/** The default passes, or a greedy pass first (its first solution is often not the optimum: improvements get tested). */
const weightsArb = fc.constantFrom<readonly number[] | undefined>(undefined, [Infinity, 1], [Infinity, 2, 1]);

describe('anytime on small random mazes (oracle: breadth-first search on the grid)', () => {
  it('reports valid solutions, each cheaper than the last, bounds never above the optimum, and ends proven optimal', () => {
    let improved = 0;
    let solvable = 0;
    fc.assert(
      fc.property(mazes, maxExpansionsArb, weightsArb, (text, maxExpansions, weights) => {
        const level = parse(text);
        const optimum = fewestSteps(level);
        const heard: GameSolution[] = [];
        const answer = solve(level, {
          algorithm: 'anytime',
          ...(maxExpansions !== undefined ? { maxExpansions } : {}),
          ...(weights !== undefined ? { weights } : {}),
          onSolution: (s) => heard.push(s),
        });
        expect(anytimeDisagreement((s) => verify(level, s), { heard, answer }, optimum, maxExpansions === undefined)).toBeUndefined();
        if (heard.length > 1) improved++;
        if (optimum !== Infinity) solvable++;
      }),
      { numRuns: 200 },
    );
    console.log(`key-maze anytime: ${solvable} solvable mazes, ${improved} improved on their first solution`);
    expect(solvable).toBeGreaterThan(100);
    expect(improved).toBeGreaterThan(10);
  });

  it('every algorithm: a bound never above the optimum, equal to the cost when optimal', () => {
    fc.assert(
      fc.property(mazes, fc.constantFrom(...ALGORITHMS), (text, algorithm) => {
        const level = parse(text);
        const optimum = fewestSteps(level);
        const answer = solve(level, { algorithm });
        expect(answer.lowerBound ?? 0).toBeLessThanOrEqual(optimum);
        if (answer.optimal) expect(answer.lowerBound).toBe(answer.result.cost);
      }),
      { numRuns: 150 },
    );
  });
});
