/**
 * Whether the bonds still needed can be paired up: the counting tests, the geometry of rigid
 * levels (where each molecule can go, which atoms can ever meet) and the cheapest pairing.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { VALENCE } from '../level.js';
import { SIDE_X as DX, SIDE_Y as DY, type Molecules } from '../rules.js';
import { electronsPair, matchElectrons, pairsGreedily } from './bond-matching.js';
import { VERDICT_TRIAL, verdictKey, type DeadVerdicts } from './dead-verdicts.js';
import { gapAround } from './distances.js';
import { mergeDead, prepareMerge } from './look-ahead.js';
import type { Reach } from './mobility.js';
import type { Analysis } from './position.js';

/**
 * Whether the free electrons can still all be paired, given a fresh analysis.
 *
 * Without `/` no electron is ever freed, so the bonds still to come use exactly the free
 * electrons: each atom must get as many new bonds as it has free electrons. Without `+` a bonded
 * pair never bonds again, so the new bonds form a simple graph and the free counts must pass the
 * Erdős–Gallai test; with `+` double bonds are possible and the counts need only an even sum with
 * no atom holding more than all the others together. With `/`, the same holds when no bond that
 * exists now can ever be cut (bonds formed and cut later do not matter: only the final bonds
 * count); otherwise only the per-atom count of `partnersSuffice` is claimed.
 */
function pairable(a: Analysis, m: Molecules): boolean {
  if (!partnersSuffice(a, m)) return false;
  return !a.permanent || countsPair(a, m);
}

/**
 * Without `+`: whether every atom can still find as many new partners as it has free electrons,
 * given a fresh analysis (also where bonds may be cut).
 *
 * An atom ends with as many bonds as its valence, and keeps at most the bonds it has now, so it
 * needs at least as many new bonds as it has free electrons, each to a different atom (without
 * `+` a pair shares one bond at most) that it is not bonded to now. Such a partner gives an
 * electron that is free now, or one a cut frees: only an atom with a bond that can be cut
 * (`cutAt`) has more electrons to give than its free ones.
 */
function partnersSuffice(a: Analysis, m: Molecules): boolean {
  if (a.strengthen) return true;
  const { n, free, bond, el } = m;
  for (let u = 0; u < n; u++) {
    const need = free[u]!;
    if (need <= 0) continue;
    let partners = 0;
    for (let v = 0; v < n && partners < need; v++) {
      if (v === u || bond[u * n + v]! > 0) continue;
      if (free[v]! > 0 || (a.cutAt[v] === 1 && VALENCE[el[v]!]! > 0)) partners++;
    }
    if (partners < need) return false;
  }
  return true;
}

