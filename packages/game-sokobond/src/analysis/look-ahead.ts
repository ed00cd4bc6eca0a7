/**
 * A look a few bonds ahead for rigid levels: a molecule that moves only when pushed must be able
 * to take its next bonds where it can be pushed, and the molecules those bonds make likewise.
 *
 * @module
 */
import type { Level } from '../level.js';
import type { Mobility, Reach } from './mobility.js';
import { SIDE_X as DX, SIDE_Y as DY, type Molecules } from '../rules.js';

/** Bonds looked ahead at most (enough to follow a carbon to its last bond). */
const DEPTH = 3;

/**
 * Merged molecules built at most per question; beyond it the answer is "may finish". Most proofs
 * of a dead molecule take a handful (Butterfly, Perfection), some a thousand, a carbon with eight
 * hydrogens around up to 100,000; with 300 the corpus keeps nearly all the expansions saved.
 */
const BUDGET = 300;

/** What {@link mergeDead} reads from the position's analysis (per atom or per molecule label). */
export interface MergeInputs {
  readonly level: Level;
  readonly mobility: Mobility;
  /** Molecule label per atom (the smallest atom index in it). */
  readonly label: Int32Array;
  /** Free electrons per molecule label. */
  readonly molFree: Int32Array;
  /** Per label of a molecule with free electrons: where its shape can ever go. */
  readonly reach: readonly (Reach | undefined)[];
  /** Per atom: bit d set when its side in direction d holds an atom of its own molecule. */
  readonly taken: Uint8Array;
  /** `meet[u * n + v]`: 1 when atoms u and v can ever stand side by side. */
  readonly meet: Uint8Array;
}

/** One molecule being built up: its atoms, their cells and free electrons. */
interface Frame {
  readonly atoms: Int32Array;
  count: number;
  readonly x: Int32Array;
  readonly y: Int32Array;
  readonly free: Int32Array;
  /** Per atom: 1 when in this molecule. */
  readonly inside: Uint8Array;
  /** Cell → atom of this molecule, -1 elsewhere (left all -1 between uses). */
  readonly grid: Int32Array;
}

/** Scratch space of {@link mergeDead}. */
export interface MergeScratch {
  readonly frames: readonly Frame[];
  /** Verdicts on merged molecules met in this question, by atoms and cells (orders of bonds repeat them). */
  readonly seen: Map<string, boolean>;
  /** Merged molecules left to build in this question. */
  budget: number;
  /**
   * `stand[d * cells + c]`: bit p set when atom p (free electrons, outside the molecule asked
   * about) can stand on cell c with its side d free, its molecule at one of its placements.
   */
  readonly stand: Int32Array;
  /** Per atom: bit v set when `meet` allows u and v to stand side by side. */
  readonly meetBits: Int32Array;
  /** Bit v set when v's molecule is the player's or has more than one free electron. */
  complex: number;
}

/** Scratch for {@link mergeDead}, for levels of `atoms` atoms and `cells` cells. */
export function mergeScratch(atoms: number, cells: number): MergeScratch {
  const frames: Frame[] = [];
  for (let k = 0; k <= DEPTH; k++) {
    frames.push({
      atoms: new Int32Array(atoms),
      count: 0,
      x: new Int32Array(atoms),
      y: new Int32Array(atoms),
      free: new Int32Array(atoms),
      inside: new Uint8Array(atoms),
      grid: new Int32Array(cells).fill(-1),
    });
  }
  return { frames, seen: new Map(), budget: 0, stand: new Int32Array(4 * cells), meetBits: new Int32Array(atoms), complex: 0 };
}

