/**
 * Estimates of the number of moves left, for A* (admissible) and for the fast search (not).
 *
 * @module
 */
import { VALENCE, type Level } from './level.js';
import { decode, type Molecules, type Position } from './rules.js';

/**
 * A heuristic: an estimate of the moves left from a position (`Infinity` marks a dead position).
 *
 * @category Heuristics
 */
export type Heuristic = (pos: Position) => number;

/** What the heuristics need to know about a position, computed in one pass without allocating. */
interface Analysis {
  readonly level: Level;
  readonly weaken: boolean;
  readonly strengthen: boolean;
  readonly rotate: boolean;
  /** Molecule label per atom (the smallest atom index in it). */
  readonly label: Int32Array;
  readonly stack: Int32Array;
  /** Free electrons per molecule label. */
  readonly molFree: Int32Array;
  readonly molSize: Int32Array;
  readonly hasBond: Uint8Array;
  /** Per atom with free electrons: fewest empty cells to a possible partner (-1: no free electron). */
  readonly gap: Float64Array;
  /** Scratch for the free-electron counts. */
  readonly degrees: Int32Array;
  total: number;
  molecules: number;
  closed: number;
}

const analyses = new WeakMap<Level, Analysis>();

function analysisOf(level: Level): Analysis {
  let a = analyses.get(level);
  if (a === undefined) {
    const n = level.atoms.length;
    a = {
      level,
      weaken: level.modifiers.some((m) => m.kind === 'weaken'),
      strengthen: level.modifiers.some((m) => m.kind === 'strengthen'),
      rotate: level.modifiers.some((m) => m.kind === 'rotate'),
      label: new Int32Array(n),
      stack: new Int32Array(n),
      molFree: new Int32Array(n),
      molSize: new Int32Array(n),
      hasBond: new Uint8Array(n),
      gap: new Float64Array(n),
      degrees: new Int32Array(n),
      total: 0,
      molecules: 0,
      closed: 0,
    };
    analyses.set(level, a);
  }
  return a;
}

/** Labels molecules and counts free electrons; fills `a` and returns the decoded atoms. */
function analyze(a: Analysis, pos: Position): Molecules {
  const m = decode(a.level, pos);
  const { n, free, bond, el } = m;
  const { label, stack, molFree, molSize, hasBond } = a;
  label.fill(-1);
  hasBond.fill(0);
  a.total = 0;
  a.molecules = 0;
  a.closed = 0;
  for (let i = 0; i < n; i++) {
    if (label[i] !== -1) continue;
    let top = 0;
    stack[top++] = i;
    label[i] = i;
    let size = 0;
    let f = 0;
    while (top > 0) {
      const u = stack[--top]!;
      size++;
      f += free[u]!;
      const row = u * n;
      for (let j = 0; j < n; j++) {
        if (bond[row + j]! > 0) {
          hasBond[u] = 1;
          if (label[j] === -1) {
            label[j] = i;
            stack[top++] = j;
          }
        }
      }
    }
    molFree[i] = f;
    molSize[i] = size;
    a.total += f;
    if (size === 1 && VALENCE[el[i]!] === 0) continue; // lone helium
    a.molecules++;
    if (f === 0) a.closed++;
  }
  return m;
}

/** Solved, given a fresh analysis. */
const solvedBy = (a: Analysis): boolean => a.total === 0;

/**
 * Whether the free electrons can still all be paired, given a fresh analysis.
 *
 * Without `/` no electron is ever freed, so the bonds still to come use exactly the free
 * electrons: each atom must get as many new bonds as it has free electrons. Without `+` a bonded
 * pair never bonds again, so the new bonds form a simple graph and the free counts must pass the
 * Erdős–Gallai test; with `+` double bonds are possible and the counts need only an even sum with
 * no atom holding more than all the others together. With `/`, nothing is claimed.
 */
function pairable(a: Analysis, m: Molecules): boolean {
  if (a.weaken) return true;
  if (a.total % 2 !== 0) return false;
  const d = a.degrees;
  let k = 0;
  for (let i = 0; i < m.n; i++) if (m.free[i]! > 0) d[k++] = m.free[i]!;
  const deg = d.subarray(0, k).sort().reverse();
  if (k === 0) return true;
  if (a.strengthen) return deg[0]! * 2 <= a.total;
  let left = 0;
  for (let r = 1; r <= k; r++) {
    left += deg[r - 1]!;
    let right = r * (r - 1);
    for (let i = r; i < k; i++) right += Math.min(deg[i]!, r);
    if (left > right) return false;
  }
  return true;
}

/**
 * Fills `a.gap`: for each atom with free electrons, the fewest empty cells between it and an atom
 * it could still bond with (Infinity when there is none).
 *
 * A partner is an atom with a free electron it is not bonded to yet, or (in a level with a `+`) a
 * bonded neighbour with a free electron, or (in a level with a `/`) any atom with a bond, since a
 * cut may free one of its electrons.
 */
