import { SearchError } from '../errors.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { isProblem, normalize, type ProblemSource } from '../internal/normalize.js';
import { type ExpandByFChange, startPartialExpansion } from '../internal/partial-expansion-engine.js';
import type { AStarOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * Options of {@link partialExpansionAstar}: the shared options and the heuristic.
 *
 * @category Options
 */
export type PartialExpansionOptions<S> = Pick<AStarOptions<S>, Exclude<keyof AStarOptions<S>, 'weight' | 'greedy' | 'maxCost'>>;

/**
 * Enhanced partial-expansion A* (EPEA*): A*'s optimal answer, storing only the successors whose
 * f can matter, for problems that can list their successors by f-change.
 *
 * @remarks
 * **When to use**: many successors per state (a puzzle with dozens of moves) of which most have
 * f above the optimum, and a cheap way to know each successor's f-change (step cost + h(child) −
 * h(state)) before making it: a table by move, as the change of a Manhattan distance by one tile's
 * move. A* stores every successor it generates; EPEA* makes and stores only those of the f-change
 * it needs now, and keeps the parent open with its next f-change. Memory and generated states
 * fall by up to the branching factor.
 *
 * **Details**: Felner et al. (2012), with Goldenberg et al.'s operator selection (2014). A node is
 * stored with F = f + the least f-change it has not made; popping it calls
 * `problem.expandByFChange(state, above, atMost, emit)` for that f-change and puts it back with
 * the next one the call returns. Each call counts as an expansion in `stats.expanded`. Goals are
 * tested when a node is first popped, so the cost is optimal when the heuristic is admissible;
 * a cheaper path to a node makes its successors again from the least f-change.
 *
 * **Gotchas**: the f-changes must be those of the heuristic the search uses (the problem's, or
 * `heuristic`) and the successors those `expand` or `successors` lists: paths are rebuilt with
 * `expand`, matching states by key (so the problem still needs one of them). A problem without
 * `expandByFChange` gets a {@link SearchError} with code `missing-capability`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link SearchProblem} with `expandByFChange`, or a start {@link State} with that method.
 * @param options - heuristic, hashing, limits, signal, cancel flag, progress.
 * @returns the result: `solved` with the cheapest path, or `exhausted`, `limit`, `aborted` (with `closest`).
 * @throws {@link SearchError} with code `missing-capability` when the problem has no `expandByFChange`;
 * on misuse: a negative or NaN cost, a NaN heuristic, no key.
 * @example
 * ```ts
 * // Grid moves: stepping towards the goal keeps f (change 0), away raises it by 2.
 * const r = partialExpansionAstar({
 *   ...gridProblem,
 *   expandByFChange(cell, above, atMost, emit) {
 *     let next = Infinity;
 *     for (const [to, move] of neighbours(cell)) {
 *       const change = 1 + manhattan(to) - manhattan(cell);
 *       if (change > above && change <= atMost) emit(to, move, 1);
 *       else if (change > atMost) next = Math.min(next, change);
 *     }
 *     return next;
 *   },
 * });
 * ```
 * @see {@link partialExpansionAstarAsync}, {@link astar}, {@link SearchProblem.expandByFChange}
 * @category Best-first
 */
export function partialExpansionAstar<S, M>(
  problem: SearchProblem<S, M>,
  options?: PartialExpansionOptions<S>,
): SearchResultWithClosest<S, M>;
export function partialExpansionAstar<S extends State<S, unknown>>(
  problem: S,
  options?: PartialExpansionOptions<S>,
): SearchResultWithClosest<S, MoveOf<S>>;
export function partialExpansionAstar<S, M>(
  problem: ProblemSource<S, M>,
  options: PartialExpansionOptions<S> = {},
): SearchResultWithClosest<S, M> {
  return runToEnd(machine(problem, options));
}

/**
 * {@link partialExpansionAstar} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await partialExpansionAstarAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link partialExpansionAstar}
 * @category Best-first
 */
export function partialExpansionAstarAsync<S, M>(
  problem: SearchProblem<S, M>,
  options?: PartialExpansionOptions<S>,
): Promise<SearchResultWithClosest<S, M>>;
export function partialExpansionAstarAsync<S extends State<S, unknown>>(
  problem: S,
  options?: PartialExpansionOptions<S>,
): Promise<SearchResultWithClosest<S, MoveOf<S>>>;
export async function partialExpansionAstarAsync<S, M>(
  problem: ProblemSource<S, M>,
  options: PartialExpansionOptions<S> = {},
): Promise<SearchResultWithClosest<S, M>> {
  return runInSlices(machine(problem, options));
}

function machine<S, M>(problem: ProblemSource<S, M>, options: PartialExpansionOptions<S>) {
  const p = normalize(problem, options);
  return startPartialExpansion(p, byFChangeOf(problem), options);
}

/** The problem's `expandByFChange`, or a typed error naming it. */
function byFChangeOf<S, M>(problem: ProblemSource<S, M>): ExpandByFChange<S, M> {
  if (isProblem(problem)) {
    if (typeof problem.expandByFChange === 'function') return (s, above, atMost, emit) => problem.expandByFChange!(s, above, atMost, emit);
  } else if (typeof (problem as State<S, M>).expandByFChange === 'function') {
    return (s, above, atMost, emit) => (s as State<S, M>).expandByFChange!(above, atMost, emit);
  }
  throw new SearchError(
    'missing-capability',
    'partialExpansionAstar needs the problem to list successors by f-change: give it expandByFChange(state, above, atMost, emit) (a State: expandByFChange(above, atMost, emit))',
  );
}
