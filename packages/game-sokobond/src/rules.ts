/**
 * The simulation of one move, written once and used by the search, the verifier and the renderer.
 *
 * A position is a string with one character per atom, in the order the atoms appear in the level
 * file (see {@link Level.atoms}); the character code is `cell * 16 + bonds`, where `bonds` packs
 * the bond counts to the atom on its right and to the one below (see {@link encodeAtom}).
 * Elements and the player flag never change, so they live in the level. Bonds only join grid
 * neighbours, so each atom records the bond count to the atom on its right and to the one below.
 * The string is also the position's identity in the search.
 *
 * Atoms keep their identity (their index) because the game bonds them in file order when an atom
 * touches more partners than it has free electrons (see {@link formBonds}).
 *
 * @module
 */
import { VALENCE, type Level } from './level.js';

/**
 * A position: one character per atom of the level, `cell * 16 + bonds` (see {@link encodeAtom}).
 *
 * @category Rules
 */
export type Position = string;

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

/**
 * The column step of each direction (the package's one direction table, with {@link DY}).
 *
 * @category Rules
 */
export const DX: Readonly<Record<Direction, number>> = { up: 0, left: -1, down: 0, right: 1 };

/**
 * The row step of each direction (downward is positive).
 *
 * @category Rules
 */
export const DY: Readonly<Record<Direction, number>> = { up: -1, left: 0, down: 1, right: 0 };

/**
 * The column step per index into {@link DIRECTIONS}.
 *
 * @category Rules
 */
export const STEP_X: readonly number[] = DIRECTIONS.map((d) => DX[d]);

/**
 * The row step per index into {@link DIRECTIONS}.
 *
 * @category Rules
 */
export const STEP_Y: readonly number[] = DIRECTIONS.map((d) => DY[d]);

/**
 * The order in which the bonding scan and the position analysis look at an atom's four sides:
 * right, left, down, up (bit masks of sides use these indices).
 *
 * @category Rules
 */
export const SIDES: readonly Direction[] = ['right', 'left', 'down', 'up'];

/**
 * The column step per index into {@link SIDES}.
 *
 * @category Rules
 */
export const SIDE_X: readonly number[] = SIDES.map((d) => DX[d]);

/**
 * The row step per index into {@link SIDES}.
 *
 * @category Rules
 */
export const SIDE_Y: readonly number[] = SIDES.map((d) => DY[d]);

/*
 * The low four bits of an atom's code hold its bonds to the right and below: `right * 4 + down`
 * while both are at most 3. A quadruple bond (two carbons strengthened past triple) leaves its
 * atoms no other bond, so it takes two codes that no atom can otherwise have (right + down > 4).
 */
const QUAD_RIGHT = 14;
const QUAD_DOWN = 11;
const RIGHT_OF = Uint8Array.from({ length: 16 }, (_, k) => (k === QUAD_RIGHT ? 4 : k === QUAD_DOWN ? 0 : k >>> 2));
const DOWN_OF = Uint8Array.from({ length: 16 }, (_, k) => (k === QUAD_DOWN ? 4 : k === QUAD_RIGHT ? 0 : k & 3));
const bondBits = (right: number, down: number): number => (right === 4 ? QUAD_RIGHT : down === 4 ? QUAD_DOWN : right * 4 + down);

/**
 * Packs one atom's cell and its bonds to the right and downward neighbours into a character code.
 *
 * @remarks
 * The code is `cell * 16 + right * 4 + down` for bond counts up to 3; a quadruple bond (only two
 * carbons can form one, and then neither has another bond) uses two codes that are otherwise
 * impossible.
 *
 * @param cell - `y * width + x`.
 * @param right - bonds to the atom on the right (0 to 4).
 * @param down - bonds to the atom below (0 to 4).
 * @example
 * ```ts
 * encodeAtom(5, 1, 0); // 84
 * ```
 * @category Rules
 */
export function encodeAtom(cell: number, right: number, down: number): number {
  return cell * 16 + bondBits(right, down);
}

/**
 * The cell index (`y * width + x`) of atom `i` in a position.
 *
 * @category Rules
 */
