/**
 * The split search: the push search with the atoms split in advance into the molecules they must
 * end as, a later stage of the `fast` mode on push levels.
 *
 * @module
 */
import { mergeStats, type AStarOptions, type SearchResult, type SearchStats } from '@puzzle-solvers/search-core';
import { LimitBudget } from '@puzzle-solvers/game-kit';
import { fastHeuristicWithoutLookAhead, isDead, type Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';
import { isPushLevel, pushSearch } from './push-search.js';
import { cellAt, decode, downBondAt, initialPosition, rightBondAt, type Direction, type Position } from '../rules.js';

/** Weight of every search of this stage (chosen on Butterfly, package README). */
const SPLIT_WEIGHT = 4;

/**
 * Pushes the search of one split may spend. With the right split Butterfly needs 7,900–9,500;
 * a wrong split fails by running out of it, so it is the price of each wrong guess.
 */
const SPLIT_BUDGET = 12_000;

/**
 * Pushes a group's level may spend to be solved on its own. The groups of Butterfly that can be
 * solved alone are solved in 66–155.
 */
const GROUP_BUDGET = 300;

/** More molecules than this, and the splits are not listed (their number grows like 2ⁿ and faster). */
const MAX_MOLECULES = 12;

/** At most this many groups are tested while listing splits. */
const MAX_GROUP_TESTS = 4_000;

/**
 * One group of a split: atoms that must end as one molecule. Its own level (see {@link groupLevel})
 * is made again where needed rather than kept: each level made holds its analysis tables, and a
 * listing tests up to {@link MAX_GROUP_TESTS} groups.
 */
export interface SplitGroup {
  /** Atom indices in the level, ascending, the player not among them. */
  readonly atoms: readonly number[];
  /** Indices, in the level, of the atoms of the group's own level (the player among them). */
  readonly keep: readonly number[];
  /** Moves of the group's own solution, found alone. */
  readonly moves: number;
}

/** A split of the atoms that still need bonds into the molecules they must end as. */
export interface MoleculeSplit {
  readonly groups: readonly SplitGroup[];
  /** Sum of the groups' moves alone: the order in which splits are tried. */
  readonly moves: number;
}

/**
 * Whether the split search applies: a push level (helium player, see `isPushLevel`) without
 * `/`, where every bond that forms stays, so the molecules at the start only grow and each ends
 * inside one final molecule.
 */
export function splitsApply(level: Level): boolean {
  return isPushLevel(level) && !level.modifiers.some((m) => m.kind === 'weaken');
}

/** The characters of a position at the atoms `keep`: the same position on a group's own level. */
function project(pos: Position, keep: readonly number[]): Position {
  let s = '';
  for (const i of keep) s += pos[i];
  return s;
}

/** The molecules of the start that still need bonds, as lists of atom indices (not the player's). */
function openMolecules(level: Level): number[][] {
  const m = decode(level, initialPosition(level));
  const { n, bond, free } = m;
  const seen = new Uint8Array(n);
  const out: number[][] = [];
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1 || i === m.player) continue;
    const members = [i];
    seen[i] = 1;
    for (let k = 0; k < members.length; k++) {
      for (let j = 0; j < n; j++) {
        if (bond[members[k]! * n + j]! > 0 && seen[j] === 0) {
          seen[j] = 1;
          members.push(j);
        }
      }
    }
    let open = 0;
    for (const u of members) open += free[u]!;
    if (open > 0) out.push(members.sort((a, b) => a - b));
  }
  return out;
}

/**
 * The level with the player and `atoms` only, and the indices in `level` of the atoms it keeps, in
 * the level's order (a position projects onto it).
 */
export function groupLevel(level: Level, atoms: readonly number[]): { level: Level; keep: number[] } {
  const player = level.atoms.findIndex((a) => a.player);
  const keep = [player, ...atoms].sort((a, b) => a - b);
  const atomsKept = keep.map((i) => level.atoms[i]!);
  // Whole molecules are kept, so the bonds of a given start stay whole too.
  const start = level.start === undefined ? {} : { start: project(level.start, keep) };
  return { keep, level: { ...level, atoms: atomsKept, solutions: [], ...start } };
}

/** The limits of the stage's searches: what the solver has left, shared by all of them. */
export type StageBudget = LimitBudget<AStarOptions<Position>>;

/** One search's limits, at most `cap` expansions of what is left; `undefined` when none is left. */
function remaining(budget: StageBudget, cap: number): AStarOptions<Position> | undefined {
  return budget.exhausted() === undefined ? budget.stage({ maxExpansions: cap }) : undefined;
}

/**
 * The splits worth trying, best first: every way to put the molecules of the start that still need
 * bonds into two or more groups such that each group's own level (the player and that group
 * only) is not dead and is solved within a few hundred pushes; ordered by the sum of those
 * solutions' lengths.
 *
 * @remarks
 * A group that cannot be finished on its own, with nothing else in the way, cannot be finished
 * among the other atoms either (short of an atom the group needs as a wall, which the estimate
 * gives up), and groups whose own solutions are long are a worse bet. Listing stops after
 * {@link MAX_GROUP_TESTS} groups tested or at the limits (then the splits found so far, in order).
 *
 * @returns the splits and the pushes spent solving groups alone.
 */
