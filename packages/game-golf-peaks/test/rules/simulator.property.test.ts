import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/index.js';
import { simulatorOf } from '../../src/rules/simulator.js';
import { levelArb } from '../arbitraries/level.js';

/** Levels full of belts, ice, warps and slopes, where slides are long and loops common. */
const slippery = levelArb({
  maxSide: 5,
  maxHeight: 1,
  maxWarpPairs: 3,
  weights: { belt: 6, ice: 6, 'ice-angle': 3, slope: 3, flat: 2, void: 1, quicksand: 2, water: 2, spring: 2 },
});

/** Every card type × direction from every non-void cell, with the cell itself as the last safe one. */
function* everyPlay(level: Level) {
  const sim = simulatorOf(level);
  for (let c = 0; c < sim.cells; c++) {
    if (sim.kind[c] === 0) continue;
    for (let t = 0; t < sim.cardTypes.length; t++) for (let d = 0; d < 4; d++) yield { sim, c, t, d };
  }
}

describe('the simulation', () => {
  it('always terminates, within a bound on the ball’s path', () => {
    const outcomes = { ok: 0, fail: 0, loop: 0 };
    fc.assert(
      fc.property(slippery, (level) => {
        for (const { sim, c, t, d } of everyPlay(level)) {
          sim.trace = [];
          const r = sim.play(t, d, c, c);
          // 5: the slide ran past 4 × cells moves, which the loop rule makes impossible.
          expect(r).not.toBe(5);
          // Each card step moves at most its distance (+ a warp); a slide leaves each (cell,
          // direction) at most once (+ a warp each time).
          expect(sim.trace.length).toBeLessThanOrEqual(3 * 8 + 8 * sim.cells);
          sim.trace = null;
          if (r === 0) outcomes.ok++;
          else if (r === 3) outcomes.loop++;
          else outcomes.fail++;
        }
      }),
      { numRuns: 60 },
    );
    // The generator must produce loops and successes alike.
    expect(outcomes.loop).toBeGreaterThan(50);
    expect(outcomes.ok).toBeGreaterThan(50);
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(slippery, (level) => {
        for (const { sim, c, t, d } of everyPlay(level)) {
          const r1 = sim.play(t, d, c, c);
          const b1 = sim.ball;
          const s1 = sim.lastSafe;
          const r2 = sim.play(t, d, c, c);
          expect([r2, sim.ball, sim.lastSafe]).toEqual([r1, b1, s1]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never leaves the ball on void or quicksand after a successful card', () => {
    fc.assert(
      fc.property(slippery, fc.nat(), (level, safeSeed) => {
        for (const { sim, c, t, d } of everyPlay(level)) {
          // The last safe cell: the ball's own, or another tile that is not void.
          const tiles = [...level.tiles.keys()].filter((i) => level.tiles[i]!.kind !== 'void');
          for (const lastSafe of [c, tiles[safeSeed % tiles.length]!]) {
            if (sim.play(t, d, c, lastSafe) !== 0) continue;
            const kind = level.tiles[sim.ball]!.kind;
            expect(kind).not.toBe('void');
            expect(kind).not.toBe('quicksand');
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
