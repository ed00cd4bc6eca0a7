import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { fastHeuristic } from '../../src/heuristics.js';
import { isWalkLevel, walkPortfolio } from '../../src/search/walk-search.js';
import { ROTATOR_ROOM } from '../fixtures/rotator-room.js';
import { rotatorDenseLevelArb } from '../arbitraries.js';

describe('walk search', () => {
  it('counts the work of every search of a portfolio, and shares the memory limits among them', () => {
    let cut = 0;
    fc.assert(
      fc.property(
        rotatorDenseLevelArb(8),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 2, max: 400 }),
        (text, maxExpansions, maxStates) => {
          const level = parse(text);
          fc.pre(isWalkLevel(level));
          const h = fastHeuristic(level);
          const r = walkPortfolio(level, h, { maxExpansions }, [2, 1], [3, 1]);
          expect(r.stats.expanded).toBeLessThanOrEqual(maxExpansions);
          if (r.status === 'limit') {
            cut++;
            expect(r.stats.expanded).toBe(maxExpansions);
            // Both searches stored at least their start; each expansion's children were generated.
            expect(r.stats.peakStored).toBeGreaterThanOrEqual(2);
            expect(r.stats.generated).toBeGreaterThanOrEqual(r.stats.peakStored - 2);
          }
          // Memory: the searches together hold about maxStates (each its part, plus one expansion's children).
          const m = walkPortfolio(level, h, { maxStates }, [2, 1], [3, 1]);
          const children = 4 * level.width * level.height;
          expect(m.stats.peakStored).toBeLessThanOrEqual(maxStates + 2 * children);
          if (m.status === 'limit') expect(m.limit).toBe('states');
        },
      ),
      { numRuns: 40 },
    );
    expect(cut).toBeGreaterThan(5);
  });

  it('holds one deadline for its searches, however late the second one takes its first turn', () => {
    // A room full of rotators, and an estimate that costs a millisecond a call: the first search's
    // turn outlasts the time limit, so the second one's first turn starts after it.
    const level = parse(ROTATOR_ROOM);
    const h = fastHeuristic(level);
    const slow = (pos: Parameters<typeof h>[0]): number => {
      const end = performance.now() + 1;
      while (performance.now() < end) {
        // spin
      }
      return h(pos);
    };
    const t = performance.now();
    const r = walkPortfolio(level, slow, { timeoutMs: 300 }, [2, 1], [3, 1]);
    const took = performance.now() - t;
    expect(r).toMatchObject({ status: 'limit', limit: 'time' });
    // Each search counting its own 300 ms from its first turn would end at 600 ms or later.
    expect(took).toBeLessThan(480);
  });
});
