import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PotentialBuckets } from '../../src/internal/potential-buckets.js';

/** Costs that make many states share a (g, h) pair, some fractional and some past the small-key range. */
const costArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 2.25, 2 ** 27) },
);

const operation = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), node: fc.nat({ max: 60 }), g: costArb, h: costArb }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('pop' as const) }),
  fc.record({ kind: fc.constant('rekey' as const), leastF: fc.integer({ min: 0, max: 12 }), chunk: fc.integer({ min: 1, max: 5 }) }),
);

/** The potential of the oracle: the order DPS expands in. */
function potential(budget: number, g: number, h: number): number {
  if (h === 0) return budget - g >= 0 ? Infinity : -Infinity;
  return (budget - g) / h;
}

describe('PotentialBuckets (oracle: a plain array scanned for the best)', () => {
  it('pops a state of the largest potential (ties to smaller h, then larger g) and tracks the least f, through re-keying and recycling', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 3, noNaN: true }), fc.array(operation, { maxLength: 150 }), (weight, ops) => {
        const buckets = new PotentialBuckets(weight, 0, 4);
        const model = new Map<number, { g: number; h: number }>();
        let budget = 0;
        for (const op of ops) {
          if (op.kind === 'add') {
            if (model.has(op.node)) continue;
            buckets.add(op.node, op.g, op.h);
            model.set(op.node, { g: op.g, h: op.h });
          } else if (op.kind === 'remove') {
            if (model.size === 0) continue;
            const node = [...model.keys()][op.at % model.size]!;
            buckets.remove(node);
            model.delete(node);
          } else if (op.kind === 'rekey') {
            buckets.beginRekey(op.leastF);
            budget = weight * op.leastF;
            let steps = 0;
            while (!buckets.rekeyStep(op.chunk)) steps++;
            expect(steps).toBeLessThanOrEqual(2 * (model.size + ops.length));
          } else {
            if (model.size === 0) continue;
            const node = buckets.popBest();
            const got = model.get(node);
            expect(got).toBeDefined();
            for (const other of model.values()) {
              const a = potential(budget, got!.g, got!.h);
              const b = potential(budget, other.g, other.h);
              const worse = b > a || (b === a && (other.h < got!.h || (other.h === got!.h && other.g > got!.g)));
              expect(worse).toBe(false);
            }
            model.delete(node);
          }
          expect(buckets.size).toBe(model.size);
          const leastF = Math.min(...[...model.values()].map((s) => s.g + s.h));
          expect(buckets.leastF()).toBe(leastF);
          for (let n = 0; n <= 60; n++) expect(buckets.has(n)).toBe(model.has(n));
        }
        // Empty buckets are recycled once both heaps have passed them: the f heap's top and a re-keying.
        while (model.size > 0) model.delete(buckets.popBest());
        expect(buckets.leastF()).toBe(Infinity);
        buckets.beginRekey(0);
        for (let done = false; !done; ) done = buckets.rekeyStep(3);
        expect(buckets.buckets).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
