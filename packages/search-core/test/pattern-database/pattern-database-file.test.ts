import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPatternDatabase, PatternDatabase, PatternDatabaseError, savePatternDatabase } from '@puzzle-solvers/search-core';
import { buildSlidingTileDatabases, slidingTileAbstraction } from '../../bench/sliding-tile-pdb.js';

const abstraction = slidingTileAbstraction(3, 3, [1, 2, 3]);
const [bytes, nibbles] = (['byte', 'nibble'] as const).map((encoding) => buildSlidingTileDatabases(3, 3, [[1, 2, 3]], { encoding })[0]!);
const id = { abstractionId: abstraction.id };

function refusal(data: ArrayBuffer | Uint8Array, expected = id): PatternDatabaseError {
  try {
    loadPatternDatabase(data, expected);
  } catch (error) {
    if (error instanceof PatternDatabaseError) return error;
    throw error;
  }
  throw new Error('loaded');
}

describe('saving and loading a pattern database', () => {
  it.each([
    ['byte', bytes!],
    ['nibble', nibbles!],
  ])('gives back the same %s table, abstraction id and encoding', (_, db) => {
    const loaded = loadPatternDatabase(savePatternDatabase(db), id);
    expect(loaded.abstractionId).toBe(abstraction.id);
    expect(loaded.encoding).toBe(db.encoding);
    expect(loaded.entries).toBe(db.entries);
    expect(loaded.table).toEqual(db.table);
  });

  it('reads a Uint8Array that is a view into a larger buffer (as a Node Buffer often is)', () => {
    const saved = new Uint8Array(savePatternDatabase(bytes!));
    const larger = new Uint8Array(saved.length + 11);
    larger.set(saved, 5);
    expect(loadPatternDatabase(larger.subarray(5, 5 + saved.length), id).table).toEqual(bytes!.table);
  });

  it('keeps an odd number of nibble entries and a non-ASCII id', () => {
    const db = new PatternDatabase('größe ✓', 'nibble', 3, Uint8Array.of(0x21, 0x0f));
    const loaded = loadPatternDatabase(savePatternDatabase(db), { abstractionId: 'größe ✓' });
    expect([0, 1, 2].map((i) => loaded.get(i))).toEqual([1, 2, 15]);
  });

  it('refuses a database built for another abstraction', () => {
    const e = refusal(savePatternDatabase(bytes!), { abstractionId: slidingTileAbstraction(3, 3, [1, 2, 4]).id });
    expect(e.code).toBe('wrong-abstraction');
    expect(e.message).toMatch(/^search-core: .*pattern 1,2,3 v1.*expected.*pattern 1,2,4 v1/);
  });

  it('refuses other data, another version, a cut or padded file and a changed table', () => {
    const saved = new Uint8Array(savePatternDatabase(bytes!));
    expect(refusal(new TextEncoder().encode('{"not": "a database"}........')).code).toBe('not-a-database');
    expect(refusal(new Uint8Array(3)).code).toBe('not-a-database');
    const version = saved.slice();
    version[4] = 2;
    expect(refusal(version)).toMatchObject({ code: 'unsupported-version', offset: 4 });
    expect(refusal(saved.subarray(0, saved.length - 1)).code).toBe('malformed');
    expect(refusal(saved.subarray(0, 20)).code).toBe('malformed');
    expect(refusal(Uint8Array.of(...saved, 0)).code).toBe('malformed');
    const changed = saved.slice();
    changed[changed.length - 100] = changed[changed.length - 100]! ^ 1;
    expect(refusal(changed).code).toBe('malformed');
    const encoding = saved.slice();
    encoding[6] = 9;
    expect(refusal(encoding)).toMatchObject({ code: 'malformed', offset: 6 });
  });

  it('loads or throws a PatternDatabaseError on any corruption, never another error', () => {
    const saved = new Uint8Array(savePatternDatabase(nibbles!));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(saved.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        fc.nat(saved.length),
        (edits, cut) => {
          const data = saved.slice(0, Math.max(cut, saved.length - 8));
          for (const [at, value] of edits) if (at < data.length) data[at] = value;
          try {
            const db = loadPatternDatabase(data, id);
            expect(db.table).toEqual(nibbles!.table); // only edits that changed nothing load
          } catch (error) {
            expect(error).toBeInstanceOf(PatternDatabaseError);
          }
        },
      ),
    );
  });
});
