import type { AnytimeResult, AnytimeSolution } from './anytime-astar.js';
import { startAnaStar } from '../internal/ana-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link anaStar}: those of {@link anytimeAstar} without `weights`, which ANA* does
 * not need.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type (of the solutions passed to `onSolution`).
 * @category Options
 */
export interface AnaStarOptions<S, M = unknown> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bounds to hold. */
  readonly heuristic?: (state: S) => number;
  /**
   * Only solutions costing at most this are looked for (states with g + h above it are cut), and
   * until the first is found states are ordered by (`maxCost` − g) / h, the order of Potential
   * Search for a cost bound. With a known solution of cost C, `maxCost: C - 1` (integer costs)
   * asks for a cheaper one, and an `exhausted` result proves C optimal. Default `Infinity`.
   */
  readonly maxCost?: number;
  /**
   * Called with each solution found, each cheaper than the last, as soon as it is found. Its
   * `weight` is the paper's E: the solution costs at most E times the optimum (Infinity before the
   * first expansion that had a finite G to aim below).
   */
  readonly onSolution?: (solution: AnytimeSolution<S, M>) => void;
  /** Called each time the proven lower bound rises, with the new bound. */
  readonly onLowerBound?: (lowerBound: number) => void;
}

/**
 * Anytime nonparametric A* (ANA*): {@link anytimeAstar}'s first-solution-then-better ones with
 * proven lower bounds, without a weight schedule to tune.
 *
 * @remarks
 * **When to use**: as {@link anytimeAstar} (an answer now, cheaper ones while time remains, each
 * with "at most this far from optimal"), when there is no weight schedule known to suit the
 * problem: ANA* picks the greediest weight that can still improve on the best solution, at every
 * expansion. The options, the result and `onSolution` are anytimeAstar's, less `weights`: swap one
 * call for the other.
 *
 * **Details**: van den Berg, Shah, Huang and Goldberg 2011. Expands the open state with the
 * largest e(s) = (G − g(s)) / h(s), G the best solution's cost: the largest weight w with
 * g + w·h ≤ G. Before the first solution, G is `maxCost` when finite, else infinite, and the
 * largest e is then the least h, ties to the smaller g (greedy best-first search, the order e
 * tends to as G grows). Goals are tested when generated; states with g + h ≥ G are cut, a state
 * reached more cheaply is expanded again, and each cheaper solution re-keys the open list (a chunk
 * per step, so that limits still hold within 50 ms; `stats.iterations` counts the rounds, one per
 * G). The paper's bound E, the least e expanded so far, caps the best cost at E times the optimum;
 * `lowerBound` (the least g + h still to expand, as anytimeAstar's) is the tighter proof and never
 * falls. The search ends, proven optimal, when it reaches the best cost.
 *
 * **Gotchas**: the bounds need an admissible heuristic; with an inadmissible one the solutions
 * still improve and are valid, but `lowerBound`, `provenOptimal` and E mean nothing. Each new
 * solution costs a pass over the open list; a problem with many small improvements pays it often.
 * With no heuristic (h = 0 everywhere) it runs as Dijkstra until its first solution, then every e
 * is infinite and it goes deepest first, with nothing to guide it: give a heuristic. Memory
 * grows as A*'s: every generated state is stored. A `weights` option is refused.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, maxCost, onSolution, onLowerBound, hashing, limits, signal, cancel flag.
 * @returns the best solution with `lowerBound`, `provenOptimal` and `stopped`, or no solution with `lowerBound`.
 * @throws {@link SearchError} on misuse: a `weights` option, a NaN `maxCost`, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const result = anaStar(problem, {
 *   timeoutMs: 10_000,
 *   onSolution: (s) => console.log(`${s.cost} (optimal ≥ ${s.lowerBound}, ≤ ${s.weight} × optimal)`),
 * });
 * if (result.status === 'solved') {
 *   console.log(result.provenOptimal ? `${result.cost} (proven optimal)` : `${result.cost} (optimal ≥ ${result.lowerBound})`);
 * }
 * ```
 * @see {@link anaStarAsync}, {@link anytimeAstar}, {@link astar}
 * @category Anytime
 */
export function anaStar<S, M>(problem: SearchProblem<S, M>, options?: AnaStarOptions<S, M>): AnytimeResult<S, M>;
export function anaStar<S extends State<S, unknown>>(problem: S, options?: AnaStarOptions<S, MoveOf<S>>): AnytimeResult<S, MoveOf<S>>;
export function anaStar<S, M>(problem: ProblemSource<S, M>, options: AnaStarOptions<S, M> = {}): AnytimeResult<S, M> {
  return runToEnd(startAnaStar(normalize(problem, options), options));
}

/**
 * {@link anaStar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` or a user's click stops
 * it, with the best solution so far in the result. `onSolution` is called as solutions come.
 *
 * @example
 * ```ts
 * const stop = new AbortController();
 * const r = await anaStarAsync(problem, { signal: stop.signal, onSolution: (s) => show(s) });
 * ```
 * @see {@link anaStar}
 * @category Anytime
 */
export function anaStarAsync<S, M>(problem: SearchProblem<S, M>, options?: AnaStarOptions<S, M>): Promise<AnytimeResult<S, M>>;
export function anaStarAsync<S extends State<S, unknown>>(
  problem: S,
  options?: AnaStarOptions<S, MoveOf<S>>,
): Promise<AnytimeResult<S, MoveOf<S>>>;
export async function anaStarAsync<S, M>(problem: ProblemSource<S, M>, options: AnaStarOptions<S, M> = {}): Promise<AnytimeResult<S, M>> {
  return runInSlices(startAnaStar(normalize(problem, options), options));
}
