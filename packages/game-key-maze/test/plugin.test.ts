import { describe, expect, it } from 'vitest';
import { PLUGIN_API_VERSION } from '@puzzle-solvers/game-kit';
import { plugin } from '../src/index.js';

describe('the key-maze plugin', () => {
  it('states its contract version, name and part option', () => {
    expect(plugin.apiVersion).toBe(PLUGIN_API_VERSION);
    expect(plugin.name).toBe('key-maze');
    expect(plugin.algorithms[0]).toBe('astar');
    expect(plugin.options).toEqual([expect.objectContaining({ name: 'part', choices: ['1', '2'], default: '1' })]);
  });

  it('solves and verifies every sample, part 1 and (where it applies) part 2', () => {
    for (const sample of plugin.samples) {
      for (const part of ['1', '2']) {
        let level: ReturnType<typeof plugin.parse>;
        try {
          level = plugin.parse(sample.text, { file: sample.name, options: { part } });
        } catch {
          continue; // not every sample splits for part 2
        }
        const { result, solution } = plugin.solve(level);
        expect(result.status).toBe('solved');
        expect(plugin.verify(level, solution!)).toMatchObject({ valid: true, cost: result.cost });
        const moves = plugin.parseSolution(solution!);
        expect(plugin.formatSolution(moves)).toBe(solution);
        expect(plugin.replay(level, moves)).toHaveLength(moves.length + 1);
        expect(plugin.render(level, plugin.initialState(level))).toContain('@');
      }
    }
  });

  it('takes the part from the parse options', () => {
    const text = plugin.samples[0]!.text;
    const one = plugin.solve(plugin.parse(text));
    const two = plugin.solve(plugin.parse(text, { options: { part: '2' } }));
    expect(one.result.cost).toBe(27);
    expect(two.result.cost).toBe(18);
  });
});
