import { describe, expect, it } from 'vitest';
import { astar, bfs, type SearchProblem } from '@puzzle-solvers/search-core';
import { NodeArena } from '../../src/internal/node-arena.js';

describe('NodeArena', () => {
  it('keeps ordinals exact as they widen from one byte to four', () => {
    const arena = new NodeArena(4);
    const ordinals = [0, 255, 256, 65_535, 65_536, 4_000_000_000, 7];
    ordinals.forEach((o, i) => arena.add(i - 1, o, i * 1.5));
    expect(Array.from(arena.ordinal.subarray(0, ordinals.length))).toEqual(ordinals);
    expect(Array.from(arena.g.subarray(0, ordinals.length))).toEqual(ordinals.map((_, i) => i * 1.5));
    expect(arena.ordinalsTo(ordinals.length - 1)).toEqual(ordinals.slice(1));
  });
});

describe('paths through states with many successors', () => {
  // The root has 70,000 successors; the goal hangs below the last one, so its ordinal needs 32 bits.
  const wide: SearchProblem<number, string> = {
    initial: -1,
    expand(s, emit) {
      if (s === -1) for (let i = 0; i < 70_000; i++) emit(i, `to ${i}`);
      else if (s === 69_999) emit(1e6, 'down');
    },
    isGoal: (s) => s === 1e6,
    key: (s) => s,
  };
  it('are replayed exactly by BFS and A*', () => {
    expect(bfs(wide).moves).toEqual(['to 69999', 'down']);
    expect(astar(wide).moves).toEqual(['to 69999', 'down']);
  });
});
