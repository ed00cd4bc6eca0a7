import { bfs } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDead } from '../src/heuristics.js';
import { parse } from '../src/parse.js';
import { initialPosition, move } from '../src/rules.js';
import { problemOf, solve } from '../src/solve.js';
import { directionsArb, levelTextArb, recipeLevelArb } from './arbitraries.js';

describe('dead positions', () => {
  it('does not call a position dead when new bonds can still pair every free electron', () => {
    // N–h bonded at load (N has 2 free): the two lone h can still bond to N.
    const level = parse(['xxxxxxx', 'x--h--x', 'xNh---x', 'x--h--x', 'xxxxxxx'].join('\n'));
    expect(isDead(level, initialPosition(level))).toBe(false);
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('solved');
  });

  it('never marks a position dead from which breadth-first search still finds a solution', () => {
    const levelArb = fc.oneof(levelTextArb(5), recipeLevelArb(6)).map((text) => parse(text));
    let dead = 0;
    fc.assert(
      fc.property(levelArb, directionsArb(12), (level, dirs) => {
        let pos = initialPosition(level);
        for (const d of dirs) {
          const r = move(level, pos, d);
          if (r.ok) pos = r.position;
        }
        if (!isDead(level, pos)) return;
        dead++;
        const r = bfs({ ...problemOf(level), initial: pos }, { maxStates: 20_000 });
        expect(r.status).not.toBe('solved');
      }),
      { numRuns: 300 },
    );
    expect(dead).toBeGreaterThan(20);
  });
});
