import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import { SearchError } from '../errors.js';
import { IncrementalEngine } from '../internal/incremental-engine.js';
import { runInSlices, runToEnd } from '../internal/machine.js';
import { normalize } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { Emit } from '../state.js';
import type { IncrementalPlanner, PlannerSearchOptions } from './incremental-planner.js';

/**
 * Options of {@link lpaStar}: identity, the heuristic, and the limits every search of the planner
 * starts from (each call may override them).
 *
 * @category Options
 */
export interface LpaStarOptions<S> extends SearchOptions<S> {
  /**
   * An estimate of the cost from a state to the goal; overrides the problem's `heuristic`.
   * Consistent (h(s) ≤ c(s, t) + h(t) for every edge, 0 at the goal) for the optimum; `Infinity`
   * marks a state that cannot reach the goal. Default 0.
   */
  readonly heuristic?: (state: S) => number;
}

/**
 * Lifelong Planning A*: the cheapest path from a fixed start to a fixed goal, searched again after
 * step costs change by repairing the last search instead of starting over.
 *
 * @remarks
 * **When to use**: the same start and goal, asked again and again while a few edges change
 * between the questions (a door closes, a unit blocks a corridor, a road's cost is updated): a
 * repair expands about the states whose cost to the start the change touched, where a fresh A*
 * expands them all again. For an agent that moves along its path, use {@link dStarLite}. For one
 * question, {@link astar} is faster and smaller.
 *
 * **Details**: Koenig, Likhachev and Furcy (2004). Each state met keeps g (its cost from the
 * start as last expanded) and rhs (the least over its predecessors of g + step cost); the
 * states where they differ wait in a queue keyed [min(g, rhs) + h; min(g, rhs)]. A state whose rhs
 * fell below g takes g = rhs and lowers its successors' rhs; one whose rhs rose takes g = ∞ and
 * the states that took their rhs through it compute theirs afresh. The search ends when the goal is
 * consistent and no key in the queue is below its own: with a consistent heuristic its g is then
 * the cheapest cost. `costsChanged` puts the states touched by a change back to work. Statistics
 * are the call's: `reopened` counts expansions of a state whose g was already finite (repairs).
 * A failed search has no `closest`: the costs kept are from the start, not towards the goal.
 *
 * **Gotchas**: needs the problem's predecessors and its one goal state (the contract of
 * {@link bidirectionalBfs}; `isGoal` is not read) and positive step costs; see
 * {@link IncrementalPlanner} for what is kept and the rules of `costsChanged`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: successors, predecessors, one `goal`, a key.
 * @param options - hashing, heuristic, and default limits for every search.
 * @returns a planner: `search()` (and `searchAsync()`) for the cheapest path now, `costsChanged()`.
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`,
 * `missing-key` without a way to identify states; the planner's calls throw on misuse.
 * @example
 * ```ts
 * const planner = lpaStar(gridProblem, { heuristic: manhattan });
 * let r = planner.search();           // a first search, as A*
 * walls.add(cell);                     // the grid changes ...
 * planner.costsChanged([cell]);        // ... and the planner is told where
 * r = planner.search({ timeoutMs: 50 }); // a repair: the cheapest path now
 * ```
 * @see {@link dStarLite}, {@link astar}
 * @category Incremental
 */
export function lpaStar<S, M>(problem: BidirectionalProblem<S, M>, options: LpaStarOptions<S> = {}): IncrementalPlanner<S, M> {
  const p = normalize(problem, options);
  requireBackward(problem, 'lpaStar');
  const predecessors = (state: S, emit: Emit<S, M>): void => {
    for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
  };
  const h = p.heuristic;
  const engine = new IncrementalEngine<S, M>(
    {
      algorithm: 'lpaStar',
      p,
      root: p.initial,
      target: problem.goal,
      downstream: p.expand,
      upstream: predecessors,
      estimate: h === undefined ? undefined : (_goal, state) => h(state),
      fixedEstimates: true,
      rootFirst: true,
    },
    options,
  );
  return plannerOf(engine);
}

/** Refuses a problem that cannot be searched backwards from one goal. */
export function requireBackward<S, M>(problem: BidirectionalProblem<S, M>, algorithm: string): void {
  if (typeof problem.predecessors !== 'function' || !('goal' in problem)) {
    throw new SearchError('missing-capability', `${algorithm} needs the problem's predecessors(state) and its one goal state (goal)`);
  }
}

/** The public face of an engine: search (sync or in slices), costsChanged, stored. */
export function plannerOf<S, M>(engine: IncrementalEngine<S, M>): IncrementalPlanner<S, M> {
  return {
    search(options: PlannerSearchOptions = {}) {
      const machine = engine.begin(options);
      try {
        return runToEnd(machine);
      } finally {
        engine.release();
      }
    },
    async searchAsync(options: PlannerSearchOptions = {}) {
      const machine = engine.begin(options);
      try {
        return await runInSlices(machine);
      } finally {
        engine.release();
      }
    },
    costsChanged(states: Iterable<S>) {
      engine.costsChanged(states);
    },
    get stored() {
      return engine.stored;
    },
  };
}
