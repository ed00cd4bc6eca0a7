import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byHash, byKey } from '../../src/hashing.js';
import type { Key } from '../../src/state.js';
import { PAIRS_STEP } from '../../src/internal/hashed-pairs.js';
import { hashString, StringKeyTable } from '../../src/internal/string-key-table.js';
import { createVisitedTable, type VisitedTable } from '../../src/internal/visited-table.js';

/** The seed of every property here: a failure replays with it. */
const SEED = 20_261_130;

/** A growth under way, read through a cast (`HashedPairs` in hashed-pairs.ts). */
interface Growth {
  pairs: { slots: Int32Array; growing: boolean; oldSlots: Int32Array; moved: number; step: number };
}
/** `table` with `step` old pairs moved per insert, so that even a table of 16 pairs grows over several inserts. */
function stepping<T>(table: T, step: number): T {
  (table as Growth).pairs.step = step;
  return table;
}
const growthOf = (table: unknown) => {
  const { slots, growing, oldSlots, moved } = (table as Growth).pairs;
  return { slots, growing, oldSlots, moved };
};

/** Every key gets the same hash: one run of probes, every lookup compares strings. */
class SameHash<S> extends StringKeyTable<S> {
  protected override hashOf(): number {
    return 7;
  }
}

/** A thousand hashes for all keys, spread over the pairs: runs of equal hashes among others. */
class FewHashes<S> extends StringKeyTable<S> {
  protected override hashOf(k: string): number {
    return Math.imul(hashString(k, 1) & 0x3ff, 0x9e3779b1);
  }
}

/**
 * A table checked against a `Map` at every step, as in number-key-table.test.ts: answers that
 * differ are gathered and asserted once; `seen` counts the growths and the finds made while one was
 * under way, so that a test can show the property reached them.
 */
function againstMap(table: VisitedTable<Key>, seed: number, seen: { growths: number; findsWhileGrowing: number }) {
  const model = new Map<Key, number>();
  const added: Key[] = [];
  const wrong: string[] = [];
  const check = (what: string, got: number, want: number): void => {
    if (got !== want) wrong.push(`${what}: ${got}, expected ${want}`);
  };
  let r = seed;
  const pick = (): number => {
    r = (Math.imul(r, 1_103_515_245) + 12_345) >>> 0;
    return r;
  };
  const hasPairs = table instanceof StringKeyTable || 'pairs' in (table as object);
  let growing = false;
  return {
    add(k: Key): void {
      check(`findOrAdd(${JSON.stringify(String(k))})`, table.findOrAdd(k, model.size), model.get(k) ?? -1);
      if (!model.has(k)) {
        model.set(k, model.size);
        added.push(k);
      }
      if (!hasPairs) return;
      const g = growthOf(table).growing;
      if (g && !growing) seen.growths++;
      growing = g;
    },
    /** An earlier key (perhaps only in the old pairs), `k` itself, and `absent` (never added unless the model has it). */
    finds(k: Key, absent: Key): void {
      if (growing) seen.findsWhileGrowing++;
      for (const f of [added[pick() % added.length]!, k, absent])
        check(`find(${JSON.stringify(String(f))})`, table.find(f), model.get(f) ?? -1);
    },
    end(): void {
      for (const [k, node] of model) check(`find(${JSON.stringify(String(k))}) at the end`, table.find(k), node);
      expect(wrong.slice(0, 10), `${wrong.length} wrong answers`).toEqual([]);
      expect(table.size).toBe(model.size);
      table.release();
      expect(table.size).toBe(0);
      for (const k of added.slice(0, 20)) expect(table.find(k)).toBe(-1);
    },
  };
}

