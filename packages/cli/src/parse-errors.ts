/**
 * The shape of search-core's `ParseError`, recognised by its fields rather than by `instanceof`:
 * a plugin loaded from another copy of search-core (or in a worker thread) throws a different class.
 */
export interface ParseErrorLike {
  readonly name: 'ParseError';
  readonly message: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly reason: string;
}

/** Whether `e` is a `ParseError` (from any copy of search-core). */
export function isParseError(e: unknown): e is ParseErrorLike {
  if (typeof e !== 'object' || e === null) return false;
  const x = e as Record<string, unknown>;
  return x['name'] === 'ParseError' && typeof x['line'] === 'number' && typeof x['column'] === 'number' && typeof x['reason'] === 'string';
}

/**
 * `file:line:col: message`, with `file` replaced by the name the user knows the input by. Some games
 * start their messages with their own name and some do not: the name is taken off, so that every
 * game's errors read the same (the command line already says which game it runs).
 */
export function formatParseError(e: ParseErrorLike, file: string | undefined, game: string): string {
  const own = `${game}: `;
  const reason = e.reason.startsWith(own) ? e.reason.slice(own.length) : e.reason;
  return `${file ?? e.file}:${e.line}:${e.column}: ${reason}`;
}

/** The message of anything thrown. */
export function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}
