import { bfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  parse,
  playMove,
  problemOf,
  relaxedDistances,
  solve,
  verify,
  type Direction,
  type GolfState,
  type Level,
} from '../src/index.js';
import { levelArb } from './arbitraries/level.js';

/**
 * The obvious oracle: try every card left in every direction, depth first, with no deduplication
 * and no pruning; the fewest cards that reach the flag, or Infinity.
 */
function fewestCards(level: Level): number {
  let best = Infinity;
  const go = (state: GolfState, depth: number): void => {
    if (state.ball === level.flag) {
      best = Math.min(best, depth);
      return;
    }
    if (depth + 1 >= best) return;
    const tried = new Set<string>();
    for (const card of state.hand) {
      if (tried.has(card.label)) continue;
      tried.add(card.label);
      for (let d = 0; d < 4; d++) {
        const next = playMove(level, state, { card, direction: d as Direction });
        if (typeof next !== 'string') go(next, depth + 1);
      }
    }
  };
  go(initialState(level), 0);
  return best;
}

const small = levelArb({ maxSide: 4, maxCards: 4, maxWarpPairs: 1 });

describe('solve', () => {
  it('finds as few cards as the exhaustive oracle, with every algorithm', () => {
    const seen = { solved: 0, impossible: 0 };
    fc.assert(
      fc.property(small, (level) => {
        const best = fewestCards(level);
        for (const options of [{}, { prune: false }, { algorithm: 'astar' }]) {
          const { result } = solve(level, options);
          if (best === Infinity) expect(result.status).toBe('exhausted');
          else expect(result.cost).toBe(best);
        }
        // The raw problem, through search-core directly.
        const raw = bfs(problemOf(level));
        if (best === Infinity) expect(raw.status).toBe('exhausted');
        else expect(raw.cost).toBe(best);
        seen[best === Infinity ? 'impossible' : 'solved']++;
      }),
      { numRuns: 300 },
    );
    // Both kinds of level must be common.
    expect(seen.solved).toBeGreaterThan(40);
    expect(seen.impossible).toBeGreaterThan(40);
  });

  it('returns solutions that verify', () => {
    fc.assert(
      fc.property(levelArb({ maxSide: 6, maxCards: 6, maxWarpPairs: 2 }), (level) => {
        const { result, solution } = solve(level);
        if (result.status !== 'solved') return;
        expect(verify(level, solution!)).toEqual({ valid: true, moves: result.moves.length, cost: result.moves.length });
        expect(result.states[result.states.length - 1]!.ball).toBe(level.flag);
      }),
      { numRuns: 150 },
    );
  });

  it('stops at a state limit and rejects an unknown algorithm', () => {
    const level = levelArb({ maxSide: 3 });
    fc.assert(
      fc.property(level, (l) => {
        const { result } = solve(l, { maxStates: 1, prune: false });
        expect(['solved', 'limit', 'exhausted']).toContain(result.status);
      }),
      { numRuns: 20 },
    );
    expect(() => solve(fc.sample(level, 1)[0]!, { algorithm: 'magic' })).toThrow(/unknown algorithm/);
  });
});

describe('the relaxed card distance', () => {
  it('never exceeds the fewest cards that solve a level (admissible)', () => {
    fc.assert(
      fc.property(small, (level) => {
        const best = fewestCards(level);
        if (best < Infinity) expect(relaxedDistances(level)[level.ball]).toBeLessThanOrEqual(best);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the two searches of a solve', () => {
  // An open 8×8 course whose flag sits in a corner walled off from it: no rolling card reaches it,
  // so the quick plain search runs out of its expansions and the pruned search proves it impossible.
  const open = ['0,ball  ' + '0       '.repeat(7)];
  for (let y = 1; y < 6; y++) open.push('0       '.repeat(8));
  open.push('0       '.repeat(7) + 'x');
  open.push('0       '.repeat(6) + 'x       0,flag');
  const walled = parse(`8x8\n${open.join('\n')}\n\n1- 1- 2- 2- 3- 3- 4- 4- 5- 5-\n`);

  it('count both searches in the statistics and share one expansion limit', () => {
    const free = solve(walled);
    expect(free.result.status).toBe('exhausted');
    expect(free.result.stats.iterations).toBe(2);
    expect(free.result.stats.expanded).toBeGreaterThanOrEqual(512);
    fc.assert(
      fc.property(fc.integer({ min: 513, max: free.result.stats.expanded + 100 }), (maxExpansions) => {
        const { result } = solve(walled, { maxExpansions });
        expect(result.stats.expanded).toBeLessThanOrEqual(maxExpansions);
        if (maxExpansions >= free.result.stats.expanded) expect(result.status).toBe(free.result.status);
      }),
      { numRuns: 20 },
    );
  });
});
