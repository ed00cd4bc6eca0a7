import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { formatLevel, initialState, parse, parseSolution, tubesOf } from '../src/index.js';
import { smallLevelArb } from './arbitraries.js';

/** Parses, and says what happened; any exception other than a ParseError fails the property. */
function outcome(text: string): 'level' | 'error' {
  try {
    const level = parse(text);
    // A level that parses is sound: every colour exactly `capacity` times.
    const counts = new Map<number, number>();
    for (const t of level.tubes) for (const b of t) counts.set(b, (counts.get(b) ?? 0) + 1);
    for (const n of counts.values()) expect(n).toBe(level.capacity);
    return 'level';
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeGreaterThanOrEqual(1);
    return 'error';
  }
}

/** A course-format text for a level (full tubes only) written by us. */
const courseTextArb = fc
  .record({ colours: fc.integer({ min: 1, max: 5 }), capacity: fc.integer({ min: 2, max: 5 }), empty: fc.integer({ min: 0, max: 2 }) })
  .chain(({ colours, capacity, empty }) => {
    const balls = Array.from({ length: colours * capacity }, (_, i) => 'ABCDE'[i % colours]!);
    return fc.shuffledSubarray(balls, { minLength: balls.length, maxLength: balls.length }).map((order) => {
      const lines = [];
      for (let t = 0; t < colours; t++) lines.push(order.slice(t * capacity, (t + 1) * capacity).join(''));
      return `// generated\n${colours}\n${empty}\n${lines.join('\n')}\n`;
    });
  });

/** Edits of a text: delete, insert or replace one character. */
const mutatedArb = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(
      base,
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.constantFrom('delete', 'insert', 'replace'),
          fc.oneof(fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }), fc.constantFrom(' ', 'R', 'G', '"', ',')),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([text, edits]) => {
      let t = text;
      for (const [at, kind, ch] of edits) {
        const i = t.length === 0 ? 0 : at % t.length;
        if (kind === 'delete') t = t.slice(0, i) + t.slice(i + 1);
        else if (kind === 'insert') t = t.slice(0, i) + ch + t.slice(i);
        else t = t.slice(0, i) + ch + t.slice(i + 1);
      }
      return t;
    });

describe('the parser under fuzzing', () => {
  it('gives a level or a positioned ParseError for any text, never another exception', () => {
    const seen = { level: 0, error: 0 };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string({ unit: fc.constantFrom('1', '2', '\n', 'A', 'B', '/', ' ', '{', '"', '[', ']', ',', ':') }),
        ),
        (text) => {
          seen[outcome(text)]++;
        },
      ),
      { numRuns: 300 },
    );
    expect(seen.error).toBeGreaterThan(100);
  });

  it('gives a level or a positioned ParseError for mutated course texts, and parses the unmutated ones', () => {
    const seen = { level: 0, error: 0 };
    fc.assert(
      fc.property(courseTextArb, (text) => {
        expect(outcome(text)).toBe('level');
      }),
    );
    fc.assert(
      fc.property(mutatedArb(courseTextArb), (text) => {
        seen[outcome(text)]++;
      }),
      { numRuns: 500 },
    );
    expect(seen.level).toBeGreaterThan(20);
    expect(seen.error).toBeGreaterThan(100);
  });

  it('gives a level or a positioned ParseError for mutated JSON levels, and round-trips the unmutated ones', () => {
    const seen = { level: 0, error: 0 };
    fc.assert(
      fc.property(smallLevelArb(), ({ level, json }) => {
        const back = parse(formatLevel(level));
        expect(tubesOf(back, initialState(back))).toEqual(level.tubes);
        expect(parse(json).tubes).toEqual(level.tubes);
      }),
    );
    fc.assert(
      fc.property(mutatedArb(smallLevelArb().map((s) => s.json)), (text) => {
        seen[outcome(text)]++;
      }),
      { numRuns: 500 },
    );
    // Most edits break JSON; a few (a blank, a swapped ball) still give a level.
    expect(seen.level).toBeGreaterThan(0);
    expect(seen.error).toBeGreaterThan(100);
  });

  it('reads any solution text as moves or a positioned ParseError', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '0', '>', ' ', '\n', ',', 'x') }), (text) => {
        try {
          for (const m of parseSolution(text)) expect(Math.min(m.from, m.to)).toBeGreaterThanOrEqual(0);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
