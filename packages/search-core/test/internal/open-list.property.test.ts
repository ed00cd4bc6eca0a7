import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpenList } from '../../src/internal/open-list.js';

/** A push of (f, g) or a pop. */
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), f: fc.integer({ min: 0, max: 20 }), g: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('pop' as const) }),
);

describe('OpenList', () => {
  it('pops the smallest f first, ties to the largest g, with the state and node pushed with it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), (ops) => {
        const heap = new OpenList<string>(2); // tiny, so that it grows
        const model: { f: number; g: number; node: number }[] = [];
        let node = 0;
        for (const op of ops) {
          if (op.kind === 'push') {
            heap.push(op.f, op.g, node, `s${node}`);
            model.push({ f: op.f, g: op.g, node });
            node++;
          } else if (model.length > 0) {
            model.sort((a, b) => a.f - b.f || b.g - a.g);
            const best = model[0]!;
            const state = heap.pop();
            expect([heap.poppedF, heap.poppedG]).toEqual([best.f, best.g]);
            expect(state).toBe(`s${heap.poppedNode}`);
            const i = model.findIndex((m) => m.node === heap.poppedNode);
            expect(model[i]).toMatchObject({ f: best.f, g: best.g });
            model.splice(i, 1);
          }
          expect(heap.size).toBe(model.length);
        }
      }),
    );
  });
});
