import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { parse, SAMPLES } from '../src/index.js';

function parsesOrReports(text: string, part: string): void {
  try {
    const level = parse(text, { options: { part } });
    expect(level.rows.every((r) => r.length === level.width)).toBe(true);
    expect(level.robots.length).toBeGreaterThan(0);
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    const p = e as ParseError;
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.column).toBeGreaterThanOrEqual(1);
    expect(p.line).toBeLessThanOrEqual(Math.max(1, text.split(/\r\n|\r|\n/).length));
  }
}

describe('the parser on arbitrary text', () => {
  it('gives a level or a ParseError with a position, never another exception', () => {
    const chars = fc.constantFrom('#', '.', '.', '@', 'a', 'b', 'A', 'B', 'z', '\n', '\n', '\r', ' ', '\t', '?', 'é');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 80 }), fc.constantFrom('1', '2', '3'), (cs, part) => {
        parsesOrReports(cs.join(''), part);
      }),
      { numRuns: 500 },
    );
  });

  it('gives a level or a ParseError on mutated sample levels', () => {
    const mutation = fc.record({
      sample: fc.constantFrom(...SAMPLES.map((s) => s.text)),
      at: fc.nat(),
      insert: fc.string({ maxLength: 3 }),
      remove: fc.integer({ min: 0, max: 3 }),
      part: fc.constantFrom('1', '2'),
    });
    fc.assert(
      fc.property(mutation, ({ sample, at, insert, remove, part }) => {
        const i = at % (sample.length + 1);
        parsesOrReports(sample.slice(0, i) + insert + sample.slice(i + remove), part);
      }),
      { numRuns: 500 },
    );
  });
});
