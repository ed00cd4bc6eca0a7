/**
 * Solution notation: the moves from the entrance as a string over `U D L R`, or a drawn board.
 *
 * @module
 */
import { levelText, ParseError } from '@puzzle-solvers/game-kit';
import { Cell, type Level } from './level.js';
import { MOVES, type Move } from './rules.js';
import { tablesOf } from './rules/level-tables.js';

/**
 * Writes moves as a string over `U R D L` (no separators).
 *
 * @example
 * ```ts
 * formatSolution(['R', 'R', 'U']); // 'RRU'
 * ```
 * @category Notation
 */
export function formatSolution(moves: readonly Move[]): string {
  return moves.join('');
}

/**
 * Reads a move string over `U D L R` (either case; spaces, commas and line breaks are ignored).
 *
 * @throws ParseError at the first other character (line and column 1-based).
 * @example
 * ```ts
 * parseSolution('RR U'); // ['R', 'R', 'U']
 * ```
 * @category Notation
 */
export function parseSolution(text: string): Move[] {
  const out: Move[] = [];
  let line = 1;
  let column = 0;
  for (const ch of text) {
    column++;
    if (ch === '\n') {
      line++;
      column = 0;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === ',' || ch === '\r') continue;
    const m = ch.toUpperCase();
    if (m !== 'U' && m !== 'D' && m !== 'L' && m !== 'R') {
      throw new ParseError(`unexpected "${ch}" in a solution (moves are U, D, L, R)`, { line, column });
    }
    out.push(m);
  }
  return out;
}

/** Track characters: the directions (bit per direction: 1 up, 2 right, 4 down, 8 left) they join. */
export const TRACK_BITS: Readonly<Record<string, number>> = {
  '─': 2 | 8,
  '│': 1 | 4,
  '┌': 2 | 4,
  '┐': 4 | 8,
  '└': 1 | 2,
  '┘': 1 | 8,
  '┼': 15,
};

/**
 * Whether a solution text looks like a drawn board rather than a move string.
 *
 * @category Notation
 */
export function isDrawing(text: string): boolean {
  // A move string holds only U D L R, blanks and commas; a board holds cells and track pieces.
  return /[[\]─│┌┐└┘┼#.]/.test(text);
}

/**
 * Reads the track back from a drawn board (as {@link render} draws it, or a board of the
 * earlier solver's `solutions.json`): starting at the entrance, follows the track characters
 * `─ │ ┌ ┐ └ ┘ ┼` to the exit. Crossings are passed straight through; a wormhole continues from
 * its partner. Other characters are ignored, so aliens and houses may be drawn as letters or `#`.
 *
 * @param level - the level the board belongs to (same size as the drawing).
 * @param text - the drawing, one line per grid row.
 * @returns the moves from the entrance.
 * @throws ParseError where the track cannot be followed.
 * @category Notation
 */
export function readDrawing(level: Level, text: string): Move[] {
  const t = tablesOf(level);
  const { width, height } = level;
  const lines = levelText(text).split('\n');
  // Drop leading/trailing lines only when the drawing has more lines than the grid.
  while (lines.length > height && lines[lines.length - 1]!.trim() === '') lines.pop();
  const grid: string[][] = lines.map((l) => Array.from(l));
  const charAt = (c: number): string => grid[Math.floor(c / width)]?.[c % width] ?? ' ';
  const bitsAt = (c: number): number => {
    if (level.cells[c] === Cell.Crossing) return 15;
    return TRACK_BITS[charAt(c)] ?? 0;
  };
  const fail = (reason: string, c: number): never => {
    throw new ParseError(reason, { line: Math.floor(c / width) + 1, column: (c % width) + 1 });
  };
  if (grid.length < height) fail(`the drawing has ${grid.length} rows, the level ${height}`, 0);
  const step = (c: number, d: number): number => {
    let n = t.neighbor[c * 4 + d]!;
    if (n >= 0 && level.cells[n] === Cell.Wormhole) n = t.neighbor[t.partner[n]! * 4 + d]!;
    return n;
  };
  const moves: Move[] = [];
  let cur = level.entrance;
  let dir = -1;
  // First step: the one neighbour whose track points back at the entrance.
  for (let d = 0; d < 4; d++) {
    const n = step(cur, d);
    if (n < 0) continue;
    if (n === level.exit) {
      if (dir < 0) dir = d;
      continue;
    }
    if ((bitsAt(n) & (1 << ((d + 2) & 3))) !== 0 && level.cells[n] !== Cell.Crossing) {
      dir = d;
      break;
    }
    if (level.cells[n] === Cell.Crossing && (TRACK_BITS[charAt(n)] ?? 0) & (1 << ((d + 2) & 3))) {
      dir = d;
      break;
    }
  }
  if (dir < 0) fail('no track leaves the entrance', level.entrance);
  const limit = width * height * 2 + 4;
  for (;;) {
    const n = step(cur, dir);
    if (n < 0) fail('the track runs off the grid', cur);
    moves.push(MOVES[dir]!);
    if (n === level.exit) return moves;
    if (moves.length > limit) fail('the track goes round in a circle', n);
    const bits = bitsAt(n);
    const back = (dir + 2) & 3;
    if ((bits & (1 << back)) === 0) fail(`the track is broken: "${charAt(n)}" does not join the track coming in`, n);
    if (level.cells[n] !== Cell.Crossing && charAt(n) !== '┼') {
      const out = bits & ~(1 << back);
      const d = [0, 1, 2, 3].find((k) => out === 1 << k);
      if (d === undefined) fail(`"${charAt(n)}" is not a track piece`, n);
      dir = d!;
    }
    cur = n;
  }
}
