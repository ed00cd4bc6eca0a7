import { startRealTime } from '../internal/real-time-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { LimitKind, SolvedResult, UnsolvedWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link lrtaStar}.
 *
 * @typeParam S - the state type.
 * @category Options
 */
export interface LrtaStarOptions<S> extends SearchOptions<S> {
  /** The heuristic the agent starts from; overrides the problem's `heuristic` and `State.estimate`. Admissible for the guarantees. */
  readonly heuristic?: (state: S) => number;
  /**
   * The most states the agent expands before each decision: 1 is LRTA* (look at the successors,
   * learn, take the best), more is LSS-LRTA* (an A* of that many expansions, learning over all of
   * them, then a walk to the best state at its frontier). A whole number ≥ 1, or `Infinity` (an
   * A* to a goal, then the walk). Default 1.
   */
  readonly lookahead?: number;
  /**
   * The most trials: walks from the initial state to a goal, each starting with what the ones
   * before learned. The search stops sooner when a trial changes no learned value (it has
   * converged: with an admissible heuristic its walk is then a cheapest path). A whole number
   * ≥ 1, or `Infinity` (until convergence). Default 1.
   */
  readonly trials?: number;
  /**
   * Called each time a state's learned estimate rises, with the state and the new value
   * (`Infinity` for a dead end): to show what the agent learns, or to keep it.
   */
  readonly onLearn?: (state: S, h: number) => void;
}

/**
 * What every {@link lrtaStar} result reports besides the path: how the agent fared.
 *
 * @category Results
 */
export interface RealTimeFacts {
  /** Trials that reached a goal. */
  readonly trials: number;
  /**
   * Walks that ended at a dead end (the agent's state learned `Infinity`: no goal reachable from
   * it), after which the agent started again from the initial state. Not counted in `trials`.
   */
  readonly restarts: number;
  /**
   * Whether the last trial changed no learned value: the agent has converged, and with an
   * admissible heuristic the path is a cheapest one (the learned estimate of the initial state
   * equals its cost).
   */
  readonly converged: boolean;
  /** Moves walked in every walk (trials, restarts and a walk a limit cut short). */
  readonly movesWalked: number;
  /** The most expansions one lookahead took before the agent moved: at most `lookahead`. */
  readonly maxExpansionsPerMove: number;
  /** Expansions per move walked, over the whole search (0 before the first move). */
  readonly meanExpansionsPerMove: number;
}

/**
 * A {@link lrtaStar} that reached a goal: the walk of its last trial.
 *
 * @remarks
 * `moves`, `states` and `cost` are the agent's walk, move by move, loops included (an agent that
 * learns walks back and forth in a heuristic's depression); `converged` says whether it is also a
 * cheapest path.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface RealTimeSolvedResult<S, M> extends SolvedResult<S, M>, RealTimeFacts {
  /** When a limit or cancellation stopped a later trial, which: the path is the last finished trial's. */
  readonly stopped?: LimitKind | 'aborted';
}

/**
 * A {@link lrtaStar} that reached no goal. `closest` is the state of the last walk with the lowest
 * heuristic value, and the walk up to it.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Results
 */
export interface RealTimeUnsolvedResult<S, M> extends UnsolvedWithClosest<S, M>, RealTimeFacts {}

/**
 * What {@link lrtaStar} returns.
 *
 * @category Results
 */
export type RealTimeResult<S, M> = RealTimeSolvedResult<S, M> | RealTimeUnsolvedResult<S, M>;

