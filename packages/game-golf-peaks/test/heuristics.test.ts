import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CancelFlag } from '@puzzle-solvers/search-core';
import { relaxedDistancesWithin } from '../src/heuristics.js';
import { parse, print, relaxedDistances, solve } from '../src/index.js';
import { levelArb } from './arbitraries/level.js';

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

describe('relaxedDistancesWithin', () => {
  it('gives the table relaxedDistances gives, and caches only a whole one', () => {
    fc.assert(
      fc.property(levelArb(), fc.nat(5), (level, k) => {
        let asked = 0;
        const cut = relaxedDistancesWithin(level, () => ++asked > k);
        const whole = relaxedDistancesWithin(level, () => false)!;
        if (cut !== undefined) expect(cut).toBe(whole); // finished before its (k + 1)-th check
        expect([...whole]).toEqual([...relaxedDistances(parse(print(level)))]);
      }),
      { numRuns: 100 },
    );
  });

  it('asks whether to stop every few dozen cells on a large level', () => {
    let asked = 0;
    expect(relaxedDistancesWithin(parse(hills()), () => ++asked === 3)).toBeUndefined();
    expect(asked).toBe(3);
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
