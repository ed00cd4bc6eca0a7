/**
 * The contracts a game or problem implements so that every search algorithm can run on it.
 *
 * There are two equivalent shapes:
 * - {@link State}: an object-oriented state that knows its own successors, goal test and identity.
 *   Immutable level data (walls, modifiers) lives in one shared object that every state points to.
 * - {@link SearchProblem}: plain closures over any state type (a number, a typed array, a tuple),
 *   so a tiny problem needs no classes.
 *
 * @module
 */

/**
 * The identity of a state, used to merge duplicates. Numbers take the fastest path (no strings are
 * built and no object is stored per state); strings are hashed into a table that keeps each key,
 * and bigints go through a `Map` (which rehashes itself whole as it doubles: see the Limits part of
 * the README).
 *
 * @category Contract
 */
export type Key = number | string | bigint;

/**
 * One successor of a state: the move that leads to it, the state reached, and the step cost.
 *
 * @typeParam S - the state type.
 * @typeParam M - the move label type.
 * @category Contract
 */
export interface Successor<S, M> {
  /** The move label (a direction, a card, a `from>to` pair …). */
  readonly move: M;
  /** The state the move leads to. Must not be mutated afterwards. */
  readonly state: S;
  /** The step cost; a finite number ≥ 0. Defaults to 1. */
  readonly cost?: number;
}

/**
 * A callback that receives successors one at a time, with no object allocated per successor.
 *
 * @category Contract
 */
export type Emit<S, M> = (state: S, move: M, cost?: number) => void;

/**
 * The object-oriented contract: a state that can list its successors.
 *
 * @remarks
 * Implement it on an immutable class; keep the level (walls, modifiers, anything that never
 * changes) in one object that every state references, never copied per state.
 *
 * Successors must be deterministic: the same state must list the same successors in the same
 * order, because paths are rebuilt by replaying moves rather than by storing every state.
 *
 * A class that implements `State` must not also have a property named `initial`: that name is how
 * the algorithms tell a {@link SearchProblem} from a state.
 *
 * @typeParam Self - the implementing class itself (`class Board implements State<Board, Move>`).
 * @typeParam M - the move label type.
 * @example
 * ```ts
 * class Counter implements State<Counter, '+1' | '*2'> {
 *   constructor(readonly n: number, readonly target: number) {}
 *   successors() {
 *     return [
 *       { move: '+1' as const, state: new Counter(this.n + 1, this.target) },
 *       { move: '*2' as const, state: new Counter(this.n * 2, this.target) },
 *     ];
 *   }
 *   isGoal() { return this.n === this.target; }
 *   isValid() { return this.n <= this.target; }
 *   key() { return this.n; }
 * }
 * const result = bfs(new Counter(1, 10));
 * ```
 * @category Contract
 */
export interface State<Self, M = string> {
  /** The states reachable in one move, with the move label and the step cost (default 1). */
  successors(): Iterable<Successor<Self, M>>;
  /** Whether this state solves the problem. */
  isGoal(): boolean;
  /**
   * An estimate of the remaining cost to a goal. Admissible (never above the true cost) for
   * optimal answers from A* and IDA*, which never expand a state estimated at `Infinity` (a dead
   * end). Defaults to 0.
   */
  estimate?(): number;
  /** Whether this state can still lead to a goal; `false` prunes it (a dead state). */
  isValid?(): boolean;
  /** The identity used to merge duplicates: equal keys mean the same state. */
  key(): Key;
  /**
   * Optional, for {@link partialExpansionAstar}: as {@link SearchProblem.expandByFChange}, for
   * this state.
   */
  expandByFChange?(above: number, atMost: number, emit: Emit<Self, M>): number;
}

/**
 * The closure contract: a problem over any state type.
 *
 * @remarks
 * Give either `successors` (returns an iterable; simplest) or `expand` (calls `emit` per
 * successor; no allocation per successor, fastest). When both exist, `expand` is used.
 *
 * @typeParam S - the state type (anything: a number, a typed array, an object).
 * @typeParam M - the move label type.
 * @example
 * ```ts
 * // Reach 10 from 1 with +1 and *2.
 * const problem: SearchProblem<number, string> = {
 *   initial: 1,
 *   successors: (n) => [{ move: '+1', state: n + 1 }, { move: '*2', state: n * 2 }],
 *   isGoal: (n) => n === 10,
 *   isValid: (n) => n <= 10,
 *   key: (n) => n,
 * };
 * bfs(problem).moves; // ['+1', '*2', '+1', '*2']
 * ```
 * @category Contract
 */
export interface SearchProblem<S, M = string> {
  /** The start state. */
  readonly initial: S;
  /** The successors of a state. Must be deterministic (same order every call). */
  successors?(state: S): Iterable<Successor<S, M>>;
  /** Allocation-free alternative to `successors`: call `emit` once per successor. */
  expand?(state: S, emit: Emit<S, M>): void;
  /** Whether `state` solves the problem. */
  isGoal(state: S): boolean;
  /** An estimate of the remaining cost (admissible for optimal answers); `Infinity` marks a dead end, which A* and IDA* never expand. Defaults to 0. */
  heuristic?(state: S): number;
  /** Whether `state` can still lead to a goal; `false` prunes it. */
  isValid?(state: S): boolean;
  /** The identity of a state. May instead be given per call with the `key` or `hashing` options. */
  key?(state: S): Key;
  /**
   * Optional, for {@link partialExpansionAstar}: the successors of `state` grouped by how much
   * they raise f. Call `emit` for each successor whose f-change (its step cost + heuristic(successor)
   * − heuristic(state)) is above `above` and at most `atMost`, and return the smallest f-change of
   * a successor above `atMost` (`Infinity` when there is none).
   *
   * @remarks
   * The search calls it first with `above = -Infinity, atMost = 0`, then with the range from the
   * last `atMost` to the value the last call returned, so each successor is emitted once. The
   * successors, moves and costs must be those `expand` or `successors` lists (paths are replayed
   * with them), and the f-changes those of the heuristic the search uses. The point is to
   * compute the f-changes from a table (a tile's move changes the Manhattan distance by ±1) without
   * making the successors that are not wanted yet.
   */
  expandByFChange?(state: S, above: number, atMost: number, emit: Emit<S, M>): number;
}

/**
 * The move type of a {@link State} class.
 *
 * @category Contract
 */
export type MoveOf<S> = S extends State<unknown, infer M> ? M : never;
