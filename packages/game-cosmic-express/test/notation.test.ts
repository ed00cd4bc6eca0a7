import { ParseError } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { formatSolution, isDrawing, parseSolution, readDrawing } from '../src/notation.js';
import { parse } from '../src/parse.js';
import { render } from '../src/render.js';
import { solve } from '../src/solve.js';

describe('move strings', () => {
  it('round-trips moves through the U D L R notation', () => {
    expect(formatSolution(['R', 'R', 'U', 'L', 'D'])).toBe('RRULD');
    expect(parseSolution('RRULD')).toEqual(['R', 'R', 'U', 'L', 'D']);
  });

  it('ignores case, spaces, commas and line breaks', () => {
    expect(parseSolution('r r,\nU d')).toEqual(['R', 'R', 'U', 'D']);
  });

  it('throws a ParseError at the first foreign character', () => {
    try {
      parseSolution('RR\nUX');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect([(e as ParseError).line, (e as ParseError).column]).toEqual([2, 2]);
    }
  });
});

describe('drawn boards', () => {
  const level = parse(['######', '#....#', 'A.+..Z', '#....#', '######'].join('\n'));

  it('tells a drawing from a move string', () => {
    expect(isDrawing('RRU')).toBe(false);
    expect(isDrawing('[─┐\n..└]')).toBe(true);
    expect(isDrawing('RR\nUU')).toBe(false);
  });

  it('reads the track back, straight through a crossing passed twice', () => {
    const board = ['######', '#.┌┐.#', '[─┼┘┌]', '#.└─┘#', '######'].join('\n');
    expect(formatSolution(readDrawing(level, board))).toBe('RRRULDDRRUR');
  });

  it('continues through a wormhole to its partner', () => {
    const worm = parse(['#######', 'A.*#*.Z', '#######'].join('\n'));
    expect(formatSolution(readDrawing(worm, ['#######', '[─*#*─]', '#######'].join('\n')))).toBe('RRR');
  });

  it('points at a broken track', () => {
    const broken = ['######', '#.┌┐.#', '[─┼┘.]', '#.└─┘#', '######'].join('\n');
    expect(() => readDrawing(level, broken)).toThrow(ParseError);
    expect(() => readDrawing(level, ['######', '#....#', '[....]', '#....#', '######'].join('\n'))).toThrow(/no track leaves/);
  });
});

describe('drawings with other line ends', () => {
  it('reads a drawn board with CR-only or CRLF line ends and a byte-order mark', () => {
    const level = parse('A.P..\n.....\n..p.Z');
    const { result } = solve(level);
    const states = result.states ?? [];
    const drawing = render(level, states[states.length - 1]);
    expect(readDrawing(level, drawing)).toEqual(result.moves);
    for (const eol of ['\r', '\r\n']) {
      expect(readDrawing(level, `\uFEFF${drawing.split('\n').join(eol)}`)).toEqual(readDrawing(level, drawing));
    }
  });
});
