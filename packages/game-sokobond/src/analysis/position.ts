/**
 * Position analysis for the heuristics: molecules and their free electrons, which bonds a splitter
 * could ever cut, where rigid molecules can go, and the pairings of free electrons still possible.
 * One scratch record per level (`analysisOf`), filled by `analyze` for one position at a time.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { VALENCE, type Level } from '../level.js';
import { SIDE_X as DX, SIDE_Y as DY, STEP_X, STEP_Y, decode, type Molecules, type Position } from '../rules.js';
import { electronsPair, matchElectrons, matchingScratch, pairsGreedily, type MatchingScratch, type PairTable } from './bond-matching.js';
import { FloorWalk } from './floor-walk.js';
import { Mobility, type Reach } from './mobility.js';
import { mergeDead, mergeScratch, prepareMerge, type MergeScratch } from './look-ahead.js';

/** What the heuristics need to know about a position, computed in one pass without allocating. */
export interface Analysis {
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
  /** The position last analysed (by `analyze`). */
  position: Position;
  total: number;
  molecules: number;
  closed: number;
  /** No `/` and no `@`: molecules keep their shape and only grow. */
  readonly rigid: boolean;
  /** Where molecule shapes can go (every level without `@`, and splitter tests with it). */
  readonly mobility: Mobility;
  /** Per atom: 1 when some bond it has now could ever be cut by a `/` (levels with `/`). */
  readonly cutAt: Uint8Array;
  /**
   * No bond that exists now can ever be cut (always so without `/`): then no electron is ever
   * freed, and the free counts are exact.
   */
  permanent: boolean;
  /** No `@`, and every bond that exists now is permanent: molecules keep their shape and only grow. */
  rigidNow: boolean;
  /** Per molecule label: the anchor cells its shape can reach (rigid levels, molecules with free electrons). */
  readonly reach: (Reach | undefined)[];
  /** Scratch: the atoms of one molecule. */
  readonly members: Int32Array;
  /** Scratch: atom per cell, -1 when empty (left all -1 between calls). */
  readonly grid: Int32Array;
  /** Per atom: bit d set when its side in direction d holds an atom of its own molecule. */
  readonly taken: Uint8Array;
  /** `meet[u * n + v]`: 1 when atoms u and v can ever stand side by side (rigid levels). */
  readonly meet: Uint8Array;
  readonly matching: MatchingScratch;
  /** The pairs the matching may use (filled by `pairingCost`). */
  readonly pairs: PairTable;
  /**
   * Steps between two floor cells around the walls, one row per start cell (-1 where no way
   * exists), each made on its first use: a level's atoms start from a few of its cells, and a
   * table of every pair would cost the largest levels tens of megabytes before the first answer.
   */
  paths: (Int16Array | undefined)[] | undefined;
  /** The walk that fills a row of `paths`. */
  pathsWalk: FloorWalk | undefined;
  /** Per cell: the contact distance from the player's molecule (see `fillContact`). */
  readonly contact: Int32Array;
  /** Scratch: the double-ended queue of `fillContact` (a ring). */
  readonly ring: Int32Array;
  /** Scratch of the look a few bonds ahead (`mergeDead`). */
  readonly merge: MergeScratch;
}

const analyses = new WeakMap<Level, Analysis>();

export function analysisOf(level: Level): Analysis {
  let a = analyses.get(level);
  if (a === undefined) {
    const n = level.atoms.length;
    const weaken = level.modifiers.some((m) => m.kind === 'weaken');
    const rotate = level.modifiers.some((m) => m.kind === 'rotate');
    const rigid = !weaken && !rotate;
    const fresh: Analysis = {
      level,
      weaken,
      strengthen: level.modifiers.some((m) => m.kind === 'strengthen'),
      rotate,
      label: new Int32Array(n),
      stack: new Int32Array(n),
      molFree: new Int32Array(n),
      molSize: new Int32Array(n),
      hasBond: new Uint8Array(n),
      gap: new Float64Array(n),
      degrees: new Int32Array(n),
      position: '',
      total: 0,
      molecules: 0,
      closed: 0,
      rigid,
      mobility: new Mobility(level),
      cutAt: new Uint8Array(n),
      permanent: !weaken,
      rigidNow: rigid,
      reach: new Array<Reach | undefined>(n).fill(undefined),
      members: new Int32Array(n),
      meet: new Uint8Array(n * n),
      taken: new Uint8Array(n),
      grid: new Int32Array(level.width * level.height).fill(-1),
      matching: matchingScratch(n),
      pairs: { bonds: new Int32Array(n * n), cost: new Int32Array(n * n) },
      paths: undefined,
      pathsWalk: undefined,
      contact: new Int32Array(level.width * level.height),
      ring: new Int32Array(5 * level.width * level.height + 1),
      merge: mergeScratch(n, level.width * level.height),
    };
    a = fresh;
    analyses.set(level, a);
  }
  return a;
}

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

/** Labels molecules and counts free electrons; fills `a` and returns the decoded atoms. */
export function analyze(a: Analysis, pos: Position): Molecules {
  const m = decode(a.level, pos);
  a.position = pos;
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
  markCuttable(a, m);
  return m;
}

/**
 * Levels with `/`: fills `a.cutAt`, `a.permanent` and `a.rigidNow`, given fresh labels.
 *
 * A bond is cut only when it sweeps a splitter's corner, which needs the bond beside that corner
 * at the start of a move. A molecule without free electrons that is not the player's never bonds
 * and, without `@`, keeps its shape until its first cut and moves only when pushed, so its
 * reachable placements (see `Mobility`) decide whether any of its bonds can ever be cut. Any other
 * bond is followed as a lone pair of atoms (which a move shifts by at most one cell each, together
 * unless the level has `@`).
 */
