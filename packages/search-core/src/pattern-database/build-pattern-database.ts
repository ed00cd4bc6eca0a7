import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { LimitKind, SearchStats } from '../result.js';
import { Control, newStats, type Stop } from '../internal/control.js';
import { buildByLayers } from './build-by-layers.js';
import { PatternDatabase, type PatternEncoding } from './pattern-database.js';

/**
 * An abstraction of a puzzle for {@link buildPatternDatabase}: the abstract states (a dense index),
 * the goals, and the moves backwards with their costs.
 *
 * @remarks
 * **Which parts count**: an abstract state keeps only some pieces (the pattern) and forgets the
 * rest. Every real move must map to an abstract move (or to staying put) of no greater cost, so
 * that abstract distances never exceed real ones (admissibility).
 *
 * **Additive databases**: give a cost of 0 to moves of pieces outside the pattern (the blank
 * swapping with a tile the pattern does not count) and 1 (the real cost) to moves of the pattern's
 * own pieces. Databases over disjoint patterns then each count different moves, and their sum is
 * still a lower bound ({@link additivePatternHeuristic}).
 *
 * **The index**: a whole number in [0, size) per abstract state, built with the ranking helpers
 * ({@link rankPlacement}, {@link rankCombination}, {@link rankPermutation}). The build keeps one
 * byte per abstract state while it runs.
 *
 * @example
 * ```ts
 * // Three tiles and the blank of the 8-puzzle: 9 × 8 × 7 × 6 abstract states.
 * const abstraction: PatternAbstraction = {
 *   id: '8-puzzle tiles 1 2 3 v1',
 *   size: placementCount(9, 4),
 *   groupSize: 6,                  // the blank is the last piece: one entry for its 6 cells
 *   goals: [rankPlacement([1, 2, 3, 0], 9)],
 *   predecessors(index, emit) { ... emit(rankPlacement(cells, 9), movedTileIsInPattern ? 1 : 0) },
 * };
 * ```
 * @category Pattern databases
 */
export interface PatternAbstraction {
  /**
   * Names the abstraction (pieces, goal, moves, costs and index): saved with the database and
   * checked when it is loaded. Change it whenever any of these change.
   */
  readonly id: string;
  /** The number of abstract states: indexes run from 0 to size − 1 (at most 2^32 − 1). */
  readonly size: number;
  /**
   * Runs of `groupSize` consecutive indexes share one stored entry, the smallest distance among
   * them. Put a part the heuristic will not look at (the blank of a sliding puzzle) in the lowest
   * digit of the index, and give its radix here: the search tracks it, the database forgets it.
   * Must divide `size`. Default 1.
   */
  readonly groupSize?: number;
  /** The abstract goal states (at least one). */
  readonly goals: ArrayLike<number>;
  /**
   * Calls `emit(predecessor, cost)` for every abstract state one move before `index`, with that
   * move's cost: a whole number ≥ 0, usually 0 or 1. For puzzles whose moves can be undone at the
   * same cost, the successors.
   */
  predecessors(index: number, emit: (predecessor: number, cost: number) => void): void;
  /**
   * Every move costs 1 (no free moves). The build then runs breadth-first, one distance at a time,
   * over bit sets: 3 bits per abstract state instead of a byte per state plus queues, for spaces
   * of billions of states. A cost other than 1 is refused (`invalid-cost`). Free moves can often be
   * folded into the state instead: a sliding puzzle's blank, which moves freely among the other
   * tiles, is kept as the region it can reach (its lowest cell) rather than as its cell.
   */
  readonly unitCost?: boolean;
}

/**
 * Options of {@link buildPatternDatabase}: the searches' limits and control, and the encoding.
 *
 * @category Pattern databases
 */
export interface PatternDatabaseBuildOptions
  extends Pick<
    SearchOptions<never>,
    'maxExpansions' | 'timeoutMs' | 'signal' | 'cancel' | 'onProgress' | 'progressIntervalMs' | 'checkEvery'
  > {
  /** `'byte'` (default) or `'nibble'` (half the memory, distances capped at 14). */
  readonly encoding?: PatternEncoding;
}

/**
 * What {@link buildPatternDatabase} returns: the database, or why the build stopped (as a search
 * stops: status `limit` with the limit, or `aborted`).
 *
 * @category Pattern databases
 */
export type PatternDatabaseBuildResult =
  | { readonly status: 'built'; readonly database: PatternDatabase; readonly stats: SearchStats; readonly limit?: undefined }
  | { readonly status: 'limit' | 'aborted'; readonly limit?: LimitKind; readonly stats: SearchStats; readonly database?: undefined };

