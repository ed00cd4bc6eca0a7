import { SearchError } from '../errors.js';
import type { PatternAbstraction } from './build-pattern-database.js';
import { checkPatternDatabase } from './check-pattern-database.js';
import { PatternDatabase, type PatternEncoding } from './pattern-database.js';
import { PatternDatabaseError } from './pattern-database-error.js';

// Layout, little-endian:
//   0  magic "PSPD"           4 bytes
//   4  version                u16 (1, or 2 with the largest distance)
//   6  encoding               u8 (1 byte, 2 nibble)
//   7  largest distance       u8 (version 2; 0 in version 1)
//   8  entries                f64 (a whole number)
//  16  table bytes            f64
//  24  checksum of the table  u32 (FNV-1a)
//  28  id length in bytes     u32
//  32  id, UTF-8, then zero padding to a multiple of 8
//   …  table
const MAGIC = [0x50, 0x53, 0x50, 0x44];
const VERSION = 2;
const HEADER = 32;
const ENCODINGS: readonly PatternEncoding[] = ['byte', 'nibble'];

/**
 * Serialises a pattern database to an ArrayBuffer: a header (magic, format version, encoding,
 * sizes, a checksum and the abstraction id) followed by the table.
 *
 * @remarks
 * Browser-safe (no Node APIs): write the buffer to a file in Node, or serve it for `fetch` and
 * {@link loadPatternDatabase} in a browser. The format is versioned; loading refuses versions it
 * does not know.
 *
 * @param database - the database to save.
 * @returns a new ArrayBuffer.
 * @example
 * ```ts
 * writeFileSync('fifteen-663.pdb', new Uint8Array(savePatternDatabase(database)));
 * ```
 * @see {@link loadPatternDatabase}
 * @category Pattern databases
 */
export function savePatternDatabase(database: PatternDatabase): ArrayBuffer {
  const id = new TextEncoder().encode(database.abstractionId);
  const tableStart = HEADER + Math.ceil(id.length / 8) * 8;
  const buffer = new ArrayBuffer(tableStart + database.table.length);
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  bytes.set(MAGIC, 0);
  view.setUint16(4, VERSION, true);
  view.setUint8(6, ENCODINGS.indexOf(database.encoding) + 1);
  view.setUint8(7, database.maxDistance());
  view.setFloat64(8, database.entries, true);
  view.setFloat64(16, database.table.length, true);
  view.setUint32(24, checksum(database.table), true);
  view.setUint32(28, id.length, true);
  bytes.set(id, HEADER);
  bytes.set(database.table, tableStart);
  return buffer;
}

/**
 * What {@link loadPatternDatabase} expects of the data: which abstraction it is for, and how
 * much to check.
 *
 * @category Pattern databases
 */
export interface PatternDatabaseExpectation {
  /** The id the database must carry (the abstraction's id, when `abstraction` is given). */
  readonly abstractionId?: string;
  /**
   * The abstraction the database is for: its id is checked, and cheaply its size (the entry count)
   * and its goals (their entries are 0).
   */
  readonly abstraction?: PatternAbstraction;
  /**
   * `'full'`: also check every entry against its abstract neighbours with
   * {@link checkPatternDatabase} (needs `abstraction`); for files that cannot be trusted.
   */
  readonly verify?: 'full';
}

/**
 * Loads a pattern database saved by {@link savePatternDatabase}, refusing one built for another
 * abstraction, and what the checks it is asked for find wrong.
 *
 * @remarks
 * The table is copied out of `data`, so the buffer may be reused. Give the `abstractionId` the
 * database was built with, or better the `abstraction` itself: a database is only sound for the
 * abstraction (pieces, goal, moves, costs, index) it was built for.
 *
 * **What each check proves**: the header (magic, version, encoding, sizes) and the checksum catch a
 * truncated, padded or damaged file, not an edit (anyone can recompute an FNV checksum). Every
 * entry is within the file's range (at most the largest distance the header records, which some
 * entry reaches, or the unreached mark): an edit that raises an entry above the largest catches
 * there. With `abstraction`: the entry count is its size (over its group size) and its goals' entries
 * are 0. These read the table once. Only `verify: 'full'` proves the entries admissible (never above
 * the true abstract distance): see {@link checkPatternDatabase} for what it proves and what it costs.
 *
 * @param data - the saved bytes (an ArrayBuffer, or a Uint8Array such as Node's Buffer).
 * @param expected - the abstraction (or its id), and `verify`.
 * @returns the database.
 * @throws PatternDatabaseError `not-a-database`, `unsupported-version`, `wrong-abstraction`,
 * `malformed`, `out-of-range` or `inconsistent`, with the byte offset.
 * @example
 * ```ts
 * const database = loadPatternDatabase(readFileSync('fifteen-663.pdb'), { abstraction });
 * const untrusted = loadPatternDatabase(downloaded, { abstraction, verify: 'full' });
 * ```
 * @see {@link savePatternDatabase}, {@link checkPatternDatabase}
 * @category Pattern databases
 */
