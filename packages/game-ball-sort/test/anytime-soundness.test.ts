import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, solve } from '../src/index.js';

const root = fileURLToPath(new URL('../../../../shared/levels/ball-sort/', import.meta.url));
const present = existsSync(root);
if (!present) console.warn(`\n!!! ball-sort corpus not found at ${root}: the anytime soundness check is SKIPPED !!!\n`);
const optimal: Record<string, number> = present ? JSON.parse(readFileSync(root + 'optimal.json', 'utf8')) : {};

/**
 * The soundness check of `anytime`'s lower bounds on real levels: stopped early (bounds from the
 * admissible estimate and the passes so far) or not, none exceeds the known optimum.
 */
describe.skipIf(!present)('anytime bounds on the ball sort corpus', () => {
  it('never exceed the known optimum', () => {
    let positive = 0;
    for (const [file, best] of Object.entries(optimal)) {
      const level = parse(readFileSync(root + file, 'utf8'), { file });
      for (const maxExpansions of [5, 200]) {
        const bounds: number[] = [];
        const answer = solve(level, { algorithm: 'anytime', maxExpansions, onSolution: (s) => bounds.push(s.lowerBound) });
        bounds.push(answer.lowerBound ?? 0);
        for (const bound of bounds) expect(bound, file).toBeLessThanOrEqual(best);
        if (maxExpansions === 5 && (answer.lowerBound ?? 0) > 0) positive++;
      }
    }
    expect(Object.keys(optimal).length).toBeGreaterThan(30);
    expect(positive).toBe(Object.keys(optimal).length);
  });
});
