/**
 * SVG pictures of a maze, a state, or a whole solution.
 *
 * @module
 */
import {
  escapeXml,
  svgAnimation,
  svgDocument,
  svgNumber,
  svgRuns,
  type SvgAnimationOptions,
  type SvgOptions,
} from '@puzzle-solvers/game-kit';
import { NEVER_OPENS, type KeyMazeState, type Level } from './level.js';
import { canEnter, DIRECTIONS, keyBit, neighbour } from './rules.js';
import { decodeState } from './state.js';

const CELL = 28;
const MARGIN = 6;
const TRAY = 28;

const ROBOT_FILLS = ['#263238', '#5d4037', '#0d47a1', '#880e4f'];

/** A colour per key letter, shared by the key and its door; letters spread round the hue circle. */
const letterFill = (letter: string): string => `hsl(${(((letter.charCodeAt(0) - 97) * 137.508) % 360) | 0},75%,55%)`;

const BASE_STYLE =
  '.ps-key-maze .bg{fill:#1b1e25}.ps-key-maze .floor{fill:#ece7da}' +
  '.ps-key-maze .wall{fill:#2f3440}' +
  '.ps-key-maze .door{stroke:#111;stroke-width:1.5}.ps-key-maze .door.open{fill:none;stroke-dasharray:3 2;opacity:.8}' +
  '.ps-key-maze .door.never{fill:#8a8f9a}' +
  '.ps-key-maze .door-letter{fill:#fff;stroke:#000b;stroke-width:2.5px;paint-order:stroke;font:700 15px sans-serif;text-anchor:middle;dominant-baseline:central}' +
  '.ps-key-maze .key-ring{stroke:none}.ps-key-maze .key-bit{fill:none;stroke-width:3;stroke-linecap:round}' +
  '.ps-key-maze .key-letter{fill:#fff;stroke:#000b;stroke-width:2px;paint-order:stroke;font:700 11px sans-serif;text-anchor:middle;dominant-baseline:central}' +
  '.ps-key-maze .robot{stroke:#fff;stroke-width:1.5}.ps-key-maze .robot-eye{fill:#fff;stroke:none}' +
  '.ps-key-maze .route{fill:none;stroke:#000;stroke-opacity:.4;stroke-width:3;stroke-dasharray:2 4;stroke-linecap:round;stroke-linejoin:round}' +
  '.ps-key-maze .tray{fill:#d8dce4;font:13px sans-serif}';

/** The default style: base rules, one colour per key letter present, one per robot. */
function defaultStyle(level: Level): string {
  let css = BASE_STYLE;
  for (const k of level.keys) {
    const fill = letterFill(k);
    css += `.ps-key-maze .key-${k}{stroke:${fill};fill:${fill}}.ps-key-maze .door-${k}{fill:${fill};stroke:${fill}}.ps-key-maze .held-${k}{fill:${fill}}`;
  }
  ROBOT_FILLS.forEach((f, r) => (css += `.ps-key-maze .robot-${r}{fill:${f}}`));
  return css;
}

const centre = (level: Level, cell: number): [number, number] => [
  MARGIN + ((cell % level.width) + 0.5) * CELL,
  MARGIN + (Math.floor(cell / level.width) + 0.5) * CELL,
];

/** The still part: floor and walls (one element per wall cell). */
function wallsSvg(level: Level, height: number): string {
  const w = 2 * MARGIN + level.width * CELL;
  let out = `<rect class="bg" width="${w}" height="${height}"/><rect class="floor" x="${MARGIN}" y="${MARGIN}" width="${level.width * CELL}" height="${level.height * CELL}"/>`;
  // In cell units, so that the thousands of walls of a large maze stay short.
  out += `<g class="walls" transform="translate(${MARGIN} ${MARGIN}) scale(${CELL})">`;
  for (let c = 0; c < level.cells.length; c++) {
    if (level.cells[c] === 35) out += `<path class="wall" d="M${c % level.width} ${Math.floor(c / level.width)}h1v1h-1z"/>`;
  }
  return out + '</g>';
}

/** One item per door (open ones dashed) and per key not yet held. */
function doorsAndKeysSvg(level: Level, held: number): string[] {
  const out: string[] = [];
  for (let c = 0; c < level.cells.length; c++) {
    const d = level.doorAt[c]!;
    if (d === -1) continue;
    const [x, y] = centre(level, c);
    const letter = String.fromCharCode(level.cells[c]!);
    const k = letter.toLowerCase();
    const state = d === NEVER_OPENS ? ' never' : (held >> d) & 1 ? ' open' : '';
    let door = `<g class="door door-${k}${state}"><rect x="${x - CELL / 2 + 2}" y="${y - CELL / 2 + 2}" width="${CELL - 4}" height="${CELL - 4}" rx="2"/>`;
    if (state !== ' open') door += `<text class="door-letter" x="${x}" y="${svgNumber(y + 0.5)}">${escapeXml(letter)}</text>`;
    out.push(door + '</g>');
  }
  level.keys.forEach((k, i) => {
    if ((held >> i) & 1) return;
    const [x, y] = centre(level, level.keyCells[i]!);
    out.push(
      `<g class="key key-${k}"><circle class="key-ring" cx="${x - 4}" cy="${y}" r="7.5"/>` +
        `<path class="key-bit" d="M${x + 3} ${y}H${x + 11}M${x + 8} ${y}V${y + 4}M${x + 11} ${y}V${y + 4}"/>` +
        `<text class="key-letter" x="${x - 4}" y="${svgNumber(y + 0.5)}">${escapeXml(k)}</text></g>`,
    );
  });
  return out;
}

