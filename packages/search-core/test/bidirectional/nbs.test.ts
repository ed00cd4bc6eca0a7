import { describe, expect, it } from 'vitest';
import { astar, nbs, SearchError } from '@puzzle-solvers/search-core';
import { eightManhattanFrom } from '../fixtures/bidirectional-problems.js';
import { eightPuzzle, scrambledEight } from '../fixtures/eight-puzzle.js';

describe('nbs', () => {
  it('solves 8-puzzles optimally from both ends, with the Manhattan distance both ways', () => {
    for (const seed of [1, 2, 3]) {
      const p = eightPuzzle(scrambledEight(80, seed));
      const fromStart = eightManhattanFrom(p.initial);
      const r = nbs(p, { backwardHeuristic: fromStart, minStepCost: 1 });
      expect(r.cost).toBe(astar(p).cost);
      expect(r.states![r.states!.length - 1]).toBe(p.goal);
    }
  });

  it('refuses a problem without predecessors or goal, naming what is missing', () => {
    const { predecessors: _, ...forwardOnly } = eightPuzzle(scrambledEight(10, 1));
    const call = () => nbs(forwardOnly as never);
    expect(call).toThrow(SearchError);
    expect(call).toThrow(/predecessors/);
    try {
      call();
    } catch (e) {
      expect((e as SearchError).code).toBe('missing-capability');
    }
  });

  it('refuses a goal that isGoal rejects', () => {
    const p = eightPuzzle(scrambledEight(10, 1));
    expect(() => nbs({ ...p, goal: p.initial })).toThrow(/not a goal/);
  });
});
