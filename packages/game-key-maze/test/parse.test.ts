import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { NEVER_OPENS, parse, type Level } from '../src/index.js';

function errorOf(text: string, options?: Parameters<typeof parse>[1]): ParseError {
  try {
    parse(text, options);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

const corridor = ['#########', '#b.A.@.a#', '#########'].join('\n');

describe('parse', () => {
  it('reads the map, its robot, keys in alphabetical order and doors', () => {
    const level: Level = parse(corridor);
    expect(level.width).toBe(9);
    expect(level.height).toBe(3);
    expect(level.robots).toEqual([9 + 5]);
    expect(level.keys).toEqual(['a', 'b']);
    expect(level.keyCells).toEqual([9 + 7, 9 + 1]);
    expect(level.doorAt[9 + 3]).toBe(0);
    expect(level.keyAt[9 + 7]).toBe(0);
    expect(level.part).toBe('1');
    expect(level.file).toBe('<input>');
  });

  it('ignores blank lines around the map and Windows line ends', () => {
    const level = parse(`\n\n${corridor.replaceAll('\n', '\r\n')}\r\n\r\n`);
    expect(level.rows).toEqual(corridor.split('\n'));
  });

  it('ignores spaces and tabs at the ends of rows, but not inside a row', () => {
    const padded = corridor
      .split('\n')
      .map((row, i) => row + (i === 1 ? '\t ' : '   '))
      .join('\n');
    expect(parse(padded).rows).toEqual(corridor.split('\n'));
    const e = errorOf('#####\n#@ a#\n#####  ');
    expect([e.line, e.column]).toEqual([2, 3]);
    expect(e.message).toMatch(/a space/);
  });

  it('marks a door whose key is absent as never opening', () => {
    const level = parse('#####\n#@.Z#\n#####');
    expect(level.doorAt[5 + 3]).toBe(NEVER_OPENS);
  });

  it('numbers robots in reading order', () => {
    const level = parse('#####\n#@.@#\n#.@.#\n#####');
    expect(level.robots).toEqual([6, 8, 12]);
  });

  it('splits the single robot into four for part 2', () => {
    const text = ['#######', '#a...b#', '#.....#', '#..@..#', '#.....#', '#c...d#', '#######'].join('\n');
    const level = parse(text, { options: { part: '2' } });
    expect(level.rows).toEqual(['#######', '#a...b#', '#.@#@.#', '#.###.#', '#.@#@.#', '#c...d#', '#######']);
    expect(level.robots).toEqual([7 * 2 + 2, 7 * 2 + 4, 7 * 4 + 2, 7 * 4 + 4]);
    expect(level.part).toBe('2');
  });

  it('keeps a map that already has four robots as it is for part 2', () => {
    const text = ['#######', '#a.#.b#', '##@#@##', '#######', '##@#@##', '#c.#.d#', '#######'].join('\n');
    expect(parse(text, { options: { part: '2' } }).rows).toEqual(text.split('\n'));
  });

  it('treats part 1 as the default and accepts it explicitly', () => {
    expect(parse(corridor, { options: { part: '1' } }).rows).toEqual(parse(corridor).rows);
  });
});

describe('parse errors', () => {
  it('names the line and column of a row of another length', () => {
    const e = errorOf('#####\n#@a#\n#####', { file: 'short.txt' });
    expect([e.file, e.line, e.column]).toEqual(['short.txt', 2, 5]);
    expect(e.message).toBe('short.txt:2:5: key-maze: row 2 has 4 cells, expected 5 like the first row');
  });

  it('counts lines from the top of the file, blank lines included', () => {
    const e = errorOf('\n\n#####\n#@a.#\n####');
    expect([e.line, e.column]).toEqual([5, 5]);
  });

  it('points at an unknown character', () => {
    const e = errorOf('#####\n#@a?#\n#####');
    expect([e.line, e.column]).toEqual([2, 4]);
    expect(e.reason).toContain("unknown character '?'");
  });

  it('names a tab or a space plainly', () => {
    expect(errorOf('#####\n#@a\t#\n#####').reason).toContain('a tab');
    expect(errorOf('#####\n#@a #\n#####').reason).toContain('a space');
  });

  it('points at the second copy of a key and says where the first is', () => {
    const e = errorOf('######\n#a@.a#\n######');
    expect([e.line, e.column]).toEqual([2, 5]);
    expect(e.reason).toBe("key-maze: key 'a' appears twice (first at line 2, column 2)");
  });

  it('refuses a map without a robot', () => {
    const e = errorOf('\n#####\n#.a.#\n#####');
    expect([e.line, e.column]).toEqual([2, 1]);
    expect(e.reason).toContain("no robot '@'");
  });

  it('refuses an empty text', () => {
    expect(errorOf('  \n\n').reason).toContain('empty level');
  });

  it('refuses an unknown part', () => {
    expect(errorOf(corridor, { options: { part: '3' } }).reason).toBe("key-maze: unknown part '3' (expected 1 or 2)");
  });

  it('refuses part 2 on a map with two robots', () => {
    const e = errorOf('#####\n#@.@#\n#####', { options: { part: '2' } });
    expect(e.reason).toContain('found 2');
  });

  it('refuses part 2 when the block around the robot is not open floor', () => {
    const e = errorOf(['#####', '#...#', '#.@a#', '#...#', '#####'].join('\n'), { options: { part: '2' } });
    expect([e.line, e.column]).toEqual([3, 4]);
    expect(e.reason).toContain("found 'a'");
  });

  it('refuses part 2 when the robot is at the edge of the map', () => {
    const e = errorOf('@..\n...', { options: { part: '2' } });
    expect([e.line, e.column]).toEqual([1, 1]);
  });
});

describe('parse (hostile input)', () => {
  it('refuses a long first row over many short ones without allocating width × height cells', () => {
    const text = `${'#'.repeat(100_000)}${'\n.'.repeat(100_000)}`;
    expect(() => parse(text)).toThrow(/row 2 has 1 cells, expected 100000/);
  });

  it('refuses a map of more than 2048 × 2048 cells, and reads one of that size', () => {
    const map = (w: number, h: number): string => {
      const wall = '#'.repeat(w);
      const open = `#${'.'.repeat(w - 2)}#`;
      return [wall, `#@${'.'.repeat(w - 3)}#`, ...new Array<string>(h - 3).fill(open), wall].join('\n');
    };
    const e = (() => {
      try {
        parse(`\n${map(2049, 2048)}`);
      } catch (err) {
        return err as ParseError;
      }
    })();
    expect(e?.message).toMatch(/the map is too large \(2049×2048 cells; at most 4194304\)/);
    expect([e?.line, e?.column]).toEqual([2, 1]);
    expect(parse(map(2048, 2048)).width).toBe(2048);
  });

  it('reads 200,000 rows without a stack overflow', () => {
    const level = parse(['#####', ...new Array<string>(200_000).fill('#@..#'), '#####'].join('\n'));
    expect(level.robots).toHaveLength(200_000);
  });
});
