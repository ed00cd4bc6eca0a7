import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepInt32, takeInt32 } from '../../src/internal/spare-arrays.js';

/** Lengths around the kept ones: powers of two from 2^3 to 2^17, and others. */
const lengthArb = fc.oneof(
  fc.integer({ min: 3, max: 17 }).map((b) => 2 ** b),
  fc.integer({ min: 1, max: 70_000 }),
);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('take' as const), length: lengthArb }),
  // Writes at the start of a held array (at most `used` of it), then hands it back.
  fc.record({ kind: fc.constant('keep' as const), which: fc.nat(), used: fc.nat({ max: 300 }) }),
);

describe('spare Int32Arrays', () => {
  it('are zeros of the length asked for, and never held by two owners', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const held: Int32Array[] = [];
        for (const op of ops) {
          if (op.kind === 'take') {
            const a = takeInt32(op.length);
            expect(a.length).toBe(op.length);
            expect(a.every((x) => x === 0)).toBe(true);
            expect(held.includes(a)).toBe(false);
            held.push(a);
          } else if (held.length > 0) {
            const [a] = held.splice(op.which % held.length, 1);
            const used = Math.min(op.used, a!.length);
            for (let i = 0; i < used; i++) a![i] = i + 1;
            keepInt32(a!, used);
          }
        }
        for (const a of held) keepInt32(a);
      }),
    );
  });
});
