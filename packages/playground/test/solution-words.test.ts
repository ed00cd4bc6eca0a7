import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundWords, gapWords, solutionWords } from '../src/solution-words.js';

describe('the gap in words', () => {
  it('says proven optimal when the solver proved it or the bound meets the cost', () => {
    expect(gapWords(58, 58, true)).toBe('proven optimal');
    expect(gapWords(58, 58, false)).toBe('proven optimal');
    expect(gapWords(12, undefined, true)).toBe('proven optimal');
  });

  it('states the bound otherwise, and nothing without one', () => {
    expect(gapWords(64, 58, false)).toBe('optimal ≥ 58');
    expect(gapWords(64, 0, false)).toBe('optimal ≥ 0');
    expect(gapWords(64, undefined, false)).toBe('');
    expect(gapWords(7.5, 6.125, false)).toBe('optimal ≥ 6.13');
  });

  it('never calls a solution optimal below its bound, and never states a bound above the cost', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.boolean(), (cost, lowerBound, optimal) => {
        const words = gapWords(cost, lowerBound, optimal);
        if (optimal || lowerBound >= cost) expect(words).toBe('proven optimal');
        else expect(words).toBe(`optimal ≥ ${lowerBound}`);
      }),
    );
  });

  it('names the moves, the cost when it differs, and the gap', () => {
    expect(solutionWords(64, 64, 58, false)).toBe('64 moves (optimal ≥ 58)');
    expect(solutionWords(1, undefined, 1, true)).toBe('1 move (proven optimal)');
    expect(solutionWords(5, 23, 21, false)).toBe('5 moves, cost 23 (optimal ≥ 21)');
    expect(solutionWords(5, 21, 21, true)).toBe('5 moves, cost 21 (proven optimal)');
    expect(solutionWords(5, 5, undefined, false)).toBe('5 moves');
  });

  it('says what a search without a solution proved, when it proved something', () => {
    expect(boundWords(78)).toBe('no solution costs less than 78');
    expect(boundWords(0)).toBe('');
    expect(boundWords(undefined)).toBe('');
    expect(boundWords(Infinity)).toBe('');
  });
});
