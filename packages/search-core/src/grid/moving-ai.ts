import { Grid, type GridPoint } from './grid.js';
import { GridParseError } from './grid-parse-error.js';

/**
 * A map read from a Moving AI `.map` file.
 *
 * @category Grid
 */
export interface MovingAiMap {
  /** The header's `type` (`octile` in the benchmark sets). */
  readonly type: string;
  /** The map: `.`, `G` and `S` open; `@`, `O`, `T` and `W` blocked. */
  readonly grid: Grid;
}

/**
 * One line of a Moving AI `.scen` file: a start, a goal and the optimal cost between them.
 *
 * @category Grid
 */
export interface MovingAiScenario {
  /** The difficulty bucket (the optimal cost divided by 4, rounded down, in the benchmark sets). */
  readonly bucket: number;
  /** The map file the scenario is for, as written. */
  readonly map: string;
  /** The map's width and height, as written in the scenario. */
  readonly width: number;
  readonly height: number;
  readonly start: GridPoint;
  readonly goal: GridPoint;
  /**
   * The optimal cost: 8-connected, diagonal steps √2, no corner cutting
   * (`DiagonalMovement.OnlyWhenNoObstacles`), rounded by the file (to about 5 decimals).
   */
  readonly optimalLength: number;
}

const OPEN = '.GS';
const BLOCKED = '@OTW';
const MAX_SIDE = 1 << 15;

/** The file's lines with where each starts (for columns), CRLF or LF. */
function linesOf(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) if (lines[i]!.endsWith('\r')) lines[i] = lines[i]!.slice(0, -1);
  return lines;
}

function wholeNumber(field: string, line: number, column: number, what: string, min: number, max: number): number {
  const value = /^[0-9]+$/.test(field) ? Number(field) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new GridParseError('number', line, column, `${what} must be a whole number from ${min} to ${max}, got ${JSON.stringify(field)}`);
  }
  return value;
}

/**
 * Reads a map in the Moving AI benchmark format (Sturtevant, 2012): a header (`type`, `height`,
 * `width`, `map`), then one line of characters per row.
 *
 * @remarks
 * **When to use**: to run the searches on the Moving AI benchmark sets (game maps, mazes, rooms,
 * random maps), or on any map kept in that format.
 *
 * **Details**: `.`, `G` (ground) and `S` (swamp) are open; `@`, `O` (out of bounds), `T` (trees)
 * and `W` (water) are blocked, as in the benchmark's scenarios. Lines may end with CRLF; blank
 * lines after the map are allowed.
 *
 * @param text - the file's contents.
 * @returns the header's type and the grid.
 * @throws GridParseError with the line and column of the first problem: `header`, `number`, `row`
 * or `cell`.
 * @example
 * ```ts
 * const { grid } = parseMovingAiMap(readFileSync('arena.map', 'utf8'));
 * ```
 * @see {@link parseMovingAiScenarios}, {@link Grid}
 * @category Grid
 */
export function parseMovingAiMap(text: string): MovingAiMap {
  const lines = linesOf(text);
  let type: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  let i = 0;
  for (; ; i++) {
    const line = lines[i];
    if (line === undefined) throw new GridParseError('header', i + 1, 1, 'the header ends before its "map" line');
    const trimmed = line.trim();
    if (trimmed === 'map') break;
    const match = /^(\S+)\s+(\S+)$/.exec(trimmed);
    const key = match?.[1];
    if (match === null || (key !== 'type' && key !== 'height' && key !== 'width')) {
      throw new GridParseError('header', i + 1, 1, `expected "type", "height", "width" or "map", got ${JSON.stringify(line.slice(0, 40))}`);
    }
    const column = line.indexOf(match[2]!) + 1;
    if ((key === 'type' && type !== undefined) || (key === 'height' && height !== undefined) || (key === 'width' && width !== undefined)) {
      throw new GridParseError('header', i + 1, 1, `"${key}" given twice`);
    }
    if (key === 'type') type = match[2]!;
    else if (key === 'height') height = wholeNumber(match[2]!, i + 1, column, 'height', 1, MAX_SIDE);
    else width = wholeNumber(match[2]!, i + 1, column, 'width', 1, MAX_SIDE);
  }
  if (type === undefined || height === undefined || width === undefined) {
    const missing = [type === undefined ? 'type' : '', height === undefined ? 'height' : '', width === undefined ? 'width' : ''].filter(
      Boolean,
    );
    throw new GridParseError('header', i + 1, 1, `the header lacks ${missing.join(', ')} before "map"`);
  }
  const first = i + 1;
  // Check every row before the grid is made, so that a header's size is never allocated for nothing.
  for (let y = 0; y < height; y++) {
    const line = lines[first + y];
    if (line === undefined || (line.length === 0 && first + y === lines.length - 1)) {
      throw new GridParseError('row', first + y + 1, 1, `the map has ${y} rows, its header says ${height}`);
    }
    if (line.length !== width) {
      throw new GridParseError(
        'row',
        first + y + 1,
        Math.min(line.length, width) + 1,
        `row ${y} has ${line.length} cells, the header says ${width}`,
      );
    }
    for (let x = 0; x < width; x++) {
      const ch = line[x]!;
      if (!OPEN.includes(ch) && !BLOCKED.includes(ch)) {
        throw new GridParseError('cell', first + y + 1, x + 1, `${JSON.stringify(ch)} is not terrain (open: . G S; blocked: @ O T W)`);
      }
    }
  }
  for (let l = first + height; l < lines.length; l++) {
    if (lines[l]!.trim() !== '') throw new GridParseError('row', l + 1, 1, `more rows than the header's ${height}`);
  }
  const grid = new Grid(width, height);
  for (let y = 0; y < height; y++) {
    const line = lines[first + y]!;
    for (let x = 0; x < width; x++) if (BLOCKED.includes(line[x]!)) grid.setWalkable(x, y, false);
  }
  return { type, grid };
}