/** Distances reach at most this; 255 marks an abstract state not (yet) reached. */
const CAP = 254;
const UNREACHED = 255;

/**
 * Builds a pattern database: a backward uniform-cost search from the goals over the whole abstract
 * space, storing each abstract state's distance to the nearest goal.
 *
 * @remarks
 * **When to use**: when a heuristic such as Manhattan distance leaves IDA* or A* too many nodes. A
 * pattern database is a heuristic computed once (seconds to minutes), saved, and looked up in a
 * typed array: on the 15-puzzle, an additive 6-6-3 database with its reflection cuts IDA*'s nodes
 * by orders of magnitude (see the README's figures and `docs/pattern-databases.md`).
 *
 * **Details**: a bucket queue by distance (0-1 BFS when costs are 0 and 1; Dial's algorithm for
 * other small whole costs), with one byte per abstract state while it runs plus the queues. A
 * database is admissible when the abstraction is (see {@link PatternAbstraction}); distances above
 * 254 are stored as 254.
 *
 * **Limits**: `maxExpansions`, `timeoutMs`, `signal`, `cancel` (a `CancelFlag`), `onProgress` (with `bound` the distance being
 * expanded and `stored` the abstract states reached) behave as in the searches. A build cut short
 * returns no database: a partial one is not a lower bound.
 *
 * @param abstraction - the abstract space, its goals and its moves backwards.
 * @param options - limits, progress and the encoding.
 * @returns `{ status: 'built', database, stats }`, or `{ status: 'limit' | 'aborted', stats }`.
 * @throws SearchError `invalid-option` on a bad size, group size or option; `invalid-problem` on
 * a goal or predecessor outside [0, size); `invalid-cost` on a cost that is not a whole number ≥ 0.
 * @example
 * ```ts
 * const result = buildPatternDatabase(abstraction, { timeoutMs: 60_000, onProgress: (p) => console.log(p.bound) });
 * if (result.status !== 'built') throw new Error(`build stopped: ${result.status}`);
 * const h = (s: Board) => result.database.get(patternIndex(s));
 * ```
 * @see {@link PatternDatabase}, {@link savePatternDatabase}, {@link additivePatternHeuristic}
 * @category Pattern databases
 */
