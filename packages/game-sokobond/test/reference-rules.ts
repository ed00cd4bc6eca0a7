// A slow, obvious version of the rules, kept as an oracle for the fast one in src/rules.ts: it
// allocates freely, recomputes molecules from scratch and scans every pair of atoms. The property
// tests check that both give the same position after every move.
/**
 * Reference simulation.
 *
 * A position is an `Int32Array` with one code per atom, indexed by the atom's place in the level
 * file (see {@link Level.atoms}): `cell * 16 + rightBonds * 4 + downBonds`, except that a quadruple
 * bond (two carbons, which then have no other bond) is written 14 to the right and 11 downward. Elements and the player
 * flag never change, so they live in the level. Bonds only join grid neighbours, so each atom
 * records the bond count to the atom on its right and to the atom below it.
 *
 * Atoms keep their identity (their index) because the game bonds them in file order when an atom
 * touches more partners than it has free electrons (see {@link formBonds}).
 *
 * @module
 */
import { VALENCE, type Level } from '../src/level.js';
import type { Molecules } from '../src/rules.js';

/**
 * A move: the direction the player's molecule goes.
 *
 * @category Rules
 */
export type Direction = 'up' | 'left' | 'down' | 'right';

/**
 * The four directions in the order the solver tries them.
 *
 * @category Rules
 */
export const DIRECTIONS: readonly Direction[] = ['up', 'left', 'down', 'right'];

const DX: Readonly<Record<Direction, number>> = { up: 0, left: -1, down: 0, right: 1 };
const DY: Readonly<Record<Direction, number>> = { up: -1, left: 0, down: 1, right: 0 };

/**
 * Packs one atom's position and its bonds to the right and downward neighbours.
 *
 * @category Rules
 */
export function encodeAtom(cell: number, right: number, down: number): number {
  return cell * 16 + (right === 4 ? 14 : down === 4 ? 11 : right * 4 + down);
}

/**
 * The cell index (`y * width + x`) of an atom code.
 *
 * @category Rules
 */
export const cellOf = (code: number): number => code >>> 4;

/**
 * The bond count from an atom to its right neighbour.
 *
 * @category Rules
 */
export const rightBondOf = (code: number): number => ((code & 15) === 14 ? 4 : (code & 15) === 11 ? 0 : (code >>> 2) & 3);

/**
 * The bond count from an atom to the neighbour below it.
 *
 * @category Rules
 */
export const downBondOf = (code: number): number => ((code & 15) === 11 ? 4 : (code & 15) === 14 ? 0 : code & 3);

interface LevelCache {
  /** Cell → atom index, -1 when empty. Always left all -1 between calls. */
  readonly grid: Int32Array;
  readonly el: Uint8Array;
  readonly player: number;
}

const caches = new WeakMap<Level, LevelCache>();

function cacheOf(level: Level): LevelCache {
  let c = caches.get(level);
  if (c === undefined) {
    c = {
      grid: new Int32Array(level.width * level.height).fill(-1),
      el: Uint8Array.from(level.atoms, (a) => 'honce'.indexOf(a.element)),
      player: level.atoms.findIndex((a) => a.player),
    };
    caches.set(level, c);
  }
  return c;
}

/**
 * Decodes a position into atoms and bonds.
 *
 * @category Rules
 */
export function decode(level: Level, codes: Int32Array): Molecules {
  const n = codes.length;
  const w = level.width;
  const { grid, el, player } = cacheOf(level);
  const x = new Int32Array(n);
  const y = new Int32Array(n);
  const free = new Int32Array(n);
  const bond = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    const p = cellOf(codes[i]!);
    x[i] = p % w;
    y[i] = (p - x[i]!) / w;
    free[i] = VALENCE[el[i]!]!;
    grid[p] = i;
  }
  for (let i = 0; i < n; i++) {
    const c = codes[i]!;
    const p = cellOf(c);
    const r = rightBondOf(c);
    if (r > 0) {
      const j = grid[p + 1]!;
      bond[i * n + j] = r;
      bond[j * n + i] = r;
      free[i]! -= r;
      free[j]! -= r;
    }
    const d = downBondOf(c);
    if (d > 0) {
      const j = grid[p + w]!;
      bond[i * n + j] = d;
      bond[j * n + i] = d;
      free[i]! -= d;
      free[j]! -= d;
    }
  }
  for (let i = 0; i < n; i++) grid[cellOf(codes[i]!)] = -1;
  return { n, x, y, el, free, bond, player };
}

