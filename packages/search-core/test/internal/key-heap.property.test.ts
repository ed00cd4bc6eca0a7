import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyHeap } from '../../src/internal/key-heap.js';

/** Set a node's key (insert or move), remove a node, or take the least key out. */
const opArb = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    node: fc.nat({ max: 40 }),
    k1: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(Infinity)),
    k2: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), node: fc.nat({ max: 40 }) }),
  fc.record({ kind: fc.constant('pop' as const) }),
);

describe('KeyHeap (oracle: a map of keys scanned for the least)', () => {
  it('always tops with a least (k1, k2) key, holding exactly the nodes set and not removed', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), fc.integer({ min: 1, max: 8 }), (ops, capacity) => {
        const heap = new KeyHeap(capacity);
        const model = new Map<number, [number, number]>();
        const least = (): [number, number] | undefined =>
          [...model.values()].reduce<[number, number] | undefined>(
            (best, k) => (best === undefined || k[0] < best[0] || (k[0] === best[0] && k[1] < best[1]) ? k : best),
            undefined,
          );
        for (const op of ops) {
          if (op.kind === 'set') {
            heap.set(op.node, op.k1, op.k2);
            model.set(op.node, [op.k1, op.k2]);
          } else if (op.kind === 'remove') {
            heap.remove(op.node);
            model.delete(op.node);
          } else if (model.size > 0) {
            const top = heap.topNode();
            expect(model.get(top)).toEqual([heap.topK1(), heap.topK2()]);
            heap.remove(top);
            model.delete(top);
          }
          expect(heap.size).toBe(model.size);
          const best = least();
          if (best === undefined) expect([heap.topK1(), heap.topK2()]).toEqual([Infinity, Infinity]);
          else {
            expect([heap.topK1(), heap.topK2()]).toEqual(best);
            expect(model.get(heap.topNode())).toEqual(best);
          }
        }
        for (let n = 0; n <= 40; n++) expect(heap.has(n)).toBe(model.has(n));
      }),
      { numRuns: 120 },
    );
  });
});
