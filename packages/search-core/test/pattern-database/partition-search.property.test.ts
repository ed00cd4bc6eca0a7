import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prng } from '../../bench/grid.js';
import {
  connected,
  entryHistogram,
  expectedDiscount,
  mirrorPartition,
  partitionKey,
  randomConnectedPartition,
  randomSolvableBoard,
  solvable,
  swapNeighbours,
} from '../../bench/partition-search.js';

/** Every board of a small puzzle that reaches the goal (tile t on cell t), by a breadth-first search. */
function reachable(width: number, height: number): Set<string> {
  const n = width * height;
  const goal = Array.from({ length: n }, (_, i) => i);
  const seen = new Set([goal.join(',')]);
  const queue = [goal];
  while (queue.length > 0) {
    const tiles = queue.pop()!;
    const blank = tiles.indexOf(0);
    const x = blank % width;
    for (const next of [blank - width, x > 0 ? blank - 1 : -1, x < width - 1 ? blank + 1 : -1, blank + width]) {
      if (next < 0 || next >= n) continue;
      const child = [...tiles];
      child[blank] = child[next]!;
      child[next] = 0;
      const key = child.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(child);
      }
    }
  }
  return seen;
}

/** Every arrangement of 0 … n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** Connectivity by repeated merging of neighbouring cells: an oracle apart from the flood fill. */
function connectedOracle(group: readonly number[], width: number): boolean {
  const label = new Map(group.map((c) => [c, c]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const a of group)
      for (const b of group) {
        const adjacent = Math.abs(a - b) === width || (Math.abs(a - b) === 1 && Math.floor(a / width) === Math.floor(b / width));
        if (adjacent && label.get(a)! !== label.get(b)!) {
          const low = Math.min(label.get(a)!, label.get(b)!);
          label.set(a, low);
          label.set(b, low);
          changed = true;
        }
      }
  }
  return new Set(label.values()).size <= 1;
}

const groupArb = fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { minLength: 0, maxLength: 8 });

describe('partition search pieces', () => {
  it('solvable agrees with a breadth-first search from the goal on every board of 3×2 and 2×3', () => {
    for (const [w, h] of [
      [3, 2],
      [2, 3],
    ] as const) {
      const reach = reachable(w, h);
      for (const tiles of permutations(w * h)) expect(solvable(tiles, w)).toBe(reach.has(tiles.join(',')));
    }
  });

  it('random solvable boards are permutations that reach the goal, every solvable 3×2 board about equally often', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom([3, 3], [4, 4], [5, 5], [3, 2]), (seed, [w, h]) => {
        const random = prng(seed);
        for (let i = 0; i < 20; i++) {
          const tiles = randomSolvableBoard(random, w!, h!);
          expect([...tiles].sort((a, b) => a - b)).toEqual(Array.from({ length: w! * h! }, (_, c) => c));
          expect(solvable(tiles, w!)).toBe(true);
        }
      }),
    );
    // Every solvable board of 3×2 comes up, about equally often.
    const random = prng(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 36_000; i++) {
      const key = randomSolvableBoard(random, 3, 2).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(360);
    for (const c of counts.values()) expect(c).toBeGreaterThan(50);
  });

  it('connected agrees with merging neighbours', () => {
    fc.assert(
      fc.property(groupArb, (group) => {
        expect(connected(group, 4)).toBe(connectedOracle(group, 4));
      }),
    );
  });

  it('swap neighbours are exactly the connected partitions one trade of two tiles away', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const p = randomConnectedPartition(prng(seed), 4, 4, [6, 6, 3])!;
        const key = (q: readonly (readonly number[])[]) => q.map((g) => [...g].sort((a, b) => a - b).join(',')).join(' | ');
        const got = new Set(swapNeighbours(p, 4).map(key));
        // Oracle: every trade between two groups, kept when the merging oracle calls both groups connected.
        const want = new Set<string>();
        for (let g = 0; g < 3; g++)
          for (let h = g + 1; h < 3; h++)
            for (const a of p[g]!)
              for (const b of p[h]!) {
                const q = p.map((group) => [...group]);
                q[g] = q[g]!.map((t) => (t === a ? b : t));
                q[h] = q[h]!.map((t) => (t === b ? a : t));
                if (q.every((group) => connectedOracle(group, 4))) want.add(key(q));
              }
        expect(got).toEqual(want);
      }),
      { numRuns: 30 },
    );
  });

  it('random connected partitions cover the tiles once, in connected groups of the sizes asked', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom([6, 6, 3], [5, 5, 5], [7, 8]), (seed, sizes) => {
        const p = randomConnectedPartition(prng(seed), 4, 4, sizes)!;
        expect(p.map((g) => g.length)).toEqual(sizes);
        expect(p.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
        for (const g of p) expect(connectedOracle(g, 4)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('a partition and its mirror image share a key; two partitions apart in tiles do not', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const p = randomConnectedPartition(prng(seed), 4, 4, [6, 6, 3])!;
        expect(partitionKey(mirrorPartition(p, 4), 4)).toBe(partitionKey(p, 4));
        expect(partitionKey([...p].reverse(), 4)).toBe(partitionKey(p, 4));
        // A swap changes two groups: the key changes, unless the swap gave the mirror image.
        const sorted = (q: readonly (readonly number[])[]) =>
          q
            .map((g) => [...g].sort((a, b) => a - b).join(','))
            .sort()
            .join(' | ');
        const mirror = sorted(mirrorPartition(p, 4));
        for (const q of swapNeighbours(p, 4)) expect(partitionKey(q, 4) === partitionKey(p, 4)).toBe(sorted(q) === mirror);
      }),
      { numRuns: 30 },
    );
  });

  it('expectedDiscount is the mean of b^-entry over the entries, unreached ones counting 0', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.double({ min: 1.01, max: 4, noNaN: true }), (table, b) => {
        const mean = Array.from(table, (v) => (v === 255 ? 0 : b ** -v)).reduce((s, x) => s + x, 0) / table.length;
        expect(expectedDiscount(entryHistogram(table), b)).toBeCloseTo(mean, 12);
      }),
    );
    // A stronger database (every entry raised) predicts fewer nodes.
    const weak = entryHistogram(Uint8Array.from([0, 1, 2, 3]));
    const strong = entryHistogram(Uint8Array.from([1, 2, 3, 4]));
    expect(expectedDiscount(strong, 2)).toBeLessThan(expectedDiscount(weak, 2));
  });
});
