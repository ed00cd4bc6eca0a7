import { SearchError } from '@puzzle-solvers/search-core';
import { describe, expect, it } from 'vitest';
import { chooseAlgorithm } from '@puzzle-solvers/game-kit';

describe('chooseAlgorithm', () => {
  const ALGORITHMS = ['astar', 'bfs'] as const;
  it('takes the first as the default and accepts every listed name', () => {
    expect(chooseAlgorithm('demo', ALGORITHMS, undefined)).toBe('astar');
    expect(chooseAlgorithm('demo', ALGORITHMS, 'bfs')).toBe('bfs');
  });

  it('refuses any other name with one message in every game', () => {
    expect(() => chooseAlgorithm('demo', ALGORITHMS, 'toString')).toThrow(SearchError);
    expect(() => chooseAlgorithm('demo', ALGORITHMS, 'ida')).toThrow('demo: unknown algorithm "ida" (expected one of astar, bfs)');
  });
});