/** Whether the free counts can be matched by a graph of new bonds (see `pairable`). */
function countsPair(a: Analysis, m: Molecules): boolean {
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
 * Rigid levels (no `/`, no `@`): fills `a.meet` and tells whether some atom can never get all
 * its bonds because of where its molecule can go, given a fresh analysis.
 *
 * In such levels a molecule keeps its shape and only grows, so every later placement of its atoms
 * is one of the placements of its current shape reachable between the walls (see `Mobility`).
 * Two atoms of different molecules can bond only if some such placements put them side by side;
 * two atoms of one molecule that are not bonded never will be. Without `+`, each new bond of an atom
 * takes one of its sides for good, so an atom needs as many sides not taken by its own molecule
 * that some placement leaves off the walls as it has free electrons.
 */
function geometryDead(a: Analysis, m: Molecules, lookAhead: boolean): boolean {
  const { n, x, y, free } = m;
  const { label, members, reach, taken, level, meet } = a;
  const w = level.width;
  const h = level.height;
  reach.fill(undefined);
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
    const l = label[u]!;
    if (reach[l] !== undefined) continue;
    let count = 0;
    for (let v = l; v < n; v++) if (label[v] === l) members[count++] = v;
    // Until its next bond, a molecule with one free electron keeps its shape, and unless it is
    // the player's it moves only when pushed. Its next bond is its last one, but only where no
    // splitter can cut it again: with `/` it may be carried off by a partner and cut loose.
    const pushed = !a.weaken && a.molFree[l] === 1 && l !== label[m.player];
    reach[l] = a.mobility.reachable(members, count, x, y, pushed, checkpoint);
  }
  // Per atom with free electrons: the sides its own molecule holds for good (bit d), and whether
  // enough of the others can ever face floor.
  const grid = a.grid;
  for (let v = 0; v < n; v++) grid[y[v]! * w + x[v]!] = v;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
    let bits = 0;
    for (let d = 0; d < 4; d++) {
      const sx = x[u]! + DX[d]!;
      const sy = y[u]! + DY[d]!;
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
      const v = grid[sy * w + sx]!;
      if (v >= 0 && label[v] === label[u]) bits |= 1 << d;
    }
    taken[u] = bits;
    if (a.strengthen) continue;
    const lu = label[u]!;
    const open = a.mobility.openSides(reach[lu]!, x[u]! - x[lu]!, y[u]! - y[lu]!, bits);
    const sides = (open & 1) + ((open >> 1) & 1) + ((open >> 2) & 1) + ((open >> 3) & 1);
    if (sides < free[u]!) {
      for (let v = 0; v < n; v++) grid[y[v]! * w + x[v]!] = -1;
      return true;
    }
  }
  for (let v = 0; v < n; v++) grid[y[v]! * w + x[v]!] = -1;
  // Whether v can ever stand beside u, each on a side it has free (n² tests: a limit may stop
  // them; the matrix is filled afresh on each call).
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
    checkpoint();
    const lu = label[u]!;
    for (let v = u + 1; v < n; v++) {
      const ok = free[v]! > 0 && label[v] !== lu && canMeet(a, m, reach[lu]!, u, v) ? 1 : 0;
      meet[u * n + v] = ok;
      meet[v * n + u] = ok;
    }
  }
  // The first new bond of a molecule that is not the player's (and has more than one free
  // electron: with one, `reach` already holds its pushed placements) is formed before its shape
  // changes, so at a placement it reaches by being pushed; its partner may have bonded before.
  // Without `+`, when every partner it can meet there has one free electron (so has not grown),
  // the molecules those bonds make are followed a few bonds further (`mergeDead`).
  if (a.weaken) return false;
  const mine = label[m.player]!;
  const followMerges = lookAhead && !a.strengthen && n <= 31;
  let prepared = false;
  for (let l = 0; l < n; l++) {
    if (label[l] !== l || l === mine || a.molFree[l]! < 2) continue;
    let count = 0;
    for (let v = l; v < n; v++) if (label[v] === l) members[count++] = v;
    const pushedReach = a.mobility.reachable(members, count, x, y, true, checkpoint);
    // Whether some partner can meet it from there, and whether one of them may have grown
    // before (the player's molecule or one with more free electrons): then the look-ahead below
    // (`mergeDead`) would stop at once.
    let first = false;
    let grown = false;
    for (let k = 0; k < count && !grown; k++) {
      const u = members[k]!;
      if (free[u]! <= 0) continue;
      for (let v = 0; v < n && !grown; v++) {
        if (free[v]! <= 0 || label[v] === l || meet[u * n + v] !== 1) continue;
        const complex = label[v] === mine || a.molFree[label[v]!] !== 1;
        if ((first && !complex) || !canMeet(a, m, pushedReach, u, v)) continue;
        first = true;
        grown = complex;
      }
    }
    if (!first) return true;
    if (!followMerges || grown) continue;
    if (!prepared) {
      prepareMerge(a, a.merge, m);
      prepared = true;
    }
    if (mergeDead(a, a.merge, m, l)) return true;
  }
  return false;
}

/**
 * Whether atom u, its molecule placed anywhere in `ru`, can stand beside atom v, its molecule
 * anywhere in its own reach (`a.reach`), each on a side its own molecule does not hold.
 */
