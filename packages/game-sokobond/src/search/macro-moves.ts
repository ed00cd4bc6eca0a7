/**
 * What the push search and the walk search share: states that are positions keyed by a
 * normalised form, and macro moves (a walk, then one move) expanded back into single moves.
 *
 * @module
 */
import { byHash, type HashEquality, type SearchResult, type SolvedResult } from '@puzzle-solvers/search-core';
import type { Level } from '../level.js';
import { move, type Direction, type Position } from '../rules.js';

/** FNV-style hash of a position's characters; equality is string equality. */
export function hashPosition(pos: Position): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < pos.length; i++) h = Math.imul(h ^ pos.charCodeAt(i), 0x01000193);
  return h ^ (h >>> 15);
}

/** Identifies positions by their characters (a hash, then string equality: faster here than a `Map`). */
export const BY_POSITION: HashEquality<Position> = byHash(hashPosition, (a, b) => a === b);

/**
 * The bytes a position string of `atoms` atoms takes in V8 (a header of 16 bytes, two bytes a
 * character: cells past 15 make them two-byte), for search-core's `stateBytes`: `maxMemoryBytes`
 * then counts what the searches really hold.
 */
export function positionBytes(atoms: number): number {
  return 8 * Math.ceil((16 + 2 * atoms) / 8);
}

/** The bytes of a {@link KeyedPosition} object (header and two fields), its strings not counted. */
const KEYED_OBJECT_BYTES = 40;

/**
 * The bytes one stored {@link KeyedPosition} holds: the object, its position and, when `normalized`,
 * a key string of its own.
 */
export function keyedPositionBytes(atoms: number, normalized: boolean): number {
  return KEYED_OBJECT_BYTES + (normalized ? 2 : 1) * positionBytes(atoms);
}

/** A position and what identifies it: itself, or a form shared by the positions it stands for. */
export interface KeyedPosition {
  readonly pos: Position;
  readonly key: Position;
}

/** Identifies keyed positions by their keys. */
export const BY_KEY: HashEquality<KeyedPosition> = byHash(
  ({ key }) => hashPosition(key),
  (a, b) => a.key === b.key,
);

/**
 * Turns a macro-move result into single moves and the positions along them, replaying from the
 * start: `stepsOf(pos, macro)` gives the moves of one macro from where the player really is.
 */
export function expandMacros<M>(
  level: Level,
  initial: Position,
  result: SearchResult<KeyedPosition, M>,
  stepsOf: (pos: Position, macro: M) => Direction[],
): SearchResult<Position, Direction> {
  if (result.status !== 'solved') return result;
  const moves: Direction[] = [];
  const states: Position[] = [initial];
  let pos = initial;
  for (const macro of result.moves) {
    for (const d of stepsOf(pos, macro)) {
      const r = move(level, pos, d);
      if (!r.ok) throw new Error(`@puzzle-solvers/game-sokobond: internal error, a move of a macro move was refused (${r.reason})`);
      pos = r.position;
      moves.push(d);
      states.push(pos);
    }
  }
  const solved: SolvedResult<Position, Direction> = { status: 'solved', moves, states, cost: moves.length, stats: result.stats };
  return solved;
}
