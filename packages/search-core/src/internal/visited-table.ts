import { SearchError } from '../errors.js';
import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';

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
}

/**
 * A table for `hashing`. With a `sample` state the key type is decided at once (numbers take the
 * fast table), saving an indirection on every lookup; without one it is decided on first use.
 */
export function createVisitedTable<S>(hashing: Hashing<S>, sample?: { state: S }, capacityHint = 1024): VisitedTable<S> {
  if (hashing.kind === 'hash') return new HashEqualityTable(hashing.hash, hashing.equals, capacityHint);
  if (sample) {
    return typeof hashing.key(sample.state) === 'number'
      ? new NumberKeyTable(hashing.key, capacityHint)
      : new MapKeyTable(hashing.key);
  }
  return new AdaptiveKeyTable(hashing.key, capacityHint);
}

/** Chooses the numeric fast path or a `Map` on the first key it sees. */
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
    const k = this.key(state);
    this.inner =
      typeof k === 'number' ? new NumberKeyTable(this.key, this.capacityHint) : new MapKeyTable(this.key);
    return this.inner;
  }
  findOrAdd(state: S, node: number): number {
    return (this.inner ?? this.choose(state)).findOrAdd(state, node);
  }
  find(state: S): number {
    return (this.inner ?? this.choose(state)).find(state);
  }
}

function mixedKeys(k: Key): never {
  throw new SearchError(
    'mixed-keys',
    `the key function returned a ${typeof k} (${String(k)}) after returning numbers: return one key type for every state`,
  );
}

/** A direct table may always take this many entries (256 KB). */
const DIRECT_FLOOR = 1 << 16;
/** Beyond the floor, a direct table has at most this many entries per stored state (64 bytes). */
const DIRECT_PER_STATE = 16;
const NO_ENTRIES = new Int32Array(0);

/**
 * Numeric keys without an object per entry and without string building, in one of two forms.
 *
 * Direct: while every key is a whole number from 0 up to a bound that the stored states pay for
 * (cell numbers, small packed tuples), `direct[key]` holds the node, so a lookup is one array read
 * with no hashing and no probing. The bound is {@link DIRECT_FLOOR} entries, or
 * {@link DIRECT_PER_STATE} entries per stored state, whichever is larger: sparse keys never cost
 * more memory than the states they stand for.
 *
 * Hashed: open addressing over the keys, which are kept per node in an Int32Array while every key
 * is a 32-bit integer and move to a Float64Array the first time one is not (4 bytes a state saved in
 * the common case). The table starts direct, turns hashed when a key does not fit, and turns direct
 * again when the stored states grow enough to pay for the keys seen.
 */
export class NumberKeyTable<S> {
  /** Direct form: direct[key] is node + 1, or 0. Empty in the hashed form. */
  private direct: Int32Array = NO_ENTRIES;
  private directForm = true;
  /** Every key so far is a whole number in [0, 2^31), and the largest of them. */
  private smallKeys = true;
  private maxKey = 0;
  /** Hashed form: keys[node] is the key of that node. */
  private keys: Int32Array | Float64Array = NO_ENTRIES;
  private wide = false;
  /** Hashed form: node + 1, or 0 for an empty slot. */
  private slots: Int32Array = NO_ENTRIES;
  private mask = 0;
  size = 0;

  constructor(
    private readonly key: (s: S) => Key,
    private readonly capacityHint: number,
  ) {}

  private keyOf(state: S): number {
    const k = this.key(state);
    if (typeof k !== 'number') mixedKeys(k);
    if (k !== k) throw new SearchError('mixed-keys', 'the key function returned NaN');
    return k;
  }

  findOrAdd(state: S, node: number): number {
    const k = this.keyOf(state);
    const direct = this.direct;
    // Only the direct form has entries here, and only whole keys below its length pass.
    if (k < direct.length && (k >>> 0) === k) {
      const s = direct[k]!;
      if (s !== 0) return s - 1;
      direct[k] = node + 1;
      this.size++;
      return -1;
    }
    return this.findOrAddOutside(k, node);
  }

  find(state: S): number {
    const k = this.keyOf(state);
    if (this.directForm) return k < this.direct.length && (k >>> 0) === k ? this.direct[k]! - 1 : -1;
    const keys = this.keys;
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(k) & mask;
    for (;;) {
      const s = slots[i]!;
      if (s === 0) return -1;
      if (keys[s - 1] === k) return s - 1;
      i = (i + 1) & mask;
    }
  }

  /** A key beyond the direct table, or any key of the hashed form. */
  private findOrAddOutside(k: number, node: number): number {
    const small = k >= 0 && k < 2 ** 31 && (k | 0) === k;
    if (this.directForm) {
      // No stored key lies outside the direct table: `k` is new.
      if (small && this.directLength(k) <= this.directBound(this.size + 1)) {
        this.growDirect(this.directLength(k));
        this.direct[k] = node + 1;
        this.size++;
        return -1;
      }
      this.toHashed();
    }
    const keys = this.keys;
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(k) & mask;
    for (;;) {
      const s = slots[i]!;
      if (s === 0) break;
      if (keys[s - 1] === k) return s - 1;
      i = (i + 1) & mask;
    }
    if (!small) this.smallKeys = false;
    else if (k > this.maxKey) this.maxKey = k;
    if (!this.wide && (k | 0) !== k) this.widen();
    if (node >= this.keys.length) this.growKeys(node + 1);
    this.keys[node] = k;
    slots[i] = node + 1;
    if (++this.size * 2 > slots.length) {
      if (this.smallKeys && this.directLength(this.maxKey) <= this.directBound(this.size)) this.toDirect();
      else this.rehash();
    }
    return -1;
  }

