import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, astarSteps, type ExpansionStep, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';

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

/** Ends a paused search with return() and reads what it answers. */
function stop<S, M>(steps: Generator<ExpansionStep<S>, SearchResult<S, M>, void>): SearchResult<S, M> {
  const end = steps.return(undefined as never);
  if (end.done !== true) throw new Error('return() left the search running');
  return end.value;
}

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

  it('can be stopped early with return(), which answers the statistics so far', () => {
    const steps = astarSteps(line);
    steps.next();
    steps.next();
    const end = stop(steps);
    expect(end.status).toBe('aborted');
    expect(end.stats.expanded).toBe(2);
    expect(end.stats.generated).toBe(4);
    expect(end.stats.peakStored).toBeGreaterThanOrEqual(3);
    // Once ended, the generator stays ended.
    expect(steps.next().done).toBe(true);
  });

  it('passes a throw() from the caller through, not as a stop', () => {
    const steps = astarSteps(line);
    steps.next();
    expect(() => steps.throw(new Error('caller'))).toThrow('caller');
  });

  it('stopped after any number of steps, counts exactly the steps taken (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (taken) => {
        const steps = astarSteps(line);
        let expanded = 0;
        for (let k = 0; k < taken; k++) {
          const r = steps.next();
          if (r.done) return;
          expanded = r.value.expanded;
        }
        const end = stop(steps);
        expect(end.status).toBe('aborted');
        expect(end.stats.expanded).toBe(expanded);
        expect(end.stats.peakFrontier).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
