/**
 * Level parsers (JSON and character grid) and printers.
 *
 * @module
 */
import { levelText, ParseError, readJson, type JsonValue, type ParseOptions } from '@puzzle-solvers/game-kit';
import { Cell, type Alien, type Color, type House, type HouseColor, type Level, type LevelFormat } from './level.js';

/** Largest grid side accepted (cell indices and path indices stay small). */
const MAX_SIDE = 200;
/** Most cars a train may have. */
const MAX_CARS = 8;

type JValue = JsonValue;
interface Pos {
  readonly line: number;
  readonly column: number;
}

// ---------------------------------------------------------------------------------------------

// Maps, not object literals: a name read from a file must never find `toString` or `constructor`.
const COLOR_OF_JSON: ReadonlyMap<string, Color> = new Map([
  ['Purple', 'purple'],
  ['Orange', 'orange'],
  ['Green', 'green'],
]);
const JSON_OF_COLOR: Readonly<Record<Color, string>> = { purple: 'Purple', orange: 'Orange', green: 'Green' };

/**
 * Parses a level in either format: JSON when the text starts with `{`, a character grid otherwise.
 *
 * @remarks
 * **JSON** (the earlier Rust solver's files): `width`, `height` (playable cells are x 1..width,
 * y 1..height), `length` (cars), `entrances` and `exits` (one each, `{x, y}`, usually on the
 * border), `entities`: `[{x, y}, "Wall" | {"Alien": {"color"}} | {"House": {"color"}}]` with colours
 * `Purple`, `Orange`, `Green`.
 *
 * **Grid**: one character per cell, rectangular: `.` empty, `#` wall, `+` crossing, `*` wormhole
 * (exactly two, a pair), `G O P` aliens, `g o p` houses, `?` a house of any colour, `A` the entrance
 * (where the first car starts), `a` one more car waiting behind it (an obstacle), `Z` the exit.
 * Blank lines around the grid and spaces or tabs at the ends of its rows are ignored.
 *
 * @param text - the file contents.
 * @param options - `file` names the file in error messages.
 * @returns the level (immutable).
 * @throws ParseError with the 1-based line and column of the first problem.
 * @example
 * ```ts
 * const level = parse('A.P..\n.....\n..p.Z');
 * level.aliens.length; // 1
 * ```
 * @see {@link printLevel}
 * @category Parsing
 */
