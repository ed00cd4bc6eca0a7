import { parse } from '../src/parse.js';
import { initialPosition, move, type Direction } from '../src/rules.js';
import { render } from '../src/render.js';
import type { Level } from '../src/level.js';

const KEYS: Readonly<Record<string, Direction>> = { W: 'up', A: 'left', S: 'down', D: 'right' };

/** Builds a level from lines (joined with newlines). */
export const level = (...lines: string[]): Level => parse(lines.join('\n'));

/** Plays WASD keys from the start; a refused move is reported in the result as `refused: <reason>`. */
export function play(lvl: Level, keys: string): string {
  let pos = initialPosition(lvl);
  for (const k of keys) {
    const r = move(lvl, pos, KEYS[k]!);
    if (!r.ok) return `refused: ${r.reason}`;
    pos = r.position;
  }
  return render(lvl, pos);
}

/** A picture written as lines, for comparing with `render`. */
export const picture = (...lines: string[]): string => lines.join('\n');
