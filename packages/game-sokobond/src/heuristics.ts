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
const solvedBy = (a: Analysis): boolean => a.total === 0 && (a.level.multiple || a.molecules <= 1);

/**
 * Dead, given a fresh analysis: without `/` in the level, electrons are never freed, so a
 * molecule with no free electron never bonds again; in a level that is not `multiple`, that is
 * fatal as soon as another molecule (helium aside) exists.
 */
const deadBy = (a: Analysis): boolean => !a.weaken && !a.level.multiple && a.molecules > 1 && a.closed > 0;

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
 * Whether a position can be seen to be dead without search.
 *
 * @remarks
 * Without `/` in the level, electrons are never freed, so a molecule with no free electron never
 * bonds again. In a level that is not `multiple`, such a closed molecule is fatal as soon as any
 * other molecule (helium aside) exists. The heuristics also call a position dead when an atom
 * with a free electron has no possible partner left.
 *
 * @example
 * ```ts
 * isDead(level, initialPosition(level)); // false for a fresh level
 * ```
 * @category Heuristics
 */
export function isDead(level: Level, pos: Position): boolean {
  const a = analysisOf(level);
  analyze(a, pos);
  return !solvedBy(a) && deadBy(a);
}

/**
 * An admissible estimate (never above the true number of moves): optimal mode.
 *
 * @remarks
 * Any atom with a free electron must end next to a partner it bonds with. One move shifts every
 * atom by at most one cell, so the gap between two atoms shrinks by at most one per move when all
 * moving atoms go the same way, or by two when a rotator can swing one of them sideways. The
 * estimate is the largest gap divided by that rate, and at least one move while the level is
 * unsolved. An atom with no possible partner, or a closed molecule that can never join the rest
 * (see {@link isDead}), makes the position dead (`Infinity`).
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
    if (deadBy(a)) return Infinity;
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
    if (deadBy(a)) return Infinity;
    if (a.total === 0) return 1;
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
    if (solvedBy(a)) return 0;
    return a.total === 0 ? 1 : a.total;
  };
}
