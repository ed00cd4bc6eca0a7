import { ParseError } from '@puzzle-solvers/game-kit';
import type { Level, Move } from './level.js';

/**
 * Formats moves as the keys in the order collected, space-separated: `a b c`. On a map with more
 * than one robot (or, without a level, when any move is not robot 0's) each key carries its
 * robot: `0:a 2:b 1:c`.
 *
 * @param moves - the moves.
 * @param level - the level, to know how many robots it has.
 * @returns the notation; the empty string for no moves.
 * @example
 * ```ts
 * formatSolution([{ robot: 0, key: 'a' }, { robot: 0, key: 'b' }]); // 'a b'
 * ```
 * @see {@link parseSolution}
 * @category Notation
 */
export function formatSolution(moves: readonly Move[], level?: Level): string {
  const robots = level ? level.robots.length > 1 : moves.some((m) => m.robot !== 0);
  return moves.map((m) => (robots ? `${m.robot}:${m.key}` : m.key)).join(' ');
}

/**
 * Parses a solution: whitespace- or comma-separated tokens, each a key `a`–`z` optionally preceded
 * by a robot index and a colon (`2:b`, `1042:c`: up to nine digits, so the notation of a map with
 * thousands of robots reads back). A bare key means robot 0.
 *
 * @param text - the solution text.
 * @param file - a name for error messages.
 * @returns the moves.
 * @throws ParseError (line and column of the bad token) for anything else.
 * @example
 * ```ts
 * parseSolution('0:a 2:b'); // [{ robot: 0, key: 'a' }, { robot: 2, key: 'b' }]
 * ```
 * @see {@link formatSolution}
 * @category Notation
 */
export function parseSolution(text: string, file?: string): Move[] {
  const moves: Move[] = [];
  const token = /[^\s,]+/g;
  for (const m of text.matchAll(token)) {
    const t = m[0];
    // Up to nine digits: more robots than any map holds, and every index formatSolution writes
    // reads back (a longer run of digits would not even stay an exact number).
    const match = /^(?:(\d{1,9}):)?([a-z])$/.exec(t);
    if (!match) {
      const before = text.slice(0, m.index);
      const line = before.split('\n').length;
      const column = m.index - before.lastIndexOf('\n');
      const why = /^\d{10,}:[a-z]$/.test(t) ? 'a robot number has at most 9 digits' : 'expected a key a-z, or robot:key like 2:b';
      throw new ParseError(`key-maze: bad move '${t}' (${why})`, {
        file: file ?? '<solution>',
        line,
        column,
      });
    }
    moves.push({ robot: match[1] === undefined ? 0 : Number(match[1]), key: match[2]! });
  }
  return moves;
}
