import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPatternDatabase,
  checkPatternDatabase,
  loadPatternDatabase,
  type PatternAbstraction,
  PatternDatabase,
  PatternDatabaseError,
  idaStarInPlace,
  SearchError,
  savePatternDatabase,
} from '@puzzle-solvers/search-core';
import { buildSlidingTileDatabases, patternIndex, slidingTileAbstraction, slidingTileHeuristic } from '../../bench/sliding-tile-pdb.js';
import { oracle, slidingInPlace } from './sliding-puzzle.js';

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
    expect(e.message).toMatch(/^search-core: .*pattern 1,2,3 .*expected.*pattern 1,2,4 /);
  });

  it('refuses other data, another version, a cut or padded file and a changed table', () => {
    const saved = new Uint8Array(savePatternDatabase(bytes!));
    expect(refusal(new TextEncoder().encode('{"not": "a database"}........')).code).toBe('not-a-database');
    expect(refusal(new Uint8Array(3)).code).toBe('not-a-database');
    const version = saved.slice();
    version[4] = 3;
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

/** Where a saved file's table starts (after the header and the padded id). */
function tableStart(saved: Uint8Array): number {
  const idLength = new DataView(saved.buffer, saved.byteOffset).getUint32(28, true);
  return 32 + Math.ceil(idLength / 8) * 8;
}

/** Writes a fresh FNV-1a checksum of the table into the header, as someone editing a file would. */
function recomputeChecksum(saved: Uint8Array): Uint8Array {
  let hash = 0x811c9dc5;
  for (let i = tableStart(saved); i < saved.length; i++) hash = Math.imul(hash ^ saved[i]!, 0x01000193);
  new DataView(saved.buffer, saved.byteOffset).setUint32(24, hash >>> 0, true);
  return saved;
}

function loadError(data: Uint8Array, expected: Parameters<typeof loadPatternDatabase>[1]): PatternDatabaseError | undefined {
  try {
    loadPatternDatabase(data, expected);
    return undefined;
  } catch (error) {
    if (error instanceof PatternDatabaseError) return error;
    throw error;
  }
}

describe('a pattern database file that lies', () => {
  // Every tile of the 3×2 puzzle: one entry per state (no groups), every move costs 1.
  const whole = slidingTileAbstraction(3, 2, [1, 2, 3, 4, 5]);
  const wholeDb = buildSlidingTileDatabases(3, 2, [[1, 2, 3, 4, 5]])[0]!;
  const wholeSaved = new Uint8Array(savePatternDatabase(wholeDb));

  it('is caught by the full check whatever entry is edited, the checksum recomputed', () => {
    fc.assert(
      fc.property(fc.nat(wholeDb.entries - 1), fc.integer({ min: 0, max: 255 }), (entry, value) => {
        const edited = wholeSaved.slice();
        const at = tableStart(edited) + entry;
        fc.pre(edited[at] !== value);
        edited[at] = value;
        recomputeChecksum(edited);
        expect(loadError(edited, { abstraction: whole, verify: 'full' })?.code).toMatch(/^(inconsistent|out-of-range)$/);
      }),
    );
  });

  /** The neighbours of each state of the 3×2 puzzle (its moves can be undone). */
  const neighbours = Array.from({ length: wholeDb.entries }, (_, s) => {
    const list: number[] = [];
    whole.predecessors(s, (p) => list.push(p));
    return list;
  });
  const reached = Array.from({ length: wholeDb.entries }, (_, s) => s).filter((s) => wholeDb.get(s) !== 255 && wholeDb.get(s) > 0);

  it('catches an entry raised by 2, which a move one cost longer still "explains" (the upper bound)', () => {
    const raisable = reached.filter((s) => wholeDb.get(s) + 2 <= wholeDb.maxDistance());
    expect(raisable.length).toBeGreaterThan(100);
    for (const s of raisable.filter((_, i) => i % 7 === 0)) {
      const edited = wholeSaved.slice();
      edited[tableStart(edited) + s] = wholeDb.get(s) + 2;
      expect(loadError(recomputeChecksum(edited), { abstraction: whole, verify: 'full' })?.code, `entry ${s}`).toBe('inconsistent');
    }
  });

  it('catches an entry lowered by 2 where no neighbour is farther (the support of each entry)', () => {
    const peaks = reached.filter((s) => wholeDb.get(s) >= 2 && neighbours[s]!.every((t) => wholeDb.get(t) < wholeDb.get(s)));
    expect(peaks.length).toBeGreaterThan(0);
    for (const s of peaks) {
      const edited = wholeSaved.slice();
      const start = tableStart(edited);
      edited[start + s] = wholeDb.get(s) - 2;
      // The header's largest distance follows, so that the range check has nothing to say.
      edited[7] = Math.max(...Array.from(edited.subarray(start)).filter((d) => d !== 255));
      expect(loadError(recomputeChecksum(edited), { abstraction: whole, verify: 'full' })?.code, `entry ${s}`).toBe('inconsistent');
    }
  });

  it('is caught by the full check in a grouped table too (built again and compared)', () => {
    const saved = new Uint8Array(savePatternDatabase(bytes!));
    fc.assert(
      fc.property(fc.nat(bytes!.entries - 1), fc.integer({ min: 0, max: 20 }), (entry, value) => {
        const edited = saved.slice();
        const at = tableStart(edited) + entry;
        fc.pre(edited[at] !== value);
        edited[at] = value;
        recomputeChecksum(edited);
        expect(loadError(edited, { abstraction, verify: 'full' })?.code).toMatch(/^(inconsistent|out-of-range)$/);
      }),
      { numRuns: 20 },
    );
  });

  it('loads an edit that keeps within the range and the goal, which only the full check catches', () => {
    // Raise the entries one below the largest to the largest: the checksum recomputed, the file loads.
    const edited = wholeSaved.slice();
    const start = tableStart(edited);
    const largest = edited[7]!;
    for (let i = start; i < edited.length; i++) if (edited[i] === largest - 1) edited[i] = largest;
    recomputeChecksum(edited);
    expect(() => loadPatternDatabase(edited, { abstraction: whole })).not.toThrow();
    expect(loadError(edited, { abstraction: whole, verify: 'full' })?.code).toBe('inconsistent');
  });

  it('catches cheaply a goal entry that is not 0, an entry above the largest distance, and a table of the wrong size', () => {
    const goal = wholeSaved.slice();
    goal[tableStart(goal) + whole.goals[0]!] = 1;
    expect(loadError(recomputeChecksum(goal), { abstraction: whole })).toMatchObject({
      code: 'inconsistent',
      offset: tableStart(goal) + whole.goals[0]!,
    });
    const above = wholeSaved.slice();
    const entry = whole.goals[0]! === 0 ? 1 : 0;
    above[tableStart(above) + entry] = above[7]! + 1;
    expect(loadError(recomputeChecksum(above), { abstractionId: whole.id })?.code).toBe('out-of-range');
    const header = wholeSaved.slice();
    header[7] = header[7]! + 1; // the header claims a larger distance than any entry
    expect(loadError(header, { abstractionId: whole.id })?.code).toBe('out-of-range');
    const other = { ...whole, size: whole.size * 2 };
    expect(loadError(wholeSaved, { abstraction: other })?.code).toBe('wrong-abstraction');
  });

  // The report: a table edited with its checksum recomputed made IDA* overestimate a board,
  // and call a solvable one exhausted. Both edits stay within what the cheap checks see.
  describe('the two edits of the report, on the 8-puzzle with 4-4 databases', () => {
    const patterns = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ];
    const abstractions = patterns.map((pattern) => slidingTileAbstraction(3, 3, pattern));
    const databases = buildSlidingTileDatabases(3, 3, patterns);
    const saved = new Uint8Array(savePatternDatabase(databases[0]!));
    const { boards, distanceOf } = oracle(3, 3);
    // A far board whose estimate is within 4 of its distance, and whose first entry can be raised
    // by 6 within the header's range.
    const exact = slidingTileHeuristic(3, patterns, databases, { reflected: false });
    const start = boards.find(
      (b) => distanceOf(b)! >= 20 && exact(b) + 4 >= distanceOf(b)! && databases[0]!.get(patternIndex(b, patterns[0]!)) + 6 <= saved[7]!,
    )!;
    const optimal = distanceOf(start)!;
    const entry = patternIndex(start, patterns[0]!);
    /** The first database with the start's entry set to `value`, checksum recomputed. */
    const edit = (value: number): Uint8Array => {
      const edited = saved.slice();
      edited[tableStart(edited) + entry] = value;
      return recomputeChecksum(edited);
    };
    const search = (first: PatternDatabase) => {
      const h = slidingTileHeuristic(3, patterns, [first, databases[1]!], { reflected: false });
      return { h: h(start), result: idaStarInPlace(slidingInPlace(3, 3, start, (tiles) => h(tiles))) };
    };

    it('untouched: optimal', () => {
      const { h, result } = search(loadPatternDatabase(saved, { abstraction: abstractions[0]!, verify: 'full' }));
      expect(h).toBeLessThanOrEqual(optimal);
      expect(result).toMatchObject({ status: 'solved', cost: optimal });
    });

    it('an entry raised within the range: loads with the cheap checks, overestimates; the full check refuses it', () => {
      const edited = edit(databases[0]!.get(entry) + 6);
      const { h } = search(loadPatternDatabase(edited, { abstraction: abstractions[0]! }));
      expect(h).toBeGreaterThan(optimal);
      expect(loadError(edited, { abstraction: abstractions[0]!, verify: 'full' })).toMatchObject({
        code: 'inconsistent',
        offset: tableStart(edited) + entry,
      });
    });

    it('an entry marked unreached: loads with the cheap checks, IDA* says exhausted; the full check refuses it', () => {
      const edited = edit(255);
      const { result } = search(loadPatternDatabase(edited, { abstraction: abstractions[0]! }));
      expect(result.status).toBe('exhausted');
      expect(loadError(edited, { abstraction: abstractions[0]!, verify: 'full' })?.code).toBe('inconsistent');
    });
  });

  it('still reads files of format version 1 (no largest distance in the header)', () => {
    const v1 = wholeSaved.slice();
    v1[4] = 1;
    v1[7] = 0;
    expect(loadPatternDatabase(v1, { abstraction: whole, verify: 'full' }).table).toEqual(wholeDb.table);
  });

  it('refuses verify without the abstraction, and a load with neither id nor abstraction', () => {
    expect(() => loadPatternDatabase(wholeSaved, { abstractionId: whole.id, verify: 'full' })).toThrow(SearchError);
    expect(() => loadPatternDatabase(wholeSaved, {})).toThrow(SearchError);
  });
});

describe('checkPatternDatabase on graphs with free moves', () => {
  /** A random directed graph with costs 0 to 2, one entry per state. */
  const graphArb = fc.integer({ min: 2, max: 12 }).chain((size) =>
    fc.record({
      size: fc.constant(size),
      edges: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1), fc.integer({ min: 0, max: 2 })), { maxLength: size * 3 }),
      goal: fc.nat(size - 1),
      edits: fc.array(fc.tuple(fc.nat(size - 1), fc.integer({ min: 0, max: 8 })), { maxLength: 3 }),
    }),
  );

  it('never calls a table consistent when an entry is above the true distance', () => {
    fc.assert(
      fc.property(graphArb, ({ size, edges, goal, edits }) => {
        const graph: PatternAbstraction = {
          id: 'graph',
          size,
          goals: [goal],
          predecessors(index, emit) {
            for (const [from, to, cost] of edges) if (to === index) emit(from, cost);
          },
        };
        const built = buildPatternDatabase(graph);
        if (built.status !== 'built') throw new Error(built.status);
        const table = built.database.table.slice();
        for (const [entry, value] of edits) table[entry] = value;
        const check = checkPatternDatabase(new PatternDatabase(graph.id, 'byte', size, table), graph);
        if (check.status === 'consistent') {
          const truth = built.database.table;
          for (let s = 0; s < size; s++) expect(table[s]! === 255 ? truth[s] : table[s]).toBeLessThanOrEqual(truth[s]!);
        }
      }),
    );
  });
});
