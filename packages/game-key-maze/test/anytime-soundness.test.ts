import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, solve } from '../src/index.js';

const root = fileURLToPath(new URL('../../../../shared/levels/key-maze/', import.meta.url));
const present = existsSync(`${root}answers.json`);
if (!present) console.warn(`\n!!! key-maze corpus not found at ${root}: the anytime soundness check is SKIPPED !!!\n`);

type Answers = Record<string, { part1: number | null; part2: number | null }>;
const answers: Answers = present ? (JSON.parse(readFileSync(`${root}answers.json`, 'utf8')) as Answers) : {};

/**
 * The soundness check of `anytime`'s lower bounds on real levels: stopped early (bounds from the
 * admissible estimate and the passes so far) or not, none exceeds the known answer.
 */
describe.skipIf(!present)('anytime bounds on the key-maze corpus', () => {
  it('never exceed the known answer', () => {
    let checked = 0;
    let positive = 0;
    for (const [file, a] of Object.entries(answers)) {
      for (const part of ['1', '2'] as const) {
        const want = part === '1' ? a.part1 : a.part2;
        if (want === null) continue;
        const level = parse(readFileSync(root + file, 'utf8'), { file, options: { part } });
        for (const maxExpansions of [3, 100, undefined]) {
          const bounds: number[] = [];
          const answer = solve(level, {
            algorithm: 'anytime',
            ...(maxExpansions !== undefined ? { maxExpansions } : {}),
            onSolution: (s) => bounds.push(s.lowerBound),
          });
          bounds.push(answer.lowerBound ?? 0);
          for (const bound of bounds) expect(bound, `${file} part ${part}`).toBeLessThanOrEqual(want);
          if (maxExpansions === undefined) expect(answer.lowerBound, `${file} part ${part}`).toBe(want);
          if (maxExpansions === 3 && (answer.lowerBound ?? 0) > 0) positive++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(positive).toBe(checked);
  });
});
