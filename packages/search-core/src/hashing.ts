import { SearchError } from './errors.js';
import type { Key } from './state.js';

/**
 * Identify states by a key: equal keys are the same state.
 *
 * @category Hashing
 */
export interface KeyHashing<S> {
  readonly kind: 'key';
  /** The key of a state: a number (fastest), a string or a bigint. */
  key(state: S): Key;
}

/**
 * Identify states by a hash and an equality, for states that do not pack into a key.
 *
 * @remarks
 * The table keeps every stored state so that `equals` can compare against it, which costs memory
 * that a numeric key does not.
 *
 * @category Hashing
 */
export interface HashEquality<S> {
  readonly kind: 'hash';
  /** Any 32-bit integer; equal states must hash equally. */
  hash(state: S): number;
  /** Whether two states are the same. */
  equals(a: S, b: S): boolean;
}

/**
 * How states are identified and deduplicated: by key or by hash and equality.
 *
 * @see {@link byKey}, {@link byHash}, {@link canonical}
 * @category Hashing
 */
export type Hashing<S> = KeyHashing<S> | HashEquality<S>;

/**
 * Identify states by a key function.
 *
 * @example
 * ```ts
 * astar(problem, { hashing: byKey((s) => s.x * 1000 + s.y) });
 * ```
 * @category Hashing
 */
export function byKey<S>(key: (state: S) => Key): KeyHashing<S> {
  return { kind: 'key', key };
}

/**
 * Identify states by a hash and an equality.
 *
 * @example
 * ```ts
 * astar(problem, { hashing: byHash((s) => hashInts(s.cells), (a, b) => a.cells.every((c, i) => c === b.cells[i])) });
 * ```
 * @category Hashing
 */
export function byHash<S>(hash: (state: S) => number, equals: (a: S, b: S) => boolean): HashEquality<S> {
  return { kind: 'hash', hash, equals };
}

/**
 * Identify symmetric states by the key of a canonical form, so that states equal up to a symmetry
 * (interchangeable tubes, mirrored boards) merge.
 *
 * @remarks
 * `canonicalize` must map every member of a symmetry class to the same representative. Paths stay
 * correct: they are replayed from the real states, never from the canonical forms.
 *
 * @example
 * ```ts
 * // Tubes are interchangeable: the key is the sorted list of tube codes.
 * const hashing = canonical((s: number[]) => [...s].sort((a, b) => a - b), (codes) => codes.join(','));
 * ```
 * @category Hashing
 */
export function canonical<S, C>(canonicalize: (state: S) => C, key: (form: C) => Key): KeyHashing<S> {
  return { kind: 'key', key: (state) => key(canonicalize(state)) };
}

/**
 * Packs a tuple of small non-negative integers into one number, without building strings.
 *
 * @category Hashing
 */
export interface NumberPacker {
  /** The radices: value `i` must be an integer in `[0, radices[i])`. */
  readonly radices: readonly number[];
  /** The number of distinct keys (the product of the radices), at most 2^53. */
  readonly size: number;
  /** Packs `values` (checked only for length). */
  pack(values: ArrayLike<number>): number;
  /** Unpacks a key into `out` (a new array by default). */
  unpack(key: number, out?: number[]): number[];
}

/**
 * A mixed-radix packer of small integer tuples (positions, counts, bits) into a number.
 *
 * @param radices - for each field, one more than its largest value (2 for a bit, `width*height`
 * for a position).
 * @throws {@link SearchError} (`invalid-option`) when the product of the radices exceeds 2^53; use
 * {@link bigintPacker} then.
 * @example
 * ```ts
 * const p = numberPacker([64, 64, 2 ** 26]); // two positions on an 8×8 board and 26 key bits
 * const key = p.pack([robot, box, keysHeld]);
 * ```
 * @category Hashing
 */
export function numberPacker(radices: readonly number[]): NumberPacker {
  let size = 1;
  for (const r of radices) {
    if (!Number.isInteger(r) || r < 1) throw new SearchError('invalid-option', `a radix must be a positive integer, got ${r}`);
    size *= r;
  }
  if (size > Number.MAX_SAFE_INTEGER + 1) {
    throw new SearchError('invalid-option', `the radices ${radices.join('×')} need more than 53 bits; use bigintPacker`);
  }
  const rs = radices.slice();
  const n = rs.length;
  return {
    radices: rs,
    size,
    pack(values) {
      if (values.length !== n) throw new SearchError('invalid-option', `expected ${n} values, got ${values.length}`);
      let key = 0;
      for (let i = 0; i < n; i++) key = key * rs[i]! + values[i]!;
      return key;
    },
    unpack(key, out = new Array<number>(n)) {
      for (let i = n - 1; i >= 0; i--) {
        const r = rs[i]!;
        const v = key % r;
        out[i] = v;
        key = (key - v) / r;
      }
      return out;
    },
  };
}

/**
 * Packs a tuple of non-negative integers of any total size into a bigint.
 *
 * @category Hashing
 */
export interface BigintPacker {
  readonly radices: readonly number[];
  pack(values: ArrayLike<number>): bigint;
  unpack(key: bigint, out?: number[]): number[];
}

/**
 * A mixed-radix packer into a bigint, for tuples too large for {@link numberPacker}.
 *
 * @remarks Bigint keys go through a `Map`; prefer a number key when it fits.
 * @category Hashing
 */
export function bigintPacker(radices: readonly number[]): BigintPacker {
  for (const r of radices) {
    if (!Number.isInteger(r) || r < 1) throw new SearchError('invalid-option', `a radix must be a positive integer, got ${r}`);
  }
  const rs = radices.map((r) => BigInt(r));
  const n = rs.length;
  return {
    radices: radices.slice(),
    pack(values) {
      if (values.length !== n) throw new SearchError('invalid-option', `expected ${n} values, got ${values.length}`);
      let key = 0n;
      for (let i = 0; i < n; i++) key = key * rs[i]! + BigInt(values[i]!);
      return key;
    },
    unpack(key, out = new Array<number>(n)) {
      for (let i = n - 1; i >= 0; i--) {
        const r = rs[i]!;
        out[i] = Number(key % r);
        key /= r;
      }
      return out;
    },
  };
}

/**
 * A fast 32-bit hash of a list of integers (for {@link byHash}).
 *
 * @category Hashing
 */
export function hashInts(values: ArrayLike<number>): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < values.length; i++) {
    h = Math.imul(h ^ (values[i]! | 0), 0x01000193);
    h ^= h >>> 15;
  }
  return Math.imul(h ^ (h >>> 13), 0x5bd1e995) ^ values.length;
}
