import { PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { plugin } from '../src/plugin.js';

describe('plugin', () => {
  it('declares the contract version, its algorithms and samples', () => {
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(plugin.name).toBe('sokobond');
    expect(plugin.algorithms[0]).toBe('fast');
    expect(plugin.samples.length).toBeGreaterThan(0);
  });

  it('solves every sample with every algorithm, and the solutions verify', () => {
    for (const sample of plugin.samples) {
      const lvl = plugin.parse(sample.text, { file: sample.name });
      for (const algorithm of plugin.algorithms) {
        const r = plugin.solve(lvl, { algorithm, timeoutMs: 10_000 });
        expect(r.result.status, `${sample.name} ${algorithm}`).toBe('solved');
        expect(plugin.verify(lvl, r.solution!)).toMatchObject({ valid: true });
        expect(plugin.formatSolution(plugin.parseSolution(r.solution!))).toBe(r.solution);
      }
    }
  });

  it('renders the start and replays moves into positions', () => {
    const lvl = plugin.parse(plugin.samples[0]!.text);
    expect(plugin.render(lvl)).toBe(plugin.render(lvl, plugin.initialState(lvl)));
    expect(plugin.replay(lvl, ['up', 'left'])).toHaveLength(3);
  });

  it('reports an impossible level as exhausted, not as an error', () => {
    const lvl = plugin.parse('xxxxxx\nxHx-hx\nxxxxxx');
    expect(plugin.solve(lvl).result.status).toBe('exhausted');
  });

  it('rejects an unknown algorithm', () => {
    const lvl = plugin.parse(plugin.samples[0]!.text);
    expect(() => plugin.solve(lvl, { algorithm: 'dfs' })).toThrow(/sokobond: unknown algorithm "dfs"/);
  });
});
