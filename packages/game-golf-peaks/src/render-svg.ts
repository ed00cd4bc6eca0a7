/**
 * SVG pictures of a level, a state, or a whole solution.
 *
 * Its parts live in `render-svg/`: where things go in the picture (`layout`) and the still course,
 * drawn once (`course`). This module draws what changes over it (the ball, the hand of cards, the
 * ball's path during a move, the caption) and puts the pictures together.
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
import type { Level, Move, Card } from './level.js';
import { formatMove } from './notation.js';
import { ballPath, type BallPathPoint } from './play/ball-path.js';
import { courseSvg } from './render-svg/course.js';
import { CARD_GAP, CARD_H, CARD_W, geometryOf, MARGIN, standOn, type Geometry } from './render-svg/layout.js';
import { playCard } from './rules.js';
import { initialState, type GolfState } from './state.js';

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

const CARD_WORDS = (card: Card): string => card.steps.map((s) => `${s.kind} ${s.distance}`).join(', ');

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
