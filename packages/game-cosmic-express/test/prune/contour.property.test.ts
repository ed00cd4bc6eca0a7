import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { isAlive } from '../../src/prune/prune.js';
import { TrainState } from '../../src/rules.js';
import { solve } from '../../src/solve.js';
import { verify } from '../../src/verify.js';
import { jsonText, rimGridText } from '../arbitraries/level.js';
import { allSolutions, solvableBelow } from '../helpers/exhaustive.js';

// One car; two purple aliens on the bottom row, their houses on the top row, the entrance low and
// the exit high on the left wall. Every pick-up and every delivery touches the same stretch of the
// outer wall (bottom, right, top), the pick-ups before the deliveries on the way round, so the
// track cannot come back for the second alien after the first delivery.
const SAME_ARC = ['#######', 'Z.p.p.#', '#.....#', '#.....#', 'A.P.P.#', '#######'].join('\n');
// The same with the exit low on the right wall: pick-ups on one arc, deliveries on the other.
const TWO_ARCS = ['#######', '#.p.p.#', '#.....#', '#.....#', 'A.P.P.Z', '#######'].join('\n');

/** The detour test off (it drops equivalent tracks on purpose), the boundary-order test on for any train. */
const ALL_TRAINS = { detours: false, contourMaxCars: 3 } as const;

describe('the boundary-order test', () => {
  it('proves at the start that a track cannot alternate along one stretch of the outer wall', () => {
    const level = parse(SAME_ARC);
    const start = TrainState.initial(level);
    expect(isAlive(start, { contour: false })).toBe(true);
    expect(isAlive(start)).toBe(false);
    expect(allSolutions(level)).toMatchObject({ tracks: [], complete: true });
    expect(solve(level).result).toMatchObject({ status: 'exhausted', stats: { expanded: 0 } });
  });

  it('lets the level through when pick-ups and deliveries lie on different arcs, and it solves', () => {
    const level = parse(TWO_ARCS);
    expect(isAlive(TrainState.initial(level))).toBe(true);
    const { result, solution } = solve(level);
    expect(result.status).toBe('solved');
    expect(verify(level, solution!)).toMatchObject({ valid: true });
  });

  it('never rejects a state on any solution track (random levels of one to three cars; detour test off)', () => {
    let checked = 0;
    const planarJson = jsonText;
    fc.assert(
      fc.property(fc.oneof(rimGridText, rimGridText, planarJson), (text) => {
        const level = parse(text);
        const { tracks } = allSolutions(level);
        fc.pre(tracks.length > 0);
        // Tracks share their prefixes (the same state objects): each state is tested once, and the
        // verdicts asserted together (an expect per state cost more than the test itself).
        const rejected = [...new Set(tracks.flat())].filter((s) => !isAlive(s, ALL_TRAINS));
        expect(rejected.map((s) => s.path().join(' '))).toEqual([]);
        checked++;
      }),
      { numRuns: 250 },
    );
    expect(checked).toBeGreaterThan(40);
  });

  it('gives the same verdict as the unpruned exhaustive search (random levels of one to three cars)', () => {
    let unsolvable = 0;
    let rejectedAtStart = 0;
    fc.assert(
      fc.property(rimGridText, (text) => {
        const level = parse(text);
        const { tracks, complete } = allSolutions(level, 1);
        fc.pre(complete);
        const { result, solution } = solve(level, { prune: { contourMaxCars: 3 } });
        if (tracks.length === 0) {
          expect(result.status).toBe('exhausted');
          unsolvable++;
          if (!isAlive(TrainState.initial(level), ALL_TRAINS) && isAlive(TrainState.initial(level), { contour: false })) rejectedAtStart++;
        } else {
          expect(result.status).toBe('solved');
          expect(verify(level, solution!)).toMatchObject({ valid: true });
        }
      }),
      { numRuns: 250 },
    );
    expect(unsolvable).toBeGreaterThan(10);
    // The test does bite on these levels: some are proved unsolvable by it alone, at the start.
    expect(rejectedAtStart).toBeGreaterThan(0);
  });

  it('rejects only states with no solution below them (exhaustive search from each; trains of two or three cars)', () => {
    let rejected = 0;
    const multi = fc.oneof(
      rimGridText.filter((t) => /a/.test(t)),
      jsonText.filter((t) => !t.includes('"length": 1')),
    );
    fc.assert(
      fc.property(multi, (text) => {
        const level = parse(text);
        let left = 5000;
        const walk = (s: TrainState): void => {
          if (--left < 0 || s.done || !isAlive(s, { detours: false, contour: false })) return;
          if (!isAlive(s, ALL_TRAINS)) {
            rejected++;
            expect(solvableBelow(s, { left: 200_000 }), s.path().join(' ')).toBe(false);
            return;
          }
          for (let d = 0; d < 4; d++) {
            const c = s.target(d);
            if (c >= 0) walk(s.advance(d, c));
          }
        };
        walk(TrainState.initial(level));
      }),
      { numRuns: 4000 },
    );
    expect(rejected).toBeGreaterThan(10);
  });
});
