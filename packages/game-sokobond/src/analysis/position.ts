/**
 * Position analysis for the heuristics: molecules and their free electrons, and which bonds a
 * splitter could ever cut. One scratch record per level (`analysisOf`), filled by `analyze` for one
 * position at a time; the tests built on it live beside it (`distances`, `pairing`, `dead-verdicts`).
 *
 * @module
 */
import { VALENCE, type Level } from '../level.js';
import { decode, type Molecules, type Position } from '../rules.js';
import { matchingScratch, type MatchingScratch, type PairTable } from './bond-matching.js';
import type { FloorWalk } from './floor-walk.js';
import { Mobility, type Reach } from './mobility.js';
import { mergeScratch, type MergeScratch } from './look-ahead.js';

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
