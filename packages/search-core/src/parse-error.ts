/**
 * The one error a level parser or solution parser throws: it says where and what.
 *
 * @remarks
 * `line` and `column` are 1-based. `toString()` gives `file:line:col: message`, the format
 * compilers use, which editors and terminals turn into links.
 *
 * @example
 * ```ts
 * try { plugin.parse(text, { file: 'level.txt' }); }
 * catch (e) { if (e instanceof ParseError) console.error(e.toString()); }
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
  }

  override toString(): string {
    return this.message;
  }
}
