import { describe, expect, it } from 'vitest';
import { parse, parseSolution, replay, verify } from '../src/index.js';

// The flag at the right end; quicksand in the way; a row of void below.
const level = parse('5x2\n0,ball 0 0,quick 0,flag 0\nx x x x x\n\n1- 3- 3-\n');

describe('verify', () => {
  it('accepts a solution that brings the ball to the flag', () => {
    expect(verify(level, '3-↘')).toEqual({ valid: true, moves: 1, cost: 1 });
    expect(verify(level, parseSolution('3-↘'))).toEqual({ valid: true, moves: 1, cost: 1 });
  });

  it('names the first illegal move and why', () => {
    expect(verify(level, '2-↘')).toEqual({ valid: false, step: 0, reason: '2-↘: no 2- card left in the hand' });
    expect(verify(level, '1-↘ 1-↘')).toEqual({ valid: false, step: 1, reason: '1-↘: no 1- card left in the hand' });
    expect(verify(level, '3-↙')).toEqual({ valid: false, step: 0, reason: '3-↙: the ball falls off the course' });
    expect(verify(level, '1-↘')).toEqual({ valid: false, step: 1, reason: 'the ball is not in the hole after the last card' });
    expect(verify(level, '3-↘ 1-↖')).toEqual({ valid: false, step: 1, reason: 'the ball is already in the hole before 1-↖' });
    expect(verify(level, '1-↘ oops')).toMatchObject({ valid: false, step: -1 });
  });

  it('reports quicksand', () => {
    const sink = parse('3x1\n0,ball 0,quick 0,flag\n\n1- 2-\n');
    expect(verify(sink, '1-↘ 1-↘')).toEqual({ valid: false, step: 0, reason: '1-↘: the ball stops on quicksand and sinks' });
  });

  it('replays the states up to the first illegal move', () => {
    const states = replay(level, parseSolution('1-↘ 1-↘ 3-↘'));
    expect(states.map((s) => [s.ball, s.hand.map((c) => c.label).join(' ')])).toEqual([
      [0, '1- 3- 3-'],
      [1, '3- 3-'],
    ]);
  });
});
