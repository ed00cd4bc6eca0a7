/**
 * The state of a ball sort level: its encoding as tube codes (re-exported from `encoding/`) and
 * {@link BallSortState}, the class that implements search-core's `State` over the same rules.
 *
 * @module
 */
import { numberPacker, type State, type Successor } from '@puzzle-solvers/search-core';
import { codecOf, initialState, isSolved, tubesOf } from './encoding/tube-codec.js';
import { heuristicFor } from './heuristics.js';
import type { BallState, Level, Move } from './level.js';
import { moveError, rulesOf } from './rules.js';

export {
  canonicalForm,
  canonicalKey,
  codecOf,
  decodeTube,
  encodeTube,
  hashState,
  heightOf,
  initialState,
  isSolved,
  sameState,
  sortCodes,
  stateOf,
  tubesOf,
  type Codec,
} from './encoding/tube-codec.js';

const plainKeys = new WeakMap<Level, (state: BallState) => number | string>();
const estimates = new WeakMap<Level, (state: BallState) => number>();

/** The level's default heuristic, built once per level. */
function estimateOf(level: Level): (state: BallState) => number {
  let h = estimates.get(level);
  if (h === undefined) {
    h = heuristicFor(level);
    estimates.set(level, h);
  }
  return h;
}

/**
 * The exact key of a state's codes in tube order: a number when it fits in 53 bits, else the codes
 * as a string (a long bigint key makes every table lookup many times slower than a string).
 */
function plainKeyOf(level: Level): (state: BallState) => number | string {
  let key = plainKeys.get(level);
  if (key === undefined) {
    const codec = codecOf(level);
    const radices = new Array<number>(codec.tubes).fill(codec.size);
    if (Math.log2(codec.size) * codec.tubes <= 53) {
      const packer = numberPacker(radices);
      key = (state) => packer.pack(state);
    } else {
      key = (state) => state.join(',');
    }
    plainKeys.set(level, key);
  }
  return key;
}

/**
 * A ball sort state as an object that implements search-core's `State`: hand it to any search-core
 * algorithm (`astar(new BallSortState(level))`), step it move by move, or read its tubes.
 *
 * @remarks
 * **When to use**: to explore a level, to step through a solution (the verifier and `replay` go
 * through it), or to try a search-core algorithm with no setup. {@link solve} does not use it: it
 * searches on the same rules through {@link problemOf}, with bare arrays of tube codes, canonical
 * (sorted) states and pruning, which is many times faster on big levels.
 *
 * Successors are every legal move (source, then destination, ascending), with no pruning; the key
 * is exact for the tubes in order (tubes are not merged by permutation); the estimate is the
 * level's admissible default heuristic (`junk-cycles`, `final-tube` for pour moves), so A* on it
 * finds the fewest moves. Immutable: every move makes a new state sharing the level.
 *
 * @example
 * ```ts
 * const level = parse('2\n1\nYBYB\nBYBY');
 * const result = astar(new BallSortState(level));
 * result.cost; // the fewest moves
 * const next = new BallSortState(level).play({ from: 0, to: 2 }); // a state, or why the move is illegal
 * ```
 * @see {@link problemOf} for the fast form; {@link verify}, {@link replay}.
 * @category State
 */
export class BallSortState implements State<BallSortState, Move> {
  /** The level (shared by every state). */
  readonly level: Level;
  /** The tube codes, in tube order (see {@link BallState}). */
  readonly tubes: BallState;

  /**
   * @param level - the level.
   * @param tubes - the tube codes; default the level's start.
   */
  constructor(level: Level, tubes: BallState = initialState(level)) {
    this.level = level;
    this.tubes = tubes;
  }

  /** Every legal move and the state it leads to (each costs 1). */
  successors(): Successor<BallSortState, Move>[] {
    const rules = rulesOf(this.level);
    const n = this.tubes.length;
    const out: Successor<BallSortState, Move>[] = [];
    for (let from = 0; from < n; from++) {
      for (let to = 0; to < n; to++) {
        if (from !== to && rules.canMove(this.tubes, from, to)) {
          out.push({ move: { from, to }, state: new BallSortState(this.level, rules.apply(this.tubes, from, to)) });
        }
      }
    }
    return out;
  }

  /** Whether every tube is empty or full of one colour. */
  isGoal(): boolean {
    return isSolved(this.level, this.tubes);
  }

  /** The level's default admissible heuristic. */
  estimate(): number {
    return estimateOf(this.level)(this.tubes);
  }

  /** Always true: no dead state is known that is cheaper to detect than to expand. */
  isValid(): boolean {
    return true;
  }

  /** The exact identity of the tubes in order. */
  key(): number | string {
    return plainKeyOf(this.level)(this.tubes);
  }

  /**
   * The state after a move, or why the move is illegal (a sentence for a person).
   *
   * @param move - 0-based tubes.
   */
  play(move: Move): BallSortState | string {
    const why = moveError(this.level, this.tubes, move.from, move.to);
    return why !== undefined ? why : new BallSortState(this.level, rulesOf(this.level).apply(this.tubes, move.from, move.to));
  }

  /** The tubes as colour numbers, bottom first. */
  balls(): number[][] {
    return tubesOf(this.level, this.tubes);
  }
}
