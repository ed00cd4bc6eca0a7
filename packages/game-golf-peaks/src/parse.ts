import { levelText, ParseError, type ParseOptions } from '@puzzle-solvers/game-kit';
import type { Card, CardStep, Corner, Direction, Level, Tile } from './level.js';

/** The largest width or height accepted. */
export const MAX_SIDE = 64;
/** The largest hand accepted (the search packs the hand into a number). */
export const MAX_CARDS = 24;
/** The largest height or card distance accepted. */
const MAX_NUMBER = 999;

// Maps, not object literals: a token read from a file must never find `constructor` or `toString`.
const SLOPES: ReadonlyMap<string, Direction> = new Map([
  ['up', 0],
  ['right', 1],
  ['down', 2],
  ['left', 3],
]);
const BELTS: ReadonlyMap<string, Direction> = new Map([
  ['*n', 0],
  ['*e', 1],
  ['*s', 2],
  ['*w', 3],
]);
const ANGLES: ReadonlyMap<string, Corner> = new Map([
  ['/tl', 'tl'],
  ['/tr', 'tr'],
  ['/bl', 'bl'],
  ['/br', 'br'],
]);
const ICE_ANGLES: ReadonlyMap<string, Corner> = new Map([
  ['icetl', 'tl'],
  ['icetr', 'tr'],
  ['icebl', 'bl'],
  ['icebr', 'br'],
]);
const SIMPLE: ReadonlyMap<string, 'sand' | 'quicksand' | 'water' | 'spring' | 'ice'> = new Map([
  ['sand', 'sand'],
  ['quick', 'quicksand'],
  ['water', 'water'],
  ['boing', 'spring'],
  ['ice', 'ice'],
] as const);

/**
 * Parses one card (`3-`, `2/`, `1/2-`).
 *
 * @param text - the card without a direction.
 * @returns the card, or `undefined` when the text is not a card.
 * @category Parsing
 */
export function parseCard(text: string): Card | undefined {
  const steps: CardStep[] = [];
  const re = /(\d+)([-/])/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null) return undefined;
    const distance = Number(m[1]);
    if (distance < 1 || distance > MAX_NUMBER) return undefined;
    steps.push({ kind: m[2] === '-' ? 'roll' : 'jump', distance });
    at = re.lastIndex;
  }
  if (steps.length === 0) return undefined;
  return { label: steps.map((s) => `${s.distance}${s.kind === 'roll' ? '-' : '/'}`).join(''), steps };
}

interface Token {
  readonly text: string;
  /** 1-based column of the token's first character. */
  readonly column: number;
}

/**
 * Splits a line on spaces and tabs, keeping each token's column; stops after `max` tokens, so that
 * a row of a million cells costs no more than the ones the level can hold.
 */
