/**
 * The codes of {@link GridParseError}.
 *
 * - `header`: a `.map` header line missing, repeated, unknown or out of order, or a `.scen` without
 *   its `version` line where one is needed.
 * - `number`: a field that must be a number (a size, a coordinate, a length) is not one, or is out
 *   of range.
 * - `row`: a map row of the wrong length, or rows missing or extra.
 * - `cell`: a map character that is not terrain.
 * - `fields`: a scenario line without its nine fields.
 *
 * @category Grid
 */
export type GridParseErrorCode = 'header' | 'number' | 'row' | 'cell' | 'fields';

/**
 * Thrown by {@link parseMovingAiMap} and {@link parseMovingAiScenarios} for text they refuse, with
 * the position of the problem.
 *
 * @remarks
 * Messages start with `search-core:` and give `line:column` (both 1-based) before the reason.
 *
 * @example
 * ```ts
 * try {
 *   parseMovingAiMap(text);
 * } catch (error) {
 *   if (error instanceof GridParseError) console.log(error.line, error.column, error.code);
 * }
 * ```
 * @category Grid
 */
export class GridParseError extends Error {
  /** A stable, machine-readable code. */
  readonly code: GridParseErrorCode;
  /** The line of the problem, from 1. */
  readonly line: number;
  /** The column of the problem, from 1. */
  readonly column: number;

  constructor(code: GridParseErrorCode, line: number, column: number, message: string) {
    super(`search-core: ${line}:${column}: ${message}`);
    this.name = 'GridParseError';
    this.code = code;
    this.line = line;
    this.column = column;
  }
}
