/**
 * The tube codes: how a ball sort state is written as numbers (see {@link BallState}).
 *
 * @module
 */
import { bigintPacker, canonical, numberPacker, type KeyHashing } from '@puzzle-solvers/search-core';
import type { BallState, Level } from '../level.js';

/**
 * The numbers needed to read and write the tube codes of one level (see {@link BallState}).
 *
 * @category State
 */
export interface Codec {
  /** The number of tubes. */
  readonly tubes: number;
  /** The tube capacity. */
  readonly capacity: number;
  /** The digit base: colours + 1. */
  readonly base: number;
  /** The smallest code of a full tube: base^(capacity-1). */
  readonly fullMin: number;
  /** The number of codes: base^capacity (every code is below it). */
  readonly size: number;
  /** (base^capacity - 1) / (base - 1): a full tube of one colour `d` (digit) has code `d · repunit`. */
  readonly repunit: number;
}

const codecs = new WeakMap<Level, Codec>();

/**
 * The codec of a level (computed once per level).
 *
 * @category State
 */
export function codecOf(level: Level): Codec {
  let c = codecs.get(level);
  if (!c) {
    const base = level.colours.length + 1;
    const size = base ** level.capacity;
    c = Object.freeze({
      tubes: level.tubes.length,
      capacity: level.capacity,
      base,
      fullMin: base ** (level.capacity - 1),
      size,
      repunit: (size - 1) / (base - 1),
    });
    codecs.set(level, c);
  }
  return c;
}

/**
 * The code of a tube given as colour numbers, bottom first.
 *
 * @category State
 */
export function encodeTube(codec: Codec, balls: readonly number[]): number {
  let code = 0;
  for (const b of balls) code = code * codec.base + b + 1;
  return code;
}

/**
 * The balls of a tube code: colour numbers, bottom first.
 *
 * @category State
 */
export function decodeTube(codec: Codec, code: number): number[] {
  const out: number[] = [];
  while (code !== 0) {
    const d = code % codec.base;
    out.push(d - 1);
    code = (code - d) / codec.base;
  }
  return out.reverse();
}

/**
 * The number of balls in a tube code.
 *
 * @category State
 */
export function heightOf(codec: Codec, code: number): number {
  let h = 0;
  while (code !== 0) {
    code = (code - (code % codec.base)) / codec.base;
    h++;
  }
  return h;
}

/**
 * The state at the start of a level.
 *
 * @example
 * ```ts
 * const level = parse('2\n1\nYBYB\nBYBY');
 * tubesOf(level, initialState(level)); // [[0, 1, 0, 1], [1, 0, 1, 0], []]
 * ```
 * @see {@link stateOf}, {@link tubesOf}
 * @category State
 */
export function initialState(level: Level): BallState {
  return stateOf(level, level.tubes);
}

/**
 * A state from tubes of colour numbers (bottom first). The tubes must fit the level (at most
 * `capacity` balls, colours of the level); nothing else is checked.
 *
 * @category State
 */
export function stateOf(level: Level, tubes: readonly (readonly number[])[]): BallState {
  const codec = codecOf(level);
  return tubes.map((t) => encodeTube(codec, t));
}

/**
 * Reads a state back as tubes of colour numbers, bottom first.
 *
 * @category State
 */
export function tubesOf(level: Level, state: BallState): number[][] {
  const codec = codecOf(level);
  return state.map((code) => decodeTube(codec, code));
}

/**
 * Whether every tube is empty or full of one colour.
 *
 * @category State
 */
export function isSolved(level: Level, state: BallState): boolean {
  const { base, repunit } = codecOf(level);
  for (let t = 0; t < state.length; t++) {
    const code = state[t]!;
    if (code !== 0 && code !== (code % base) * repunit) return false;
  }
  return true;
}

/**
 * The multiset of tubes as a sorted copy of the codes: equal for states that differ only in the
 * order of the tubes.
 *
 * @category State
 */
export function canonicalForm(state: BallState): number[] {
  return sortCodes(state.slice());
}

/** Sorts codes in place, ascending (insertion sort: states are short and nearly sorted). */
export function sortCodes(codes: number[]): number[] {
  for (let i = 1; i < codes.length; i++) {
    const v = codes[i]!;
    let j = i - 1;
    while (j >= 0 && codes[j]! > v) {
      codes[j + 1] = codes[j]!;
      j--;
    }
    codes[j + 1] = v;
  }
  return codes;
}

/**
 * The canonical key of a level's states, with search-core's `canonical` hashing: the
 * multiset of tubes (sorted codes), packed exactly into a number when it fits in 53 bits, else a
 * bigint.
 *
 * @remarks
 * Any permutation of the tubes has the same key, and different multisets have different keys. The
 * solver itself searches on sorted states with {@link hashState} / {@link sameState}, which is
 * faster for big levels (no bigint); this key is for programs that want one value per state.
 *
 * @example
 * ```ts
 * const { key } = canonicalKey(level);
 * key([a, b, c]) === key([c, a, b]); // true
 * ```
 * @category State
 */
export function canonicalKey(level: Level): KeyHashing<BallState> {
  const codec = codecOf(level);
  const radices = new Array<number>(codec.tubes).fill(codec.size);
  if (Math.log2(codec.size) * codec.tubes <= 53) {
    const packer = numberPacker(radices);
    return canonical(canonicalForm, (form) => packer.pack(form));
  }
  const packer = bigintPacker(radices);
  return canonical(canonicalForm, (form) => packer.pack(form));
}

/**
 * A 32-bit hash of a state's codes, in order (for search-core's `byHash`).
 *
 * @category State
 */
export function hashState(state: BallState): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < state.length; i++) {
    const c = state[i]!;
    h = Math.imul(h ^ (c | 0), 0x01000193);
    if (c > 0x7fffffff) h = Math.imul(h ^ ((c / 4294967296) | 0), 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h ^ (h >>> 13);
}

/**
 * Whether two states hold the same codes in the same order.
 *
 * @category State
 */
export function sameState(a: BallState, b: BallState): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