/**
 * Encodes atoms and bonds back into codes. Bonds must join grid neighbours.
 *
 * @category Rules
 */
export function encode(level: Level, m: Molecules): Int32Array {
  const { n, x, y, bond } = m;
  const w = level.width;
  const { grid } = cacheOf(level);
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = i;
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = y[i]! * w + x[i]!;
    const r = x[i]! + 1 < w ? grid[p + 1]! : -1;
    const d = y[i]! + 1 < level.height ? grid[p + w]! : -1;
    out[i] = encodeAtom(p, r >= 0 ? bond[i * n + r]! : 0, d >= 0 ? bond[i * n + d]! : 0);
  }
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
  return out;
}

/** Atoms reachable from `start` through bonds, in breadth-first order. */
function component(m: Molecules, start: number): number[] {
  const { n, bond } = m;
  const seen = new Uint8Array(n);
  const out = [start];
  seen[start] = 1;
  for (let k = 0; k < out.length; k++) {
    const i = out[k]!;
    for (let j = 0; j < n; j++) {
      if (seen[j] === 0 && bond[i * n + j]! > 0) {
        seen[j] = 1;
        out.push(j);
      }
    }
  }
  return out;
}

/**
 * Forms the bonds between touching atoms that both have a free electron (one bond per touching
 * pair that is not bonded yet), in the game's order.
 *
 * @remarks
 * Order matters when an atom touches more partners than it has free electrons. The order that
 * replays every known solution is:
 * 1. an atom of the player's molecule bonds first to the atom it ran into (the neighbour in the
 *    direction of the move), atoms of the molecule taken in file order;
 * 2. then atoms bond in file order (the player's molecule first), each to a touching lone atom
 *    before a touching atom of a molecule, in file order within each.
 *
 * The player's molecule is the one that moved (atoms joining it in this step do not count).
 * After every new bond the scan starts again.
 * Touching atoms of one molecule bond too (this closes rings), except a pair whose bond a
 * splitter broke in this move.
 *
 * @param m - the atoms after the move; changed in place.
 * @param dir - the move just made, or undefined at load time.
 * @category Rules
 */
export function formBonds(m: Molecules, dir?: Direction, broken: readonly (readonly [number, number])[] = []): void {
  const { n, x, y, free, bond } = m;
  const link = (a: number, b: number): void => {
    bond[a * n + b]!++;
    bond[b * n + a]!++;
    free[a]!--;
    free[b]!--;
  };
  // A pair whose bond a splitter broke in this move, still in one molecule (a ring), stays apart.
  const staysOpen = (a: number, b: number): boolean =>
    broken.some(([p, q]) => (p === a && q === b) || (p === b && q === a)) && component(m, a).includes(b);
  const canBond = (a: number, b: number): boolean =>
    a !== b && free[b]! > 0 && bond[a * n + b] === 0 && Math.abs(x[a]! - x[b]!) + Math.abs(y[a]! - y[b]!) === 1 && !staysOpen(a, b);
  const dx = dir === undefined ? 0 : DX[dir];
  const dy = dir === undefined ? 0 : DY[dir];
  const inMine = new Uint8Array(n);
  const mine = component(m, m.player).sort((a, b) => a - b);
  for (const a of mine) inMine[a] = 1;
  const lone = (b: number): boolean => bond.subarray(b * n, b * n + n).every((k) => k === 0);
  scan: for (;;) {
    if (dir !== undefined) {
      for (const a of mine) {
        if (free[a]! <= 0) continue;
        for (let b = 0; b < n; b++) {
          if (x[b] === x[a]! + dx && y[b] === y[a]! + dy && canBond(a, b)) {
            link(a, b);
            continue scan;
          }
        }
      }
    }
    for (let pass = 0; pass < 2; pass++) {
      for (let a = 0; a < n; a++) {
        if (inMine[a] !== 1 - pass || free[a]! <= 0) continue;
        const partners = [...Array(n).keys()].filter((b) => canBond(a, b));
        const b = partners.find(lone) ?? partners[0];
        if (b !== undefined) {
          link(a, b);
          continue scan;
        }
      }
    }
    return;
  }
}

/**
 * The position at the start of a level: the atoms as written, with the load-time bonds formed.
 *
 * @category Rules
 */
export function initialCodes(level: Level): Int32Array {
  const codes = Int32Array.from(level.atoms, (a) => encodeAtom(a.y * level.width + a.x, 0, 0));
  const m = decode(level, codes);
  formBonds(m);
  return encode(level, m);
}

