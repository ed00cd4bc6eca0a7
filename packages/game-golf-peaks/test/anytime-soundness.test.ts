import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, solve, verify } from '../src/index.js';

const dir = fileURLToPath(new URL('../../../../shared/levels/golf-peaks/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`\n*** golf-peaks corpus not found at ${dir}: the anytime soundness check is SKIPPED ***\n`);

/**
 * The soundness check of `anytime`'s lower bounds on real levels: with the quick search skipped
 * and the passes stopped early (bounds from the admissible estimate) or run out, none exceeds the
 * cards of a known solution.
 */
describe.skipIf(!present)('anytime bounds on the Golf Peaks corpus', () => {
  it('never exceed a known solution', () => {
    const known: Record<string, string[]> = JSON.parse(readFileSync(`${dir}solutions.json`, 'utf8'));
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      const cards = (known[file] ?? []).flatMap((s) => {
        const v = s.trim() === '' || s.trim().startsWith('#') ? undefined : verify(level, s);
        return v?.valid ? [v.cost] : [];
      });
      if (cards.length === 0) continue;
      const shortest = Math.min(...cards);
      for (const maxExpansions of [2, 512, undefined]) {
        const bounds: number[] = [];
        const answer = solve(level, {
          algorithm: 'anytime',
          ...(maxExpansions !== undefined ? { maxExpansions } : {}),
          onSolution: (s) => bounds.push(s.lowerBound),
        });
        bounds.push(answer.lowerBound ?? 0);
        for (const bound of bounds) expect(bound, file).toBeLessThanOrEqual(shortest);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(80);
  });
});
