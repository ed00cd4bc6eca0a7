import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPatternDatabase,
  idaStarInPlace,
  placementCount,
  rankPlacement,
  unrankPlacement,
  type PatternAbstraction,
  type PatternDatabase,
} from '@puzzle-solvers/search-core';
import { buildSlidingTileDatabases, patternIndex, slidingTileHeuristic } from '../../bench/sliding-tile-pdb.js';
import { manhattan, oracle, slidingInPlace } from './sliding-puzzle.js';

const BOARDS = [
  { width: 4, height: 2 },
  { width: 3, height: 3 },
] as const;

/** Databases are small but not free: build each pattern once per board and encoding. */
const cache = new Map<string, PatternDatabase>();
function database(width: number, height: number, pattern: readonly number[], encoding: 'byte' | 'nibble' = 'byte'): PatternDatabase {
  const name = `${width}x${height}:${pattern.join(',')}:${encoding}`;
  let db = cache.get(name);
  if (!db) {
    db = buildSlidingTileDatabases(width, height, [pattern], { encoding })[0]!;
    cache.set(name, db);
  }
  return db;
}

/** A split of the tiles 1 … n − 1 into up to three disjoint, non-empty patterns. */
function partitionArb(tiles: number) {
  return fc
    .array(fc.integer({ min: 0, max: 2 }), { minLength: tiles, maxLength: tiles })
    .map((groups) => [0, 1, 2].map((g) => groups.flatMap((group, i) => (group === g ? [i + 1] : []))).filter((p) => p.length > 0));
}

