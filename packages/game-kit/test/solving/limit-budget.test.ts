import { describe, expect, it } from 'vitest';
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
});
