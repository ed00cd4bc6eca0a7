import {
  anytimeAstar,
  type AnytimeOptions,
  type AnytimeResult,
  type SearchPath,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import type { GameSolution, GameSolveResult } from '../plugin.js';

/**
 * The best solution of a game's anytime solve and the proven lower bound on the optimum, across
 * every stage of the solve: each cheaper solution is passed on to the caller's `onSolution` as it
 * comes, and {@link AnytimeTracker.answer} makes the game's result.
 *
 * @remarks
 * **When to use**: in a game's `anytime` algorithm, which finds a first solution with its fast
 * search and then improves it (an {@link AnytimeTracker.improve} stage: search-core's
 * `anytimeAstar` bounded below the best cost). Offer every solution found ({@link AnytimeTracker.offer})
 * and every bound proven ({@link AnytimeTracker.raise}); only a strictly cheaper solution is kept and
 * reported, and the bound never falls.
 *
 * **Gotchas**: costs are taken to be whole numbers (every game's are): a better solution than `c`
 * costs at most `c − 1`, which is what {@link AnytimeTracker.improve} asks for. A bound is only as
 * good as the estimate behind it: raise it only from an admissible heuristic or a search that ran
 * to its end. The bound is capped at the best cost (a bound reaching it proves it optimal).
 *
 * @typeParam S - the state type of the solutions.
 * @typeParam M - the move type of the solutions.
 * @example
 * ```ts
 * const tracker = new AnytimeTracker(formatSolution, options.onSolution);
 * const first = fastSearch(level, limits);
 * if (first.status === 'solved') tracker.offer(first, 0);
 * const last = tracker.improve(problem, { ...limits, heuristic: admissible });
 * return tracker.answer(last, mergeStats(first.stats, last.stats));
 * ```
 * @category Solving
 */
export class AnytimeTracker<S, M> {
  private bestPath: SearchPath<S, M> | undefined;
  private bound = 0;
  private found = 0;

  /**
   * @param format - writes moves in the game's notation (for `onSolution`).
   * @param onSolution - the caller's callback ({@link GameSolveOptions.onSolution}), if any.
   * @param started - when the solve started (`performance.now()`), for `elapsedMs`.
   */
  constructor(
    private readonly format: (moves: readonly M[]) => string,
    private readonly onSolution?: (solution: GameSolution) => void,
    private readonly started: number = performance.now(),
  ) {}

  /** The cost of the best solution so far; `Infinity` before the first. */
  get cost(): number {
    return this.bestPath?.cost ?? Infinity;
  }

  /** The best solution so far. */
  get best(): SearchPath<S, M> | undefined {
    return this.bestPath;
  }

  /** The proven lower bound so far (never above the best cost). */
  get lowerBound(): number {
    return this.bound;
  }

  /** How many solutions were kept (each cheaper than the last). */
  get solutions(): number {
    return this.found;
  }

  /** Whether the best solution is proven optimal. */
  get optimal(): boolean {
    return this.bestPath !== undefined && this.bound >= this.bestPath.cost;
  }

  /**
   * Raises the proven lower bound to `lowerBound` (a lower one changes nothing); capped at the
   * best cost.
   */
  raise(lowerBound: number): void {
    const capped = Math.min(lowerBound, this.cost);
    if (capped > this.bound) this.bound = capped;
  }

  /**
   * Offers a solution with the lower bound proven when it was found: kept, and reported to
   * `onSolution`, when it is cheaper than the best so far.
   *
   * @returns whether it was kept.
   */
  offer(path: SearchPath<S, M>, lowerBound = 0): boolean {
    if (!(path.cost < this.cost)) {
      this.raise(lowerBound);
      return false;
    }
    this.bestPath = { moves: path.moves, states: path.states, cost: path.cost };
    this.found++;
    this.raise(lowerBound);
    this.onSolution?.({
      solution: this.format(path.moves),
      moves: path.moves.length,
      cost: path.cost,
      lowerBound: this.bound,
      optimal: this.optimal,
      elapsedMs: performance.now() - this.started,
    });
    return true;
  }

  /**
   * An improvement stage: search-core's `anytimeAstar` on `problem`, asking only for solutions
   * cheaper than the best so far (`maxCost: cost − 1`), each offered here as it comes, and every
   * lower bound it proves raised here. When it runs to its end, the best solution is proven
   * optimal (or, with none, the bound is what it proved).
   *
   * @remarks The heuristic (in `options` or the problem) must be admissible for the bounds to hold.
   * A search whose states or moves are not the game's own (packed states, canonical moves) gives
   * `convert` to turn a path back into the game's.
   *
   * @param problem - the search problem (integer step costs).
   * @param options - `anytimeAstar`'s options: limits, heuristic, weights; `maxCost`,
   *   `onSolution` and `onLowerBound` are set here.
   * @param convert - turns a path of `problem` into one of the game's states and moves.
   * @returns the search's own result (its statistics, and how it ended).
   */
  improve<T, N>(
    problem: SearchProblem<T, N>,
    options: Omit<AnytimeOptions<T, N>, 'maxCost' | 'onSolution' | 'onLowerBound'>,
    convert: (path: SearchPath<T, N>) => SearchPath<S, M>,
  ): AnytimeResult<T, N> {
    const best = this.cost;
    const result = anytimeAstar(problem, {
      ...options,
      ...(best < Infinity ? { maxCost: best - 1 } : {}),
      onSolution: (s) => this.offer(convert(s), s.lowerBound),
      onLowerBound: (b) => this.raise(b),
    });
    if (result.status === 'solved') this.offer(convert(result), result.lowerBound);
    else if (result.status === 'exhausted') {
      // Nothing at most `best − 1`: the best is optimal (its bound is capped at it); with no best,
      // the search's own bound (Infinity: no solution at all) stands.
      this.raise(best < Infinity ? best : result.lowerBound);
    } else this.raise(result.lowerBound);
    return result;
  }

  /**
   * The game's result: the best solution with `stats`, its lower bound and whether it is proven
   * optimal; without one, `last` (how the last search ended) with `stats` and the bound proven
   * (`Infinity` when a search proved that no solution exists).
   */
  answer(last: SearchResult<unknown, unknown>, stats: SearchStats): GameSolveResult<S, M> {
    const best = this.bestPath;
    if (best !== undefined) {
      return {
        result: { status: 'solved', moves: best.moves, states: best.states, cost: best.cost, stats },
        solution: this.format(best.moves),
        optimal: this.optimal,
        lowerBound: this.bound,
      };
    }
    // A solution not offered here would be lost: a bug in the game, not an answer.
    if (last.status === 'solved')
      throw new Error('AnytimeTracker.answer: the last search solved the level, but its solution was never offered');
    const failed: SearchResult<S, M> = { status: last.status, stats, ...(last.limit !== undefined ? { limit: last.limit } : {}) };
    return { result: failed, optimal: false, lowerBound: this.bound };
  }
}
