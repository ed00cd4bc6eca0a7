import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatMs, median } from '../src/report.js';

describe('summary figures', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBe(0);
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('gives a median with as many values at or below it as at or above it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 40 }), (values) => {
        const m = median(values);
        expect(values.filter((v) => v <= m).length).toBeGreaterThanOrEqual(values.length / 2);
        expect(values.filter((v) => v >= m).length).toBeGreaterThanOrEqual(values.length / 2);
      }),
    );
  });

  it('writes times and counts for a person', () => {
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(1234)).toBe('1.23 s');
    expect(formatMs(61_000)).toBe('1 min 01 s');
    expect(formatCount(1234567)).toBe('1,234,567');
    for (const n of [0, 7, 999, 1000, 12345.6, 999999, -4321, 1e15])
      expect(formatCount(n), String(n)).toBe(Math.round(n).toLocaleString('en-US'));
  });
});
