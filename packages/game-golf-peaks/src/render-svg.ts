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
import type { Card, Corner, Direction, Level, Move, Tile } from './level.js';
import { formatMove } from './notation.js';
import { ballPath, type BallPathPoint } from './play/ball-path.js';
import { playCard } from './rules.js';
import { initialState, type GolfState } from './state.js';

const CELL = 48;
const MARGIN = 10;
const CARD_W = 58;
const CARD_H = 42;
const CARD_GAP = 8;
const CAPTION = 22;

const STYLE =
  '.ps-golf-peaks .bg{fill:#16324a}' +
  '.ps-golf-peaks .tile{stroke:#0d2233;stroke-width:1}' +
  '.ps-golf-peaks .flat,.ps-golf-peaks .slope,.ps-golf-peaks .angle,.ps-golf-peaks .spring,.ps-golf-peaks .warp{fill:#6cbf5a}' +
  '.ps-golf-peaks .sand{fill:#e9d598}.ps-golf-peaks .quicksand{fill:#a97c48}.ps-golf-peaks .water{fill:#3f94d6}' +
  '.ps-golf-peaks .belt{fill:#8d939e}.ps-golf-peaks .ice,.ps-golf-peaks .ice-angle{fill:#d3f1fb}' +
  '.ps-golf-peaks .raise{fill:#fff}' +
  '.ps-golf-peaks .height{fill:#0d2233;font:600 10px sans-serif;text-anchor:middle}' +
  '.ps-golf-peaks .side{stroke:#0d2233;stroke-width:1;stroke-linejoin:round}.ps-golf-peaks .side-right{fill:#5d4a36}.ps-golf-peaks .side-front{fill:#7a6148}' +
  '.ps-golf-peaks .slope-arrow{fill:#2f6b27}' +
  '.ps-golf-peaks .belt-chevron{fill:none;stroke:#f5f5f5;stroke-width:3}' +
  '.ps-golf-peaks .angle-wall{fill:#4e5560}.ps-golf-peaks .ice-wall{fill:#7fb6c9}' +
  '.ps-golf-peaks .grain{fill:#b89c55}.ps-golf-peaks .swirl{fill:none;stroke:#6e4d27;stroke-width:2}' +
  '.ps-golf-peaks .wave{fill:none;stroke:#d5ecfb;stroke-width:2}' +
  '.ps-golf-peaks .coil{fill:none;stroke:#e65100;stroke-width:3}' +
  '.ps-golf-peaks .warp-ring{fill:#6a1b9a;stroke:#e1bee7;stroke-width:3}.ps-golf-peaks .warp-pair{fill:#fff;font:700 11px sans-serif;text-anchor:middle;dominant-baseline:central}' +
  '.ps-golf-peaks .hole{fill:#111}.ps-golf-peaks .pole{stroke:#eee;stroke-width:2}.ps-golf-peaks .pennant{fill:#e53935}' +
  '.ps-golf-peaks .ball{fill:#fff;stroke:#333;stroke-width:1.5}.ps-golf-peaks .ball-shadow{fill:#0005}' +
  '.ps-golf-peaks .ball-path{fill:none;stroke-linecap:round;stroke-linejoin:round}' +
  '.ps-golf-peaks .ball-path-under{stroke:#0d2233;stroke-width:6;opacity:.45}' +
  '.ps-golf-peaks .ball-path-line{stroke:#fff;stroke-width:3;stroke-dasharray:7 5}' +
  '.ps-golf-peaks .ball-path-start{fill:none;stroke:#fff;stroke-width:2.5}' +
  '.ps-golf-peaks .card-face{fill:#fbf6e9;stroke:#c9b98f;stroke-width:1.5}.ps-golf-peaks .card.played{opacity:.25}' +
  '.ps-golf-peaks .card-label{fill:#222;font:700 15px sans-serif;text-anchor:middle}' +
  '.ps-golf-peaks .card-words{fill:#555;font:9px sans-serif;text-anchor:middle}' +
  '.ps-golf-peaks .caption{fill:#d6e6f2;font:13px sans-serif}';

