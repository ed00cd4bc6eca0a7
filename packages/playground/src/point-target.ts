import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import type { PointTarget } from './board-protocol.js';

/**
 * What a point of a board's picture is on, for play by pointer and touch: a tube, a card, a
 * robot, a key, or a direction from the piece that moves (the player's atom, the engine, the ball,
 * the robot picked).
 *
 * @remarks
 * Read from the picture itself (the classes and coordinates each game's `renderSvg` writes), so
 * the page needs no copy of a game's layout. Golf Peaks is drawn turned by 45°: its directions
 * are the screen's diagonals.
 *
 * @param game - the game's id.
 * @param svg - the picture (a still of step `step`, or an animation).
 * @param step - the step shown.
 * @param x - the point, in the picture's units.
 * @param y - the point, in the picture's units.
 * @param mover - the robot picked (key maze), whose cell directions start from; robot 0 by default.
 */
export function pointTarget(game: string, svg: string, step: number, x: number, y: number, mover = 0): PointTarget {
  if (svg === '') return { kind: 'nothing' };
  const all = svgElements(svg);
  const shown = all.some((e) => e.classes.includes('ps-frame')) ? svgElementsAt(all, step) : all;
  const num = (e: SvgElement, name: string): number => Number(e.attributes[name] ?? Number.NaN);
  for (const e of shown) {
    const tube = e.attributes['data-tube'];
    if (tube !== undefined) {
      const m = /^M([\d.]+) ([\d.]+)V([\d.]+)a([\d.]+)/.exec(e.attributes['d'] ?? '');
      if (m !== null) {
        const [left, top, straight, r] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
        if (x >= left - 4 && x <= left + 2 * r + 4 && y >= top - 30 && y <= straight + r + 4)
          return { kind: 'tube', index: Number(tube) - 1 };
      }
    }
    if (e.classes.includes('card-face') && all[e.parent]?.classes.includes('played') !== true) {
      const [cx, cy, w, h] = [num(e, 'x'), num(e, 'y'), num(e, 'width'), num(e, 'height')];
      if (x >= cx && x <= cx + w && y >= cy && y <= cy + h) {
        const label = all.find((t) => t.parent === e.parent && t.classes.includes('card-label'))?.text;
        if (label !== undefined) return { kind: 'card', label };
      }
    }
    if (e.classes.includes('robot')) {
      const index = Number(e.classes.find((c) => /^robot-\d+$/.test(c))?.slice(6));
      const body = all.find((r) => r.parent === all.indexOf(e) && r.name === 'rect');
      if (body !== undefined && Number.isInteger(index)) {
        const [rx, ry, w, h] = [num(body, 'x'), num(body, 'y'), num(body, 'width'), num(body, 'height')];
        if (x >= rx - 3 && x <= rx + w + 3 && y >= ry - 3 && y <= ry + h + 3) return { kind: 'robot', index };
      }
    }
    if (e.classes.includes('key-ring')) {
      const letter = all[e.parent]?.classes.find((c) => /^key-[a-z]$/.test(c))?.slice(4);
      if (letter !== undefined && Math.hypot(x - num(e, 'cx') - 4, y - num(e, 'cy')) <= 14) return { kind: 'key', letter };
    }
  }
  const centre = moverOf(game, shown, all, mover);
  if (centre === undefined) return { kind: 'nothing' };
  const dx = x - centre.x;
  const dy = y - centre.y;
  if (Math.hypot(dx, dy) < 6) return { kind: 'nothing' };
  if (game === 'golf-peaks') {
    // ↗ up, ↘ right, ↙ down, ↖ left: the course is drawn turned.
    if (dx >= 0) return { kind: 'direction', direction: dy < 0 ? 'up' : 'right' };
    return { kind: 'direction', direction: dy > 0 ? 'down' : 'left' };
  }
  if (Math.abs(dx) >= Math.abs(dy)) return { kind: 'direction', direction: dx > 0 ? 'right' : 'left' };
  return { kind: 'direction', direction: dy > 0 ? 'down' : 'up' };
}

/** The centre of the piece a direction moves: the player's atom, the engine, the ball, the robot picked. */
function moverOf(
  game: string,
  shown: readonly SvgElement[],
  all: readonly SvgElement[],
  mover: number,
): { x: number; y: number } | undefined {
  for (const e of shown) {
    if (game === 'key-maze' && e.classes.includes(`robot-${mover}`)) {
      const body = all.find((r) => r.parent === all.indexOf(e) && r.name === 'rect');
      if (body === undefined) continue;
      const num = (name: string): number => Number(body.attributes[name] ?? Number.NaN);
      return { x: num('x') + num('width') / 2, y: num('y') + num('height') / 2 };
    }
    if (game === 'sokobond' && e.classes.includes('player')) return { x: Number(e.attributes['cx']), y: Number(e.attributes['cy']) };
    if (game === 'golf-peaks' && e.classes.includes('ball')) return { x: Number(e.attributes['cx']), y: Number(e.attributes['cy']) };
    if (game === 'cosmic-express' && e.classes.includes('engine')) {
      const m = /rotate\(-?[\d.]+ ([\d.]+) ([\d.]+)\)/.exec(e.attributes['transform'] ?? '');
      if (m !== null) return { x: Number(m[1]), y: Number(m[2]) };
    }
  }
  return undefined;
}
