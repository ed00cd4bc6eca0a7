import { ParseError } from './parse-error.js';

/**
 * A 1-based line and column in a text.
 *
 * @category Parsing
 */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/**
 * A JSON value that remembers where it starts, so that a level parser can point at the exact value
 * it refuses. Object members keep their order; a name given twice is refused while reading.
 *
 * @category Parsing
 */
export type JsonValue =
  | { readonly kind: 'object'; readonly pos: TextPosition; readonly entries: ReadonlyMap<string, JsonMember> }
  | { readonly kind: 'array'; readonly pos: TextPosition; readonly items: readonly JsonValue[] }
  | { readonly kind: 'string'; readonly pos: TextPosition; readonly value: string }
  | { readonly kind: 'number'; readonly pos: TextPosition; readonly value: number }
  | { readonly kind: 'literal'; readonly pos: TextPosition; readonly value: boolean | null };

/**
 * One member of a JSON object: where its name is written, and its value.
 *
 * @category Parsing
 */
export interface JsonMember {
  readonly key: TextPosition;
  readonly value: JsonValue;
}

/**
 * Options of {@link readJson}.
 *
 * @category Parsing
 */
export interface ReadJsonOptions {
  /** The file name for error messages. */
  readonly file?: string | undefined;
  /** The game's name, which starts every message (`ball-sort: invalid JSON: …`). */
  readonly game?: string;
  /** How deeply arrays and objects may nest. Default 64. */
  readonly maxDepth?: number;
}

const ESCAPES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['b', '\b'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);

const LITERALS: readonly (readonly [string, boolean | null])[] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

/**
 * Reads a JSON document (RFC 8259, no comments, no trailing commas) into values that know their
 * line and column; the first mistake throws a {@link ParseError} at its position.
 *
 * @remarks
 * Written here rather than taken from a library because levels come from strangers: nesting is
 * bounded (`maxDepth`), so `[[[[…` of any length is a parse error and never a stack overflow, and a
 * member name is a `Map` key, so `"__proto__"` or `"constructor"` is just a name. A byte-order mark
 * is skipped; `\r\n` line breaks count as one line.
 *
 * @param text - the document.
 * @param options - file and game names for messages, nesting bound.
 * @returns the document's value.
 * @throws ParseError with the position of the first mistake.
 * @example
 * ```ts
 * const doc = readJson('{"tubes": [["A"]]}', { game: 'ball-sort' });
 * if (doc.kind === 'object') doc.entries.get('tubes')?.value.pos; // { line: 1, column: 11 }
 * ```
 * @category Parsing
 */
export function readJson(text: string, options: ReadJsonOptions = {}): JsonValue {
  return new JsonReader(text, options).document();
}

class JsonReader {
  private i = 0;
  private line = 1;
  private lineStart = 0;
  private readonly prefix: string;
  private readonly maxDepth: number;

  constructor(
    private readonly text: string,
    private readonly options: ReadJsonOptions,
  ) {
    this.prefix = options.game === undefined ? 'invalid JSON: ' : `${options.game}: invalid JSON: `;
    this.maxDepth = options.maxDepth ?? 64;
    if (text.charCodeAt(0) === 0xfeff) this.i = this.lineStart = 1;
  }

  document(): JsonValue {
    const value = this.value(0);
    this.skipSpace();
    if (this.i < this.text.length) this.fail(`unexpected ${this.describeHere()} after the value`);
    return value;
  }

  private pos(): TextPosition {
    return { line: this.line, column: this.i - this.lineStart + 1 };
  }

  private fail(message: string, pos: TextPosition = this.pos()): never {
    throw new ParseError(this.prefix + message, { file: this.options.file, ...pos });
  }

