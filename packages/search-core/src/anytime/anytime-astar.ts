import { startAnytime } from '../internal/anytime-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { LimitKind, SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * One solution of {@link anytimeAstar}, each cheaper than the one before, as
 * {@link AnytimeOptions.onSolution} receives it.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface AnytimeSolution<S, M> {
  /** The moves from the initial state to a goal. */
  readonly moves: M[];
  /** The states along the path: `states[0]` is the initial state, the last one a goal. */
  readonly states: S[];
  /** The sum of the step costs along the path. */
  readonly cost: number;
  /**
   * The proven lower bound on the optimal cost at this moment (admissible heuristic): no solution
   * costs less. Equal to `cost` when this solution is proven optimal.
   */
  readonly lowerBound: number;
  /**
   * The weight of the pass that found it (`Infinity` for a greedy pass). From {@link anaStar}: the
   * paper's E, the least e(s) expanded so far: the solution costs at most E times the optimum
   * (admissible heuristic; `Infinity` until an expansion aimed below a finite cost). From
   * {@link beamStackSearch}: `cost / lowerBound`, the same kind of bound (`Infinity` while the
   * lower bound is 0).
   */
  readonly weight: number;
  /** 1 for the first solution, 2 for the next … */
  readonly index: number;
  /** Expansions so far. */
  readonly expanded: number;
  /** Milliseconds since the search started. */
  readonly elapsedMs: number;
}

/**
 * Options of {@link anytimeAstar}.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type (of the solutions passed to `onSolution`).
 * @category Options
 */
export interface AnytimeOptions<S, M = unknown> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bounds to hold. */
  readonly heuristic?: (state: S) => number;
  /**
   * The weights of the passes, not increasing, each ≥ 1; `Infinity` makes a greedy pass (order by
   * h alone). A last weight of 1 is added when missing: that pass proves optimality. Each pass
   * continues the last one's work. Default `[3, 2, 1.5, 1.25, 1]`.
   */
  readonly weights?: readonly number[];
  /**
   * Only solutions costing at most this are looked for (states with g + h above it are cut). With
   * a known solution of cost C, `maxCost: C - 1` (integer costs) asks for a cheaper one, and an
   * `exhausted` result proves C optimal. Default `Infinity`.
   */
  readonly maxCost?: number;
  /** Called with each solution found, each cheaper than the last, as soon as it is found. */
  readonly onSolution?: (solution: AnytimeSolution<S, M>) => void;
  /** Called each time the proven lower bound rises, with the new bound. */
  readonly onLowerBound?: (lowerBound: number) => void;
}

/**
 * What {@link anytimeAstar} returns when it found a solution: the cheapest it found, with how far
 * from optimal it can be.
 *
 * @category Results
 */
export interface AnytimeSolvedResult<S, M> extends SolvedResult<S, M> {
  /** No solution costs less than this (admissible heuristic); equal to `cost` when proven optimal. */
  readonly lowerBound: number;
  /** Whether `cost` is proven optimal (the search ran to its end). */
  readonly provenOptimal: boolean;
  /** How many solutions were found, each cheaper than the last. */
  readonly solutions: number;
  /** When a limit or cancellation stopped the search before it proved `cost` optimal: which. */
  readonly stopped?: LimitKind | 'aborted';
}

/**
 * What {@link anytimeAstar} returns when it found no solution.
 *
 * @category Results
 */
export interface AnytimeUnsolvedResult<S, M> extends UnsolvedWithClosest<S, M> {
  /**
   * No solution costs less than this. With status `exhausted`, `Infinity` (no solution exists) or,
   * when `maxCost` cut states, the least g + h cut: every solution costs at least that.
   */
  readonly lowerBound: number;
  readonly provenOptimal: false;
  readonly solutions: 0;
}

/**
 * What {@link anytimeAstar} returns.
 *
 * @category Results
 */
export type AnytimeResult<S, M> = AnytimeSolvedResult<S, M> | AnytimeUnsolvedResult<S, M>;

