import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { advancePruningCounters, isAlive } from '../../src/prune/prune.js';
import { TrainState } from '../../src/rules.js';
import { pairedGridText as gridText, rimGridText } from '../arbitraries/level.js';

describe('the pruning tests over a long search', () => {
  /** Up to 120 states of the level, depth first. */
  const statesOf = (level: ReturnType<typeof parse>): TrainState[] => {
    const states: TrainState[] = [];
    const walk = (s: TrainState): void => {
      if (states.length >= 120 || s.done) return;
      states.push(s);
      for (let d = 0; d < 4; d++) {
        const c = s.target(d);
        if (c >= 0) walk(s.advance(d, c));
      }
    };
    walk(TrainState.initial(level));
    return states;
  };

  // Levels with crossings and wormholes, and levels without (where the boundary-order test runs,
  // here for any train), each test with and without the block analysis.
  const levelText = fc.oneof(gridText, rimGridText);
  const optionsOf = (blocks: boolean) => ({ blocks, contourMaxCars: 3 });

  it('give the same verdicts before, across and after the point where their counters start again from zero', () => {
    fc.assert(
      fc.property(levelText, fc.integer({ min: 1, max: 40 }), fc.boolean(), (text, below, blocks) => {
        const level = parse(text);
        const states = statesOf(level);
        const verdicts = states.map((s) => isAlive(s, optionsOf(blocks)));
        advancePruningCounters(level, below);
        for (let round = 0; round < 2; round++) expect(states.map((s) => isAlive(s, optionsOf(blocks)))).toEqual(verdicts);
      }),
      { numRuns: 60 },
    );
  });

  it('do not read the marks of a test from before their counters started again as their own', () => {
    fc.assert(
      fc.property(levelText, fc.boolean(), (text, blocks) => {
        const reference = statesOf(parse(text)).map((s) => isAlive(s, optionsOf(blocks)));
        for (let i = 0; i < reference.length; i++) {
          const level = parse(text);
          const states = statesOf(level);
          // Both tests below run with the first epoch, the one the counters start from again; the
          // start, with the shortest track, marks the most cells.
          advancePruningCounters(level, 0);
          isAlive(states[0]!, optionsOf(blocks));
          advancePruningCounters(level, 0);
          expect(isAlive(states[i]!, optionsOf(blocks))).toBe(reference[i]);
        }
      }),
      { numRuns: 40 },
    );
  });
});
