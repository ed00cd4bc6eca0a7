/**
 * The set of known states of a search, mapping each to its node index: the interface, the factory
 * that picks a table for the problem's hashing, and the tables for bigint keys (a `Map`) and for
 * hash + equality. Number keys go to `NumberKeyTable`, string keys to `StringKeyTable`, each in its
 * own file.
 *
 * @module
 */
import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';
import { NumberKeyTable } from './number-key-table.js';
import { HashedPairs, mixHash, pairsFor } from './hashed-pairs.js';
import { PagedArray } from './paged-array.js';
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

/** States by their hash, mixed ({@link mixHash}), in {@link HashedPairs}; keeps each state by node for `equals`. */
class HashEqualityTable<S> implements VisitedTable<S> {
  private readonly pairs = new HashedPairs();
  private states = new PagedArray<S>();
  size = 0;

  constructor(
    private readonly hash: (s: S) => number,
    private readonly equals: (a: S, b: S) => boolean,
    capacityHint: number,
  ) {
    this.pairs.open(pairsFor(capacityHint));
  }

  findOrAdd(state: S, node: number): number {
    const h = mixHash(this.hash(state));
    const pairs = this.pairs;
    const found = this.probe(pairs.slots, pairs.mask, state, h);
    if (found >= 0) return found;
    if (pairs.growing) {
      const old = this.probe(pairs.oldSlots, pairs.oldMask, state, h);
      if (old >= 0) return old;
    }
    this.states.set(node, state);
    pairs.add(-1 - found, h, node + 1);
    this.size++;
    return -1;
  }

  find(state: S): number {
    const h = mixHash(this.hash(state));
    const pairs = this.pairs;
    const found = this.probe(pairs.slots, pairs.mask, state, h);
    if (found >= 0 || !pairs.growing) return found >= 0 ? found : -1;
    const old = this.probe(pairs.oldSlots, pairs.oldMask, state, h);
    return old >= 0 ? old : -1;
  }

  /** The node of `state` (mixed hash `h`) in `slots`, or −1 − the empty pair where its probe ended (see `StringKeyTable`). */
  private probe(slots: Int32Array, mask: number, state: S, h: number): number {
    let i = h & mask;
    for (;;) {
      const s = slots[2 * i + 1]!;
      if (s === 0) return -1 - i;
      if (slots[2 * i] === h && this.equals(this.states.get(s - 1)!, state)) return s - 1;
      i = (i + 1) & mask;
    }
  }

  release(): void {
    this.pairs.open(16);
    this.states = new PagedArray<S>();
    this.size = 0;
  }
}
