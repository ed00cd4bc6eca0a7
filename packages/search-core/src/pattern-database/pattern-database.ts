import { SearchError } from '../errors.js';

/**
 * How a {@link PatternDatabase} stores its distances.
 *
 * - `byte`: one byte per entry; distances 0–254 (254 meaning "254 or more"), 255 unreached.
 * - `nibble`: half a byte per entry; distances 0–14 (14 meaning "14 or more"), 15 unreached. Half
 *   the memory, still admissible, but weaker where true distances pass 14.
 *
 * @category Pattern databases
 */
export type PatternEncoding = 'byte' | 'nibble';

/**
 * A built pattern database: for every abstract state (a dense index), a lower bound on the cost to
 * reach a goal, stored in a typed array.
 *
 * @remarks
 * **When to use**: as (part of) an admissible heuristic for A* or IDA*: rank the pattern of a state
 * to its index, then `get(index)`. Build one with {@link buildPatternDatabase}, save it with
 * {@link savePatternDatabase}, load it with {@link loadPatternDatabase}; combine several with
 * {@link additivePatternHeuristic} and {@link maxHeuristic}.
 *
 * **Details**: distances beyond the encoding's range are stored as its largest distance, which is
 * still a lower bound. An abstract state from which no goal can be reached holds `unreached`, the
 * largest value of the encoding: as a number it is still a lower bound (of infinity), so a sum of
 * lookups needs no special case; compare with `unreached` to prune dead states outright.
 *
 * **Hot path**: with the `byte` encoding `table[index]` is the whole lookup.
 *
 * @example
 * ```ts
 * const h = (state: Board) => database.get(patternIndex(state));
 * ```
 * @category Pattern databases
 */
export class PatternDatabase {
  /** The abstraction's identity as given at build time; loading checks it. */
  readonly abstractionId: string;
  /** How the distances are stored. */
  readonly encoding: PatternEncoding;
  /** The number of entries (abstract states, after grouping). */
  readonly entries: number;
  /** The raw storage: one byte per entry (`byte`) or two entries per byte, the even one low (`nibble`). */
  readonly table: Uint8Array;
  /** The value that marks an abstract state with no path to a goal: 255 (`byte`) or 15 (`nibble`). */
  readonly unreached: number;

  /**
   * Wraps a table; {@link buildPatternDatabase} and {@link loadPatternDatabase} call this.
   *
   * @throws SearchError `invalid-option` when the table's length does not fit the entries.
   */
  constructor(abstractionId: string, encoding: PatternEncoding, entries: number, table: Uint8Array) {
    if (encoding !== 'byte' && encoding !== 'nibble')
      throw new SearchError('invalid-option', `encoding must be 'byte' or 'nibble', got ${String(encoding)}`);
    const bytes = encoding === 'byte' ? entries : Math.ceil(entries / 2);
    if (!(entries >= 1) || Math.floor(entries) !== entries || table.length !== bytes) {
      throw new SearchError(
        'invalid-option',
        `a ${encoding} table of ${String(entries)} entries needs ${bytes} bytes, got ${table.length}`,
      );
    }
    this.abstractionId = abstractionId;
    this.encoding = encoding;
    this.entries = entries;
    this.table = table;
    this.unreached = encoding === 'byte' ? 255 : 15;
  }

  /** The stored distance of the abstract state `index` (no range check: keep indexes in [0, entries)). */
  get(index: number): number {
    const table = this.table;
    return this.encoding === 'byte' ? table[index]! : (table[index >>> 1]! >>> ((index & 1) << 2)) & 15;
  }

  /** Bytes of storage. */
  get byteLength(): number {
    return this.table.length;
  }

  /** The largest distance stored (ignoring unreached entries). */
  maxDistance(): number {
    let max = 0;
    for (let i = 0; i < this.entries; i++) {
      const d = this.get(i);
      if (d !== this.unreached && d > max) max = d;
    }
    return max;
  }
}
