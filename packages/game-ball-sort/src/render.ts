import type { BallState, Level } from './level.js';
import { initialState, tubesOf } from './state.js';

/**
 * Draws a level (or a state of it) as text: tubes side by side, top row first, `.` for a free
 * place, the tube numbers (1-based) underneath.
 *
 * @example
 * ```ts
 * render(parse('2\n1\nYBYB\nBYBY'));
 * // ' B Y .'
 * // ' Y B .'
 * // ' B Y .'
 * // ' Y B .'
 * // ' 1 2 3'
 * ```
 * @category Renderer
 */
export function render(level: Level, state: BallState = initialState(level)): string {
  const tubes = tubesOf(level, state);
  const n = tubes.length;
  const cap = level.capacity;
  const width = Math.max(2, String(n).length + 1);
  const rows: string[] = [];
  for (let i = cap - 1; i >= 0; i--) {
    let row = '';
    for (const tube of tubes) {
      const ball = i < tube.length ? (level.colours[tube[i]!] ?? '?') : '.';
      row += ball.padStart(width);
    }
    rows.push(row);
  }
  let numbers = '';
  for (let t = 0; t < n; t++) numbers += String(t + 1).padStart(width);
  rows.push(numbers);
  return rows.join('\n');
}

/**
 * Writes a level (or a state) in the JSON form `{ "capacity": 4, "tubes": [["R","G"], []] }`.
 *
 * @category Renderer
 */
export function formatLevel(level: Level, state: BallState = initialState(level)): string {
  const tubes = tubesOf(level, state).map((t) => `[${t.map((b) => JSON.stringify(level.colours[b])).join(', ')}]`);
  return `{ "capacity": ${level.capacity}, "tubes": [${tubes.join(', ')}] }`;
}