/** Keys that are hard on a string table: empty, long, surrogates, differing only late or only in length. */
const awkwardKey = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom('\ud800', '\udc00', '\ud83d\ude00', 'é', '\u0000', '\uffff'), maxLength: 6 }) },
  { weight: 2, arbitrary: fc.nat({ max: 3000 }).map((n) => `${'x'.repeat(2000)}${n}`) },
  { weight: 1, arbitrary: fc.nat({ max: 40 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.constant('') },
);

const tables: [string, (capacity: number, step: number) => VisitedTable<Key>][] = [
  ['seeded hash', (c, step) => stepping(new StringKeyTable<Key>((k) => k, c), step)],
  ['few hashes', (c, step) => stepping(new FewHashes<Key>((k) => k, c), step)],
];
/** Old pairs per insert: the smallest that drains before the next growth, a few more, and the real step. */
const steps = fc.constantFrom(2, 3, 5, PAIRS_STEP);

describe(`StringKeyTable (fast-check seed ${SEED})`, () => {
  for (const [name, make] of tables) {
    it(`agrees with a Map at every step while growing in steps (${name})`, () => {
      const seen = { growths: 0, findsWhileGrowing: 0 };
      // Runs of awkward keys and of many fresh ones (`prefix + i`), so that the table grows many times.
      const run = fc.oneof(
        { weight: 3, arbitrary: fc.array(awkwardKey, { maxLength: 60, size: 'max' }) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(awkwardKey, fc.integer({ min: 1, max: 3000 }))
            .map(([prefix, n]) => Array.from({ length: n }, (_, i) => `${prefix}${i}`)),
        },
      );
      fc.assert(
        fc.property(
          fc.array(run, { minLength: 1, maxLength: 8, size: 'max' }),
          fc.nat(),
          fc.integer({ min: 1, max: 64 }),
          steps,
          (runs, seed, capacity, step) => {
            const check = againstMap(make(capacity, step), seed, seen);
            for (const keys of runs) {
              for (const k of keys) {
                check.add(k);
                check.finds(k, `${k}\u0000`);
              }
            }
            check.end();
          },
        ),
        { seed: SEED, numRuns: 60 },
      );
      expect(seen.growths).toBeGreaterThan(150);
      expect(seen.findsWhileGrowing).toBeGreaterThan(20_000);
    });
  }

  it('agrees with a Map when every key has the same hash', () => {
    const seen = { growths: 0, findsWhileGrowing: 0 };
    fc.assert(
      fc.property(fc.array(awkwardKey, { maxLength: 300, size: 'max' }), fc.nat(), steps, (keys, seed, step) => {
        const check = againstMap(stepping(new SameHash<Key>((k) => k, 1), step), seed, seen);
        for (const k of keys) {
          check.add(k);
          check.finds(k, `${k}!`);
        }
        check.end();
      }),
      { seed: SEED, numRuns: 100 },
    );
    expect(seen.growths).toBeGreaterThan(150);
    expect(seen.findsWhileGrowing).toBeGreaterThan(3000);
  });

  it('keeps keys of other types apart, as a Map does', () => {
    const seen = { growths: 0, findsWhileGrowing: 0 };
    const key = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.integer({ min: -3, max: 30 }),
      fc.bigInt({ min: -3n, max: 30n }),
      fc.constantFrom('1', 1, 1n, '', 0, -0, 0n, Number.NaN, 'NaN'),
    );
    fc.assert(
      fc.property(fc.string(), fc.array(key, { maxLength: 200, size: 'max' }), fc.nat(), (first, keys, seed) => {
        // The table is chosen by the first key: a string.
        const table = createVisitedTable<Key>(
          byKey((k) => k),
          { state: first },
          4,
        );
        expect(table).toBeInstanceOf(StringKeyTable);
        const check = againstMap(stepping(table, 2), seed, seen);
        check.add(first);
        for (const k of keys) {
          check.add(k);
          check.finds(k, typeof k === 'string' ? `${k}?` : String(k));
        }
        check.end();
      }),
      { seed: SEED, numRuns: 200 },
    );
    expect(seen.growths).toBeGreaterThan(80);
    expect(seen.findsWhileGrowing).toBeGreaterThan(5000);
  });
});

describe('StringKeyTable growth', () => {
  it('moves at most a few old pairs per insert and is drained before it grows again', () => {
    const table = new StringKeyTable<string>((k) => k, 4);
    const steps: number[] = [];
    let growths = 0;
    let grewWhileGrowing = false;
    for (let node = 0; node < 300_000; node++) {
      const before = growthOf(table);
      table.findOrAdd(`s${node * 7}`, node);
      const after = growthOf(table);
      if (!before.growing) {
        if (after.growing) growths++;
        continue;
      }
      // The old pairs are replaced (or dropped) only once drained: then this step moved the rest.
      const drained = after.oldSlots !== before.oldSlots;
      steps.push((drained ? before.oldSlots.length / 2 : after.moved) - before.moved);
      if (drained && after.growing) grewWhileGrowing = true;
    }
    expect(growths).toBeGreaterThanOrEqual(14);
    expect(grewWhileGrowing).toBe(false);
    expect(Math.max(...steps)).toBe(PAIRS_STEP);
    expect(steps.every((n) => n > 0)).toBe(true);
    // Half full at most, whatever the growth.
    expect(table.size * 2).toBeLessThanOrEqual(growthOf(table).slots.length / 2);
  });

  it('starts again small after release, and grows again', () => {
    const table = new StringKeyTable<string>((k) => k, 1 << 12);
    for (let i = 0; i < 10_000; i++) table.findOrAdd(`a${i}`, i);
    table.release();
    expect(growthOf(table).slots.length).toBe(32);
    // The keys go too: a released table holds no memory of the search.
    expect((table as unknown as { keys: { get(i: number): string | undefined } }).keys.get(0)).toBeUndefined();
    for (let i = 0; i < 1000; i++) expect(table.findOrAdd(`b${i}`, i)).toBe(-1);
    for (let i = 0; i < 1000; i++) expect(table.find(`b${i}`)).toBe(i);
    expect(table.find('a1')).toBe(-1);
  });
});

