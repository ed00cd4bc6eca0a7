/**
 * SVG pictures of a level, a state, or a whole solution.
 *
 * @module
 */
import { svgAnimation, svgDocument, svgNumber, svgRuns, type SvgAnimationOptions, type SvgOptions } from '@puzzle-solvers/game-kit';
import { Cell, type Color, type Level } from './level.js';
import { ABOARD, WAITING, type TrainState } from './rules.js';
import { houseContents, trackBits } from './rules/board-contents.js';
import { tablesOf } from './rules/level-tables.js';

const CELL = 40;
const MARGIN = 8;
const CAPTION = 22;

/** Direction letters of track ends: bit `1 << d` for d = 0 up, 1 right, 2 down, 3 left. */
const SIDE = ['n', 'e', 's', 'w'] as const;
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

const STYLE =
  '.ps-cosmic-express .bg{fill:#0b0f24}' +
  '.ps-cosmic-express .floor{fill:#1f2547;stroke:#2c3360;stroke-width:1}' +
  '.ps-cosmic-express .wall{fill:#5a4e7a;stroke:#0b0f24;stroke-width:1}' +
  '.ps-cosmic-express .crossing{fill:none;stroke:#4a5590;stroke-width:2;stroke-dasharray:4 3}' +
  '.ps-cosmic-express .wormhole{fill:#120726;stroke:#c86bff;stroke-width:3}' +
  '.ps-cosmic-express .entrance,.ps-cosmic-express .exit{stroke:#0b0f24;stroke-width:2}' +
  '.ps-cosmic-express .entrance{fill:#39c0ba}.ps-cosmic-express .exit{fill:#e4c441}' +
  '.ps-cosmic-express .portal-mark{fill:none;stroke:#0b0f24;stroke-width:3;stroke-linecap:round}' +
  '.ps-cosmic-express .track-bed{fill:none;stroke:#8a7356;stroke-width:12;stroke-linecap:round}' +
  '.ps-cosmic-express .track-rail{fill:none;stroke:#d7dbe6;stroke-width:2}' +
  '.ps-cosmic-express .house{stroke:#0b0f24;stroke-width:2}' +
  '.ps-cosmic-express .house-door{fill:#0b0f24}' +
  '.ps-cosmic-express .house-any{fill:#e0e0e0}' +
  '.ps-cosmic-express .any-mark{fill:#fff;font:700 13px sans-serif;text-anchor:middle}' +
  '.ps-cosmic-express .alien-purple,.ps-cosmic-express .house-purple{fill:#a56cf0}' +
  '.ps-cosmic-express .alien-orange,.ps-cosmic-express .house-orange{fill:#ff9f2e}' +
  '.ps-cosmic-express .alien-green,.ps-cosmic-express .house-green{fill:#62d26f}' +
  '.ps-cosmic-express .alien{stroke:#0b0f24;stroke-width:1.5}.ps-cosmic-express .alien-eye{fill:#0b0f24}' +
  '.ps-cosmic-express .engine{fill:#e84a5f;stroke:#0b0f24;stroke-width:2}.ps-cosmic-express .engine-window{fill:#0b0f24;stroke:none}.ps-cosmic-express .engine-lamp{fill:#fff3a8;stroke:none}' +
  '.ps-cosmic-express .car{fill:#c5cbe0;stroke:#0b0f24;stroke-width:2}.ps-cosmic-express .car.goo{fill:#9be39f}' +
  '.ps-cosmic-express .parked-car{fill:#8d93ab;stroke:#0b0f24;stroke-width:2}' +
  '.ps-cosmic-express .caption{fill:#c9cfec;font:13px sans-serif}';

const corner = (cell: number, width: number): [number, number] => [
  MARGIN + (cell % width) * CELL,
  MARGIN + Math.floor(cell / width) * CELL,
];
const centre = (cell: number, width: number): [number, number] => {
  const [x, y] = corner(cell, width);
  return [x + CELL / 2, y + CELL / 2];
};

/** An alien: a round body with two eyes, at (x, y), of size `r`. */
function alienSvg(color: Color, x: number, y: number, r: number, status: string): string {
  return (
    `<g class="alien alien-${color} ${status}"><circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(r)}"/>` +
    `<circle class="alien-eye" cx="${svgNumber(x - r * 0.35)}" cy="${svgNumber(y - r * 0.2)}" r="${svgNumber(r * 0.18)}"/>` +
    `<circle class="alien-eye" cx="${svgNumber(x + r * 0.35)}" cy="${svgNumber(y - r * 0.2)}" r="${svgNumber(r * 0.18)}"/></g>`
  );
}

