import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCodec } from '../../src/internal/codec.js';

/** A walk over tuples: start from a tuple, then change one robot and the key set at a time. */
const walkArb = fc
  .record({
    radices: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 3, maxLength: 40 }),
    keyBits: fc.integer({ min: 1, max: 26 }),
    steps: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 300 }),
  })
  // Radices whose product passes 2^53 make the codec intern (the many-robot case).
  .filter(({ radices, keyBits }) => radices.reduce((a, b) => a * b, 2 ** keyBits) > 2 ** 53);

describe('the interned codec', () => {
  it('gives equal tuples one id and different tuples different ids, and decodes every id back', () => {
    fc.assert(
      fc.property(walkArb, ({ radices, keyBits, steps }) => {
        const codec = createCodec(radices, keyBits);
        expect(codec.kind).toBe('interned');
        const n = radices.length;
        // The oracle: tuples as strings.
        const ids = new Map<string, number>();
        const tuples: { locals: number[]; held: number }[] = [];
        const check = (locals: number[], held: number, id: number): void => {
          const key = `${held}:${locals.join(',')}`;
          const known = ids.get(key);
          if (known === undefined) {
            expect([...ids.values()]).not.toContain(id);
            ids.set(key, id);
            tuples[id] = { locals: [...locals], held };
          } else expect(id).toBe(known);
        };
        const start = radices.map(() => 0);
        let state = codec.encode(start, 0);
        check(start, 0, state);
        const locals = new Int32Array(n);
        for (const [robotPick, localPick, keyPick, jump] of steps) {
          // Now and then go back to a tuple met before (duplicates are where ids must agree).
          if (jump % 4 === 0 && tuples.length > 1) state = jump % tuples.length;
          const held = codec.decode(state, locals);
          expect({ locals: [...locals], held }).toEqual(tuples[state]);
          const robot = robotPick % n;
          const local = localPick % radices[robot]!;
          const nextHeld = held | (1 << (keyPick % keyBits));
          const next = codec.with(state, held, locals, robot, local, nextHeld);
          const expected = [...locals];
          expected[robot] = local;
          check(expected, nextHeld, next);
          expect(codec.encode(expected, nextHeld)).toBe(next);
          state = next;
        }
        expect(codec.bytesPerState).toBeLessThanOrEqual(2 * n + 16);
      }),
      { numRuns: 60 },
    );
  });
});
