/**
 * The search problem: states are {@link TrainState}s, moves lay one piece of track.
 *
 * @module
 */
import type { Emit, SearchProblem } from '@puzzle-solvers/search-core';
import type { Level } from './level.js';
import { isAlive, type PruneOptions } from './prune.js';
import { EVENT, MOVES, TrainState, tablesOf, type Move } from './rules.js';

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
  const parts: number[] = [state.head, state.dir, state.done ? 1 : 0];
  let s: TrainState | null = state.prev;
  for (let i = 0; i < state.level.cars && s !== null; i++, s = s.prev) parts.push(s.head);
  parts.push(-1);
  for (let i = 0; i < t.n; i++) parts.push(mem[i]! & ~EVENT);
  for (let i = t.n; i < mem.length; i++) parts.push(mem[i]!);
  return String.fromCharCode(...parts.map((v) => v + 2));
}

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
 * The level as a search-core problem: expand lays track, `isValid` is {@link isAlive}, the goal is
 * a train that has left with every alien delivered.
 *
 * @category State
 */
export function problemOf(level: Level, prune: PruneOptions = {}): SearchProblem<TrainState, Move> {
  return {
    initial: TrainState.initial(level),
    expand,
    isGoal: (s) => s.isSolved(),
    isValid: (s) => isAlive(s, prune),
    key: stateKey,
  };
}
