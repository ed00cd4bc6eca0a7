/**
 * The search state: a level and one position in it, as search-core's `State` contract.
 *
 * @module
 */
import type { State, Successor } from '@puzzle-solvers/search-core';
import { admissibleHeuristic, type Heuristic } from './heuristics.js';
import type { Level } from './level.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position, type Refusal } from './rules.js';

/** One admissible estimate per level, shared by its states (it keeps scratch space per level). */
const estimates = new WeakMap<Level, Heuristic>();

function estimateOf(level: Level): Heuristic {
  let h = estimates.get(level);
  if (h === undefined) {
    h = admissibleHeuristic(level);
    estimates.set(level, h);
  }
  return h;
}

/**
 * What playing one move on a {@link SokobondState} gives: the next state, or why the move is
 * refused (the state is then unchanged).
 *
 * @category State
 */
export type Played = { readonly ok: true; readonly state: SokobondState } | { readonly ok: false; readonly reason: Refusal };

/**
 * A position in a level, implementing search-core's `State` contract over the package's rules:
 * hand it to any search-core algorithm, `astar(new SokobondState(level))`.
 *
 * @remarks
 * **When to use it**: to search a level with an algorithm of your own choice or to step through
 * one by hand; the verifier and {@link replaySolution} play moves through it. `solve` does not:
 * it hands search-core the bare position strings with allocation-free callbacks (`problemOf`) and
 * adds its own stages, which is several times faster than one object per state.
 *
 * The position string has one character per atom of the level (its cell and its bonds to the
 * right and below; see {@link Position}), and is the key: two positions merge exactly when every
 * atom is on the same cell with the same bonds. Atom identity is part of the key on purpose: the
 * game bonds atoms in file order, so swapping two hydrogens can change what a later move does.
 *
 * `estimate` is the admissible estimate of {@link admissibleHeuristic} (so A* over these states
 * finds shortest solutions), and `isValid` is false for positions it proves dead.
 *
 * @example
 * ```ts
 * import { astar } from '@puzzle-solvers/search-core';
 * const result = astar(new SokobondState(parse('xxxxx\nxH-hx\nxxxxx')));
 * result.status === 'solved' && result.moves; // ['right']
 * ```
 * @see {@link solve}, {@link replaySolution}
 * @category State
 */
export class SokobondState implements State<SokobondState, Direction> {
  /**
   * @param level - the level.
   * @param position - a position in it; the level's start when omitted.
   */
  constructor(
    readonly level: Level,
    readonly position: Position = initialPosition(level),
  ) {}

  /** The position at the start of `level` (the same as `new SokobondState(level)`). */
  static initial(level: Level): SokobondState {
    return new SokobondState(level);
  }

  /** Plays one move: the next state, or why the move is refused. */
  play(dir: Direction): Played {
    const r = move(this.level, this.position, dir);
    return r.ok ? { ok: true, state: new SokobondState(this.level, r.position) } : r;
  }

  /** The state after `dir`, or undefined when the move is refused. */
  after(dir: Direction): SokobondState | undefined {
    const r = this.play(dir);
    return r.ok ? r.state : undefined;
  }

  /** The states one move away, in the order up, left, down, right; each move costs 1. */
  *successors(): Iterable<Successor<SokobondState, Direction>> {
    for (const dir of DIRECTIONS) {
      const next = this.after(dir);
      if (next !== undefined) yield { move: dir, state: next };
    }
  }

  /** Whether no atom has a free electron. */
  isGoal(): boolean {
    return isSolved(this.level, this.position);
  }

  /** A lower bound on the moves left (0 for a dead position, which `isValid` prunes). */
  estimate(): number {
    const h = estimateOf(this.level)(this.position);
    return h === Infinity ? 0 : h;
  }

  /** False when the position can be proven dead (no solution from it). */
  isValid(): boolean {
    return estimateOf(this.level)(this.position) !== Infinity;
  }

  /** The position string. */
  key(): string {
    return this.position;
  }
}
