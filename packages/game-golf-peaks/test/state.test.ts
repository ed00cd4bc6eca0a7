import { astar, bfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GolfPeaksState, parse, solve } from '../src/index.js';
import { levelArb } from './arbitraries/level.js';

describe('GolfPeaksState', () => {
  it('plays each card in hand once per direction where the ball survives', () => {
    const state = GolfPeaksState.initial(parse('1x3\n0,ball\n0\n0,flag\n\n2- 2- 1-\n'));
    // Down (↙) is the only direction on a 1-wide course; the two 2- cards count once.
    expect(state.successors().map((s) => `${s.move.card.label}:${s.move.direction}`)).toEqual(['2-:2', '1-:2']);
    expect(state.play({ card: state.hand[0]!, direction: 0 })).toMatch(/falls off/);
    const done = state.play({ card: state.hand[0]!, direction: 2 }) as GolfPeaksState;
    expect(done.isGoal()).toBe(true);
    expect(done.hand.map((c) => c.label)).toEqual(['2-', '1-']);
    expect(done.successors()).toEqual([]);
    expect(done.play({ card: done.hand[0]!, direction: 2 })).toMatch(/already in the hole/);
  });

  it('runs under any search-core algorithm as it is', () => {
    const level = parse('1x3\n0,ball\n0\n0,flag\n\n1- 1-\n');
    expect(astar(GolfPeaksState.initial(level)).cost).toBe(2);
    expect(bfs(GolfPeaksState.initial(level)).cost).toBe(2);
  });

  it('finds with A* the same fewest cards as the game solver, on small random levels', () => {
    const seen = { solved: 0, impossible: 0 };
    fc.assert(
      fc.property(levelArb(), (level) => {
        const own = solve(level).result;
        const viaState = astar(GolfPeaksState.initial(level));
        expect(viaState.status).toBe(own.status);
        if (own.status === 'solved') {
          seen.solved++;
          expect(viaState.cost).toBe(own.cost);
        } else seen.impossible++;
      }),
      { numRuns: 100 },
    );
    expect(seen.solved).toBeGreaterThan(10);
  });
});
