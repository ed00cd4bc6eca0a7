/**
 * A position decoded into atoms, bonds and free electrons, in scratch space kept per level (so that
 * a move allocates nothing but its result), and written back into a position.
 *
 * @module
 */
import { VALENCE, type Level } from '../level.js';
import { DOWN_OF, RIGHT_OF, bondBits, type Position } from './position-code.js';

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
export interface Ctx extends Molecules {
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

export function ctxOf(level: Level): Ctx {
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
export function load(c: Ctx, pos: Position): void {
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
export function store(c: Ctx, xs: Int32Array, ys: Int32Array): Position {
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
export function componentInto(c: Ctx, start: number, out: Int32Array): number {
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

export function contains(arr: Int32Array, len: number, v: number): boolean {
  for (let k = 0; k < len; k++) if (arr[k] === v) return true;
  return false;
}
