import { ParseError } from '@puzzle-solvers/game-kit';
import type { Move } from './level.js';

/**
 * Writes moves in the ball sort notation: `from>to` with 1-based tube numbers, space separated.
 *
 * @example
 * ```ts
 * formatSolution([{ from: 0, to: 2 }, { from: 1, to: 0 }]); // '1>3 2>1'
 * ```
 * @see {@link parseSolution}
 * @category Notation
 */
export function formatSolution(moves: readonly Move[]): string {
  return moves.map((m) => `${m.from + 1}>${m.to + 1}`).join(' ');
}

/**
 * Reads a solution in `from>to` notation (1-based tube numbers; any whitespace or commas between
 * moves). Whether the tubes exist is the verifier's business, not the notation's.
 *
 * @returns the moves, 0-based.
 * @throws ParseError at line 1 (or the line of a multi-line text) and the column of the bad token.
 * @example
 * ```ts
 * parseSolution('1>3 2>1'); // [{ from: 0, to: 2 }, { from: 1, to: 0 }]
 * ```
 * @see {@link formatSolution}
 * @category Notation
 */
export function parseSolution(text: string, file?: string): Move[] {
  const moves: Move[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!;
    const token = /[^\s,]+/g;
    for (let m = token.exec(line); m !== null; m = token.exec(line)) {
      const parts = /^(\d{1,6})>(\d{1,6})$/.exec(m[0]);
      if (!parts || Number(parts[1]) < 1 || Number(parts[2]) < 1) {
        throw new ParseError(`ball-sort: expected a move 'from>to' with tube numbers from 1, found '${m[0]}'`, {
          file,
          line: l + 1,
          column: m.index + 1,
        });
      }
      moves.push({ from: Number(parts[1]) - 1, to: Number(parts[2]) - 1 });
    }
  }
  return moves;
}
