import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUARD_SHARE, HeapGuard, heapThreshold } from '../src/heap-guard.js';

/** A guard over readings the test sets. */
function guardOver(heapLimit: number, machine: number): { guard: HeapGuard; set: (heap: number, resident: number) => void } {
  let heap = 0;
  let resident = 0;
  const guard = new HeapGuard(heapLimit, machine, { heapLimit: () => heapLimit, heapUsed: () => heap, residentBytes: () => resident });
  return { guard, set: (h, r) => ((heap = h), (resident = r)) };
}

describe('HeapGuard', () => {
  it('aborts its signal exactly when the heap or the process reaches its share of the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        (heapLimit, machine, h, r) => {
          const { guard, set } = guardOver(heapLimit, machine);
          set(h * heapLimit, r * machine);
          guard.check();
          const over = h * heapLimit >= heapThreshold(heapLimit) || r * machine >= GUARD_SHARE * machine;
          expect(guard.tripped).toBe(over);
          expect(guard.signal.aborted).toBe(over);
        },
      ),
    );
  });

  it('stops between half and the guard share of the heap, keeping room on small heaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (limit) => {
        const t = heapThreshold(limit);
        expect(t).toBeGreaterThanOrEqual(limit / 2);
        expect(t).toBeLessThanOrEqual(GUARD_SHARE * limit);
      }),
    );
    expect(heapThreshold(4096 * 2 ** 20)).toBe(GUARD_SHARE * 4096 * 2 ** 20);
    expect(heapThreshold(64 * 2 ** 20)).toBe(32 * 2 ** 20);
  });

  it('stays tripped once tripped', () => {
    const { guard, set } = guardOver(100, 1000);
    set(90, 0);
    guard.check();
    set(0, 0);
    guard.check();
    expect(guard.tripped).toBe(true);
    expect(guard.signal.aborted).toBe(true);
  });

  it('reads the heap limit on its first check when none is given', () => {
    let asked = 0;
    const guard = new HeapGuard(undefined, 1000, { heapLimit: () => (asked++, 100), heapUsed: () => 85, residentBytes: () => 0 });
    expect(asked).toBe(0);
    guard.check();
    expect(asked).toBe(1);
    expect(guard.tripped).toBe(true);
  });

  it('reads the real thread by default and leaves a fresh process alone', () => {
    const guard = new HeapGuard();
    guard.check();
    expect(guard.tripped).toBe(false);
  });
});
