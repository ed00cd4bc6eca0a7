import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParentLinks } from '../../src/internal/parent-links.js';
import { WorkStack } from '../../src/internal/work-stack.js';

describe('ParentLinks (oracle: an array of parents scanned for children)', () => {
  it('lists as the children of each node exactly the nodes whose parent it is, after any relinking', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 30 }), fc.integer({ min: -1, max: 30 })), { maxLength: 200 }), (links) => {
        const tree = new ParentLinks(4);
        const parent = new Array<number>(31).fill(-1);
        for (const [node, up] of links) {
          tree.link(node, up);
          parent[node] = up;
        }
        for (let n = 0; n <= 30; n++) {
          expect(tree.parent(n)).toBe(parent[n]);
          const children: number[] = [];
          for (let c = tree.firstChildOf(n); c !== -1; c = tree.nextChild(c)) children.push(c);
          const expected = parent.flatMap((p, c) => (p === n ? [c] : []));
          expect(children.sort((a, b) => a - b)).toEqual(expected);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('WorkStack (oracle: an array without repeats)', () => {
  it('holds each node once, last pushed on top, until popped', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat({ max: 20 }), fc.constant(-1)), { maxLength: 200 }), (ops) => {
        const stack = new WorkStack(2);
        const model: number[] = [];
        for (const op of ops) {
          if (op === -1) {
            if (model.length === 0) continue;
            expect(stack.top()).toBe(model[model.length - 1]);
            stack.pop();
            model.pop();
          } else {
            stack.push(op);
            if (!model.includes(op)) model.push(op);
          }
          expect(stack.size).toBe(model.length);
        }
      }),
      { numRuns: 200 },
    );
  });
});
