/**
 * Estimates of the number of moves left, for A* (admissible) and for the fast search (not).
 *
 * @module
 */
import { VALENCE, type Level } from './level.js';
import { decode, isSolved, type Molecules, type Position } from './rules.js';

/**
 * A heuristic: an estimate of the moves left from a position (`Infinity` marks a dead position).
 *
 * @category Heuristics
 */
export type Heuristic = (pos: Position) => number;

interface Features {
  readonly weaken: boolean;
  readonly strengthen: boolean;
  readonly rotate: boolean;
}

function featuresOf(level: Level): Features {
  return {
    weaken: level.modifiers.some((m) => m.kind === 'weaken'),
    strengthen: level.modifiers.some((m) => m.kind === 'strengthen'),
    rotate: level.modifiers.some((m) => m.kind === 'rotate'),
  };
}

/**
 * For each atom with a free electron, the fewest empty cells between it and an atom it could
 * still bond with (Infinity when there is none), or -1 for atoms without free electrons.
 *
 * A partner is an atom with a free electron it is not bonded to yet, or (in a level with a `+`) a
 * bonded neighbour with a free electron, or (in a level with a `/`) any atom with a bond, since a
 * cut may free one of its electrons.
 */
function gaps(m: Molecules, f: Features): Float64Array {
  const { n, x, y, free, bond } = m;
  const out = new Float64Array(n).fill(-1);
  const hasBond = new Uint8Array(n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (bond[i * n + j]! > 0) hasBond[i] = 1;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
    let gap = Infinity;
    for (let v = 0; v < n; v++) {
      if (v === u) continue;
      const bonded = bond[u * n + v]! > 0;
      const usable = bonded
        ? (f.strengthen && free[v]! > 0) || f.weaken
        : free[v]! > 0 || (f.weaken && hasBond[v] === 1);
      if (!usable) continue;
      const d = Math.abs(x[u]! - x[v]!) + Math.abs(y[u]! - y[v]!) - 1;
      if (d < gap) gap = d;
    }
    out[u] = gap;
  }
  return out;
}

/**
 * Whether a position can be seen to be dead without search.
 *
 * @remarks
 * Without `/` in the level, electrons are never freed, so a molecule with no free electron never
 * bonds again. In a level that is not `multiple`, such a closed molecule is dead weight as soon as
 * any other molecule (helium aside) exists; and with no free electron left anywhere, a position
 * that is not solved stays unsolved.
 *
 * @category Heuristics
 */
export function isDead(level: Level, m: Molecules): boolean {
  if (level.modifiers.some((x) => x.kind === 'weaken')) return false;
  const { n, free, bond, el } = m;
  const seen = new Uint8Array(n);
  let molecules = 0;
  let closed = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    const stack = [i];
    seen[i] = 1;
    let size = 0;
    let f = 0;
    while (stack.length > 0) {
      const a = stack.pop()!;
      size++;
      f += free[a]!;
      for (let j = 0; j < n; j++) {
        if (seen[j] === 0 && bond[a * n + j]! > 0) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    total += f;
    if (size === 1 && VALENCE[el[i]!] === 0) continue; // lone helium
    molecules++;
    if (f === 0) closed++;
  }
  if (total === 0) return !level.multiple && molecules > 1;
  return !level.multiple && closed > 0 && molecules > 1;
}

/**
 * An admissible estimate (never above the true number of moves): optimal mode.
 *
 * @remarks
 * Any atom with a free electron must end next to a partner it bonds with. One move shifts every
 * atom by at most one cell, so the gap between two atoms shrinks by at most one per move, or by two
 * when a rotator can swing one of them sideways while the other moves. The estimate is the largest
 * gap (in cells to close) divided by that rate, and at least one move while the level is unsolved.
 * An atom left with no possible partner makes the position dead (`Infinity`).
 *
 * It is stronger than counting free electrons in the sense that matters for A*: it grows with the
 * distance still to travel, while the electron count says nothing about moves (one move can form
 * several bonds).
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
  const f = featuresOf(level);
  const rate = f.rotate ? 2 : 1;
  return (pos) => {
    if (isSolved(level, pos)) return 0;
    const m = decode(level, pos);
    if (isDead(level, m)) return Infinity;
    let h = 1;
    const g = gaps(m, f);
    for (let u = 0; u < m.n; u++) {
      const gap = g[u]!;
      if (gap < 0) continue;
      if (gap === Infinity) return Infinity;
      const need = Math.ceil(gap / rate);
      if (need > h) h = need;
    }
    return h;
  };
}

/**
 * A fast, non-admissible estimate for greedy and weighted search: fast mode.
 *
 * @remarks
 * Sums, over atoms with free electrons, the electrons (weighted 2, since a bond needs a move) and
 * the gap to their nearest possible partner; adds the distance from the player's molecule to the
 * nearest other molecule that still needs bonds, because nothing moves unless the player pushes it.
 * Dead positions get `Infinity`, as in {@link admissibleHeuristic}. Not admissible: several atoms
 * can close their gaps in one move.
 *
 * @see {@link admissibleHeuristic}
 * @category Heuristics
 */
export function fastHeuristic(level: Level): Heuristic {
  const f = featuresOf(level);
  return (pos) => {
    if (isSolved(level, pos)) return 0;
    const m = decode(level, pos);
    if (isDead(level, m)) return Infinity;
    const { n, x, y, free, bond } = m;
    const g = gaps(m, f);
    let h = 0;
    let total = 0;
    for (let u = 0; u < n; u++) {
      const gap = g[u]!;
      if (gap < 0) continue;
      if (gap === Infinity) return Infinity;
      h += 2 * free[u]! + gap;
      total += free[u]!;
    }
    if (total === 0) return 1;
    // Distance from the player's molecule to the nearest atom with a free electron outside it.
    const mine = new Uint8Array(n);
    const stack = [m.player];
    mine[m.player] = 1;
    while (stack.length > 0) {
      const i = stack.pop()!;
      for (let j = 0; j < n; j++) {
        if (mine[j] === 0 && bond[i * n + j]! > 0) {
          mine[j] = 1;
          stack.push(j);
        }
      }
    }
    let reach = Infinity;
    for (let v = 0; v < n; v++) {
      if (mine[v] === 1 || free[v]! <= 0) continue;
      for (let u = 0; u < n; u++) {
        if (mine[u] !== 1) continue;
        const d = Math.abs(x[u]! - x[v]!) + Math.abs(y[u]! - y[v]!) - 1;
        if (d < reach) reach = d;
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
  return (pos) => {
    const m = decode(level, pos);
    let total = 0;
    for (let i = 0; i < m.n; i++) total += Math.max(0, m.free[i]!);
    return total === 0 && !isSolved(level, pos) ? 1 : total;
  };
}