function canMeet(a: Analysis, m: Molecules, ru: Reach, u: number, v: number): boolean {
  const { x, y } = m;
  const { label, reach, taken } = a;
  const lu = label[u]!;
  const lv = label[v]!;
  const rv = reach[lv]!;
  // Sides d of u that neither molecule holds: u's side d, v's side opposite.
  const tv = taken[v]!;
  const sides = ~taken[u]! & ~(((tv & 5) << 1) | ((tv >> 1) & 5)) & 15;
  for (let d = 0; d < 4; d++) {
    if ((sides & (1 << d)) === 0) continue;
    // v's anchor stands at u's anchor shifted by (u's offset from its anchor, one step to side d,
    // less v's offset from its anchor).
    const sx = x[u]! - x[lu]! + DX[d]! - (x[v]! - x[lv]!);
    const sy = y[u]! - y[lu]! + DY[d]! - (y[v]! - y[lv]!);
    if (a.mobility.meets(ru, rv, sx, sy)) return true;
  }
  return false;
}

/**
 * Whether the bonds still needed can be paired up: the quick counting test (`pairable`), then,
 * in rigid levels, the geometry (`geometryDead`) and a pairing restricted to atoms that can meet.
 *
 * `lookAhead` asks the look a few bonds ahead at merged molecules (`mergeDead`). `verdicts` (only
 * with `lookAhead`) remembers which positions were dead, by {@link verdictKey}: a position known
 * dead costs `Infinity` at once, one known alive 0 at once when no cost is asked for.
 *
 * @returns `Infinity` when dead; otherwise, in rigid levels and when `needCost`, the cost of the
 * cheapest pairing (each bond counted from both ends, by the empty cells between its atoms), else 0.
 */
export function pairingCost(a: Analysis, m: Molecules, needCost: boolean, lookAhead: boolean, verdicts?: DeadVerdicts): number {
  if (verdicts === undefined || !verdicts.active) return pairingCostOf(a, m, needCost, lookAhead);
  const key = verdictKey(a, m);
  if (key === undefined) {
    verdicts.active = false;
    return pairingCostOf(a, m, needCost, lookAhead);
  }
  const dead = verdicts.get(key);
  if (++verdicts.asked === VERDICT_TRIAL && verdicts.spared * 4 < VERDICT_TRIAL) verdicts.active = false;
  if (dead === true || (dead === false && !needCost)) {
    verdicts.spared++;
    return dead ? Infinity : 0;
  }
  const cost = pairingCostOf(a, m, needCost, lookAhead);
  if (dead === undefined) {
    verdicts.set(key, cost === Infinity);
    if (verdicts.size >= verdicts.cap) verdicts.active = false;
  }
  return cost;
}

function pairingCostOf(a: Analysis, m: Molecules, needCost: boolean, lookAhead: boolean): number {
  if (!pairable(a, m)) return Infinity;
  if (!a.rigidNow) return 0;
  if (geometryDead(a, m, lookAhead)) return Infinity;
  const { n, x, y, free, bond } = m;
  const { bonds, cost } = a.pairs;
  const meet = a.meet;
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
    for (let v = u + 1; v < n; v++) {
      if (free[v]! <= 0) continue;
      const p = u * n + v;
      const many = a.strengthen ? Math.min(free[u]!, free[v]!) : 1;
      const b = bond[p]! > 0 ? (a.strengthen ? many : 0) : meet[p] === 0 ? 0 : many;
      bonds[p] = b;
      bonds[v * n + u] = b;
      if (!needCost) continue;
      const c = gapAround(a, x[u]!, y[u]!, x[v]!, y[v]!);
      cost[p] = c;
      cost[v * n + u] = c;
    }
  }
  if (needCost) return matchElectrons(a.matching, free, n, a.pairs);
  // Without a cost to report, only whether a pairing exists: a quick greedy one is proof enough.
  return pairsGreedily(a.matching, free, n, a.pairs) || electronsPair(a.matching, free, n, a.pairs) ? 0 : Infinity;
}
