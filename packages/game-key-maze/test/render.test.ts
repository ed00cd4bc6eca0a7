import { describe, expect, it } from 'vitest';
import { parse, render, replay, solve } from '../src/index.js';

describe('render', () => {
  const text = ['#########', '#b.A.@.a#', '#########'].join('\n');
  const level = parse(text);

  it('draws the level as it was read', () => {
    expect(render(level)).toBe(text);
  });

  it('draws a state: the robot where it stands, held keys gone, their doors open', () => {
    const states = replay(level, [{ robot: 0, key: 'a' }]);
    expect(render(level, states[1])).toBe(['#########', '#b.....@#', '#########'].join('\n'));
  });

  it('draws every step of a part-2 solution', () => {
    const split = parse(['#######', '#a...b#', '#.....#', '#..@..#', '#.....#', '#c...d#', '#######'].join('\n'), {
      options: { part: '2' },
    });
    const { result } = solve(split);
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(render(split, result.states[0])).toBe(['#######', '#a...b#', '#.@#@.#', '#.###.#', '#.@#@.#', '#c...d#', '#######'].join('\n'));
    expect(render(split, result.states.at(-1))).toBe(
      ['#######', '#@...@#', '#..#..#', '#.###.#', '#..#..#', '#@...@#', '#######'].join('\n'),
    );
  });
});
