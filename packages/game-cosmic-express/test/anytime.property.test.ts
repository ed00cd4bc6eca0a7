import { iddfs } from '@puzzle-solvers/search-core';
import { anytimeDisagreement, type GameSolution } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackLengthBound } from '../src/heuristics.js';
import type { Level } from '../src/level.js';
import { parse } from '../src/parse.js';
import { TrainState } from '../src/rules.js';
import { ALGORITHMS, solve } from '../src/solve.js';
import { expand } from '../src/state.js';
import { verify } from '../src/verify.js';
import { gridText, roomyGridText } from './arbitraries/level.js';
import { allSolutions } from './helpers/exhaustive.js';

/** The obvious oracle: iterative deepening over every track, no pruning (undefined at its limit). */
function shortestTrack(level: Level): number | undefined {
  const r = iddfs(
    {
      initial: TrainState.initial(level),
      expand,
      isGoal: (s: TrainState) => s.isSolved(),
      isValid: (s: TrainState) => !s.done || s.isSolved(),
    },
    { cycleCheck: 'none', maxExpansions: 200_000 },
  );
  return r.status === 'solved' ? r.cost : r.status === 'exhausted' ? Infinity : undefined;
}

const levels = fc.oneof(gridText, roomyGridText).map((text) => parse(text));
const maxExpansionsArb = fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined });

describe('trackLengthBound (oracle: every solving track, enumerated without pruning)', () => {
  it('never exceeds the moves left on any solving track, from any of its states', () => {
    let states = 0;
    let positive = 0;
    fc.assert(
      fc.property(levels, (level) => {
        const bound = trackLengthBound(level);
        const { tracks } = allSolutions(level, 20, 100_000);
        // Tracks share their prefixes (the same state objects): each state is estimated once, and
        // the estimates over the moves left asserted together (an expect per state cost more).
        const estimate = new Map<TrainState, number>();
        const over: string[] = [];
        for (const track of tracks) {
          const length = track.length - 1;
          track.forEach((s, i) => {
            let h = estimate.get(s);
            if (h === undefined) estimate.set(s, (h = bound(s)));
            if (h > length - i) over.push(`${s.path().join(' ')}: ${h} > ${length - i}`);
            states++;
            if (h > 0) positive++;
          });
        }
        expect(over).toEqual([]);
      }),
      { numRuns: 150 },
    );
    expect(states).toBeGreaterThan(500);
    expect(positive).toBeGreaterThan(states / 2);
  });
});

describe('anytime on small random levels (oracle: iterative deepening without pruning)', () => {
  it('reports valid tracks, each shorter than the last, bounds never above the optimum, and ends proven optimal', () => {
    const seen = { solvable: 0, improved: 0 };
    fc.assert(
      fc.property(levels, maxExpansionsArb, (level, maxExpansions) => {
        const optimum = shortestTrack(level);
        fc.pre(optimum !== undefined);
        const heard: GameSolution[] = [];
        const answer = solve(level, {
          algorithm: 'anytime',
          ...(maxExpansions !== undefined ? { maxExpansions } : {}),
          onSolution: (s) => heard.push(s),
        });
        expect(anytimeDisagreement((s) => verify(level, s), { heard, answer }, optimum!, maxExpansions === undefined)).toBeUndefined();
        if (heard.length > 1) seen.improved++;
        if (optimum! !== Infinity) seen.solvable++;
      }),
      { numRuns: 150 },
    );
    console.log(`cosmic-express anytime: ${JSON.stringify(seen)}`);
    expect(seen.solvable).toBeGreaterThan(20);
    expect(seen.improved).toBeGreaterThan(0);
  });

  it('every algorithm: a bound never above the optimum, equal to the cost when optimal', () => {
    fc.assert(
      fc.property(
        fc.oneof(gridText).map((t) => parse(t)),
        fc.constantFrom(...ALGORITHMS),
        (level, algorithm) => {
          const optimum = shortestTrack(level);
          fc.pre(optimum !== undefined);
          const answer = solve(level, { algorithm, maxExpansions: 200_000 });
          expect(answer.lowerBound ?? 0).toBeLessThanOrEqual(optimum!);
          if (answer.result.status === 'solved' && answer.optimal) expect(answer.lowerBound).toBe(answer.result.cost);
        },
      ),
      { numRuns: 100 },
    );
  });
});
