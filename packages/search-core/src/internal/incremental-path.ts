import { SearchError } from '../errors.js';
import type { Emit } from '../state.js';
import type { Path } from './search-kit.js';

/** What the path of an incremental planner is read from: its nodes, costs and parent links. */
export interface PlannerTree<S, M> {
  readonly algorithm: string;
  readonly root: number;
  /** Nodes stored: a chain of parents longer than this is a cycle. */
  size(): number;
  parent(node: number): number;
  stateOf(node: number): S;
  g(node: number): number;
  rhs(node: number): number;
  find(state: S): number;
  /** Lists the upstream neighbours of a state, with the forward move and the cost of each edge. */
  upstream(state: S, emit: Emit<S, M>): void;
  /** Per neighbour listed: counts a step and reads the limits when due (may throw an interruption). */
  tick(): void;
  /** A step cost checked; `Infinity` for a blocked edge. */
  stepCost(cost: number | undefined): number;
}

/**
 * The path from `target` to the root through the parents (LPA*: goal to start, reversed when
 * `rootFirst`; D* Lite: agent to goal). Each step's edge is looked up among the state's upstream
 * neighbours: the one to its parent whose cost gives its rhs to the last bit (rhs was computed as
 * that same sum). An edge gone or costing another amount (a change not reported) is a
 * `SearchError` of code `nondeterministic`, not a wrong path.
 */
export function tracePath<S, M>(tree: PlannerTree<S, M>, target: number, rootFirst: boolean): Path<S, M> {
  const states: S[] = [tree.stateOf(target)];
  const moves: M[] = [];
  const costs: number[] = [];
  let node = target;
  let want = -1;
  let found = false;
  let move: M | undefined;
  let cost = 0;
  const emit: Emit<S, M> = (neighbour, m, c) => {
    tree.tick();
    if (found) return;
    const step = tree.stepCost(c);
    if (step === Infinity || tree.find(neighbour) !== want) return;
    if (tree.g(want) + step === tree.rhs(node)) {
      found = true;
      move = m;
      cost = step;
    }
  };
  while (node !== tree.root) {
    want = tree.parent(node);
    if (want === -1 || costs.length > tree.size()) throw unreported(tree.algorithm);
    found = false;
    tree.upstream(tree.stateOf(node), emit);
    if (!found) throw unreported(tree.algorithm);
    states.push(tree.stateOf(want));
    moves.push(move as M);
    costs.push(cost);
    node = want;
  }
  // g sums the costs from the root's end; the path's cost is summed the same way.
  let total = 0;
  for (let i = costs.length - 1; i >= 0; i--) total += costs[i]!;
  if (rootFirst) {
    states.reverse();
    moves.reverse();
  }
  return { moves, states, cost: total };
}

function unreported(algorithm: string): SearchError {
  return new SearchError(
    'nondeterministic',
    `${algorithm}: an edge of the path is gone or costs another amount: call costsChanged with the states whose edges changed before searching again`,
  );
}
