import { ParseError } from '@puzzle-solvers/game-kit';
import type { GridMove, KeyMazeMove, Level, Move } from './level.js';

/**
 * Formats moves as the keys in the order collected, space-separated: `a b c`. On a map with more
 * than one robot (or, without a level, when any move is not robot 0's) each key carries its
 * robot: `0:a 2:b 1:c`. Steps of play cell by cell are written `U D L R` the same way (`2:L`).
 *
 * @param moves - the moves (key moves, steps, or both).
 * @param level - the level, to know how many robots it has.
 * @returns the notation; the empty string for no moves.
 * @example
 * ```ts
 * formatSolution([{ robot: 0, key: 'a' }, { robot: 0, key: 'b' }]); // 'a b'
 * formatSolution([{ robot: 0, dir: 'R' }, { robot: 0, key: 'a' }]); // 'R a'
 * ```
 * @see {@link parseSolution}, {@link parseMoves}
 * @category Notation
 */
export function formatSolution(moves: readonly KeyMazeMove[], level?: Level): string {
  const robots = level ? level.robots.length > 1 : moves.some((m) => m.robot !== 0);
  return moves.map((m) => (robots ? `${m.robot}:${moveLetter(m)}` : moveLetter(m))).join(' ');
}

const moveLetter = (m: KeyMazeMove): string => ('key' in m ? m.key : m.dir);

/**
 * Parses a solution of key moves: whitespace- or comma-separated tokens, each a key `a`–`z`
 * optionally preceded by a robot index and a colon (`2:b`, `1042:c`: up to nine digits, so the
 * notation of a map with thousands of robots reads back). A bare key means robot 0.
 *
 * @remarks Steps (`U`, `2:L`) are refused here, so that what comes back is key moves only; read
 * play cell by cell with {@link parseMoves}.
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
  return readMoves(text, file, false) as Move[];
}

/**
 * Parses moves of play: key moves as {@link parseSolution} reads them, and grid steps `U D L R`
 * (up, down, left, right), with the same optional robot prefix (`2:L`).
 *
 * @remarks A step moves its robot one cell and picks up a key it steps on; `verify` counts the
 * steps taken, so a walk written out step by step costs what was walked.
 * @param text - the moves text.
 * @param file - a name for error messages.
 * @returns the moves, in order.
 * @throws ParseError (line and column of the bad token) for anything else.
 * @example
 * ```ts
 * parseMoves('R R a 1:U'); // [{ robot: 0, dir: 'R' }, { robot: 0, dir: 'R' }, { robot: 0, key: 'a' }, { robot: 1, dir: 'U' }]
 * ```
 * @see {@link formatSolution}
 * @category Notation
 */
export function parseMoves(text: string, file?: string): KeyMazeMove[] {
  return readMoves(text, file, true);
}

function readMoves(text: string, file: string | undefined, steps: boolean): KeyMazeMove[] {
  const moves: KeyMazeMove[] = [];
  const token = /[^\s,]+/g;
  for (const m of text.matchAll(token)) {
    const t = m[0];
    // Up to nine digits: more robots than any map holds, and every index formatSolution writes
    // reads back (a longer run of digits would not even stay an exact number).
    const match = /^(?:(\d{1,9}):)?([a-zUDLR])$/.exec(t);
    const isStep = match !== null && /[UDLR]/.test(match[2]!);
    if (match === null || (isStep && !steps)) {
      const before = text.slice(0, m.index);
      const line = before.split('\n').length;
      const column = m.index - before.lastIndexOf('\n');
      const why = /^\d{10,}:[a-zUDLR]$/.test(t)
        ? 'a robot number has at most 9 digits'
        : isStep
          ? 'a step U D L R is a move of play, read by parseMoves; a solution names keys'
          : steps
            ? 'expected a key a-z, a step U D L R, or robot:move like 2:b or 2:L'
            : 'expected a key a-z, or robot:key like 2:b';
      throw new ParseError(`key-maze: bad move '${t}' (${why})`, {
        file: file ?? '<solution>',
        line,
        column,
      });
    }
    const robot = match[1] === undefined ? 0 : Number(match[1]);
    moves.push(isStep ? ({ robot, dir: match[2] as GridMove['dir'] } satisfies GridMove) : { robot, key: match[2]! });
  }
  return moves;
}
