import { describe, expect, it } from 'vitest';
import { astar, astarSteps, checkpoint, type SearchProblem } from '@puzzle-solvers/search-core';
import { LimitBudget, solveWithinLimits, type GameSolveResult } from '@puzzle-solvers/game-kit';

/** An endless line of states, each expansion spinning `ms`. */
const line = (ms: number): SearchProblem<number, number> => ({
  initial: 0,
  expand: (n, emit) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // spin
    }
    emit(n + 1, 0);
  },
  isGoal: () => false,
  key: (n) => n,
});

const GENEROUS_MS = 1500;

describe('solveWithinLimits', () => {
  it('answers the solve itself when it ends within the limits', () => {
    const answer: GameSolveResult<number, number> = { result: astar(line(0), { maxExpansions: 3 }), optimal: false };
    expect(solveWithinLimits({ timeoutMs: 10_000 }, () => answer)).toBe(answer);
  });

  it('stops a set-up that calls checkpoint() at the deadline, with an honest result', () => {
    const t = performance.now();
    const out = solveWithinLimits({ timeoutMs: 30 }, () => {
      for (;;) checkpoint(); // a set-up that would never end
    });
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(out).toMatchObject({ result: { status: 'limit', limit: 'time' }, optimal: false });
    expect(out.solution).toBeUndefined();
  });

  it('holds one deadline over stages that each got the whole time', () => {
    // Two stages, each given the caller's whole timeoutMs: without the scope the second would
    // run its own 300 ms after the first's.
    const t = performance.now();
    const out = solveWithinLimits({ timeoutMs: 300 }, () => {
      const first = astar(line(1), { timeoutMs: 300 });
      const second = astar(line(1), { timeoutMs: 300 });
      return { result: second.status === 'limit' ? second : first, optimal: false };
    });
    expect(out.result).toMatchObject({ status: 'limit', limit: 'time' });
    expect(performance.now() - t).toBeLessThan(500);
  });

  it('gives searches that take turns the deadline of the solve, however late each starts', () => {
    const t = performance.now();
    const out = solveWithinLimits({ timeoutMs: 300 }, () => {
      const runs = [astarSteps(line(1), { timeoutMs: 300 }), astarSteps(line(1), { timeoutMs: 300 })];
      let last: GameSolveResult<number, number>['result'] | undefined;
      let live = runs.length;
      for (let turn = 0; live > 0; turn = (turn + 1) % runs.length) {
        for (let k = 0; k < 250; k++) {
          const step = runs[turn]!.next();
          if (step.done) {
            last = step.value;
            live--;
            break;
          }
        }
      }
      return { result: last!, optimal: false };
    });
    expect(out.result).toMatchObject({ status: 'limit', limit: 'time' });
    // The second search starts its control at its first turn, 250 ms in: alone it would stop at 550 ms.
    expect(performance.now() - t).toBeLessThan(480);
  });
});

describe('LimitBudget.setUp as a scope', () => {
  it('ends a search started inside the set-up at the budget’s deadline', () => {
    const budget = new LimitBudget({ timeoutMs: 40 });
    const t = performance.now();
    const run = budget.setUp(() => astar(line(1)));
    expect(performance.now() - t).toBeLessThan(GENEROUS_MS);
    expect(run).toMatchObject({ value: { status: 'limit', limit: 'time' } });
  });

  it('stops the set-up at any checkpoint inside it, not only at the check it is given', () => {
    const budget = new LimitBudget({ timeoutMs: 30 });
    const run = budget.setUp(() => {
      for (;;) checkpoint();
    });
    expect(run).toMatchObject({ stopped: { status: 'limit', limit: 'time' } });
  });
});
