import { ParseError } from '@puzzle-solvers/game-kit';
import type { Direction, Move } from './level.js';
import { parseCard } from './parse.js';

/**
 * The arrows of the notation, by direction: `↗` up (towards row 0), `↘` right, `↙` down, `↖` left
 * (the game's isometric view turns the grid by 45°).
 *
 * @category Notation
 */
export const ARROWS: readonly string[] = ['↗', '↘', '↙', '↖'];

/**
 * The same directions typed in ASCII, by direction, for keyboards without the arrows: the screen
 * diagonal (`ur` up-right, `dr`, `dl`, `ul`) or the compass point (`NE`, `SE`, `SW`, `NW`), in any case.
 *
 * @category Notation
 */
export const ASCII_DIRECTIONS: readonly (readonly string[])[] = [
  ['ur', 'ne'],
  ['dr', 'se'],
  ['dl', 'sw'],
  ['ul', 'nw'],
];

const DIRECTION_OF_WORD: ReadonlyMap<string, Direction> = new Map(
  ASCII_DIRECTIONS.flatMap((words, direction) => words.map((w) => [w, direction as Direction] as const)),
);

/**
 * Writes one move: the card then the arrow (`1/2-↖`).
 *
 * @category Notation
 */
export function formatMove(move: Move): string {
  return `${move.card.label}${ARROWS[move.direction]!}`;
}

/**
 * Writes a solution as the known solutions do: moves separated by single spaces
 * (`1-↗ 3-↘ 1/1-↗`).
 *
 * @example
 * ```ts
 * formatSolution(parseSolution('2-↙  1/↗')); // '2-↙ 1/↗'
 * ```
 * @see {@link parseSolution}
 * @category Notation
 */
export function formatSolution(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

/**
 * Reads a solution: whitespace-separated moves, each a card (`3-`, `2/`, `1/2-`) followed by one
 * arrow (`↗ ↘ ↙ ↖`) or its ASCII name ({@link ASCII_DIRECTIONS}: `1-ur` is `1-↗`, `2/SW` is `2/↙`).
 *
 * @remarks Checks the notation only; whether the cards are in the hand is the verifier's business.
 * @throws ParseError (line 1, the column of the bad move, counted in characters).
 * @example
 * ```ts
 * parseSolution('1/1-↗')[0]?.direction; // 0 (up)
 * ```
 * @see {@link formatSolution}
 * @category Notation
 */
export function parseSolution(text: string): Move[] {
  const moves: Move[] = [];
  const chars = Array.from(text);
  let i = 0;
  while (i < chars.length) {
    if (/\s/.test(chars[i]!)) {
      i++;
      continue;
    }
    const start = i;
    while (i < chars.length && !/\s/.test(chars[i]!)) i++;
    const token = chars.slice(start, i);
    const bad = (why: string): never => {
      throw new ParseError(`golf-peaks: ${why} in ${JSON.stringify(token.join(''))}`, { line: 1, column: start + 1 });
    };
    // The direction: the last character as an arrow, or the trailing letters as an ASCII name.
    let cardEnd = token.length - 1;
    let direction = ARROWS.indexOf(token[cardEnd]!);
    if (direction < 0) {
      while (cardEnd > 0 && /[a-z]/i.test(token[cardEnd - 1]!)) cardEnd--;
      direction = DIRECTION_OF_WORD.get(token.slice(cardEnd).join('').toLowerCase()) ?? -1;
    }
    if (direction < 0) bad('a move ends with an arrow ↗ ↘ ↙ ↖ (or ur dr dl ul, NE SE SW NW)');
    const card = parseCard(token.slice(0, cardEnd).join(''));
    if (card === undefined) bad('a move starts with a card like 3-, 2/ or 1/2-');
    moves.push({ card: card!, direction: direction as Direction });
  }
  return moves;
}
