import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gridKeyBound, gridProblem, parse, solve, verify } from '../src/index.js';
import { astar } from '@puzzle-solvers/search-core';

// The shared corpus lives outside the repository, next to it; it is read, never copied.
const root = fileURLToPath(new URL('../../../../shared/levels/key-maze/', import.meta.url));
const present = existsSync(`${root}answers.json`);
if (!present) {
  console.warn(`\n!!! key-maze corpus test SKIPPED: ${root} not found !!!\n`);
}

type Answers = Record<string, { part1: number | null; part2: number | null }>;
const answers: Answers = present ? (JSON.parse(readFileSync(`${root}answers.json`, 'utf8')) as Answers) : {};
const cases = Object.entries(answers).flatMap(([file, a]) =>
  (['1', '2'] as const).flatMap((part) => {
    const want = part === '1' ? a.part1 : a.part2;
    return want === null ? [] : [{ file, part, want }];
  }),
);

describe.skipIf(!present)('the shared key-maze corpus', () => {
  it('has the 10 examples and 4 real inputs the issue names', () => {
    expect(Object.keys(answers).filter((f) => f.startsWith('examples/'))).toHaveLength(10);
    expect(Object.keys(answers).filter((f) => f.startsWith('inputs/'))).toHaveLength(4);
  });

  it.each(cases)('solves $file part $part in $want steps, and the verifier agrees', ({ file, part, want }) => {
    const level = parse(readFileSync(root + file, 'utf8'), { file, options: { part } });
    const { result, solution, optimal } = solve(level);
    expect(result.status).toBe('solved');
    expect(result.cost).toBe(want);
    expect(optimal).toBe(true);
    expect(verify(level, solution!)).toEqual({ valid: true, moves: level.keys.length, cost: want });
  });

  it.each(cases.filter((c) => c.file.startsWith('inputs/')))(
    'proves $file part $part impossible without searching when a needed key is taken out',
    ({ file, part }) => {
      const text = readFileSync(root + file, 'utf8');
      let impossible = 0;
      for (const door of new Set(text.match(/[A-Z]/g))) {
        const level = parse(text.replace(door.toLowerCase(), '.'), { file, options: { part } });
        const { result } = solve(level);
        // Either the other keys are still all reachable, or the level is proven impossible at once.
        if (result.status === 'exhausted') {
          expect(result.stats.expanded).toBe(0);
          impossible++;
        } else expect(result.status).toBe('solved');
      }
      expect(impossible).toBeGreaterThan(0);
    },
  );

  it.each(cases.filter((c) => c.file.startsWith('examples/')))(
    'gives the same answer with Dijkstra on $file part $part',
    ({ file, part, want }) => {
      const level = parse(readFileSync(root + file, 'utf8'), { file, options: { part } });
      expect(solve(level, { algorithm: 'dijkstra' }).result.cost).toBe(want);
    },
  );

  it.each(cases.filter((c) => c.file.startsWith('examples/') && c.want <= 86))(
    'agrees with A* on the raw grid on $file part $part',
    ({ file, part, want }) => {
      const level = parse(readFileSync(root + file, 'utf8'), { file, options: { part } });
      expect(astar(gridProblem(level, gridKeyBound(level))).cost).toBe(want);
    },
  );
});
