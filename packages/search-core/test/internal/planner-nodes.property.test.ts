import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlannerNodes } from '../../src/internal/planner-nodes.js';

describe('PlannerNodes (oracle: a Map from state to the order it was met)', () => {
  it('numbers states in the order met, for good, each consistent at ∞ with no parent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 3 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 64 }),
        (met, capacity) => {
          const nodes = new PlannerNodes<string>({ kind: 'key', key: (s) => s }, 'root', capacity);
          const model = new Map<string, number>();
          for (const s of met) {
            const known = model.get(s);
            expect(nodes.find(s)).toBe(known ?? -1);
            const n = nodes.nodeOf(s);
            if (known === undefined) model.set(s, n);
            expect(n).toBe(model.get(s));
            expect(nodes.size).toBe(model.size);
          }
          expect([...model.values()]).toEqual([...model.keys()].map((_, k) => k));
          for (const [s, n] of model) {
            expect([nodes.states.get(n), nodes.g.get(n), nodes.rhs.get(n), nodes.links.parent(n)]).toEqual([s, Infinity, Infinity, -1]);
            expect(Number.isNaN(nodes.hOf.get(n))).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads the path view from the same columns', () => {
    const nodes = new PlannerNodes<string>({ kind: 'key', key: (s) => s }, 'a', 4);
    const a = nodes.add('a');
    const b = nodes.add('b');
    nodes.g.set(b, 3);
    nodes.rhs.set(b, 2);
    nodes.links.link(b, a);
    const tree = nodes.tree<number>(
      'test',
      a,
      () => {},
      () => {},
      (c) => c ?? 1,
    );
    expect([tree.size(), tree.parent(b), tree.stateOf(b), tree.g(b), tree.rhs(b), tree.find('b'), tree.find('z')]).toEqual([
      2,
      a,
      'b',
      3,
      2,
      b,
      -1,
    ]);
  });
});