/** The corner triangle of an angle tile: the three corners of the cell that keep the wall. */
const TRIANGLE: Readonly<Record<Corner, readonly [number, number][]>> = {
  tl: [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  tr: [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  bl: [
    [0, 0],
    [0, 1],
    [1, 1],
  ],
  br: [
    [1, 0],
    [1, 1],
    [0, 1],
  ],
};

/** A point `(u, v)` of the unit cell turned so that "forward" (−v) points in direction `d`. */
function turn(d: Direction, u: number, v: number): [number, number] {
  const x = u - 0.5;
  const y = v - 0.5;
  const [rx, ry] = d === 0 ? [x, y] : d === 1 ? [-y, x] : d === 2 ? [-x, -y] : [y, -x];
  return [rx + 0.5, ry + 0.5];
}

const heightOf = (tile: Tile): number => (tile.kind === 'void' ? -Infinity : tile.height);

/** Cos 45°: the course is turned a quarter of a right angle, as the game shows it. */
const DIAG = Math.SQRT1_2;
/** The vertical squash of the turned course, for a view from above at an angle. */
const SQUASH = 0.62;

/** Pixels one unit of height lifts a tile. */
const LIFT = 9;
/** Thickness of the ground under the lowest tiles. */
const BASE = 8;

interface Geometry {
  /** Height of the drawn course (the turned, squashed grid with its heights). */
  readonly boardHeight: number;
  readonly width: number;
  readonly height: number;
  readonly perRow: number;
  /** The lowest and highest tile, and whether they differ. */
  readonly low: number;
  readonly high: number;
  /** Where the grid point (x, y), in cells, lands in the picture at ground level. */
  readonly project: (x: number, y: number) => [number, number];
  /** How many pixels a tile of height `h` stands above the ground. */
  readonly lift: (h: number) => number;
  /** The SVG transform that puts grid coordinates (pixels, CELL per cell) where `project` does. */
  readonly transform: string;
}

function geometryOf(level: Level, caption: boolean): Geometry {
  const heights = level.tiles.filter((t) => t.kind !== 'void').map((t) => heightOf(t));
  const low = heights.length === 0 ? 0 : Math.min(...heights);
  const high = heights.length === 0 ? 0 : Math.max(...heights);
  const rise = (high - low) * LIFT;
  const diag = (level.width + level.height) * CELL * DIAG;
  const boardW = diag;
  const boardHeight = diag * SQUASH + rise + BASE;
  const perRow = Math.max(
    1,
    Math.min(level.cards.length, Math.floor((Math.max(boardW, 4 * (CARD_W + CARD_GAP)) + CARD_GAP) / (CARD_W + CARD_GAP))),
  );
  const cardRows = Math.max(1, Math.ceil(level.cards.length / perRow));
  const width = 2 * MARGIN + Math.max(boardW, perRow * (CARD_W + CARD_GAP) - CARD_GAP);
  const height = 2 * MARGIN + boardHeight + MARGIN + cardRows * (CARD_H + CARD_GAP) + (caption ? CAPTION : 0);
  // The grid's top-left corner turns to the left end of the diamond's upper edge.
  const ox = (width - boardW) / 2 + level.height * CELL * DIAG;
  const oy = MARGIN + rise;
  const project = (x: number, y: number): [number, number] => [ox + (x - y) * CELL * DIAG, oy + (x + y) * CELL * DIAG * SQUASH];
  const transform = `translate(${svgNumber(ox)} ${svgNumber(oy)}) scale(1 ${SQUASH}) rotate(45)`;
  return { boardHeight, width, height, perRow, low, high, project, lift: (h) => (h - low) * LIFT, transform };
}

/** The still part: every tile with its height and kind, back to front, then the flag. */
function courseSvg(level: Level, g: Geometry): string {
  let tiles = '';
  // Heights are written only where they differ somewhere: on a flat course they are noise.
  const hilly = g.high > g.low;
  const order = level.tiles.map((_, i) => i).filter((i) => level.tiles[i]!.kind !== 'void');
  // Painter's order: the back corner of the turned grid first.
  const depth = (i: number): number => (i % level.width) + Math.floor(i / level.width);
  order.sort((a, b) => depth(a) - depth(b) || a - b);
  const tileAt = (x: number, y: number): Tile | undefined =>
    x < level.width && y < level.height ? level.tiles[y * level.width + x] : undefined;
  for (const i of order) {
    const tile = level.tiles[i]! as Exclude<Tile, { kind: 'void' }>;
    const gx = i % level.width;
    const gy = Math.floor(i / level.width);
    const x = gx * CELL;
    const y = gy * CELL;
    const up = g.lift(tile.height);
    let label = '';
    // The two sides that face the viewer, down to the lower neighbour or to the ground.
    let sides = '';
    for (const [cls, nx, ny, a, b] of [
      ['side side-right', gx + 1, gy, [gx + 1, gy], [gx + 1, gy + 1]],
      ['side side-front', gx, gy + 1, [gx, gy + 1], [gx + 1, gy + 1]],
    ] as const) {
      const other = tileAt(nx, ny);
      const down = other === undefined || other.kind === 'void' ? -BASE : g.lift(other.height);
      if (down >= up) continue;
      const [ax, ay] = g.project(a[0], a[1]);
      const [bx, by] = g.project(b[0], b[1]);
      sides += `<path class="${cls}" d="M${svgNumber(ax)} ${svgNumber(ay - up)}L${svgNumber(bx)} ${svgNumber(by - up)}V${svgNumber(by - down)}L${svgNumber(ax)} ${svgNumber(ay - down)}Z"/>`;
    }
    const p = (u: number, v: number): string => `${svgNumber(x + u * CELL)} ${svgNumber(y + v * CELL)}`;
    const poly = (cls: string, pts: readonly [number, number][]): string =>
      `<path class="${cls}" d="M${pts.map(([u, v]) => p(u, v)).join('L')}Z"/>`;
    let cell = `<rect class="tile ${tile.kind}" x="${x}" y="${y}" width="${CELL}" height="${CELL}"/>`;
    // Higher tiles are also a little lighter.
    if (hilly && tile.height > g.low) {
      const a = (0.3 * (tile.height - g.low)) / (g.high - g.low);
      cell += `<rect class="raise" x="${x}" y="${y}" width="${CELL}" height="${CELL}" opacity="${svgNumber(a)}"/>`;
    }
    switch (tile.kind) {
      case 'slope':
        cell += poly('slope-arrow', [
          turn(tile.direction, 0.5, 0.18),
          turn(tile.direction, 0.8, 0.55),
          turn(tile.direction, 0.62, 0.55),
          turn(tile.direction, 0.62, 0.82),
          turn(tile.direction, 0.38, 0.82),
          turn(tile.direction, 0.38, 0.55),
          turn(tile.direction, 0.2, 0.55),
        ]);
        break;
      case 'belt':
        for (const v of [0.3, 0.55]) {
          const a = turn(tile.direction, 0.25, v + 0.2);
          const b = turn(tile.direction, 0.5, v);
          const c = turn(tile.direction, 0.75, v + 0.2);
          cell += `<path class="belt-chevron" d="M${p(...a)}L${p(...b)}L${p(...c)}"/>`;
        }
        break;
      case 'angle':
        cell += poly('angle-wall', TRIANGLE[tile.corner]);
        break;
      case 'ice-angle':
        cell += poly('angle-wall ice-wall', TRIANGLE[tile.corner]);
        break;
      case 'sand':
        for (const [u, v] of [
          [0.25, 0.3],
          [0.6, 0.22],
          [0.42, 0.55],
          [0.75, 0.6],
          [0.3, 0.78],
          [0.68, 0.85],
        ] as const) {
          cell += `<circle class="grain" cx="${svgNumber(x + u * CELL)}" cy="${svgNumber(y + v * CELL)}" r="2.5"/>`;
        }
        break;
      case 'quicksand':
        cell += `<path class="swirl" d="M${p(0.5, 0.5)}m-4 0a4 4 0 1 1 4 4a9 9 0 1 1 9 -9"/>`;
        break;
      case 'water':
        for (const v of [0.38, 0.62]) cell += `<path class="wave" d="M${p(0.18, v)}q6 -6 12 0t12 0t6 0"/>`;
        break;
      case 'spring':
        cell += `<path class="coil" d="M${p(0.3, 0.75)}l18 -5l-18 -5l18 -5l-18 -5l18 -5"/>`;
        break;
      case 'warp': {
        cell += `<circle class="warp-ring" cx="${x + CELL / 2}" cy="${y + CELL / 2}" r="14"/>`;
        const [tx, ty] = g.project(gx + 0.5, gy + 0.5);
        label += `<text class="warp-pair" x="${svgNumber(tx)}" y="${svgNumber(ty - up)}">${tile.pair}</text>`;
        break;
      }
      default:
        break;
    }
    const [hx, hy] = g.project(gx + 0.16, gy + 0.84);
    if (hilly) label += `<text class="height" x="${svgNumber(hx)}" y="${svgNumber(hy + 4 - up)}">${tile.height}</text>`;
    const lifted = up === 0 ? g.transform : `translate(0 ${svgNumber(-up)}) ${g.transform}`;
    // Labels go with their tile, so that a taller tile in front hides them.
    tiles += `<g class="cell" data-cell="${i}">${sides}<g transform="${lifted}">${cell}</g>${label}</g>`;
  }
  let out = `<rect class="bg" width="${svgNumber(g.width)}" height="${svgNumber(g.height)}"/>`;
  out += `<g class="course">${tiles}</g>`;
  const [fx, fy] = standOn(level, g, level.flag);
  out +=
    `<g class="flag"><ellipse class="hole" cx="${svgNumber(fx)}" cy="${svgNumber(fy)}" rx="9" ry="5"/>` +
    `<line class="pole" x1="${svgNumber(fx)}" y1="${svgNumber(fy)}" x2="${svgNumber(fx)}" y2="${svgNumber(fy - 30)}"/>` +
    `<path class="pennant" d="M${svgNumber(fx)} ${svgNumber(fy - 30)}l15 5l-15 5z"/></g>`;
  return out;
}

const CARD_WORDS = (card: Card): string => card.steps.map((s) => `${s.kind} ${s.distance}`).join(', ');

/** The centre of a tile's top, lifted by its height. */
function standOn(level: Level, g: Geometry, cell: number): [number, number] {
  const [x, y] = g.project((cell % level.width) + 0.5, Math.floor(cell / level.width) + 0.5);
  const tile = level.tiles[cell];
  return [x, y - (tile === undefined || tile.kind === 'void' ? 0 : g.lift(tile.height))];
}

/** The ball where it lies. */
function ballSvg(level: Level, g: Geometry, state: GolfState): string {
  const [bx, by] = standOn(level, g, state.ball);
  return (
    `<ellipse class="ball-shadow" cx="${svgNumber(bx + 2)}" cy="${svgNumber(by + 2)}" rx="10" ry="5"/>` +
    `<circle class="ball" cx="${svgNumber(bx)}" cy="${svgNumber(by - 7)}" r="9"/>`
  );
}

/** One item per card of the level, faded once played. */
function cardsSvg(level: Level, g: Geometry, state: GolfState): string[] {
  // The hand is a multiset of the level's cards: match each level card to one left in hand.
  const left = new Map<string, number>();
  for (const c of state.hand) left.set(c.label, (left.get(c.label) ?? 0) + 1);
  const top = MARGIN + g.boardHeight + MARGIN;
  return level.cards.map((card, k) => {
    const n = left.get(card.label) ?? 0;
    if (n > 0) left.set(card.label, n - 1);
    const x = MARGIN + (k % g.perRow) * (CARD_W + CARD_GAP);
    const y = top + Math.floor(k / g.perRow) * (CARD_H + CARD_GAP);
    return (
      `<g class="card${n > 0 ? '' : ' played'}"><rect class="card-face" x="${x}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="5"/>` +
      `<text class="card-label" x="${x + CARD_W / 2}" y="${y + 20}">${escapeXml(card.label)}</text>` +
      `<text class="card-words" x="${x + CARD_W / 2}" y="${y + 34}">${escapeXml(CARD_WORDS(card))}</text></g>`
    );
  });
}

/**
 * The move from one state to the next when the caller did not give it: the card that left the
 * hand, in the first direction that ends where the next state is. (Two directions can end alike,
 * a bounce off either wall: pass the moves to draw the one played.)
 */
function inferredMove(level: Level, before: GolfState, after: GolfState): Move | undefined {
  const left = new Map<string, number>();
  for (const c of after.hand) left.set(c.label, (left.get(c.label) ?? 0) + 1);
  const card = before.hand.find((c) => {
    const n = left.get(c.label) ?? 0;
    left.set(c.label, n - 1);
    return n === 0;
  });
  if (card === undefined) return undefined;
  for (const direction of [0, 1, 2, 3] as const) {
    const r = playCard(level, before, card, direction);
    if (r.ok && r.ball === after.ball && r.lastSafe === after.lastSafe) return { card, direction };
  }
  return undefined;
}

/** The ball's path during a move: a trail from a ring where it started (rolls straight, jumps arched, bounces to the wall and back). */
function pathSvg(level: Level, g: Geometry, points: readonly BallPathPoint[]): string {
  if (points.length < 2) return '';
  const at = (cell: number): [number, number] => standOn(level, g, cell);
  let [x, y] = at(points[0]!.cell);
  const start = `<circle class="ball-path-start" cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="6"/>`;
  let d = `M${svgNumber(x)} ${svgNumber(y)}`;
  for (const p of points.slice(1)) {
    const [px, py] = at(p.cell);
    switch (p.how) {
      case 'bounce': {
        // To the face of the higher tile and back.
        const ex = (x + px) / 2;
        const ey = (y + py) / 2;
        d += `L${svgNumber(ex)} ${svgNumber(ey)}L${svgNumber(x)} ${svgNumber(y)}`;
        continue;
      }
      case 'jump':
        d += `Q${svgNumber((x + px) / 2)} ${svgNumber(Math.min(y, py) - 26)} ${svgNumber(px)} ${svgNumber(py)}`;
        break;
      case 'warp':
      case 'water':
        d += `M${svgNumber(px)} ${svgNumber(py)}`;
        break;
      default:
        d += `L${svgNumber(px)} ${svgNumber(py)}`;
    }
    [x, y] = [px, py];
  }
  return `<g class="ball-path">${start}<path class="ball-path-under" d="${d}"/><path class="ball-path-line" d="${d}"/></g>`;
}

function defaultTitle(level: Level): string {
  return `Golf Peaks: ${level.width}×${level.height}, cards ${level.cards.map((c) => c.label).join(' ')}`;
}

/**
 * Draws a level, or a state of it, as a self-contained SVG document.
 *
 * @remarks
 * Seen from above at an angle and turned as the game shows it (so the notation's `↗` is up the
 * picture's right): every tile (`tile` with its kind: `flat`, `slope`, `angle`, `sand`,
 * `quicksand`, `water`, `spring`, `warp`, `belt`, `ice`, `ice-angle`) standing as high as it is,
 * its sides that face the viewer drawn as `side` down to the lower neighbour or the ground, a
 * little lighter the higher it is, and with its height written in the corner when the course has
 * more than one. Slopes carry an arrow downhill, belts chevrons, angles their wall triangle, warps
 * their pair number. Then the `flag`, the `ball`, and under the course the level's cards (`card`,
 * faded with `played` once used). No DOM is needed and the same arguments give the same text.
 *
 * @param level - the level.
 * @param state - the state; the level's start when omitted.
 * @param options - title and style sheet (replaces the default).
 * @returns the SVG document.
 * @example
 * ```ts
 * writeFileSync('course.svg', renderSvg(parse(SAMPLES[0]!.text)));
 * ```
 * @see {@link renderSvgAnimation} for a whole solution.
 * @category Rendering
 */
export function renderSvg(level: Level, state: GolfState = initialState(level), options: SvgOptions = {}): string {
  const g = geometryOf(level, false);
  return svgDocument({
    width: g.width,
    height: g.height,
    title: options.title ?? defaultTitle(level),
    style: options.style ?? STYLE,
    className: 'ps-golf-peaks',
    body: courseSvg(level, g) + ballSvg(level, g, state) + cardsSvg(level, g, state).join(''),
  });
}

/**
 * One looping animated SVG of a sequence of states (a solution replayed), a card every 0.4 s.
 *
 * @remarks The course is drawn once, each card once per look (in hand, played); each step is a
 * frame with the ball where the card left it, the path it took (`ball-path`: a ring where it
 * started, rolls straight, jumps arched, bounces to the wall's face and back) and a caption
 * `card i / n: <move>`. Same classes and options as {@link renderSvg}; pass `options.moves` to
 * draw the moves played (without them, each is the card that left the hand in the first
 * direction that ends there, which for a bounce may be the other wall).
 *
 * @param level - the level.
 * @param states - the states in order, e.g. `replay(level, moves)`; at least one.
 * @param options - title, style sheet, step duration, how long the last state is held, the moves.
 * @returns the SVG document.
 * @throws RangeError when `states` is empty.
 * @example
 * ```ts
 * writeFileSync('solution.svg', renderSvgAnimation(level, replay(level, moves), { moves }));
 * ```
 * @category Rendering
 */
export function renderSvgAnimation(level: Level, states: readonly GolfState[], options: SvgAnimationOptions<Move> = {}): string {
  if (states.length === 0) throw new RangeError('@puzzle-solvers/game-golf-peaks: renderSvgAnimation needs at least one state');
  const g = geometryOf(level, true);
  const frames = states.map((state, i) => {
    const before = states[i - 1];
    const move = before === undefined ? undefined : (options.moves?.[i - 1] ?? inferredMove(level, before, state));
    const path = before === undefined || move === undefined ? '' : pathSvg(level, g, ballPath(level, before, move.card, move.direction));
    const caption = i === 0 ? 'start' : `card ${i} / ${states.length - 1}${move === undefined ? '' : `: ${formatMove(move)}`}`;
    return path + ballSvg(level, g, state) + `<text class="caption" x="${MARGIN}" y="${g.height - MARGIN}">${escapeXml(caption)}</text>`;
  });
  return svgAnimation({
    width: g.width,
    height: g.height,
    title: options.title ?? `${defaultTitle(level)}, solved with ${states.length - 1} cards`,
    style: options.style ?? STYLE,
    className: 'ps-golf-peaks',
    background: courseSvg(level, g),
    spans: svgRuns(states.map((state) => cardsSvg(level, g, state))),
    frames,
    ...(options.stepMs === undefined ? {} : { stepMs: options.stepMs }),
    ...(options.holdLastSteps === undefined ? {} : { holdLastSteps: options.holdLastSteps }),
  });
}
