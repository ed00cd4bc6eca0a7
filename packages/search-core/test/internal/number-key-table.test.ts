import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashNumber } from '../../src/internal/hashed-slots.js';
import type { NumberKeyTable } from '../../src/internal/number-key-table.js';

/** Average extra probes per insertion when `keys` go into a linear-probing table at load ≤ 1/2. */
function averageProbes(keys: readonly number[]): number {
  let cap = 16;
  while (cap < keys.length * 2) cap *= 2;
  const used = new Uint8Array(cap);
  let probes = 0;
  for (const k of keys) {
    let i = hashNumber(k) & (cap - 1);
    while (used[i]) {
      i = (i + 1) & (cap - 1);
      probes++;
    }
    used[i] = 1;
  }
  return probes / keys.length;
}

const range = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

/**
 * Checks gathered over many keys, asserted once: one `expect` per key cost far more than the table
 * itself. `check` records each answer that differs from the expected one; `assertNone` fails with
 * the count and the first few.
 */
function mismatches() {
  const wrong: string[] = [];
  return {
    check(what: string, got: number, want: number): void {
      if (!Object.is(got, want)) wrong.push(`${what}: ${got}, expected ${want}`);
    },
    assertNone(): void {
      expect(wrong.slice(0, 10), `${wrong.length} wrong answers`).toEqual([]);
    },
  };
}

/**
 * A table checked against a `Map` at every step: `add` checks `findOrAdd`'s answer, `finds` checks
 * `find` on any keys, `earlier` picks a key added before (from a generator seeded by the property,
 * so that fast-check can shrink it), and `end` checks every key and the size, then releases the
 * table.
 */
function againstMap(table: NumberKeyTable<number>, seed: number) {
  const model = new Map<number, number>();
  const added: number[] = [];
  const m = mismatches();
  let r = seed;
  const pick = (): number => {
    r = (Math.imul(r, 1_103_515_245) + 12_345) >>> 0;
    return r;
  };
  return {
    pick,
    add(k: number): void {
      m.check(`findOrAdd(${k})`, table.findOrAdd(k, model.size), model.get(k) ?? -1);
      if (!model.has(k)) {
        model.set(k, model.size);
        added.push(k);
      }
    },
    earlier: (): number => added[pick() % added.length]!,
    finds(keys: readonly number[]): void {
      for (const f of keys) m.check(`find(${f})`, table.find(f), model.get(f) ?? -1);
    },
    end(): void {
      for (const [k, node] of model) m.check(`find(${k}) at the end`, table.find(k), node);
      m.assertNone();
      expect(table.size).toBe(model.size);
      table.release();
    },
  };
}

describe('the numeric slot hash', () => {
  // Families of keys that games really produce; a near-identity hash degenerates on some of them.
  const families: Record<string, number[]> = {
    'dense cell numbers': range(200_000, (i) => i),
    'packed x·2^20 + y': range(200_000, (i) => (i % 500) * 2 ** 20 + Math.floor(i / 500)),
    'multiples of 2^16': range(100_000, (i) => i * 65_536),
    'keys above 2^32': range(100_000, (i) => i * 2 ** 33 + 5),
    'position × 2^26 + key bits': range(100_000, (i) => (i % 81) * 2 ** 26 + Math.floor(i / 81) * 37),
    'random 53-bit': range(100_000, (i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 53)),
  };
  it.each(Object.entries(families))('keeps linear probing short on %s', (_name, keys) => {
    expect(averageProbes(keys)).toBeLessThan(3);
  });

  it('is a 32-bit integer for every key', () => {
    for (const k of [0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1]) expect(Number.isInteger(hashNumber(k))).toBe(true);
  });
});

describe('NumberKeyTable', () => {
  it('keeps every key apart when small integer keys are followed by wide ones', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    const keys = [...range(5000, (i) => i - 2500), ...range(5000, (i) => i * 2 ** 40 + 0.5), 2 ** 31, -(2 ** 31) - 1];
    const table = new NumberKeyTable<number>((k) => k, 4);
    const m = mismatches();
    keys.forEach((k, node) => m.check(`findOrAdd(${k}) new`, table.findOrAdd(k, node), -1));
    keys.forEach((k, node) => {
      m.check(`find(${k})`, table.find(k), node);
      m.check(`findOrAdd(${k}) again`, table.findOrAdd(k, 99_999), node);
    });
    m.assertNone();
    expect(table.size).toBe(keys.length);
  });
});

