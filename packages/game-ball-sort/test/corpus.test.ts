import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ParseError } from '@puzzle-solvers/game-kit';
import { parse, solve, verify } from '../src/index.js';

const root = fileURLToPath(new URL('../../../../shared/levels/ball-sort/', import.meta.url));
const present = existsSync(root);
if (!present) console.warn(`\n!!! ball-sort corpus not found at ${root}: the corpus tests are SKIPPED !!!\n`);

const files = present
  ? readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(root + d.name)
          .filter((f) => f.endsWith('.txt'))
          .map((f) => `${d.name}/${f}`),
      )
      .sort()
  : [];
const optimal: Record<string, number> = present ? JSON.parse(readFileSync(root + 'optimal.json', 'utf8')) : {};
const read = (file: string) => readFileSync(root + file, 'utf8');

describe.skipIf(!present)('the ball sort corpus', () => {
  it('parses every level file except the deliberately broken one', () => {
    expect(files.length).toBe(33);
    for (const file of files) {
      if (file.endsWith('invalid-colour-with-3-balls.txt')) continue;
      expect(() => parse(read(file), { file })).not.toThrow();
    }
  });

  it('refuses invalid-colour-with-3-balls.txt with a message naming the colour', () => {
    const file = 'ball-sort-puzzle-app/invalid-colour-with-3-balls.txt';
    let error: unknown;
    try {
      parse(read(file), { file });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ParseError);
    const e = error as ParseError;
    expect(e.reason).toMatch(/colour 'R' has 3 balls/);
    expect(e.toString()).toMatch(/^ball-sort-puzzle-app\/invalid-colour-with-3-balls\.txt:4:1: /);
  });

  it('has a known optimum for every valid level', () => {
    expect(Object.keys(optimal).sort()).toEqual(files.filter((f) => !f.includes('invalid')));
  });

  // Correctness only: the times are measured by bench/corpus.mjs.
  for (const [file, best] of Object.entries(optimal)) {
    it(`solves ${file} under the app rules in exactly ${best} single-ball moves, and the solution verifies`, () => {
      const level = parse(read(file), { file });
      const { result, solution, optimal: proven } = solve(level, { maxStates: 5_000_000 });
      expect(result.status).toBe('solved');
      expect(result.moves?.length).toBe(best);
      expect(proven).toBe(true);
      expect(verify(level, solution!)).toEqual({ valid: true, moves: best, cost: best });
    });
  }

  for (const file of files.filter((f) => f.startsWith('viu-csci479/'))) {
    it(`solves ${file} under the course rules, in no more moves than the app rules need`, () => {
      const level = parse(read(file), { file, options: { rules: 'course' } });
      const { result, solution } = solve(level, { maxStates: 5_000_000 });
      expect(result.status).toBe('solved');
      // The course rules allow every app move, so they can only be shorter.
      expect(result.moves!.length).toBeLessThanOrEqual(optimal[file]!);
      expect(verify(level, solution!).valid).toBe(true);
      // The same answer under the app rules does not necessarily verify; under the course rules it must.
    });
  }
});
