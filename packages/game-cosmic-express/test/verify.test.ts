import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { verify } from '../src/verify.js';

const level = parse(['#P###', 'A...Z', '###p#'].join('\n'));

describe('verify', () => {
  it('accepts a solving move string, a move list and a drawn board', () => {
    expect(verify(level, 'RRRR')).toEqual({ valid: true, moves: 4, cost: 4 });
    expect(verify(level, ['R', 'R', 'R', 'R'])).toMatchObject({ valid: true });
    expect(verify(level, ['#P###', '[───]', '###p#'].join('\n'))).toMatchObject({ valid: true });
  });

  it('names the first illegal move and why', () => {
    expect(verify(level, 'RRDR')).toEqual({ valid: false, step: 2, reason: 'the cell is blocked (wall, alien, house or car)' });
  });

  it('says when the moves are legal but leave aliens behind', () => {
    const l = parse(['#####', 'A...Z', '#.P.#', '#####'].join('\n'));
    expect(verify(l, 'RRRR')).toEqual({
      valid: false,
      step: 4,
      reason: '1 of 1 aliens not delivered (0 still waiting, 1 left on the train)',
    });
  });

  it('reports unreadable text as step -1', () => {
    expect(verify(level, 'RRXR')).toMatchObject({ valid: false, step: -1 });
  });
});
