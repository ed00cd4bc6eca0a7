import { SearchError } from '../errors.js';
import { Control, newStats } from '../internal/control.js';
import type { LimitKind, SearchStats } from '../result.js';
import { type PatternAbstraction, type PatternDatabaseBuildOptions, buildPatternDatabase } from './build-pattern-database.js';
import type { PatternDatabase } from './pattern-database.js';

/**
 * What {@link checkPatternDatabase} found: every entry consistent, the first entry that is not,
 * or why it stopped.
 *
 * @category Pattern databases
 */
export type PatternDatabaseCheck =
  | { readonly status: 'consistent'; readonly stats: SearchStats }
  | {
      readonly status: 'inconsistent';
      /** The first entry found wrong. */
      readonly entry: number;
      /** Its stored value. */
      readonly stored: number;
      /** What the check says it should be: a value, or (local check) the bound it breaks. */
      readonly expected: string;
      readonly stats: SearchStats;
    }
  | { readonly status: 'limit' | 'aborted'; readonly limit?: LimitKind; readonly stats: SearchStats };

/**
 * Checks every entry of a pattern database against its abstraction: the full check for a file
 * that cannot be trusted.
 *
 * @remarks
 * **What it proves**: with one entry per abstract state (`groupSize` 1), each entry is checked
 * against its abstract neighbours: a goal holds 0; no entry is above the cost of a move plus its
 * target's entry (the unreached mark counts as infinite; the encoding's largest distance as "at
 * least"); and each other reached entry equals the cost of some move plus that move's target
 * entry. The first two prove that every entry is a lower bound of the true abstract distance, so
 * the heuristic is admissible and IDA* and A* stay optimal, whatever else was edited; with moves that
 * all cost more than 0, the third proves the entries are the exact distances. (A lowered value
 * inside a cycle of free moves can pass: it is still admissible, only weaker.) This takes time
 * linear in the table (one `predecessors` call per state) and a bit per state.
 *
 * With groups (`groupSize` > 1) an entry is the smallest distance over its group, which no local
 * rule pins down: the check builds the database again and compares, in the time and memory of a
 * build ({@link buildPatternDatabase}, linear in the abstract space).
 *
 * **What it cannot prove**: that the abstraction is admissible for the real problem (that every
 * real move maps to an abstract move of no greater cost): that is the abstraction's author's
 * promise, and the id is the only link between a file and it.
 *
 * **Limits**: `maxExpansions`, `timeoutMs`, `signal`, `cancel` and `onProgress` as in a build.
 *
 * @param database - the database to check (loaded from a file, say).
 * @param abstraction - the abstraction it claims to be built for.
 * @param options - limits and control.
 * @returns `consistent`, `inconsistent` with the first wrong entry, or `limit` / `aborted`.
 * @throws SearchError `invalid-option` when the database's entries or id do not fit the
 * abstraction; the abstraction's own errors as in {@link buildPatternDatabase}.
 * @example
 * ```ts
 * const database = loadPatternDatabase(bytes, { abstraction });
 * const check = checkPatternDatabase(database, abstraction, { timeoutMs: 60_000 });
 * if (check.status !== 'consistent') throw new Error(`do not use this file: ${check.status}`);
 * ```
 * @see {@link loadPatternDatabase}, {@link buildPatternDatabase}
 * @category Pattern databases
 */
export function checkPatternDatabase(
  database: PatternDatabase,
  abstraction: PatternAbstraction,
  options: Omit<PatternDatabaseBuildOptions, 'encoding'> = {},
): PatternDatabaseCheck {
  const groupSize = abstraction.groupSize ?? 1;
  if (database.abstractionId !== abstraction.id) {
    throw new SearchError(
      'invalid-option',
      `the database is for ${JSON.stringify(database.abstractionId)}, not ${JSON.stringify(abstraction.id)}`,
    );
  }
  if (abstraction.size / groupSize !== database.entries) {
    throw new SearchError(
      'invalid-option',
      `the database has ${database.entries} entries, the abstraction ${abstraction.size / groupSize}`,
    );
  }
  if (groupSize > 1) return compareWithBuild(database, abstraction, options);
  return checkLocally(database, abstraction, options);
}

