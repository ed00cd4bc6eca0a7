import { svgElements, svgElementsAt, type SvgElement } from '@puzzle-solvers/game-kit';
import type { PointTarget } from './board-protocol.js';

/**
 * What a point of a board's picture is on, for play by pointer and touch: a tube, a card, a key,
 * or a direction from the piece that moves (the player's atom, the engine, the ball).
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
 */
export function pointTarget(game: string, svg: string, step: number, x: number, y: number): PointTarget {
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
    if (e.classes.includes('key-ring')) {
      const letter = all[e.parent]?.classes.find((c) => /^key-[a-z]$/.test(c))?.slice(4);
      if (letter !== undefined && Math.hypot(x - num(e, 'cx') - 4, y - num(e, 'cy')) <= 14) return { kind: 'key', letter };
    }
  }
  const mover = moverOf(game, shown);
  if (mover === undefined) return { kind: 'nothing' };
  const dx = x - mover.x;
  const dy = y - mover.y;
  if (Math.hypot(dx, dy) < 6) return { kind: 'nothing' };
  if (game === 'golf-peaks') {
    // ↗ up, ↘ right, ↙ down, ↖ left: the course is drawn turned.
    if (dx >= 0) return { kind: 'direction', direction: dy < 0 ? 'up' : 'right' };
    return { kind: 'direction', direction: dy > 0 ? 'down' : 'left' };
  }
  if (Math.abs(dx) >= Math.abs(dy)) return { kind: 'direction', direction: dx > 0 ? 'right' : 'left' };
  return { kind: 'direction', direction: dy > 0 ? 'down' : 'up' };
}

/** The centre of the piece a direction moves: the player's atom, the engine, the ball. */
function moverOf(game: string, shown: readonly SvgElement[]): { x: number; y: number } | undefined {
  for (const e of shown) {
    if (game === 'sokobond' && e.classes.includes('player')) return { x: Number(e.attributes['cx']), y: Number(e.attributes['cy']) };
    if (game === 'golf-peaks' && e.classes.includes('ball')) return { x: Number(e.attributes['cx']), y: Number(e.attributes['cy']) };
    if (game === 'cosmic-express' && e.classes.includes('engine')) {
      const m = /rotate\(-?[\d.]+ ([\d.]+) ([\d.]+)\)/.exec(e.attributes['transform'] ?? '');
      if (m !== null) return { x: Number(m[1]), y: Number(m[2]) };
    }
  }
  return undefined;
}