  /** The direct table length that holds `k`: a power of two, at least double the current one. */
  private directLength(k: number): number {
    let n = Math.max(256, this.direct.length * 2);
    while (n <= k) n *= 2;
    return n;
  }

  private directBound(stored: number): number {
    return Math.max(DIRECT_FLOOR, DIRECT_PER_STATE * stored);
  }

  private growDirect(length: number): void {
    const next = new Int32Array(length);
    next.set(this.direct);
    this.direct = next;
  }

  /** Moves every entry from the direct table into hashed slots. */
  private toHashed(): void {
    const direct = this.direct;
    let cap = 16;
    while (cap < Math.max(this.capacityHint, this.size + 1) * 2) cap *= 2;
    this.slots = new Int32Array(cap);
    this.mask = cap - 1;
    this.keys = new Int32Array(Math.max(16, this.capacityHint, this.size));
    for (let k = 0; k < direct.length; k++) {
      const s = direct[k]!;
      if (s === 0) continue;
      if (s - 1 >= this.keys.length) this.growKeys(s);
      this.keys[s - 1] = k;
      this.insertSlot(s);
      if (k > this.maxKey) this.maxKey = k;
    }
    this.direct = NO_ENTRIES;
    this.directForm = false;
  }

  /** Moves every entry from the hashed slots into a direct table (every key is small). */
  private toDirect(): void {
    const direct = new Int32Array(this.directLength(this.maxKey));
    const old = this.slots;
    const keys = this.keys;
    for (let j = 0; j < old.length; j++) {
      const s = old[j]!;
      if (s !== 0) direct[keys[s - 1]!] = s;
    }
    this.direct = direct;
    this.directForm = true;
    this.slots = NO_ENTRIES;
    this.keys = NO_ENTRIES;
    this.mask = 0;
  }

  private insertSlot(s: number): void {
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(this.keys[s - 1]!) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = s;
  }

  private widen(): void {
    const wide = new Float64Array(this.keys.length);
    wide.set(this.keys);
    this.keys = wide;
    this.wide = true;
  }

  private growKeys(min: number): void {
    let n = Math.max(16, this.keys.length);
    while (n < min) n = Math.ceil(n * 1.5);
    const next = this.wide ? new Float64Array(n) : new Int32Array(n);
    next.set(this.keys);
    this.keys = next;
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    for (let j = 0; j < old.length; j++) {
      const s = old[j]!;
      if (s !== 0) this.insertSlot(s);
    }
  }
}

/**
 * The slot hash of a numeric key. Keys that differ only in their lowest 3 bits (neighbouring cells,
 * consecutive packed values) land in the same run of 8 slots, one cache line, which is what makes
 * dense grid searches fast; the runs themselves are placed by a multiplicative mix of all the other
 * bits, so packed tuples (`x * 2^20 + y`) and keys above 2^32 spread out as well as random keys do.
 * (A near-identity hash was 2× faster on dense keys and pathological on packed ones: linear probing
 * degenerates into long runs.)
 */
export function hashNumber(k: number): number {
  const lo = k >>> 0;
  const hi = (k / 4294967296) >>> 0;
  let h = Math.imul(lo >>> 3, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h << 3) | (lo & 7);
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
}

/** Chained buckets keyed by a 32-bit hash; keeps each state for `equals`. */
class HashEqualityTable<S> implements VisitedTable<S> {
  private heads: Int32Array;
  private next: Int32Array;
  private hashes: Int32Array;
  private readonly states: S[] = [];
  size = 0;

  constructor(
    private readonly hash: (s: S) => number,
    private readonly equals: (a: S, b: S) => boolean,
    capacityHint: number,
  ) {
    let cap = 16;
    while (cap < capacityHint) cap *= 2;
    this.heads = new Int32Array(cap).fill(-1);
    this.next = new Int32Array(cap);
    this.hashes = new Int32Array(cap);
  }

  private lookup(state: S, h: number): number {
    for (let n = this.heads[h & (this.heads.length - 1)]!; n !== -1; n = this.next[n]!) {
      if (this.hashes[n] === h && this.equals(this.states[n]!, state)) return n;
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
      const next = new Int32Array(n);
      next.set(this.next);
      this.next = next;
      const hashes = new Int32Array(n);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.states[node] = state;
    this.hashes[node] = h;
    const b = h & (this.heads.length - 1);
    this.next[node] = this.heads[b]!;
    this.heads[b] = node;
    if (++this.size > this.heads.length) this.rehash();
    return -1;
  }

  find(state: S): number {
    return this.lookup(state, this.hash(state) | 0);
  }

  private rehash(): void {
    const heads = new Int32Array(this.heads.length * 2).fill(-1);
    const mask = heads.length - 1;
    for (let n = 0; n < this.states.length; n++) {
      if (this.states[n] === undefined) continue;
      const b = this.hashes[n]! & mask;
      this.next[n] = heads[b]!;
      heads[b] = n;
    }
    this.heads = heads;
  }
}
