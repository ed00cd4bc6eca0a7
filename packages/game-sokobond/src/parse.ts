/**
 * Level parser (v1 and v2 text) and printer.
 *
 * @module
 */
import { ParseError, levelText, type ParseOptions } from '@puzzle-solvers/game-kit';
import { MODIFIER_CHAR, MODIFIER_CODE, type AtomSpec, type Element, type Level, type Modifier, type ModifierKind } from './level.js';

const ELEMENT_OF: ReadonlyMap<string, Element> = new Map([
  ['h', 'h'],
  ['o', 'o'],
  ['n', 'n'],
  ['c', 'c'],
  ['e', 'e'],
]);
const MODIFIER_OF: ReadonlyMap<string, ModifierKind> = new Map([
  ['/', 'weaken'],
  ['+', 'strengthen'],
  ['@', 'rotate'],
]);

/** Largest grid the position encoding accepts: one UTF-16 code unit per atom holds cell × 16 + bonds. */
const MAX_CELLS = 1 << 12;

/**
 * Parses a Sokobond level in the v1 or v2 text format.
 *
 * @remarks
 * **v1**: one line per row, one character per cell: `x`, `X` or `#` wall; `-` or space floor;
 * `h o n c e` atoms (hydrogen, oxygen, nitrogen, carbon, helium), the player's atom in upper case.
 *
 * **v2**: a first line `v2` (or `v2 multiple`), then cell rows and in-between rows alternate. In a
 * cell row, cells sit at even columns and odd columns are spaces; in an in-between row, a modifier
 * (`/` weaken, `+` strengthen, `@` rotate) at odd column `2x+1` after cell row `y` sits on the corner
 * shared by cells (x, y), (x+1, y), (x, y+1), (x+1, y+1); a mark at the even column `2x` (under a
 * cell) counts for the same corner, as the earlier solver read it. One corner holds one modifier.
 *
 * In both formats, lines starting with `=` hold known solutions (anywhere in the file); short rows
 * are padded with floor; empty lines before and after the level are ignored. A byte-order mark
 * and `\r\n` or `\r` line breaks are accepted. At least one atom must be upper case; when several
 * are, the last in reading order is the player's and the others are ordinary atoms.
 *
 * @param text - the file contents.
 * @param options - `file` names the file in error messages.
 * @returns the level (immutable).
 * @throws ParseError with the 1-based line and column of the first problem.
 * @example
 * ```ts
 * const level = parse('xxxxx\nxH-hx\nxxxxx');
 * level.atoms.length; // 2
 * ```
 * @see {@link printLevel}
 * @category Parsing
 */
