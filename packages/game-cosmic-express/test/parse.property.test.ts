import { ParseError } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, printLevel } from '../src/parse.js';
import { gridText, jsonText } from './arbitraries/level.js';

/** Parses, and says which of the two allowed outcomes happened; anything else is thrown on. */
function outcome(text: string): 'level' | 'error' {
  try {
    parse(text, { file: 'fuzz' });
    return 'level';
  } catch (e) {
    if (e instanceof ParseError) {
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.column).toBeGreaterThanOrEqual(1);
      return 'error';
    }
    throw e;
  }
}

/** Mutations of a valid text: replace, insert or delete characters. */
const mutated = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(
      base,
      fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.constantFrom(...'.#+*GOPgop?AaZ{}[]",:0123456789xyz- \n'.split(''))), {
        minLength: 1,
        maxLength: 4,
      }),
    )
    .map(([text, edits]) => {
      let t = text;
      for (const [at, kind, ch] of edits) {
        const i = t.length === 0 ? 0 : at % t.length;
        t =
          kind === 0 ? t.slice(0, i) + ch + t.slice(i + 1) : kind === 1 ? t.slice(0, i) + ch + t.slice(i) : t.slice(0, i) + t.slice(i + 1);
      }
      return t;
    });

describe('parser round trips', () => {
  it('prints a grid level back to the same text and the same level', () => {
    fc.assert(
      fc.property(gridText, (text) => {
        const level = parse(text);
        expect(printLevel(level)).toBe(text + '\n');
        expect(parse(printLevel(level))).toEqual(level);
      }),
    );
  });

  it('prints a JSON level back to a text that parses to the same level', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const level = parse(text);
        const again = parse(printLevel(level));
        expect(again).toEqual(level);
        expect(printLevel(again)).toBe(printLevel(level));
      }),
    );
  });
});

describe('parser fuzz', () => {
  it('gives a level or a ParseError for random text, never another exception', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => void outcome(text)));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'.#+*GOPgop?AaZ\n'.split('')), maxLength: 60 }), (text) => void outcome(text)),
    );
  });

  it('gives a level or a ParseError for mutated grid and JSON levels', () => {
    const seen = { level: 0, error: 0 };
    fc.assert(
      fc.property(mutated(fc.oneof(gridText, jsonText)), (text) => {
        seen[outcome(text)]++;
      }),
      { numRuns: 300 },
    );
    // The mutations must exercise both outcomes to mean anything.
    expect(seen.level).toBeGreaterThan(10);
    expect(seen.error).toBeGreaterThan(10);
  });
});
