import { ParseError } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, printLevel } from '../src/parse.js';
import { SAMPLES } from '../src/samples.js';
import { levelTextArb } from './arbitraries.js';

/** Parses, returning 'ok' or 'error'; any other exception escapes and fails the property. */
function parseOrError(text: string): 'ok' | 'error' {
  try {
    parse(text);
    return 'ok';
  } catch (e) {
    if (e instanceof ParseError && e.line >= 1 && e.column >= 1) return 'error';
    throw e;
  }
}

const ALPHABET = [
  'x',
  'X',
  '#',
  '-',
  ' ',
  'h',
  'H',
  'o',
  'O',
  'n',
  'c',
  'C',
  'e',
  'E',
  '/',
  '+',
  '@',
  '\n',
  '\r',
  '=',
  'v',
  '2',
  'W',
  'q',
  '\t',
];

/** Random edits of a valid text: replace, insert or delete characters. */
const mutatedArb = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(
      base,
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...ALPHABET), fc.constantFrom('replace', 'insert', 'delete')), {
        minLength: 1,
        maxLength: 6,
      }),
    )
    .map(([text, edits]) => {
      let t = text;
      for (const [at, ch, op] of edits) {
        const i = t.length === 0 ? 0 : at % t.length;
        t =
          op === 'replace'
            ? t.slice(0, i) + ch + t.slice(i + 1)
            : op === 'insert'
              ? t.slice(0, i) + ch + t.slice(i)
              : t.slice(0, i) + t.slice(i + 1);
      }
      return t;
    });

describe('parser fuzzing', () => {
  it('gives a level or a positioned ParseError for random text, never another exception', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ALPHABET), { maxLength: 80 }).map((a) => a.join('')),
        (text) => {
          parseOrError(text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives a level or a positioned ParseError for mutated valid levels', () => {
    const seen = { ok: 0, error: 0 };
    fc.assert(
      fc.property(mutatedArb(fc.oneof(levelTextArb(5), fc.constantFrom(...SAMPLES.map((s) => s.text)))), (text) => {
        seen[parseOrError(text)]++;
      }),
      { numRuns: 400 },
    );
    // Both outcomes must actually occur, or the property tests little.
    expect(seen.ok).toBeGreaterThan(20);
    expect(seen.error).toBeGreaterThan(20);
  });
});

describe('printer round trip', () => {
  it('parses printed random levels to an equal level', () => {
    fc.assert(
      fc.property(levelTextArb(7), (text) => {
        const level = parse(text);
        expect(parse(printLevel(level))).toEqual(level);
        expect(printLevel(parse(printLevel(level)))).toBe(printLevel(level));
      }),
      { numRuns: 200 },
    );
  });
});