export function parse(text: string, options: ParseOptions = {}): Level {
  const body = levelText(text);
  return /^\s*\{/.test(body) ? parseJson(body, options) : parseGrid(body, options);
}

/**
 * Parses the JSON format. See {@link parse}.
 *
 * @throws ParseError with the position of the first problem.
 * @category Parsing
 */
export function parseJson(text: string, options: ParseOptions = {}): Level {
  const file = options.file;
  const fail = (reason: string, pos: Pos): never => {
    throw new ParseError(reason, { file, line: pos.line, column: pos.column });
  };
  const root = readJson(levelText(text), { file, game: 'cosmic-express' });
  if (root.kind !== 'object') return fail('a level is a JSON object', root.pos);
  const field = (name: string): JValue => {
    const e = root.entries.get(name);
    if (e === undefined) return fail(`missing field "${name}"`, root.pos);
    return e.value;
  };
  for (const [k, { key: p }] of root.entries) {
    if (!['width', 'height', 'length', 'entrances', 'exits', 'entities'].includes(k)) fail(`unknown field "${k}"`, p);
  }
  const int = (v: JValue, what: string, min: number, max: number): number => {
    if (v.kind !== 'number' || !Number.isInteger(v.value)) return fail(`${what} must be a whole number`, v.pos);
    if (v.value < min || v.value > max) fail(`${what} must be between ${min} and ${max}, got ${v.value}`, v.pos);
    return v.value;
  };
  const w = int(field('width'), 'width', 1, MAX_SIDE - 2);
  const h = int(field('height'), 'height', 1, MAX_SIDE - 2);
  const cars = int(field('length'), 'length (the number of cars)', 1, MAX_CARS);
  const width = w + 2;
  const height = h + 2;
  const point = (v: JValue, inner: boolean): number => {
    if (v.kind !== 'object') return fail('a point is an object {"x": …, "y": …}', v.pos);
    const get = (name: string): JValue => {
      const e = v.entries.get(name);
      if (e === undefined) return fail(`missing "${name}" in a point`, v.pos);
      return e.value;
    };
    for (const [k, { key: p }] of v.entries) if (k !== 'x' && k !== 'y') fail(`unknown field "${k}" in a point`, p);
    const x = inner ? int(get('x'), 'x', 1, w) : int(get('x'), 'x', 0, w + 1);
    const y = inner ? int(get('y'), 'y', 1, h) : int(get('y'), 'y', 0, h + 1);
    return y * width + x;
  };
  const single = (name: string): [number, Pos] => {
    const v = field(name);
    if (v.kind !== 'array') return fail(`"${name}" must be an array of points`, v.pos);
    if (v.items.length !== 1) fail(`"${name}" must hold exactly one point (got ${v.items.length})`, v.pos);
    const p = v.items[0]!;
    return [point(p, false), p.pos];
  };
  const cells = new Uint8Array(width * height);
  for (let y = 1; y <= h; y++) for (let x = 1; x <= w; x++) cells[y * width + x] = Cell.Empty;
  const [entrance] = single('entrances');
  const [exit, exitPos] = single('exits');
  if (exit === entrance) fail('the exit is on the entrance', exitPos);
  cells[entrance] = Cell.Entrance;
  cells[exit] = Cell.Exit;
  const aliens: Alien[] = [];
  const houses: House[] = [];
  const walls: number[] = [];
  const entityOrder: ('a' | 'h' | 'w')[] = [];
  const entities = field('entities');
  if (entities.kind !== 'array') return fail('"entities" must be an array', entities.pos);
  for (const e of entities.items) {
    if (e.kind !== 'array' || e.items.length !== 2) {
      fail('an entity is a pair [{"x": …, "y": …}, "Wall" | {"Alien": …} | {"House": …}]', e.pos);
      continue;
    }
    const [pv, kv] = e.items as [JValue, JValue];
    const cell = point(pv, true);
    if (cells[cell] !== Cell.Empty) fail('two things on one cell', pv.pos);
    if (kv.kind === 'string') {
      if (kv.value !== 'Wall') fail(`unknown entity "${kv.value}" (expected "Wall", {"Alien": …} or {"House": …})`, kv.pos);
      cells[cell] = Cell.Wall;
      walls.push(cell);
      entityOrder.push('w');
      continue;
    }
    if (kv.kind !== 'object' || kv.entries.size !== 1) {
      fail('an entity kind is "Wall", {"Alien": {"color": …}} or {"House": {"color": …}}', kv.pos);
      continue;
    }
    const [kind, { value: inner, key: kindPos }] = kv.entries.entries().next().value!;
    if (kind !== 'Alien' && kind !== 'House') fail(`unknown entity "${kind}"`, kindPos);
    const colorEntry = inner.kind === 'object' && inner.entries.size === 1 ? inner.entries.get('color') : undefined;
    if (colorEntry === undefined) {
      fail(`${kind} must be {"color": "Purple" | "Orange" | "Green"}`, inner.pos);
      continue;
    }
    const cv = colorEntry.value;
    const color = cv.kind === 'string' ? COLOR_OF_JSON.get(cv.value) : undefined;
    if (color === undefined) return fail('a colour is "Purple", "Orange" or "Green"', cv.pos);
    if (kind === 'Alien') {
      cells[cell] = Cell.Alien;
      aliens.push({ cell, color });
      entityOrder.push('a');
    } else {
      cells[cell] = Cell.House;
      houses.push({ cell, color });
      entityOrder.push('h');
    }
  }
  return freeze({
    format: 'json',
    width,
    height,
    cells,
    cars,
    entrance,
    exit,
    aliens,
    houses,
    wormholes: [],
    carCells: [],
    walls,
    entityOrder,
  });
}

const GRID_ALIEN: ReadonlyMap<string, Color> = new Map([
  ['G', 'green'],
  ['O', 'orange'],
  ['P', 'purple'],
]);
const GRID_HOUSE: ReadonlyMap<string, HouseColor> = new Map([
  ['g', 'green'],
  ['o', 'orange'],
  ['p', 'purple'],
  ['?', 'any'],
]);

/**
 * Parses the character-grid format. See {@link parse}.
 *
 * @throws ParseError with the line and column of the first problem.
 * @category Parsing
 */
export function parseGrid(text: string, options: ParseOptions = {}): Level {
  const file = options.file;
  const fail = (reason: string, line: number, column: number): never => {
    throw new ParseError(reason, { file, line, column });
  };
  // Blank lines around the grid and blanks at the ends of rows are not part of it; messages give
  // the file's own line numbers (`lineOf(y)` for grid row y).
  const all = levelText(text).split('\n');
  let top = 0;
  while (top < all.length && all[top]!.trim() === '') top++;
  const lineOf = (y: number): number => top + y + 1;
  const lines = all.slice(top).map((line) => line.replace(/[ \t]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) fail('empty level', 1, 1);
  const width = lines[0]!.length;
  const height = lines.length;
  if (width > MAX_SIDE || height > MAX_SIDE) fail(`grid larger than ${MAX_SIDE}×${MAX_SIDE}`, 1, 1);
  const cells = new Uint8Array(width * height);
  const aliens: Alien[] = [];
  const houses: House[] = [];
  const wormholes: number[] = [];
  const carCells: number[] = [];
  let entrance = -1;
  let exit = -1;
  for (let y = 0; y < height; y++) {
    const l = lines[y]!;
    if (l.length !== width)
      fail(`every row must be ${width} characters long (this one is ${l.length})`, lineOf(y), Math.min(l.length, width) + 1);
    for (let x = 0; x < width; x++) {
      const c = l[x]!;
      const cell = y * width + x;
      let kind: number;
      if (c === '.') kind = Cell.Empty;
      else if (c === '#') kind = Cell.Wall;
      else if (c === '+') kind = Cell.Crossing;
      else if (c === '*') {
        kind = Cell.Wormhole;
        wormholes.push(cell);
      } else if (c === 'A') {
        if (entrance >= 0) fail('a second entrance "A"', lineOf(y), x + 1);
        kind = Cell.Entrance;
        entrance = cell;
      } else if (c === 'Z') {
        if (exit >= 0) fail('a second exit "Z"', lineOf(y), x + 1);
        kind = Cell.Exit;
        exit = cell;
      } else if (c === 'a') {
        kind = Cell.Car;
        carCells.push(cell);
        if (carCells.length + 1 > MAX_CARS) fail(`at most ${MAX_CARS} cars`, lineOf(y), x + 1);
      } else if (GRID_ALIEN.has(c)) {
        kind = Cell.Alien;
        aliens.push({ cell, color: GRID_ALIEN.get(c)! });
      } else if (GRID_HOUSE.has(c)) {
        kind = Cell.House;
        houses.push({ cell, color: GRID_HOUSE.get(c)! });
      } else {
        return fail(`unknown cell "${c}" (expected one of . # + * G O P g o p ? A a Z)`, lineOf(y), x + 1);
      }
      cells[cell] = kind;
    }
  }
  if (entrance < 0) fail('no entrance "A"', 1, 1);
  if (exit < 0) fail('no exit "Z"', 1, 1);
  if (wormholes.length !== 0 && wormholes.length !== 2) {
    const last = wormholes[wormholes.length - 1]!;
    fail(`wormholes come in one pair (found ${wormholes.length})`, lineOf(Math.floor(last / width)), (last % width) + 1);
  }
  return freeze({
    format: 'grid',
    width,
    height,
    cells,
    cars: 1 + carCells.length,
    entrance,
    exit,
    aliens,
    houses,
    wormholes,
    carCells,
    walls: [],
    entityOrder: [],
  });
}

function freeze(level: Level): Level {
  Object.freeze(level.aliens);
  Object.freeze(level.houses);
  return Object.freeze(level);
}

/**
 * Writes a level back in its own format (`level.format`), so that `parse(printLevel(l))` equals `l`.
 *
 * @param level - the level.
 * @param format - the format to write; a level with grid-only features (crossings, wormholes,
 *   wildcard houses) cannot be written as JSON.
 * @returns the text.
 * @throws RangeError when the level cannot be written in the requested format.
 * @category Parsing
 */
export function printLevel(level: Level, format: LevelFormat = level.format): string {
  return format === 'json' ? printJson(level) : printGrid(level);
}

function printGrid(level: Level): string {
  const { width, height, cells } = level;
  const chars: string[] = [];
  const alienAt = new Map(level.aliens.map((a) => [a.cell, a.color]));
  const houseAt = new Map(level.houses.map((h) => [h.cell, h.color]));
  const A: Record<Color, string> = { green: 'G', orange: 'O', purple: 'P' };
  const H: Record<HouseColor, string> = { green: 'g', orange: 'o', purple: 'p', any: '?' };
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    chars.length = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = cells[i];
      if (k === Cell.Alien) chars.push(A[alienAt.get(i)!]);
      else if (k === Cell.House) chars.push(H[houseAt.get(i)!]);
      else
        chars.push(
          k === Cell.Empty
            ? '.'
            : k === Cell.Crossing
              ? '+'
              : k === Cell.Wormhole
                ? '*'
                : k === Cell.Entrance
                  ? 'A'
                  : k === Cell.Exit
                    ? 'Z'
                    : k === Cell.Car
                      ? 'a'
                      : '#',
        );
    }
    rows.push(chars.join(''));
  }
  if (level.format === 'json') {
    // A JSON level's cars wait outside the grid; the grid format cannot say so except with `a`s.
    if (level.cars !== 1)
      throw new RangeError('game-cosmic-express: a JSON level with several cars has no cells for them in the grid format');
  }
  return rows.join('\n') + '\n';
}

