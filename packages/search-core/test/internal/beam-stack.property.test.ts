import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BeamLayerHeap, type BeamNode, compareKey, HIGHEST, LOWEST, type RangeKey } from '../../src/internal/beam-layer-heap.js';
import { BeamStack } from '../../src/internal/beam-stack.js';

type Node = BeamNode<number, number>;
let made = 0;
const node = (depth: number, f: number, g: number): Node => ({
  state: made++,
  move: 0,
  parent: undefined,
  depth,
  g,
  f,
  ord: made,
  handle: undefined,
  shadow: undefined,
  at: -1,
});
const byKey = (a: Node, b: Node) => compareKey(a.f, a.g, a.ord, b);

/** Makes the next layer from `nodes` through a heap, a chunk per `fill` as the engine does. */
function makeLayer(stack: BeamStack<number, number>, nodes: Node[]): Node[] {
  const heap = new BeamLayerHeap<number, number>();
  for (const n of nodes) heap.push(n);
  stack.startLayer(heap.size);
  let calls = 0;
  for (;;) {
    expect(stack.filling).toBe(true);
    calls++;
    const layer = stack.fill(heap);
    if (layer !== undefined) {
      expect(calls).toBe(Math.max(1, Math.ceil(nodes.length / 4096)));
      expect(stack.filling).toBe(false);
      return layer;
    }
  }
}

/** An operation: make a layer of nodes with these f values, close the range below at an f, or backtrack under an incumbent. */
const opArb = fc.oneof(
  fc.record({ op: fc.constant('make' as const), fs: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 6 }) }),
  fc.record({ op: fc.constant('cut' as const), f: fc.integer({ min: 0, max: 8 }) }),
  fc.record({ op: fc.constant('backtrack' as const), upper: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ op: fc.constant('expand' as const), n: fc.nat({ max: 3 }) }),
);

describe('BeamStack (oracle: the stack as plain arrays)', () => {
  it('keeps layers in key order, backtracks to the deepest item with a slice left below U, and lets go exactly the layers below it', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const stack = new BeamStack<number, number>();
        const root = node(0, 0, 0);
        stack.start(root);
        const layers: Node[][] = [[root]];
        const lo: RangeKey[] = [LOWEST, LOWEST];
        const hi: RangeKey[] = [HIGHEST, HIGHEST];
        let index = 0;
        let ended = false;
        for (const o of ops) {
          if (ended) break;
          if (o.op === 'make') {
            const depth = layers.length;
            const nodes = o.fs.map((f) => node(depth, f, f));
            const layer = makeLayer(stack, nodes);
            expect(layer).toEqual([...nodes].sort(byKey));
            layers.push([...layer]);
            lo.push(LOWEST);
            hi.push(HIGHEST);
            index = 0;
          } else if (o.op === 'cut') {
            // What the engine does when the beam is full: the range of the layer being made ends at a key.
            const key = { f: o.f, g: 0, ord: 0 };
            stack.hi[layers.length] = key;
            hi[layers.length] = key;
          } else if (o.op === 'expand') {
            index = Math.min(index + o.n, layers[layers.length - 1]!.length);
            stack.index = index;
          } else {
            let d = layers.length;
            while (d >= 1 && hi[d]!.f >= o.upper) d--;
            const ok = stack.backtrack(o.upper);
            expect(ok).toBe(d > 0);
            if (!ok) {
              ended = true;
              break;
            }
            lo[d] = hi[d]!;
            hi[d] = HIGHEST;
            lo.length = hi.length = d + 1;
            const gone = layers.splice(d);
            index = 0;
            const let_: Node[] = [];
            expect(stack.dropping).toBe(gone.some((l) => l.length > 0));
            while (!stack.drop((n) => let_.push(n)));
            expect(stack.dropping).toBe(false);
            // Deepest layer first, each from its end.
            expect(let_).toEqual(gone.reverse().flatMap((l) => [...l].reverse()));
          }
          expect(stack.layers).toEqual(layers);
          expect([stack.lo, stack.hi, stack.l, stack.index]).toEqual([lo, hi, layers.length - 1, index]);
          const upper = 30;
          const layer = layers[layers.length - 1]!;
          const rest = index < layer.length ? Math.max(layer[index]!.f, lo[layers.length]!.f) : Infinity;
          expect(stack.leastUntried(upper)).toBe(Math.min(upper, rest, ...hi.slice(1).map((k) => k.f)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('moves a layer wider than a chunk in several calls, best first, and lets it go in several', () => {
    const stack = new BeamStack<number, number>();
    stack.start(node(0, 0, 0));
    const nodes = Array.from({ length: 10_000 }, (_, k) => node(1, (k * 7919) % 101, 0));
    const layer = makeLayer(stack, nodes);
    for (let k = 1; k < layer.length; k++) expect(byKey(layer[k]!, layer[k - 1]!)).toBeGreaterThan(0);
    stack.hi[2] = { f: 5, g: 0, ord: 0 };
    expect(stack.backtrack(10)).toBe(true);
    expect([stack.l, stack.layers.length]).toEqual([1, 2]);
    stack.hi[1] = { f: 3, g: 0, ord: 0 };
    expect(stack.backtrack(10)).toBe(true);
    let calls = 0;
    let gone = 0;
    while (!stack.drop(() => gone++)) calls++;
    expect([gone, calls + 1, stack.l]).toEqual([10_000, 3, 0]);
  });
});
