/**
 * The state of a Cosmic Express level: the identity of a {@link TrainState} ({@link stateKey}), its
 * successors ({@link expand}), and {@link CosmicExpressState}, the class that implements
 * search-core's `State` over the same rules.
 *
 * @module
 */
import type { Emit, State, Successor } from '@puzzle-solvers/search-core';
import type { Level } from './level.js';
import { isAlive, type PruneOptions } from './prune/prune.js';
import { MOVES, TrainState, USED, type Move } from './rules.js';
import { tablesOf } from './rules/level-tables.js';

/**
 * The identity of a state: everything its future depends on. Two states with equal keys have the
 * same track cells (and crossing directions), the same engine cell and last direction, the same
 * cells under the cars, the same car contents and goo, the same alien statuses and the same filled
 * houses; so states whose cars or remaining aliens differ never share a key.
 *
 * @remarks
 * A string (the state is a few hundred bytes); only searches with a visited table or memo need it.
 *
 * @category State
 */
export function stateKey(state: TrainState): string {
  const mem = state.mem;
  const t = tablesOf(state.level);
  // Written by index and cut to length once: truncating to 0 and pushing gave up the array's
  // storage and allocated it again on every key (states of one level have keys of one length).
  const codes = KEY_CODES;
  let c = 0;
  codes[c++] = state.head;
  codes[c++] = state.dir + 1;
  codes[c++] = state.done ? 1 : 0;
  // The cells the trailing cars have still to pass, in order.
  let s: TrainState | null = state.prev;
  for (let i = 1; i < state.level.cars && s !== null; i++, s = s.prev) codes[c++] = s.head;
  codes[c++] = 0xffff;
  // Track bits, two per cell, eight cells per 16-bit code.
  for (let i = 0; i < t.n; i += 8) {
    let v = 0;
    for (let j = 0; j < 8 && i + j < t.n; j++) v |= (mem[i + j]! & USED) << (2 * j);
    codes[c++] = v;
  }
  // Cars, goo, alien statuses and houses, one code each (small levels: a few dozen).
  for (let i = t.n; i < mem.length; i++) codes[c++] = mem[i]!;
  codes.length = c;
  // In slices: one call with every code as an argument overflows the stack on a big level.
  if (codes.length <= KEY_SLICE) return String.fromCharCode.apply(null, codes);
  let out = '';
  for (let i = 0; i < codes.length; i += KEY_SLICE) out += String.fromCharCode.apply(null, codes.slice(i, i + KEY_SLICE));
  return out;
}

const KEY_SLICE = 4096;

const KEY_CODES: number[] = [];

/**
 * Calls `emit` for every legal move of `state`, in the order up, right, down, left.
 *
 * @category State
 */
export function expand(state: TrainState, emit: Emit<TrainState, Move>): void {
  for (let d = 0; d < 4; d++) {
    const c = state.target(d);
    if (c >= 0) emit(state.advance(d, c), MOVES[d]!);
  }
}

/**
 * A Cosmic Express state as an object that implements search-core's `State`: hand it to any
 * search-core algorithm (`astar(new CosmicExpressState(level))`), or step it move by move.
 *
 * @remarks
 * **When to use**: to explore a level, to step through a solution (the verifier and `replay` go
 * through it), or to try a search-core algorithm with no setup. It wraps a {@link TrainState} (the
 * rules) and adds what a search asks of a state: `successors()` (track laid up, right, down, left),
 * `isGoal()`, `key()` ({@link stateKey}), `isValid()` ({@link isAlive}, the solver's pruning, which
 * never drops a solvable state) and `estimate()`: the Manhattan distance from the engine to the
 * exit, admissible because every move lays one cell of track (0 on levels with wormholes, which
 * jump). {@link solve} runs the same rules through {@link problemOf} on bare `TrainState`s, with
 * no object per successor, which is what its depth-first searches want.
 *
 * @example
 * ```ts
 * const level = parse('A.P..\n.....\n..p.Z');
 * const result = astar(new CosmicExpressState(level));
 * result.cost; // the shortest track
 * ```
 * @see {@link problemOf} for the solver's form; {@link verify}, {@link replay}.
 * @category State
 */
export class CosmicExpressState implements State<CosmicExpressState, Move> {
  /** The rules' state: track, engine, cars, aliens. */
  readonly train: TrainState;
  /** The pruning tests of {@link isValid}. */
  readonly prune: PruneOptions;

  /**
   * @param start - a level (its start) or a train state.
   * @param prune - which pruning tests `isValid` runs (all by default).
   */
  constructor(start: Level | TrainState, prune: PruneOptions = {}) {
    this.train = start instanceof TrainState ? start : TrainState.initial(start);
    this.prune = prune;
  }

  /** The level (shared by every state). */
  get level(): Level {
    return this.train.level;
  }

  /** Every legal piece of track and the state it leads to (each costs 1). */
  successors(): Successor<CosmicExpressState, Move>[] {
    const out: Successor<CosmicExpressState, Move>[] = [];
    for (let d = 0; d < 4; d++) {
      const c = this.train.target(d);
      if (c >= 0) out.push({ move: MOVES[d]!, state: new CosmicExpressState(this.train.advance(d, c), this.prune) });
    }
    return out;
  }

  /** Whether the train has left through the exit with every alien delivered. */
  isGoal(): boolean {
    return this.train.isSolved();
  }

  /** Whether the state can still lead to a solution, by the solver's pruning tests. */
  isValid(): boolean {
    return isAlive(this.train, this.prune);
  }

  /** The Manhattan distance from the engine to the exit (0 with wormholes or once out). */
  estimate(): number {
    const level = this.level;
    if (this.train.done || level.wormholes.length > 0) return 0;
    const w = level.width;
    const dx = Math.abs((this.train.head % w) - (level.exit % w));
    const dy = Math.abs(Math.floor(this.train.head / w) - Math.floor(level.exit / w));
    return dx + dy;
  }

  /** {@link stateKey} of the train. */
  key(): string {
    return stateKey(this.train);
  }

  /** The state after one piece of track, or why it cannot be laid (a sentence for a person). */
  play(move: Move): CosmicExpressState | string {
    const dir = MOVES.indexOf(move);
    if (dir < 0) return `"${String(move)}" is not a move`;
    const r = this.train.step(dir);
    return r.ok ? new CosmicExpressState(r.state, this.prune) : r.reason;
  }
}
