import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { additivePatternHeuristic, idaStarInPlace, maxHeuristic, PlacementTracker, rankPlacement } from '@puzzle-solvers/search-core';
import { buildSlidingTileDatabases, SlidingTileInPlace, slidingTileHeuristic } from '../../bench/sliding-tile-pdb.js';
import { solveSpecialised } from '../../bench/sliding-tile-specialised.js';
import { oracle } from './sliding-puzzle.js';

/** Moves of a few pieces on n cells, some taking back the last move (as an undo does), some not. */
const walkArb = fc.record({
  n: fc.integer({ min: 4, max: 40 }),
  k: fc.integer({ min: 1, max: 4 }),
  seed: fc.integer(),
  steps: fc.integer({ min: 1, max: 300 }),
});

describe('PlacementTracker', () => {
  it('ranks as rankPlacement after any moves and undos, however deep', () => {
    fc.assert(
      fc.property(walkArb, ({ n, k, seed, steps }) => {
        let s = seed >>> 0;
        const rand = (m: number) => {
          s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
          return s % m;
        };
        const cells = Array.from({ length: k }, (_, i) => i * Math.floor(n / k));
        const tracker = new PlacementTracker(n, cells);
        const history: [number, number][] = [];
        for (let step = 0; step < steps; step++) {
          const free = Array.from({ length: n }, (_, c) => c).filter((c) => !cells.includes(c));
          if (history.length > 0 && (rand(3) === 0 || free.length === 0)) {
            const [piece, from] = history.pop()!;
            cells[piece] = from;
            tracker.move(piece, from);
          } else if (free.length > 0) {
            const piece = rand(k);
            const to = free[rand(free.length)]!;
            history.push([piece, cells[piece]!]);
            cells[piece] = to;
            tracker.move(piece, to);
          }
          // Read the rank at some steps only, so that ranks go unread across moves too.
          if (rand(2) === 0) expect(tracker.rank).toBe(rankPlacement(cells, n));
        }
        expect(tracker.rank).toBe(rankPlacement(cells, n));
        expect(tracker.clone().rank).toBe(tracker.rank);
      }),
    );
  });
});

describe('pattern heuristics read from trackers', () => {
  const width = 3;
  const patterns = [
    [1, 2, 3],
    [4, 5],
    [6, 7, 8],
  ];
  const databases = buildSlidingTileDatabases(width, 3, patterns);
  const { boards, distanceOf } = oracle(3, 3);

  it('estimate as the index functions do, the mirrored sum and the largest included', () => {
    const byIndex = slidingTileHeuristic(width, patterns, databases);
    const plain = slidingTileHeuristic(width, patterns, databases, { reflected: false });
    for (const tiles of boards.filter((_, i) => i % 499 === 0)) {
      const problem = new SlidingTileInPlace(width, tiles, patterns, databases);
      expect(problem.heuristic(problem.state)).toBe(byIndex(tiles));
      const single = new SlidingTileInPlace(width, tiles, patterns, databases, { reflected: false });
      expect(single.heuristic(single.state)).toBe(plain(tiles));
      // Stopping early gives a value at least `enough` whenever the full one is.
      for (const enough of [0, 5, 10, 20]) {
        const h = problem.heuristic(problem.state, enough);
        expect(h >= enough).toBe(byIndex(tiles) >= enough);
        expect(h).toBeLessThanOrEqual(byIndex(tiles));
      }
    }
  });

  it('give idaStarInPlace the optimal length and the nodes of the specialised loop', () => {
    fc.assert(
      fc.property(fc.nat(boards.length - 1), fc.boolean(), (i, reflected) => {
        const tiles = boards[i]!;
        const r = idaStarInPlace(new SlidingTileInPlace(width, tiles, patterns, databases, { reflected }));
        const s = solveSpecialised(
          width,
          tiles,
          patterns,
          databases.map((d) => d.table),
          reflected,
        );
        expect(r.status).toBe('solved');
        expect(r.moves!.length).toBe(distanceOf(tiles));
        expect(r.stats.generated).toBe(s.generated);
        expect(r.stats.expanded).toBe(s.expanded);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a mix of trackers and index functions', () => {
    const t = new PlacementTracker(9, [1, 2, 3]);
    expect(() =>
      additivePatternHeuristic([
        { database: databases[0]!, tracker: t },
        { database: databases[1]!, index: () => 0 },
      ]),
    ).toThrow();
    // Fused or not, the largest of sums reads the same.
    const sum = additivePatternHeuristic([{ database: databases[0]!, tracker: t }]);
    expect(maxHeuristic(sum, () => 99)(undefined)).toBe(99);
    expect(maxHeuristic(sum, sum)(undefined)).toBe(sum(undefined));
  });
});