function isWall(level: Level, x: number, y: number): boolean {
  return x < 0 || y < 0 || x >= level.width || y >= level.height || level.walls[y * level.width + x] === 1;
}

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
export type MoveOutcome = { readonly ok: true; readonly codes: Int32Array } | { readonly ok: false; readonly reason: Refusal };

/** How the part beyond a rotator follows its swinging atom. */
const enum Follow {
  /** The part moves rigidly with the swinging atom. */
  Shift,
  /** Each atom steps into the cell its neighbour towards the swinging atom left. */
  Trail,
}

/**
 * Simulates one move of the player's molecule.
 *
 * @remarks
 * 1. The player's molecule steps one cell. Each of its bonds that sweeps across a modifier's corner
 *    is changed, nearest to the player's atom first (at equal distance `/`, then `+`, then `@`,
 *    then by the bond's atoms in file order), each corner at most once per move:
 *    - `/` removes one bond; if the molecule falls apart, the part without the player's atom stays.
 *    - `+` adds one bond when both atoms still have a free electron (two carbons reach four).
 *    - `@` swings the atom beyond the bond around the corner into the cell its partner leaves, so
 *      the bond turns a quarter. The part beyond moves with that atom, one cell sideways; when
 *      that is blocked, each of its atoms instead steps into the cell its neighbour (towards the
 *      swinging atom) leaves. A part that is still joined to the rest through a ring cannot turn.
 * 2. A molecule in the way is pushed the same way, anchored at the atom that was hit (so splitters
 *    act on pushed molecules too), and so on in a chain.
 * 3. If any moving atom would enter a wall, or two atoms would end on one cell, nothing moves.
 * 4. Touching atoms with free electrons bond ({@link formBonds}).
 *
 * The rotator's "shift, else trail" rule and the bond order are what replays every known solution;
 * see the package README for the evidence.
 *
 * @param level - the level.
 * @param codes - the position.
 * @param dir - the direction.
 * @returns the new position, or why the move is refused (the input is never changed).
 * @category Rules
 */
export function move(level: Level, codes: Int32Array, dir: Direction): MoveOutcome {
  const first = step(level, codes, dir, Follow.Shift);
  if (first.ok || first.rotated === 0) return first.outcome;
  return step(level, codes, dir, Follow.Trail).outcome;
}

interface StepResult {
  readonly ok: boolean;
  readonly outcome: MoveOutcome;
  /** How many rotations happened (0 means the follow mode did not matter). */
  readonly rotated: number;
}

