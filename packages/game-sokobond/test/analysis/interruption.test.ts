import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CancelFlag } from '@puzzle-solvers/search-core';
import { checkpoint, withCheckpoints } from '../../src/analysis/interruption.js';
import { parse } from '../../src/parse.js';
import { solve } from '../../src/solve.js';
import { levelTextArb, manyMoleculesLevelArb, recipeLevelArb } from '../arbitraries.js';

/** A flag that reads as cancelled from its (k + 1)-th read on, wherever the solver reads it. */
class CountdownFlag extends CancelFlag {
  reads = 0;
  constructor(private readonly k: number) {
    super();
  }
  override get cancelled(): boolean {
    return ++this.reads > this.k;
  }
}

describe('withCheckpoints', () => {
  it('calls the check at every checkpoint of its work, and nowhere else', () => {
    const STOP = Symbol('stop');
    let calls = 0;
    const steps: number[] = [];
    const work = (): string => {
      for (let i = 0; i < 10; i++) {
        checkpoint();
        steps.push(i);
      }
      return 'done';
    };
    expect(() =>
      withCheckpoints(() => {
        if (++calls === 3) throw STOP;
      }, work),
    ).toThrow();
    expect(steps).toEqual([0, 1]);
    expect(withCheckpoints(() => {}, work)).toBe('done');
    calls = 0;
    checkpoint(); // outside any run: nothing is called
    expect(calls).toBe(0);
  });

  it('restores the outer check when the inner work ends', () => {
    const seen: string[] = [];
    withCheckpoints(
      () => void seen.push('outer'),
      () => {
        withCheckpoints(
          () => void seen.push('inner'),
          () => checkpoint(),
        );
        checkpoint();
      },
    );
    expect(seen).toEqual(['inner', 'outer']);
  });
});

describe('solve, stopped inside an estimate', () => {
  it('leaves the level’s caches whole: a later solve of the same level finds what a fresh one finds', () => {
    const levelArb = fc.oneof(levelTextArb(6), recipeLevelArb(7), manyMoleculesLevelArb(8));
    fc.assert(
      fc.property(levelArb, fc.nat(60), fc.constantFrom('fast', 'optimal'), (text, k, algorithm) => {
        const level = parse(text);
        const limits = { algorithm, maxExpansions: 300 };
        const cut = solve(level, { ...limits, cancel: new CountdownFlag(k) });
        expect(['aborted', 'solved', 'exhausted', 'limit']).toContain(cut.result.status);
        const again = solve(level, limits);
        const fresh = solve(parse(text), limits);
        expect(again.result.status).toBe(fresh.result.status);
        expect(again.result.stats.expanded).toBe(fresh.result.stats.expanded);
        expect(again.result.stats.generated).toBe(fresh.result.stats.generated);
        expect(again.solution).toBe(fresh.solution);
      }),
      { numRuns: 150 },
    );
  });

  it('stops a large level during its first estimate', () => {
    // 40 × 40 (our own): the first estimate builds a row of distances and a reach per atom.
    const rows = Array.from({ length: 40 }, (_, y) =>
      Array.from({ length: 40 }, (_, x) =>
        x === 0 || y === 0 || x === 39 || y === 39 ? 'x' : (x * 7 + y * 13) % 23 === 0 ? 'h' : '-',
      ).join(''),
    );
    rows[20] = `x${'-'.repeat(18)}C${'-'.repeat(19)}x`;
    const level = parse(rows.join('\n'));
    const flag = new CountdownFlag(3);
    const out = solve(level, { cancel: flag });
    expect(out.result).toMatchObject({ status: 'aborted', stats: { expanded: 0, generated: 0 } });
    // Read by the search once before its root, then at each table the first estimate builds, up
    // to the one that stopped it: the estimate did not run to its end first.
    expect(flag.reads).toBe(4);
  });
});
