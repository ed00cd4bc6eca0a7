import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { solve } from '../../src/solve.js';
import { verify } from '../../src/verify.js';
import { corpusFiles, HAVE_CORPUS, knownSolutions, readLevel } from '../corpus.js';

/**
 * The soundness check of `anytime`'s lower bounds on real levels: none exceeds the length of a
 * known solution that replays under these rules (a bound above it would be a wrong proof).
 */
describe.skipIf(!HAVE_CORPUS)('anytime bounds on the real level corpus', () => {
  it('never exceed a known solution', () => {
    const known = knownSolutions();
    let checked = 0;
    let positive = 0;
    for (const file of corpusFiles()) {
      const level = parse(readLevel(file), { file });
      const lengths = (known[file] ?? []).flatMap((s) => {
        const v = verify(level, s);
        return v.valid ? [v.cost] : [];
      });
      if (lengths.length === 0) continue;
      const shortest = Math.min(...lengths);
      const bounds: number[] = [];
      const answer = solve(level, {
        algorithm: 'anytime',
        maxExpansions: 40,
        shortenBudget: 0,
        onSolution: (s) => bounds.push(s.lowerBound),
      });
      bounds.push(answer.lowerBound ?? 0);
      for (const bound of bounds) expect(bound, file).toBeLessThanOrEqual(shortest);
      checked++;
      if ((answer.lowerBound ?? 0) > 0) positive++;
    }
    console.log(`sokobond anytime soundness: ${checked} levels with a known solution, ${positive} with a bound above 0`);
    expect(checked).toBeGreaterThan(90);
    expect(positive).toBeGreaterThan(90);
  });
});
