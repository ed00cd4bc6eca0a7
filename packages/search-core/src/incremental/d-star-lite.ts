import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import { IncrementalEngine } from '../internal/incremental-engine.js';
import { normalize } from '../internal/normalize.js';
import type { SearchOptions } from '../options.js';
import type { Emit } from '../state.js';
import type { IncrementalPlanner } from './incremental-planner.js';
import { plannerOf, requireBackward } from './lpa-star.js';

/**
 * Options of {@link dStarLite}: identity, the heuristic between two states, and the limits every
 * search of the planner starts from (each call may override them).
 *
 * @category Options
 */
export interface DStarLiteOptions<S> extends SearchOptions<S> {
  /**
   * An estimate of the cost from `from` to `to` (the agent's position to a state): admissible and
   * consistent, and obeying the triangle inequality between any three states (the Manhattan or
   * octile distance on a grid). `Infinity` marks a state that `from` cannot reach. Default 0. The
   * problem's own one-state `heuristic` is not used: it estimates towards the goal, and D* Lite
   * needs estimates towards the agent.
   */
  readonly heuristic?: (from: S, to: S) => number;
}

/**
 * A {@link IncrementalPlanner} for an agent that moves: {@link IncrementalPlanner.search} answers
 * from where the agent is now.
 *
 * @category Incremental
 */
export interface DStarLitePlanner<S, M> extends IncrementalPlanner<S, M> {
  /**
   * The agent is now at `state` (usually the next state of the last path): the next search answers
   * from there. Any state will do; a jump is as cheap as a step.
   *
   * @param state - the agent's new position.
   * @throws {@link SearchError} of code `invalid-heuristic` when the heuristic says `state` cannot be
   * reached from the last position; `invalid-option` while a search of this planner runs.
   */
  moveTo(state: S): void;
  /** The agent's position: the problem's `initial`, then the last `moveTo`. */
  readonly position: S;
}

/**
 * D* Lite: the cheapest path from a moving agent to a fixed goal, searched again after the agent
 * moves and step costs change by repairing the last search instead of starting over.
 *
 * @remarks
 * **When to use**: a unit or robot that walks to a goal over a map it learns or that changes as it
 * goes (fog of war, doors, other units): after each step, tell the planner where the agent is
 * (`moveTo`) and which states' edges changed (`costsChanged`), and `search()` gives the cheapest
 * path from there. With a fixed start, {@link lpaStar} does the same forwards. For one question,
 * {@link astar} is faster and smaller.
 *
 * **Details**: Koenig and Likhachev (2002), the optimised version of its Figure 4: LPA* run
 * backwards from the goal (g is a state's cost to the goal, rhs the least over its successors of
 * step cost + g), with keys [min(g, rhs) + h(agent, s) + km; min(g, rhs)]. When the agent moves,
 * km grows by the estimate between its last and new positions, so the keys already queued stay
 * lower bounds and are raised only when they reach the front. `search()` ends when the agent's
 * state is consistent and no key is below its own; the path follows, from the agent, each state's
 * successor that gave its rhs. Statistics are the call's: `reopened` counts expansions of a state
 * whose g was already finite (repairs). A failed search has no `closest`.
 *
 * **Gotchas**: needs the problem's predecessors and its one goal state (the contract of
 * {@link bidirectionalBfs}; `isGoal` is not read), positive step costs, and a heuristic between
 * two states (not the problem's). See {@link IncrementalPlanner} for what is kept and the rules of
 * `costsChanged`.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move type.
 * @param problem - a {@link BidirectionalProblem}: successors, predecessors, one `goal`, a key; its
 * `initial` is the agent's first position.
 * @param options - hashing, heuristic between two states, and default limits for every search.
 * @returns a planner: `search()` (and `searchAsync()`), `moveTo()`, `costsChanged()`.
 * @throws {@link SearchError} with code `missing-capability` without `predecessors` or `goal`,
 * `missing-key` without a way to identify states; the planner's calls throw on misuse.
 * @example
 * ```ts
 * const planner = dStarLite(gridProblem, { heuristic: (a, b) => manhattan(a, b) });
 * let r = planner.search();
 * while (r.status === 'solved' && r.moves.length > 0) {
 *   planner.moveTo(r.states[1]);          // one step along the path
 *   const seen = sense(r.states[1]);      // cells whose walls changed
 *   planner.costsChanged(seen);
 *   r = planner.search({ timeoutMs: 20 });
 * }
 * ```
 * @see {@link lpaStar}, {@link astar}
 * @category Incremental
 */
export function dStarLite<S, M>(problem: BidirectionalProblem<S, M>, options: DStarLiteOptions<S> = {}): DStarLitePlanner<S, M> {
  const { heuristic, ...rest } = options;
  const p = normalize(problem, rest);
  requireBackward(problem, 'dStarLite');
  const predecessors = (state: S, emit: Emit<S, M>): void => {
    for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
  };
  const engine = new IncrementalEngine<S, M>(
    {
      algorithm: 'dStarLite',
      p,
      root: problem.goal,
      target: p.initial,
      downstream: predecessors,
      upstream: p.expand,
      estimate: heuristic,
      fixedEstimates: false,
      rootFirst: false,
    },
    rest,
  );
  const planner = plannerOf(engine);
  return {
    search: planner.search,
    searchAsync: planner.searchAsync,
    costsChanged: planner.costsChanged,
    moveTo(state: S) {
      engine.moveTo(state);
    },
    get stored() {
      return engine.stored;
    },
    get position() {
      return engine.position;
    },
  };
}
