import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { solve } from '../src/solve.js';
import { verify } from '../src/verify.js';
import { jsonDir, known, present, root } from './helpers/corpus.js';

if (!present) console.warn(`\n*** WARNING: ${root}cosmic-express* not found: the anytime soundness check is SKIPPED ***\n`);

/**
 * The soundness check of `anytime`'s lower bounds on real levels: none exceeds the length of a
 * known board (a bound above it would be a wrong proof).
 */
describe.skipIf(!present)('anytime bounds on the Cosmic Express corpus', () => {
  it('never exceed a known board', () => {
    let checked = 0;
    let positive = 0;
    for (const [file, boards] of Object.entries(known)) {
      const level = parse(readFileSync(jsonDir + file, 'utf8'), { file });
      const lengths = boards.flatMap((b) => {
        const v = verify(level, b);
        return v.valid ? [v.moves] : [];
      });
      if (lengths.length === 0) continue;
      const shortest = Math.min(...lengths);
      const bounds: number[] = [];
      const answer = solve(level, { algorithm: 'anytime', maxExpansions: 300, onSolution: (s) => bounds.push(s.lowerBound) });
      bounds.push(answer.lowerBound ?? 0);
      for (const bound of bounds) expect(bound, file).toBeLessThanOrEqual(shortest);
      checked++;
      if ((answer.lowerBound ?? 0) > 0) positive++;
    }
    console.log(`cosmic-express anytime soundness: ${checked} levels with a known board, ${positive} with a bound above 0`);
    expect(checked).toBeGreaterThan(25);
    expect(positive).toBe(checked);
  });
});
