import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpenList } from '../../src/internal/open-list.js';

/** A push of (f, g) or a pop. */
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), f: fc.integer({ min: 0, max: 20 }), g: fc.integer({ min: 0, max: 20 }) }),
  fc.record({ kind: fc.constant('pop' as const) }),
);

/** The plain two-array heap the packed keys must match pop for pop, ties included. */
class ReferenceHeap {
  readonly f: number[] = [];
  readonly g: number[] = [];
  readonly node: number[] = [];
  push(f: number, g: number, node: number): void {
    let i = this.f.length;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.f[p]! < f || (this.f[p] === f && this.g[p]! >= g)) break;
      this.move(p, i);
      i = p;
    }
    this.set(i, f, g, node);
  }
  lastF = 0;
  lastG = 0;
  pop(): number {
    const top = this.node[0]!;
    this.lastF = this.f[0]!;
    this.lastG = this.g[0]!;
    const f = this.f.pop()!;
    const g = this.g.pop()!;
    const node = this.node.pop()!;
    const n = this.f.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      let c = l;
      if (l + 1 < n && (this.f[l + 1]! < this.f[l]! || (this.f[l + 1] === this.f[l] && this.g[l + 1]! > this.g[l]!))) c = l + 1;
      if (f < this.f[c]! || (f === this.f[c] && g >= this.g[c]!)) break;
      this.move(c, i);
      i = c;
    }
    this.set(i, f, g, node);
    return top;
  }
  private move(from: number, to: number): void {
    this.set(to, this.f[from]!, this.g[from]!, this.node[from]!);
  }
  private set(i: number, f: number, g: number, node: number): void {
    this.f[i] = f;
    this.g[i] = g;
    this.node[i] = node;
  }
}

