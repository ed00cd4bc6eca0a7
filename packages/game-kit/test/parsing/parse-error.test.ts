import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ParseError, isParseError } from '@puzzle-solvers/game-kit';

const dist = fileURLToPath(new URL('../../dist/index.cjs', import.meta.url));

describe('ParseError', () => {
  it('prints file:line:col: reason', () => {
    const e = new ParseError('no player', { file: 'a.txt', line: 3, column: 7 });
    expect(e.toString()).toBe('a.txt:3:7: no player');
    expect([e.file, e.line, e.column, e.reason]).toEqual(['a.txt', 3, 7, 'no player']);
  });

  it('names <input> when no file is given', () => {
    expect(new ParseError('x', { line: 1, column: 1 }).message).toBe('<input>:1:1: x');
  });
});

describe('isParseError', () => {
  it('recognises a ParseError and nothing else', () => {
    expect(isParseError(new ParseError('x', { line: 1, column: 1 }))).toBe(true);
    for (const other of [new Error('x'), new RangeError('x'), null, undefined, 'ParseError', { name: 'ParseError', line: 1 }]) {
      expect(isParseError(other)).toBe(false);
    }
  });

  it.skipIf(!existsSync(dist))('recognises the errors of the CommonJS build, which instanceof does not', () => {
    const cjs = createRequire(import.meta.url)(dist) as typeof import('@puzzle-solvers/game-kit');
    const foreign = new cjs.ParseError('x', { line: 2, column: 3 });
    expect(foreign instanceof ParseError).toBe(false);
    expect(isParseError(foreign)).toBe(true);
    expect(cjs.isParseError(new ParseError('y', { line: 1, column: 1 }))).toBe(true);
  });
});
