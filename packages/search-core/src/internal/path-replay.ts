import { SearchError } from '../errors.js';
import type { Emit } from '../state.js';
import type { Scope } from './ambient.js';
import type { NodeArena } from './node-arena.js';
import { checkCost } from './normalize.js';
import type { VisitedTable } from './visited-table.js';

/** Thrown by {@link PathReplay.offer} to leave the problem's `expand` once the child wanted is known. */
const FOUND: unique symbol = Symbol('the child wanted is found');

/** An expansion that has listed this many children by the one wanted is left there. */
const MANY_CHILDREN = 16;

/** The error of a path replay whose step `step` (from 1) did not give the successor the search stored. */
function replayFailed(step: number): SearchError {
  return new SearchError(
    'nondeterministic',
    `replaying the path, step ${step} did not produce the same successor: successors must be deterministic`,
  );
}

/**
 * A solution's path, rebuilt through the engine's own `emit`.
 *
 * The engine stores each node's successor ordinal, not its state (closed nodes stay a few bytes
 * each), and rebuilds the path by calling `expand` along it. Were that done with another function than the search's `emit`, the problem's
 * calls of `emit` would from then on reach two functions, and V8 would stop calling the search's
 * directly, in that search and in every later one. So the engine's `emit` starts with
 * `if (replay.want >= 0) return replay.offer(child, move, cost, control);` and {@link PathReplay.run} steers
 * it.
 *
 * A step of the replay costs what an expansion costs, which in a game may be a second: the replay
 * leaves `expand` as soon as it has the child it wants (by throwing a private token through the
 * problem's code, as a stop does), and ticks the search's control on every child, so that the
 * search's limits hold during the replay too.
 */
export class PathReplay<S, M> {
  /** The ordinal of the child to pick while replaying, or -1 while searching. */
  want = -1;
  private seen = 0;
  private found = false;
  private state: S | undefined;
  private move: M | undefined;
  private cost: number | undefined;

  /**
   * A child emitted while replaying: kept when it is the one wanted. `expand` is then left at once
   * when it lists many children (a throw costs microseconds: on an expansion of a few children the
   * rest of it costs less, and a depth-first path may be tens of thousands of steps long).
   */
  offer(child: S, move: M, cost: number | undefined, control: Scope): void {
    control.tick();
    if (this.seen++ === this.want) {
      this.found = true;
      this.state = child;
      this.move = move;
      this.cost = cost;
      if (this.seen >= MANY_CHILDREN) throw FOUND;
    }
  }

  /**
   * The path from the root to `node`: the ordinals in `arena` replayed through `emit` from
   * `initial`, each state checked against its node in `table`.
   */
  run(
    initial: S,
    expand: (state: S, emit: Emit<S, M>) => void,
    emit: Emit<S, M>,
    arena: NodeArena,
    table: VisitedTable<S>,
    node: number,
  ): { moves: M[]; states: S[]; cost: number } {
    const chain = arena.chainTo(node);
    const moves: M[] = [];
    const states: S[] = [initial];
    let cost = 0;
    let current = initial;
    try {
      for (let step = 1; step < chain.length; step++) {
        this.want = arena.ordinal[chain[step]!]!;
        this.seen = 0;
        this.found = false;
        try {
          expand(current, emit);
        } catch (e) {
          if (e !== FOUND) throw e;
        }
        if (!this.found || table.find(this.state as S) !== chain[step]) throw replayFailed(step);
        current = this.state as S;
        moves.push(this.move as M);
        states.push(current);
        cost += checkCost(this.cost);
      }
    } finally {
      this.want = -1;
      this.state = undefined;
      this.move = undefined;
    }
    return { moves, states, cost };
  }
}
