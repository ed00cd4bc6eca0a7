import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyMemory } from '../../src/encoding/state-memory.js';

/**
 * Whether two byte arrays hold the same bytes (compared as buffers: an element-by-element `toEqual` on
 * thousands of bytes, thousands of times, made this property the slowest file of the suite), and where
 * they first differ when they do not.
 */
function sameBytes(actual: Uint8Array, expected: Uint8Array): string | true {
  if (actual.length !== expected.length) return `length ${actual.length}, expected ${expected.length}`;
  if (
    Buffer.from(actual.buffer, actual.byteOffset, actual.length).equals(Buffer.from(expected.buffer, expected.byteOffset, expected.length))
  )
    return true;
  const at = actual.findIndex((b, i) => b !== expected[i]);
  return `byte ${at} is ${actual[at]}, expected ${expected[at]}`;
}

describe('copyMemory', () => {
  it('behaves like slice: every copy holds its source and is written by no one else', () => {
    // A run of copies of copies with writes in between, against the same run on plain slices.
    const step = fc.record({ from: fc.nat(), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(step, { maxLength: 400 }), (size, steps) => {
        const ours: Uint8Array[] = [new Uint8Array(size)];
        const model: Uint8Array[] = [new Uint8Array(size)];
        for (const { from, at, value } of steps) {
          const k = from % ours.length;
          const copy = copyMemory(ours[k]!);
          const expected = model[k]!.slice();
          expect(sameBytes(copy, expected)).toBe(true);
          copy[at % size] = value;
          expected[at % size] = value;
          ours.push(copy);
          model.push(expected);
        }
        expect(ours.map((bytes, i) => sameBytes(bytes, model[i]!))).toEqual(model.map(() => true));
      }),
      { numRuns: 200 },
    );
  });

  it('gives a large memory a buffer of its own', () => {
    const big = new Uint8Array(100_000).fill(7);
    const copy = copyMemory(big);
    expect(copy.byteLength).toBe(100_000);
    expect(copy.buffer.byteLength).toBe(100_000);
    expect(copy.every((b) => b === 7)).toBe(true);
  });
});
