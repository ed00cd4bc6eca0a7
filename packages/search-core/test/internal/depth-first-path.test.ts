import { describe, expect, it } from 'vitest';
import { DepthFirstPath } from '../../src/internal/depth-first-path.js';
import { byHash, byKey } from '../../src/hashing.js';

type Cell = { readonly at: number };
const hashings = {
  key: byKey<Cell>((c) => c.at),
  'hash and equality': byHash<Cell>(
    (c) => c.at % 3,
    (a, b) => a.at === b.at,
  ),
};

describe.each(Object.entries(hashings))('DepthFirstPath, hashing by %s', (_, hashing) => {
  const walk = (path: DepthFirstPath<Cell, string>, ats: number[]): void => {
    path.restart({ at: ats[0]! }, '');
    for (const at of ats.slice(1)) path.push({ at }, `to ${at}`, at);
  };

  it("with cycle check 'path', tells a child that repeats any state on the path, and forgets what was popped", () => {
    const path = new DepthFirstPath<Cell, string>('path', hashing);
    walk(path, [1, 2, 3, 4]);
    const key = (c: Cell) => (hashing.kind === 'key' ? hashing.key(c) : undefined);
    expect([1, 2, 3, 4, 5].map((at) => path.repeats({ at }, key({ at })))).toEqual([true, true, true, true, false]);
    path.pop();
    path.pop();
    expect([2, 3, 4].map((at) => path.repeats({ at }, key({ at })))).toEqual([true, false, false]);
    // A state on the path twice stays on it until both are popped.
    path.push({ at: 1 }, 'back', 1);
    path.pop();
    expect(path.repeats({ at: 1 }, key({ at: 1 }))).toBe(true);
  });

  it("with cycle check 'parent', tells only a child equal to the parent's parent", () => {
    const path = new DepthFirstPath<Cell, string>('parent', hashing);
    walk(path, [1, 2, 3]);
    const key = (c: Cell) => (hashing.kind === 'key' ? hashing.key(c) : undefined);
    expect([1, 2, 3].map((at) => path.repeats({ at }, key({ at })))).toEqual([false, true, false]);
  });

  it('gives the path as a solution: the moves after the root, the states, the summed cost', () => {
    const path = new DepthFirstPath<Cell, string>('none', hashing);
    walk(path, [1, 2, 3]);
    expect(path.repeats({ at: 1 }, 1)).toBe(false);
    expect(path.solution()).toEqual({ moves: ['to 2', 'to 3'], states: [{ at: 1 }, { at: 2 }, { at: 3 }], cost: 5 });
    expect(path.length).toBe(3);
  });
});