export const cellAt = (pos: Position, i: number): number => pos.charCodeAt(i) >>> 4;

/**
 * The bond count from atom `i` to its right neighbour.
 *
 * @category Rules
 */
export const rightBondAt = (pos: Position, i: number): number => RIGHT_OF[pos.charCodeAt(i) & 15]!;

/**
 * The bond count from atom `i` to the neighbour below it.
 *
 * @category Rules
 */
export const downBondAt = (pos: Position, i: number): number => DOWN_OF[pos.charCodeAt(i) & 15]!;

/**
 * A decoded position: atoms with coordinates, free electrons and a bond-count matrix.
 *
 * @remarks The arrays are scratch buffers shared per level: copy what you keep before the next call.
 * @category Rules
 */
export interface Molecules {
  readonly n: number;
  readonly x: Int32Array;
  readonly y: Int32Array;
  /** Element code per atom (index into {@link ELEMENTS}). */
  readonly el: Uint8Array;
  readonly free: Int32Array;
  /** `bond[i * n + j]`: number of bonds between atoms i and j (symmetric). */
  readonly bond: Uint8Array;
  /** Index of the player's atom. */
  readonly player: number;
}

/** Per-level scratch space, so that a move allocates nothing but its result. */
interface Ctx extends Molecules {
  readonly level: Level;
  readonly w: number;
  readonly h: number;
  readonly valence: Int32Array;
  /** Cell → atom index, -1 when empty; left all -1 between calls. */
  readonly grid: Int32Array;
  readonly moving: Uint8Array;
  readonly sx: Int32Array;
  readonly sy: Int32Array;
  readonly nx: Int32Array;
  readonly ny: Int32Array;
  readonly mark: Uint8Array;
  readonly comp: Int32Array;
  readonly kept: Int32Array;
  readonly part: Int32Array;
  readonly parent: Int32Array;
  readonly inMine: Uint8Array;
  /** Pairs (two entries each) whose bond a splitter broke in the current move. */
  readonly broken: Int32Array;
  nBroken: number;
  readonly codes: number[];
  /** Work list of units to move: anchor, dx, dy, claimed (4 entries each). */
  readonly queue: Int32Array;
  readonly applied: Int32Array;
  /** Bonds set aside while a rotated part moves: a, b, count. */
  readonly cut: Int32Array;
  /** Rotations met by the last call of `step`. */
  rotations: number;
  /** The level has modifiers (`/`, `+`, `@`): otherwise a move crosses no corner worth looking at. */
  readonly corners: boolean;
  /** The level has splitters (`/`). */
  readonly splitters: boolean;
}

const contexts = new WeakMap<Level, Ctx>();

function ctxOf(level: Level): Ctx {
  let c = contexts.get(level);
  if (c === undefined) {
    const n = level.atoms.length;
    const el = Uint8Array.from(level.atoms, (a) => 'honce'.indexOf(a.element));
    c = {
      level,
      n,
      w: level.width,
      h: level.height,
      el,
      valence: Int32Array.from(el, (e) => VALENCE[e]!),
      player: level.atoms.findIndex((a) => a.player),
      x: new Int32Array(n),
      y: new Int32Array(n),
      free: new Int32Array(n),
      bond: new Uint8Array(n * n),
      grid: new Int32Array(level.width * level.height).fill(-1),
      moving: new Uint8Array(n),
      sx: new Int32Array(n),
      sy: new Int32Array(n),
      nx: new Int32Array(n),
      ny: new Int32Array(n),
      mark: new Uint8Array(n),
      comp: new Int32Array(n),
      kept: new Int32Array(n),
      part: new Int32Array(n),
      parent: new Int32Array(n),
      inMine: new Uint8Array(n),
      broken: new Int32Array(2 * (2 * n + 2)),
      nBroken: 0,
      codes: new Array<number>(n).fill(0),
      queue: new Int32Array(16 * (n + 1) * (n + 1)),
      // A grid graph has at most two bonds per atom, and each corner or cut bond appears once.
      applied: new Int32Array(2 * n + 2),
      cut: new Int32Array(3 * (2 * n + 2)),
      rotations: 0,
      corners: level.modifiers.length > 0,
      splitters: level.modifiers.some((m) => m.kind === 'weaken'),
    };
    contexts.set(level, c);
  }
  return c;
}

