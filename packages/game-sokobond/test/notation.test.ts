import { ParseError } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSolution, parseSolution } from '../src/notation.js';
import { directionsArb } from './arbitraries.js';

describe('WASD notation', () => {
  it('writes and reads the four moves', () => {
    expect(formatSolution(['up', 'left', 'down', 'right'])).toBe('WASD');
    expect(parseSolution('wa sd\n')).toEqual(['up', 'left', 'down', 'right']);
  });

  it('round-trips any list of moves', () => {
    fc.assert(
      fc.property(directionsArb(50), (moves) => {
        expect(parseSolution(formatSolution(moves))).toEqual(moves);
      }),
    );
  });

  it('rejects other letters with their column', () => {
    expect(() => parseSolution('WDX')).toThrow(ParseError);
    try {
      parseSolution('WD X');
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect([(e as ParseError).line, (e as ParseError).column]).toEqual([1, 4]);
    }
  });
});