/** Grouped tables: build again and compare, entry by entry. */
function compareWithBuild(
  database: PatternDatabase,
  abstraction: PatternAbstraction,
  options: Omit<PatternDatabaseBuildOptions, 'encoding'>,
): PatternDatabaseCheck {
  const built = buildPatternDatabase(abstraction, { ...options, encoding: database.encoding });
  if (built.status !== 'built')
    return built.status === 'aborted'
      ? { status: 'aborted', stats: built.stats }
      : { status: 'limit', limit: built.limit!, stats: built.stats };
  const expected = built.database;
  for (let e = 0; e < database.entries; e++) {
    const stored = database.get(e);
    if (stored !== expected.get(e))
      return { status: 'inconsistent', entry: e, stored, expected: String(expected.get(e)), stats: built.stats };
  }
  return { status: 'consistent', stats: built.stats };
}

/** One entry per state: each entry against its neighbours (see checkPatternDatabase). */
function checkLocally(
  database: PatternDatabase,
  abstraction: PatternAbstraction,
  options: Omit<PatternDatabaseBuildOptions, 'encoding'>,
): PatternDatabaseCheck {
  const size = abstraction.size;
  const unreached = database.unreached;
  const cap = unreached - 1;
  const control = new Control(options, 0);
  const stats = newStats();
  const early = control.initial();
  if (early)
    return control.finish(early.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: early.limit, stats });
  control.begin(false, 0);
  const value = (index: number): number => {
    const v = database.get(index);
    return v === unreached ? Infinity : v;
  };
  // supported[p]: some move from p to a target t has value(p) = min(cap, cost + value(t)).
  const supported = new Uint32Array(Math.ceil(size / 32));
  let failure: PatternDatabaseCheck | undefined;
  let target = 0;
  let targetValue = 0;
  const emit = (p: number, cost: number): void => {
    stats.generated++;
    if (failure !== undefined) return;
    if (!(p < size) || p >>> 0 !== p)
      throw new SearchError('invalid-problem', `abstract state ${target} has a predecessor ${String(p)} outside [0, ${size})`);
    if (!(cost >= 0) || cost === Infinity)
      throw new SearchError('invalid-cost', `a pattern move's cost must be a whole number ≥ 0, got ${String(cost)}`);
    const vp = value(p);
    // An unreached target bounds nothing; the encoding's largest distance means "at least".
    const bound = targetValue === Infinity ? Infinity : Math.min(cap, cost + targetValue);
    if (vp > bound) {
      failure = {
        status: 'inconsistent',
        entry: p,
        stored: database.get(p),
        expected: `at most ${bound} (a move of cost ${cost} to entry ${target})`,
        stats,
      };
      return;
    }
    if (vp === bound) supported[p >>> 5] = supported[p >>> 5]! | (1 << (p & 31));
  };
  const goals = new Uint32Array(Math.ceil(size / 32));
  for (let i = 0; i < abstraction.goals.length; i++) {
    const goal = abstraction.goals[i]!;
    if (!(goal < size) || goal >>> 0 !== goal) throw new SearchError('invalid-problem', `goal ${String(goal)} is outside [0, ${size})`);
    goals[goal >>> 5] = goals[goal >>> 5]! | (1 << (goal & 31));
    if (database.get(goal) !== 0)
      return control.finish({ status: 'inconsistent', entry: goal, stored: database.get(goal), expected: '0 (a goal)', stats });
  }
  for (let t = 0; t < size; t++) {
    if (stats.expanded >= control.maxExpansions) return control.finish({ status: 'limit', limit: 'expansions', stats });
    if (stats.expanded >= control.nextCheck) {
      const stop = control.poll(stats, 0, t, 0);
      if (stop && stop.status !== 'paused')
        return control.finish(stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats });
    }
    stats.expanded++;
    target = t;
    targetValue = value(t);
    abstraction.predecessors(t, emit);
    if (failure !== undefined) return control.finish(failure);
  }
  // Every reached entry that is not a goal must be reached through some move.
  for (let s = 0; s < size; s++) {
    const bit = 1 << (s & 31);
    if ((goals[s >>> 5]! & bit) !== 0 || (supported[s >>> 5]! & bit) !== 0 || database.get(s) === unreached) continue;
    return control.finish({
      status: 'inconsistent',
      entry: s,
      stored: database.get(s),
      expected: 'a move to an entry one move cost lower (none has one)',
      stats,
    });
  }
  return control.finish({ status: 'consistent', stats });
}