describe('hashString', () => {
  it('spreads keys that differ late, by one unit or only in length over the low bits', () => {
    const families: Record<string, string[]> = {
      'numbered keys': Array.from({ length: 1 << 14 }, (_, i) => `k${i}`),
      'one unit late in a long key': Array.from({ length: 1 << 14 }, (_, i) => `${'p'.repeat(300)}${String.fromCharCode(i)}`),
      'lengths of one character': Array.from({ length: 1 << 12 }, (_, i) => 'a'.repeat(i)),
      'two-unit codes': Array.from({ length: 1 << 14 }, (_, i) => String.fromCharCode(i & 0xff, i >> 8, 0xffff)),
    };
    for (const [family, keys] of Object.entries(families)) {
      // As many distinct low bits (the pair index) as a random hash gives at this load, about 1 − 1/e of the keys.
      const buckets = new Set(keys.map((k) => hashString(k, SEED) & (keys.length - 1)));
      expect(buckets.size / keys.length, family).toBeGreaterThan(0.6);
    }
  });

  it('depends on the seed', () => {
    expect(hashString('abc', 1)).not.toBe(hashString('abc', 2));
    expect(hashString('', 1)).not.toBe(hashString('', 2));
  });
});

describe('HashEqualityTable', () => {
  it(`agrees with a Map at every step while growing in steps (fast-check seed ${SEED})`, () => {
    const seen = { growths: 0, findsWhileGrowing: 0 };
    // States are boxed strings: equal contents, distinct objects; the hash sees only the length.
    type Boxed = { readonly k: Key };
    const hashing = byHash<Boxed>(
      (s) => String(s.k).length % 7,
      (a, b) => a.k === b.k,
    );
    fc.assert(
      fc.property(
        fc.array(awkwardKey, { maxLength: 600, size: 'max' }),
        fc.nat(),
        fc.integer({ min: 1, max: 64 }),
        steps,
        (keys, seed, capacity, step) => {
          const inner = stepping(createVisitedTable(hashing, undefined, capacity), step);
          const table: VisitedTable<Key> & { pairs?: unknown } = {
            findOrAdd: (k, node) => inner.findOrAdd({ k }, node),
            find: (k) => inner.find({ k }),
            get size() {
              return inner.size;
            },
            release: () => inner.release(),
            get pairs() {
              return (inner as unknown as Growth).pairs;
            },
          };
          const check = againstMap(table, seed, seen);
          for (const k of keys) {
            check.add(k);
            check.finds(k, `${k}#`);
          }
          check.end();
        },
      ),
      { seed: SEED, numRuns: 100 },
    );
    expect(seen.growths).toBeGreaterThan(150);
    expect(seen.findsWhileGrowing).toBeGreaterThan(5000);
  });

  it('spreads hashes that differ only in high bits over the pairs', () => {
    // Multiples of 2^16, as packed coordinates give: unmixed, every one would pick pair 0.
    const table = createVisitedTable(
      byHash<number>(
        (n) => n << 16,
        (a, b) => a === b,
      ),
      undefined,
      1,
    );
    for (let n = 0; n < 30_000; n++) table.findOrAdd(n, n);
    const { slots } = growthOf(table);
    let run = 0;
    let longest = 0;
    for (let i = 0; i < slots.length / 2; i++) {
      run = slots[2 * i + 1] === 0 ? 0 : run + 1;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(100);
    for (let n = 0; n < 30_000; n += 7) expect(table.find(n)).toBe(n);
  });
});
