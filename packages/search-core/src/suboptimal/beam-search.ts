import { startBeam } from '../internal/beam-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link beamSearch}.
 *
 * @category Options
 */
export interface BeamSearchOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Need not be admissible. */
  readonly heuristic?: (state: S) => number;
  /** How many states each layer keeps. Default 100. */
  readonly width?: number;
  /** Rank a layer's states by h alone instead of f = g + h. Default false. */
  readonly greedy?: boolean;
}

/**
 * Beam search: breadth-first, keeping only the `width` most promising states of each layer.
 *
 * @remarks
 * **When to use**: spaces far too large for a complete search, where a good answer found with
 * memory in proportion to `width` × depth beats none: long sequences of moves in a huge game, a
 * first solution to refine with {@link shortenPath} or to bound {@link anytimeAstar} (`maxCost`).
 *
 * **Details**: layer by layer; the states the current layer reaches (new ones, and known ones
 * reached more cheaply) are ranked by f = g + h (h alone with `greedy`), ties to the larger g, and
 * the best `width` form the next layer. A state the beam cut forgets its cost, so a later layer
 * may take it again. Goals are tested when expanded, a layer in the order its states were reached.
 *
 * **Gotchas**: incomplete and not optimal: a goal behind a state the beam cut is missed. When the
 * beam runs dry after cutting, the result is `limit` with `limit: 'width'` (the beam's width is
 * the limit that stopped it: a wider beam may find a goal), not `exhausted`: only a beam that
 * never cut proves that no goal is reachable. Every state made stays in the visited table (paths are
 * replayed through it), so memory grows as `width` × branching × depth.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - width, greedy, heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with a path, or `exhausted` (nothing cut), `limit` (`depth` when the
 * beam ran dry), `aborted`; with `closest` when unsolved.
 * @throws {@link SearchError} on misuse: a width that is not a whole number ≥ 1, a negative or NaN cost, no key.
 * @example
 * ```ts
 * const r = beamSearch(bigLevel, { width: 500, greedy: true, timeoutMs: 2000 });
 * ```
 * @see {@link beamSearchAsync}, {@link astar} (`greedy`), {@link lds}
 * @category Suboptimal
 */
export function beamSearch<S, M>(problem: SearchProblem<S, M>, options?: BeamSearchOptions<S>): SearchResultWithClosest<S, M>;
export function beamSearch<S extends State<S, unknown>>(problem: S, options?: BeamSearchOptions<S>): SearchResultWithClosest<S, MoveOf<S>>;
export function beamSearch<S, M>(problem: ProblemSource<S, M>, options: BeamSearchOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(startBeam(normalize(problem, options), options));
}

/**
 * {@link beamSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await beamSearchAsync(problem, { width: 200, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link beamSearch}
 * @category Suboptimal
 */
export function beamSearchAsync<S, M>(problem: SearchProblem<S, M>, options?: BeamSearchOptions<S>): Promise<SearchResultWithClosest<S, M>>;
export function beamSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: BeamSearchOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function beamSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: BeamSearchOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(startBeam(normalize(problem, options), options));
}