export function buildPatternDatabase(
  abstraction: PatternAbstraction,
  options: PatternDatabaseBuildOptions = {},
): PatternDatabaseBuildResult {
  const size = abstraction.size;
  const groupSize = abstraction.groupSize ?? 1;
  const encoding = options.encoding ?? 'byte';
  if (!(size >= 1 && size <= 0xffffffff) || Math.floor(size) !== size) {
    throw new SearchError('invalid-option', `an abstraction's size must be a whole number from 1 to 2^32 − 1, got ${String(size)}`);
  }
  if (!(groupSize >= 1) || Math.floor(groupSize) !== groupSize || size % groupSize !== 0) {
    throw new SearchError('invalid-option', `groupSize must be a whole number ≥ 1 that divides size ${size}, got ${String(groupSize)}`);
  }
  if (encoding !== 'byte' && encoding !== 'nibble')
    throw new SearchError('invalid-option', `encoding must be 'byte' or 'nibble', got ${String(encoding)}`);
  if (abstraction.goals.length === 0) throw new SearchError('invalid-problem', 'an abstraction needs at least one goal');
  const control = new Control(options, 0);
  const stats = newStats();
  if (abstraction.unitCost === true) return buildUnitCost(abstraction, groupSize, encoding, control, stats);

  let distance: Uint8Array;
  try {
    distance = new Uint8Array(size).fill(UNREACHED);
  } catch {
    throw new SearchError('invalid-option', `cannot allocate ${size} bytes for the abstract space`);
  }
  // Dial's bucket queue: buckets[d] holds the states found at distance d (stale copies are skipped).
  const buckets: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(CAP + 1);
  const lengths = new Float64Array(CAP + 1);
  let pending = 0;
  let reached = 0;
  let current = 0;
  let expanding = 0;

  const push = (d: number, index: number): void => {
    let bucket = buckets[d];
    const length = lengths[d]!;
    if (bucket === undefined || length === bucket.length) {
      const grown = new Uint32Array(bucket === undefined ? 1024 : bucket.length * 2);
      if (bucket !== undefined) grown.set(bucket);
      buckets[d] = bucket = grown;
    }
    bucket[length] = index;
    lengths[d] = length + 1;
    if (++pending > stats.peakFrontier) stats.peakFrontier = pending;
  };

  const emit = (predecessor: number, cost: number): void => {
    stats.generated++;
    if (!(predecessor < size) || predecessor >>> 0 !== predecessor) {
      throw new SearchError('invalid-problem', `abstract state ${expanding} has a predecessor ${String(predecessor)} outside [0, ${size})`);
    }
    if (cost >>> 0 !== cost) throw new SearchError('invalid-cost', `a pattern move's cost must be a whole number ≥ 0, got ${String(cost)}`);
    let d = current + cost;
    if (d > CAP) d = CAP;
    const known = distance[predecessor]!;
    if (d >= known) {
      stats.duplicates++;
      return;
    }
    if (known === UNREACHED) reached++;
    distance[predecessor] = d;
    push(d, predecessor);
  };

  for (let i = 0; i < abstraction.goals.length; i++) {
    const goal = abstraction.goals[i]!;
    if (!(goal < size) || goal >>> 0 !== goal) throw new SearchError('invalid-problem', `goal ${String(goal)} is outside [0, ${size})`);
    if (distance[goal] === 0) continue;
    distance[goal] = 0;
    reached++;
    push(0, goal);
  }

  const stopped = (stop: Stop): PatternDatabaseBuildResult => {
    control.finish({ stats }, reached);
    return stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats };
  };
  const maxExpansions = control.maxExpansions;
  const early = control.initial();
  if (early) return stopped(early);
  control.begin(false, 0);

  for (let d = 0; d <= CAP; d++) {
    current = d;
    // Cost-0 moves append to this bucket while it is read, so its length is read every time.
    for (let read = 0; read < lengths[d]!; read++) {
      const index = buckets[d]![read]!;
      pending--;
      if (distance[index] !== d) continue; // found again at a smaller distance, expanded there
      if (stats.expanded >= maxExpansions) return stopped(control.expansionsSpent);
      if (stats.expanded >= control.nextCheck) {
        const stop = control.poll(stats, pending, reached, current);
        if (stop) return stopped(stop as Stop);
      }
      stats.expanded++;
      expanding = index;
      abstraction.predecessors(index, emit);
    }
    buckets[d] = undefined;
  }
  stats.peakStored = reached;
  const database = new PatternDatabase(abstraction.id, encoding, size / groupSize, encode(distance, groupSize, encoding));
  stats.elapsedMs = control.elapsed();
  return { status: 'built', database, stats };
}

/** The layered build of a unit-cost abstraction (see `unitCost`), wrapped as a build result. */
function buildUnitCost(
  abstraction: PatternAbstraction,
  groupSize: number,
  encoding: PatternEncoding,
  control: Control,
  stats: SearchStats,
): PatternDatabaseBuildResult {
  const allocate = (bytes: number): Uint8Array => {
    try {
      return new Uint8Array(bytes);
    } catch {
      throw new SearchError('invalid-option', `cannot allocate ${bytes} bytes to build a database of ${abstraction.size} abstract states`);
    }
  };
  const early = control.initial();
  if (early) {
    control.finish({ stats }, 0);
    return early.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: early.limit, stats };
  }
  control.begin(false, 0);
  const built = buildByLayers(abstraction, groupSize, control, stats, allocate);
  if (built.stop !== undefined) {
    control.finish({ stats });
    const stop = built.stop;
    return stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats };
  }
  const database = new PatternDatabase(abstraction.id, encoding, abstraction.size / groupSize, encode(built.table, 1, encoding));
  stats.elapsedMs = control.elapsed();
  return { status: 'built', database, stats };
}

/** The smallest distance of each group, in the encoding's storage. */
function encode(distance: Uint8Array, groupSize: number, encoding: PatternEncoding): Uint8Array {
  const entries = distance.length / groupSize;
  if (groupSize === 1 && encoding === 'byte') return distance;
  const table = new Uint8Array(encoding === 'byte' ? entries : Math.ceil(entries / 2));
  for (let e = 0, start = 0; e < entries; e++, start += groupSize) {
    let min = distance[start]!;
    for (let i = 1; i < groupSize; i++) {
      const d = distance[start + i]!;
      if (d < min) min = d;
    }
    if (encoding === 'byte') table[e] = min;
    else table[e >>> 1] = table[e >>> 1]! | ((min === UNREACHED ? 15 : Math.min(min, 14)) << ((e & 1) << 2));
  }
  return table;
}
