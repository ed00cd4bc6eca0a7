import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { formatSolution, parse, parseMoves, parseSolution, verify } from '../src/index.js';

describe('the notation', () => {
  it('writes the keys in order for one robot', () => {
    expect(
      formatSolution([
        { robot: 0, key: 'a' },
        { robot: 0, key: 'c' },
      ]),
    ).toBe('a c');
  });

  it('writes robot:key on a map with several robots', () => {
    const four = parse(['#######', '#a.#.b#', '##@#@##', '#######', '##@#@##', '#c.#.d#', '#######'].join('\n'));
    expect(
      formatSolution(
        [
          { robot: 0, key: 'a' },
          { robot: 2, key: 'c' },
        ],
        four,
      ),
    ).toBe('0:a 2:c');
    expect(
      formatSolution([
        { robot: 0, key: 'a' },
        { robot: 2, key: 'c' },
      ]),
    ).toBe('0:a 2:c');
  });

  it('writes nothing for no moves', () => {
    expect(formatSolution([])).toBe('');
    expect(parseSolution('  ')).toEqual([]);
  });

  it('reads keys separated by spaces, commas or new lines', () => {
    expect(parseSolution('a b,c\nd')).toEqual(['a', 'b', 'c', 'd'].map((key) => ({ robot: 0, key })));
  });

  it('reads robot:key tokens', () => {
    expect(parseSolution('0:a 2:b 1:c')).toEqual([
      { robot: 0, key: 'a' },
      { robot: 2, key: 'b' },
      { robot: 1, key: 'c' },
    ]);
  });

  it('points at a bad token with its line and column', () => {
    let error: unknown;
    try {
      parseSolution('a b\nc X e', 'sol.txt');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toBe("sol.txt:2:3: key-maze: bad move 'X' (expected a key a-z, or robot:key like 2:b)");
  });

  it('refuses a step in a solution of key moves, and says where steps are read', () => {
    expect(() => parseSolution('a b\nc D e', 'sol.txt')).toThrow(
      "sol.txt:2:3: key-maze: bad move 'D' (a step U D L R is a move of play, read by parseMoves; a solution names keys)",
    );
  });

  it('reads back what it writes', () => {
    const move = fc.record({ robot: fc.integer({ min: 0, max: 9 }), key: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        expect(parseSolution(formatSolution(moves))).toEqual(moves);
      }),
    );
  });
});

describe('the notation of play: steps and key moves', () => {
  it('reads steps U D L R, with or without a robot, among key moves', () => {
    expect(parseMoves('R R a\n1:U,2:L 3:b')).toEqual([
      { robot: 0, dir: 'R' },
      { robot: 0, dir: 'R' },
      { robot: 0, key: 'a' },
      { robot: 1, dir: 'U' },
      { robot: 2, dir: 'L' },
      { robot: 3, key: 'b' },
    ]);
  });

  it('points at a bad token with its line and column, naming both kinds of move', () => {
    expect(() => parseMoves('R a\nW', 'play.txt')).toThrow(
      "play.txt:2:1: key-maze: bad move 'W' (expected a key a-z, a step U D L R, or robot:move like 2:b or 2:L)",
    );
  });

  it('writes steps as it writes keys, with the robot on a map of several', () => {
    const four = parse(['#######', '#a.#.b#', '##@#@##', '#######', '##@#@##', '#c.#.d#', '#######'].join('\n'));
    expect(
      formatSolution(
        [
          { robot: 0, dir: 'U' },
          { robot: 0, key: 'a' },
        ],
        four,
      ),
    ).toBe('0:U 0:a');
    expect(
      formatSolution([
        { robot: 0, dir: 'L' },
        { robot: 0, key: 'a' },
      ]),
    ).toBe('L a');
  });

  it('reads back what it writes', () => {
    const move = fc.oneof(
      fc.record({ robot: fc.integer({ min: 0, max: 9 }), key: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') }),
      fc.record({ robot: fc.integer({ min: 0, max: 9 }), dir: fc.constantFrom('U' as const, 'D' as const, 'L' as const, 'R' as const) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        expect(parseMoves(formatSolution(moves))).toEqual(moves);
      }),
    );
  });
});

describe('the notation on maps with many robots', () => {
  it('reads back what it writes for robot 1002 of 1003, and verify accepts it', () => {
    const row = `#${'@'.repeat(1003)}a#`;
    const level = parse([row.replace(/./g, '#'), row, row.replace(/./g, '#')].join('\n'));
    expect(level.robots).toHaveLength(1003);
    const text = formatSolution([{ robot: 1002, key: 'a' }], level);
    expect(text).toBe('1002:a');
    expect(parseSolution(text)).toEqual([{ robot: 1002, key: 'a' }]);
    expect(verify(level, text)).toMatchObject({ valid: true, moves: 1 });
  });
});

describe('parse (line ends)', () => {
  it('accepts a byte-order mark and CR-only or CRLF line ends', () => {
    for (const eol of ['\r', '\r\n']) expect(parse(`\uFEFF#####${eol}#@.a#${eol}#####${eol}`).keys).toEqual(['a']);
  });
});

describe('the notation refuses robot numbers it could not write back', () => {
  it('refuses ten digits or more with a clear reason', () => {
    expect(() => parseSolution('9999999999:a')).toThrow(/at most 9 digits/);
    expect(parseSolution('999999999:a')).toEqual([{ robot: 999_999_999, key: 'a' }]);
  });
});
