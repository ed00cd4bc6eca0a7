import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SmaNodePool } from '../../src/internal/sma-node-pool.js';

/** An operation on a pool: store a child of a live node (picked by index), or release a live leaf. */
const opArb = fc.oneof(
  fc.record({ op: fc.constant('store' as const), pick: fc.nat(), g: fc.integer({ min: 0, max: 99 }) }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
);

interface ModelNode {
  readonly parent: number;
  readonly g: number;
  readonly depth: number;
  readonly state: string;
}

describe('SmaNodePool (oracle: a map of live nodes)', () => {
  it('keeps every live node and its children list after stores, releases and growth, and reuses freed slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(opArb, { maxLength: 150 }),
        (maxNodes, first, ops) => {
          let grownTo: number[] = [];
          const pool = new SmaNodePool<string, number>(maxNodes, first, (n) => grownTo.push(n));
          const model = new Map<number, ModelNode>();
          const freed = new Set<number>();
          let made = 0;
          const root = pool.allocate('root', 7, undefined, -1, 0, 3, 0);
          model.set(root, { parent: -1, g: 0, depth: 0, state: 'root' });
          for (const o of ops) {
            const live = [...model.keys()].sort((a, b) => a - b);
            if (o.op === 'store') {
              if (pool.count >= maxNodes) continue;
              const from = live[o.pick % live.length]!;
              grownTo = [];
              const before = pool.capacity;
              const state = `s${made++}`;
              const s = pool.allocate(state, made, made, from, o.g, o.g + 1, made % 5);
              // A freed slot first; a new one only when none is free, and columns grow only then.
              if (freed.size > 0) {
                expect(freed.has(s)).toBe(true);
                expect(pool.capacity).toBe(before);
              } else expect(model.has(s)).toBe(false);
              freed.delete(s);
              expect(s).toBeLessThan(maxNodes);
              expect(grownTo).toEqual(pool.capacity === before ? [] : [pool.capacity]);
              model.set(s, { parent: from, g: o.g, depth: model.get(from)!.depth + 1, state });
            } else {
              const leaves = live.filter((s) => s !== root && ![...model.values()].some((n) => n.parent === s));
              if (leaves.length === 0) continue;
              const s = leaves[o.pick % leaves.length]!;
              pool.release(s);
              expect(pool.states[s]).toBeUndefined();
              model.delete(s);
              freed.add(s);
            }
            expect(pool.count).toBe(model.size);
          }
          expect(pool.capacity).toBeLessThanOrEqual(maxNodes);
          for (const [s, n] of model) {
            expect([pool.parent[s], pool.g[s], pool.depth[s], pool.states[s], pool.lost[s]]).toEqual([
              n.parent,
              n.g,
              n.depth,
              n.state,
              Infinity,
            ]);
            const kids: number[] = [];
            for (let c = pool.firstChild[s]!; c >= 0; c = pool.nextSibling[c]!) {
              expect(pool.prevSibling[c]).toBe(kids.length === 0 ? -1 : kids[kids.length - 1]);
              kids.push(c);
            }
            const expected = [...model].filter(([, m]) => m.parent === s).map(([c]) => c);
            expect(kids.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
            expect(pool.kids[s]).toBe(expected.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('makes at most maxNodes slots and starts with the first slots asked for', () => {
    expect(new SmaNodePool(1000, 16).capacity).toBe(16);
    expect(new SmaNodePool(10, 4096).capacity).toBe(10);
    const pool = new SmaNodePool<number, number>(5, 2);
    pool.allocate(0, 0, undefined, -1, 0, 0, 0);
    for (let i = 1; i < 5; i++) pool.allocate(i, i, i, 0, 1, 1, i);
    expect([pool.capacity, pool.count, pool.kids[0]]).toEqual([5, 5, 4]);
  });
});
