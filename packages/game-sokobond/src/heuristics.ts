/**
 * Estimates of the number of moves left, for A* (admissible) and for the fast search (not).
 *
 * @module
 */
import type { Level } from './level.js';
import type { Position } from './rules.js';
import type { DeadVerdicts } from './analysis/dead-verdicts.js';
import { fillContact, fillGaps, gapAround, reachOf } from './analysis/distances.js';
import { pairingCost } from './analysis/pairing.js';
import { analysisOf, analyze, solvedBy } from './analysis/position.js';

/**
 * A heuristic: an estimate of the moves left from a position (`Infinity` marks a dead position).
 *
 * @category Heuristics
 */
export type Heuristic = (pos: Position) => number;

/**
 * Whether a position can be seen to be dead without search: the free electrons can no longer all
 * be paired (odd total, or counts no graph of new bonds can match), or some atom with a free
 * electron has no possible partner left (no other atom with a free electron, nor one a `/` could
 * free, nor a bonded neighbour a `+` could bond again), or (without `+`) fewer possible new
 * partners than free electrons, counting only atoms it is not bonded to.
 *
 * In levels without `/` and `@` (or with `/` but no `@`, when no bond that exists now can ever
 * sweep a splitter), every molecule of the position stays whole and keeps its shape, which allows
 * more: where each molecule could still go between the walls (without `/`, a molecule with one free
 * electron, not the player's, moves only when something stands behind it to push) decides which atoms can ever
 * stand side by side; an atom whose free sides (those not held by its own molecule) can never
 * face floor for all its electrons is dead, and so is a position whose free electrons cannot be
 * paired among atoms that can meet.
 *
 * @example
 * ```ts
 * isDead(level, initialPosition(level)); // false for a fresh, solvable level
 * ```
 * @category Heuristics
 */
export function isDead(level: Level, pos: Position): boolean {
  return deadWith(level, pos, true);
}

/** {@link isDead}, with or without the look ahead at merged molecules. */
function deadWith(level: Level, pos: Position, lookAhead: boolean): boolean {
  const a = analysisOf(level);
  const m = analyze(a, pos);
  if (solvedBy(a)) return false;
  if (pairingCost(a, m, false, lookAhead) === Infinity) return true;
  fillGaps(a, m);
  for (let u = 0; u < m.n; u++) if (a.gap[u] === Infinity) return true;
  return false;
}

/**
 * {@link isDead} without the look ahead at merged molecules (`mergeDead`). For tests (not
 * exported from the package): positions dead only with the look-ahead show what it adds.
 */
export function isDeadWithoutLookAhead(level: Level, pos: Position): boolean {
  return deadWith(level, pos, false);
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
 * Each pair also counts the moves before either atom can move at all: nothing moves unless the
 * player's molecule pushes it, so an atom moves only once a chain of touching atoms joins it to
 * that molecule, and the number of empty cells such a chain still needs (its contact distance)
 * drops by at most one per move. A pair needs its smaller contact distance plus its gap divided
 * by the rate; an atom needs the least of that over its possible partners.
 * On the corpus this raises the estimate at the start of Ocean from 2 to 6 (24 moves known).
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
  return admissibleEstimate(level);
}

/**
 * {@link admissibleHeuristic}, sharing the dead verdicts of its positions with the other estimates
 * of one solve (`verdicts`; see `pairingCost`). Not exported from the package.
 */
export function admissibleEstimate(level: Level, verdicts?: DeadVerdicts): Heuristic {
  const a = analysisOf(level);
  const rate = a.rotate ? 2 : 1;
  return (pos) => {
    const m = analyze(a, pos);
    if (solvedBy(a)) return 0;
    if (pairingCost(a, m, false, true, verdicts) === Infinity) return Infinity;
    fillContact(a, m);
    fillGaps(a, m, false, a.contact, rate);
    let h = 1;
    for (let u = 0; u < m.n; u++) {
      const need = a.gap[u]!;
      if (need < 0) continue;
      if (need === Infinity) return Infinity;
      if (need > h) h = need;
    }
    return h;
  };
}

/**
 * A fast, non-admissible estimate for greedy and weighted search: fast mode.
 *
 * @remarks
 * Counts the free electrons twice (each bond needs a move), plus how far apart the atoms that
 * must still bond are, plus the distance from the player's molecule to the nearest other atom
 * that still needs bonds (nothing moves unless the player pushes it).
 *
 * How far apart: in levels without `/` and `@` (and in positions of levels with `/` whose bonds
 * can never be cut), the cheapest pairing of all free electrons with
 * partners that can still meet (a minimum-cost matching, each bond costed by the empty cells
 * between its atoms, counted from both ends), so that two atoms cannot both count on the same
 * partner; elsewhere, per atom, the gap to its nearest possible partner. Dead positions get
 * `Infinity`, as in {@link admissibleHeuristic}. Not admissible: one move can close several gaps
 * at once.
 *
 * @see {@link admissibleHeuristic}
 * @category Heuristics
 */
export function fastHeuristic(level: Level): Heuristic {
  return fastEstimate(level, true);
}

/**
 * {@link fastHeuristic}, with or without the look ahead at merged molecules, sharing dead verdicts
 * with the other estimates of one solve (`verdicts`, with the look-ahead only; see `pairingCost`).
 * Not exported from the package.
 */
export function fastEstimate(level: Level, lookAhead: boolean, verdicts?: DeadVerdicts): Heuristic {
  const a = analysisOf(level);
  const shared = lookAhead ? verdicts : undefined;
  return (pos) => {
    const m = analyze(a, pos);
    if (solvedBy(a)) return 0;
    const matched = pairingCost(a, m, true, lookAhead, shared);
    if (matched === Infinity) return Infinity;
    if (a.rigidNow) return 2 * a.total + matched + reachOf(a, m);
    fillGaps(a, m, true);
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
          const d = gapAround(a, x[u]!, y[u]!, x[v]!, y[v]!);
          if (d < reach) reach = d;
        }
      }
    }
    if (reach !== Infinity) h += reach;
    return h;
  };
}

/**
 * {@link fastHeuristic} without the look-ahead at merged molecules (`mergeDead`). For the split
 * search (not exported from the package): on its small per-group levels the look-ahead took most
 * of the time and cut nothing the search needed (package README, "Split search").
 */
export function fastHeuristicWithoutLookAhead(level: Level): Heuristic {
  return fastEstimate(level, false);
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
