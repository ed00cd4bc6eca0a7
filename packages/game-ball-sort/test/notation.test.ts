import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { formatSolution, parseSolution } from '../src/index.js';

describe('the from>to notation', () => {
  it('writes 1-based tube numbers, space separated', () => {
    expect(
      formatSolution([
        { from: 0, to: 2 },
        { from: 1, to: 0 },
      ]),
    ).toBe('1>3 2>1');
    expect(formatSolution([])).toBe('');
  });

  it('reads moves separated by blanks, commas or line breaks', () => {
    expect(parseSolution(' 1>3,2>1\n10>12 ')).toEqual([
      { from: 0, to: 2 },
      { from: 1, to: 0 },
      { from: 9, to: 11 },
    ]);
  });

  it('points at a malformed move with its line and column', () => {
    let error: unknown;
    try {
      parseSolution('1>3\n2>1 0>2');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).line).toBe(2);
    expect((error as ParseError).column).toBe(5);
    expect(() => parseSolution('1-3')).toThrow(/expected a move 'from>to'/);
  });
});
