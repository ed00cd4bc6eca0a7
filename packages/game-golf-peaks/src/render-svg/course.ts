/**
 * The still picture of a course: every tile standing as high as it is, with its kind's mark and
 * the sides that face the viewer, drawn back to front, then the flag. Drawn once per picture (the
 * animation's background); the ball, the cards and the ball's path go over it.
 *
 * @module
 */
import { svgNumber } from '@puzzle-solvers/game-kit';
import type { Corner, Direction, Level, Tile } from '../level.js';
import { BASE, CELL, standOn, type Geometry } from './layout.js';

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

/** The still part: every tile with its height and kind, back to front, then the flag. */
export function courseSvg(level: Level, g: Geometry): string {
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
