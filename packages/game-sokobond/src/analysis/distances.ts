/**
 * Distances the estimates count: the steps between two cells around the walls, the fewest empty
 * cells between an atom and a partner it could still bond with, and the contact distance from the
 * player's molecule (how many moves before an atom can move at all).
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { STEP_X, STEP_Y, type Molecules } from '../rules.js';
import { FloorWalk } from './floor-walk.js';
import type { Analysis } from './position.js';

/**
 * Fewest steps between the cells of two atoms around the walls (atoms ignored), less one: the
 * empty cells between them on the shortest way round. Manhattan distance when no way exists.
 * For the fast estimate only: two atoms that both move can close such a gap by two cells a move.
 */
export function gapAround(a: Analysis, ux: number, uy: number, vx: number, vy: number): number {
  const w = a.level.width;
  const start = uy * w + ux;
  const row = a.paths?.[start] ?? pathsFrom(a, start);
  const steps = row[vy * w + vx]!;
  return (steps >= 0 ? steps : Math.abs(ux - vx) + Math.abs(uy - vy)) - 1;
}

/** The row of `a.paths` for `start`, made now. */
function pathsFrom(a: Analysis, start: number): Int16Array {
  checkpoint();
  const { width: w, height: h, walls } = a.level;
  const size = w * h;
  const paths = (a.paths ??= new Array<Int16Array | undefined>(size).fill(undefined));
  const row = new Int16Array(size).fill(-1);
  if (walls[start] === 0) {
    const walk = (a.pathsWalk ??= new FloorWalk(a.level));
    walk.run(start);
    for (let k = 0; k < walk.count; k++) row[walk.order[k]!] = walk.dist[walk.order[k]!]!;
  }
  paths[start] = row;
  return row;
}

/**
 * Fills `a.gap`: for each atom with free electrons, the fewest empty cells between it and an atom
 * it could still bond with (Infinity when there is none); with `around`, counted around the walls.
 * With `contact` (see {@link fillContact}), the fewest moves instead: the pair's smaller contact
 * distance plus its gap divided by `rate` (how many cells a move can close), rounded up.
 *
 * A partner is an atom with a free electron it is not bonded to yet, or (in a level with a `+`) a
 * bonded neighbour with a free electron, or (in a level with a `/`) any atom with a bond, since a
 * cut may free one of its electrons.
 */
export function fillGaps(a: Analysis, m: Molecules, around = false, contact?: Int32Array, rate = 1): void {
  const { n, x, y, free, bond } = m;
  const { gap, hasBond } = a;
  const w = a.level.width;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) {
      gap[u] = -1;
      continue;
    }
    let best = Infinity;
    for (let v = 0; v < n; v++) {
      if (v === u) continue;
      // A cut frees an electron of both atoms of the bond, so both must have a bond that can be cut.
      const cut = a.cutAt;
      const usable =
        bond[u * n + v]! > 0
          ? (a.strengthen && free[v]! > 0) || (cut[u] === 1 && cut[v] === 1)
          : free[v]! > 0 || (cut[v] === 1 && hasBond[v] === 1);
      if (!usable) continue;
      let d = around ? gapAround(a, x[u]!, y[u]!, x[v]!, y[v]!) : Math.abs(x[u]! - x[v]!) + Math.abs(y[u]! - y[v]!) - 1;
      if (contact !== undefined) {
        // The gap stays until one of the two moves, which needs contact 0 (see fillContact).
        const c = Math.min(contact[y[u]! * w + x[u]!]!, contact[y[v]! * w + x[v]!]!);
        d = c >= UNREACHED ? Infinity : c + Math.ceil(d / rate);
      }
      if (d < best) best = d;
    }
    gap[u] = best;
  }
}

/** Contact distance of a cell the player's molecule can never reach. */
const UNREACHED = 0x3fffffff;

/**
 * Fills `a.contact` (given fresh labels): per floor cell, the fewest empty cells on a path from an
 * atom of the player's molecule to it, through floor and atoms (walls excluded; atoms count 0,
 * the cell itself counts unless it holds an atom). A 0-1 breadth-first search.
 *
 * Why it bounds moves: only the player's molecule and what it pushes move, each atom by one cell
 * (in the move's direction, or sideways where a rotator turns part of a molecule), and those atoms
 * are joined to the player's molecule by touching atoms before the move. So a path after a move,
 * from the last moving atom on it onwards, was no longer before the move (cells it crosses were
 * empty then or held atoms), and that atom came from a cell next to where it stands: the contact
 * distance of any atom drops by at most one per move. An atom moves only at contact distance 0.
 */
export function fillContact(a: Analysis, m: Molecules): void {
  const { n, x, y } = m;
  const { label, grid, contact, ring } = a;
  const { width: w, height: h, walls } = a.level;
  const cap = ring.length;
  const mine = label[m.player]!;
  contact.fill(UNREACHED);
  for (let v = 0; v < n; v++) grid[y[v]! * w + x[v]!] = v;
  let head = 0;
  let tail = 0;
  for (let v = 0; v < n; v++) {
    if (label[v] !== mine) continue;
    const c = y[v]! * w + x[v]!;
    contact[c] = 0;
    ring[tail] = c;
    tail = tail + 1 === cap ? 0 : tail + 1;
  }
  while (head !== tail) {
    const c = ring[head]!;
    head = head + 1 === cap ? 0 : head + 1;
    const cx = c % w;
    const cy = (c - cx) / w;
    const dc = contact[c]!;
    for (let k = 0; k < 4; k++) {
      const nx = cx + STEP_X[k]!;
      const ny = cy + STEP_Y[k]!;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
      const nc = ny * w + nx;
      if (walls[nc] === 1) continue;
      const step = grid[nc]! >= 0 ? 0 : 1;
      if (dc + step >= contact[nc]!) continue;
      contact[nc] = dc + step;
      if (step === 0) {
        head = head === 0 ? cap - 1 : head - 1;
        ring[head] = nc;
      } else {
        ring[tail] = nc;
        tail = tail + 1 === cap ? 0 : tail + 1;
      }
    }
  }
  for (let v = 0; v < n; v++) grid[y[v]! * w + x[v]!] = -1;
}

/** Fewest empty cells between the player's molecule and another atom with free electrons. */
export function reachOf(a: Analysis, m: Molecules): number {
  const { n, x, y, free } = m;
  const mine = a.label[m.player]!;
  let reach = Infinity;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0 || a.label[u] === mine) continue;
    for (let v = 0; v < n; v++) {
      if (a.label[v] !== mine) continue;
      const d = gapAround(a, x[u]!, y[u]!, x[v]!, y[v]!);
      if (d < reach) reach = d;
    }
  }
  return reach === Infinity ? 0 : reach;
}
