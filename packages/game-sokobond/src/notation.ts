/**
 * The solution notation of the known solutions: one letter per move, `W` up, `A` left, `S` down,
 * `D` right.
 *
 * @module
 */
import { ParseError } from '@puzzle-solvers/game-kit';
import type { Direction } from './rules.js';

const LETTER: Readonly<Record<Direction, string>> = { up: 'W', left: 'A', down: 'S', right: 'D' };
const DIRECTION_OF: Readonly<Record<string, Direction>> = { W: 'up', A: 'left', S: 'down', D: 'right' };

/**
 * Writes moves as a `WASD` string.
 *
 * @example
 * ```ts
 * formatSolution(['up', 'right']); // 'WD'
 * ```
 * @see {@link parseSolution}
 * @category Notation
 */
export function formatSolution(moves: readonly Direction[]): string {
  let out = '';
  for (const m of moves) out += LETTER[m];
  return out;
}

/**
 * Reads a `WASD` string (either case; whitespace is ignored) into moves.
 *
 * @throws ParseError at line 1 and the column of the first character that is not a move.
 * @example
 * ```ts
 * parseSolution('wd'); // ['up', 'right']
 * ```
 * @see {@link formatSolution}
 * @category Notation
 */
export function parseSolution(text: string): Direction[] {
  const moves: Direction[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) continue;
    const d = DIRECTION_OF[ch.toUpperCase()];
    if (d === undefined) throw new ParseError(`"${ch}" is not a move (use W up, A left, S down, D right)`, { line: 1, column: i + 1 });
    moves.push(d);
  }
  return moves;
}
