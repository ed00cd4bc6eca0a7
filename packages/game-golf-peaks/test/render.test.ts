import { describe, expect, it } from 'vitest';
import { parse, render, replay, parseSolution } from '../src/index.js';

describe('render', () => {
  it('draws heights, tiles, the ball, the flag and the hand', () => {
    const level = parse('3x2\n0,ball 1,left 0,warp7\n0,flag x 0,warp7\n\n1- 2/\n');
    expect(render(level)).toBe(['0.o 1<  0@7', '0.F     0@7', '', 'cards: 1- 2/'].join('\n'));
  });

  it('draws a state along a solution', () => {
    const level = parse('3x2\n0,ball 0 0\n0,flag 0,ice 0,sand\n\n1- 2/\n');
    const states = replay(level, parseSolution('2/↘ 1-↙'));
    expect(states).toHaveLength(3);
    expect(render(level, states[1])).toBe(['0.  0.  0.o', '0.F 0=  0:', '', 'cards: 1-'].join('\n'));
  });
});