function markCuttable(a: Analysis, m: Molecules): void {
  if (!a.weaken) return;
  const { n, x, y, bond } = m;
  const { label, members, cutAt, mobility } = a;
  cutAt.fill(0);
  const mine = label[m.player]!;
  let permanent = true;
  for (let l = 0; l < n; l++) {
    if (label[l] !== l || a.molSize[l]! < 2) continue;
    if (!a.rotate && a.molFree[l] === 0 && l !== mine) {
      let count = 0;
      for (let v = l; v < n; v++) if (label[v] === l) members[count++] = v;
      if (mobility.shapeCanCut(members, count, x, y, true)) {
        permanent = false;
        for (let k = 0; k < count; k++) cutAt[members[k]!] = 1;
      }
      continue;
    }
    for (let u = l; u < n; u++) {
      if (label[u] !== l) continue;
      for (let v = u + 1; v < n; v++) {
        if (bond[u * n + v] === 0) continue;
        if (mobility.pairCanCut(x[u]!, y[u]!, x[v]!, y[v]!, a.rotate)) {
          permanent = false;
          cutAt[u] = 1;
          cutAt[v] = 1;
        }
      }
    }
  }
  a.permanent = permanent;
  a.rigidNow = permanent && !a.rotate;
}

/**
 * Per atom, 1 when some bond it has in `pos` could ever be cut by a `/` (as the heuristics see
 * it; all 0 in levels without `/`). For tests (not exported from the package): a bond that is
 * cut later must be marked.
 */
export function cuttableAtoms(level: Level, pos: Position): Uint8Array {
  const a = analysisOf(level);
  analyze(a, pos);
  return a.cutAt.slice();
}

/** Solved, given a fresh analysis. */
export const solvedBy = (a: Analysis): boolean => a.total === 0;

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
  // Whether v can ever stand beside u, each on a side it has free.
  for (let u = 0; u < n; u++) {
    if (free[u]! <= 0) continue;
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

/**
 * Dead or not, as `pairingCost` (with the look-ahead) says, per {@link verdictKey}: shared by the
 * searches of one solve, so that positions that differ only in where the player's molecule stands
 * within its reach are judged once. The memo turns itself off (keys cost a string per position)
 * once it holds `cap` verdicts, in levels with `/`, and when fewer than a quarter of its first
 * {@link VERDICT_TRIAL} questions spared a test (searches that rarely come back to a verdict).
 */
export class DeadVerdicts extends Map<string, boolean> {
  /** Still asked and filled. */
  active = true;
  /** Questions asked, and those it answered without a test. */
  asked = 0;
  spared = 0;

  constructor(readonly cap: number = MAX_VERDICTS) {
    super();
    if (cap <= 0) this.active = false;
  }
}

/** Questions after which a memo that spares too few tests turns itself off. */
const VERDICT_TRIAL = 2_000;

/** Verdicts kept at most per solve. */
const MAX_VERDICTS = 50_000;

/** What one verdict may take, key and entry, in bytes (an over-estimate). */
const VERDICT_BYTES = 256;

/**
 * The verdicts a solve may keep: {@link MAX_VERDICTS}, and with a memory limit at most a quarter
 * of it.
 */
export function verdictCap(maxMemoryBytes: number | undefined): number {
  if (maxMemoryBytes === undefined) return MAX_VERDICTS;
  return Math.max(0, Math.min(MAX_VERDICTS, Math.floor(maxMemoryBytes / 4 / VERDICT_BYTES)));
}

/** The bytes a memo of `cap` verdicts may take: what the searches of the solve must leave it. */
export function verdictBytes(cap: number): number {
  return cap * VERDICT_BYTES;
}

/**
 * What `pairingCost`'s verdict (dead or not) depends on, as a string, or undefined in levels with
 * `/` (where the player's bonds may be cut, so where it stands matters).
 *
 * @remarks
 * The verdict reads the bonds and free electrons, the cells of every molecule that is not the
 * player's (their pushed placements, the merges of the look-ahead), and of the player's molecule
 * only its shape and the placements it can reach (`Mobility.reachable` without `pushed`: one
 * record, the same for every placement it holds). So the key is every other atom's position code
 * (cell and bonds), and for the player's molecule its atoms' offsets from the player's atom, their
 * bonds, and the id of its reach when it has free electrons (it is read only then).
 */
export function verdictKey(a: Analysis, m: Molecules): string | undefined {
  if (a.weaken) return undefined;
  const { n, x, y, free } = m;
  const { label, members, position } = a;
  const w = a.level.width;
  const mine = label[m.player]!;
  const px = x[m.player]!;
  const py = y[m.player]!;
  let key = '';
  let count = 0;
  let mineFree = false;
  for (let i = 0; i < n; i++) {
    // An atom's position code holds its cell and its bonds to the right and below.
    const code = position.charCodeAt(i);
    if (label[i] !== mine) {
      key += String.fromCharCode(1, code);
      continue;
    }
    members[count++] = i;
    if (free[i]! > 0) mineFree = true;
    key += String.fromCharCode(2, (y[i]! - py) * w + (x[i]! - px) + 0x8000, code & 15);
  }
  if (mineFree && a.rigidNow) key += String.fromCharCode(3) + String(a.mobility.reachable(members, count, x, y, false).id);
  return key;
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
