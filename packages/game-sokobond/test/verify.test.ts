import { describe, expect, it } from 'vitest';
import { parseSolution } from '../src/notation.js';
import { replaySolution, verify } from '../src/verify.js';
import { level } from './helpers.js';

const lvl = level('xxxxxxx', 'xH--h-x', 'xxxxxxx');

describe('verify', () => {
  it('accepts a solution and reports its length', () => {
    expect(verify(lvl, 'DD')).toEqual({ valid: true, moves: 2, cost: 2 });
  });

  it('ignores a move into a wall, as the game does, unless asked to be strict', () => {
    expect(verify(lvl, 'ADD')).toEqual({ valid: true, moves: 3, cost: 2 });
    expect(verify(lvl, 'ADD', { blocked: 'refuse' })).toEqual({
      valid: false,
      step: 0,
      reason: 'move 1 (left) is blocked: an atom would enter a wall',
    });
  });

  it('says when the moves end before the level is solved', () => {
    expect(verify(lvl, 'D')).toEqual({ valid: false, step: 1, reason: 'the moves end before the level is solved' });
  });

  it('reports malformed solution text as step -1', () => {
    expect(verify(lvl, 'DQ')).toMatchObject({ valid: false, step: -1 });
  });

  it('stops the replay where the level is solved', () => {
    const r = replaySolution(lvl, parseSolution('DDAA'));
    expect(r.solved).toBe(true);
    expect(r.played).toBe(2);
    expect(r.positions).toHaveLength(3);
  });
});