describe('NumberKeyTable forms', () => {
  it('turns hashed without copying the stored keys in the insert that turns it, nor in the next ones', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Dense whole keys across 2^31 (direct), then one no directory can reach (hashed): the keys by
    // node must start as wide as the blocks' span and with room for the inserts to come.
    const dense = range(20_000, (i) => 2 ** 31 - 10_000 + i);
    const table = new NumberKeyTable<number>((k) => k, 4);
    dense.forEach((k, node) => table.findOrAdd(k, node));
    const typedArrays = Object.getPrototypeOf(Int32Array.prototype) as { set: (source: ArrayLike<number>, offset?: number) => void };
    const set = typedArrays.set;
    const copied: number[] = [];
    typedArrays.set = function (this: unknown, source: ArrayLike<number>, offset?: number) {
      copied.push(source.length);
      set.call(this, source, offset);
    };
    const more = range(5_000, (i) => 2 ** 50 + i);
    try {
      more.forEach((k, i) => table.findOrAdd(k, dense.length + i));
    } finally {
      typedArrays.set = set;
    }
    expect(formOf(table).directForm).toBe(false);
    expect(Math.max(0, ...copied)).toBeLessThan(dense.length / 4);
    const m = mismatches();
    [...dense, ...more].forEach((k, node) => m.check(`find(${k})`, table.find(k), node));
    m.assertNone();
  });

  it('finds every key after moving between the direct and the hashed form', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Two keys too far apart for a directory (hashed), then enough dense keys to pay for one, then
    // keys no direct table holds (far below, fractional, above 2^31), then dense keys again.
    const keys = [2 ** 24, ...range(40_000, (i) => i), -7, 2.5, 2 ** 40, ...range(10_000, (i) => 50_000 + i * 3)];
    const table = new NumberKeyTable<number>((k) => k, 4);
    const forms: boolean[] = [];
    const m = mismatches();
    keys.forEach((k, node) => {
      m.check(`find(${k}) before`, table.find(k), -1);
      m.check(`findOrAdd(${k}) new`, table.findOrAdd(k, node), -1);
      m.check(`find(${k}) after`, table.find(k), node);
      if (node === 1 || node === 40_000 || node === keys.length - 1) forms.push((table as unknown as { directForm: boolean }).directForm);
    });
    expect(forms).toEqual([false, true, false]);
    keys.forEach((k, node) => {
      m.check(`find(${k})`, table.find(k), node);
      m.check(`findOrAdd(${k}) again`, table.findOrAdd(k, 99_999), node);
    });
    for (const k of [40_001, 100_001, -1, 2.25, 2 ** 40 + 1, 2 ** 31, 1e9, 2 ** 24 + 1]) m.check(`find(${k}) absent`, table.find(k), -1);
    m.assertNone();
    expect(table.size).toBe(keys.length);
  });

  it('gives back the node of a key added again while the table stays direct', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Dense keys in a shuffled order: every one lands in a block of the direct form.
    const keys = range(20_000, (i) => (i * 7919) % 20_000);
    const table = new NumberKeyTable<number>((k) => k, 4);
    const m = mismatches();
    keys.forEach((k, node) => m.check(`findOrAdd(${k}) new`, table.findOrAdd(k, node), -1));
    expect((table as unknown as { directForm: boolean }).directForm).toBe(true);
    keys.forEach((k, node) => {
      m.check(`findOrAdd(${k}) again`, table.findOrAdd(k, 99_999), node);
      m.check(`find(${k})`, table.find(k), node);
    });
    m.assertNone();
    expect((table as unknown as { directForm: boolean }).directForm).toBe(true);
    expect(table.size).toBe(keys.length);
  });

  it('keeps a fraction apart from the whole key it is closest to', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    const table = new NumberKeyTable<number>((k) => k, 4);
    expect(table.findOrAdd(3, 0)).toBe(-1);
    expect(table.find(3 + 2 ** -51)).toBe(-1);
    expect(table.findOrAdd(3 + 2 ** -51, 1)).toBe(-1);
    expect([table.find(3), table.find(3 + 2 ** -51)]).toEqual([0, 1]);
  });

  it('agrees with a Map on keys in groups far apart (blocks of the direct form)', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Groups of nearby keys around a few centres, as a search over a large grid reaches them; the
    // centres may be negative or far apart, so the directory grows on either side or gives up.
    const arb = fc
      .tuple(
        fc.array(fc.oneof(fc.integer({ min: -(2 ** 20), max: 2 ** 22 }), fc.integer({ min: 0, max: 2 ** 40 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -300, max: 300 })), { minLength: 1, maxLength: 4000 }),
      )
      .map(([centres, picks]) => picks.map(([c, d]) => centres[c % centres.length]! + d));
    fc.assert(
      fc.property(arb, (keys) => {
        const table = new NumberKeyTable<number>((k) => k, 4);
        const model = new Map<number, number>();
        const m = mismatches();
        for (const k of keys) {
          const known = model.get(k);
          m.check(`findOrAdd(${k})`, table.findOrAdd(k, model.size), known ?? -1);
          if (known === undefined) model.set(k, model.size);
        }
        for (const [k, node] of model) m.check(`find(${k})`, table.find(k), node);
        for (const k of keys.slice(0, 50)) m.check(`find(${k + 1000})`, table.find(k + 1000), model.get(k + 1000) ?? -1);
        m.assertNone();
        expect(table.size).toBe(model.size);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with a Map on any sequence of keys', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    const keyArb = fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 0, max: 3000 }) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 2 ** 31 - 1 }) },
      { weight: 1, arbitrary: fc.integer({ min: -50, max: -1 }) },
      { weight: 1, arbitrary: fc.double({ min: -1e15, max: 1e15, noNaN: true }) },
    );
    fc.assert(
      fc.property(fc.array(keyArb, { minLength: 1, maxLength: 3000, size: 'max' }), (keys) => {
        const table = new NumberKeyTable<number>((k) => k, 4);
        const model = new Map<number, number>();
        const m = mismatches();
        keys.forEach((k, i) => {
          const node = model.size;
          const known = model.get(k === 0 ? 0 : k);
          m.check(`findOrAdd(${k})`, table.findOrAdd(k, node), known ?? -1);
          if (known === undefined) model.set(k === 0 ? 0 : k, node);
          const probe = keys[(i * 31) % keys.length]!;
          if (i % 7 === 0) m.check(`find(${probe})`, table.find(probe), model.get(probe || 0) ?? -1);
        });
        m.assertNone();
        expect(table.size).toBe(model.size);
      }),
      { numRuns: 40 },
    );
  });
});