/** Loads a position into the context's x, y, free and bond arrays (grid left clear). */
function load(c: Ctx, pos: Position): void {
  const { n, w, x, y, free, bond, grid, valence } = c;
  bond.fill(0);
  for (let i = 0; i < n; i++) {
    const p = pos.charCodeAt(i) >>> 4;
    const px = p % w;
    x[i] = px;
    y[i] = (p - px) / w;
    free[i] = valence[i]!;
    grid[p] = i;
  }
  for (let i = 0; i < n; i++) {
    const code = pos.charCodeAt(i);
    const p = code >>> 4;
    const r = RIGHT_OF[code & 15]!;
    if (r > 0) {
      const j = grid[p + 1]!;
      bond[i * n + j] = r;
      bond[j * n + i] = r;
      free[i]! -= r;
      free[j]! -= r;
    }
    const d = DOWN_OF[code & 15]!;
    if (d > 0) {
      const j = grid[p + w]!;
      bond[i * n + j] = d;
      bond[j * n + i] = d;
      free[i]! -= d;
      free[j]! -= d;
    }
  }
  for (let i = 0; i < n; i++) grid[pos.charCodeAt(i) >>> 4] = -1;
}

/**
 * Decodes a position into atoms and bonds.
 *
 * @remarks The arrays returned are scratch space reused by the next call for this level.
 * @category Rules
 */
export function decode(level: Level, pos: Position): Molecules {
  const c = ctxOf(level);
  load(c, pos);
  return c;
}

/** Encodes atoms at (xs, ys) with the context's bonds; the grid must hold (xs, ys) on entry. */
function store(c: Ctx, xs: Int32Array, ys: Int32Array): Position {
  const { n, w, h, bond, grid, codes } = c;
  for (let i = 0; i < n; i++) {
    const p = ys[i]! * w + xs[i]!;
    const r = xs[i]! + 1 < w ? grid[p + 1]! : -1;
    const d = ys[i]! + 1 < h ? grid[p + w]! : -1;
    codes[i] = p * 16 + bondBits(r >= 0 ? bond[i * n + r]! : 0, d >= 0 ? bond[i * n + d]! : 0);
  }
  return String.fromCharCode.apply(null, codes);
}

/**
 * Encodes atoms and bonds into a position. Bonds must join grid neighbours.
 *
 * @category Rules
 */
export function encode(level: Level, m: Pick<Molecules, 'x' | 'y' | 'bond'>): Position {
  const c = ctxOf(level);
  const { n, w, grid } = c;
  for (let i = 0; i < n; i++) grid[m.y[i]! * w + m.x[i]!] = i;
  const saved = c.bond.slice();
  c.bond.set(m.bond);
  const out = store(c, m.x, m.y);
  c.bond.set(saved);
  for (let i = 0; i < n; i++) grid[m.y[i]! * w + m.x[i]!] = -1;
  return out;
}

/**
 * Atoms joined to `start` through bonds, written to `out` in breadth-first order; returns the count.
 * Uses the bond matrix only, so it works whatever the grid holds.
 */
function componentInto(c: Ctx, start: number, out: Int32Array): number {
  const { n, bond, mark } = c;
  out[0] = start;
  mark[start] = 1;
  let len = 1;
  for (let k = 0; k < len; k++) {
    const i = out[k]!;
    const row = i * n;
    for (let j = 0; j < n; j++) {
      if (mark[j] === 0 && bond[row + j]! > 0) {
        mark[j] = 1;
        out[len++] = j;
      }
    }
  }
  for (let k = 0; k < len; k++) mark[out[k]!] = 0;
  return len;
}

function contains(arr: Int32Array, len: number, v: number): boolean {
  for (let k = 0; k < len; k++) if (arr[k] === v) return true;
  return false;
}

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

/**
 * Forms the bonds between touching atoms that both have a free electron (one bond per touching
 * pair that is not bonded yet), in the game's order. The grid must hold the atoms' positions.
 */
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

