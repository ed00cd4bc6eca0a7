/**
 * The simulation of one move, written once and used by the search, the verifier and the renderer.
 *
 * A position is a string with one character per atom, in the order the atoms appear in the level
 * file (see {@link Level.atoms}); the character code is `cell * 16 + bonds` (see {@link encodeAtom}).
 * Elements and the player flag never change, so they live in the level. The string is also the
 * position's identity in the search.
 *
 * Its parts live in `rules/`: how a position is written (`position-code`), the per-level scratch
 * space a move works in (`level-scratch`), how touching atoms bond (`bonding`) and where a moving
 * bond meets a modifier (`modifiers`). This module is their public face, and the move itself.
 *
 * Atoms keep their identity (their index) because the game bonds them in file order when an atom
 * touches more partners than it has free electrons (see {@link formBonds}).
 *
 * @module
 */
import type { Level } from './level.js';
import { bondAll } from './rules/bonding.js';
import { componentInto, contains, ctxOf, load, store, type Ctx } from './rules/level-scratch.js';
import { splittersHold, sweepOrder, sweptCorner } from './rules/modifiers.js';
import { DOWN_OF, DX, DY, RIGHT_OF, type Direction, type Position } from './rules/position-code.js';

export {
  DIRECTIONS,
  DX,
  DY,
  SIDES,
  SIDE_X,
  SIDE_Y,
  STEP_X,
  STEP_Y,
  cellAt,
  downBondAt,
  encodeAtom,
  rightBondAt,
  type Direction,
  type Position,
} from './rules/position-code.js';
export { decode, encode, type Molecules } from './rules/level-scratch.js';
export { formBonds, initialPosition } from './rules/bonding.js';

/**
 * Why a move was refused.
 *
 * - `wall`: a moving atom would enter a wall (or leave the grid).
 * - `overlap`: two atoms would end on one cell (a turned part runs into something).
 * - `ring`: a rotator would have to turn part of a ring.
 *
 * @category Rules
 */
export type Refusal = 'wall' | 'overlap' | 'ring';

/**
 * The outcome of one move: the new position, or the reason it is refused.
 *
 * @category Rules
 */
export type MoveOutcome = { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly reason: Refusal };

const SHIFT = 0;
const TRAIL = 1;

/**
 * Simulates one move of the player's molecule.
 *
 * @remarks
 * 1. The player's molecule steps one cell. Each of its bonds that sweeps across a modifier's corner
 *    is changed, nearest to the player's atom first (at equal distance `/`, then `+`, then `@`,
 *    then by the bond's atoms in file order), each corner at most once per move:
 *    - `/` removes one bond; if the molecule falls apart, the part without the player's atom stays.
 *      Not when two or more of the player's molecule's bonds sweep a splitter and the part that
 *      would stay with the player's atom pushes something: then the molecule stays whole.
 *    - `+` adds one bond when both atoms still have a free electron (so two carbons can reach a
 *      quadruple bond).
 *    - `@` swings the atom beyond the bond around the corner into the cell its partner leaves, so
 *      the bond turns a quarter. The part beyond moves with that atom, one cell sideways (pushing
 *      what is in its way, with splitters acting on it); when that is refused, each of its atoms
 *      instead steps into the cell its neighbour towards the swinging atom leaves. A part that is
 *      still joined to the rest through a ring cannot turn.
 * 2. A molecule in the way is pushed the same way, anchored at the atom that was hit (so splitters
 *    act on pushed molecules too), and so on in a chain. A pushed molecule may not enter a cell
 *    the player's molecule holds before the move (as in the earlier solver's code).
 * 3. If any moving atom would enter a wall, or two atoms would end on one cell, nothing moves.
 * 4. Touching atoms with free electrons bond ({@link formBonds}).
 *
 * @param level - the level.
 * @param pos - the position.
 * @param dir - the direction.
 * @returns the new position, or why the move is refused (a refused move changes nothing).
 * @category Rules
 */
export function move(level: Level, pos: Position, dir: Direction): MoveOutcome {
  const c = ctxOf(level);
  const first = step(c, pos, dir, SHIFT);
  if (first.ok || c.rotations === 0) return first;
  return step(c, pos, dir, TRAIL);
}

/** Clears the grid of the atoms at their current cells and returns a refusal. */
function refuse(c: Ctx, reason: Refusal): MoveOutcome {
  const { n, w, x, y, grid } = c;
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
  return { ok: false, reason };
}

