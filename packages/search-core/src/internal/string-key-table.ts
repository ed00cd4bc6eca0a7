/**
 * The visited table for string keys: the keys hashed here, in JavaScript, into {@link HashedPairs},
 * whose growth is spread over inserts. Not a `Map`: V8 rehashes a `Map` whole when it doubles, in
 * one insert, and at millions of keys that is longer than a stop may wait.
 *
 * @module
 */
import type { Key } from '../state.js';
import { HashedPairs, pairsFor } from './hashed-pairs.js';
import { PagedArray } from './paged-array.js';
import type { VisitedTable } from './visited-table.js';

/**
 * Drawn once per process, so that which keys share pairs changes from run to run: a set of keys
 * that happens to cluster in one run does not in the next. Not a defence against keys built to
 * collide: MurmurHash3's rounds have collisions that hold whatever the seed, as any hash this cheap.
 */
const SEED = (Math.random() * 2 ** 32) | 0;

/**
 * A 32-bit hash of `k`'s UTF-16 code units, two per round (MurmurHash3's rounds and finish). Linear
 * in the length, as a `Map`'s own hashing of a new string is.
 */
export function hashString(k: string, seed: number): number {
  const n = k.length;
  let h = seed ^ n;
  let i = 0;
  for (; i + 1 < n; i += 2) {
    let w = k.charCodeAt(i) | (k.charCodeAt(i + 1) << 16);
    w = Math.imul(w, 0xcc9e2d51);
    w = Math.imul((w << 15) | (w >>> 17), 0x1b873593);
    h ^= w;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  if (i < n) {
    let w = Math.imul(k.charCodeAt(i), 0xcc9e2d51);
    w = Math.imul((w << 15) | (w >>> 17), 0x1b873593);
    h ^= w;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * String keys in {@link HashedPairs}, each key kept by node for `===`. Keys of other types (a key
 * function may return a number or a bigint after strings) go to a `Map` beside it, as they did
 * before: that path is not a fast one.
 */
export class StringKeyTable<S> implements VisitedTable<S> {
  private readonly pairs = new HashedPairs();
  private keys = new PagedArray<string>();
  private others: Map<Key, number> | undefined;
  size = 0;

  constructor(
    private readonly key: (s: S) => Key,
    capacityHint: number,
  ) {
    this.pairs.open(pairsFor(capacityHint));
  }

  /** The hash of a key; the tests override it (equal hashes for every key). */
  protected hashOf(k: string): number {
    return hashString(k, SEED);
  }

  findOrAdd(state: S, node: number): number {
    const k = this.key(state);
    if (typeof k !== 'string') return this.findOrAddOther(k, node);
    const h = this.hashOf(k);
    const pairs = this.pairs;
    const found = this.probe(pairs.slots, pairs.mask, k, h);
    if (found >= 0) return found;
    if (pairs.growing) {
      const old = this.probe(pairs.oldSlots, pairs.oldMask, k, h);
      if (old >= 0) return old;
    }
    this.keys.set(node, k);
    pairs.add(-1 - found, h, node + 1);
    this.size++;
    return -1;
  }

  find(state: S): number {
    const k = this.key(state);
    if (typeof k !== 'string') return this.others?.get(k) ?? -1;
    const h = this.hashOf(k);
    const pairs = this.pairs;
    const found = this.probe(pairs.slots, pairs.mask, k, h);
    if (found >= 0 || !pairs.growing) return found >= 0 ? found : -1;
    const old = this.probe(pairs.oldSlots, pairs.oldMask, k, h);
    return old >= 0 ? old : -1;
  }

  /**
   * The node of `k` (hash `h`) in `slots`, or −1 − the empty pair where its probe ended. Over the
   * new pairs, then (while growing, on a miss) over the old ones: a key not yet moved is there.
   */
  private probe(slots: Int32Array, mask: number, k: string, h: number): number {
    let i = h & mask;
    for (;;) {
      const s = slots[2 * i + 1]!;
      if (s === 0) return -1 - i;
      if (slots[2 * i] === h && this.keys.get(s - 1) === k) return s - 1;
      i = (i + 1) & mask;
    }
  }

  private findOrAddOther(k: Key, node: number): number {
    const others = (this.others ??= new Map<Key, number>());
    const found = others.get(k);
    if (found !== undefined) return found;
    others.set(k, node);
    this.size++;
    return -1;
  }

  release(): void {
    this.pairs.open(16);
    this.keys = new PagedArray<string>();
    this.others = undefined;
    this.size = 0;
  }
}
