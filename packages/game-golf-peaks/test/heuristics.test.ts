import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CancelFlag } from '@puzzle-solvers/search-core';
import { relaxedDistancesChecked } from '../src/heuristics.js';
import { parse, print, relaxedDistances, solve } from '../src/index.js';
import { levelArb } from './arbitraries/level.js';
import type { Level } from '../src/level.js';

/** A 40 × 40 level of our own: rolling hills of heights 0–2, the ball in one corner and the flag in the other. */
function hills(): string {
  const rows = Array.from({ length: 40 }, (_, y) =>
    Array.from({ length: 40 }, (_, x) => ((x * 7 + y * 3) % 11 === 0 ? 'x' : String((x + 2 * y) % 3))),
  );
  rows[0]![0] = '0,ball';
  rows[39]![39] = '0,flag';
  return `40x40\n${rows.map((r) => r.join(' ')).join('\n')}\n\n1- 2- 3- 1/ 2/1- 4- 1/1- 2-\n`;
}

/** A flag that reads as cancelled from its (k + 1)-th read on. */
class CountdownFlag extends CancelFlag {
  reads = 0;
  constructor(private readonly k: number) {
    super();
  }
  override get cancelled(): boolean {
    return ++this.reads > this.k;
  }
}

const STOP = Symbol('stop');

/** The table built with a check that stops it at its n-th call, or `undefined`. */
function buildStoppingAt(level: Level, n: number): Int32Array | undefined {
  let calls = 0;
  try {
    return relaxedDistancesChecked(level, () => {
      if (++calls === n) throw STOP;
    });
  } catch (e) {
    if (e === STOP) return undefined;
    throw e;
  }
}

describe('relaxedDistancesChecked', () => {
  it('gives the table relaxedDistances gives, and caches only a whole one', () => {
    fc.assert(
      fc.property(levelArb(), fc.integer({ min: 1, max: 5 }), (level, n) => {
        const cut = buildStoppingAt(level, n);
        const whole = relaxedDistancesChecked(level, () => {});
        if (cut !== undefined) expect(cut).toBe(whole); // finished before its n-th check
        expect([...whole]).toEqual([...relaxedDistances(parse(print(level)))]);
      }),
      { numRuns: 100 },
    );
  });

  it('calls its check every few dozen cells on a large level, and stops where it throws', () => {
    let calls = 0;
    relaxedDistancesChecked(parse(hills()), () => void calls++);
    expect(calls).toBeGreaterThan(20);
    expect(buildStoppingAt(parse(hills()), 3)).toBeUndefined();
  });
});

describe('solve, stopped while it builds its bound', () => {
  it('reads the cancel flag during the build, and stops there', () => {
    const flag = new CountdownFlag(2);
    const out = solve(parse(hills()), { algorithm: 'astar', cancel: flag });
    expect(out.result).toMatchObject({ status: 'aborted', stats: { expanded: 0 } });
    expect(flag.reads).toBe(3);
  });
});