/** One attempt at a move; `c.rotations` tells how many rotators were met. */
function step(c: Ctx, pos: Position, dir: Direction, follow: number): MoveOutcome {
  load(c, pos);
  const { n, w, h, x, y, free, bond, grid, moving, sx, sy, nx, ny, comp, kept, part, parent, mark, queue, applied, cut, broken } = c;
  const cornerKind = c.level.cornerKind;
  const walls = c.level.walls;
  moving.fill(0);
  let qEnd = 0;
  let nApplied = 0;
  let nCut = 0;
  c.rotations = 0;
  c.nBroken = 0;
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = i;
  queue[qEnd++] = c.player;
  queue[qEnd++] = DX[dir];
  queue[qEnd++] = DY[dir];
  queue[qEnd++] = 0;
  for (let q = 0; q < qEnd; q += 4) {
    const anchor = queue[q]!;
    const dx = queue[q + 1]!;
    const dy = queue[q + 2]!;
    if (queue[q + 3] === 0 && moving[anchor] === 1) continue;
    let len = componentInto(c, anchor, comp);
    for (let k = 0; k < len; k++) {
      const a = comp[k]!;
      moving[a] = 1;
      sx[a] = dx;
      sy[a] = dy;
    }
    const holdSplitters = q === 0 && c.splitters && splittersHold(c, len, dx, dy);
    // Apply the modifiers crossed by this unit's bonds, nearest to the anchor first (see
    // `sweepOrder` for ties).
    while (c.corners) {
      let bi = -1;
      let bj = -1;
      let bc = -1;
      let bd = Infinity;
      const ax0 = x[anchor]!;
      const ay0 = y[anchor]!;
      for (let ki = 0; ki < len; ki++) {
        const i = comp[ki]!;
        const xi = x[i]!;
        const yi = y[i]!;
        // Only bonds to the right or downward neighbour, so each bond is seen once. A bond sweeps
        // a corner only when it moves across its own axis.
        for (let side = 0; side < 2; side++) {
          const jx = side === 0 ? xi + 1 : xi;
          const jy = side === 0 ? yi : yi + 1;
          if (jx >= w || jy >= h) continue;
          const j = grid[jy * w + jx]!;
          if (j < 0 || bond[i * n + j] === 0 || moving[j] !== 1) continue;
          const corner = sweptCorner(xi, yi, side === 1, dx, dy, w);
          if (corner < 0 || cornerKind[corner] === 0 || (holdSplitters && cornerKind[corner] === 1)) continue;
          let seen = false;
          for (let k = 0; k < nApplied; k++) if (applied[k] === corner) seen = true;
          if (seen) continue;
          const order = sweepOrder(
            Math.abs(xi - ax0) + Math.abs(yi - ay0) + Math.abs(jx - ax0) + Math.abs(jy - ay0),
            cornerKind[corner]!,
            i,
            j,
            n,
          );
          if (order < bd) {
            bd = order;
            bi = i;
            bj = j;
            bc = corner;
          }
        }
      }
      if (bi < 0) break;
      const i = bi;
      const j = bj;
      const corner = bc;
      applied[nApplied++] = corner;
      const kind = cornerKind[corner];
      if (kind === 1) {
        bond[i * n + j]!--;
        bond[j * n + i]!--;
        free[i]!++;
        free[j]!++;
        if (bond[i * n + j] === 0) {
          broken[c.nBroken++] = i;
          broken[c.nBroken++] = j;
          // A part that no longer holds the anchor stays behind.
          const klen = componentInto(c, anchor, kept);
          for (let k = 0; k < klen; k++) mark[kept[k]!] = 1;
          for (let k = 0; k < len; k++) if (mark[comp[k]!] === 0) moving[comp[k]!] = 0;
          for (let k = 0; k < klen; k++) mark[kept[k]!] = 0;
          for (let k = 0; k < klen; k++) comp[k] = kept[k]!;
          len = klen;
        }
      } else if (kind === 2) {
        if (free[i]! > 0 && free[j]! > 0) {
          bond[i * n + j]!++;
          bond[j * n + i]!++;
          free[i]!--;
          free[j]!--;
        }
      } else {
        c.rotations++;
        const count = bond[i * n + j]!;
        bond[i * n + j] = 0;
        bond[j * n + i] = 0;
        const klen = componentInto(c, anchor, kept);
        const a = contains(kept, klen, i) ? i : j;
        const b = a === i ? j : i;
        if (contains(kept, klen, b)) return refuse(c, 'ring');
        cut[nCut++] = a;
        cut[nCut++] = b;
        cut[nCut++] = count;
        // b swings into the cell a leaves.
        const tx = x[a]! - x[b]!;
        const ty = y[a]! - y[b]!;
        const plen = componentInto(c, b, part);
        if (follow === SHIFT) {
          for (let k = 0; k < plen; k++) {
            sx[part[k]!] = tx;
            sy[part[k]!] = ty;
          }
          queue[qEnd++] = b;
          queue[qEnd++] = tx;
          queue[qEnd++] = ty;
          queue[qEnd++] = 1;
        } else {
          // Each atom steps into the cell its breadth-first parent (towards b) leaves; `part` is in
          // breadth-first order, so the first bonded atom before it is that parent.
          for (let k = 1; k < plen; k++) {
            const l = part[k]!;
            let p = -1;
            for (let m = 0; m < k && p < 0; m++) if (bond[part[m]! * n + l]! > 0) p = part[m]!;
            parent[l] = p;
          }
          sx[b] = tx;
          sy[b] = ty;
          for (let k = 1; k < plen; k++) {
            const l = part[k]!;
            const p = parent[l]!;
            sx[l] = x[p]! - x[l]!;
            sy[l] = y[p]! - y[l]!;
          }
          for (let k = 0; k < plen; k++) {
            const l = part[k]!;
            moving[l] = 1;
            const ex = x[l]! + sx[l]!;
            const ey = y[l]! + sy[l]!;
            if (ex < 0 || ey < 0 || ex >= w || ey >= h || walls[ey * w + ex] === 1) return refuse(c, 'wall');
          }
        }
        for (let k = 0; k < klen; k++) comp[k] = kept[k]!;
        len = klen;
      }
    }
    if (q === 0) {
      // The player's moving part, after its own modifiers (bondAll fills inMine afresh later).
      c.inMine.fill(0);
      for (let k = 0; k < len; k++) c.inMine[comp[k]!] = 1;
    }
    for (let k = 0; k < len; k++) {
      const a = comp[k]!;
      const tx = x[a]! + dx;
      const ty = y[a]! + dy;
      if (tx < 0 || ty < 0 || tx >= w || ty >= h || walls[ty * w + tx] === 1) return refuse(c, 'wall');
      const other = grid[ty * w + tx]!;
      // A pushed molecule may not enter a cell the player's molecule holds before the move (the
      // earlier solver's code checks pushed molecules against the player's old cells).
      if (q > 0 && queue[q + 3] === 0 && other >= 0 && c.inMine[other] === 1) return refuse(c, 'overlap');
      if (other >= 0 && moving[other] === 0) {
        queue[qEnd++] = other;
        queue[qEnd++] = dx;
        queue[qEnd++] = dy;
        queue[qEnd++] = 0;
      }
    }
  }
  for (let k = 0; k < nCut; k += 3) {
    const a = cut[k]!;
    const b = cut[k + 1]!;
    bond[a * n + b] = cut[k + 2]!;
    bond[b * n + a] = cut[k + 2]!;
  }
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
  for (let i = 0; i < n; i++) {
    nx[i] = x[i]! + (moving[i] === 1 ? sx[i]! : 0);
    ny[i] = y[i]! + (moving[i] === 1 ? sy[i]! : 0);
  }
  // No two atoms on one cell.
  let placed = 0;
  for (; placed < n; placed++) {
    const p = ny[placed]! * w + nx[placed]!;
    if (grid[p]! >= 0) break;
    grid[p] = placed;
  }
  if (placed < n) {
    for (let i = 0; i < placed; i++) grid[ny[i]! * w + nx[i]!] = -1;
    return { ok: false, reason: 'overlap' };
  }
  bondAll(c, nx, ny, DX[dir], DY[dir]);
  const out = store(c, nx, ny);
  for (let i = 0; i < n; i++) grid[ny[i]! * w + nx[i]!] = -1;
  return { ok: true, position: out };
}

