import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOK_EVERY, nextStride, TARGET_MS } from '../../src/internal/adaptive-stride.js';

/** A stride no larger than its bound, as the control keeps them. */
const strides = fc
  .integer({ min: 1, max: 1 << 20 })
  .chain((maxStride) => fc.record({ maxStride: fc.constant(maxStride), stride: fc.integer({ min: 1, max: maxStride }) }));
const sinceMs = fc.double({ min: 0, max: 1000, noNaN: true });

describe('nextStride', () => {
  it('stays between 1 and maxStride whatever the reading', () => {
    fc.assert(
      fc.property(strides, fc.boolean(), fc.nat({ max: 1 << 24 }), sinceMs, ({ stride, maxStride }, moved, steps, since) => {
        const next = nextStride(stride, maxStride, moved, steps, since);
        expect(Number.isInteger(next)).toBe(true);
        expect(next).toBeGreaterThanOrEqual(1);
        expect(next).toBeLessThanOrEqual(maxStride);
      }),
    );
  });

  it('doubles (up to maxStride) while readings come fast, and keeps it between fast and slow', () => {
    fc.assert(
      fc.property(strides, fc.double({ min: 0, max: 2 * TARGET_MS, noNaN: true }), ({ stride, maxStride }, since) => {
        const next = nextStride(stride, maxStride, false, 0, since);
        expect(next).toBe(since < TARGET_MS / 2 ? Math.min(maxStride, 2 * stride) : stride);
      }),
    );
  });

  it('shrinks in proportion when a reading comes late, so the next comes about TARGET_MS later', () => {
    fc.assert(
      fc.property(strides, fc.double({ min: 2 * TARGET_MS, max: 1000, noNaN: true, minExcluded: true }), ({ stride, maxStride }, since) => {
        const next = nextStride(stride, maxStride, false, 0, since);
        expect(next).toBe(Math.max(1, Math.floor((stride * TARGET_MS) / since)));
        expect(next).toBeLessThanOrEqual(stride);
      }),
    );
  });

  it('after a tick of the thread, falls back on about two ticks of steps timed by the clock, not by a late tick', () => {
    fc.assert(
      fc.property(strides, fc.nat({ max: 1 << 24 }), sinceMs, ({ stride, maxStride }, steps, since) => {
        const next = nextStride(stride, maxStride, true, steps, since);
        const perTick = since > TARGET_MS ? (steps * TARGET_MS) / since : steps;
        expect(next).toBeGreaterThanOrEqual(Math.min(LOOK_EVERY, maxStride));
        expect(next).toBeLessThanOrEqual(Math.min(maxStride, Math.max(LOOK_EVERY, 2 * perTick)));
        // The stride it had does not matter: only what the clock measured.
        expect(nextStride(1, maxStride, true, steps, since)).toBe(next);
      }),
    );
  });
});
