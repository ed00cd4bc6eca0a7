import type { AnytimeResult, AnytimeSolution } from './anytime-astar.js';
import { startBeamStack } from '../internal/beam-stack-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link beamStackSearch}: those of {@link anaStar} with a beam `width`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type (of the solutions passed to `onSolution`).
 * @category Options
 */
export interface BeamStackSearchOptions<S, M = unknown> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. Admissible for the bounds to hold. */
  readonly heuristic?: (state: S) => number;
  /**
   * How many states each layer keeps: the memory is about `width` × the depth. Wider finds a
   * better first solution and backtracks less; narrower finds the first one sooner. Default 100.
   */
  readonly width?: number;
  /**
   * Only solutions costing at most this are looked for (states with g + h above it are cut). With
   * a known solution of cost C, `maxCost: C - 1` (integer costs) asks for a cheaper one, and an
   * `exhausted` result proves C optimal. Default `Infinity`.
   */
  readonly maxCost?: number;
  /**
   * Called with each solution found, each cheaper than the last, as soon as it is found. Its
   * `weight` is `cost / lowerBound`: the solution costs at most that times the optimum (Infinity
   * while the bound is 0).
   */
  readonly onSolution?: (solution: AnytimeSolution<S, M>) => void;
  /** Called each time the proven lower bound rises, with the new bound. */
  readonly onLowerBound?: (lowerBound: number) => void;
}

/**
 * Beam-stack search: beam search's first solution, then cheaper ones by backtracking over what the
 * beam left out, until the last is proven optimal, in memory bounded by `width` × depth.
 *
 * @remarks
 * **When to use**: as {@link anytimeAstar} (an answer now, better ones while time remains, each
 * with a proven lower bound), when memory is what runs out: A* and the anytime A*s store every state
 * they reach, beam-stack search only `width` per layer of the current path of layers. The options,
 * the result and `onSolution` are anytimeAstar's with `width` for `weights`: swap one call for the
 * other.
 *
 * **Details**: Zhou and Hansen 2005. Layer by layer (by depth) as {@link beamSearch}, each layer
 * keeping the `width` best children of the one above by f = g + h (ties to the larger g, then to the
 * earlier reached), and a beam stack recording for each layer the range of keys it holds: when more
 * children come than fit, the worst go and the range ends at the best of them. When a layer comes
 * out empty, the search backtracks to the deepest layer that left something out below the best
 * cost so far, and makes it again from the layer above with the next range. Goals are tested when
 * generated; a solution's cost U cuts every state with g + h ≥ U. The stack empty, the best
 * solution is proven optimal (with an admissible heuristic; costs need not be unit: layers are by
 * depth, ranges by f). `lowerBound` is the least f left out or still to expand, and never falls.
 * A child is dropped when its state is held in a layer above (or in its own) at no larger g, in
 * directed graphs as well as undirected ones: that state's subtree is searched from the shallower
 * place, by a path no costlier; so every path held is simple and the search ends on a finite graph.
 * `stats.iterations` counts the backtracks (plus one); `stats.peakFrontier` the widest layer.
 *
 * **Gotchas**: the bounds need an admissible heuristic; with an inadmissible one the solutions
 * still improve and are valid, but `lowerBound` and `provenOptimal` mean nothing. States left out
 * are generated again when the search backtracks to them (that is the price of its memory): proving
 * optimality can take many times A*'s expansions, more as the width shrinks; width 1 is a
 * depth-first branch and bound. With no heuristic and no solution yet, a layer's states are ranked
 * by g alone. On an infinite graph with no solution it runs until a limit stops it. Memory:
 * `stats.peakStored` is at most 1 + `width` × the deepest layer.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem}, or a start {@link State}.
 * @param options - width, heuristic, maxCost, onSolution, onLowerBound, hashing, limits, signal, cancel flag.
 * @returns the best solution with `lowerBound`, `provenOptimal` and `stopped`, or no solution with `lowerBound`.
 * @throws {@link SearchError} on misuse: a width that is not a whole number ≥ 1, a `weights` option, a NaN `maxCost`, a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const result = beamStackSearch(problem, {
 *   width: 1000,
 *   timeoutMs: 10_000,
 *   onSolution: (s) => console.log(`${s.cost} (optimal ≥ ${s.lowerBound})`),
 * });
 * if (result.status === 'solved') {
 *   console.log(result.provenOptimal ? `${result.cost} (proven optimal)` : `${result.cost} (optimal ≥ ${result.lowerBound})`);
 * }
 * ```
 * @see {@link beamStackSearchAsync}, {@link beamSearch}, {@link anytimeAstar}, {@link anaStar}
 * @category Anytime
 */
export function beamStackSearch<S, M>(problem: SearchProblem<S, M>, options?: BeamStackSearchOptions<S, M>): AnytimeResult<S, M>;
export function beamStackSearch<S extends State<S, unknown>>(
  problem: S,
  options?: BeamStackSearchOptions<S, MoveOf<S>>,
): AnytimeResult<S, MoveOf<S>>;
export function beamStackSearch<S, M>(problem: ProblemSource<S, M>, options: BeamStackSearchOptions<S, M> = {}): AnytimeResult<S, M> {
  return runToEnd(startBeamStack(normalize(problem, options), options));
}

/**
 * {@link beamStackSearch} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` or a user's click stops
 * it, with the best solution so far in the result. `onSolution` is called as solutions come.
 *
 * @example
 * ```ts
 * const stop = new AbortController();
 * const r = await beamStackSearchAsync(problem, { width: 500, signal: stop.signal, onSolution: (s) => show(s) });
 * ```
 * @see {@link beamStackSearch}
 * @category Anytime
 */
export function beamStackSearchAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: BeamStackSearchOptions<S, M>,
): Promise<AnytimeResult<S, M>>;
export function beamStackSearchAsync<S extends State<S, unknown>>(
  problem: S,
  options?: BeamStackSearchOptions<S, MoveOf<S>>,
): Promise<AnytimeResult<S, MoveOf<S>>>;
export async function beamStackSearchAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: BeamStackSearchOptions<S, M> = {},
): Promise<AnytimeResult<S, M>> {
  return runInSlices(startBeamStack(normalize(problem, options), options));
}
