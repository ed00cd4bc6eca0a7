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

  it('calls a position dead when a lone atom can never be pushed beside a side its partner has free', () => {
    // h (top left) sits in a pocket: walls beside and above it, so nothing can push it out. Its
    // only partner, the o bonded to an h above it, can come below it only with its free side down.
    const level = parse(['xxxxxxx', 'xhx-h-x', 'x-x-o-x', 'x---E-x', 'xxxxxxx'].join('\n'));
    expect(isDead(level, initialPosition(level))).toBe(true);
    expect(solve(level, { algorithm: 'bfs' }).result.status).toBe('exhausted');
  });

  it('never marks a position dead from which breadth-first search still finds a solution', () => {
    const wallHugging = recipeLevelArb(6, [['E', 'h', 'h'], ['E', 'o', 'h', 'h'], ['E', 'n', 'h', 'h', 'h'], ['O', 'h', 'h']], 0);
    const levelArb = fc.oneof(levelTextArb(5), recipeLevelArb(6), wallHugging).map((text) => parse(text));
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
      { numRuns: 450 },
    );
    expect(dead).toBeGreaterThan(30);
  });
});