export function loadPatternDatabase(data: ArrayBuffer | Uint8Array, expected: PatternDatabaseExpectation): PatternDatabase {
  const abstraction = expected.abstraction;
  const expectedId = abstraction?.id ?? expected.abstractionId;
  if (expectedId === undefined) throw new SearchError('invalid-option', 'loadPatternDatabase needs the abstraction or its abstractionId');
  if (abstraction !== undefined && expected.abstractionId !== undefined && expected.abstractionId !== abstraction.id) {
    throw new SearchError(
      'invalid-option',
      `abstractionId ${JSON.stringify(expected.abstractionId)} is not the abstraction's id ${JSON.stringify(abstraction.id)}`,
    );
  }
  if (expected.verify !== undefined && (expected.verify !== 'full' || abstraction === undefined)) {
    throw new SearchError('invalid-option', "verify: 'full' needs the abstraction");
  }
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new PatternDatabaseError('not-a-database', 0, 'the data does not start with the pattern database magic "PSPD"');
  }
  if (bytes.length < HEADER)
    throw new PatternDatabaseError('malformed', bytes.length, `the header needs ${HEADER} bytes, got ${bytes.length}`);
  const version = view.getUint16(4, true);
  if (version !== 1 && version !== VERSION)
    throw new PatternDatabaseError('unsupported-version', 4, `format version ${version}, this release reads versions 1 and ${VERSION}`);
  const encoding = ENCODINGS[view.getUint8(6) - 1];
  if (encoding === undefined) throw new PatternDatabaseError('malformed', 6, `unknown encoding ${view.getUint8(6)}`);
  const largest = view.getUint8(7);
  const unreached = encoding === 'byte' ? 255 : 15;
  if (version === 1 ? largest !== 0 : largest >= unreached) {
    throw new PatternDatabaseError(
      'malformed',
      7,
      `a largest distance of ${largest} does not fit version ${version} of the ${encoding} encoding`,
    );
  }
  const entries = view.getFloat64(8, true);
  const tableBytes = view.getFloat64(16, true);
  const expectedBytes = encoding === 'byte' ? entries : Math.ceil(entries / 2);
  if (!(entries >= 1) || Math.floor(entries) !== entries || tableBytes !== expectedBytes) {
    throw new PatternDatabaseError(
      'malformed',
      8,
      `${String(entries)} ${encoding} entries do not fit a table of ${String(tableBytes)} bytes`,
    );
  }
  const idLength = view.getUint32(28, true);
  const tableStart = HEADER + Math.ceil(idLength / 8) * 8;
  if (tableStart + tableBytes !== bytes.length) {
    throw new PatternDatabaseError('malformed', 28, `expected ${tableStart + tableBytes} bytes for this header, got ${bytes.length}`);
  }
  let id: string;
  try {
    id = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(HEADER, HEADER + idLength));
  } catch {
    throw new PatternDatabaseError('malformed', HEADER, 'the abstraction id is not valid UTF-8');
  }
  if (id !== expectedId) {
    throw new PatternDatabaseError(
      'wrong-abstraction',
      HEADER,
      `built for abstraction ${JSON.stringify(id)}, expected ${JSON.stringify(expectedId)}`,
    );
  }
  const table = bytes.slice(tableStart);
  if (checksum(table) !== view.getUint32(24, true))
    throw new PatternDatabaseError('malformed', tableStart, 'the table does not match its checksum');
  const database = new PatternDatabase(id, encoding, entries, table);
  if (version === VERSION) checkRange(database, largest, tableStart);
  if (abstraction !== undefined) {
    const groupSize = abstraction.groupSize ?? 1;
    if (abstraction.size / groupSize !== entries) {
      throw new PatternDatabaseError('wrong-abstraction', 8, `${entries} entries, the abstraction has ${abstraction.size / groupSize}`);
    }
    for (let i = 0; i < abstraction.goals.length; i++) {
      const entry = Math.floor(abstraction.goals[i]! / groupSize);
      if (!(entry >= 0 && entry < entries)) continue; // the abstraction's own error, reported by a build or check
      if (database.get(entry) !== 0) {
        throw new PatternDatabaseError(
          'inconsistent',
          entryOffset(database, entry, tableStart),
          `goal entry ${entry} holds ${database.get(entry)}, not 0`,
        );
      }
    }
    if (expected.verify === 'full') {
      const check = checkPatternDatabase(database, abstraction);
      if (check.status === 'inconsistent') {
        throw new PatternDatabaseError(
          'inconsistent',
          entryOffset(database, check.entry, tableStart),
          `entry ${check.entry} holds ${check.stored}, its neighbours say ${check.expected}`,
        );
      }
    }
  }
  return database;
}

/** The byte of the saved data that holds `entry`. */
function entryOffset(database: PatternDatabase, entry: number, tableStart: number): number {
  return tableStart + (database.encoding === 'byte' ? entry : entry >>> 1);
}

/** Every reached entry is at most the header's largest distance, and one reaches it. */
function checkRange(database: PatternDatabase, largest: number, tableStart: number): void {
  const unreached = database.unreached;
  let reachesLargest = false;
  let anyReached = false;
  for (let e = 0; e < database.entries; e++) {
    const d = database.get(e);
    if (d === unreached) continue;
    anyReached = true;
    if (d > largest) {
      throw new PatternDatabaseError(
        'out-of-range',
        entryOffset(database, e, tableStart),
        `entry ${e} holds ${d}, above the largest distance ${largest} the header records`,
      );
    }
    if (d === largest) reachesLargest = true;
  }
  if (anyReached && !reachesLargest)
    throw new PatternDatabaseError('out-of-range', 7, `no entry holds the largest distance ${largest} the header records`);
}

/** FNV-1a over the bytes: catches truncation and corruption, not tampering. */
function checksum(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}
