/**
 * The search problem: states are {@link TrainState}s, moves lay one piece of track.
 *
 * @module
 */
import type { Emit, SearchProblem } from '@puzzle-solvers/search-core';
import type { Level } from './level.js';
import { isAlive, type PruneOptions } from './prune.js';
import { MOVES, TrainState, USED, tablesOf, type Move } from './rules.js';

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
  const codes = KEY_CODES;
  codes.length = 0;
  codes.push(state.head, state.dir + 1, state.done ? 1 : 0);
  // The cells the trailing cars have still to pass, in order.
  let s: TrainState | null = state.prev;
  for (let i = 1; i < state.level.cars && s !== null; i++, s = s.prev) codes.push(s.head);
  codes.push(0xffff);
  // Track bits, two per cell, eight cells per 16-bit code.
  for (let i = 0; i < t.n; i += 8) {
    let v = 0;
    for (let j = 0; j < 8 && i + j < t.n; j++) v |= (mem[i + j]! & USED) << (2 * j);
    codes.push(v);
  }
  // Cars, goo, alien statuses and houses, one code each (small levels: a few dozen).
  for (let i = t.n; i < mem.length; i++) codes.push(mem[i]!);
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
