// A small fixed-seed slice of the fuzz suite (`pnpm fuzz`), run in-process on the sources: random
// text, mutated levels, the huge inputs and a few solve-and-verify cases for every game. The full
// suite runs each case in a worker under a time and heap cap; here a failure is any outcome but a
// level, a ParseError, moves, or a verified (or honestly unsolved) solve.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as ballSort from '@puzzle-solvers/game-ball-sort';
import * as cosmicExpress from '@puzzle-solvers/game-cosmic-express';
import * as golfPeaks from '@puzzle-solvers/game-golf-peaks';
import * as keyMaze from '@puzzle-solvers/game-key-maze';
import * as sokobond from '@puzzle-solvers/game-sokobond';
import * as searchCore from '@puzzle-solvers/search-core';
// @ts-expect-error plain JavaScript without declarations
import { adaptersOf } from '../scripts/fuzz/games.mjs';
// @ts-expect-error plain JavaScript without declarations
import { readCorpus } from '../scripts/fuzz/corpus.mjs';
// @ts-expect-error plain JavaScript without declarations
import { mutate, parseAndCheck, runCase } from '../scripts/fuzz/cases.mjs';
// @ts-expect-error plain JavaScript without declarations
import { Random } from '../scripts/fuzz/random.mjs';

interface Outcome {
  outcome: string;
  detail?: string;
}
interface Adapter {
  name: string;
  huge: unknown[];
  print(level: unknown): string;
}

const SEED = 20261125;
const levelsDir = resolve(fileURLToPath(new URL('../../shared/levels', import.meta.url)));
const haveLevels = existsSync(levelsDir);
if (!haveLevels) console.warn(`\n!!! real levels not found at ${levelsDir}: the fuzz slice mutates the samples only !!!\n`);

const adapters: Adapter[] = adaptersOf({
  'game-ball-sort': ballSort,
  'game-cosmic-express': cosmicExpress,
  'game-golf-peaks': golfPeaks,
  'game-key-maze': keyMaze,
  'game-sokobond': sokobond,
});
const FAILURES = new Set(['untyped', 'hang', 'heap', 'corrupt', 'wrong']);

describe.each(adapters.map((a) => [a.name, a] as const))('fuzz slice: %s', (_name, adapter) => {
  const corpus = readCorpus(haveLevels ? levelsDir : undefined, adapter);
  const failuresOf = (kind: string, count: number, from = 0): string[] => {
    const out: string[] = [];
    for (let i = from; i < from + count; i++) {
      const r: Outcome = runCase(adapter, corpus, kind, i, SEED, { solveMs: 200, maxExpansions: 2000, stateExpansions: 2000 }, searchCore);
      const id = `${adapter.name} ${kind}:${i}`;
      if (FAILURES.has(r.outcome)) out.push(`${id}: ${r.outcome} ${r.detail ?? ''}`);
    }
    return out;
  };

  it('gives a level or a ParseError for random text, mutated levels and solution texts', () => {
    expect(failuresOf('random', 40)).toEqual([]);
    expect(failuresOf('mutation', 60)).toEqual([]);
    expect(failuresOf('notation', 15)).toEqual([]);
  });

  it('refuses or reads every huge input without a crash', () => {
    expect(failuresOf('huge', adapter.huge.length)).toEqual([]);
  });

  it('verifies every solution the solver returns on mutated levels', () => {
    expect(failuresOf('solve', 4)).toEqual([]);
  });

  it('counts a level whose printed form does not read back as corrupt', () => {
    // The check itself, on a printer that loses the level: it must be caught.
    const broken = { ...adapter, print: () => 'not a level at all \u0000' };
    const sample = (adapter as unknown as { module: { plugin: { samples: { text: string }[] } } }).module.plugin.samples[0]!;
    expect(parseAndCheck(broken, sample.text, {}).outcome).toBe('corrupt');
  });
});

describe('the fuzz harness', () => {
  it('mutates a text with a 2 MB line without passing the longest string V8 allows', () => {
    // Duplicating such a line 2,000 times made a 4 GB string (seed 20261129, cosmic-express huge:8).
    const line = 'x'.repeat(2_000_000);
    for (let seed = 0; seed < 300; seed++) {
      const text: string = mutate(new Random(seed), `${line}\n${line}`, ['x']);
      // Duplications stop at 2^24 characters; the other edits add at most 25,000 each.
      expect(text.length).toBeLessThanOrEqual(2 ** 24 + 4 * 25_000);
    }
  });
});
