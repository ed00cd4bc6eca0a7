import { SearchError } from '../errors.js';
import type { Emit } from '../state.js';
import type { NodeArena } from './node-arena.js';
import { checkCost } from './normalize.js';
import type { VisitedTable } from './visited-table.js';

/** The error of a path replay whose step `step` (from 1) did not give the successor the search stored. */
export function replayFailed(step: number): SearchError {
  return new SearchError(
    'nondeterministic',
    `replaying the path, step ${step} did not produce the same successor: successors must be deterministic`,
  );
}

/**
 * Rebuilds a path by replaying successor ordinals from the initial state. Storing ordinals
 * instead of states keeps closed nodes down to a few bytes each.
 */
export function replayPath<S, M>(
  initial: S,
  expand: (state: S, emit: Emit<S, M>) => void,
  ordinals: readonly number[],
  check?: (state: S, step: number) => boolean,
): { moves: M[]; states: S[]; cost: number } {
  const moves: M[] = [];
  const states: S[] = [initial];
  let cost = 0;
  let current = initial;
  for (let step = 0; step < ordinals.length; step++) {
    const want = ordinals[step]!;
    let seen = 0;
    let found = false;
    let nextState: S | undefined;
    let nextMove: M | undefined;
    let nextCost = 0;
    expand(current, (state, move, c) => {
      if (seen++ === want) {
        found = true;
        nextState = state;
        nextMove = move;
        nextCost = checkCost(c);
      }
    });
    if (!found || (check && !check(nextState as S, step))) throw replayFailed(step + 1);
    current = nextState as S;
    moves.push(nextMove as M);
    states.push(current);
    cost += nextCost;
  }
  return { moves, states, cost };
}

/**
 * The path from the root to `node` of a search that stored its nodes in `arena` and `table`: the
 * ordinals are replayed, and every state reached is checked against the node it should be.
 */
export function pathToNode<S, M>(
  initial: S,
  expand: (state: S, emit: Emit<S, M>) => void,
  arena: NodeArena,
  table: VisitedTable<S>,
  node: number,
): { moves: M[]; states: S[]; cost: number } {
  const chain = arena.chainTo(node);
  const ordinals = chain.slice(1).map((n) => arena.ordinal[n]!);
  return replayPath(initial, expand, ordinals, (state, step) => table.find(state) === chain[step + 1]);
}