/**
 * Whether molecule `l` (not the player's, with two or more free electrons) can never get all its
 * bonds, in a rigid level without `+`.
 *
 * @remarks
 * A molecule that is not the player's keeps its shape and moves only when pushed until its next
 * bond, so that bond forms at one of its pushed placements (`Mobility.reachable` with `pushed`),
 * with a partner v whose molecule stands at one of its own reachable placements. When v's
 * molecule has one free electron, it cannot have grown before (its only free electron is v's), so
 * the molecule the bond makes is known exactly: the two shapes side by side, with one free
 * electron fewer. It again moves only when pushed until its next bond, so the same question is
 * asked of it, a few bonds deep; with one free electron left, some pushed placement of it must put
 * that atom beside a partner on a side the molecule leaves free. Whatever is not this simple
 * counts as a way to finish: a partner with more free electrons (its molecule may have grown), one
 * of the player's molecule, another touching pair with free electrons in the merged molecule
 * (it bonds at once too), or a merged molecule deeper than the look-ahead. A third molecule that
 * bonds in the same move joins through an atom with a free electron on a side that is free, which
 * the next step's meeting at the same placement covers. So `true` proves that no order of bonds
 * lets the molecule finish.
 */
export function mergeDead(inp: MergeInputs, s: MergeScratch, m: Molecules, l: number): boolean {
  const { n, x, y, free } = m;
  const { label } = inp;
  const f = s.frames[0]!;
  const w = inp.level.width;
  f.count = 0;
  for (let v = l; v < n; v++) {
    if (label[v] !== l) continue;
    f.atoms[f.count++] = v;
    f.x[v] = x[v]!;
    f.y[v] = y[v]!;
    f.free[v] = free[v]!;
    f.inside[v] = 1;
    f.grid[y[v]! * w + x[v]!] = v;
  }
  s.seen.clear();
  s.budget = BUDGET;
  const dead = !canFinish(inp, s, m, 0, inp.molFree[l]!);
  clear(f, w);
  return dead;
}

function clear(f: Frame, w: number): void {
  for (let k = 0; k < f.count; k++) {
    const u = f.atoms[k]!;
    f.grid[f.y[u]! * w + f.x[u]!] = -1;
    f.inside[u] = 0;
  }
  f.count = 0;
}

/** Sides of atom u that its molecule in frame f holds (bit d). */
function heldSides(f: Frame, u: number, w: number, h: number): number {
  let bits = 0;
  for (let d = 0; d < 4; d++) {
    const sx = f.x[u]! + DX[d]!;
    const sy = f.y[u]! + DY[d]!;
    if (sx >= 0 && sy >= 0 && sx < w && sy < h && f.grid[sy * w + sx]! >= 0) bits |= 1 << d;
  }
  return bits;
}

/**
 * Fills the scratch's `stand` and `meetBits` for a position (once per position, before
 * {@link mergeDead}). Needs at most 31 atoms.
 */
export function prepareMerge(inp: MergeInputs, s: MergeScratch, m: Molecules): void {
  const { n, x, y, free } = m;
  const { label, reach, taken, meet, level } = inp;
  const w = level.width;
  const h = level.height;
  const cells = w * h;
  const { stand, meetBits } = s;
  stand.fill(0);
  s.complex = 0;
  const player = label[m.player]!;
  for (let p = 0; p < n; p++) {
    meetBits[p] = 0;
    if (free[p]! <= 0) continue;
    if (label[p] === player || inp.molFree[label[p]!] !== 1) s.complex |= 1 << p;
    for (let v = 0; v < n; v++) if (meet[p * n + v] === 1) meetBits[p]! |= 1 << v;
    const lp = label[p]!;
    const r = reach[lp]!;
    const ox = x[p]! - x[lp]!;
    const oy = y[p]! - y[lp]!;
    const bit = 1 << p;
    for (let i = 0; i < r.cells.length; i++) {
      const px = r.xs[i]! + ox;
      const py = r.ys[i]! + oy;
      if (px < 0 || py < 0 || px >= w || py >= h) continue;
      const c = py * w + px;
      for (let d = 0; d < 4; d++) if ((taken[p]! & (1 << d)) === 0) stand[d * cells + c]! |= bit;
    }
  }
}

