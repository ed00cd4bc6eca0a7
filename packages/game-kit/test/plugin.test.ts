import { describe, expect, it } from 'vitest';
import { ParseError, readSolution } from '@puzzle-solvers/game-kit';

/** A notation of single letters U/D; anything else is a positioned parse error. */
const parse = (text: string): string[] =>
  [...text].map((c, i) => {
    if (c !== 'U' && c !== 'D') throw new ParseError(`unknown move '${c}'`, { line: 1, column: i + 1 });
    return c;
  });

describe('readSolution', () => {
  it('passes moves through untouched', () => {
    const moves = ['U', 'D'];
    expect(readSolution(moves, parse)).toEqual({ moves });
  });

  it('parses notation text', () => {
    expect(readSolution('UDU', parse)).toEqual({ moves: ['U', 'D', 'U'] });
  });

  it('turns text that does not parse into a verdict with the position', () => {
    expect(readSolution('UXD', parse)).toEqual({ invalid: { valid: false, step: -1, reason: "<input>:1:2: unknown move 'X'" } });
  });

  it('lets other errors through', () => {
    expect(() =>
      readSolution('U', () => {
        throw new TypeError('a bug');
      }),
    ).toThrow(TypeError);
  });
});
