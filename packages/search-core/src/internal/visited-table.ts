/**
 * The set of known states of a search, mapping each to its node index: the interface, the factory
 * that picks a table for the problem's hashing, and the tables for bigint keys (a `Map`) and for
 * hash + equality (chained buckets). Number keys go to `NumberKeyTable`, string keys to
 * `StringKeyTable`, each in its own file.
 *
 * @module
 */
import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';
import { NumberKeyTable } from './number-key-table.js';
import { PagedArray } from './paged-array.js';
import { keepInt32, takeInt32 } from './spare-arrays.js';
import { StringKeyTable } from './string-key-table.js';

/**
 * The set of known states, mapping each to its node index. Node indices are handed out by the
 * algorithm, 0, 1, 2 … in order.
 */
export interface VisitedTable<S> {
  /** The node of an equal state, or -1 after recording `state` as node `node`. */
  findOrAdd(state: S, node: number): number;
  /** The node of an equal state, or -1. */
  find(state: S): number;
  readonly size: number;
  /** Empties the table and hands its arrays to the tables of later searches. */
  release(): void;
}

/**
 * A table for `hashing`. With a `sample` state the key type is decided at once (numbers take the
 * fast table), saving an indirection on every lookup; without one it is decided on first use.
 */
export function createVisitedTable<S>(hashing: Hashing<S>, sample?: { state: S }, capacityHint = 1024): VisitedTable<S> {
  if (hashing.kind === 'hash') return new HashEqualityTable(hashing.hash, hashing.equals, capacityHint);
  if (sample) return keyTableFor(hashing.key, hashing.key(sample.state), capacityHint);
  return new AdaptiveKeyTable(hashing.key, capacityHint);
}

/** The table for keys like `first`: numbers and strings have their own, bigints a `Map`. */
function keyTableFor<S>(key: (s: S) => Key, first: Key, capacityHint: number): VisitedTable<S> {
  if (typeof first === 'number') return new NumberKeyTable(key, capacityHint);
  if (typeof first === 'string') return new StringKeyTable(key, capacityHint);
  return new MapKeyTable(key);
}

/** Chooses the table for the first key it sees. */
class AdaptiveKeyTable<S> implements VisitedTable<S> {
  private inner: VisitedTable<S> | undefined;
  constructor(
    private readonly key: (s: S) => Key,
    private readonly capacityHint: number,
  ) {}
  get size(): number {
    return this.inner ? this.inner.size : 0;
  }
  private choose(state: S): VisitedTable<S> {
    this.inner = keyTableFor(this.key, this.key(state), this.capacityHint);
    return this.inner;
  }
  findOrAdd(state: S, node: number): number {
    return (this.inner ?? this.choose(state)).findOrAdd(state, node);
  }
  find(state: S): number {
    return (this.inner ?? this.choose(state)).find(state);
  }
  release(): void {
    this.inner?.release();
  }
}

class MapKeyTable<S> implements VisitedTable<S> {
  private readonly map = new Map<Key, number>();
  constructor(private readonly key: (s: S) => Key) {}
  get size(): number {
    return this.map.size;
  }
  findOrAdd(state: S, node: number): number {
    const k = this.key(state);
    const found = this.map.get(k);
    if (found !== undefined) return found;
    this.map.set(k, node);
    return -1;
  }
  find(state: S): number {
    return this.map.get(this.key(state)) ?? -1;
  }
  release(): void {}
}

/** Chained buckets keyed by a 32-bit hash; keeps each state for `equals`. */
class HashEqualityTable<S> implements VisitedTable<S> {
  /** The newest node + 1 of each bucket, or 0. */
  private heads: Int32Array;
  /** The next node + 1 of the node's bucket, or 0. */
  private next: Int32Array;
  private hashes: Int32Array;
  private states: PagedArray<S>;
  size = 0;

  constructor(
    private readonly hash: (s: S) => number,
    private readonly equals: (a: S, b: S) => boolean,
    capacityHint: number,
  ) {
    let cap = 16;
    while (cap < capacityHint) cap *= 2;
    this.states = new PagedArray<S>();
    this.heads = takeInt32(cap);
    this.next = takeInt32(cap);
    this.hashes = takeInt32(cap);
  }

  private lookup(state: S, h: number): number {
    for (let n = this.heads[h & (this.heads.length - 1)]! - 1; n !== -1; n = this.next[n]! - 1) {
      if (this.hashes[n] === h && this.equals(this.states.get(n)!, state)) return n;
    }
    return -1;
  }

  findOrAdd(state: S, node: number): number {
    const h = this.hash(state) | 0;
    const found = this.lookup(state, h);
    if (found !== -1) return found;
    if (node >= this.next.length) {
      let n = this.next.length;
      while (n <= node) n *= 2;
      this.next = grown(this.next, n);
      this.hashes = grown(this.hashes, n);
    }
    this.states.set(node, state);
    this.hashes[node] = h;
    const b = h & (this.heads.length - 1);
    this.next[node] = this.heads[b]!;
    this.heads[b] = node + 1;
    if (++this.size > this.heads.length) this.rehash();
    return -1;
  }

  find(state: S): number {
    return this.lookup(state, this.hash(state) | 0);
  }

  private rehash(): void {
    const heads = takeInt32(this.heads.length * 2);
    const mask = heads.length - 1;
    // Nodes in order, each put at the head of its chain: chains keep the newest states first,
    // which a search looks up most (measured: walking the old chains instead, which reverses
    // them, made a Sokobond solve 4 % slower).
    for (let n = 0; n < this.next.length; n++) {
      if (this.states.get(n) === undefined) continue;
      const b = this.hashes[n]! & mask;
      this.next[n] = heads[b]!;
      heads[b] = n + 1;
    }
    keepInt32(this.heads);
    this.heads = heads;
  }

  release(): void {
    keepInt32(this.heads);
    keepInt32(this.next);
    keepInt32(this.hashes);
    this.heads = takeInt32(16);
    this.next = takeInt32(16);
    this.hashes = takeInt32(16);
    this.states = new PagedArray<S>();
    this.size = 0;
  }
}

/** `array`'s entries in a zeroed array of `length`; `array` goes to later searches. */
function grown(array: Int32Array, length: number): Int32Array {
  const next = takeInt32(length);
  next.set(array);
  keepInt32(array);
  return next;
}
