/**
 * SVG pictures of a level, a state, or a whole solution.
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
import type { BallState, Level } from './level.js';
import { initialState, tubesOf } from './state.js';

const BALL = 30;
const PITCH = 34;
const TUBE_W = 42;
const GAP = 14;
const MARGIN = 16;
const LABEL = 22;
const PER_ROW = 8;

/** Colours that people tell apart, in order of colour number; more colours go round the hue circle. */
const PALETTE = [
  '#e53935',
  '#1e88e5',
  '#fdd835',
  '#43a047',
  '#8e24aa',
  '#fb8c00',
  '#00acc1',
  '#ec407a',
  '#6d4c41',
  '#c0ca33',
  '#3949ab',
  '#9e9e9e',
];

/** Colour letters of level files, drawn in the colour they name. */
const NAMED: Readonly<Record<string, string>> = {
  r: '#e53935',
  g: '#43a047',
  b: '#1e88e5',
  y: '#fdd835',
  o: '#fb8c00',
  p: '#8e24aa',
  c: '#00acc1',
  m: '#ec407a',
  n: '#6d4c41',
  l: '#c0ca33',
  w: '#eceff1',
  k: '#37474f',
  a: '#9e9e9e',
  v: '#3949ab',
  t: '#26a69a',
  s: '#ff8a65',
};

/**
 * The fill of each colour number: the colour its letter names (`R` red, `B` blue …) when it names
 * one not taken yet, otherwise the next free palette colour, then round the hue circle.
 */
function fillsOf(level: Level): string[] {
  const used = new Set<string>();
  const fills: (string | undefined)[] = level.colours.map((ch) => {
    const named = NAMED[ch.toLowerCase()];
    if (named === undefined || used.has(named)) return undefined;
    used.add(named);
    return named;
  });
  const free = PALETTE.filter((p) => !used.has(p));
  let next = 0;
  return fills.map((f, c) => f ?? free[next++] ?? `hsl(${((c * 137.508) % 360) | 0},70%,55%)`);
}

const BASE_STYLE =
  '.ps-ball-sort .bg{fill:#1d2330}' +
  '.ps-ball-sort .tube{fill:#2c3445;stroke:#9fb0c8;stroke-width:2}' +
  '.ps-ball-sort .tube-number{fill:#c8d2e0;font:600 13px sans-serif;text-anchor:middle}' +
  '.ps-ball-sort .ball{stroke:#0008;stroke-width:1.5}' +
  '.ps-ball-sort .ball-letter{fill:#fff;stroke:#000a;stroke-width:2.5px;paint-order:stroke;font:700 13px sans-serif;text-anchor:middle;dominant-baseline:central}' +
  '.ps-ball-sort .ball.moved{stroke:#fff;stroke-width:3}' +
  '.ps-ball-sort .caption{fill:#c8d2e0;font:13px sans-serif}';

/** The default style sheet: the base rules and one fill rule per colour of the level. */
function defaultStyle(level: Level): string {
  let css = BASE_STYLE;
  fillsOf(level).forEach((fill, c) => (css += `.ps-ball-sort .colour-${c}{fill:${fill}}`));
  return css;
}

interface Layout {
  readonly width: number;
  readonly height: number;
  readonly tubeHeight: number;
  /** Bottom-left corner of tube `t`'s inside. */
  readonly x: (t: number) => number;
  readonly bottom: (t: number) => number;
}

function layoutOf(level: Level, captionRows: number): Layout {
  const n = level.tubes.length;
  const perRow = Math.min(PER_ROW, Math.max(1, n));
  const rows = Math.max(1, Math.ceil(n / perRow));
  const tubeHeight = level.capacity * PITCH + 10;
  const rowHeight = tubeHeight + LABEL + GAP;
  const width = 2 * MARGIN + perRow * TUBE_W + (perRow - 1) * GAP;
  const height = 2 * MARGIN + rows * rowHeight - GAP + captionRows * 20;
  return {
    width,
    height,
    tubeHeight,
    x: (t) => MARGIN + (t % perRow) * (TUBE_W + GAP),
    bottom: (t) => MARGIN + Math.floor(t / perRow) * rowHeight + tubeHeight,
  };
}

function tubesSvg(level: Level, layout: Layout): string {
  let out = `<rect class="bg" width="${layout.width}" height="${layout.height}"/>`;
  for (let t = 0; t < level.tubes.length; t++) {
    const x = layout.x(t);
    const b = layout.bottom(t);
    const top = b - layout.tubeHeight;
    const r = TUBE_W / 2;
    out +=
      `<path class="tube" data-tube="${t + 1}" d="M${x} ${top}V${b - r}a${r} ${r} 0 0 0 ${TUBE_W} 0V${top}"/>` +
      `<text class="tube-number" x="${x + r}" y="${b + 18}">${t + 1}</text>`;
  }
  return out;
}

