import fc from 'fast-check';
import { LimitBudget } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { solve } from '../../src/solve.js';
import { shortened } from '../../src/search/shorten.js';
import { levelTextArb, recipeLevelArb } from '../arbitraries.js';

const levelArb = fc.oneof(levelTextArb(5), recipeLevelArb(6)).map((text) => parse(text));
const LIMIT = { maxStates: 20_000 };

describe('shortened', () => {
  it('returns the same solution when told the shortest cost, with no more expansions, and counts them in the statistics', () => {
    const seen = { stoppedEarly: 0 };
    fc.assert(
      fc.property(levelArb, fc.integer({ min: 1, max: 4_000 }), (level, budget) => {
        const oracle = solve(level, { algorithm: 'bfs', ...LIMIT });
        if (oracle.result.status !== 'solved') return;
        const raw = solve(level, { algorithm: 'greedy', ...LIMIT, shortenBudget: 0 }).result;
        if (raw.status !== 'solved') throw new Error(`greedy lost the solution: ${raw.status}`);
        const plain = shortened(level, raw, budget, new LimitBudget({}));
        const told = shortened(level, raw, budget, new LimitBudget({}), oracle.result.cost);
        expect(told.moves).toEqual(plain.moves);
        expect(told.stats.expanded).toBeLessThanOrEqual(plain.stats.expanded);
        expect(plain.stats.expanded).toBeGreaterThanOrEqual(raw.stats.expanded);
        expect(plain.stats.expanded - raw.stats.expanded).toBeLessThanOrEqual(budget);
        if (told.stats.expanded < plain.stats.expanded) seen.stoppedEarly++;
      }),
      { numRuns: 120 },
    );
    expect(seen.stoppedEarly).toBeGreaterThan(10);
  });

  it('stops at the limits it is given', () => {
    const level = parse(['xxxxxxxx', 'xH-----x', 'x------x', 'x------x', 'x-----hx', 'xxxxxxxx'].join('\n'));
    const raw = solve(level, { algorithm: 'greedy', shortenBudget: 0 }).result;
    if (raw.status !== 'solved') throw new Error(raw.status);
    const budget = new LimitBudget({ maxExpansions: raw.stats.expanded + 7 });
    budget.spend(raw.stats);
    const r = shortened(level, raw, 5_000, budget);
    expect(r.stats.expanded).toBeLessThanOrEqual(raw.stats.expanded + 7);
    expect(budget.exhausted()).toBe('expansions');
  });
});
