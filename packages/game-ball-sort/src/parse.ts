import { levelText, ParseError, readJson, type ParseOptions } from '@puzzle-solvers/game-kit';
import type { Level, MoveUnit, Rules } from './level.js';

/** The most tubes a level may have (the header is checked against it before any tube is built). */
const MAX_TUBES = 200;
/** The largest tube capacity. */
const MAX_CAPACITY = 64;

/** A 1-based position in the input text. */
interface Pos {
  readonly line: number;
  readonly column: number;
}

/** One ball as written, with where it was written. */
interface BallToken {
  readonly char: string;
  readonly pos: Pos;
}

/** One tube as written: its balls (bottom first) and where the tube starts. */
interface TubeToken {
  readonly balls: readonly BallToken[];
  readonly pos: Pos;
}

/**
 * Parses a ball sort level: the course text format or the JSON form.
 *
 * @remarks
 * **Course text format** (generalised from the VIU CSCI 479 assignment): `//` comment lines and
 * blank lines are ignored, and each line is trimmed. Line 1 is the number of non-empty tubes,
 * line 2 the number of empty tubes, then one line per non-empty tube with its balls bottom first,
 * one printable character (`!` … `~`) per ball. Every tube line has the same length, which is the
 * capacity (≥ 2); every colour must appear exactly `capacity` times.
 *
 * **JSON form** (when the text starts with `{` or `[`):
 * `{ "capacity": 4, "tubes": [["R","G","R","G"], ["G","R","G","R"], []] }`: tubes bottom first,
 * possibly partly filled or empty, one-character colour strings, each colour exactly `capacity`
 * times.
 *
 * The game options arrive here and are stored in the level: `rules` (`app` default, or `course`)
 * and `moves` (`single` default, or `pour`).
 *
 * @param text - the level text.
 * @param options - `file` for error messages; `options.rules`, `options.moves`.
 * @returns the immutable level.
 * @throws ParseError (with 1-based line and column) for any malformed level or unknown option.
 * @example
 * ```ts
 * const level = parse('2\n1\nYBYB\nBYBY\n', { options: { rules: 'course' } });
 * level.capacity; // 4
 * ```
 * @see {@link formatLevel} to write a level back as text.
 * @category Parsing
 */
export function parse(text: string, options: ParseOptions = {}): Level {
  const file = options.file;
  const rules = readChoice<Rules>(options.options?.['rules'], 'rules', ['app', 'course'], 'app', file);
  const moves = readChoice<MoveUnit>(options.options?.['moves'], 'moves', ['single', 'pour'], 'single', file);
  const body = levelText(text);
  const start = firstNonSpace(body);
  const parsed = start !== undefined && (body[start] === '{' || body[start] === '[') ? parseJson(body, file) : parseCourse(body, file);
  return buildLevel(parsed, rules, moves, file);
}

function readChoice<T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
  file: string | undefined,
): T {
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new ParseError(`ball-sort: unknown ${name} '${value}' (expected ${choices.join(' or ')})`, { file, line: 1, column: 1 });
}

function firstNonSpace(text: string): number | undefined {
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i]!)) return i;
  return undefined;
}

function isBallChar(ch: string): boolean {
  if (ch.length !== 1) return false;
  const c = ch.charCodeAt(0);
  return c >= 0x21 && c <= 0x7e;
}

