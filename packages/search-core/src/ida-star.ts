import { SearchError } from './errors.js';
import { Control, newStats } from './internal/control.js';
import { type CycleCheck, DepthFirst } from './internal/depth-first.js';
import { normalize, type ProblemSource } from './internal/normalize.js';
import type { SearchOptions } from './options.js';
import type { SearchResult, SearchStats } from './result.js';
import type { MoveOf, SearchProblem, State } from './state.js';

/**
 * Options of {@link idaStar}.
 *
 * @category Options
 */
export interface IdaStarOptions<S> extends SearchOptions<S> {
  /** The heuristic; overrides the problem's `heuristic` and `State.estimate`. */
  readonly heuristic?: (state: S) => number;
  /**
   * How cycles are cut: `'path'` skips a child equal to any state on the current path, `'parent'`
   * only one equal to the parent's parent (undoing the last move), `'none'` trusts the problem.
   * Default `'path'` when states can be identified, else `'none'`.
   */
  readonly cycleCheck?: CycleCheck;
  /**
   * A bounded transposition table: at most this many states remembered per iteration with the
   * cheapest cost they were reached at; a state reached again at no lower cost is skipped.
   * Default 0 (off: linear memory).
   */
  readonly transpositionTable?: number;
  /** Try the children with the smallest heuristic first (finds the goal sooner in the last iteration). */
  readonly orderByHeuristic?: boolean;
}

/**
 * IDA*: iterative-deepening A*, optimal with an admissible heuristic, in memory linear in the
 * depth.
 *
 * @remarks
 * **When to use**: the state space is far too large to store (the 15-puzzle), costs are few
 * distinct values, and the heuristic is admissible. Each iteration is a depth-first pass bounded
 * by f = g + h; the next bound is the smallest f that exceeded the last one.
 *
 * **Details**: `stats.generated` counts every child produced plus one for the root; `stats.iterations` the passes. For the fastest inner loop, a problem that can apply
 * and undo moves in place should use {@link idaStarInPlace}.
 *
 * **Gotchas**: many distinct f values (real-valued costs) mean many iterations; use {@link astar}
 * then. Recursion depth equals the solution depth.
 *
 * @example
 * ```ts
 * const r = idaStar(problem, { heuristic: manhattan, cycleCheck: 'parent' });
 * ```
 * @see {@link idaStarInPlace}, {@link astar}, {@link iddfs}
 * @category Algorithms
 */
export function idaStar<S, M>(problem: SearchProblem<S, M>, options?: IdaStarOptions<S>): SearchResult<S, M>;
export function idaStar<S extends State<S, unknown>>(problem: S, options?: IdaStarOptions<S>): SearchResult<S, MoveOf<S>>;
export function idaStar<S, M>(problem: ProblemSource<S, M>, options: IdaStarOptions<S> = {}): SearchResult<S, M> {
  const p = normalize(problem, options);
  const heuristic = p.heuristic ?? (() => 0);
  return iterate(
    p,
    options,
    {
      heuristic,
      unitCost: false,
      cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
      hashing: p.hashing,
      tableSize: checkTable(options.transpositionTable),
      orderByHeuristic: options.orderByHeuristic === true,
    },
    (p0) => heuristic(p0),
    (next) => next,
  );
}

export function checkTable(size: number | undefined): number {
  if (size === undefined) return 0;
  if (!(size >= 0)) throw new SearchError('invalid-option', `transpositionTable must be ≥ 0, got ${String(size)}`);
  return size;
}

/** The iterative-deepening loop shared by IDA* and IDDFS. */
export function iterate<S, M>(
  p: ReturnType<typeof normalize<S, M>>,
  options: SearchOptions<S>,
  config: ConstructorParameters<typeof DepthFirst<S, M>>[1],
  firstBound: (initial: S) => number,
  nextBound: (next: number, bound: number) => number,
  maxBound = Infinity,
): SearchResult<S, M> {
  const control = new Control(options);
  const stats: SearchStats = newStats();
  stats.iterations = 0;
  const done = <R extends SearchResult<S, M>>(r: R): R => {
    stats.elapsedMs = control.elapsed();
    return r;
  };
  const early = control.initial();
  if (early) return done({ status: 'aborted', stats });
  const engine = new DepthFirst(p, config, control, stats);
  let bound = firstBound(p.initial);
  if (!(bound >= 0)) throw new SearchError('invalid-heuristic', `the heuristic of the initial state is ${String(bound)}`);
  for (;;) {
    if (bound > maxBound) return done({ status: 'limit', limit: 'depth', stats });
    stats.iterations++;
    const out = engine.pass(bound);
    if (out.kind === 'found') return done({ status: 'solved', moves: out.moves, states: out.states, cost: out.cost, stats });
    if (out.kind === 'stopped') {
      return done(out.stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: out.stop.limit, stats });
    }
    if (out.next === Infinity) return done({ status: 'exhausted', stats });
    bound = nextBound(out.next, bound);
  }
}