/** Pushes of whole numbers, now and then a fraction or a g too large to pack, and pops. */
const mixedOpArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('push' as const), f: fc.integer({ min: 0, max: 12 }), g: fc.integer({ min: 0, max: 12 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('push' as const),
      f: fc.constantFrom(0.5, 3.25, 2 ** 31, 7),
      g: fc.constantFrom(0.5, 2 ** 21, 3, 2 ** 40),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pop' as const) }) },
);

type MixedOp = { kind: 'push'; f: number; g: number } | { kind: 'pop' };

/**
 * Runs `ops` on `heap` and on a fresh reference heap, checking every pop against it; returns how
 * many operations ran while the heap was growing in steps.
 */
function popsLikeReference(heap: OpenList, ops: readonly MixedOp[]): number {
  const reference = new ReferenceHeap();
  let node = 0;
  let whileGrowing = 0;
  for (const op of ops) {
    if (heap.growing) whileGrowing++;
    if (op.kind === 'push') {
      heap.push(op.f, op.g, node);
      reference.push(op.f, op.g, node);
      node++;
    } else if (heap.size > 0) {
      const expected = reference.pop();
      expect(heap.pop()).toBe(expected);
      expect(heap.poppedNode).toBe(expected);
      expect([heap.poppedF, heap.poppedG]).toEqual([reference.lastF, reference.lastG]);
    }
    if (heap.growing) copyMatches(heap);
  }
  return whileGrowing;
}

/**
 * While the heap grows, the entries it has copied (those still in the heap) equal the current
 * ones: every write to one of them reached the copy. Reads private fields, by design.
 */
function copyMatches(heap: OpenList): void {
  const packed = heap['packed'];
  for (let j = heap['copiedFrom']; j < heap.size; j++) {
    if (
      heap['nextKey'][j] !== heap['key'][j] ||
      heap['nextNode'][j] !== heap['node'][j] ||
      (!packed && heap['nextG'][j] !== heap['g'][j])
    ) {
      expect.fail(`entry ${j} of ${heap.size} differs in the copy (copied from ${heap['copiedFrom']})`);
    }
  }
}

describe('OpenList', () => {
  it('pops in exactly the order of a plain (f, g) heap, ties included, before and after it stops packing keys', () => {
    fc.assert(
      fc.property(fc.array(mixedOpArb, { minLength: 20, maxLength: 300, size: 'max' }), (ops) => {
        popsLikeReference(new OpenList(2), ops);
      }),
    );
  });

  it('pops exactly as before while its arrays grow in steps, pushes and pops landing on entries already copied', () => {
    // Steps from 8 entries, copies of 8 entries at every push (chunk / 8): growth is under way for
    // much of every run, and the sifts write paths on both sides of the copy's edge.
    let whileGrowing = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.array(mixedOpArb, { minLength: 50, maxLength: 400, size: 'max' }), fc.constantFrom(8, 16, 64), (ops, chunk) => {
        whileGrowing += popsLikeReference(new OpenList(2, chunk, 8), ops);
        runs++;
      }),
    );
    expect(whileGrowing).toBeGreaterThan(runs * 5);
  });

  it('copies at most one chunk per push while growing, in many steps, and still pops in order', () => {
    const chunk = 64;
    const heap = new OpenList(16, chunk, 16);
    // Counts the entries each typed-array copy moves (the growth's only way of copying).
    const typedArrays = Object.getPrototypeOf(Int32Array.prototype) as { set: (source: ArrayLike<number>, offset?: number) => void };
    const set = typedArrays.set;
    let copiedThisPush = 0;
    let mostInOnePush = 0;
    let stepsTaken = 0;
    typedArrays.set = function (this: unknown, source: ArrayLike<number>, offset?: number) {
      copiedThisPush = Math.max(copiedThisPush, source.length);
      set.call(this, source, offset);
    };
    let node = 0;
    try {
      // Mostly pushes, some pops, so that the size moves both ways during a growth.
      for (let i = 0; i < 100_000; i++) {
        copiedThisPush = 0;
        heap.push((i * 7919) % 1000, i % 13, node++);
        if (copiedThisPush > 0) stepsTaken++;
        mostInOnePush = Math.max(mostInOnePush, copiedThisPush);
        if (i % 5 === 4) heap.pop();
      }
    } finally {
      typedArrays.set = set;
    }
    expect(heap.size).toBe(80_000);
    expect(mostInOnePush).toBeLessThanOrEqual(chunk);
    expect(stepsTaken).toBeGreaterThan(1000);
    let previousF = -Infinity;
    let previousG = Infinity;
    while (heap.size > 0) {
      heap.pop();
      expect(heap.poppedF > previousF || (heap.poppedF === previousF && heap.poppedG <= previousG)).toBe(true);
      previousF = heap.poppedF;
      previousG = heap.poppedG;
    }
  });

  it('pops the smallest f first, ties to the largest g, with the node pushed with it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), (ops) => {
        const heap = new OpenList(2); // tiny, so that it grows
        const model: { f: number; g: number; node: number }[] = [];
        let node = 0;
        for (const op of ops) {
          if (op.kind === 'push') {
            heap.push(op.f, op.g, node);
            model.push({ f: op.f, g: op.g, node });
            node++;
          } else if (model.length > 0) {
            model.sort((a, b) => a.f - b.f || b.g - a.g);
            const best = model[0]!;
            const popped = heap.pop();
            expect([heap.poppedF, heap.poppedG]).toEqual([best.f, best.g]);
            expect(popped).toBe(heap.poppedNode);
            const i = model.findIndex((m) => m.node === heap.poppedNode);
            expect(model[i]).toMatchObject({ f: best.f, g: best.g });
            model.splice(i, 1);
          }
          expect(heap.size).toBe(model.length);
        }
      }),
    );
  });

  it('pops like a fresh list when handed from one search to the next, packed or not, whatever the last one left', () => {
    fc.assert(
      fc.property(fc.array(fc.array(mixedOpArb, { maxLength: 200 }), { minLength: 2, maxLength: 5 }), (searches) => {
        for (const ops of searches) {
          const heap = OpenList.take(2);
          popsLikeReference(heap, ops);
          heap.release();
        }
      }),
    );
  });
});