function tokens(line: string, max = Infinity): Token[] {
  const out: Token[] = [];
  const re = /[^ \t]+/g;
  for (let m = re.exec(line); m !== null && out.length < max; m = re.exec(line)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/**
 * Parses a Golf Peaks level.
 *
 * @remarks
 * The format: a line `WxH`; then H rows of whitespace-separated cells (tabs or spaces); a row with
 * fewer than W cells is completed with void. A cell is `x` (void) or comma-separated tokens, a
 * height first by convention (any order is read, and a missing height is 0): at most one tile token (`up down left right` slopes, `/tl /tr /bl /br`
 * angles, `sand`, `quick`, `water`, `boing`, `warp`/`warpN` (a bare `warp` is pair 0), belts `*n *e *s *w`, `ice`,
 * `icetl icetr icebl icebr`) and the markers `ball` and `flag` (exactly one of each per level; the
 * corpus always puts them on plain tiles, `0,ball`, but any tile is accepted).
 * Then blank lines and the card line (`1- 2/ 1/1-`); anything after the card line is ignored.
 * Blank lines before the size line are ignored. Lines may end in LF, CRLF or CR alone; a leading
 * byte-order mark is skipped.
 *
 * @param text - the level text.
 * @param options - `file` names the input in error messages.
 * @returns the level (immutable).
 * @throws ParseError with the 1-based line and column of the first problem.
 * @example
 * ```ts
 * const level = parse('1x3\n0,ball\n0\n0,flag\n\n2-\n');
 * level.cards[0]?.label; // '2-'
 * ```
 * @see {@link print}, the inverse.
 * @category Parsing
 */
export function parse(text: string, options: ParseOptions = {}): Level {
  const file = options.file;
  // Blank lines before the size line are skipped; `top` of them, so line numbers below count from
  // the size line and `fail` turns them back into the file's.
  const all = levelText(text).split('\n');
  let top = 0;
  while (top < all.length - 1 && all[top]!.trim() === '') top++;
  const lines = all.slice(top);
  const fail = (reason: string, line: number, column: number): never => {
    throw new ParseError(`golf-peaks: ${reason}`, { file, line: top + line, column });
  };

  const header = lines[0] ?? '';
  const size = /^[ \t]*(\d+)x(\d+)[ \t]*$/.exec(header);
  if (size === null) fail(`expected the size as WxH (like 5x5), got ${JSON.stringify(header.slice(0, 20))}`, 1, 1);
  const width = Number(size![1]);
  const height = Number(size![2]);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    fail(`the size must be between 1x1 and ${MAX_SIDE}x${MAX_SIDE}, got ${width}x${height}`, 1, 1);
  }

  const tiles: Tile[] = [];
  let ball = -1;
  let flag = -1;
  const warps = new Map<number, { count: number; line: number; column: number }>();
  for (let y = 0; y < height; y++) {
    const lineNo = y + 2;
    const line = lines[y + 1];
    if (line === undefined) fail(`expected ${height} rows of cells, the text ends after ${y}`, lineNo, 1);
    const cells = tokens(line!, width + 1);
    if (cells.length > width) fail(`row ${y + 1} has ${cells.length} cells, more than the width ${width}`, lineNo, cells[width]!.column);
    for (let x = 0; x < width; x++) {
      const cell = cells[x];
      if (cell === undefined || cell.text === 'x') {
        tiles.push({ kind: 'void' });
        continue;
      }
      // Tokens in any order: at most one height (0 when absent), at most one tile token, markers.
      let th = -1;
      let make: ((height: number) => Tile) | undefined;
      let column = cell.column;
      for (const part of cell.text.split(',')) {
        const here = column;
        column += part.length + 1;
        if (/^\d+$/.test(part)) {
          if (th !== -1) fail(`a cell has one height, ${JSON.stringify(part)} is a second`, lineNo, here);
          th = Number(part);
          if (th > MAX_NUMBER) fail(`a height is 0 to ${MAX_NUMBER}, got ${part}`, lineNo, here);
          continue;
        }
        if (part === 'ball' || part === 'flag') {
          if ((part === 'ball' ? ball : flag) !== -1) fail(`a second ${part}; a level has exactly one`, lineNo, here);
          if (part === 'ball') ball = tiles.length;
          else flag = tiles.length;
          continue;
        }
        let next: ((height: number) => Tile) | undefined;
        const warp = /^warp(\d{0,3})$/.exec(part);
        const slope = SLOPES.get(part);
        const belt = BELTS.get(part);
        const angle = ANGLES.get(part);
        const iceAngle = ICE_ANGLES.get(part);
        const simple = SIMPLE.get(part);
        if (slope !== undefined) next = (height) => ({ kind: 'slope', height, direction: slope });
        else if (belt !== undefined) next = (height) => ({ kind: 'belt', height, direction: belt });
        else if (angle !== undefined) next = (height) => ({ kind: 'angle', height, corner: angle });
        else if (iceAngle !== undefined) next = (height) => ({ kind: 'ice-angle', height, corner: iceAngle });
        else if (simple !== undefined) next = (height) => ({ kind: simple, height });
        else if (warp !== null) {
          // A bare `warp` is pair 0, as the Rust solver reads it.
          const pair = Number(warp[1] || '0');
          next = (height) => ({ kind: 'warp', height, pair });
          const seen = warps.get(pair);
          if (seen === undefined) warps.set(pair, { count: 1, line: lineNo, column: here });
          else seen.count++;
        } else {
          fail(`unknown tile token ${JSON.stringify(part)} (a cell is x, or a height and tokens like 0,ice)`, lineNo, here);
        }
        if (make !== undefined) fail(`a cell has at most one tile token, ${JSON.stringify(part)} is a second`, lineNo, here);
        make = next;
      }
      const h = th === -1 ? 0 : th;
      tiles.push(make === undefined ? { kind: 'flat', height: h } : make(h));
    }
  }
  for (const [pair, w] of warps) {
    if (w.count !== 2) fail(`warp${pair} appears ${w.count} time${w.count === 1 ? '' : 's'}; warps come in pairs`, w.line, w.column);
  }
  if (ball === -1) fail('the level has no ball', 2, 1);
  if (flag === -1) fail('the level has no flag', 2, 1);

  let cardLine = height + 1;
  while (cardLine < lines.length && lines[cardLine]!.trim() === '') cardLine++;
  if (cardLine >= lines.length) fail('missing the card line after the rows', Math.min(cardLine, lines.length) + 1, 1);
  const cards: Card[] = [];
  for (const t of tokens(lines[cardLine]!, MAX_CARDS + 1)) {
    const card = parseCard(t.text);
    if (card === undefined)
      fail(`a card is like 3-, 2/ or 1/2- (distances 1 to ${MAX_NUMBER}), got ${JSON.stringify(t.text)}`, cardLine + 1, t.column);
    if (cards.length === MAX_CARDS) fail(`more than ${MAX_CARDS} cards`, cardLine + 1, t.column);
    cards.push(card!);
  }
  return { width, height, tiles, ball, flag, cards };
}

const SLOPE_NAMES = ['up', 'right', 'down', 'left'] as const;
const BELT_NAMES = ['*n', '*e', '*s', '*w'] as const;

/**
 * The text of one tile, without the ball and flag markers (`x`, `2`, `1,left`, `0,warp3`).
 *
 * @category Parsing
 */
export function tileText(tile: Tile): string {
  switch (tile.kind) {
    case 'void':
      return 'x';
    case 'flat':
      return `${tile.height}`;
    case 'slope':
      return `${tile.height},${SLOPE_NAMES[tile.direction]}`;
    case 'belt':
      return `${tile.height},${BELT_NAMES[tile.direction]}`;
    case 'angle':
      return `${tile.height},/${tile.corner}`;
    case 'ice-angle':
      return `${tile.height},ice${tile.corner}`;
    case 'sand':
      return `${tile.height},sand`;
    case 'quicksand':
      return `${tile.height},quick`;
    case 'water':
      return `${tile.height},water`;
    case 'spring':
      return `${tile.height},boing`;
    case 'ice':
      return `${tile.height},ice`;
    case 'warp':
      return `${tile.height},warp${tile.pair}`;
  }
}

/**
 * Writes a level in the text format that {@link parse} reads: `parse(print(level))` deep-equals
 * `level`.
 *
 * @remarks Every row is written in full (void as `x`), columns padded with spaces.
 * @example
 * ```ts
 * print(parse('1x2\n0,ball\n0,flag\n\n1-')); // '1x2\n0,ball\n0,flag\n\n1-\n'
 * ```
 * @see {@link parse}
 * @category Parsing
 */
export function print(level: Level): string {
  const cells = level.tiles.map((tile, i) => {
    let t = tileText(tile);
    if (tile.kind !== 'void') {
      if (i === level.ball) t += ',ball';
      if (i === level.flag) t += ',flag';
    }
    return t;
  });
  let colWidth = 1;
  for (const c of cells) if (c.length + 1 > colWidth) colWidth = c.length + 1;
  const rows: string[] = [];
  for (let y = 0; y < level.height; y++) {
    rows.push(
      cells
        .slice(y * level.width, (y + 1) * level.width)
        .map((c) => c.padEnd(colWidth))
        .join('')
        .trimEnd(),
    );
  }
  return `${level.width}x${level.height}\n${rows.join('\n')}\n\n${level.cards.map((c) => c.label).join(' ')}\n`;
}
