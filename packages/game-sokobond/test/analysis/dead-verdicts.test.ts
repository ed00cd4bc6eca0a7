import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeadVerdicts, verdictCap } from '../../src/analysis/dead-verdicts.js';
import { admissibleEstimate, admissibleHeuristic, fastEstimate, fastHeuristic } from '../../src/heuristics.js';
import { parse } from '../../src/parse.js';
import { DIRECTIONS, initialPosition, move } from '../../src/rules.js';
import { directionsArb, levelTextArb, pushRoomArb, recipeLevelArb, rotatorLevelArb, splitterLevelArb } from '../arbitraries.js';

describe('dead verdicts shared by the estimates of one solve', () => {
  it('give every estimate the value it has alone, along random walks', () => {
    const levelArb = fc
      .oneof(levelTextArb(6), recipeLevelArb(7), pushRoomArb(6), rotatorLevelArb(6), splitterLevelArb(false))
      .map((text) => parse(text));
    let evaluated = 0;
    let judged = 0;
    fc.assert(
      fc.property(levelArb, directionsArb(40), (level, dirs) => {
        const verdicts = new DeadVerdicts();
        const fastShared = fastEstimate(level, true, verdicts);
        const admissibleShared = admissibleEstimate(level, verdicts);
        const fastAlone = fastHeuristic(level);
        const admissibleAlone = admissibleHeuristic(level);
        let pos = initialPosition(level);
        for (const d of dirs) {
          const r = move(level, pos, d);
          if (!r.ok) continue;
          pos = r.position;
          // Both orders: a verdict left by either estimate serves the other.
          expect(admissibleShared(pos)).toBe(admissibleAlone(pos));
          expect(fastShared(pos)).toBe(fastAlone(pos));
          evaluated += 2;
        }
        judged += verdicts.size;
      }),
      { numRuns: 300 },
    );
    // Most evaluations find a verdict already made (the walks come back, the player moves alone).
    expect(judged).toBeLessThan(evaluated / 3);
  });

  it('keep at most a quarter of a memory limit, and 50,000 without one', () => {
    expect(verdictCap(undefined)).toBe(50_000);
    expect(verdictCap(1_024_000)).toBe(1_000);
    expect(verdictCap(0)).toBe(0);
    expect(verdictCap(1e12)).toBe(50_000);
    const level = parse(['xxxxxxxx', 'x--h-h-x', 'xO-h---x', 'x--h-h-x', 'xxxxxxxx'].join('\n'));
    // Every position within three moves.
    let layer = [initialPosition(level)];
    const positions = [...layer];
    for (let depth = 0; depth < 3; depth++) {
      layer = layer.flatMap((pos) => DIRECTIONS.map((d) => move(level, pos, d)).flatMap((r) => (r.ok ? [r.position] : [])));
      positions.push(...layer);
    }
    const judge = (cap: number): DeadVerdicts => {
      const verdicts = new DeadVerdicts(cap);
      const estimate = admissibleEstimate(level, verdicts);
      for (const pos of positions) estimate(pos);
      return verdicts;
    };
    expect(judge(1000).size).toBeGreaterThan(2);
    const full = judge(2);
    expect(full.size).toBe(2);
    expect(full.active).toBe(false);
  });

  it('turn themselves off in levels with splitters, where the player’s cells matter', () => {
    const level = parse(
      ['v2', 'x x x x x x', '', 'x O h - - x', '', 'x x x x - x', '       /', 'x x x x - x', '', 'x x x x x x'].join('\n'),
    );
    expect(level.modifiers.some((m) => m.kind === 'weaken')).toBe(true);
    const verdicts = new DeadVerdicts();
    admissibleEstimate(level, verdicts)(initialPosition(level));
    expect(verdicts.active).toBe(false);
    expect(verdicts.size).toBe(0);
  });
});
