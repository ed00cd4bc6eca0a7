/**
 * How one level ended, as the command line reports it.
 *
 * - `solved`: a solution was found (and replayed by the game's own verifier).
 * - `unsolvable`: the search explored every reachable state: proven that no solution exists.
 * - `timeout`: the time limit (`--timeout`) ran out; the search stopped itself or its worker was terminated.
 * - `limit`: another limit stopped the search: `--max-states`, or the memory the search may hold
 *   (see {@link LevelReport.limit}).
 * - `error`: the level did not parse, or the game crashed on it.
 *
 * @category Reports
 */
export type LevelStatus = 'solved' | 'unsolvable' | 'timeout' | 'limit' | 'error';

/**
 * Which limit ended a level with status `limit`: stored states (`--max-states`), memory (the
 * estimate of `searchMemoryBudget`, or the heap in use as `HeapGuard` reads it), expansions, or the
 * depth of a depth-limited search, a beam's width (search-core's `LimitKind` but time, which is status `timeout`).
 *
 * @category Reports
 */
export type LevelLimit = 'states' | 'memory' | 'expansions' | 'depth' | 'width';

/**
 * One level's result: the object printed per line by `--json`.
 *
 * @remarks
 * Every field is always present; fields that do not apply are `null`.
 *
 * @category Reports
 */
export interface LevelReport {
  /** The game name (`sokobond` …). */
  readonly game: string;
  /** The level file as given on the command line (or found in a folder), or `sample:<name>`. */
  readonly file: string;
  readonly status: LevelStatus;
  /** With status `solved`: the solution in the game's notation. */
  readonly solution: string | null;
  /** With status `solved`: the number of moves. */
  readonly moves: number | null;
  /** With status `solved`: the solution's cost in the game's measure. */
  readonly cost: number | null;
  /** With status `solved`: whether the game proves the cost minimal (false for greedy or weighted searches). */
  readonly optimal: boolean | null;
  /**
   * With status `solved`: a proven lower bound on the optimal cost (no solution costs less): the
   * cost when `optimal`; else what the game proved (an admissible estimate, an anytime search's
   * bound), 0 when it proved nothing.
   */
  readonly lowerBound: number | null;
  /** With `--known`: the best known cost of the level, when the file has one. */
  readonly known: number | null;
  /** Search counters; `ms` is the wall time of parsing and solving this level. */
  readonly stats: { readonly expanded: number; readonly generated: number; readonly ms: number };
  /** With status `error` (and for a terminated worker): what happened. */
  readonly error: string | null;
  /** With status `limit`: which limit. */
  readonly limit: LevelLimit | null;
}

/**
 * One better solution as the live line hears of it (a game's `onSolution`, without the solution
 * text, which may be long and is printed with the level's report).
 *
 * @category Reports
 */
export interface SolutionNote {
  readonly moves: number;
  readonly cost: number;
  readonly lowerBound: number;
  readonly optimal: boolean;
  readonly elapsedMs: number;
}

/**
 * How good a solution is known to be, as the command line prints it: `proven optimal`,
 * `optimal ≥ 58`, or nothing when nothing is proven (a bound of 0).
 */
export function qualityText(optimal: boolean | null, lowerBound: number | null): string | undefined {
  if (optimal === true) return 'proven optimal';
  return lowerBound !== null && lowerBound > 0 ? `optimal ≥ ${formatCount(lowerBound)}` : undefined;
}

/**
 * A level's report plus what the exit code needs to know.
 *
 * @category Reports
 */
export interface LevelOutcome {
  readonly report: LevelReport;
  /** True when the level text did not parse (exit code 2). */
  readonly parseError: boolean;
}

/**
 * One checked solution: the object printed per line by `verify --json`.
 *
 * @category Reports
 */
export interface VerifyReport {
  readonly game: string;
  /** The level file. */
  readonly file: string;
  /** The solution text as given. */
  readonly solution: string;
  /** `null` for an entry of a solutions map that is not a solution (empty, or a `#` comment): skipped. */
  readonly valid: boolean | null;
  /** With `valid: false`: the first illegal or unfinished step and why. */
  readonly reason: string | null;
  /** With `valid: true`: the number of moves and the cost. */
  readonly moves: number | null;
  readonly cost: number | null;
}

/** The median of a list of numbers (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Milliseconds as a person reads them: `850 ms`, `12.3 s`, `2 min 05 s`. */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** An integer with thousands separators: `1,234,567`. (Not `toLocaleString`: loading the locale data costs milliseconds.) */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 && Math.round(n) !== 0 ? `-${grouped}` : grouped;
}

/** A count and its noun, singular for one: `1 move`, `3 moves`, `1,204 states`. */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : plural}`;
}