export function parse(text: string, options: ParseOptions = {}): Level {
  const file = options.file;
  const fail = (reason: string, line: number, column: number): never => {
    throw new ParseError(reason, { file, line, column });
  };
  const lines = levelText(text).split('\n');
  // Blank lines before the level are not rows (nor the version line).
  let first = 0;
  while (first < lines.length - 1 && lines[first]!.trim() === '') first++;
  let format: 'v1' | 'v2' = 'v1';
  let multiple = false;
  const head = lines[first] ?? '';
  if (head.startsWith('v')) {
    const headLine = first + 1;
    const m = /^v(\d+)((?:\s+\w+)*)\s*$/.exec(head);
    if (m === null) fail(`expected a version line like "v2" or "v2 multiple", got "${head}"`, headLine, 1);
    if (m![1] !== '2') fail(`unsupported format version v${m![1]} (only v1 grids and v2 are known)`, headLine, 2);
    for (const word of m![2]!
      .trim()
      .split(/\s+/)
      .filter((w) => w !== '')) {
      if (word !== 'multiple') fail(`unknown option "${word}" on the version line (only "multiple")`, headLine, head.indexOf(word) + 1);
      multiple = true;
    }
    format = 'v2';
    first++;
  }

  // Body lines with their 1-based line numbers; `=` lines are solutions.
  const body: { text: string; line: number }[] = [];
  const solutions: string[] = [];
  for (let i = first; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.startsWith('=')) {
      const sol = l.slice(1).trim();
      const bad = /[^WASD]/i.exec(sol);
      if (bad !== null) fail(`unexpected "${bad[0]}" in a solution line (moves are W, A, S, D)`, i + 1, 2 + l.slice(1).indexOf(bad[0]));
      solutions.push(sol.toUpperCase());
      continue;
    }
    body.push({ text: l, line: i + 1 });
  }
  while (body.length > 0 && body[body.length - 1]!.text.trim() === '') body.pop();

  const rows: { text: string; line: number }[] = [];
  const modifiers: Modifier[] = [];
  const corners = new Set<string>();
  if (format === 'v1') {
    for (const entry of body) rows.push(entry);
  } else {
    body.forEach((entry, i) => {
      if (i % 2 === 0) {
        for (let c = 1; c < entry.text.length; c += 2) {
          if (entry.text[c] !== ' ')
            fail(`unexpected "${entry.text[c]}" between cells (v2 cells sit at even columns, with spaces between)`, entry.line, c + 1);
        }
        let cells = '';
        for (let c = 0; c < entry.text.length; c += 2) cells += entry.text[c]!;
        rows.push({ text: cells, line: entry.line });
      } else {
        const y = (i - 1) / 2;
        for (let c = 0; c < entry.text.length; c++) {
          const ch = entry.text[c]!;
          if (ch === ' ') continue;
          const kind = MODIFIER_OF.get(ch);
          if (kind === undefined) fail(`unknown modifier "${ch}" (expected "/", "+" or "@")`, entry.line, c + 1);
          // A mark under a cell (even column) counts for the corner on its right, as in the earlier solver.
          const x = c >> 1;
          if (corners.has(`${x},${y}`))
            fail(`a second modifier on the corner of cell row ${y + 1}, cell ${x + 1} (one corner holds one modifier)`, entry.line, c + 1);
          corners.add(`${x},${y}`);
          modifiers.push({ x, y, kind: kind! });
        }
      }
    });
  }
  if (rows.length === 0) fail('the level has no grid rows', first + 1, 1);

  const height = rows.length;
  let width = 0;
  for (const r of rows) if (r.text.length > width) width = r.text.length;
  if (width === 0) fail('the level grid is empty', rows[0]!.line, 1);
  if (width * height > MAX_CELLS) fail(`the grid is too large (${width}×${height} cells; at most ${MAX_CELLS})`, rows[0]!.line, 1);
  const walls = new Uint8Array(width * height);
  const atoms: AtomSpec[] = [];
  // The last upper-case atom in reading order is the player's; earlier ones are ordinary atoms
  // (as in the earlier solver, which Arena's known solutions confirm).
  let player = -1;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.text.length; x++) {
      const ch = row.text[x]!;
      const column = format === 'v1' ? x + 1 : 2 * x + 1;
      if (ch === 'x' || ch === 'X' || ch === '#') walls[y * width + x] = 1;
      else if (ch === '-' || ch === ' ') continue;
      else {
        const element = ELEMENT_OF.get(ch.toLowerCase());
        if (element === undefined) fail(`unknown cell "${ch}" (expected x X # wall, - or space floor, h o n c e atoms)`, row.line, column);
        if (ch !== ch.toLowerCase()) player = atoms.length;
        atoms.push({ x, y, element: element!, player: false });
      }
    }
  });
  if (player < 0) fail('no player atom: one atom must be upper case (H O N C E)', rows[0]!.line, 1);
  atoms[player] = { ...atoms[player]!, player: true };

  const cornerKind = new Uint8Array(width * height);
  const kept: Modifier[] = [];
  for (const m of modifiers) {
    if (m.x >= width - 1 || m.y >= height - 1) continue; // on the outer edge: no bond can cross it
    cornerKind[m.y * width + m.x] = MODIFIER_CODE[m.kind];
    kept.push(m);
  }
  return { format, multiple, width, height, walls, modifiers: kept, cornerKind, atoms, solutions };
}

/**
 * Writes a level back as text that {@link parse} reads to an equal level.
 *
 * @remarks
 * Uses v1 when the level has no modifiers and is not `multiple`, v2 otherwise; walls are written
 * `x`, floor `-`. Solution lines are kept.
 *
 * @example
 * ```ts
 * printLevel(parse('xxxx\nxHhx\nxxxx')); // 'xxxx\nxHhx\nxxxx\n'
 * ```
 * @category Parsing
 */
export function printLevel(level: Level): string {
  const grid: string[][] = [];
  for (let y = 0; y < level.height; y++) {
    const row: string[] = [];
    for (let x = 0; x < level.width; x++) row.push(level.walls[y * level.width + x] === 1 ? 'x' : '-');
    grid.push(row);
  }
  for (const a of level.atoms) grid[a.y]![a.x] = a.player ? a.element.toUpperCase() : a.element;
  const out: string[] = [];
  const v2 = level.format === 'v2' || level.multiple || level.modifiers.length > 0;
  if (!v2) {
    for (const row of grid) out.push(row.join(''));
  } else {
    out.push(level.multiple ? 'v2 multiple' : 'v2');
    for (let y = 0; y < level.height; y++) {
      out.push(grid[y]!.join(' '));
      if (y === level.height - 1) break;
      const between = new Array<string>(2 * level.width - 1).fill(' ');
      for (const m of level.modifiers) if (m.y === y) between[2 * m.x + 1] = MODIFIER_CHAR[m.kind];
      out.push(between.join('').trimEnd());
    }
  }
  for (const s of level.solutions) out.push(`=${s}`);
  return out.join('\n') + '\n';
}
