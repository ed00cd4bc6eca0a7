import { SearchError } from '../errors.js';
import type { PatternDatabase } from './pattern-database.js';
import { PlacementTracker } from './placement-tracker.js';

/**
 * One database and how to find a state's entry in it: a function of the state, or a
 * {@link PlacementTracker} that a state changed in place keeps up to date.
 *
 * @typeParam S - the (real) state type.
 * @category Pattern databases
 */
export type PatternLookup<S> =
  | {
      readonly database: PatternDatabase;
      /** The entry of `state`: the rank of its pattern, grouped as at build time. */
      index(state: S): number;
      readonly tracker?: undefined;
    }
  | {
      readonly database: PatternDatabase;
      /** The pattern's pieces in the one state a search changes in place: the entry is its rank. */
      readonly tracker: PlacementTracker;
      readonly index?: undefined;
    };

/**
 * The sum of several pattern databases' entries: admissible when the databases are disjoint.
 *
 * @remarks
 * **When to use**: patterns that split the pieces (the 15-puzzle's tiles into 6, 6 and 3), each
 * database built with cost 0 for the moves of pieces outside its pattern. Each real move is then
 * counted by at most one database, so the sum never exceeds the real cost.
 *
 * **The hot path**: with a state changed in place ({@link idaStarInPlace}), give each lookup the
 * {@link PlacementTracker} of its pattern in that state (moved by the problem's `apply` and
 * `undo`): a move then re-ranks one pattern, and the sum reads the trackers without calling back
 * into user code. A function `index(state)` works with any search and any state, and ranks its
 * pattern on every call. The second argument, `enough` (which `idaStarInPlace` passes), lets the
 * sum stop as soon as the entries read so far reach it.
 *
 * **Gotchas**: summing databases whose costs overlap (each counting every move) is not admissible:
 * take their maximum with {@link maxHeuristic} instead. An unreached entry (no way to the goal) makes
 * the sum Infinity, which prunes the state. Lookups with trackers ignore the state they are given:
 * they always read the state the trackers belong to.
 *
 * @typeParam S - the state type.
 * @param lookups - the databases and their index functions or trackers (all of one kind).
 * @returns a heuristic for A* or IDA*: `(state, enough?) => number`.
 * @throws SearchError `invalid-option` when no lookup is given, or the kinds are mixed.
 * @example
 * ```ts
 * // Any search: index functions.
 * const h = additivePatternHeuristic([
 *   { database: a, index: (s: Board) => indexA(s) },
 *   { database: b, index: (s: Board) => indexB(s) },
 * ]);
 * // A state changed in place: its trackers.
 * const fast = additivePatternHeuristic([{ database: a, tracker: board.a }, { database: b, tracker: board.b }]);
 * ```
 * @see {@link maxHeuristic}, {@link PlacementTracker}, {@link buildPatternDatabase}
 * @category Pattern databases
 */
export function additivePatternHeuristic<S>(lookups: readonly PatternLookup<S>[]): (state: S, enough?: number) => number {
  if (lookups.length === 0) throw new SearchError('invalid-option', 'an additive heuristic needs at least one database');
  const count = lookups.length;
  const tables = lookups.map((l) => l.database.table);
  const nibbles = Uint8Array.from(lookups, (l) => (l.database.encoding === 'nibble' ? 1 : 0));
  const unreached = Int32Array.from(lookups, (l) => l.database.unreached);
  const tracked = lookups.filter((l) => l.tracker instanceof PlacementTracker).length;
  if (tracked === count) {
    const sum: TrackedSum = { trackers: lookups.map((l) => l.tracker!), tables, nibbles, unreached };
    return tag(largestOfSums([sum]), [sum]);
  }
  if (tracked > 0 || lookups.some((l) => typeof l.index !== 'function')) {
    throw new SearchError('invalid-option', 'each lookup needs an index function, or every lookup a PlacementTracker');
  }
  const index = lookups.map((l) => l.index!);
  return (state, enough = Infinity) => {
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const at = index[i]!(state);
      const table = tables[i]!;
      const d = nibbles[i] === 1 ? (table[at >>> 1]! >>> ((at & 1) << 2)) & 15 : table[at]!;
      if (d === unreached[i]) return Infinity;
      sum += d;
      if (sum >= enough) return sum;
    }
    return sum;
  };
}

