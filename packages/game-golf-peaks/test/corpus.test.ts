import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, print, solve, verify } from '../src/index.js';

const dir = fileURLToPath(new URL('../../../../shared/levels/golf-peaks/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`\n*** golf-peaks corpus not found at ${dir}: corpus tests SKIPPED ***\n`);

const files = present
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort()
  : [];
const known: Record<string, string[]> = present ? JSON.parse(readFileSync(`${dir}solutions.json`, 'utf8')) : {};
/** The entries of solutions.json that are solutions: not empty, not a `#` comment. */
const solutionsOf = (file: string) => (known[file] ?? []).filter((s) => s.trim() !== '' && !s.trim().startsWith('#'));

describe.skipIf(!present)('the Golf Peaks corpus', () => {
  it('parses every level and prints it back to the same level', () => {
    expect(files.length).toBe(94);
    for (const file of files) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      expect(parse(print(level), { file })).toEqual(level);
    }
  });

  it('replays every known solution to the flag', () => {
    let replayed = 0;
    const failures: string[] = [];
    for (const file of files) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      for (const solution of solutionsOf(file)) {
        const v = verify(level, solution);
        if (v.valid) replayed++;
        else failures.push(`${file} "${solution}": step ${v.step}: ${v.reason}`);
      }
    }
    expect(failures).toEqual([]);
    // 177 entries, of which one is empty (3-7) and one a comment (7-3).
    expect(replayed).toBe(175);
  });

  it('solves every level with the fewest cards, never more than the shortest known solution', () => {
    for (const file of files) {
      const level = parse(readFileSync(dir + file, 'utf8'), { file });
      const shortest = Math.min(...solutionsOf(file).map((s) => s.trim().split(/\s+/).length));
      const { result, solution } = solve(level, { timeoutMs: 10_000 });
      expect(result.status, file).toBe('solved');
      expect(verify(level, solution!).valid, file).toBe(true);
      expect(result.cost, file).toBe(shortest);
      const astar = solve(level, { algorithm: 'astar' });
      expect(astar.result.cost, file).toBe(shortest);
    }
  });
});
