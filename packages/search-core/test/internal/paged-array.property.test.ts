import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PagedArray } from '../../src/internal/paged-array.js';

/** Indices spread over a few pages (4,096 entries each), boundaries included. */
const indexArb = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0, 4095, 4096, 4097, 8191, 8192, 16_383, 16_384));

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), index: indexArb, value: fc.integer() }),
  fc.record({ kind: fc.constant('get' as const), index: indexArb }),
  fc.record({ kind: fc.constant('drop' as const), index: indexArb }),
);

describe('PagedArray', () => {
  it('reads what a plain map of the same writes holds, whatever the first page size, and refuses writes to dropped pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(opArb, { maxLength: 200 }), (initialSize, ops) => {
        const paged = new PagedArray<number>(initialSize);
        const model = new Map<number, number>();
        let droppedPages = 0;
        for (const op of ops) {
          const page = Math.floor(op.index / 4096);
          if (op.kind === 'set') {
            if (page < droppedPages) {
              expect(() => paged.set(op.index, op.value)).toThrow(RangeError);
            } else {
              paged.set(op.index, op.value);
              model.set(op.index, op.value);
            }
          } else if (op.kind === 'get') {
            expect(paged.get(op.index)).toBe(model.get(op.index));
          } else {
            paged.dropBefore(op.index);
            droppedPages = Math.max(droppedPages, page);
            for (const k of [...model.keys()]) if (k < droppedPages * 4096) model.delete(k);
          }
        }
      }),
    );
  });

  it('holds references across many pages without losing one', () => {
    const paged = new PagedArray<{ n: number }>();
    const objects = Array.from({ length: 50_000 }, (_, n) => ({ n }));
    objects.forEach((o, n) => paged.set(n, o));
    expect(objects.every((o, n) => paged.get(n) === o)).toBe(true);
    expect(paged.get(50_000)).toBeUndefined();
  });
});
