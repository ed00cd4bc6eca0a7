import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { parse, render } from '../src/index.js';

/** The ParseError a text gives (fails the test when it parses). */
function errorOf(text: string, options: Parameters<typeof parse>[1] = {}): ParseError {
  try {
    parse(text, options);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('parse (course text format)', () => {
  it('reads the header, the tubes bottom first, and adds the empty tubes', () => {
    const level = parse('// two colours\n2\n1\nYBYB\nBYBY\n');
    expect(level.capacity).toBe(4);
    expect(level.colours).toEqual(['Y', 'B']);
    expect(level.tubes).toEqual([[0, 1, 0, 1], [1, 0, 1, 0], []]);
    expect(render(level)).toBe([' B Y .', ' Y B .', ' B Y .', ' Y B .', ' 1 2 3'].join('\n'));
  });

  it('ignores comments, blank lines, surrounding whitespace and CRLF line ends', () => {
    const level = parse('\r\n  // c\r\n 2 \r\n\r\n1\r\n   ab\r\n ba  \r\n');
    expect(level.capacity).toBe(2);
    expect(level.tubes).toEqual([[0, 1], [1, 0], []]);
  });

  it('takes the capacity from the line length (5 here)', () => {
    const level = parse('2\n0\nAAAAB\nBBBBA\n');
    expect(level.capacity).toBe(5);
    expect(level.tubes).toHaveLength(2);
  });

  it('stores the rules and moves options in the level, app and single by default', () => {
    expect(parse('1\n0\nAA').rules).toBe('app');
    expect(parse('1\n0\nAA').moves).toBe('single');
    const level = parse('1\n0\nAA', { options: { rules: 'course', moves: 'pour' } });
    expect([level.rules, level.moves]).toEqual(['course', 'pour']);
  });

  it('refuses an unknown option value', () => {
    expect(errorOf('1\n0\nAA', { options: { rules: 'strict' } }).reason).toMatch(/unknown rules 'strict'/);
    expect(errorOf('1\n0\nAA', { options: { moves: 'double' } }).reason).toMatch(/unknown moves 'double'/);
  });

  it('names a colour that does not appear capacity times, at its last ball', () => {
    const e = errorOf('2\n1\nAABB\nABAA\n', { file: 'x.txt' });
    expect(e.reason).toMatch(/colour 'A' has 5 balls, but every colour needs exactly 4/);
    expect([e.file, e.line, e.column]).toEqual(['x.txt', 4, 4]);
  });

  it('names the short colour and points at the short line when a line is too short', () => {
    const e = errorOf('// level\n3\n1\nGRX\nGRGX\nGRXX\n');
    expect(e.reason).toMatch(/colour 'R' has 3 balls/);
    expect(e.reason).toMatch(/this tube line holds 3 balls where the others hold 4/);
    expect([e.line, e.column]).toEqual([4, 1]);
  });

  it('refuses lines of different lengths even when the colour counts work out', () => {
    const e = errorOf('3\n0\nAB\nBA\nCCDD\n');
    expect(e.reason).toMatch(/must all have the same length/);
  });

  it('refuses a tube line count that does not match the header', () => {
    const fewer = errorOf('3\n1\nAB\nBA\n');
    expect(fewer.reason).toMatch(/header says 3 non-empty tubes, but 2 tube lines follow/);
    const more = errorOf('1\n1\nAB\nBA\n');
    expect(more.reason).toMatch(/more tube lines follow/);
    expect([more.line, more.column]).toEqual([4, 1]);
  });

  it('refuses a header that is not a whole number, pointing at it', () => {
    const e = errorOf('// c\n  two\n1\nAB\nBA\n');
    expect(e.reason).toMatch(/expected the number of non-empty tubes/);
    expect([e.line, e.column]).toEqual([2, 3]);
    expect(errorOf('').reason).toMatch(/found the end of the text/);
    expect(errorOf('0\n1\n').reason).toMatch(/at least 1/);
  });

  it('refuses characters that are not printable ASCII, with their position', () => {
    const e = errorOf('2\n0\nAé\néA\n');
    expect(e.reason).toMatch(/U\+00E9 is not a ball colour/);
    expect([e.line, e.column]).toEqual([3, 2]);
  });

  it('refuses capacity 1', () => {
    expect(errorOf('2\n0\nA\nB\n').reason).toMatch(/capacity must be at least 2/);
  });
});

describe('parse (JSON form)', () => {
  it('reads capacity and tubes, bottom first, partly filled tubes included', () => {
    const level = parse('{ "capacity": 3, "tubes": [["R", "G"], ["G", "R", "R"], ["G"], []] }');
    expect(level.capacity).toBe(3);
    expect(level.colours).toEqual(['R', 'G']);
    expect(level.tubes).toEqual([[0, 1], [1, 0, 0], [1], []]);
  });

  it('takes the tallest tube as the capacity when none is given', () => {
    expect(parse('{"tubes": [["A","B"], ["B","A"], []]}').capacity).toBe(2);
  });

  it('points at the JSON syntax error', () => {
    const e = errorOf('{ "capacity": 2,\n  "tubes": [["A" "B"]] }');
    expect(e.reason).toMatch(/invalid JSON: expected ',' or '\]'/);
    expect([e.line, e.column]).toEqual([2, 18]);
  });

  it('points at a ball that is not a one-character string', () => {
    const e = errorOf('{ "capacity": 2, "tubes": [["A", 7], ["A", "B"], ["B"]] }');
    expect(e.reason).toMatch(/each ball must be a one-character colour string/);
    expect([e.line, e.column]).toEqual([1, 34]);
    expect(errorOf('{ "capacity": 2, "tubes": [["AB", "B"], ["A", "B"]] }').reason).toMatch(/must be one character/);
  });

  it('refuses a tube taller than the capacity, unknown properties and wrong counts', () => {
    expect(errorOf('{ "capacity": 2, "tubes": [["A","A","B","B"], []] }').reason).toMatch(/more than the capacity 2/);
    expect(errorOf('{ "capacity": 2, "tube": [] }').reason).toMatch(/unknown property "tube"/);
    expect(errorOf('{ "capacity": 3, "tubes": [["A","A"], []] }').reason).toMatch(/colour 'A' has 2 balls/);
    expect(errorOf('[1, 2]').reason).toMatch(/expected a JSON object/);
  });
});

describe('parse (hostile input)', () => {
  it('refuses a header asking for billions of empty tubes before building any tube', () => {
    const e = errorOf('2\n99999999999\nABAB\nBABA\n');
    expect(e.reason).toMatch(/at most 200 tubes/);
    expect([e.line, e.column]).toEqual([2, 1]);
  });

  it('refuses a header asking for too many non-empty tubes, pointing at that count', () => {
    expect(errorOf('99999999999999999999\n0\nAB\n').line).toBe(1);
  });

  it('refuses 200,000 JSON tubes with a ParseError, not a stack overflow', () => {
    const text = `{"tubes": [${new Array(200_000).fill('[]').join(',')}]}`;
    expect(errorOf(text).reason).toMatch(/at most 200 tubes/);
  });

  it('refuses a tube line longer than the largest capacity before reading its balls', () => {
    expect(errorOf(`1\n0\n${'A'.repeat(100_000)}\n`).reason).toMatch(/more than the largest capacity 64/);
  });

  it('accepts a byte-order mark and CR-only line ends', () => {
    expect(parse('\uFEFF2\r1\rAB\rBA\r').tubes).toEqual([[0, 1], [1, 0], []]);
    expect(parse('\uFEFF{"tubes": [["A","B"],["B","A"]]}').capacity).toBe(2);
  });
});
