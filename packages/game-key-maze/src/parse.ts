import { levelText, ParseError, type ParseOptions } from '@puzzle-solvers/game-kit';
import { NEVER_OPENS, type Level, type Part } from './level.js';

const AT = 64; // '@'
const DOT = 46; // '.'
const HASH = 35; // '#'

/**
 * The largest map read, in cells (2048 × 2048): the solver's tables take tens of bytes per cell,
 * and a real input has about 6,500.
 */
const MAX_CELLS = 1 << 22;

function isKey(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isDoor(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * Reads the `part` game option: `'1'` (default) or `'2'`.
 *
 * @throws ParseError (line 1, column 1) for any other value.
 * @category Parsing
 */
export function partOf(options: ParseOptions | undefined): Part {
  const raw = options?.options?.['part'];
  if (raw === undefined || raw === '1') return '1';
  if (raw === '2') return '2';
  throw new ParseError(`key-maze: unknown part '${raw}' (expected 1 or 2)`, { file: options?.file, line: 1, column: 1 });
}

/**
 * Parses an Advent of Code 2019 day 18 map.
 *
 * @remarks
 * `#` wall, `.` open, `@` robot, `a`–`z` keys, `A`–`Z` doors. Rows must all have the same length;
 * blank lines before and after the map and spaces or tabs at the ends of rows are ignored; lines
 * may end in LF, CRLF or CR alone, and a leading byte-order mark is skipped. With
 * `options.options.part` `'2'` a map with one robot is split into four (the 3×3 block around it,
 * which must be open floor, becomes `@#@ / ### / @#@`); a map with four robots is used as it is.
 *
 * Robots do not block one another, and their start cells are open floor.
 *
 * @param text - the map.
 * @param options - `file` for messages; `options: { part: '2' }` for part 2.
 * @returns the immutable level.
 * @throws ParseError with the 1-based line and column of: a row of another length, an unknown
 * character, a key that appears twice, a map with no robot (line 1, column 1), a map of more than
 * 4,194,304 cells (2048 × 2048), an unknown part, or a part-2 split that does not fit.
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * solve(level).solution; // 'a b'
 * ```
 * @category Parsing
 */
export function parse(text: string, options?: ParseOptions): Level {
  const file = options?.file ?? '<input>';
  const part = partOf(options);
  const fail = (reason: string, line: number, column: number): never => {
    throw new ParseError(`key-maze: ${reason}`, { file, line, column });
  };

  const lines = levelText(text).split('\n');
  let first = 0;
  while (first < lines.length && lines[first]!.trim() === '') first++;
  let last = lines.length - 1;
  while (last >= first && lines[last]!.trim() === '') last--;
  if (first > last) fail('empty level: expected a map of #, ., @, keys a-z and doors A-Z', 1, 1);
  // Spaces and tabs at the ends of rows are not part of the map.
  const rows = lines.slice(first, last + 1).map((row) => row.replace(/[ \t]+$/, ''));
  const width = rows[0]!.length;
  const height = rows.length;
  // Only the rows up to the first one of another length are read (that row is refused below), so
  // the grid allocated is never larger than the text: a long first row over many short ones would
  // otherwise ask for width × height cells.
  let readRows = height;
  for (let y = 1; y < height; y++) {
    if (rows[y]!.length !== width) {
      readRows = y + 1;
      break;
    }
  }
  if (width * readRows > MAX_CELLS) fail(`the map is too large (${width}×${height} cells; at most ${MAX_CELLS})`, first + 1, 1);
  const cells = new Uint8Array(width * readRows);
  const keyFirstSeen = new Map<number, [number, number]>();
  const robots: number[] = [];

  for (let y = 0; y < readRows; y++) {
    const row = rows[y]!;
    const line = first + y + 1;
    for (let x = 0; x < row.length && x < width; x++) {
      const c = row.charCodeAt(x);
      if (!(c === HASH || c === DOT || c === AT || isKey(c) || isDoor(c))) {
        const shown = c === 9 ? 'a tab' : c === 32 ? 'a space' : `'${row[x]}'`;
        fail(`unknown character ${shown} (expected #, ., @, a-z or A-Z)`, line, x + 1);
      }
      if (isKey(c)) {
        const seen = keyFirstSeen.get(c);
        if (seen) fail(`key '${row[x]}' appears twice (first at line ${seen[0]}, column ${seen[1]})`, line, x + 1);
        keyFirstSeen.set(c, [line, x + 1]);
      }
      if (c === AT) robots.push(y * width + x);
      cells[y * width + x] = c;
    }
    if (row.length !== width) {
      fail(`row ${y + 1} has ${row.length} cells, expected ${width} like the first row`, line, Math.min(row.length, width) + 1);
    }
  }
  if (robots.length === 0) fail("no robot '@' on the map", first + 1, 1);

  let splitRow = -1;
  if (part === '2' && robots.length !== 4) {
    const at = robots[0]!;
    const ax = at % width;
    const ay = (at - ax) / width;
    splitRow = ay;
    if (robots.length !== 1) {
      fail(`part 2 needs one robot (to split into four) or four robots, found ${robots.length}`, first + ay + 1, ax + 1);
    }
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = ax + dx;
        const y = ay + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) {
          fail('part 2 needs the 3×3 block around the robot inside the map', first + ay + 1, ax + 1);
        }
        const c = cells[y * width + x]!;
        if ((dx !== 0 || dy !== 0) && c !== DOT) {
          fail(`part 2 needs open floor '.' around the robot, found '${String.fromCharCode(c)}'`, first + y + 1, x + 1);
        }
        cells[y * width + x] = dx === 0 || dy === 0 ? HASH : AT;
      }
    }
    robots.length = 0;
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const)
      robots.push((ay + dy) * width + ax + dx);
  }

  const keyLetters = [...keyFirstSeen.keys()].sort((a, b) => a - b);
  const keyIndex = new Map<number, number>(keyLetters.map((c, i) => [c, i]));
  const keyAt = new Int8Array(width * height).fill(-1);
  const doorAt = new Int8Array(width * height).fill(-1);
  const keyCells = new Array<number>(keyLetters.length);
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (isKey(c)) {
      const k = keyIndex.get(c)!;
      keyAt[i] = k;
      keyCells[k] = i;
    } else if (isDoor(c)) {
      doorAt[i] = keyIndex.get(c + 32) ?? NEVER_OPENS;
    }
  }
  const outRows = rows.slice();
  if (splitRow >= 0) {
    // The split rewrote three rows.
    for (let y = splitRow - 1; y <= splitRow + 1; y++) {
      outRows[y] = Array.from(cells.subarray(y * width, (y + 1) * width), (c) => String.fromCharCode(c)).join('');
    }
  }
  return Object.freeze({
    file,
    part,
    width,
    height,
    rows: Object.freeze(outRows),
    cells,
    robots: Object.freeze(robots),
    keys: Object.freeze(keyLetters.map((c) => String.fromCharCode(c))),
    keyCells: Object.freeze(keyCells),
    keyAt,
    doorAt,
  });
}
