import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearWords } from '../src/did-you-mean.js';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('--tmeout', '--timeout')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('is a distance: zero only to itself, symmetric, and within the triangle', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });
});

describe('nearWords and didYouMean', () => {
  const options = ['--timeout', '--jobs', '--json', '--max-states', '--memory', '--quiet'];

  it('suggests the option a typo was meant to be, the closest first', () => {
    expect(didYouMean('--tmeout', options)).toBe(' (did you mean --timeout?)');
    expect(nearWords('--max-state', options)).toEqual(['--max-states']);
    expect(nearWords('--jsno', options)).toEqual(['--json']);
    expect(nearWords('--job', options)).toEqual(['--jobs', '--json']);
  });

  it('suggests nothing for a word far from every candidate', () => {
    expect(didYouMean('--frobnicate', options)).toBe('');
    expect(didYouMean('chess', ['counter', 'sokobond'])).toBe('');
  });
});
