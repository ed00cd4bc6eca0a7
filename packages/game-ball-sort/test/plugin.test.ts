import { describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { plugin } from '../src/index.js';

describe('the plugin', () => {
  it('declares the contract version, the algorithms and the rules and moves options', () => {
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(plugin.name).toBe('ball-sort');
    expect(plugin.algorithms[0]).toBe('astar');
    expect(plugin.options.map((o) => [o.name, o.default, o.choices])).toEqual([
      ['rules', 'app', ['app', 'course']],
      ['moves', 'single', ['single', 'pour']],
    ]);
  });

  it('parses, solves, formats, verifies, renders and replays the default sample end to end', () => {
    const level = plugin.parse(plugin.samples[0]!.text, { file: plugin.samples[0]!.name, options: { rules: 'course', moves: 'pour' } });
    expect(level.rules).toBe('course');
    const { result, solution, optimal } = plugin.solve(level, { timeoutMs: 10_000 });
    expect(result.status).toBe('solved');
    expect(optimal).toBe(true);
    expect(plugin.formatSolution(result.moves!)).toBe(solution);
    expect(plugin.parseSolution(solution!)).toEqual(result.moves);
    expect(plugin.verify(level, solution!)).toEqual({ valid: true, moves: result.moves!.length, cost: result.moves!.length });
    const states = plugin.replay(level, result.moves!);
    expect(states).toHaveLength(result.moves!.length + 1);
    expect(plugin.render(level, states[states.length - 1])).toMatch(/ 1 2 3 4 5$/);
    expect(plugin.initialState(level)).toEqual(states[0]);
  });
});
