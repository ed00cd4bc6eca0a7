import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';

/**
 * The options of one search of an {@link IncrementalPlanner}: limits, cancellation and progress
 * for that call alone, over the planner's own (given when it was made).
 *
 * @category Options
 */
export type PlannerSearchOptions = Omit<SearchOptions<never>, 'hashing' | 'key' | 'capacity' | 'stateBytes'>;

/**
 * A search kept between calls, for a graph whose step costs change: what {@link lpaStar} and
 * {@link dStarLite} return.
 *
 * @remarks
 * **Kept between calls**: every state met, with two costs, its parent and its place in the queue
 * (about 60 bytes of bookkeeping plus the state itself), so that a search after a few changes
 * repairs the last answer instead of starting over. Nothing is freed before the planner is: drop
 * it (and make a new one) to free the memory; `stored` says how many states it holds.
 * `maxStates` and `maxMemoryBytes` count every state the planner holds, not only those one call
 * adds.
 *
 * **Limits**: each `search` honours every limit of {@link SearchOptions} and its cancellation.
 * A search stopped by one leaves the planner ready: the next call goes on from where it stopped,
 * and its answer is still right for the graph as it is then.
 *
 * **Gotchas**: step costs must be positive (a zero-cost cycle could keep a stale cost alive; a
 * `SearchError` of code `invalid-cost` says so); `Infinity` or an edge no longer listed is a
 * blocked edge. Change costs only between searches, and say which states' edges changed: a
 * planner cannot see a change it was not told of (the path it returns is checked against the
 * problem, and a `SearchError` of code `nondeterministic` reports an edge gone or re-costed behind
 * its back, but costs off the path go unseen). One call at a time: a call while an async search
 * runs throws a `SearchError` of code `invalid-option`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @category Incremental
 */
export interface IncrementalPlanner<S, M> {
  /**
   * The cheapest path on the graph as it is now, repairing the last search's work.
   *
   * @param options - limits, signal, cancel flag and progress for this call (over the planner's).
   * @returns `solved` with the cheapest path, `exhausted` when no path exists now, or `limit` /
   * `aborted` (the planner stays ready for the next call).
   * @throws {@link SearchError} on a zero, negative or NaN step cost, a NaN heuristic, a call
   * while another runs, or a path edge changed without `costsChanged`.
   */
  search(options?: PlannerSearchOptions): SearchResult<S, M>;
  /**
   * {@link IncrementalPlanner.search} that lets the event loop run while it searches, in slices
   * of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
   */
  searchAsync(options?: PlannerSearchOptions): Promise<SearchResult<S, M>>;
  /**
   * Says that edges into or out of `states` changed cost, appeared or disappeared since the last
   * search (either end of a changed edge is enough; give both when unsure, or every state whose
   * validity changed). A state the planner never met is stored, to look at its edges at the next
   * search (a wall cell taken down opens edges from the states around it). Costs are read afresh
   * from the problem at the next search; this call reads nothing of the problem but keys.
   *
   * @param states - the states at an end of a changed edge (a grid cell that was blocked or freed).
   * @throws {@link SearchError} of code `invalid-option` while a search of this planner runs.
   */
  costsChanged(states: Iterable<S>): void;
  /** The number of states the planner holds (every state met so far). */
  readonly stored: number;
}
