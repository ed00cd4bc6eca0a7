/**
 * The state of a key-maze level: its packed forms (re-exported from `encoding/`) and
 * {@link KeyMazeSearchState}, the class that implements search-core's `State` over the same rules.
 *
 * @module
 */
import type { State, Successor } from '@puzzle-solvers/search-core';
import { contractedSpace, packState } from './encoding/spaces.js';
import { keyMazeBound } from './heuristics.js';
import type { KeyMazeMove, KeyMazeState, Level, Move } from './level.js';
import { applyMove, applyStep } from './rules.js';

export { decodeGridState, decodeState, encodeState, initialState, packState } from './encoding/spaces.js';

const bounds = new WeakMap<Level, (state: KeyMazeState) => number>();

function boundOf(level: Level): (state: KeyMazeState) => number {
  let bound = bounds.get(level);
  if (bound === undefined) {
    bound = keyMazeBound(level);
    bounds.set(level, bound);
  }
  return bound;
}

/**
 * A key-maze state as an object that implements search-core's `State`: hand it to any search-core
 * algorithm (`astar(new KeyMazeSearchState(level))`), or play it key by key.
 *
 * @remarks
 * Named `…SearchState` because {@link KeyMazeState} already names the packed number.
 *
 * **When to use**: to explore a map, to step through a solution (the verifier and `replay` go
 * through it), or to try a search-core algorithm with no setup. {@link solve} runs the same rules
 * through {@link problemOf} on packed numbers over a precomputed key graph, which is much faster.
 *
 * A move walks one robot along the shortest legal route to a key it does not hold (`rules`'
 * `applyMove`: doors need their key, keys not yet held are not crossed); its cost is the steps
 * walked. `key()` is the packed contracted state (exact); `estimate()` is the admissible
 * {@link keyMazeBound}; `isValid()` is false only on a map that no order of keys can finish.
 *
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * astar(new KeyMazeSearchState(level)).cost; // 8
 * ```
 * @see {@link problemOf} for the fast form; {@link verify}, {@link replay}.
 * @category State
 */
export class KeyMazeSearchState implements State<KeyMazeSearchState, Move> {
  /** The level (shared by every state). */
  readonly level: Level;
  /** The cell of each robot. */
  readonly robots: readonly number[];
  /** Bit `i` set when key `i` is held. */
  readonly held: number;
  /** The steps walked by the move that led here (0 at the start). */
  readonly steps: number;

  /**
   * @param level - the level.
   * @param robots - each robot's cell; default the start.
   * @param held - the keys held; default none.
   * @param steps - the steps of the move that led here.
   */
  constructor(level: Level, robots: readonly number[] = level.robots, held = 0, steps = 0) {
    this.level = level;
    this.robots = robots;
    this.held = held;
    this.steps = steps;
  }

  /** Every robot to every key it can reach and does not hold; the cost is the steps walked. */
  successors(): Successor<KeyMazeSearchState, Move>[] {
    const out: Successor<KeyMazeSearchState, Move>[] = [];
    const { level } = this;
    for (let robot = 0; robot < this.robots.length; robot++) {
      for (let k = 0; k < level.keys.length; k++) {
        if ((this.held >> k) & 1) continue;
        const r = applyMove(level, this.robots, this.held, robot, k);
        if (r.ok)
          out.push({
            move: { robot, key: level.keys[k]! },
            state: new KeyMazeSearchState(level, r.robots, r.held, r.steps),
            cost: r.steps,
          });
      }
    }
    return out;
  }

  /** Whether every key is held. */
  isGoal(): boolean {
    const k = this.level.keys.length;
    return this.held === (k === 0 ? 0 : 2 ** k - 1);
  }

  /** False only on a map that no order of keys can finish. */
  isValid(): boolean {
    return contractedSpace(this.level).graph.stranded === 0;
  }

  /** The admissible {@link keyMazeBound}; 0 for a robot off its start and the keys (a walk state). */
  estimate(): number {
    const packed = this.packed();
    return packed < 0 ? 0 : boundOf(this.level)(packed);
  }

  /** The packed contracted state (exact). */
  key(): number {
    return this.packed();
  }

  /** The packed state, as `replay` and `render` take it: contracted, or a walk state (see {@link packState}). */
  packed(): KeyMazeState {
    return packState(this.level, this.robots, this.held);
  }

  /**
   * The state after a robot walks to a key, or takes one step (`{ robot, dir }`), or why it
   * cannot (a sentence for a person). `steps` of the result is the steps walked.
   */
  play(move: KeyMazeMove): KeyMazeSearchState | string {
    if ('dir' in move) {
      const r = applyStep(this.level, this.robots, this.held, move.robot, move.dir);
      return r.ok ? new KeyMazeSearchState(this.level, r.robots, r.held, r.steps) : r.reason;
    }
    const key = this.level.keys.indexOf(move.key);
    if (key < 0) return `there is no key '${move.key}' on the map`;
    const r = applyMove(this.level, this.robots, this.held, move.robot, key);
    return r.ok ? new KeyMazeSearchState(this.level, r.robots, r.held, r.steps) : r.reason;
  }
}
