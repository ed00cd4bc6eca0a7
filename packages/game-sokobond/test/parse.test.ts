import { ParseError } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse, printLevel } from '../src/parse.js';

const errorOf = (text: string): ParseError => {
  try {
    parse(text, { file: 'level.txt' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
};

describe('parse', () => {
  it('reads a v1 grid with walls, floor, atoms and the player', () => {
    const level = parse('xxxxx\nxH-hx\n#-e-X\nxxxxx');
    expect(level.format).toBe('v1');
    expect([level.width, level.height]).toEqual([5, 4]);
    expect(level.atoms).toEqual([
      { x: 1, y: 1, element: 'h', player: true },
      { x: 3, y: 1, element: 'h', player: false },
      { x: 2, y: 2, element: 'e', player: false },
    ]);
    expect(level.walls[2 * 5]).toBe(1);
    expect(level.walls[2 * 5 + 1]).toBe(0);
  });

  it('reads v2 modifiers on the corners between cells', () => {
    const level = parse(['v2 multiple', 'x x x x', '   / +', 'x O o x', '     @', 'x x x x'].join('\n'));
    expect(level.multiple).toBe(true);
    expect(level.modifiers).toEqual([
      { x: 1, y: 0, kind: 'weaken' },
      { x: 2, y: 0, kind: 'strengthen' },
      { x: 2, y: 1, kind: 'rotate' },
    ]);
  });

  it('keeps solution lines and ignores trailing blank lines and carriage returns', () => {
    const level = parse('xxxx\r\nxHhx\r\nxxxx\r\n=DW\r\n\r\n');
    expect(level.solutions).toEqual(['DW']);
    expect(level.height).toBe(3);
  });

  it("ignores blank lines before the level, in both formats, and keeps the file's line numbers", () => {
    const v1 = 'xxxx\nxHhx\nxxxx';
    expect(parse(`\n  \n${v1}`)).toEqual(parse(v1));
    const v2 = ['v2', 'x x x x', '   /', 'x H h x', '', 'x x x x'].join('\n');
    expect(parse(`\r\n\r\n${v2}`)).toEqual(parse(v2));
    const e = errorOf(`\n\n${v1.replace('h', 'q')}`);
    expect([e.line, e.column]).toEqual([4, 3]);
    expect(errorOf('\nv3\nxxx').line).toBe(2);
  });

  it('pads short rows with floor', () => {
    const level = parse('xxxxx\nxH\nxxxxx');
    expect(level.width).toBe(5);
    expect(level.walls[1 * 5 + 3]).toBe(0);
  });

  it('prints v1 and v2 levels back to text that parses to the same level', () => {
    for (const text of ['xxxxx\nxH-hx\nxxxxx', ['v2', 'x x x x', '   /', 'x O o x', '', 'x x x x'].join('\n')]) {
      const level = parse(text);
      expect(parse(printLevel(level))).toEqual(level);
    }
    expect(printLevel(parse('xxxx\nxHhx\nxxxx'))).toBe('xxxx\nxHhx\nxxxx\n');
  });
});

describe('parse errors', () => {
  it('names an unknown cell with its line and column', () => {
    const e = errorOf('xxxx\nxHqx\nxxxx');
    expect([e.line, e.column, e.file]).toEqual([2, 3, 'level.txt']);
    expect(e.message).toBe('level.txt:2:3: unknown cell "q" (expected x X # wall, - or space floor, h o n c e atoms)');
  });

  it('reports a missing player atom', () => {
    expect(errorOf('xxxx\nxhhx\nxxxx').reason).toMatch(/no player atom/);
  });

  it('takes the last upper-case atom as the player and the others as ordinary atoms', () => {
    const level = parse('xxxxxx\nxH-O-x\nxC---x\nxxxxxx');
    expect(level.atoms).toEqual([
      { x: 1, y: 1, element: 'h', player: false },
      { x: 3, y: 1, element: 'o', player: false },
      { x: 1, y: 2, element: 'c', player: true },
    ]);
  });

  it('reports v2 layout mistakes at the offending column', () => {
    const cell = errorOf('v2\nx x x\n\nx Hhx\n\nx x x');
    expect([cell.line, cell.column]).toEqual([4, 4]);
    expect(cell.reason).toMatch(/between cells/);
    const mod = errorOf('v2\nx x x x\n  /+\nx H h x\n\nx x x x');
    expect([mod.line, mod.column]).toEqual([3, 4]);
    expect(mod.reason).toMatch(/second modifier/);
    expect(errorOf('v2\nx x x x\n   ?\nx H h x').reason).toMatch(/unknown modifier/);
    expect(errorOf('v3\nxxx').reason).toMatch(/unsupported format version/);
    expect(errorOf('v2 sideways\nx x x\nx H x').reason).toMatch(/unknown option "sideways"/);
  });

  it('reads a mark under a cell as the corner on its right, as the earlier solver did', () => {
    const under = parse('v2\nx x x x\n  /\nx H h x\n\nx x x x');
    const between = parse('v2\nx x x x\n   /\nx H h x\n\nx x x x');
    expect(under.modifiers).toEqual([{ x: 1, y: 0, kind: 'weaken' }]);
    expect(under.modifiers).toEqual(between.modifiers);
  });

  it('accepts a byte-order mark, CR-only and CRLF line breaks, and solution lines anywhere', () => {
    const plain = parse('v2\nx x x x\n   +\nx H h x\n\nx x x x\n=D');
    expect(parse('\uFEFFv2\rx x x x\r   +\rx H h x\r\rx x x x\r=D')).toEqual(plain);
    expect(parse('v2\r\nx x x x\r\n   +\r\nx H h x\r\n\r\nx x x x\r\n=D\r\n')).toEqual(plain);
    expect(parse('v2\n=D\nx x x x\n   +\nx H h x\n\nx x x x')).toEqual(plain);
  });

  it('gives a parse error, not a stack overflow, for 200,000 rows', () => {
    expect(errorOf('xHh\n'.repeat(200_000)).reason).toMatch(/too large/);
    expect(errorOf('v2\n' + 'x H h\n\n'.repeat(200_000)).reason).toMatch(/too large/);
  });

  it('rejects a grid too large for the position encoding', () => {
    const row = 'x'.repeat(70);
    expect(errorOf([row, 'xH' + '-'.repeat(68), ...new Array<string>(60).fill(row)].join('\n')).reason).toMatch(/too large/);
  });

  it('rejects bad solution lines and an empty level', () => {
    const e = errorOf('xxxx\nxHhx\nxxxx\n=DWQ');
    expect([e.line, e.column]).toEqual([4, 4]);
    expect(errorOf('').reason).toMatch(/no grid rows/);
  });
});