/** The hashed form's growth, read through a cast as the tests above read `directForm`. */
interface Growth {
  directForm: boolean;
  hashed?: { growing: boolean; oldSlots: Int32Array; moved: number };
}
const growthOf = (table: unknown) => {
  const { directForm, hashed } = table as Growth;
  return { directForm, growing: hashed?.growing === true, oldSlots: hashed?.oldSlots ?? new Int32Array(0), moved: hashed?.moved ?? 0 };
};
/** Old slots one insert moves at most (`MOVE_STEP` in hashed-slots.ts). */
const MOVE_STEP = 512;

describe('NumberKeyTable growth', () => {
  it('moves at most a few old slots per insert and is drained before it grows again', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Fractional keys: never direct, so every growth is the hashed form's.
    const table = new NumberKeyTable<number>((k) => k, 4);
    const steps: number[] = [];
    let growths = 0;
    let grewWhileGrowing = false;
    for (let node = 0; node < 200_000; node++) {
      const before = growthOf(table);
      table.findOrAdd(node * 7 + 0.5, node);
      const after = growthOf(table);
      if (!before.growing) {
        if (after.growing) growths++;
        continue;
      }
      // The old array is replaced (or dropped) only once drained: then this step moved the rest.
      const drained = after.oldSlots !== before.oldSlots;
      steps.push((drained ? before.oldSlots.length : after.moved) - before.moved);
      if (drained && after.growing) grewWhileGrowing = true;
    }
    expect(growths).toBeGreaterThanOrEqual(10);
    expect(grewWhileGrowing).toBe(false);
    expect(Math.max(...steps)).toBe(MOVE_STEP);
    expect(steps.every((n) => n > 0)).toBe(true);
  });

  it('agrees with a Map at every step while growing and changing form', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Runs of keys: dense ones pay for the direct form, spread or fractional ones turn it hashed,
    // and enough of either grows the hashed form several times.
    const run = fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('dense') },
        { weight: 2, arbitrary: fc.constant('spread') },
        { weight: 1, arbitrary: fc.constant('fraction') },
      ),
      fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -1000, max: 20_000 }) }, fc.integer({ min: 0, max: 2 ** 31 })),
      fc.integer({ min: 1, max: 3000 }),
    );
    const seen = { growths: 0, findsWhileGrowing: 0, toDirect: 0, toHashed: 0 };
    fc.assert(
      fc.property(fc.array(run, { minLength: 1, maxLength: 12 }), fc.nat(), (runs, seed) => {
        const table = new NumberKeyTable<number>((k) => k, 4);
        const check = againstMap(table, seed);
        let direct = true;
        let growing = false;
        for (const [kind, start, count] of runs) {
          for (let i = 0; i < count; i++) {
            const k = kind === 'dense' ? start + i : kind === 'spread' ? start + i * 97 : start + i * 3 + 0.25;
            check.add(k);
            const g = growthOf(table);
            if (g.directForm !== direct) seen[g.directForm ? 'toDirect' : 'toHashed']++;
            if (g.growing && !growing) seen.growths++;
            direct = g.directForm;
            growing = g.growing;
            // An earlier key (perhaps only in the old slots), the key just added, and one never added.
            check.finds([check.earlier(), k, k + 0.125]);
            if (g.growing) seen.findsWhileGrowing++;
          }
        }
        check.end();
        expect(growthOf(table)).toMatchObject({ directForm: true, growing: false, oldSlots: new Int32Array(0) });
      }),
      { numRuns: 40 },
    );
    expect(seen.growths).toBeGreaterThan(50);
    expect(seen.findsWhileGrowing).toBeGreaterThan(500);
    expect(seen.toDirect).toBeGreaterThan(0);
    expect(seen.toHashed).toBeGreaterThan(0);
  });
});

