import { PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { plugin } from '../src/index.js';

describe('plugin', () => {
  it('declares the contract version, formats and algorithms', () => {
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(plugin.name).toBe('cosmic-express');
    expect(plugin.extensions).toEqual(['.json', '.txt']);
    expect(plugin.algorithms).toEqual(['lds', 'dfs', 'iddfs', 'anytime']);
  });

  it('solves every sample and verifies and replays the answer', () => {
    for (const sample of plugin.samples) {
      const level = plugin.parse(sample.text, { file: sample.name });
      const { result, solution } = plugin.solve(level, { timeoutMs: 5000 });
      expect(result.status, sample.name).toBe('solved');
      expect(plugin.verify(level, solution!), sample.name).toMatchObject({ valid: true });
      const moves = plugin.parseSolution(solution!);
      expect(plugin.formatSolution(moves)).toBe(solution);
      const states = plugin.replay(level, moves);
      expect(states.length).toBe(moves.length + 1);
      expect(plugin.verify(level, plugin.render(level, states.at(-1))), sample.name).toMatchObject({ valid: true });
    }
  });

  it('finds the shortest track of the first sample with iddfs', () => {
    const level = plugin.parse(plugin.samples[0]!.text);
    const r = plugin.solve(level, { algorithm: 'iddfs' });
    expect(r.result.status).toBe('solved');
    expect(r.solution!.length).toBe(8);
  });

  it('draws the first sample', () => {
    expect(plugin.render(plugin.parse(plugin.samples[0]!.text))).toBe(['#######', '[..P..#', '#.....#', '#..p..]', '#######'].join('\n'));
  });
});
