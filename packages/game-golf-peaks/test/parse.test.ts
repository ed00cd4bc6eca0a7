import { ParseError } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse, print } from '../src/index.js';

function errorOf(text: string): ParseError {
  try {
    parse(text, { file: 'level.txt' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('parse', () => {
  it('reads the size, the cells, the ball, the flag and the cards', () => {
    const level = parse('1x3\n0,ball\n0\n0,flag\n\n2- 1/1-\n');
    expect(level.width).toBe(1);
    expect(level.height).toBe(3);
    expect(level.ball).toBe(0);
    expect(level.flag).toBe(2);
    expect(level.tiles).toEqual([
      { kind: 'flat', height: 0 },
      { kind: 'flat', height: 0 },
      { kind: 'flat', height: 0 },
    ]);
    expect(level.cards.map((c) => c.label)).toEqual(['2-', '1/1-']);
    expect(level.cards[1]!.steps).toEqual([
      { kind: 'jump', distance: 1 },
      { kind: 'roll', distance: 1 },
    ]);
  });

  it('reads every tile token', () => {
    const level = parse('6x3\n1,up 2,right 3,down 4,left 1,/tl 1,icebr\n0,sand 0,quick 0,water 0,boing 0,*w 0,ice\n0,ball x 0,flag\n\n1-');
    expect(level.tiles.slice(0, 12)).toEqual([
      { kind: 'slope', height: 1, direction: 0 },
      { kind: 'slope', height: 2, direction: 1 },
      { kind: 'slope', height: 3, direction: 2 },
      { kind: 'slope', height: 4, direction: 3 },
      { kind: 'angle', height: 1, corner: 'tl' },
      { kind: 'ice-angle', height: 1, corner: 'br' },
      { kind: 'sand', height: 0 },
      { kind: 'quicksand', height: 0 },
      { kind: 'water', height: 0 },
      { kind: 'spring', height: 0 },
      { kind: 'belt', height: 0, direction: 3 },
      { kind: 'ice', height: 0 },
    ]);
  });

  it('completes short rows with void and accepts tabs and CRLF', () => {
    const level = parse('3x2\r\n0,ball\t0\r\n0,flag\r\n\r\n1-\r\n');
    expect(level.tiles.map((t) => t.kind)).toEqual(['flat', 'flat', 'void', 'flat', 'void', 'void']);
  });

  it('ignores everything after the card line', () => {
    const level = parse('1x2\n0,ball\n0,flag\n\n1-\n\n1-↙\nnot a card');
    expect(level.cards.map((c) => c.label)).toEqual(['1-']);
  });

  it('accepts the ball and the flag on any tile, and prints them back', () => {
    const level = parse('2x1\n0,ice,ball 1,flag,sand\n\n1-');
    expect(level.tiles).toEqual([
      { kind: 'ice', height: 0 },
      { kind: 'sand', height: 1 },
    ]);
    expect(print(level)).toBe('2x1\n0,ice,ball  1,sand,flag\n\n1-\n');
  });

  it('pairs warps by number, a bare warp being pair 0', () => {
    const level = parse('4x1\n0,ball 0,warp 1,warp0 0,flag\n\n1-');
    expect(level.tiles[1]).toEqual({ kind: 'warp', height: 0, pair: 0 });
    expect(level.tiles[2]).toEqual({ kind: 'warp', height: 1, pair: 0 });
  });

  it('reads the tokens of a cell in any order, a missing height being 0', () => {
    const level = parse('3x1\nball ice,2 0,flag\n\n1-');
    expect(level.tiles.slice(0, 2)).toEqual([
      { kind: 'flat', height: 0 },
      { kind: 'ice', height: 2 },
    ]);
  });

  it('says where a malformed level goes wrong', () => {
    expect(errorOf('5by5\n').toString()).toMatch(/^level\.txt:1:1: golf-peaks: expected the size/);
    const unknown = errorOf('2x1\n0,ball 0,lava\n\n1-');
    expect([unknown.line, unknown.column]).toEqual([2, 10]);
    expect(unknown.reason).toMatch(/unknown tile token "lava"/);
    const wide = errorOf('1x1\n0,ball 0,flag\n\n1-');
    expect([wide.line, wide.column]).toEqual([2, 8]);
    const card = errorOf('1x2\n0,ball\n0,flag\n\n1- 2+');
    expect([card.line, card.column]).toEqual([5, 4]);
    expect(errorOf('1x2\n0,ball\n0\n\n1-').reason).toMatch(/no flag/);
    expect(errorOf('1x2\n0\n0,flag\n\n1-').reason).toMatch(/no ball/);
    expect(errorOf('1x2\n0,ball\n0,flag\n').reason).toMatch(/missing the card line/);
    expect(errorOf('1x3\n0,ball\n0,flag').reason).toMatch(/expected 3 rows/);
    expect(errorOf('3x1\n0,ball 0,warp1 0,flag\n\n1-').reason).toMatch(/warp1 appears 1 time; warps come in pairs/);
    expect(errorOf('2x1\n0,ball 0,flag,ball\n\n1-').reason).toMatch(/second ball/);
    expect(errorOf('2x1\n0,ball,up,down 0,flag\n\n1-').reason).toMatch(/at most one tile token/);
    expect(errorOf('2x1\nx1 0,flag\n\n1-').reason).toMatch(/unknown tile token "x1"/);
    expect(errorOf('2x1\n0,1,ball 0,flag\n\n1-').reason).toMatch(/one height, "1" is a second/);
    expect(errorOf('65x1\n0,ball\n\n1-').reason).toMatch(/between 1x1 and 64x64/);
  });

  it("ignores blank lines before the size line and keeps the file's line numbers", () => {
    const text = '1x2\n0,ball\n0,flag\n\n1-';
    expect(parse(`\n \t\n${text}`)).toEqual(parse(text));
    const unknown = errorOf('\n\n2x1\n0,ball 0,lava\n\n1-');
    expect([unknown.line, unknown.column]).toEqual([4, 10]);
    expect(errorOf('\n1x2\n0,ball\n0,flag\n\n1- 2+').line).toBe(6);
    expect(errorOf('\n\n').reason).toMatch(/expected the size/);
  });
});

describe('print', () => {
  it('writes every row in full with void as x', () => {
    expect(print(parse('3x2\n0,ball 1,*e\n2,flag\n\n1- 2/'))).toBe('3x2\n0,ball 1,*e   x\n2,flag x      x\n\n1- 2/\n');
  });
});

describe('parse (hostile input)', () => {
  it('refuses tile names that are properties of every object (constructor, toString, __proto__)', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const e = errorOf(`1x3\n0,ball\n0,${name}\n0,flag\n\n2-\n`);
      expect(e.reason).toMatch(/unknown tile token/);
      expect([e.line, e.column]).toEqual([3, 3]);
    }
  });

  it('accepts a byte-order mark and CR-only or CRLF line ends', () => {
    for (const eol of ['\r', '\r\n']) {
      const level = parse(`\uFEFF1x3${eol}0,ball${eol}0${eol}0,flag${eol}${eol}2-${eol}`);
      expect(level.cards.map((c) => c.label)).toEqual(['2-']);
    }
  });

  it('refuses 200,000 rows by the declared size and reads only what it declares', () => {
    expect(errorOf(`200000x1\n${'0\n'.repeat(200_000)}`).reason).toMatch(/the size must be between/);
  });
});