export function moleculeSplits(
  level: Level,
  budget: StageBudget = new LimitBudget({}),
): { splits: MoleculeSplit[]; stats: SearchStats | undefined } {
  const molecules = openMolecules(level);
  if (molecules.length < 2 || molecules.length > MAX_MOLECULES) return { splits: [], stats: undefined };
  const start = initialPosition(level);
  let stats: SearchStats | undefined;
  let tests = 0;
  let stopped = false;
  /** Per bit mask of molecules: the group, or null when it cannot be one. */
  const groups = new Map<number, SplitGroup | null>();
  const groupOf = (mask: number): SplitGroup | null => {
    const known = groups.get(mask);
    if (known !== undefined) return known;
    tests++;
    const atoms = molecules
      .filter((_, k) => (mask >> k) & 1)
      .flat()
      .sort((a, b) => a - b);
    const sub = groupLevel(level, atoms);
    let group: SplitGroup | null = null;
    if (!isDead(sub.level, project(start, sub.keep))) {
      const limits = remaining(budget, GROUP_BUDGET);
      if (limits === undefined) stopped = true;
      else {
        const r = pushSearch(sub.level, fastHeuristicWithoutLookAhead(sub.level), { ...limits, weight: SPLIT_WEIGHT, normalize: true });
        stats = stats === undefined ? r.stats : mergeStats(stats, r.stats);
        budget.spend(r.stats);
        if (r.status === 'aborted') stopped = true;
        if (r.status === 'solved') group = { atoms, keep: sub.keep, moves: r.cost };
      }
    }
    groups.set(mask, group);
    return group;
  };
  const splits: MoleculeSplit[] = [];
  const all = (1 << molecules.length) - 1;
  // Each split once: a group takes the lowest molecule still left, and any of the others.
  const list = (left: number, chosen: SplitGroup[]): void => {
    if (left === 0) {
      if (chosen.length >= 2) splits.push({ groups: chosen, moves: chosen.reduce((s, g) => s + g.moves, 0) });
      return;
    }
    const lowest = left & -left;
    const rest = left ^ lowest;
    // Every subset of `rest`, the whole of it first (the split into one group is the plain search).
    for (let sub = rest; ; sub = (sub - 1) & rest) {
      if (stopped || tests >= MAX_GROUP_TESTS) return;
      const mask = lowest | sub;
      if (mask !== all) {
        const group = groupOf(mask);
        if (group !== null) list(left ^ mask, [...chosen, group]);
      }
      if (sub === 0) break;
    }
  };
  list(all, []);
  splits.sort((a, b) => a.moves - b.moves || a.groups.length - b.groups.length);
  return { splits, stats };
}

/**
 * The estimate of a split: the sum of the groups' fast estimates (without look-ahead), each on its
 * group's own level; `Infinity` once two groups have bonded (they must end apart).
 */
export function splitEstimate(level: Level, split: MoleculeSplit): Heuristic {
  const n = level.atoms.length;
  const w = level.width;
  const groupAt = new Int32Array(n).fill(-1);
  split.groups.forEach((g, k) => g.atoms.forEach((i) => (groupAt[i] = k)));
  const atomAt = new Int32Array(w * level.height).fill(-1);
  const parts = split.groups.map((g) => ({ keep: g.keep, estimate: fastHeuristicWithoutLookAhead(groupLevel(level, g.atoms).level) }));
  const crossBond = (pos: Position): boolean => {
    for (let i = 0; i < n; i++) atomAt[cellAt(pos, i)] = i;
    let cross = false;
    for (let i = 0; i < n && !cross; i++) {
      if (groupAt[i] === -1) continue;
      const c = cellAt(pos, i);
      if (rightBondAt(pos, i) > 0 && groupAt[atomAt[c + 1]!] !== groupAt[i]) cross = true;
      if (downBondAt(pos, i) > 0 && groupAt[atomAt[c + w]!] !== groupAt[i]) cross = true;
    }
    for (let i = 0; i < n; i++) atomAt[cellAt(pos, i)] = -1;
    return cross;
  };
  return (pos) => {
    if (crossBond(pos)) return Infinity;
    let h = 0;
    for (const p of parts) {
      const e = p.estimate(project(pos, p.keep));
      if (e === Infinity) return Infinity;
      h += e;
    }
    return h;
  };
}

/**
 * Tries the splits of {@link moleculeSplits} in order, each with the push search at
 * {@link SPLIT_WEIGHT}, the split's estimate and at most
 * {@link SPLIT_BUDGET} pushes, until one is solved or the limits run out.
 *
 * @returns the first solution (a solution of the level itself: the searches run on the level,
 * only their estimate is split), or the reason none was found; `undefined` when there is no split
 * to try (fewer than two molecules need bonds, too many to list, or every group dead at once).
 */
export function splitSearch(level: Level, budget: StageBudget): SearchResult<Position, Direction> | undefined {
  const listed = moleculeSplits(level, budget);
  // No group searched alone: nothing was listed (too few or too many molecules, or every group dead).
  if (listed.stats === undefined) return undefined;
  let stats = listed.stats;
  for (const split of listed.splits) {
    const limits = remaining(budget, SPLIT_BUDGET);
    if (limits === undefined) break;
    const r = pushSearch(level, splitEstimate(level, split), { ...limits, weight: SPLIT_WEIGHT, normalize: true });
    stats = mergeStats(stats, r.stats);
    budget.spend(r.stats);
    if (r.status === 'solved' || r.status === 'aborted') return { ...r, stats };
  }
  const { signal } = budget.stage();
  if (signal?.aborted === true) return { status: 'aborted', stats };
  return { status: 'limit', limit: budget.exhausted() ?? 'expansions', stats };
}
