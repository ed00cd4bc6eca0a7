import type { Level, Tile } from './level.js';
import type { GolfState } from './state.js';

const SLOPE = ['^', '>', 'v', '<'] as const;
const BELT = ['↑', '→', '↓', '←'] as const;
const ANGLE = { tl: '◤', tr: '◥', bl: '◣', br: '◢' } as const;
const ICE_ANGLE = { tl: '⌜', tr: '⌝', bl: '⌞', br: '⌟' } as const;

/**
 * The symbol of a tile in {@link render}'s drawing.
 *
 * @remarks `.` flat, `^ > v <` slope falling that way, `↑ → ↓ ←` belt, `◤ ◥ ◣ ◢` angle (wall in
 * that corner), `⌜ ⌝ ⌞ ⌟` ice angle, `=` ice, `:` sand, `%` quicksand, `~` water, `*` spring,
 * `@` warp (followed by its pair number).
 * @category Rendering
 */
export function tileSymbol(tile: Tile): string {
  switch (tile.kind) {
    case 'void':
      return '';
    case 'flat':
      return '.';
    case 'slope':
      return SLOPE[tile.direction];
    case 'belt':
      return BELT[tile.direction];
    case 'angle':
      return ANGLE[tile.corner];
    case 'ice-angle':
      return ICE_ANGLE[tile.corner];
    case 'ice':
      return '=';
    case 'sand':
      return ':';
    case 'quicksand':
      return '%';
    case 'water':
      return '~';
    case 'spring':
      return '*';
    case 'warp':
      return `@${tile.pair}`;
  }
}

/**
 * Draws a level, or a state of it, as text: one cell per column, the height then the tile's
 * symbol (see {@link tileSymbol}), `o` for the ball and `F` for the flag; void is blank. The last
 * line lists the cards in hand.
 *
 * @example
 * ```ts
 * render(parse('1x3\n0,ball\n0\n0,flag\n\n2-'));
 * // '0.o\n0.\n0.F\n\ncards: 2-'
 * ```
 * @category Rendering
 */
export function render(level: Level, state?: GolfState): string {
  const ball = state?.ball ?? level.ball;
  const hand = state?.hand ?? level.cards;
  const cells = level.tiles.map((tile, i) => {
    if (tile.kind === 'void') return '';
    let t = `${tile.height}${tileSymbol(tile)}`;
    if (i === ball) t += 'o';
    if (i === level.flag) t += 'F';
    return t;
  });
  let colWidth = 1;
  for (const c of cells) if (c.length + 1 > colWidth) colWidth = c.length + 1;
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) {
    const row = cells.slice(y * level.width, (y + 1) * level.width);
    rows.push(
      row
        .map((c) => c.padEnd(colWidth))
        .join('')
        .trimEnd(),
    );
  }
  return `${rows.join('\n')}\n\ncards: ${hand.map((c) => c.label).join(' ')}`;
}
