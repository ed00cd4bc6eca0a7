/** One symbol for every copy of the package (ESM and CJS builds), hence `Symbol.for`. */
const PARSE_ERROR_BRAND: unique symbol = Symbol.for('@puzzle-solvers/game-kit/ParseError');

/**
 * The one error a level parser or solution parser throws: it says where and what.
 *
 * @remarks
 * `line` and `column` are 1-based. `toString()` gives `file:line:col: message`, the format
 * compilers use, which editors and terminals turn into links.
 *
 * Test for it with {@link isParseError}, not `instanceof`: a program that loads both the ESM and
 * the CommonJS build of this package (directly, or through two dependencies) has two `ParseError`
 * classes, and `instanceof` answers false for the other one's errors. Every `ParseError` carries a
 * brand registered with `Symbol.for`, which both builds share.
 *
 * @example
 * ```ts
 * try { plugin.parse(text, { file: 'level.txt' }); }
 * catch (e) { if (isParseError(e)) console.error(e.toString()); }
 * ```
 * @category Plugins
 */
export class ParseError extends Error {
  /** The file name given to the parser, or `<input>`. */
  readonly file: string;
  /** 1-based line of the problem. */
  readonly line: number;
  /** 1-based column of the problem. */
  readonly column: number;
  /** The message without the position. */
  readonly reason: string;

  constructor(reason: string, position: { file?: string | undefined; line: number; column: number }) {
    const file = position.file ?? '<input>';
    super(`${file}:${position.line}:${position.column}: ${reason}`);
    this.name = 'ParseError';
    this.file = file;
    this.line = position.line;
    this.column = position.column;
    this.reason = reason;
    // The brand isParseError looks for, shared by every copy of this class. Set here rather than
    // declared as a field: a symbol-named member has no declaration a type-free emitter can write.
    (this as unknown as Record<symbol, true>)[PARSE_ERROR_BRAND] = true;
  }

  override toString(): string {
    return this.message;
  }
}

/**
 * Whether a value is a {@link ParseError}, from this copy of the package or any other.
 *
 * @remarks
 * Use it instead of `instanceof ParseError`, which fails across the ESM and CommonJS builds.
 *
 * @example
 * ```ts
 * try { parse(text); } catch (e) { if (isParseError(e)) report(e.file, e.line, e.column, e.reason); else throw e; }
 * ```
 * @category Plugins
 */
export function isParseError(value: unknown): value is ParseError {
  return typeof value === 'object' && value !== null && (value as { [PARSE_ERROR_BRAND]?: unknown })[PARSE_ERROR_BRAND] === true;
}