describe.each(BOARDS)('pattern databases of the $width×$height sliding puzzle', ({ width, height }) => {
  const n = width * height;
  const { boards, distances, distanceOf } = oracle(width, height);
  const trueDistance = (tiles: readonly number[]) => distanceOf(tiles)!;
  const sample = (seed: number) => boards.filter((_, i) => (i * 7919 + seed) % 37 === 0);

  it('stores the exact distance when the pattern is every tile', () => {
    const all = Array.from({ length: n - 1 }, (_, i) => i + 1);
    const db = database(width, height, all);
    const wrong = boards.filter((tiles) => db.get(patternIndex(tiles, all)) !== trueDistance(tiles));
    expect(wrong).toEqual([]);
    expect(db.maxDistance()).toBe(distances.reduce((a, b) => Math.max(a, b)));
  });

  it("stores a tile's Manhattan distance when the pattern is that tile alone (moves of the others are free)", () => {
    const singles = Array.from({ length: n - 1 }, (_, i) => [i + 1]);
    const h = slidingTileHeuristic(
      width,
      singles,
      singles.map((p) => database(width, height, p)),
      { reflected: false },
    );
    for (const tiles of sample(1)) expect(h(tiles)).toBe(manhattan(tiles, width));
  });

  it('never exceeds the true distance, alone or summed over disjoint patterns', () => {
    fc.assert(
      fc.property(partitionArb(n - 1), fc.nat(36), (patterns, seed) => {
        const dbs = patterns.map((p) => database(width, height, p));
        const sum = slidingTileHeuristic(width, patterns, dbs, { reflected: false });
        const over = sample(seed).filter((tiles) => {
          const d = trueDistance(tiles);
          return sum(tiles) > d || patterns.some((p, i) => dbs[i]!.get(patternIndex(tiles, p)) > d);
        });
        expect(over).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('keeps each nibble entry as the byte entry capped at 14', () => {
    const all = Array.from({ length: n - 1 }, (_, i) => i + 1);
    const bytes = database(width, height, all);
    const nibbles = database(width, height, all, 'nibble');
    expect(nibbles.byteLength).toBe(Math.ceil(bytes.entries / 2));
    const wrong: number[] = [];
    for (let i = 0; i < bytes.entries; i++) {
      const b = bytes.get(i);
      if (nibbles.get(i) !== (b === 255 ? 15 : Math.min(b, 14))) wrong.push(i);
    }
    expect(wrong).toEqual([]);
    expect(bytes.maxDistance()).toBeGreaterThan(14); // so the cap is exercised
  });

  it('gives IDA* optimal solutions (the cost BFS finds)', () => {
    fc.assert(
      fc.property(partitionArb(n - 1), fc.nat(boards.length - 1), (patterns, which) => {
        const tiles = boards[which]!;
        const dbs = patterns.map((p) => database(width, height, p));
        // The reflection needs a square board with a symmetric goal.
        const h = slidingTileHeuristic(width, patterns, dbs, { reflected: width === height });
        const result = idaStarInPlace(slidingInPlace(width, height, tiles, h));
        expect(result.status).toBe('solved');
        expect(result.cost).toBe(trueDistance(tiles));
        expect(result.states?.at(-1)?.tiles).toEqual(Array.from({ length: n }, (_, i) => i));
      }),
      { numRuns: 25 },
    );
  });
});

/** A random directed graph with whole costs from 0 to 3, its goals, and a group size dividing it. */
const graphArb = fc
  .record({ groups: fc.integer({ min: 1, max: 8 }), groupSize: fc.integer({ min: 1, max: 4 }) })
  .chain(({ groups, groupSize }) => {
    const size = groups * groupSize;
    return fc.record({
      size: fc.constant(size),
      groupSize: fc.constant(groupSize),
      edges: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1), fc.integer({ min: 0, max: 3 })), { maxLength: size * 3 }),
      goals: fc.uniqueArray(fc.nat(size - 1), { minLength: 1, maxLength: 3 }),
    });
  });

/** Distances to the nearest goal by Bellman–Ford (Infinity when none is reachable). */
function bellmanFord(size: number, edges: readonly [number, number, number][], goals: readonly number[]): number[] {
  const d = new Array<number>(size).fill(Infinity);
  for (const g of goals) d[g] = 0;
  for (let round = 0; round < size; round++) {
    for (const [from, to, cost] of edges) if (d[to]! + cost < d[from]!) d[from] = d[to]! + cost;
  }
  return d;
}

describe('buildPatternDatabase on weighted graphs', () => {
  it('stores, per group, the smallest distance to a goal that Bellman–Ford finds (costs 0 to 3)', () => {
    fc.assert(
      fc.property(graphArb, ({ size, groupSize, edges, goals }) => {
        const abstraction: PatternAbstraction = {
          id: 'graph',
          size,
          groupSize,
          goals,
          predecessors(index, emit) {
            for (const [from, to, cost] of edges) if (to === index) emit(from, cost);
          },
        };
        const result = buildPatternDatabase(abstraction);
        if (result.status !== 'built') throw new Error(result.status);
        const oracleDistance = bellmanFord(size, edges, goals);
        for (let e = 0; e < size / groupSize; e++) {
          const best = Math.min(...oracleDistance.slice(e * groupSize, (e + 1) * groupSize));
          expect(result.database.get(e)).toBe(best === Infinity ? 255 : best);
        }
      }),
    );
  });
});

describe('buildPatternDatabase by layers (unitCost)', () => {
  it('stores what the bucket queue stores, on graphs whose every move costs 1', () => {
    fc.assert(
      fc.property(graphArb, fc.constantFrom('byte' as const, 'nibble' as const), ({ size, groupSize, edges, goals }, encoding) => {
        const abstraction: PatternAbstraction = {
          id: 'graph',
          size,
          groupSize,
          goals,
          predecessors(index, emit) {
            for (const [from, to] of edges) if (to === index) emit(from, 1);
          },
        };
        const queue = buildPatternDatabase(abstraction, { encoding });
        const layers = buildPatternDatabase({ ...abstraction, unitCost: true }, { encoding });
        if (queue.status !== 'built' || layers.status !== 'built') throw new Error(`${queue.status} ${layers.status}`);
        expect(layers.database.table).toEqual(queue.database.table);
        expect(layers.stats.peakStored).toBe(queue.stats.peakStored);
      }),
    );
  });

  it('builds the same sliding-tile tables as free moves of the other tiles with the blank as a cell', () => {
    // The first form of the abstraction: the blank's cell, and cost 0 for the other tiles' moves.
    const freeMoves = (width: number, height: number, pattern: readonly number[]): PatternAbstraction => {
      const n = width * height;
      const k = pattern.length;
      const cells = new Int32Array(k + 1);
      const owner = new Int8Array(n);
      return {
        id: 'free moves',
        size: placementCount(n, k + 1),
        groupSize: n - k,
        goals: [rankPlacement([...pattern, 0], n)],
        predecessors(index, emit) {
          unrankPlacement(index, n, k + 1, cells);
          owner.fill(-1);
          for (let i = 0; i < k; i++) owner[cells[i]!] = i;
          const blank = cells[k]!;
          const x = blank % width;
          for (const next of [blank - width, x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, blank + width]) {
            if (next < 0 || next >= n) continue;
            const tile = owner[next]!;
            cells[k] = next;
            if (tile >= 0) cells[tile] = blank;
            emit(rankPlacement(cells, n), tile >= 0 ? 1 : 0);
            if (tile >= 0) cells[tile] = next;
            cells[k] = blank;
          }
        },
      };
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...BOARDS),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
        ({ width, height }, pattern) => {
          const old = buildPatternDatabase(freeMoves(width, height, pattern));
          if (old.status !== 'built') throw new Error(old.status);
          expect(database(width, height, pattern).table).toEqual(old.database.table);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a move that does not cost 1', () => {
    const abstraction: PatternAbstraction = {
      id: 'x',
      size: 4,
      goals: [0],
      unitCost: true,
      predecessors: (i, emit) => emit((i + 1) % 4, 0),
    };
    expect(() => buildPatternDatabase(abstraction)).toThrow(expect.objectContaining({ code: 'invalid-cost' }));
  });
});