/**
 * Reads the scenarios of a Moving AI `.scen` file: a `version` line, then one line per scenario
 * with nine fields separated by tabs (bucket, map, width, height, start x, start y, goal x, goal y,
 * optimal length).
 *
 * @remarks
 * **Details**: fields may also be separated by runs of spaces when the map name has none. Files of
 * the first format, without a `version` line, read the same. Coordinates are checked against the
 * width and height the line gives; check them against the map with {@link Grid.contains}. Blank
 * lines are skipped.
 *
 * @param text - the file's contents.
 * @returns the scenarios, in file order.
 * @throws GridParseError with the line and column of the first problem: `header`, `fields` or
 * `number`.
 * @example
 * ```ts
 * for (const s of parseMovingAiScenarios(readFileSync('arena.map.scen', 'utf8'))) {
 *   const r = gridAStar(grid, s.start, s.goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles });
 *   console.log(r.cost, s.optimalLength);
 * }
 * ```
 * @see {@link parseMovingAiMap}
 * @category Grid
 */
export function parseMovingAiScenarios(text: string): MovingAiScenario[] {
  const lines = linesOf(text);
  const scenarios: MovingAiScenario[] = [];
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const head = lines[i]?.trim();
  if (head?.startsWith('version')) {
    if (!/^version\s+1(\.0)?$/.test(head)) {
      throw new GridParseError('header', i + 1, 1, `this reader knows "version 1", got ${JSON.stringify(head.slice(0, 40))}`);
    }
    i++;
  }
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const fields = fieldsOf(line);
    if (fields.length !== 9) {
      throw new GridParseError(
        'fields',
        i + 1,
        1,
        `a scenario has 9 fields (bucket, map, width, height, sx, sy, gx, gy, length), got ${fields.length}`,
      );
    }
    const n = i + 1;
    const [bucket, map, w, h, sx, sy, gx, gy, length] = fields as [Field, Field, Field, Field, Field, Field, Field, Field, Field];
    const width = wholeNumber(w.text, n, w.column, 'the width', 1, MAX_SIDE);
    const height = wholeNumber(h.text, n, h.column, 'the height', 1, MAX_SIDE);
    const optimal = /^[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?$/i.test(length.text) ? Number(length.text) : Number.NaN;
    if (!(optimal >= 0) || optimal === Infinity) {
      throw new GridParseError('number', n, length.column, `the optimal length must be a number ≥ 0, got ${JSON.stringify(length.text)}`);
    }
    scenarios.push({
      bucket: wholeNumber(bucket.text, n, bucket.column, 'the bucket', 0, Number.MAX_SAFE_INTEGER),
      map: map.text,
      width,
      height,
      start: {
        x: wholeNumber(sx.text, n, sx.column, 'start x', 0, width - 1),
        y: wholeNumber(sy.text, n, sy.column, 'start y', 0, height - 1),
      },
      goal: {
        x: wholeNumber(gx.text, n, gx.column, 'goal x', 0, width - 1),
        y: wholeNumber(gy.text, n, gy.column, 'goal y', 0, height - 1),
      },
      optimalLength: optimal,
    });
  }
  return scenarios;
}

interface Field {
  readonly text: string;
  readonly column: number;
}

/** A scenario line's fields and their columns: split on tabs, or on spaces when there is no tab. */
function fieldsOf(line: string): Field[] {
  const fields: Field[] = [];
  const separator = line.includes('\t') ? /[^\t]+/g : /\S+/g;
  for (const m of line.matchAll(separator)) {
    const text = m[0].trim();
    if (text !== '') fields.push({ text, column: m.index + 1 + (m[0].length - m[0].trimStart().length) });
  }
  return fields;
}
