import { describe, expect, it } from 'vitest';
import { CancelFlag } from '@puzzle-solvers/search-core';
import { LimitBudget } from '@puzzle-solvers/game-kit';

describe('LimitBudget', () => {
  it('passes every option through and cuts the limits to what is left', () => {
    const signal = new AbortController().signal;
    const budget = new LimitBudget({ timeoutMs: 1000, maxExpansions: 500, maxStates: 7, signal });
    const { timeoutMs, ...rest } = budget.stage({ share: 0.3, maxExpansions: 100 });
    expect(rest).toEqual({ maxExpansions: 100, maxStates: 7, signal });
    expect(timeoutMs).toBeGreaterThan(200);
    expect(timeoutMs).toBeLessThanOrEqual(300);
    budget.spend({ expanded: 420 });
    expect(budget.expansionsLeft()).toBe(80);
    expect(budget.stage().maxExpansions).toBe(80);
    budget.spend({ expanded: 200 });
    expect(budget.expansionsLeft()).toBe(0);
  });

  it('leaves unset limits unset unless a stage caps them', () => {
    const budget = new LimitBudget<{ maxStates?: number; maxExpansions?: number; timeoutMs?: number }>({ maxStates: 3 });
    expect(budget.stage()).toEqual({ maxStates: 3 });
    expect(budget.stage({ maxExpansions: 50, timeoutMs: 20 })).toEqual({ maxStates: 3, maxExpansions: 50, timeoutMs: 20 });
    expect(budget.timeLeft()).toBeUndefined();
    expect(budget.exhausted()).toBeUndefined();
  });

  it('says which limit ran out, time first', () => {
    const budget = new LimitBudget({ timeoutMs: 10, maxExpansions: 5 }, 0);
    expect(budget.exhausted(5)).toBeUndefined();
    budget.spend({ expanded: 5 });
    expect(budget.exhausted(5)).toBe('expansions');
    expect(budget.exhausted(11)).toBe('time');
    expect(budget.timeLeft(11)).toBe(0);
  });

  it('says when a set-up must stop: the signal or the flag first, then the time', () => {
    expect(new LimitBudget({ timeoutMs: 10 }, 0).interrupted(9)).toBeUndefined();
    expect(new LimitBudget({}, 0).interrupted(1e9)).toBeUndefined();
    expect(new LimitBudget({ timeoutMs: 10 }, 0).interrupted(12)).toMatchObject({
      status: 'limit',
      limit: 'time',
      stats: { expanded: 0, elapsedMs: 12 },
    });
    const controller = new AbortController();
    const budget = new LimitBudget({ timeoutMs: 10, signal: controller.signal }, 0);
    expect(budget.interrupted(1)).toBeUndefined();
    controller.abort();
    expect(budget.interrupted(12)).toMatchObject({ status: 'aborted', stats: { elapsedMs: 12 } });
    const flag = new CancelFlag();
    flag.cancel();
    expect(new LimitBudget({ cancel: flag }, 0).interrupted(0)).toMatchObject({ status: 'aborted' });
  });

  it('runs a set-up to its end, or stops it at the check that finds the limits run out', () => {
    const budget = new LimitBudget({ timeoutMs: 1000 });
    expect(budget.setUp((check) => (check(), check(), 42))).toEqual({ value: 42 });
    const controller = new AbortController();
    const stopping = new LimitBudget({ signal: controller.signal });
    // A check reads the signal about once a millisecond (once the process's ticking thread runs,
    // checks in the same millisecond are free), so after the abort the set-up goes on checking
    // until a check stops it: within the 50 ms every limit promises, never before the abort.
    const done: number[] = [];
    let abortedAt = 0;
    const out = stopping.setUp((check) => {
      for (let i = 0; i <= 2 || performance.now() - abortedAt < 200; i++) {
        if (i === 2) {
          controller.abort();
          abortedAt = performance.now();
        }
        check();
        done.push(i);
      }
      return 'whole';
    });
    const stoppedAfter = performance.now() - abortedAt;
    expect(out).toMatchObject({ stopped: { status: 'aborted' } });
    expect(done.slice(0, 2)).toEqual([0, 1]);
    expect(stoppedAfter).toBeLessThanOrEqual(50);
    expect(() =>
      budget.setUp(() => {
        throw new RangeError('broken table');
      }),
    ).toThrow('broken table');
    // An outer set-up's stop passes through an inner one.
    expect(stopping.setUp((outerCheck) => budget.setUp(() => outerCheck()))).toMatchObject({ stopped: { status: 'aborted' } });
  });
});