function fillGaps(a: Analysis, m: Molecules): void {
  const { n, x, y, free, bond } = m;
  const { gap, hasBond } = a;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) {
      gap[u] = -1;
      continue;
    }
    let best = Infinity;
    for (let v = 0; v < n; v++) {
      if (v === u) continue;
      const usable = bond[u * n + v]! > 0 ? (a.strengthen && free[v]! > 0) || a.weaken : free[v]! > 0 || (a.weaken && hasBond[v] === 1);
      if (!usable) continue;
      const d = Math.abs(x[u]! - x[v]!) + Math.abs(y[u]! - y[v]!) - 1;
      if (d < best) best = d;
    }
    gap[u] = best;
  }
}

/**
 * Whether a position can be seen to be dead without search: the free electrons can no longer all
 * be paired (odd total, or counts no graph of new bonds can match), or some atom with a free
 * electron has no possible partner left (no other atom with a free electron, nor one a `/` could
 * free, nor a bonded neighbour a `+` could bond again).
 *
 * @example
 * ```ts
 * isDead(level, initialPosition(level)); // false for a fresh, solvable level
 * ```
 * @category Heuristics
 */
export function isDead(level: Level, pos: Position): boolean {
  const a = analysisOf(level);
  const m = analyze(a, pos);
  if (solvedBy(a)) return false;
  if (!pairable(a, m)) return true;
  fillGaps(a, m);
  for (let u = 0; u < m.n; u++) if (a.gap[u] === Infinity) return true;
  return false;
}

/**
 * An admissible estimate (never above the true number of moves): optimal mode.
 *
 * @remarks
 * Any atom with a free electron must end next to a partner it bonds with. One move shifts every
 * atom by at most one cell, so the gap between two atoms shrinks by at most one per move when all
 * moving atoms go the same way, or by two when a rotator can swing one of them sideways. The
 * estimate is the largest gap divided by that rate, and at least one move while the level is
 * unsolved. A position where the free electrons can no longer be paired (see {@link isDead})
 * is dead (`Infinity`).
 *
 * It is stronger than counting free electrons where it matters for A*: it grows with the distance
 * still to travel, while the electron count is not even a bound on moves (one move can form
 * several bonds) and says nothing about distance.
 *
 * @example
 * ```ts
 * const h = admissibleHeuristic(level);
 * h(initialPosition(level)); // a lower bound on the solution length
 * ```
 * @see {@link fastHeuristic}
 * @category Heuristics
 */
export function admissibleHeuristic(level: Level): Heuristic {
  const a = analysisOf(level);
  const rate = a.rotate ? 2 : 1;
  return (pos) => {
    const m = analyze(a, pos);
    if (solvedBy(a)) return 0;
    if (!pairable(a, m)) return Infinity;
    fillGaps(a, m);
    let h = 1;
    for (let u = 0; u < m.n; u++) {
      const g = a.gap[u]!;
      if (g < 0) continue;
      if (g === Infinity) return Infinity;
      const need = Math.ceil(g / rate);
      if (need > h) h = need;
    }
    return h;
  };
}

/**
 * A fast, non-admissible estimate for greedy and weighted search: fast mode.
 *
 * @remarks
 * Sums, over atoms with free electrons, the electrons (weighted 2, since each bond needs a move)
 * and the gap to their nearest possible partner; adds the distance from the player's molecule to
 * the nearest other atom that still needs bonds, because nothing moves unless the player pushes
 * it. Dead positions get `Infinity`, as in {@link admissibleHeuristic}. Not admissible: one move
 * can close several gaps at once.
 *
 * @see {@link admissibleHeuristic}
 * @category Heuristics
 */
export function fastHeuristic(level: Level): Heuristic {
  const a = analysisOf(level);
  return (pos) => {
    const m = analyze(a, pos);
    if (solvedBy(a)) return 0;
    if (!pairable(a, m)) return Infinity;
    fillGaps(a, m);
    const { n, x, y, free } = m;
    const mine = a.label[m.player]!;
    let h = 0;
    let reach = Infinity;
    for (let u = 0; u < n; u++) {
      const g = a.gap[u]!;
      if (g < 0) continue;
      if (g === Infinity) return Infinity;
      h += 2 * free[u]! + g;
      if (a.label[u] !== mine) {
        for (let v = 0; v < n; v++) {
          if (a.label[v] !== mine) continue;
          const d = Math.abs(x[u]! - x[v]!) + Math.abs(y[u]! - y[v]!) - 1;
          if (d < reach) reach = d;
        }
      }
    }
    if (reach !== Infinity) h += reach;
    return h;
  };
}

/**
 * The plain count of free electrons (the earlier solver's heuristic), kept as a baseline for
 * comparisons. Not admissible.
 *
 * @category Heuristics
 */
export function freeElectronHeuristic(level: Level): Heuristic {
  const a = analysisOf(level);
  return (pos) => {
    analyze(a, pos);
    return a.total;
  };
}
