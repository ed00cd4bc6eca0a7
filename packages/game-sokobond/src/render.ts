/**
 * Text drawings of a level or a state.
 *
 * @module
 */
import { MODIFIER_CHAR, type Level } from './level.js';
import { cellAt, downBondAt, initialPosition, rightBondAt, type Position } from './rules.js';

const H_BOND = ['', '-', '=', '≡', '≣'];
const V_BOND = ['', '|', '‖', '⦀', '⁞'];

/**
 * Draws a state (or the level's start) as text, in the v2 layout: cells at even columns, bonds
 * and modifiers between them.
 *
 * @remarks
 * `#` wall, `.` floor, atoms `h o n c e` with the player's atom in upper case; bonds `-` `=` `≡` `≣`
 * (horizontal, single to quadruple) and `|` `‖` `⦀` `⁞` (vertical); modifiers `/` `+` `@` on corners.
 *
 * @param level - the level.
 * @param pos - the position; the level's start when omitted.
 * @returns the drawing, one line per row and in-between row, without a trailing newline.
 * @example
 * ```ts
 * render(parse('xxxx\nxHhx\nxxxx'));
 * // '# # # #\n\n# H-h #\n\n# # # #'
 * ```
 * @category Rendering
 */
export function render(level: Level, pos: Position = initialPosition(level)): string {
  const { width, height } = level;
  const rows: string[][] = [];
  for (let r = 0; r < 2 * height - 1; r++) rows.push(new Array<string>(2 * width - 1).fill(' '));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows[2 * y]![2 * x] = level.walls[y * width + x] === 1 ? '#' : '.';
  }
  for (const m of level.modifiers) rows[2 * m.y + 1]![2 * m.x + 1] = MODIFIER_CHAR[m.kind];
  level.atoms.forEach((atom, i) => {
    const p = cellAt(pos, i);
    const x = p % width;
    const y = (p - x) / width;
    rows[2 * y]![2 * x] = atom.player ? atom.element.toUpperCase() : atom.element;
    const r = rightBondAt(pos, i);
    if (r > 0) rows[2 * y]![2 * x + 1] = H_BOND[r]!;
    const d = downBondAt(pos, i);
    if (d > 0) rows[2 * y + 1]![2 * x] = V_BOND[d]!;
  });
  return rows.map((r) => r.join('').trimEnd()).join('\n');
}