/**
 * Whether the molecule of frame k (F free electrons, at least two, moving only when pushed until
 * its next bond) may still get all its bonds, as far as this look-ahead can tell.
 */
function canFinish(inp: MergeInputs, s: MergeScratch, m: Molecules, k: number, F: number): boolean {
  const { x, y } = m;
  const { label, molFree, mobility, level } = inp;
  const w = level.width;
  const h = level.height;
  const size = w * h;
  const f = s.frames[k]!;
  const anchor = f.atoms[0]!;
  const pushed = mobility.reachable(f.atoms, f.count, f.x, f.y, true);
  const { cells } = pushed;
  const player = label[m.player]!;
  let inside = 0;
  for (let a = 0; a < f.count; a++) inside |= 1 << f.atoms[a]!;
  // Two passes: meetings that end the look-ahead at once first (when there can be any), then
  // those followed deeper.
  let early = k + 1 > DEPTH;
  for (let a = 0; a < f.count && !early; a++) early = (s.meetBits[f.atoms[a]!]! & ~inside & s.complex) !== 0;
  for (let pass = early ? 0 : 1; pass < 2; pass++) {
    for (let a = 0; a < f.count; a++) {
      const z = f.atoms[a]!;
      if (f.free[z]! <= 0) continue;
      const held = heldSides(f, z, w, h);
      const ozx = f.x[z]! - f.x[anchor]!;
      const ozy = f.y[z]! - f.y[anchor]!;
      const allowed = s.meetBits[z]! & ~inside;
      if (allowed === 0) continue;
      for (let i = 0; i < cells.length; i++) {
        const zx = pushed.xs[i]! + ozx;
        const zy = pushed.ys[i]! + ozy;
        for (let d = 0; d < 4; d++) {
          if ((held & (1 << d)) !== 0) continue;
          const cx = zx + DX[d]!;
          const cy = zy + DY[d]!;
          if (cx < 0 || cy < 0 || cx >= w || cy >= h) continue;
          let cand = s.stand[(d ^ 1) * size + cy * w + cx]! & allowed;
          while (cand !== 0) {
            const v = 31 - Math.clz32(cand);
            cand &= ~(1 << v);
            const lv = label[v]!;
            // Not simple enough to follow: count it as a way to finish.
            const simple = lv !== player && molFree[lv] === 1 && k + 1 <= DEPTH;
            if (pass === 0) {
              if (!simple) return true;
              continue;
            }
            if (!simple) return true;
            if (s.budget-- <= 0) return true;
            const next = s.frames[k + 1]!;
            const verdict = merge(inp, s, m, k, zx - f.x[z]!, zy - f.y[z]!, lv, cx - x[v]!, cy - y[v]!, z, v);
            let ok: boolean;
            if (verdict !== undefined) ok = verdict;
            else {
              const key = frameKey(next, m.n, w);
              const known = s.seen.get(key);
              if (known !== undefined) ok = known;
              else {
                ok = F - 1 === 1 ? lastCanMeet(inp, s, next, w, h) : canFinish(inp, s, m, k + 1, F - 1);
                s.seen.set(key, ok);
              }
            }
            clear(next, w);
            if (ok) return true;
          }
        }
      }
    }
  }
  return false;
}

/** The atoms of a frame and their cells, as a string (the frame's identity). */
function frameKey(f: Frame, n: number, w: number): string {
  let key = '';
  for (let u = 0; u < n; u++) if (f.inside[u] === 1) key += String.fromCharCode(u, f.y[u]! * w + f.x[u]!);
  return key;
}

/** Adds atom u at (px, py) with `fr` free electrons to frame g; true when its cell is taken already. */
function put(g: Frame, w: number, u: number, px: number, py: number, fr: number): boolean {
  g.atoms[g.count++] = u;
  g.x[u] = px;
  g.y[u] = py;
  g.free[u] = fr;
  g.inside[u] = 1;
  const c = py * w + px;
  if (g.grid[c]! >= 0) return true;
  g.grid[c] = u;
  return false;
}