/**
 * Anytime A* (ARA*): a first solution fast, then cheaper ones while time remains, each with a
 * proven lower bound on the optimum, until the last is proven optimal.
 *
 * @remarks
 * **When to use**: the optimal search may not finish in the time there is, and an answer now plus
 * better ones later, with "at most this far from optimal", beats waiting. Give `timeoutMs` (or a
 * signal) and read the best solution from the result, or follow them with `onSolution`.
 *
 * **Details**: ARA* (Likhachev, Gordon, Thrun 2003). Passes of weighted A* with the weights of
 * `weights` share one table: a pass ends when its cheapest solution costs no more than the least
 * weighted key still open, and the next pass re-keys the states still to expand instead of starting
 * over. Goals are tested when generated, so each cheaper solution is reported at once, and states
 * whose g + h reaches the best cost are cut. The lower bound is the least g + h of the states
 * still to expand (and of those `maxCost` cut): with an admissible heuristic, no solution costs
 * less, whether the heuristic is consistent or not. It never falls; `onLowerBound` hears each rise.
 * The search ends, proven optimal, when the bound reaches the best cost.
 *
 * **Gotchas**: the bounds need an admissible heuristic; with an inadmissible one the solutions
 * still improve and are valid, but `lowerBound` and `provenOptimal` mean nothing. Goals are
 * terminal (never expanded), as in every search here. A greedy first pass (`weights: [Infinity, …]`)
 * finds a first solution soonest on most puzzles. Memory grows as A*'s: every generated state is
 * stored.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, weights, maxCost, onSolution, onLowerBound, hashing, limits, signal, cancel flag.
 * @returns the best solution with `lowerBound`, `provenOptimal` and `stopped`, or no solution with `lowerBound`.
 * @throws {@link SearchError} on misuse: a bad weight schedule, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const result = anytimeAstar(problem, {
 *   timeoutMs: 10_000,
 *   onSolution: (s) => console.log(`${s.cost} (optimal ≥ ${s.lowerBound})`),
 * });
 * if (result.status === 'solved') {
 *   console.log(result.provenOptimal ? `${result.cost} (proven optimal)` : `${result.cost} (optimal ≥ ${result.lowerBound})`);
 * }
 * ```
 * @see {@link anytimeAstarAsync}, {@link astar}, {@link focalSearch}
 * @category Anytime
 */
export function anytimeAstar<S, M>(problem: SearchProblem<S, M>, options?: AnytimeOptions<S, M>): AnytimeResult<S, M>;
export function anytimeAstar<S extends State<S, unknown>>(problem: S, options?: AnytimeOptions<S, MoveOf<S>>): AnytimeResult<S, MoveOf<S>>;
export function anytimeAstar<S, M>(problem: ProblemSource<S, M>, options: AnytimeOptions<S, M> = {}): AnytimeResult<S, M> {
  return runToEnd(startAnytime(normalize(problem, options), options));
}

/**
 * {@link anytimeAstar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` or a user's click stops
 * it, with the best solution so far in the result. `onSolution` is called as solutions come.
 *
 * @example
 * ```ts
 * const stop = new AbortController();
 * const r = await anytimeAstarAsync(problem, { signal: stop.signal, onSolution: (s) => show(s) });
 * ```
 * @see {@link anytimeAstar}
 * @category Anytime
 */
export function anytimeAstarAsync<S, M>(problem: SearchProblem<S, M>, options?: AnytimeOptions<S, M>): Promise<AnytimeResult<S, M>>;
export function anytimeAstarAsync<S extends State<S, unknown>>(
  problem: S,
  options?: AnytimeOptions<S, MoveOf<S>>,
): Promise<AnytimeResult<S, MoveOf<S>>>;
export async function anytimeAstarAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: AnytimeOptions<S, M> = {},
): Promise<AnytimeResult<S, M>> {
  return runInSlices(startAnytime(normalize(problem, options), options));
}
