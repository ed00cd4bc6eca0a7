import { astar, bfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { solve } from '../src/solve.js';
import { CosmicExpressState } from '../src/state.js';
import { pairedGridText as gridText } from './arbitraries/level.js';

describe('CosmicExpressState', () => {
  it('lays track in every open direction and says why a blocked one is refused', () => {
    const state = new CosmicExpressState(parse('#####\nA...Z\n#####'));
    expect(state.successors().map((s) => s.move)).toEqual(['R']);
    expect(state.play('U')).toMatch(/./);
    expect(state.estimate()).toBe(4);
    const end = ['R', 'R', 'R', 'R'].reduce<CosmicExpressState>((s, m) => s.play(m as 'R') as CosmicExpressState, state);
    expect(end.isGoal()).toBe(true);
    expect(end.estimate()).toBe(0);
  });

  it('runs under any search-core algorithm as it is', () => {
    const level = parse('A.P..\n.....\n..p.Z');
    const viaState = astar(new CosmicExpressState(level));
    expect(viaState.status).toBe('solved');
    expect(bfs(new CosmicExpressState(level)).cost).toBe(viaState.cost);
  });

  it('finds with A* the same shortest track as the game solver (iddfs), on small random levels', () => {
    const seen = { solved: 0, unsolvable: 0 };
    fc.assert(
      fc.property(gridText, (text) => {
        const level = parse(text);
        const own = solve(level, { algorithm: 'iddfs', maxExpansions: 200_000 }).result;
        fc.pre(own.status === 'solved' || own.status === 'exhausted');
        const viaState = astar(new CosmicExpressState(level), { maxExpansions: 200_000 });
        expect(viaState.status).toBe(own.status);
        if (own.status === 'solved') {
          seen.solved++;
          expect(viaState.cost).toBe(own.cost);
        } else seen.unsolvable++;
      }),
      { numRuns: 60 },
    );
    expect(seen.solved).toBeGreaterThan(5);
  });
});