/** A form change under way, read through a cast (`pending` in number-key-table.ts). */
interface FormChange {
  directForm: boolean;
  pending: number;
  cursor: number;
  blocksMoved: number;
  hashed: { slots: Int32Array };
}
const formOf = (table: unknown) => {
  const { directForm, pending, cursor, blocksMoved, hashed } = table as FormChange;
  return { directForm, pending, cursor, blocksMoved, slots: hashed.slots.length };
};
/** `pending` while turning hashed and while turning direct, and the work one insert does at most. */
const TO_HASHED = 2;
const TO_DIRECT = 3;
const BLOCKS_STEP = 8;
const SLOTS_STEP = 512;

describe('NumberKeyTable form changes', () => {
  it('agrees with a Map at every step while turning hashed and turning direct', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    // Dense runs pay for the direct form; a far or fractional key turns it hashed (its blocks then
    // move over the next inserts); hashed keys whose span the states pay for turn direct at a
    // growth point, unless a far or fractional key comes before the blocks are built.
    const run = fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constant('dense') },
        { weight: 3, arbitrary: fc.constant('offset') },
        { weight: 2, arbitrary: fc.constant('scattered') },
        { weight: 1, arbitrary: fc.constant('far') },
        { weight: 1, arbitrary: fc.constant('fraction') },
      ),
      fc.integer({ min: -5000, max: 200_000 }),
      fc.integer({ min: 1, max: 4000 }),
    );
    const seen = { findsTurningHashed: 0, findsTurningDirect: 0, toDirect: 0, toHashed: 0, givenUp: 0 };
    fc.assert(
      fc.property(fc.array(run, { minLength: 2, maxLength: 10 }), fc.nat(), (runs, seed) => {
        const table = new NumberKeyTable<number>((k) => k, 4);
        const check = againstMap(table, seed);
        let before = formOf(table);
        for (const [kind, start, count] of runs) {
          for (let i = 0; i < count; i++) {
            // A dense run far up (a directory over it costs more than a few states pay for), keys
            // all over a range, dense keys with one too far for any directory every 1,000.
            const k =
              kind === 'dense'
                ? start + i
                : kind === 'offset'
                  ? 2 ** 22 + start * 16 + i
                  : kind === 'scattered'
                    ? start + (check.pick() % 50_000)
                    : kind === 'far'
                      ? start + (i % 1000 === 999 ? 2 ** 40 : i)
                      : start + i + 0.5;
            check.add(k);
            const now = formOf(table);
            if (now.directForm !== before.directForm) seen[now.directForm ? 'toDirect' : 'toHashed']++;
            if (before.pending === TO_DIRECT && now.pending !== TO_DIRECT && !now.directForm) seen.givenUp++;
            before = now;
            // Earlier keys (perhaps only in the frozen blocks), the key just added, one never added.
            check.finds([check.earlier(), check.earlier(), k, k + 0.25, k + 2 ** 40]);
            if (now.pending === TO_HASHED) seen.findsTurningHashed++;
            if (now.pending === TO_DIRECT) seen.findsTurningDirect++;
          }
        }
        check.end();
        expect(formOf(table)).toMatchObject({ directForm: true, pending: 0 });
      }),
      { numRuns: 40 },
    );
    expect(seen.findsTurningHashed).toBeGreaterThan(200);
    expect(seen.findsTurningDirect).toBeGreaterThan(100);
    expect(seen.toDirect).toBeGreaterThan(1);
    expect(seen.toHashed).toBeGreaterThan(10);
    expect(seen.givenUp).toBeGreaterThan(0);
  });

  it('moves at most a few blocks or reads at most a few slots per insert while changing form', async () => {
    const { NumberKeyTable } = await import('../../src/internal/number-key-table.js');
    const table = new NumberKeyTable<number>((k) => k, 4);
    const work = { blocks: [] as number[], slots: [] as number[], turningHashed: 0, turningDirect: 0 };
    let node = 0;
    const m = mismatches();
    const add = (k: number) => {
      const before = formOf(table);
      m.check(`findOrAdd(${k}) new`, table.findOrAdd(k, node++), -1);
      const after = formOf(table);
      if (before.pending === TO_HASHED || after.pending === TO_HASHED) {
        work.blocks.push(after.blocksMoved - before.blocksMoved);
        work.turningHashed++;
      }
      if (before.pending === TO_DIRECT) {
        // The insert that turns direct reads the rest of the slots (the cursor starts over).
        work.slots.push((after.pending === TO_DIRECT ? after.cursor : before.slots) - before.cursor);
        work.turningDirect++;
      }
    };
    // A key 2^24 and 0: too wide a span for the few states (hashed). Dense keys then pay for a
    // directory over it at a growth point, and the blocks are built over the next inserts.
    add(2 ** 24);
    add(0);
    expect(formOf(table).directForm).toBe(false);
    let k = 1;
    while (!formOf(table).directForm) add(k++);
    expect(work.turningDirect).toBeGreaterThan(60);
    expect(Math.max(...work.slots)).toBe(SLOTS_STEP);
    // 300 k dense keys in all (direct), then one key no directory spans: hashed, about 4,700 blocks
    // to move a few per insert.
    while (k < 300_000) add(k++);
    expect(formOf(table).directForm).toBe(true);
    add(2 ** 40);
    expect(formOf(table)).toMatchObject({ directForm: false, pending: TO_HASHED });
    while (formOf(table).pending === TO_HASHED) add(k++);
    expect(Math.max(...work.blocks)).toBe(BLOCKS_STEP);
    expect(work.turningHashed).toBeGreaterThan(4700 / BLOCKS_STEP);
    for (let j = 1; j < k; j += 97) m.check(`find(${j})`, table.find(j), j < 300_000 ? j + 1 : j + 2);
    m.assertNone();
  });
});