  private skipSpace(): void {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(this.i);
      if (c === 0x0a) {
        this.i++;
        this.line++;
        this.lineStart = this.i;
      } else if (c === 0x20 || c === 0x09 || c === 0x0d) {
        this.i++;
        // A lone `\r` ends a line too; `\r\n` is one line break.
        if (c === 0x0d && text.charCodeAt(this.i) !== 0x0a) {
          this.line++;
          this.lineStart = this.i;
        }
      } else return;
    }
  }

  private describeHere(): string {
    if (this.i >= this.text.length) return 'the end of the text';
    const code = this.text.codePointAt(this.i)!;
    if (code < 0x20 || code === 0x7f) return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    return `'${String.fromCodePoint(code)}'`;
  }

  private value(depth: number): JsonValue {
    if (depth > this.maxDepth) this.fail(`nested more than ${this.maxDepth} levels deep`);
    this.skipSpace();
    const pos = this.pos();
    const c = this.text[this.i];
    if (c === '{') return this.object(pos, depth);
    if (c === '[') return this.array(pos, depth);
    if (c === '"') return { kind: 'string', pos, value: this.string() };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number(pos);
    for (const [word, value] of LITERALS) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return { kind: 'literal', pos, value };
      }
    }
    return this.fail(`expected a value, found ${this.describeHere()}`);
  }

  private object(pos: TextPosition, depth: number): JsonValue {
    this.i++;
    const entries = new Map<string, JsonMember>();
    this.skipSpace();
    if (this.text[this.i] === '}') {
      this.i++;
      return { kind: 'object', pos, entries };
    }
    for (;;) {
      this.skipSpace();
      const key = this.pos();
      if (this.text[this.i] !== '"') this.fail(`expected a property name in double quotes, found ${this.describeHere()}`);
      const name = this.string();
      this.skipSpace();
      if (this.text[this.i] !== ':') this.fail(`expected ':' after the property name "${name}", found ${this.describeHere()}`);
      this.i++;
      const value = this.value(depth + 1);
      if (entries.has(name)) this.fail(`the property "${name}" appears twice`, key);
      entries.set(name, { key, value });
      this.skipSpace();
      const next = this.text[this.i];
      this.i++;
      if (next === ',') continue;
      if (next === '}') return { kind: 'object', pos, entries };
      this.i--;
      this.fail(`expected ',' or '}' in an object, found ${this.describeHere()}`);
    }
  }

  private array(pos: TextPosition, depth: number): JsonValue {
    this.i++;
    const items: JsonValue[] = [];
    this.skipSpace();
    if (this.text[this.i] === ']') {
      this.i++;
      return { kind: 'array', pos, items };
    }
    for (;;) {
      items.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text[this.i];
      this.i++;
      if (next === ',') continue;
      if (next === ']') return { kind: 'array', pos, items };
      this.i--;
      this.fail(`expected ',' or ']' in an array, found ${this.describeHere()}`);
    }
  }

  private string(): string {
    const start = this.pos();
    const text = this.text;
    this.i++; // the opening quote
    const parts: string[] = [];
    let from = this.i;
    for (;;) {
      const c = text.charCodeAt(this.i);
      if (Number.isNaN(c)) this.fail('unterminated string', start);
      if (c === 0x22) {
        parts.push(text.slice(from, this.i));
        this.i++;
        return parts.join('');
      }
      if (c < 0x20) this.fail(`${this.describeHere()} inside a string (write it as an escape)`);
      if (c === 0x5c) {
        parts.push(text.slice(from, this.i));
        const e = text[this.i + 1];
        const simple = e === undefined ? undefined : ESCAPES.get(e);
        if (simple !== undefined) {
          parts.push(simple);
          this.i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(this.i + 2, this.i + 6))) {
          parts.push(String.fromCharCode(parseInt(text.slice(this.i + 2, this.i + 6), 16)));
          this.i += 6;
        } else this.fail(`unknown escape '\\${e ?? ''}' in a string`);
        from = this.i;
        continue;
      }
      this.i++;
    }
  }

  private number(pos: TextPosition): JsonValue {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (m === null) return this.fail(`expected a number, found ${this.describeHere()}`);
    this.i += m[0].length;
    const value = Number(m[0]);
    if (!Number.isFinite(value)) this.fail('a number too large to represent', pos);
    return { kind: 'number', pos, value };
  }
}
