import { PatternDatabase, type PatternEncoding } from './pattern-database.js';
import { PatternDatabaseError } from './pattern-database-error.js';

// Layout, little-endian:
//   0  magic "PSPD"           4 bytes
//   4  version                u16
//   6  encoding               u8 (1 byte, 2 nibble)
//   7  reserved               u8 (0)
//   8  entries                f64 (a whole number)
//  16  table bytes            f64
//  24  checksum of the table  u32 (FNV-1a)
//  28  id length in bytes     u32
//  32  id, UTF-8, then zero padding to a multiple of 8
//   …  table
const MAGIC = [0x50, 0x53, 0x50, 0x44];
const VERSION = 1;
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
  view.setFloat64(8, database.entries, true);
  view.setFloat64(16, database.table.length, true);
  view.setUint32(24, checksum(database.table), true);
  view.setUint32(28, id.length, true);
  bytes.set(id, HEADER);
  bytes.set(database.table, tableStart);
  return buffer;
}

/**
 * Loads a pattern database saved by {@link savePatternDatabase}, refusing one built for another
 * abstraction.
 *
 * @remarks
 * The table is copied out of `data`, so the buffer may be reused. Give the same `abstractionId`
 * the database was built with: a database is only sound for the abstraction (pieces, goal, moves,
 * costs, index) it was built for, and the id is how a program says which one it means. Put what
 * changes the distances in it (board size, pattern, goal, a version of your ranking).
 *
 * @param data - the saved bytes (an ArrayBuffer, or a Uint8Array such as Node's Buffer).
 * @param expected - `abstractionId`: the id the database must carry.
 * @returns the database.
 * @throws PatternDatabaseError `not-a-database`, `unsupported-version`, `wrong-abstraction` or
 * `malformed`, with the byte offset.
 * @example
 * ```ts
 * const database = loadPatternDatabase(readFileSync('fifteen-663.pdb'), { abstractionId: 'fifteen 6-6-3 v1' });
 * ```
 * @see {@link savePatternDatabase}
 * @category Pattern databases
 */
export function loadPatternDatabase(data: ArrayBuffer | Uint8Array, expected: { readonly abstractionId: string }): PatternDatabase {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new PatternDatabaseError('not-a-database', 0, 'the data does not start with the pattern database magic "PSPD"');
  }
  if (bytes.length < HEADER)
    throw new PatternDatabaseError('malformed', bytes.length, `the header needs ${HEADER} bytes, got ${bytes.length}`);
  const version = view.getUint16(4, true);
  if (version !== VERSION)
    throw new PatternDatabaseError('unsupported-version', 4, `format version ${version}, this release reads version ${VERSION}`);
  const encoding = ENCODINGS[view.getUint8(6) - 1];
  if (encoding === undefined) throw new PatternDatabaseError('malformed', 6, `unknown encoding ${view.getUint8(6)}`);
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
  if (id !== expected.abstractionId) {
    throw new PatternDatabaseError(
      'wrong-abstraction',
      HEADER,
      `built for abstraction ${JSON.stringify(id)}, expected ${JSON.stringify(expected.abstractionId)}`,
    );
  }
  const table = bytes.slice(tableStart);
  if (checksum(table) !== view.getUint32(24, true))
    throw new PatternDatabaseError('malformed', tableStart, 'the table does not match its checksum');
  return new PatternDatabase(id, encoding, entries, table);
}

/** FNV-1a over the bytes: catches truncation and corruption, not tampering. */
function checksum(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}
