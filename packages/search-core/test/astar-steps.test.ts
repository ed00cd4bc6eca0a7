import { describe, expect, it } from 'vitest';
import { astar, astarSteps, type SearchProblem } from '@puzzle-solvers/search-core';

const line: SearchProblem<number, string> = {
  initial: 0,
  successors: (n) => [
    { move: '+1', state: n + 1 },
    { move: '+2', state: n + 2, cost: 3 },
  ],
  isGoal: (n) => n === 6,
  isValid: (n) => n <= 6,
  key: (n) => n,
};

describe('astarSteps', () => {
  it('yields one step per expansion and returns the same result as astar', () => {
    const steps = astarSteps(line);
    const seen: number[] = [];
    let r = steps.next();
    while (!r.done) {
      seen.push(r.value.state);
      r = steps.next();
    }
    const direct = astar(line);
    expect(r.value.status).toBe('solved');
    expect(r.value.moves).toEqual(direct.moves);
    expect(r.value.cost).toBe(6);
    expect(seen.length).toBe(direct.stats.expanded);
    expect(seen[0]).toBe(0);
  });

  it('can be stopped early with return()', () => {
    const steps = astarSteps(line);
    steps.next();
    const end = steps.return(undefined as never);
    expect(end.done).toBe(true);
  });
});
