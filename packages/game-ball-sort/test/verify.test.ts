import { describe, expect, it } from 'vitest';
import { parse, render, replay, verify } from '../src/index.js';

const level = parse('// two colours crossed\n2\n1\nXOXO\nOXOX\n');

describe('verify', () => {
  it('accepts a solution that sorts the level and counts its moves', () => {
    expect(verify(level, '1>3 2>1 2>3 1>2 1>2 1>3 2>1 2>1 2>1 2>3')).toEqual({ valid: true, moves: 10, cost: 10 });
    expect(verify(level, [{ from: 0, to: 2 }])).toMatchObject({ valid: false });
  });

  it('names the first illegal move and why', () => {
    expect(verify(level, '1>3 1>3')).toEqual({
      valid: false,
      step: 1,
      reason: 'move 2 (1>3): the ball X cannot go onto O (app rules: only onto its own colour or an empty tube)',
    });
    expect(verify(level, '3>1')).toMatchObject({ valid: false, step: 0, reason: expect.stringMatching(/tube 3 is empty/) });
  });

  it('says when every move is legal but the tubes are not sorted', () => {
    expect(verify(level, '1>3')).toEqual({ valid: false, step: 1, reason: 'after the last move the tubes are not sorted' });
  });

  it('reports malformed solution text as step -1', () => {
    expect(verify(level, '1>3 x')).toMatchObject({ valid: false, step: -1 });
  });
});

describe('replay', () => {
  it('gives the start state and the state after each legal move, stopping at an illegal one', () => {
    const states = replay(level, [
      { from: 0, to: 2 },
      { from: 1, to: 0 },
      { from: 1, to: 0 },
    ]);
    expect(states).toHaveLength(3);
    expect(render(level, states[2])).toBe([' X . .', ' X O .', ' O X .', ' X O O', ' 1 2 3'].join('\n'));
  });
});
