import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs } from '@puzzle-solvers/search-core';
import { BallSortState, parse, solve } from '../src/index.js';
import { smallLevelArb } from './arbitraries.js';

describe('BallSortState', () => {
  it('lists every legal move and none other', () => {
    const state = new BallSortState(parse('{"capacity": 3, "tubes": [["A", "B"], ["B", "A", "A"], ["B"]]}'));
    // app rules: only onto an empty tube or the same colour on top, into a tube with room.
    expect([...state.successors()].map((s) => `${s.move.from + 1}>${s.move.to + 1}`)).toEqual(['1>3', '3>1']);
    expect(state.isGoal()).toBe(false);
    expect(state.play({ from: 1, to: 0 })).toMatch(/cannot go onto/);
    expect(state.play({ from: 0, to: 1 })).toMatch(/tube 2 is full/);
    const next = state.play({ from: 0, to: 2 });
    expect(next).toBeInstanceOf(BallSortState);
    expect((next as BallSortState).balls()).toEqual([[0], [1, 0, 0], [1, 1]]);
  });

  it('runs under any search-core algorithm as it is', () => {
    const level = parse('2\n1\nAB\nBA\n');
    const result = astar(new BallSortState(level));
    expect(result.status).toBe('solved');
    expect(result.cost).toBe(solve(level).result.cost);
    expect(bfs(new BallSortState(level)).cost).toBe(result.cost);
  });

  it('finds with A* the same fewest moves as the game solver, on small random levels', () => {
    fc.assert(
      fc.property(smallLevelArb(), ({ level }) => {
        const own = solve(level).result;
        const viaState = astar(new BallSortState(level));
        expect(viaState.status).toBe(own.status);
        if (own.status === 'solved') expect(viaState.cost).toBe(own.cost);
      }),
      { numRuns: 60 },
    );
  });
});