/**
 * The total number of free electrons in a position.
 *
 * @category Rules
 */
export function freeElectrons(level: Level, pos: Position): number {
  const { valence, n } = ctxOf(level);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const code = pos.charCodeAt(i);
    total += valence[i]! - 2 * (RIGHT_OF[code & 15]! + DOWN_OF[code & 15]!);
  }
  return total;
}

/**
 * The number of molecules, not counting lone helium atoms.
 *
 * @category Rules
 */
export function moleculeCount(level: Level, pos: Position): number {
  const c = ctxOf(level);
  load(c, pos);
  const { n, comp, mark, valence } = c;
  const seen = new Uint8Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    const len = componentInto(c, i, comp);
    for (let k = 0; k < len; k++) seen[comp[k]!] = 1;
    if (len > 1 || valence[i]! > 0) count++;
  }
  mark.fill(0);
  return count;
}

/**
 * Whether the level is solved: no atom has a free electron.
 *
 * @remarks
 * Several molecules may remain, whether or not the level says `v2 multiple`: two corpus levels in
 * the v1 format (which cannot say `multiple`), Butterfly and Perfection, have too few electrons to
 * join all their atoms into one molecule, so the game cannot require one. The `multiple` flag only
 * told the earlier solver when it could prune. Every known solution ends with one molecule on the
 * levels without the flag, and none passes through a solved position before its last move, so this
 * goal replays them all the same.
 *
 * @category Rules
 */
export function isSolved(level: Level, pos: Position): boolean {
  return freeElectrons(level, pos) === 0;
}
