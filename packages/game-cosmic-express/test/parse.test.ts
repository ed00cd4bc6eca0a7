import { ParseError } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { Cell } from '../src/level.js';
import { parse, printLevel } from '../src/parse.js';

const errorOf = (text: string): ParseError => {
  try {
    parse(text, { file: 'x' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('parse (grid)', () => {
  it('reads every kind of cell, the cars and the wormhole pair', () => {
    const level = parse(['#a#####', 'aA.P+*Z', '#.?g*.#', '#######'].join('\n'));
    expect(level.format).toBe('grid');
    expect(level.cars).toBe(3);
    expect(level.width).toBe(7);
    expect(level.cells[level.entrance]).toBe(Cell.Entrance);
    expect(level.exit).toBe(1 * 7 + 6);
    expect(level.aliens).toEqual([{ cell: 10, color: 'purple' }]);
    expect(level.houses).toEqual([
      { cell: 16, color: 'any' },
      { cell: 17, color: 'green' },
    ]);
    expect(level.wormholes).toEqual([12, 18]);
    expect(level.cells[11]).toBe(Cell.Crossing);
  });

  it('names the line and column of an unknown character', () => {
    const e = errorOf('A..\n.x.\n..Z');
    expect([e.line, e.column]).toEqual([2, 2]);
    expect(e.reason).toMatch(/unknown cell "x"/);
  });

  it('ignores blank lines around the grid and blanks at the ends of rows, and names the lines of the file', () => {
    const level = parse('\n  \nA.P.Z  \n..p..\t\n\n');
    expect([level.width, level.height]).toEqual([5, 2]);
    expect(level).toEqual(parse('A.P.Z\n..p..'));
    const e = errorOf('\n\nA..\n.x. \n..Z');
    expect([e.line, e.column]).toEqual([4, 2]);
    expect(errorOf('\nA*.\n..Z').line).toBe(2);
    // A blank inside a row is still a cell it does not know.
    expect(errorOf('A . \n..Z').column).toBe(2);
  });

  it('refuses ragged rows, a missing exit and a lone wormhole', () => {
    expect(errorOf('A..\n..\n..Z').line).toBe(2);
    expect(errorOf('A..\n...').reason).toMatch(/no exit/);
    expect(errorOf('A*.\n..Z').reason).toMatch(/one pair/);
  });
});

describe('parse (JSON)', () => {
  const text = [
    '{',
    '  "width": 3, "height": 2, "length": 2,',
    '  "entrances": [{ "x": 0, "y": 1 }],',
    '  "exits": [{ "x": 4, "y": 2 }],',
    '  "entities": [',
    '    [{ "x": 2, "y": 1 }, { "Alien": { "color": "Green" } }],',
    '    [{ "x": 3, "y": 2 }, "Wall"],',
    '    [{ "x": 1, "y": 2 }, { "House": { "color": "Green" } }]',
    '  ]',
    '}',
  ].join('\n');

  it('adds a border of outside cells around the playing field', () => {
    const level = parse(text);
    expect(level.format).toBe('json');
    expect([level.width, level.height, level.cars]).toEqual([5, 4, 2]);
    expect(level.cells[0]).toBe(Cell.Outside);
    expect(level.entrance).toBe(5);
    expect(level.exit).toBe(14);
    expect(level.aliens).toEqual([{ cell: 7, color: 'green' }]);
    expect(level.cells[13]).toBe(Cell.Wall);
  });

  it('prints back to text that parses to the same level', () => {
    const level = parse(text);
    expect(parse(printLevel(level))).toEqual(level);
  });

  it('points at a JSON syntax error', () => {
    const e = errorOf('{\n  "width": 3,\n  "height" 2\n}');
    expect([e.line, e.column]).toEqual([3, 12]);
  });

  it('points at a bad colour and at an entity outside the field', () => {
    const bad = text.replace('"Green" } }],', '"Blue" } }],');
    const e = errorOf(bad);
    expect(e.line).toBe(6);
    expect(e.reason).toMatch(/colour/);
    const outside = text.replace('"x": 3, "y": 2 }, "Wall"', '"x": 9, "y": 2 }, "Wall"');
    expect(errorOf(outside).reason).toMatch(/x must be between 1 and 3/);
  });

  it('refuses a missing field and two things on one cell', () => {
    expect(errorOf('{ "width": 2 }').reason).toMatch(/missing field "height"/);
    expect(errorOf(text.replace('"x": 3, "y": 2 }, "Wall"', '"x": 2, "y": 1 }, "Wall"')).reason).toMatch(/two things/);
  });
});

describe('parse (hostile input)', () => {
  const json = (color: string) =>
    `{"width": 3, "height": 1, "length": 1, "entrances": [{"x": 0, "y": 1}], "exits": [{"x": 4, "y": 1}],
      "entities": [[{"x": 2, "y": 1}, {"Alien": {"color": "${color}"}}]]}`;

  it('refuses the colour "toString" (names are looked up as own keys only)', () => {
    expect(errorOf(json('toString')).reason).toMatch(/a colour is "Purple", "Orange" or "Green"/);
    expect(errorOf(json('constructor')).line).toBe(2);
    expect(parse(json('Purple')).aliens).toHaveLength(1);
  });

  it('words JSON mistakes like every other game (game-kit reader)', () => {
    expect(errorOf('{"width": 3,, }').reason).toMatch(/^cosmic-express: invalid JSON: /);
  });

  it('accepts a byte-order mark, CRLF and CR-only line ends in the grid format', () => {
    for (const eol of ['\r\n', '\r']) expect(parse(`\uFEFFA.P.Z${eol}..p..${eol}`).width).toBe(5);
  });

  it('refuses 200,000 rows with a ParseError', () => {
    expect(errorOf('A.Z\n'.repeat(200_000)).reason).toMatch(/larger than/);
  });
});