function bondAll(c: Ctx, xs: Int32Array, ys: Int32Array, dx: number, dy: number): void {
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

/**
 * The corner a bond sweeps when its atoms move by (dx, dy), on a grid `w` cells wide: (xi, yi) is
 * the left or upper atom of the bond, `vertical` whether the other one is below it. A bond sweeps
 * a corner only when it moves across its own axis; -1 when it moves along it or the corner is off
 * the grid. Plain numbers in and out: this runs for every bond of every move.
 */
function sweptCorner(xi: number, yi: number, vertical: boolean, dx: number, dy: number, w: number): number {
  if (vertical ? dx === 0 : dy === 0) return -1;
  const cx = dx < 0 ? xi - 1 : xi;
  const cy = dy < 0 ? yi - 1 : yi;
  return cx < 0 || cy < 0 ? -1 : cy * w + cx;
}

/**
 * The rank of a crossed modifier among those of one move (lower acts first): the bond's distance
 * from the anchor (its two atoms' Manhattan distances added), then, at equal distance, the kind
 * (weaken, strengthen, rotate), then the bond's atoms in file order. No tie depends on where the
 * bond lies, so a level turned or mirrored plays the same; the known solutions meet ties of a
 * splitter and a joiner, and turned, Hallway's replays only with the splitter first (README).
 */
function sweepOrder(distance: number, kind: number, i: number, j: number, n: number): number {
  return ((distance * 4 + kind) * n + Math.min(i, j)) * n + Math.max(i, j);
}

/**
 * Whether splitters leave the player's molecule whole in this move: two or more of its bonds sweep
 * a splitter's corner, and the part that would stay joined to the player's atom pushes something.
 * Plunge's known solution `SAWWDDSADS…` needs it twice; no other known move meets it (README).
 * `c.comp[0..len)` holds the molecule, anchored at the player's atom, on the grid.
 */
function splittersHold(c: Ctx, len: number, dx: number, dy: number): boolean {
  const { n, w, h, x, y, bond, grid, comp, mark, kept } = c;
  const cornerKind = c.level.cornerKind;
  // Bonds to the right or downward neighbour only, so each is seen once; a bond sweeps a corner
  // only when it moves across its own axis.
  /** Whether the bond between i and j sweeps a splitter's corner in this move. */
  const sweepsSplitter = (i: number, j: number): boolean => {
    const lo = x[i]! + y[i]! < x[j]! + y[j]! ? i : j; // the left or upper atom of the pair
    const corner = sweptCorner(x[lo]!, y[lo]!, x[i] === x[j], dx, dy, w);
    return corner >= 0 && cornerKind[corner] === 1;
  };
  let sweeping = 0;
  for (let k = 0; k < len; k++) {
    const i = comp[k]!;
    for (let side = 0; side < 2; side++) {
      const jx = side === 0 ? x[i]! + 1 : x[i]!;
      const jy = side === 0 ? y[i]! : y[i]! + 1;
      if (jx >= w || jy >= h) continue;
      const j = grid[jy * w + jx]!;
      if (j >= 0 && bond[i * n + j] !== 0 && sweepsSplitter(i, j)) sweeping++;
    }
  }
  if (sweeping < 2) return false;
  // The part joined to the player's atom without the single bonds that sweep a splitter.
  const sweeps = (i: number, j: number): boolean => bond[i * n + j] === 1 && sweepsSplitter(i, j);
  kept[0] = comp[0]!;
  mark[comp[0]!] = 1;
  let klen = 1;
  for (let k = 0; k < klen; k++) {
    const i = kept[k]!;
    for (let j = 0; j < n; j++) {
      if (mark[j] === 0 && bond[i * n + j]! > 0 && !sweeps(i, j)) {
        mark[j] = 1;
        kept[klen++] = j;
      }
    }
  }
  let pushes = false;
  for (let k = 0; k < klen; k++) {
    const a = kept[k]!;
    mark[a] = 0;
    const tx = x[a]! + dx;
    const ty = y[a]! + dy;
    if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
    const o = grid[ty * w + tx]!;
    if (o >= 0 && !contains(comp, len, o)) pushes = true;
  }
  return pushes;
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
