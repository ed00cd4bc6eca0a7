import { describe, expect, it } from 'vitest';
import { bfs } from '@puzzle-solvers/search-core';

describe('bfs', () => {
  it('finds the fewest moves from 1 to 10 with +1 and *2', () => {
    const r = bfs({
      initial: 1,
      successors: (n: number) => [
        { move: '+1', state: n + 1 },
        { move: '*2', state: n * 2 },
      ],
      isGoal: (n) => n === 10,
      isValid: (n) => n <= 10,
      key: (n) => n,
    });
    expect(r.moves).toEqual(['+1', '*2', '+1', '*2']);
  });
});