function step(level: Level, codes: Int32Array, dir: Direction, follow: Follow): StepResult {
  const m = decode(level, codes);
  const { n, x, y, free, bond } = m;
  const w = level.width;
  const { grid } = cacheOf(level);
  const broken: [number, number][] = [];
  // Per atom: whether it moves (1) or stays (0), and its step.
  const moving = new Uint8Array(n);
  const sx = new Int32Array(n);
  const sy = new Int32Array(n);
  const applied: number[] = [];
  const cut: number[] = []; // bonds set aside while their two parts move apart: a, b, count
  let rotated = 0;
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = i;
  const refuse = (reason: Refusal): StepResult => {
    for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
    return { ok: false, outcome: { ok: false, reason }, rotated };
  };
  // Work list of units to move: anchor atom, step, and whether the unit was claimed already
  // (the part beyond a rotator, which moves sideways).
  const queue: number[] = [m.player, DX[dir], DY[dir], 0];
  let playerPart = new Set<number>();
  for (let q = 0; q < queue.length; q += 4) {
    const anchor = queue[q]!;
    const dx = queue[q + 1]!;
    const dy = queue[q + 2]!;
    if (queue[q + 3] === 0 && moving[anchor] === 1) continue;
    let comp = component(m, anchor);
    for (const k of comp) {
      moving[k] = 1;
      sx[k] = dx;
      sy[k] = dy;
    }
    // Splitters leave the player's molecule whole when two or more of its bonds sweep one and the
    // part that would stay with the player's atom pushes something.
    let holdSplitters = false;
    if (q === 0) {
      const sweeping = (i: number, j: number): boolean => {
        const corner = crossedCorner(level, x[i]!, y[i]!, x[j]!, y[j]!, dx, dy);
        return corner >= 0 && level.cornerKind[corner] === 1;
      };
      const pairs = comp.flatMap((i) => comp.filter((j) => j > i && bond[i * n + j]! > 0 && sweeping(i, j)).map((j) => [i, j] as const));
      if (pairs.length >= 2) {
        const stays = new Set([anchor]);
        for (let grew = true; grew; ) {
          grew = false;
          for (const i of [...stays]) {
            for (const j of comp) {
              if (stays.has(j) || bond[i * n + j] === 0) continue;
              if (bond[i * n + j] === 1 && sweeping(i, j)) continue;
              stays.add(j);
              grew = true;
            }
          }
        }
        holdSplitters = [...stays].some((a) => {
          const tx = x[a]! + dx;
          const ty = y[a]! + dy;
          if (tx < 0 || ty < 0 || tx >= w || ty >= level.height) return false;
          const o = grid[ty * w + tx]!;
          return o >= 0 && !comp.includes(o);
        });
      }
    }
    // Apply the modifiers crossed by this unit's bonds, nearest to the anchor first.
    for (;;) {
      let bi = -1;
      let bj = -1;
      let bc = -1;
      let bd = Infinity;
      let bk = Infinity;
      // In file order, so that the first of equal rank is the pair of lowest atoms.
      const inOrder = [...comp].sort((a, b) => a - b);
      for (const i of inOrder) {
        for (const j of inOrder) {
          if (j <= i || bond[i * n + j] === 0) continue;
          const corner = crossedCorner(level, x[i]!, y[i]!, x[j]!, y[j]!, dx, dy);
          if (corner < 0 || level.cornerKind[corner] === 0 || applied.includes(corner)) continue;
          if (holdSplitters && level.cornerKind[corner] === 1) continue;
          const dist =
            Math.abs(x[i]! - x[anchor]!) + Math.abs(y[i]! - y[anchor]!) + Math.abs(x[j]! - x[anchor]!) + Math.abs(y[j]! - y[anchor]!);
          // Ties: `/` before `+` before `@`, then the atoms in file order (the order of this loop).
          const kind = level.cornerKind[corner]!;
          if (dist < bd || (dist === bd && kind < bk)) {
            bd = dist;
            bk = kind;
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
      applied.push(corner);
      const kind = level.cornerKind[corner];
      if (kind === 1) {
        bond[i * n + j]!--;
        bond[j * n + i]!--;
        free[i]!++;
        free[j]!++;
        if (bond[i * n + j] === 0) {
          broken.push([i, j]);
          // A part that no longer holds the anchor stays behind.
          const kept = component(m, anchor);
          for (const k of comp) if (!kept.includes(k)) moving[k] = 0;
          comp = kept;
        }
      } else if (kind === 2) {
        if (free[i]! > 0 && free[j]! > 0) {
          bond[i * n + j]!++;
          bond[j * n + i]!++;
          free[i]!--;
          free[j]!--;
        }
      } else {
        rotated++;
        const count = bond[i * n + j]!;
        bond[i * n + j] = 0;
        bond[j * n + i] = 0;
        const kept = component(m, anchor);
        const a = kept.includes(i) ? i : j;
        const b = a === i ? j : i;
        if (kept.includes(b)) return refuse('ring');
        cut.push(a, b, count);
        // b swings into the cell a leaves.
        const tx = x[a]! - x[b]!;
        const ty = y[a]! - y[b]!;
        const part = component(m, b);
        if (follow === Follow.Shift) {
          for (const k of part) {
            sx[k] = tx;
            sy[k] = ty;
          }
          queue.push(b, tx, ty, 1);
        } else {
          // Each atom steps into the cell its breadth-first parent (towards b) leaves.
          const parent = new Int32Array(n).fill(-1);
          const seen = new Uint8Array(n);
          seen[b] = 1;
          for (const k of part) {
            for (const l of part) {
              if (seen[l] === 0 && bond[k * n + l]! > 0) {
                seen[l] = 1;
                parent[l] = k;
              }
            }
          }
          sx[b] = tx;
          sy[b] = ty;
          for (const l of part) {
            if (l === b) continue;
            const k = parent[l]!;
            sx[l] = x[k]! - x[l]!;
            sy[l] = y[k]! - y[l]!;
          }
          for (const l of part) {
            moving[l] = 1;
            if (isWall(level, x[l]! + sx[l]!, y[l]! + sy[l]!)) return refuse('wall');
          }
        }
        comp = kept;
      }
    }
    if (q === 0) playerPart = new Set(comp);
    for (const k of comp) {
      const tx = x[k]! + dx;
      const ty = y[k]! + dy;
      if (isWall(level, tx, ty)) return refuse('wall');
      const other = grid[ty * w + tx]!;
      // A pushed molecule may not enter a cell the player's molecule holds before the move.
      if (q > 0 && queue[q + 3] === 0 && other >= 0 && playerPart.has(other)) return refuse('overlap');
      if (other >= 0 && moving[other] === 0) queue.push(other, dx, dy, 0);
    }
  }
  for (let k = 0; k < cut.length; k += 3) {
    const a = cut[k]!;
    const b = cut[k + 1]!;
    bond[a * n + b] = cut[k + 2]!;
    bond[b * n + a] = cut[k + 2]!;
  }
  for (let i = 0; i < n; i++) grid[y[i]! * w + x[i]!] = -1;
  const nx = new Int32Array(n);
  const ny = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    nx[i] = x[i]! + (moving[i] === 1 ? sx[i]! : 0);
    ny[i] = y[i]! + (moving[i] === 1 ? sy[i]! : 0);
  }
  // No two atoms on one cell.
  let clash = false;
  for (let i = 0; i < n && !clash; i++) {
    const p = ny[i]! * w + nx[i]!;
    if (grid[p]! >= 0) clash = true;
    else grid[p] = i;
  }
  for (let i = 0; i < n; i++) {
    const p = ny[i]! * w + nx[i]!;
    if (grid[p] === i) grid[p] = -1;
  }
  if (clash) return { ok: false, outcome: { ok: false, reason: 'overlap' }, rotated };
  const moved: Molecules = { ...m, x: nx, y: ny };
  formBonds(moved, dir, broken);
  return { ok: true, outcome: { ok: true, codes: encode(level, moved) }, rotated };
}

/**
 * The corner a bond between neighbouring cells (ax, ay) and (bx, by) sweeps across when it moves by
 * (dx, dy), as the index of the corner's top-left cell, or -1 when it crosses none.
 */
function crossedCorner(level: Level, ax: number, ay: number, bx: number, by: number, dx: number, dy: number): number {
  const vertical = ax === bx;
  if (vertical ? dx === 0 : dy === 0) return -1;
  // Top-left end of the bond before the move (moving right/down) or after it (moving left/up).
  let cx = Math.min(ax, bx);
  let cy = Math.min(ay, by);
  if (dx < 0 || dy < 0) {
    cx += dx;
    cy += dy;
  }
  if (cx < 0 || cy < 0 || cx >= level.width || cy >= level.height) return -1;
  return cy * level.width + cx;
}

/**
 * The total number of free electrons in a position.
 *
 * @category Rules
 */
export function freeElectrons(level: Level, codes: Int32Array): number {
  const { el } = cacheOf(level);
  let total = 0;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    total += VALENCE[el[i]!]! - 2 * (rightBondOf(c) + downBondOf(c));
  }
  return total;
}

/**
 * The number of molecules, not counting lone helium atoms.
 *
 * @category Rules
 */
export function moleculeCount(level: Level, codes: Int32Array): number {
  const m = decode(level, codes);
  const seen = new Uint8Array(m.n);
  let count = 0;
  for (let i = 0; i < m.n; i++) {
    if (seen[i] === 1) continue;
    const comp = component(m, i);
    for (const k of comp) seen[k] = 1;
    if (comp.length > 1 || VALENCE[m.el[i]!]! > 0) count++;
  }
  return count;
}

/**
 * Whether the level is solved: no atom has a free electron and, unless the level is `v2 multiple`,
 * all atoms other than lone helium form one molecule.
 *
 * @remarks
 * Every known solution of a level without `multiple` ends with a single molecule (helium atoms,
 * which never bond, aside), so the single-molecule condition is part of the goal.
 *
 * @category Rules
 */
export function isSolved(level: Level, codes: Int32Array): boolean {
  return freeElectrons(level, codes) === 0 && (level.multiple || moleculeCount(level, codes) <= 1);
}

/** The reference result as a position string (the fast rules' representation). */
export function referenceMove(level: Level, pos: string, dir: Direction): string | Refusal {
  const codes = Int32Array.from(pos, (ch) => ch.charCodeAt(0));
  const r = move(level, codes, dir);
  return r.ok ? String.fromCharCode(...r.codes) : r.reason;
}

export function referenceStart(level: Level): string {
  return String.fromCharCode(...initialCodes(level));
}
