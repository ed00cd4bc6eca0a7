/**
 * The codes of {@link PatternDatabaseError}.
 *
 * - `not-a-database`: the bytes do not start with the pattern database magic.
 * - `unsupported-version`: a format version this release cannot read.
 * - `wrong-abstraction`: built for another abstraction (its id differs from the one expected).
 *   With the abstraction given: an entry count other than its size.
 * - `malformed`: a header that contradicts itself, bytes missing or extra, or a checksum mismatch.
 * - `out-of-range`: an entry above the largest distance the header records, or none reaching it.
 * - `inconsistent`: a goal's entry that is not 0, or (with `verify: 'full'`) an entry its abstract
 *   neighbours contradict.
 *
 * @category Pattern databases
 */
export type PatternDatabaseErrorCode =
  | 'not-a-database'
  | 'unsupported-version'
  | 'wrong-abstraction'
  | 'malformed'
  | 'out-of-range'
  | 'inconsistent';

/**
 * Thrown by {@link loadPatternDatabase} for bytes it refuses.
 *
 * @remarks
 * Messages start with `search-core:`, as {@link SearchError}'s do; `offset` is the byte of the
 * saved data where the problem was found.
 *
 * @example
 * ```ts
 * try {
 *   loadPatternDatabase(bytes, { abstractionId: 'fifteen 6-6-3 v1' });
 * } catch (error) {
 *   if (error instanceof PatternDatabaseError && error.code === 'wrong-abstraction') rebuild();
 * }
 * ```
 * @category Pattern databases
 */
export class PatternDatabaseError extends Error {
  /** A stable, machine-readable code. */
  readonly code: PatternDatabaseErrorCode;
  /** The byte offset in the saved data where the problem was found. */
  readonly offset: number;

  constructor(code: PatternDatabaseErrorCode, offset: number, message: string) {
    super(`search-core: pattern database at byte ${offset}: ${message}`);
    this.name = 'PatternDatabaseError';
    this.code = code;
    this.offset = offset;
  }
}
