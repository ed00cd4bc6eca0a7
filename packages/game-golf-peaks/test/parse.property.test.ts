import { ParseError } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, print } from '../src/index.js';
import { levelArb } from './arbitraries/level.js';

/** Parses, and says what came out: a level, a ParseError, or rethrows anything else. */
function outcome(text: string): 'level' | 'error' {
  try {
    parse(text);
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

describe('parse and print', () => {
  it('reads back every level it prints', () => {
    fc.assert(
      fc.property(levelArb({ maxSide: 6, maxHeight: 12, maxCards: 6, maxWarpPairs: 3 }), (level) => {
        expect(parse(print(level))).toEqual(level);
      }),
    );
  });

  it('gives a level or a ParseError for random text, never another exception', () => {
    const alphabet = fc.constantFrom(...'0123456789x,/- \t\n\r*nesw', 'ball', 'flag', 'warp', 'ice', 'up', 'sand', '/tl', 'icebr', 'boing');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (parts) => {
        outcome(`3x2\n${parts.join('')}`);
        outcome(parts.join(''));
      }),
    );
  });

  it('gives a level or a ParseError for mutated level texts, never another exception', () => {
    const mutation = fc.record({
      at: fc.nat(),
      remove: fc.integer({ min: 0, max: 3 }),
      insert: fc.constantFrom('', '', '', 'x', ',', '9', '1', '\n', ' ', '\t', ',ball', ',flag', ',warp', 'z', '99999', '-', '0x0', '/'),
    });
    const stats = { level: 0, error: 0 };
    fc.assert(
      fc.property(levelArb(), fc.array(mutation, { minLength: 1, maxLength: 2 }), (level, edits) => {
        let text = print(level);
        for (const { at, remove, insert } of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + remove);
        }
        stats[outcome(text)]++;
        // And every prefix cut at an edit point (a file cut short).
        outcome(text.slice(0, edits[0]!.at % (text.length + 1)));
      }),
      { numRuns: 300 },
    );
    // Both outcomes must be common, or the property tests little.
    expect(stats.level).toBeGreaterThan(10);
    expect(stats.error).toBeGreaterThan(10);
  });
});
