import { astar } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parse.js';
import { solve } from '../src/solve.js';
import { SokobondState } from '../src/state.js';
import { replaySolution } from '../src/verify.js';
import { parseSolution } from '../src/notation.js';
import { levelTextArb, pushLevelArb, recipeLevelArb, rotatorLevelArb } from './arbitraries.js';
import { level } from './helpers.js';

describe('SokobondState', () => {
  it('implements the State contract with the position string as its key', () => {
    const s = SokobondState.initial(level('xxxxxx', 'xH-h-x', 'xxxxxx'));
    const next = [...s.successors()];
    expect(next.map((x) => x.move)).toEqual(['right']);
    expect(next[0]!.state.isGoal()).toBe(true);
    expect(s.key()).toBe(s.position);
  });

  it('merges positions reached in different orders', () => {
    // The helium player pushes the two helium atoms up, left one first or right one first: one key.
    const lvl = level('xxxxxxx', 'x-----x', 'x-e-e-x', 'x--E--x', 'x-----x', 'xxxxxxx');
    const walk = (keys: string): string => {
      let s = SokobondState.initial(lvl);
      for (const k of keys) s = s.after(({ W: 'up', A: 'left', S: 'down', D: 'right' } as const)[k as 'W'])!;
      return s.key();
    };
    expect(walk('AWSDDWSA')).toBe(walk('DWSAAWSD'));
    expect(walk('AWSDDWSA')).not.toBe(walk(''));
  });

  it('plays a refused move as its reason, leaving the state as it was', () => {
    const s = new SokobondState(level('xxxxx', 'xH-hx', 'xxxxx'));
    expect(s.play('up')).toEqual({ ok: false, reason: 'wall' });
    const r = s.play('right');
    expect(r.ok && r.state.isGoal()).toBe(true);
  });

  it('estimates no more moves than a replayed solution takes, and prunes no position on it', () => {
    const lvl = level('xxxxxxx', 'xH---hx', 'xxxxxxx');
    const r = replaySolution(lvl, parseSolution('DDD'));
    r.positions.forEach((pos, i) => {
      const s = new SokobondState(lvl, pos);
      expect(s.isValid()).toBe(true);
      expect(s.estimate()).toBeLessThanOrEqual(r.positions.length - 1 - i);
    });
  });

  it('gives A* over the State form the same optimal cost as the optimal solve, on small random levels', () => {
    const seen = { solved: 0, exhausted: 0 };
    const limits = { maxExpansions: 5_000 };
    fc.assert(
      fc.property(fc.oneof(levelTextArb(5), recipeLevelArb(6), pushLevelArb(6), rotatorLevelArb(5)), (text) => {
        const lvl = parse(text);
        const own = solve(lvl, { algorithm: 'optimal', ...limits });
        const viaState = astar(new SokobondState(lvl), limits);
        if (own.result.status === 'limit' || viaState.status === 'limit') return;
        expect(viaState.status).toBe(own.result.status);
        if (viaState.status === 'solved' && own.result.status === 'solved') {
          seen.solved++;
          expect(viaState.cost).toBe(own.result.cost);
          expect(replaySolution(lvl, viaState.moves, { blocked: 'refuse' })).toMatchObject({ solved: true, played: viaState.cost });
        } else seen.exhausted++;
      }),
      { numRuns: 120 },
    );
    expect(seen.solved).toBeGreaterThan(20);
    expect(seen.exhausted).toBeGreaterThan(10);
  });
});
