/**
 * The slots of `NumberKeyTable`'s hashed form: open addressing over node numbers, whose keys the
 * table keeps per node, doubled a few slots at a time. Moving every entry at once took 150 ms at
 * 2 M entries here, one step that a stop (time limit, cancel flag, signal) waited for.
 *
 * @module
 */
import { keepInt32, takeInt32 } from './spare-arrays.js';

const NO_ENTRIES = new Int32Array(0);
/**
 * Old slots moved per insert while growing: the old array (length L) is drained after L / MOVE_STEP
 * inserts, long before the new one (2L) is half full, L / 2 inserts later. A step took 18 µs here
 * (0.1 ms at the 99.9th percentile). Smaller steps cost more in all: a lookup while growing probes
 * both arrays, and at 32 a search over hashed keys ran 5–10 % slower.
 */
const MOVE_STEP = 512;

/** The key of each node: an Int32Array while every key is a 32-bit integer. */
export type NodeKeys = Int32Array | Float64Array;

/**
 * Linear probing over node + 1 (0 is an empty slot), at most half full. To double, the old array
 * stays, unchanged, for lookups to fall back on ({@link findOld}), and each insert moves a few of
 * its slots into the new one ({@link moveSome}) until it is drained.
 */
export class HashedSlots {
  slots: Int32Array = NO_ENTRIES;
  mask = 0;
  /** While growing: the slots before the growth; those from `moved` on are not yet in `slots`. */
  growing = false;
  private oldSlots: Int32Array = NO_ENTRIES;
  private oldMask = 0;
  private moved = 0;

  /** Starts over with `length` (a power of two) empty slots. */
  open(length: number): void {
    this.release();
    this.slots = takeInt32(length);
    this.mask = length - 1;
  }

  /** The node of `k` among the old slots, or -1; a moved key is found in `slots` before this. */
  findOld(keys: NodeKeys, k: number): number {
    const old = this.oldSlots;
    const mask = this.oldMask;
    let i = hashNumber(k) & mask;
    for (;;) {
      const s = old[i]!;
      if (s === 0) return -1;
      if (keys[s - 1] === k) return s - 1;
      i = (i + 1) & mask;
    }
  }

  /** Puts node + 1 in the first free slot of its key's run. */
  insert(keys: NodeKeys, s: number): void {
    const slots = this.slots;
    const mask = this.mask;
    let i = hashNumber(keys[s - 1]!) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = s;
  }

  /** Doubles the slots, the entries to follow a few per insert. */
  grow(): void {
    this.oldSlots = this.slots;
    this.oldMask = this.mask;
    this.moved = 0;
    this.growing = true;
    this.slots = takeInt32(this.slots.length * 2);
    this.mask = this.slots.length - 1;
  }

  /** One insert's share of the moving, while growing. */
  moveSome(keys: NodeKeys): void {
    this.move(keys, MOVE_STEP);
  }

  /** Moves what is left at once: before the slots are half full again or read whole. */
  drain(keys: NodeKeys): void {
    if (this.growing) this.move(keys, this.oldSlots.length);
  }

  private move(keys: NodeKeys, count: number): void {
    const old = this.oldSlots;
    const end = Math.min(old.length, this.moved + count);
    for (let j = this.moved; j < end; j++) {
      const s = old[j]!;
      if (s !== 0) this.insert(keys, s);
    }
    this.moved = end;
    if (end < old.length) return;
    keepInt32(old);
    this.oldSlots = NO_ENTRIES;
    this.oldMask = 0;
    this.growing = false;
  }

  release(): void {
    keepInt32(this.slots);
    keepInt32(this.oldSlots);
    this.slots = NO_ENTRIES;
    this.oldSlots = NO_ENTRIES;
    this.mask = 0;
    this.oldMask = 0;
    this.growing = false;
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
  // Scaling by a power of two is exact: the high word without a division.
  const hi = (k * 2 ** -32) >>> 0;
  let h = Math.imul(lo >>> 3, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h << 3) | (lo & 7);
}
