import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FringeList } from '../../src/internal/fringe-list.js';

/** One operation on the list: put a node after an anchor (an index into the list, or the front), or take one out. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), node: fc.nat({ max: 300 }), at: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

/** The list walked from the front, as `first` and `after` give it. */
function walk(list: FringeList): number[] {
  const out: number[] = [];
  for (let n = list.first(); n !== -1; n = list.after(n)) out.push(n);
  return out;
}

describe('FringeList (oracle: a plain array)', () => {
  it('keeps the order, size and membership an array model keeps, through growth and reuse of its arrays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.array(operation, { maxLength: 200 }), (capacity, ops) => {
        const list = new FringeList(capacity);
        const model: number[] = [];
        for (const op of ops) {
          if (op.kind === 'insert') {
            if (model.includes(op.node)) continue;
            // at = 0: the front; else after the model's (at - 1 mod length)-th node.
            const place = model.length === 0 ? 0 : op.at % (model.length + 1);
            list.insertAfter(place === 0 ? -1 : model[place - 1]!, op.node);
            model.splice(place, 0, op.node);
          } else {
            if (model.length === 0) continue;
            const [node] = model.splice(op.at % model.length, 1);
            list.remove(node!);
          }
          if (list.size !== model.length) expect(list.size).toBe(model.length);
        }
        expect(walk(list)).toEqual(model);
        const nodes = Array.from({ length: 311 }, (_, n) => n);
        expect(nodes.filter((n) => list.has(n))).toEqual([...model].sort((a, b) => a - b));
        list.release();
        // The arrays handed back come zeroed: a new list over them starts empty.
        const next = new FringeList(capacity);
        expect(next.first()).toBe(-1);
        expect(nodes.filter((n) => next.has(n))).toEqual([]);
        next.release();
      }),
      { numRuns: 200 },
    );
  });
});