/**
 * Real-time search: LRTA* and LSS-LRTA*. An agent that must move after a bounded amount of search,
 * learning a better heuristic as it walks.
 *
 * @remarks
 * **When to use**: an agent (a game's unit, a robot) that must commit to its next move within a
 * frame's budget, whatever the map: each decision expands at most `lookahead` states, however far
 * the goal. Its walk is not a cheapest path (it backtracks out of the heuristic's depressions), but
 * repeated `trials` converge to one. To plan a whole path at once, use {@link astar}.
 *
 * **Details**: the agent keeps a learned estimate h for every state it met, starting from the
 * heuristic. With `lookahead: 1` it is LRTA* (Korf 1990): h(s) ← max(h(s), min over successors of
 * cost + h(s')), then a move to the successor that gave the minimum. With a larger `lookahead` it
 * is LSS-LRTA* (Koenig and Sun 2009): an A* from the agent's state expands up to `lookahead` states
 * (it stops before expanding a goal), a Dijkstra from the A*'s frontier sets h of every state it
 * expanded to the cheapest cost + h through the frontier (never lowering one), and the agent walks
 * the whole A* path to the frontier state of least f, as the paper does. With `lookahead: 1` both
 * are the same. A trial ends at a goal; `trials` repeats them from the initial state with what was
 * learned, until one changes nothing (convergence). Learned estimates stay admissible when the
 * heuristic is.
 *
 * `stats.expanded` counts every lookahead's expansions; `stats.iterations` the walks from the
 * initial state. The result adds the trials, restarts, convergence, moves walked and expansions per
 * move ({@link RealTimeFacts}). A walk is not shortened: it may visit a state more than once.
 *
 * **Dead ends**: a state whose heuristic is `Infinity`, or that `isValid` refuses, is never
 * entered. When a lookahead finds no way on from the agent's state (every state it can reach is in
 * the local search, and none is a goal), the agent's state learns `Infinity` and the agent starts
 * again from the initial state (a restart); when the initial state learns `Infinity`, the search
 * ends `exhausted`. In a region with no goal whose states the heuristic does not mark, and larger
 * than the lookahead, the learned values rise without end: only a limit, or a lookahead that takes
 * the whole region in, ends that walk (LRTA* is meant for spaces where a goal stays reachable).
 *
 * **Gotchas**: step costs must be positive along cycles: with a cycle of zero-cost moves the
 * learned values cannot rise around it, and an agent that comes back to a state having learned
 * nothing since it last decided there would walk that cycle forever; it ends with a
 * {@link SearchError} `invalid-cost` instead. Memory grows with the states met (a key and two
 * numbers each; `maxStates` counts them) and the walk. Successors must be deterministic.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - heuristic, lookahead, trials, onLearn, hashing, limits, signal, cancel flag, progress.
 * @returns `solved` with the last trial's walk, or `exhausted` (the initial state learned
 *   `Infinity`), `limit`, `aborted` with `closest`; each with {@link RealTimeFacts}.
 * @throws {@link SearchError} on misuse: a `lookahead` or `trials` that is not a whole number ≥ 1,
 *   a negative or NaN cost, a NaN heuristic, no key; `invalid-cost` for a cycle of zero-cost moves
 *   the agent cannot leave.
 * @example
 * ```ts
 * // An agent that may expand 32 states per move, walking until its route is optimal.
 * const r = lrtaStar(gridProblem, { heuristic: manhattan, lookahead: 32, trials: Infinity, timeoutMs: 1000 });
 * if (r.status === 'solved') console.log(r.cost, r.converged, r.maxExpansionsPerMove);
 * ```
 * @see {@link lrtaStarAsync}, {@link astar}
 * @category Real-time
 */
export function lrtaStar<S, M>(problem: SearchProblem<S, M>, options?: LrtaStarOptions<S>): RealTimeResult<S, M>;
export function lrtaStar<S extends State<S, unknown>>(problem: S, options?: LrtaStarOptions<S>): RealTimeResult<S, MoveOf<S>>;
export function lrtaStar<S, M>(problem: ProblemSource<S, M>, options: LrtaStarOptions<S> = {}): RealTimeResult<S, M> {
  return runToEnd(startRealTime(normalize(problem, options), options));
}

/**
 * {@link lrtaStar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await lrtaStarAsync(problem, { lookahead: 16, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link lrtaStar}
 * @category Real-time
 */
export function lrtaStarAsync<S, M>(problem: SearchProblem<S, M>, options?: LrtaStarOptions<S>): Promise<RealTimeResult<S, M>>;
export function lrtaStarAsync<S extends State<S, unknown>>(problem: S, options?: LrtaStarOptions<S>): Promise<RealTimeResult<S, MoveOf<S>>>;
export async function lrtaStarAsync<S, M>(problem: ProblemSource<S, M>, options: LrtaStarOptions<S> = {}): Promise<RealTimeResult<S, M>> {
  return runInSlices(startRealTime(normalize(problem, options), options));
}