/**
 * The largest of several admissible heuristics: admissible, and at least as strong as each.
 *
 * @remarks
 * **When to use**: databases that may not be added (overlapping patterns), or the same additive
 * databases looked up again on a symmetric image of the state (the 15-puzzle reflected about its
 * main diagonal).
 *
 * @typeParam S - the state type.
 * @param heuristics - admissible heuristics.
 * @returns their maximum.
 * @throws SearchError `invalid-option` when none is given.
 * @example
 * ```ts
 * const h = maxHeuristic(additivePatternHeuristic(lookups), additivePatternHeuristic(reflectedLookups));
 * ```
 * @see {@link additivePatternHeuristic}
 * @category Pattern databases
 */
export function maxHeuristic<S>(...heuristics: readonly ((state: S, enough?: number) => number)[]): (state: S, enough?: number) => number {
  if (heuristics.length === 0) throw new SearchError('invalid-option', 'maxHeuristic needs at least one heuristic');
  const count = heuristics.length;
  // Sums read from trackers are taken apart and fused into one loop: no call per part.
  const parts = heuristics.map((h) => (h as Tagged)[SUMS]);
  if (parts.every((p) => p !== undefined)) {
    const sums = parts.flatMap((p) => p!);
    return tag(largestOfSums(sums), sums);
  }
  return (state, enough = Infinity) => {
    let max = 0;
    for (let i = 0; i < count; i++) {
      const h = heuristics[i]!(state, enough);
      if (h > max) {
        max = h;
        // The largest so far is already enough: the others need not be computed.
        if (max >= enough) return max;
      }
    }
    return max;
  };
}

/** An additive sum whose lookups are trackers. */
interface TrackedSum {
  readonly trackers: readonly PlacementTracker[];
  readonly tables: readonly Uint8Array[];
  readonly nibbles: Uint8Array;
  readonly unreached: Int32Array;
}

const SUMS: unique symbol = Symbol('tracked sums');
type Tagged = { [SUMS]?: readonly TrackedSum[] };

function tag<F extends (state: never, enough?: number) => number>(f: F, sums: readonly TrackedSum[]): F {
  (f as Tagged)[SUMS] = sums;
  return f;
}

/**
 * The largest of several tracked sums, in one loop over all their parts (flattened), stopping as
 * soon as a partial sum reaches `enough` (the largest is then at least that). The entry read last
 * for each part is kept: a move changes one pattern, so the other parts read the same entry again,
 * kept here instead of read from a table of megabytes.
 */
function largestOfSums(sums: readonly TrackedSum[]): (state: unknown, enough?: number) => number {
  const trackers = sums.flatMap((s) => s.trackers);
  const tables = sums.flatMap((s) => s.tables);
  const nibbles = Uint8Array.from(sums.flatMap((s) => [...s.nibbles]));
  const unreached = Int32Array.from(sums.flatMap((s) => [...s.unreached]));
  const ends = Int32Array.from(sums.map((_, k) => sums.slice(0, k + 1).reduce((n, s) => n + s.trackers.length, 0)));
  const count = sums.length;
  const lastAt = new Float64Array(trackers.length).fill(-1);
  const lastEntry = new Int32Array(trackers.length);
  return (_state, enough = Infinity) => {
    let max = 0;
    let i = 0;
    for (let k = 0; k < count; k++) {
      let sum = 0;
      for (const end = ends[k]!; i < end; i++) {
        const tracker = trackers[i]!;
        let at = tracker.current;
        if (at < 0) at = tracker.refresh();
        let d: number;
        if (at === lastAt[i]) d = lastEntry[i]!;
        else {
          const table = tables[i]!;
          d = nibbles[i] === 1 ? (table[at >>> 1]! >>> ((at & 1) << 2)) & 15 : table[at]!;
          lastAt[i] = at;
          lastEntry[i] = d;
        }
        if (d === unreached[i]) {
          sum = Infinity;
          i = end;
          break;
        }
        sum += d;
        if (sum >= enough) return sum;
      }
      if (sum > max) max = sum;
    }
    return max;
  };
}
