import type { BidirectionalProblem } from './bidirectional-bfs.js';
import type { BidirectionalSearchOptions } from './bidirectional-search-options.js';
import { normalizeBidirectional } from '../internal/bidirectional-kit.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { startNbs } from '../internal/nbs-engine.js';
import type { SearchResultWithClosest } from '../result.js';

/**
 * Options of {@link nbs}: the heuristics both ways and ε (see {@link BidirectionalSearchOptions}).
 *
 * @typeParam S - the state type.
 * @category Options
 */
export type NbsOptions<S> = BidirectionalSearchOptions<S>;

/**
 * NBS: optimal bidirectional heuristic search between the initial state and one goal state, for
 * problems that can list predecessors.
 *
 * @remarks
 * **When to use**: one known goal state, predecessors that are easy to list (reversible puzzles,
 * road maps), weighted moves or a heuristic that {@link bidirectionalBfs} cannot use, and a
 * heuristic too weak for A* to stay small: meeting in the middle, each half explores to about
 * half the depth.
 *
 * **Details**: NBS (Chen, Sturtevant, Holte, Zilles 2017). Beside MM ({@link mmSearch}, Holte et
 * al. 2016) both are optimal with admissible front-to-end heuristics, but NBS expands at most twice
 * the states any admissible front-to-end bidirectional algorithm must expand (MM has no such
 * bound), and is the one in Rust's heuristic-search crate and in HOG2 beside MM. It expands pairs (one state each way) in order of
 * the lower bound max(f(u), f(v), g(u) + g(v) + `minStepCost`), using the waiting/ready queues of
 * the paper. Every state reached is looked up in the other side's table; the search ends when
 * the cheapest meeting costs no more than the bound. Each half expansion counts in `stats.expanded`.
 *
 * **Gotchas**: only `problem.goal` is searched for (other states `isGoal` accepts are not); the
 * goal must be one. Predecessors must be deterministic like successors (paths are replayed both
 * ways). A problem without `predecessors` or `goal` gets a {@link SearchError} with code
 * `missing-capability`. Memory: both halves' states.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: a {@link SearchProblem} with `goal` and `predecessors`.
 * @param options - heuristic, backwardHeuristic, minStepCost, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest` from the forward half).
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`;
 * `invalid-problem` when `goal` is not a goal; on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * const r = nbs(
 *   { ...slidingPuzzle, goal: solvedBoard, predecessors: (b) => slidingPuzzle.successors(b) },
 *   { backwardHeuristic: (b) => manhattanTo(start, b), minStepCost: 1 },
 * );
 * ```
 * @see {@link nbsAsync}, {@link mmSearch}, {@link bidirectionalBfs}, {@link astar}
 * @category Bidirectional
 */
export function nbs<S, M>(problem: BidirectionalProblem<S, M>, options: NbsOptions<S> = {}): SearchResultWithClosest<S, M> {
  return runToEnd(machine(problem, options));
}

/**
 * {@link nbs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await nbsAsync(problem, { minStepCost: 1, signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link nbs}
 * @category Bidirectional
 */
export async function nbsAsync<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: NbsOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(machine(problem, options));
}

function machine<S, M>(problem: BidirectionalProblem<S, M>, options: NbsOptions<S>) {
  return startNbs(normalizeBidirectional(problem, options, 'nbs'), problem, options);
}
