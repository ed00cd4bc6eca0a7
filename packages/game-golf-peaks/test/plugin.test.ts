import { PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { plugin } from '../src/index.js';

describe('plugin', () => {
  it('declares the contract version, its name and its algorithms', () => {
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(plugin.name).toBe('golf-peaks');
    expect(plugin.algorithms).toEqual(['bfs', 'astar', 'anytime']);
    expect(plugin.extensions).toEqual(['.txt']);
  });

  it('solves every sample level, and the solutions verify and replay', () => {
    for (const sample of plugin.samples) {
      const level = plugin.parse(sample.text, { file: sample.name });
      for (const algorithm of plugin.algorithms) {
        const { result, solution, optimal } = plugin.solve(level, { algorithm });
        expect(result.status, sample.name).toBe('solved');
        expect(optimal).toBe(true);
        const moves = plugin.parseSolution(solution!);
        expect(plugin.formatSolution(moves)).toBe(solution);
        expect(plugin.verify(level, solution!)).toMatchObject({ valid: true, cost: result.cost });
        const states = plugin.replay(level, moves);
        expect(states).toHaveLength(moves.length + 1);
        expect(states[0]).toEqual(plugin.initialState(level));
        expect(plugin.render(level, states[states.length - 1])).toContain('oF');
      }
    }
  });

  it('reports an impossible level as exhausted', () => {
    const level = plugin.parse('3x1\n0,ball x 0,flag\n\n1- 1-\n');
    expect(plugin.solve(level).result.status).toBe('exhausted');
  });
});
