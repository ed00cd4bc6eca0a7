import { SearchError } from '../errors.js';
import type { PatternDatabase } from './pattern-database.js';

/**
 * One database and how to find a state's entry in it.
 *
 * @typeParam S - the (real) state type.
 * @category Pattern databases
 */
export interface PatternLookup<S> {
  readonly database: PatternDatabase;
  /** The entry of `state`: the rank of its pattern, grouped as at build time. */
  index(state: S): number;
}

/**
 * The sum of several pattern databases' entries: admissible when the databases are disjoint.
 *
 * @remarks
 * **When to use**: patterns that split the pieces (the 15-puzzle's tiles into 6, 6 and 3), each
 * database built with cost 0 for the moves of pieces outside its pattern. Each real move is then
 * counted by at most one database, so the sum never exceeds the real cost.
 *
 * **Gotchas**: summing databases whose costs overlap (each counting every move) is not admissible:
 * take their maximum with {@link maxHeuristic} instead. An unreached entry (no way to the goal) makes
 * the sum Infinity, which prunes the state.
 *
 * For a hot inner loop, read `database.table` directly and keep the indexes up to date move by move
 * (see the 15-puzzle benchmark); this generic form ranks every pattern on every call.
 *
 * @typeParam S - the state type.
 * @param lookups - the databases and their index functions.
 * @returns a heuristic for A* or IDA*.
 * @throws SearchError `invalid-option` when no lookup is given.
 * @example
 * ```ts
 * const h = additivePatternHeuristic([
 *   { database: a, index: (s: Board) => indexA(s) },
 *   { database: b, index: (s: Board) => indexB(s) },
 * ]);
 * idaStar(problem, { heuristic: h });
 * ```
 * @see {@link maxHeuristic}, {@link buildPatternDatabase}
 * @category Pattern databases
 */
export function additivePatternHeuristic<S>(lookups: readonly PatternLookup<S>[]): (state: S) => number {
  if (lookups.length === 0) throw new SearchError('invalid-option', 'an additive heuristic needs at least one database');
  const parts = lookups.map(({ database, index }) => ({ database, index, unreached: database.unreached }));
  return (state) => {
    let sum = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const d = part.database.get(part.index(state));
      if (d === part.unreached) return Infinity;
      sum += d;
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
export function maxHeuristic<S>(...heuristics: readonly ((state: S) => number)[]): (state: S) => number {
  if (heuristics.length === 0) throw new SearchError('invalid-option', 'maxHeuristic needs at least one heuristic');
  return (state) => {
    let max = 0;
    for (let i = 0; i < heuristics.length; i++) {
      const h = heuristics[i]!(state);
      if (h > max) max = h;
    }
    return max;
  };
}