/** One item per ball: its circle and its letter. */
function ballsSvg(level: Level, layout: Layout, state: BallState, moved: number): string[] {
  const out: string[] = [];
  tubesOf(level, state).forEach((balls, t) => {
    const cx = layout.x(t) + TUBE_W / 2;
    balls.forEach((c, i) => {
      const cy = layout.bottom(t) - 6 - BALL / 2 - i * PITCH + 2;
      const letter = level.colours[c] ?? '?';
      const cls = t === moved && i === balls.length - 1 ? `ball colour-${c} moved` : `ball colour-${c}`;
      out.push(
        `<circle class="${cls}" cx="${cx}" cy="${svgNumber(cy)}" r="${BALL / 2}"/>` +
          `<text class="ball-letter" x="${cx}" y="${svgNumber(cy)}">${escapeXml(letter)}</text>`,
      );
    });
  });
  return out;
}

function defaultTitle(level: Level): string {
  return `Ball sort: ${level.tubes.length} tubes of ${level.capacity}, ${level.colours.length} colours`;
}

/**
 * Draws a level, or a state of it, as a self-contained SVG document.
 *
 * @remarks
 * Tubes side by side (eight to a row), numbered from 1 underneath as in the notation; each ball
 * is a circle with the letter its colour has in the level file. Classes: `tube`, `tube-number`,
 * `ball` with `colour-<n>` (colour number, in order of first appearance), `ball-letter`. The
 * embedded style gives every colour a fill; `options.style` replaces it. No DOM is needed and the
 * same arguments give the same text.
 *
 * @param level - the level.
 * @param state - the state to draw; the level's start when omitted.
 * @param options - title and style sheet.
 * @returns the SVG document.
 * @example
 * ```ts
 * writeFileSync('level.svg', renderSvg(parse('2\n1\nYBYB\nBYBY')));
 * ```
 * @see {@link renderSvgAnimation} for a whole solution.
 * @category Renderer
 */
export function renderSvg(level: Level, state: BallState = initialState(level), options: SvgOptions = {}): string {
  const layout = layoutOf(level, 0);
  return svgDocument({
    width: layout.width,
    height: layout.height,
    title: options.title ?? defaultTitle(level),
    style: options.style ?? defaultStyle(level),
    className: 'ps-ball-sort',
    body: tubesSvg(level, layout) + ballsSvg(level, layout, state, -1).join(''),
  });
}

/**
 * One looping animated SVG of a sequence of states (a solution replayed), a step every 0.4 s.
 *
 * @remarks
 * The tubes are drawn once, and each ball once for as long as it stays in place; the ball that
 * just arrived is ringed (class `moved`), and a caption says `move i / n`. Same classes and options as {@link renderSvg}.
 *
 * @param level - the level.
 * @param states - the states in order, e.g. `replay(level, moves)`; at least one.
 * @param options - title, style sheet, step duration, how long the last state is held.
 * @returns the SVG document.
 * @throws RangeError when `states` is empty.
 * @example
 * ```ts
 * const { result } = solve(level);
 * writeFileSync('solution.svg', renderSvgAnimation(level, result.states ?? []));
 * ```
 * @category Renderer
 */
export function renderSvgAnimation(level: Level, states: readonly BallState[], options: SvgAnimationOptions = {}): string {
  if (states.length === 0) throw new RangeError('@puzzle-solvers/game-ball-sort: renderSvgAnimation needs at least one state');
  const layout = layoutOf(level, 1);
  const captionY = layout.height - MARGIN + 2;
  // A ball that stays where it is over several moves is written once.
  const spans = svgRuns(states.map((state, i) => ballsSvg(level, layout, state, i === 0 ? -1 : arrivalTube(level, states[i - 1]!, state))));
  const frames = states.map(
    (_, i) => `<text class="caption" x="${MARGIN}" y="${captionY}">${i === 0 ? 'start' : `move ${i} / ${states.length - 1}`}</text>`,
  );
  return svgAnimation({
    width: layout.width,
    height: layout.height,
    title: options.title ?? `${defaultTitle(level)}, solved in ${states.length - 1} moves`,
    style: options.style ?? defaultStyle(level),
    className: 'ps-ball-sort',
    background: tubesSvg(level, layout),
    spans,
    frames,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
    ...(options.holdLastSteps === undefined ? {} : { holdLastSteps: options.holdLastSteps }),
  });
}

/** The tube that gained balls from `before` to `after`, or -1. */
function arrivalTube(level: Level, before: BallState, after: BallState): number {
  const a = tubesOf(level, before);
  const b = tubesOf(level, after);
  for (let t = 0; t < b.length; t++) if (b[t]!.length > (a[t]?.length ?? 0)) return t;
  return -1;
}