/** The still part: floor, walls, crossings, wormholes, entrance, exit, parked cars and the houses. */
function boardSvg(level: Level, height: number): string {
  const { width, cells } = level;
  let out = `<rect class="bg" width="${2 * MARGIN + width * CELL}" height="${height}"/>`;
  let walls = '';
  for (let c = 0; c < cells.length; c++) {
    const k = cells[c];
    if (k === Cell.Outside) continue;
    const [x, y] = corner(c, width);
    const [mx, my] = centre(c, width);
    if (k === Cell.Wall) {
      walls += `<rect class="wall" x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="3"/>`;
      continue;
    }
    out += `<rect class="floor" x="${x}" y="${y}" width="${CELL}" height="${CELL}"/>`;
    if (k === Cell.Crossing) out += `<rect class="crossing" x="${x + 5}" y="${y + 5}" width="${CELL - 10}" height="${CELL - 10}" rx="4"/>`;
    else if (k === Cell.Wormhole) out += `<circle class="wormhole" cx="${mx}" cy="${my}" r="13"/>`;
    else if (k === Cell.Entrance || k === Cell.Exit) {
      const cls = k === Cell.Entrance ? 'entrance' : 'exit';
      out += `<g class="${cls}"><rect x="${x + 3}" y="${y + 3}" width="${CELL - 6}" height="${CELL - 6}" rx="8"/>`;
      // A chevron pointing into the grid at the entrance, out of it at the exit.
      out += `<path class="portal-mark" d="M${mx - 5} ${my - 8}L${mx + 4} ${my}L${mx - 5} ${my + 8}" transform="rotate(${portalAngle(level, c, k === Cell.Exit)} ${mx} ${my})"/></g>`;
    } else if (k === Cell.Car)
      out += `<rect class="parked-car" x="${x + 6}" y="${y + 6}" width="${CELL - 12}" height="${CELL - 12}" rx="5"/>`;
  }
  out += walls;
  for (const h of level.houses) {
    const [x, y] = corner(h.cell, width);
    out +=
      `<g class="house house-${h.color}"><path d="M${x + 5} ${y + 17}L${x + 20} ${y + 4}L${x + 35} ${y + 17}V${y + 36}H${x + 5}Z"/>` +
      `<rect class="house-door" x="${x + 12}" y="${y + 17}" width="16" height="16" rx="7"/>` +
      (h.color === 'any' ? `<text class="any-mark" x="${x + 20}" y="${y + 30}">?</text>` : '') +
      '</g>';
  }
  return out;
}

/** The angle (degrees) of the chevron on a portal: towards the first neighbour track can use, reversed at the exit. */
function portalAngle(level: Level, cell: number, exit: boolean): number {
  const t = tablesOf(level);
  for (let d = 0; d < 4; d++) {
    const n = t.neighbor[cell * 4 + d]!;
    if (
      n >= 0 &&
      (level.cells[n] === Cell.Empty ||
        level.cells[n] === Cell.Crossing ||
        level.cells[n] === Cell.Wormhole ||
        level.cells[n] === Cell.Exit)
    ) {
      const inward = (d * 90 + 270) % 360; // 0 up is -90° from the chevron's rightward drawing
      return exit ? (inward + 180) % 360 : inward;
    }
  }
  return 0;
}

/** A piece of track: half-segments from the centre of `cell` out through the sides in `bits`. */
function pieceSvg(level: Level, cell: number, bits: number, cls: string): string {
  const [mx, my] = centre(cell, level.width);
  let d = '';
  for (let k = 0; k < 4; k++) if (bits & (1 << k)) d += `M${mx} ${my}L${mx + (DX[k]! * CELL) / 2} ${my + (DY[k]! * CELL) / 2}`;
  return `<g class="${cls}"><path class="track-bed" d="${d}"/><path class="track-rail" d="${d}"/></g>`;
}

/** The whole track of a state, one `track` item per cell (the portals draw their own way in and out). */
function trackSvg(level: Level, state: TrainState): string[] {
  const out: string[] = [];
  for (const [c, b] of trackBits(level, state.path())) {
    if (c === level.entrance || c === level.exit) continue;
    out.push(pieceSvg(level, c, b, `track track-${SIDE.filter((_, k) => b & (1 << k)).join('')}`));
  }
  return out;
}

/** One item per alien waiting on its cell or delivered into a house. */
function aliensSvg(level: Level, state: TrainState | undefined): string[] {
  const { width } = level;
  const out: string[] = [];
  level.aliens.forEach((a, i) => {
    const status = state === undefined ? WAITING : state.alienStatus(i);
    if (status === WAITING) {
      const [mx, my] = centre(a.cell, width);
      out.push(alienSvg(a.color, mx, my + 2, 13, 'waiting'));
    }
  });
  if (state !== undefined) {
    houseContents(level, state).forEach((color, i) => {
      if (color === undefined) return;
      const [mx, my] = centre(level.houses[i]!.cell, width);
      out.push(alienSvg(color, mx, my + 5, 7, 'delivered'));
    });
  }
  return out;
}

