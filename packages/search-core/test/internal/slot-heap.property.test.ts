import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotHeap } from '../../src/internal/slot-heap.js';

/** One operation on a heap of slots 0..15 with keys that change while they are in. */
const opArb = fc.oneof(
  fc.record({ op: fc.constant('push' as const), slot: fc.nat({ max: 15 }), key: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ op: fc.constant('remove' as const), slot: fc.nat({ max: 15 }) }),
  fc.record({ op: fc.constant('rekey' as const), slot: fc.nat({ max: 15 }), key: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ op: fc.constant('pop' as const) }),
);

describe('SlotHeap (oracle: a sorted array)', () => {
  it('gives the first slot by its order after any pushes, removals and key changes', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 120 }), fc.boolean(), (ops, growing) => {
        const key = new Array<number>(16).fill(0);
        // Ties to the larger slot number, as SMA*'s best heap breaks ties to the deeper node.
        const before = (a: number, b: number) => key[a]! < key[b]! || (key[a] === key[b] && a > b);
        const heap = new SlotHeap(before, growing ? 2 : 16);
        if (growing) heap.grow(16);
        const model = new Set<number>();
        const first = () => [...model].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))[0] ?? -1;
        for (const o of ops) {
          if (o.op === 'push' && !model.has(o.slot)) {
            key[o.slot] = o.key;
            heap.push(o.slot);
            model.add(o.slot);
          } else if (o.op === 'remove') {
            heap.remove(o.slot);
            model.delete(o.slot);
          } else if (o.op === 'rekey') {
            key[o.slot] = o.key;
            if (model.has(o.slot)) heap.update(o.slot);
          } else if (o.op === 'pop') {
            const top = heap.top();
            expect(top).toBe(first());
            if (top >= 0) {
              heap.remove(top);
              model.delete(top);
            }
          }
          expect(heap.top()).toBe(first());
        }
        expect(heap.size).toBe(model.size);
        for (let s = 0; s < 16; s++) expect(heap.has(s)).toBe(model.has(s));
        heap.clear();
        expect([heap.size, heap.top()]).toEqual([0, -1]);
      }),
      { numRuns: 200 },
    );
  });
});