/**
 * Fills frame k + 1 with the molecule of frame k shifted by (sx, sy) and molecule lv shifted by
 * (tx, ty), bonded z–v. Returns false when two atoms overlap (no such meeting), true when another
 * touching pair has free electrons (too complex: counts as finishing), else undefined.
 */
function merge(
  inp: MergeInputs,
  s: MergeScratch,
  m: Molecules,
  k: number,
  sx: number,
  sy: number,
  lv: number,
  tx: number,
  ty: number,
  z: number,
  v: number,
): boolean | undefined {
  const { n, x, y, free } = m;
  const w = inp.level.width;
  const h = inp.level.height;
  const f = s.frames[k]!;
  const g = s.frames[k + 1]!;
  g.count = 0;
  let overlap = false;
  for (let a = 0; a < f.count; a++) {
    const u = f.atoms[a]!;
    overlap = put(g, w, u, f.x[u]! + sx, f.y[u]! + sy, f.free[u]! - (u === z || u === v ? 1 : 0)) || overlap;
  }
  for (let u = 0; u < n; u++)
    if (inp.label[u] === lv) overlap = put(g, w, u, x[u]! + tx, y[u]! + ty, free[u]! - (u === z || u === v ? 1 : 0)) || overlap;
  if (overlap) {
    // The grid holds only the first atom of a shared cell; clear it by hand.
    for (let a = 0; a < g.count; a++) {
      const u = g.atoms[a]!;
      g.grid[g.y[u]! * w + g.x[u]!] = -1;
    }
    for (let a = 0; a < g.count; a++) g.inside[g.atoms[a]!] = 0;
    g.count = 0;
    return false;
  }
  // Another touching pair with free electrons would bond in the same move.
  for (let a = 0; a < g.count; a++) {
    const u = g.atoms[a]!;
    if (g.free[u]! <= 0) continue;
    for (let d = 0; d < 4; d += 2) {
      const px = g.x[u]! + DX[d]!;
      const py = g.y[u]! + DY[d]!;
      if (px >= w || py >= h) continue;
      const t = g.grid[py * w + px]!;
      if (t < 0 || g.free[t]! <= 0) continue;
      return true;
    }
  }
  return undefined;
}

/**
 * The molecule of frame g has one free electron left and moves only when pushed until it bonds
 * it: whether some pushed placement puts that atom beside a partner outside it, each on a side its
 * own molecule leaves free.
 */
function lastCanMeet(inp: MergeInputs, s: MergeScratch, g: Frame, w: number, h: number): boolean {
  let last = -1;
  let inside = 0;
  for (let a = 0; a < g.count; a++) {
    const u = g.atoms[a]!;
    inside |= 1 << u;
    if (g.free[u]! > 0) last = u;
  }
  if (last < 0) return true;
  const allowed = s.meetBits[last]! & ~inside;
  if (allowed === 0) return false;
  const anchor = g.atoms[0]!;
  const r = inp.mobility.reachable(g.atoms, g.count, g.x, g.y, true);
  const bits = heldSides(g, last, w, h);
  const oux = g.x[last]! - g.x[anchor]!;
  const ouy = g.y[last]! - g.y[anchor]!;
  const size = w * h;
  const { cells } = r;
  for (let i = 0; i < cells.length; i++) {
    const ux = r.xs[i]! + oux;
    const uy = r.ys[i]! + ouy;
    for (let d = 0; d < 4; d++) {
      if ((bits & (1 << d)) !== 0) continue;
      const bx = ux + DX[d]!;
      const by = uy + DY[d]!;
      if (bx >= 0 && by >= 0 && bx < w && by < h && (s.stand[(d ^ 1) * size + by * w + bx]! & allowed) !== 0) return true;
    }
  }
  return false;
}