/** The robots where they stand, over the route just walked. */
function robotsSvg(level: Level, robots: readonly number[], route: readonly number[]): string {
  let out = '';
  if (route.length > 1) out += `<path class="route" d="M${route.map((c) => centre(level, c).join(' ')).join('L')}"/>`;
  robots.forEach((cell, r) => {
    const [x, y] = centre(level, cell);
    out +=
      `<g class="robot robot-${r}"><rect x="${x - 10}" y="${y - 10}" width="20" height="20" rx="5"/>` +
      `<circle class="robot-eye" cx="${x - 4}" cy="${y - 1}" r="2.5"/><circle class="robot-eye" cx="${x + 4}" cy="${y - 1}" r="2.5"/></g>`;
  });
  return out;
}

function trayText(level: Level, held: number): string {
  const keys = level.keys.filter((_, i) => (held >> i) & 1);
  return keys.length === 0 ? 'keys held: none' : `keys held: ${keys.join(' ')}`;
}

function defaultTitle(level: Level): string {
  return `Key maze: ${level.width}×${level.height}, ${level.robots.length} robot${level.robots.length === 1 ? '' : 's'}, ${level.keys.length} keys`;
}

/**
 * Draws a maze, or a state of it, as a self-contained SVG document.
 *
 * @remarks
 * Classes: `wall` (one per wall cell), `door` with `door-<letter>` (a door's colour is its key's;
 * `open` once its key is held, `never` when its key is not on the map), `key` with
 * `key-<letter>` (keys held are no longer drawn), `robot` with `robot-<n>` (in reading order of
 * the `@` cells). No DOM is needed and the same arguments give the same text.
 *
 * @param level - the maze.
 * @param state - a contracted-search state; the start when omitted.
 * @param options - title and style sheet (replaces the default).
 * @returns the SVG document.
 * @example
 * ```ts
 * writeFileSync('vault.svg', renderSvg(parse(SAMPLES[0]!.text)));
 * ```
 * @see {@link renderSvgAnimation} for a whole solution.
 * @category Rendering
 */
export function renderSvg(level: Level, state?: KeyMazeState, options: SvgOptions = {}): string {
  const { robots, held } = state === undefined ? { robots: level.robots, held: 0 } : decodeState(level, state);
  const height = 2 * MARGIN + level.height * CELL;
  return svgDocument({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? defaultTitle(level),
    style: options.style ?? defaultStyle(level),
    className: 'ps-key-maze',
    body: wallsSvg(level, height) + doorsAndKeysSvg(level, held).join('') + robotsSvg(level, robots, []),
  });
}

/**
 * One looping animated SVG of a sequence of states (a solution replayed), one key every 0.4 s.
 *
 * @remarks
 * The walls are drawn once, each door and key once per look (closed, open; lying, gone); each
 * step is a frame with the robots, the route the robot just walked (class `route`, a shortest
 * legal route), and the keys held so far. Same
 * classes and options as {@link renderSvg}.
 *
 * @param level - the maze.
 * @param states - the states in order, e.g. `replay(level, moves)`; at least one.
 * @param options - title, style sheet, step duration, how long the last state is held.
 * @returns the SVG document.
 * @throws RangeError when `states` is empty.
 * @example
 * ```ts
 * writeFileSync('solution.svg', renderSvgAnimation(level, replay(level, parseSolution('a b c'))));
 * ```
 * @category Rendering
 */
export function renderSvgAnimation(level: Level, states: readonly KeyMazeState[], options: SvgAnimationOptions = {}): string {
  if (states.length === 0) throw new RangeError('@puzzle-solvers/game-key-maze: renderSvgAnimation needs at least one state');
  const height = 2 * MARGIN + level.height * CELL + TRAY;
  const decoded = states.map((s) => decodeState(level, s));
  const frames = decoded.map(({ robots, held }, i) => {
    const before = decoded[i - 1];
    let route: number[] = [];
    if (before !== undefined) {
      const r = robots.findIndex((c, k) => c !== before.robots[k]);
      if (r >= 0) route = routeBetween(level, before.robots[r]!, robots[r]!, before.held);
    }
    return (
      robotsSvg(level, robots, route) + `<text class="tray" x="${MARGIN + 2}" y="${height - 10}">${escapeXml(trayText(level, held))}</text>`
    );
  });
  return svgAnimation({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? `${defaultTitle(level)}, ${states.length - 1} move${states.length === 2 ? '' : 's'}`,
    style: options.style ?? defaultStyle(level),
    className: 'ps-key-maze',
    background: wallsSvg(level, height),
    spans: svgRuns(decoded.map(({ held }) => doorsAndKeysSvg(level, held))),
    frames,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
    ...(options.holdLastSteps === undefined ? {} : { holdLastSteps: options.holdLastSteps }),
  });
}

/** A shortest legal route (cells, both ends included) as the rules walk it, or the two ends. */
function routeBetween(level: Level, from: number, to: number, held: number): number[] {
  // A step (play cell by cell): no search, which would cost a pass over the whole maze per frame.
  if (DIRECTIONS.some((d) => neighbour(level, from, d) === to)) return [from, to];
  const n = level.cells.length;
  const w = level.width;
  const parent = new Int32Array(n).fill(-1);
  parent[from] = from;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    if (c === to) break;
    const x = c % w;
    for (const nb of [c >= w ? c - w : -1, c + w < n ? c + w : -1, x > 0 ? c - 1 : -1, x < w - 1 ? c + 1 : -1]) {
      if (nb < 0 || parent[nb] !== -1 || !canEnter(level, nb, held)) continue;
      parent[nb] = c;
      if (nb !== to && (keyBit(level, nb) & ~held) !== 0) continue;
      queue.push(nb);
    }
  }
  if (parent[to] === -1) return [from, to];
  const path = [to];
  for (let c = to; c !== from; ) path.push((c = parent[c]!));
  return path.reverse();
}
