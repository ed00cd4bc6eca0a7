import { startBestFirst } from '../internal/best-first.js';
import { runInScope } from '../internal/machine.js';
import { normalize, type ProblemSource } from '../internal/normalize.js';
import type { AStarOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { MoveOf, SearchProblem, State } from '../state.js';

/**
 * One expansion, as {@link astarSteps} yields it.
 *
 * @typeParam S - the state type.
 * @category Results
 */
export interface ExpansionStep<S> {
  /** The state being expanded. */
  readonly state: S;
  /** Its cost from the start. */
  readonly g: number;
  /** Its priority (g + weight × h, or h when greedy). */
  readonly f: number;
  /** Expansions so far, this one included. */
  readonly expanded: number;
  /** Open-list size after the expansion. */
  readonly frontier: number;
}

/**
 * A* one expansion at a time: a generator that yields each expanded state and returns the result.
 *
 * @remarks
 * **When to use**: progress bars, visualisation, or interleaving a search with other work (call
 * `next()` from a timer). The search is exactly {@link astar}'s (same options, same result); the
 * generator only pauses it. Stop early with `return()` once `next()` has run: the search is
 * dropped, and `return()` answers `{ done: true, value }` with a result of status `aborted` whose statistics count the
 * work done so far (so a caller that runs several searches in turns can report all of it).
 *
 * @example
 * ```ts
 * const steps = astarSteps(problem);
 * let r = steps.next();
 * while (!r.done) { draw(r.value.state); r = steps.next(); }
 * console.log(r.value.status);
 *
 * const other = astarSteps(problem);
 * other.next();
 * const end = other.return(undefined as never);
 * if (end.done) console.log(end.value.stats.expanded); // 1 (status 'aborted')
 * ```
 * @see {@link astar}
 * @category Best-first
 */
export function astarSteps<S, M>(
  problem: SearchProblem<S, M>,
  options?: AStarOptions<S>,
): Generator<ExpansionStep<S>, SearchResult<S, M>, void>;
export function astarSteps<S extends State<S, unknown>>(
  problem: S,
  options?: AStarOptions<S>,
): Generator<ExpansionStep<S>, SearchResult<S, MoveOf<S>>, void>;
export function* astarSteps<S, M>(
  problem: ProblemSource<S, M>,
  options: AStarOptions<S> = {},
): Generator<ExpansionStep<S>, SearchResult<S, M>, void> {
  const run = startBestFirst(normalize(problem, options), options, 'astarSteps');
  // The time between two steps is the caller's; the control reads the clock as it needs.
  run.control.begin(false, 0);
  // Paused at a step: a return() from the caller ends the search here, with its statistics.
  let paused = false;
  try {
    for (;;) {
      let step: ExpansionStep<S> | undefined;
      // Each step runs with the search as the thread's scope (for `checkpoint()` in the problem),
      // and a stop from inside an expansion ends the search there.
      const result = runInScope(
        run.control,
        () =>
          run.advance(1, (s) => {
            step = s;
          }),
        (stop) => run.halt(stop),
      );
      if (step) {
        paused = true;
        try {
          yield step;
        } catch (e) {
          // A throw() from the caller is the caller's error, not a stop.
          paused = false;
          throw e;
        }
        paused = false;
      }
      if (result) return result;
    }
  } finally {
    // The answer to return() while paused (a finally's return replaces the caller's value).
    // biome-ignore lint/correctness/noUnsafeFinally: the return replaces the caller's value on purpose
    if (paused) return run.abort();
  }
}
