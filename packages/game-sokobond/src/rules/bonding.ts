/**
 * How touching atoms bond, in the game's order: after every move, and at the start of a level.
 *
 * @module
 */
import type { Level } from '../level.js';
import { DX, DY, SIDE_X, SIDE_Y, encodeAtom, type Direction, type Position } from './position-code.js';
import { componentInto, contains, ctxOf, load, store, type Ctx } from './level-scratch.js';

/**
 * Whether a and b are a pair whose bond a splitter broke in this move while their molecule held
 * together through a ring: that bond does not form again in the same move (Arena's known
 * solutions; the ring closes in a later move).
 */
function staysOpen(c: Ctx, a: number, b: number): boolean {
  const { broken } = c;
  for (let k = 0; k < c.nBroken; k += 2) {
    if ((broken[k] === a && broken[k + 1] === b) || (broken[k] === b && broken[k + 1] === a)) {
      const len = componentInto(c, a, c.part);
      return contains(c.part, len, b);
    }
  }
  return false;
}

/** The atom beside atom a at offset (ox, oy) that a may bond with now, or -1 (see `bondAll`). */
function partner(c: Ctx, xs: Int32Array, ys: Int32Array, a: number, ox: number, oy: number): number {
  const { n, w, h, free, bond, grid } = c;
  const bx = xs[a]! + ox;
  const by = ys[a]! + oy;
  if (bx < 0 || by < 0 || bx >= w || by >= h) return -1;
  const b = grid[by * w + bx]!;
  return b >= 0 && free[b]! > 0 && bond[a * n + b] === 0 && !staysOpen(c, a, b) ? b : -1;
}

/** Bonds atoms a and b once more. */
function link(c: Ctx, a: number, b: number): void {
  const { n, free, bond } = c;
  bond[a * n + b]!++;
  bond[b * n + a]!++;
  free[a]!--;
  free[b]!--;
}

/**
 * Forms the bonds between touching atoms that both have a free electron (one bond per touching
 * pair that is not bonded yet), in the game's order. The grid must hold the atoms' positions.
 */
export function bondAll(c: Ctx, xs: Int32Array, ys: Int32Array, dx: number, dy: number): void {
  const { n, free, inMine, comp, valence } = c;
  // The player's molecule as it moved: atoms it picks up by bonding in this step do not share its
  // priority (Grater's known solutions need the moved oxygen to bond before a carbon just joined).
  inMine.fill(0);
  const len = componentInto(c, c.player, comp);
  for (let k = 0; k < len; k++) inMine[comp[k]!] = 1;
  for (;;) {
    let formed = false;
    // 1. An atom of the player's molecule bonds to the atom it ran into.
    if (dx !== 0 || dy !== 0) {
      for (let a = 0; a < n && !formed; a++) {
        if (inMine[a] !== 1 || free[a]! <= 0) continue;
        const b = partner(c, xs, ys, a, dx, dy);
        if (b >= 0) {
          link(c, a, b);
          formed = true;
        }
      }
    }
    // 2. Atoms in file order (the player's molecule first), each to a touching lone atom if there
    //    is one, else to a touching atom of a molecule; the first in file order among those.
    for (let pass = 1; pass >= 0 && !formed; pass--) {
      for (let a = 0; a < n && !formed; a++) {
        if (inMine[a] !== pass || free[a]! <= 0) continue;
        let best = -1;
        let bestLone = false;
        for (let d = 0; d < 4; d++) {
          const b = partner(c, xs, ys, a, SIDE_X[d]!, SIDE_Y[d]!);
          if (b < 0) continue;
          const lone = free[b] === valence[b];
          if (best < 0 || (lone && !bestLone) || (lone === bestLone && b < best)) {
            best = b;
            bestLone = lone;
          }
        }
        if (best >= 0) {
          link(c, a, best);
          formed = true;
        }
      }
    }
    if (!formed) return;
  }
}

/**
 * Forms the bonds between touching atoms that both have a free electron (one bond per touching
 * pair that is not bonded yet), in the game's order.
 *
 * @remarks
 * Order matters when an atom touches more partners than it has free electrons. The order that
 * replays the known solutions (see the README) is:
 * 1. an atom of the player's molecule bonds first to the atom it ran into (its neighbour in the
 *    direction of the move), atoms of the molecule taken in file order;
 * 2. then atoms bond in file order (the player's molecule first), each to a touching lone atom if
 *    it has one, else to a touching atom of a molecule; the first in file order among those.
 *
 * "The player's molecule" is the molecule as it moved: atoms that join it by bonding in the same
 * step do not share its priority. After every new bond the scan starts again. Touching atoms of
 * one molecule bond too (this closes rings), except a pair whose bond a splitter broke in this
 * move: that ring stays open until a later move.
 *
 * @param level - the level.
 * @param pos - the position after the atoms moved, possibly with unformed bonds.
 * @param dir - the move just made, or undefined at load time.
 * @returns the position with the bonds formed.
 * @category Rules
 */
export function formBonds(level: Level, pos: Position, dir?: Direction): Position {
  const c = ctxOf(level);
  load(c, pos);
  const { n, w, x, y, grid } = c;
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = i;
  bondAll(c, x, y, dir === undefined ? 0 : DX[dir], dir === undefined ? 0 : DY[dir]);
  const out = store(c, x, y);
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
  return out;
}

/**
 * The position at the start of a level: the atoms as written, with the load-time bonds formed
 * (or the level's `start`, when it has one).
 *
 * @category Rules
 */
export function initialPosition(level: Level): Position {
  if (level.start !== undefined) return level.start;
  let start = '';
  for (const a of level.atoms) start += String.fromCharCode(encodeAtom(a.y * level.width + a.x, 0, 0));
  return formBonds(level, start);
}