function printJson(level: Level): string {
  if (level.format !== 'json') {
    throw new RangeError('game-cosmic-express: only levels read from JSON can be written as JSON');
  }
  const { width } = level;
  const pt = (c: number): string => `{ "x": ${c % width}, "y": ${Math.floor(c / width)} }`;
  const ents: string[] = [];
  let ai = 0;
  let hi = 0;
  let wi = 0;
  for (const kind of level.entityOrder) {
    if (kind === 'a') {
      const a = level.aliens[ai++]!;
      ents.push(`    [${pt(a.cell)}, { "Alien": { "color": "${JSON_OF_COLOR[a.color]}" } }]`);
    } else if (kind === 'h') {
      const h = level.houses[hi++]!;
      ents.push(`    [${pt(h.cell)}, { "House": { "color": "${JSON_OF_COLOR[h.color as Color]}" } }]`);
    } else {
      ents.push(`    [${pt(level.walls[wi++]!)}, "Wall"]`);
    }
  }
  return [
    '{',
    `  "width": ${width - 2},`,
    `  "height": ${level.height - 2},`,
    `  "length": ${level.cars},`,
    '',
    `  "entrances": [${pt(level.entrance)}],`,
    `  "exits": [${pt(level.exit)}],`,
    `  "entities": [`,
    ents.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