/** The train: its cars with their passengers, then the engine. */
function trainSvg(level: Level, state: TrainState): string {
  const { width } = level;
  let out = '';
  for (let k = level.cars; k >= 1; k--) {
    const c = state.carCell(k);
    if (c < 0) continue;
    const [mx, my] = centre(c, width);
    out += `<rect class="car${state.carGoo(k - 1) ? ' goo' : ''}" x="${mx - 13}" y="${my - 13}" width="26" height="26" rx="6"/>`;
    const inside = state.carAlien(k - 1);
    if (inside >= 0 && state.alienStatus(inside) === ABOARD) out += alienSvg(level.aliens[inside]!.color, mx, my + 1, 9, 'aboard');
  }
  const [ex, ey] = centre(state.head, width);
  const angle = state.dir < 0 ? entranceAngle(level) : state.dir * 90 - 90;
  out +=
    `<g class="engine" transform="rotate(${angle} ${ex} ${ey})"><path d="M${ex - 15} ${ey - 11}H${ex + 4}Q${ex + 16} ${ey - 11} ${ex + 16} ${ey}Q${ex + 16} ${ey + 11} ${ex + 4} ${ey + 11}H${ex - 15}Z"/>` +
    `<rect class="engine-window" x="${ex - 11}" y="${ey - 6}" width="9" height="12" rx="2"/><circle class="engine-lamp" cx="${ex + 10}" cy="${ey}" r="3"/></g>`;
  return out;
}

/** Before the first move the engine faces into the level from its entrance on the border. */
function entranceAngle(level: Level): number {
  const x = level.entrance % level.width;
  const y = Math.floor(level.entrance / level.width);
  if (x === level.width - 1) return 180;
  if (y === 0) return 90;
  if (y === level.height - 1) return -90;
  return 0;
}

function defaultTitle(level: Level): string {
  return `Cosmic Express: ${level.aliens.length} alien${level.aliens.length === 1 ? '' : 's'}, ${level.cars} car${level.cars === 1 ? '' : 's'}`;
}

/**
 * Draws a level, or a state of it, as a self-contained SVG document.
 *
 * @remarks
 * Classes: `wall` (one per wall cell), `crossing`, `wormhole`, `entrance`, `exit`, `parked-car`
 * (the grid format's `a`), `house` with `house-purple|orange|green|any`, `alien` with
 * `alien-<colour>` and its status (`waiting` on its cell, `aboard` in a car, `delivered` in a
 * house), the track (`track` with the sides it joins, e.g. `track-ew`, `track-nesw` for a crossing
 * passed both ways), the `engine` pointing the way it last moved and each `car` (`goo` once a green
 * alien rode in it). No DOM is needed and the same arguments give the same text.
 *
 * @param level - the level.
 * @param state - the state whose track and train are drawn; the bare level when omitted.
 * @param options - title and style sheet (replaces the default).
 * @returns the SVG document.
 * @example
 * ```ts
 * writeFileSync('level.svg', renderSvg(level, solve(level).result.states?.at(-1)));
 * ```
 * @see {@link renderSvgAnimation} for a whole solution.
 * @category Rendering
 */
export function renderSvg(level: Level, state?: TrainState, options: SvgOptions = {}): string {
  const height = 2 * MARGIN + level.height * CELL;
  return svgDocument({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? defaultTitle(level),
    style: options.style ?? STYLE,
    className: 'ps-cosmic-express',
    body:
      boardSvg(level, height) +
      (state === undefined ? '' : trackSvg(level, state).join('')) +
      aliensSvg(level, state).join('') +
      (state === undefined ? '' : trainSvg(level, state)),
  });
}

/**
 * One looping animated SVG of a sequence of states (a solution replayed), a piece of track every
 * 0.4 s.
 *
 * @remarks The board is drawn once, and each piece of track and each alien once for as long as
 * it stays the same; each step is a frame with the train and a caption `track i / n`. Same
 * classes and options as {@link renderSvg}.
 *
 * @param level - the level.
 * @param states - the states in order, e.g. `replay(level, moves)`; at least one.
 * @param options - title, style sheet, step duration, how long the last state is held.
 * @returns the SVG document.
 * @throws RangeError when `states` is empty.
 * @example
 * ```ts
 * writeFileSync('solution.svg', renderSvgAnimation(level, replay(level, parseSolution('RRDDR'))));
 * ```
 * @category Rendering
 */
export function renderSvgAnimation(level: Level, states: readonly TrainState[], options: SvgAnimationOptions = {}): string {
  if (states.length === 0) throw new RangeError('@puzzle-solvers/game-cosmic-express: renderSvgAnimation needs at least one state');
  const height = 2 * MARGIN + level.height * CELL + CAPTION;
  // Track pieces and aliens that stay the same over several steps are written once.
  const spans = [...svgRuns(states.map((state) => trackSvg(level, state))), ...svgRuns(states.map((state) => aliensSvg(level, state)))];
  const frames = states.map(
    (state, i) =>
      trainSvg(level, state) +
      `<text class="caption" x="${MARGIN}" y="${height - 9}">${i === 0 ? 'start' : `track ${i} / ${states.length - 1}`}${state.isSolved() ? ', every alien home' : ''}</text>`,
  );
  return svgAnimation({
    width: 2 * MARGIN + level.width * CELL,
    height,
    title: options.title ?? `${defaultTitle(level)}, solved with ${states.length - 1} pieces of track`,
    style: options.style ?? STYLE,
    className: 'ps-cosmic-express',
    background: boardSvg(level, height),
    spans,
    frames,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
    ...(options.holdLastSteps === undefined ? {} : { holdLastSteps: options.holdLastSteps }),
  });
}