function describeChar(ch: string): string {
  const c = ch.codePointAt(0) ?? 0;
  return c >= 0x21 && c <= 0x7e ? `'${ch}'` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

interface Parsed {
  /** The capacity: declared (JSON) or the tube line length (course); undefined when not given. */
  readonly capacity: number | undefined;
  readonly capacityPos: Pos;
  readonly tubes: readonly TubeToken[];
  /** The first `mustBeFull` tubes must hold exactly `capacity` balls (the course format's lines). */
  readonly mustBeFull: number;
  /** What a tube is called in messages. */
  readonly lineWord: string;
}

// ---------------------------------------------------------------------------------------------
// Course text format

function parseCourse(text: string, file: string | undefined): Parsed {
  const raw = text.split(/\r\n|\n|\r/);
  const lines: { text: string; line: number; column: number }[] = [];
  for (let i = 0; i < raw.length; i++) {
    const full = raw[i]!;
    const lead = full.length - full.trimStart().length;
    const t = full.trim();
    if (t === '' || t.startsWith('//')) continue;
    lines.push({ text: t, line: i + 1, column: lead + 1 });
  }
  const endPos: Pos = { line: raw.length, column: (raw[raw.length - 1] ?? '').length + 1 };
  const count = (index: number, what: string, min: number): number => {
    const l = lines[index];
    if (!l) throw new ParseError(`ball-sort: expected the number of ${what} tubes, found the end of the text`, { file, ...endPos });
    if (!/^\d+$/.test(l.text)) {
      throw new ParseError(`ball-sort: expected the number of ${what} tubes (a whole number), found '${l.text}'`, {
        file,
        line: l.line,
        column: l.column,
      });
    }
    const n = Number(l.text);
    if (n < min) {
      throw new ParseError(`ball-sort: the number of ${what} tubes must be at least ${min}, found ${n}`, {
        file,
        line: l.line,
        column: l.column,
      });
    }
    return n;
  };
  const full = count(0, 'non-empty', 1);
  const empty = count(1, 'empty', 0);
  // Bounded before anything is allocated: the header alone may ask for any number of tubes.
  if (full + empty > MAX_TUBES) {
    const l = lines[full > MAX_TUBES ? 0 : 1]!;
    throw new ParseError(`ball-sort: at most ${MAX_TUBES} tubes are supported, the header asks for ${full + empty}`, {
      file,
      line: l.line,
      column: l.column,
    });
  }
  const tubeLines = lines.slice(2);
  if (tubeLines.length < full) {
    throw new ParseError(
      `ball-sort: the header says ${full} non-empty tube${full === 1 ? '' : 's'}, but ${tubeLines.length} tube line${tubeLines.length === 1 ? '' : 's'} follow`,
      { file, ...endPos },
    );
  }
  if (tubeLines.length > full) {
    const extra = tubeLines[full]!;
    throw new ParseError(
      `ball-sort: the header says ${full} non-empty tube${full === 1 ? '' : 's'}, but more tube lines follow (${tubeLines.length} in all)`,
      { file, line: extra.line, column: extra.column },
    );
  }
  for (const l of tubeLines) {
    if (l.text.length > MAX_CAPACITY) {
      throw new ParseError(`ball-sort: this tube line holds ${l.text.length} balls, more than the largest capacity ${MAX_CAPACITY}`, {
        file,
        line: l.line,
        column: l.column,
      });
    }
  }
  const tubes: TubeToken[] = tubeLines.map((l) => ({
    pos: { line: l.line, column: l.column },
    balls: [...l.text].map((char, i) => ({ char, pos: { line: l.line, column: l.column + i } })),
  }));
  for (let i = 0; i < empty; i++) tubes.push({ pos: endPos, balls: [] });
  // The capacity is the length of the tube lines. When they disagree, take the most common length
  // (the longest on a tie), so that the colour counts can still name a colour that is short.
  const lengths = new Map<number, number>();
  for (const t of tubes.slice(0, full)) lengths.set(t.balls.length, (lengths.get(t.balls.length) ?? 0) + 1);
  let capacity = 0;
  let best = 0;
  for (const [len, n] of lengths) if (n > best || (n === best && len > capacity)) [capacity, best] = [len, n];
  return { capacity, capacityPos: tubes[0]!.pos, tubes, mustBeFull: full, lineWord: 'tube line' };
}

// ---------------------------------------------------------------------------------------------
// JSON form, read with game-kit's positioned reader.

function parseJson(text: string, file: string | undefined): Parsed {
  const doc = readJson(text, { file, game: 'ball-sort' });
  const at = (v: { pos: Pos }, message: string): never => {
    throw new ParseError(`ball-sort: ${message}`, { file, ...v.pos });
  };
  if (doc.kind !== 'object') return at(doc, 'expected a JSON object with "capacity" and "tubes"');
  for (const [name, entry] of doc.entries) {
    if (name !== 'capacity' && name !== 'tubes') at({ pos: entry.key }, `unknown property "${name}" (expected "capacity" and "tubes")`);
  }
  const cap = doc.entries.get('capacity');
  const tubesEntry = doc.entries.get('tubes');
  if (!tubesEntry) return at(doc, 'the object has no "tubes" array');
  const tubesValue = tubesEntry.value;
  if (tubesValue.kind !== 'array') return at(tubesValue, '"tubes" must be an array of tubes');
  if (tubesValue.items.length > MAX_TUBES) at(tubesValue, `at most ${MAX_TUBES} tubes are supported, found ${tubesValue.items.length}`);
  let capacity: number | undefined;
  let capacityPos: Pos = tubesValue.pos;
  if (cap) {
    const v = cap.value;
    if (v.kind !== 'number' || !Number.isInteger(v.value)) return at(v, '"capacity" must be a whole number');
    capacity = v.value;
    capacityPos = v.pos;
  }
  const tubes: TubeToken[] = tubesValue.items.map((t) => {
    if (t.kind !== 'array') return at(t, 'each tube must be an array of one-character colour strings, bottom first');
    if (t.items.length > MAX_CAPACITY) at(t, `this tube holds ${t.items.length} balls, more than the largest capacity ${MAX_CAPACITY}`);
    return {
      pos: t.pos,
      balls: t.items.map((b) => {
        if (b.kind !== 'string') return at(b, 'each ball must be a one-character colour string');
        return { char: b.value, pos: b.pos };
      }),
    };
  });
  return { capacity, capacityPos, tubes, mustBeFull: 0, lineWord: 'tube' };
}

// ---------------------------------------------------------------------------------------------
// The checks both formats share.

function buildLevel(parsed: Parsed, rules: Rules, moves: MoveUnit, file: string | undefined): Level {
  const { tubes, capacityPos } = parsed;
  const fail = (pos: Pos, message: string): never => {
    throw new ParseError(`ball-sort: ${message}`, { file, ...pos });
  };
  if (tubes.length === 0) fail(capacityPos, 'a level needs at least one tube');
  const total = tubes.reduce((n, t) => n + t.balls.length, 0);
  if (total === 0) fail(capacityPos, 'a level needs at least one ball');
  // Without a declared capacity (JSON may omit it) the tallest tube is full.
  let tallest = 0;
  for (const t of tubes) if (t.balls.length > tallest) tallest = t.balls.length;
  const capacity = parsed.capacity ?? tallest;
  if (capacity < 2) {
    const why = parsed.capacity === undefined ? ' (no capacity given: the tallest tube is taken as full)' : '';
    fail(capacityPos, `the capacity must be at least 2, found ${capacity}${why}`);
  }
  if (capacity > MAX_CAPACITY) fail(capacityPos, `the capacity must be at most ${MAX_CAPACITY}, found ${capacity}`);
  if (tubes.length > MAX_TUBES) fail(capacityPos, `at most ${MAX_TUBES} tubes are supported, found ${tubes.length}`);

  const colours: string[] = [];
  const index = new Map<string, number>();
  const counts: number[] = [];
  const last: Pos[] = [];
  for (const t of tubes) {
    for (const b of t.balls) {
      if (!isBallChar(b.char)) {
        fail(
          b.pos,
          [...b.char].length === 1
            ? `${describeChar(b.char)} is not a ball colour: colours are printable characters '!' to '~'`
            : `a ball colour must be one character, found "${b.char}"`,
        );
      }
      let c = index.get(b.char);
      if (c === undefined) {
        c = colours.length;
        index.set(b.char, c);
        colours.push(b.char);
        counts.push(0);
      }
      counts[c]!++;
      last[c] = b.pos;
    }
  }
  if (colours.length > 250) fail(capacityPos, `at most 250 colours are supported, found ${colours.length}`);
  // A tube is coded as one exact number: (colours + 1)^capacity must stay within 2^53.
  if (capacity * Math.log2(colours.length + 1) > 53) {
    fail(capacityPos, `${colours.length} colours with capacity ${capacity} is too large: (colours + 1)^capacity must be at most 2^53`);
  }
  // A line of the wrong length, found now so that a colour count error can point at it.
  const wrongLine = tubes.slice(0, parsed.mustBeFull).find((t) => t.balls.length !== capacity);
  const tooTall = tubes.find((t) => t.balls.length > capacity);
  for (let c = 0; c < colours.length; c++) {
    if (counts[c] !== capacity) {
      const n = counts[c]!;
      const where = wrongLine ?? { pos: last[c]! };
      const hint = wrongLine ? ` (this ${parsed.lineWord} holds ${wrongLine.balls.length} balls where the others hold ${capacity})` : '';
      fail(
        where.pos,
        `colour '${colours[c]}' has ${n} ball${n === 1 ? '' : 's'}, but every colour needs exactly ${capacity} (the tube capacity)${hint}`,
      );
    }
  }
  if (wrongLine) {
    fail(
      wrongLine.pos,
      `this ${parsed.lineWord} holds ${wrongLine.balls.length} balls, but the ${parsed.lineWord}s must all have the same length (${capacity}, the capacity)`,
    );
  }
  if (tooTall) fail(tooTall.pos, `this ${parsed.lineWord} holds ${tooTall.balls.length} balls, more than the capacity ${capacity}`);
  return Object.freeze({
    capacity,
    tubes: Object.freeze(tubes.map((t) => Object.freeze(t.balls.map((b) => index.get(b.char)!)))),
    colours: Object.freeze(colours),
    rules,
    moves,
  });
}
