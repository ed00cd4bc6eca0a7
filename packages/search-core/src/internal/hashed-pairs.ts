/**
 * The slots of the tables that keep a 32-bit hash per entry (string keys, hash + equality): open
 * addressing over (hash, node + 1) pairs, doubled a few pairs at a time as `HashedSlots`
 * (hashed-slots.ts) doubles its slots: a table rehashed whole in one insert is one step that a stop
 * (time limit, cancel flag, signal) waits for, and at millions of keys that step is far too long.
 *
 * @module
 */
import { keepInt32, takeInt32 } from './spare-arrays.js';

const NO_ENTRIES = new Int32Array(0);

/**
 * Old pairs moved per insert while growing: the old array (L pairs) is drained after L / PAIRS_STEP
 * inserts, long before the new one (2L pairs) is half full, L / 2 inserts later. Moving needs no
 * key: each pair carries its hash.
 */
export const PAIRS_STEP = 512;

/**
 * Linear probing over pairs, hash at 2i and node + 1 at 2i + 1 (0: an empty pair), at most half
 * full. The tables probe `slots` themselves (the hot loop, with their own equality); on a miss
 * while `growing` they probe `oldSlots` too, which stays unchanged until drained.
 */
export class HashedPairs {
  /** Pairs, interleaved: a probe reads the hash and the node from one cache line. */
  slots: Int32Array = NO_ENTRIES;
  /** Pairs − 1. */
  mask = 0;
  /** Entries in `slots` and in the pairs of `oldSlots` not yet moved. */
  count = 0;
  growing = false;
  /** While growing: the pairs before the growth; those from `moved` on are not yet in `slots`. */
  oldSlots: Int32Array = NO_ENTRIES;
  oldMask = 0;
  private moved = 0;
  /** Old pairs moved per insert; the tests make it small, so that small tables grow over many inserts. */
  step = PAIRS_STEP;

  /** Starts over with `pairs` (a power of two) empty pairs. */
  open(pairs: number): void {
    this.release();
    this.slots = takeInt32(pairs * 2);
    this.mask = pairs - 1;
  }

  /** Records a new entry at the empty pair `i` of `slots` (the end of a probe), then does this insert's share of a growth. */
  add(i: number, h: number, s: number): void {
    const slots = this.slots;
    slots[2 * i] = h;
    slots[2 * i + 1] = s;
    // After the insert: moving first could take pair i.
    if (this.growing) this.move(this.step);
    if (++this.count * 2 > this.mask + 1) this.grow();
  }

  /** Doubles the pairs, the entries to follow a few per insert. */
  private grow(): void {
    // Never has work left here (see PAIRS_STEP), but the old pairs must be gone before they are replaced.
    if (this.growing) this.move(this.oldSlots.length);
    this.oldSlots = this.slots;
    this.oldMask = this.mask;
    this.moved = 0;
    this.growing = true;
    this.slots = takeInt32(this.slots.length * 2);
    this.mask = this.slots.length / 2 - 1;
  }

  private move(count: number): void {
    const old = this.oldSlots;
    const slots = this.slots;
    const mask = this.mask;
    const pairs = old.length / 2;
    const end = Math.min(pairs, this.moved + count);
    for (let j = this.moved; j < end; j++) {
      const s = old[2 * j + 1]!;
      if (s === 0) continue;
      const h = old[2 * j]!;
      let i = h & mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & mask;
      slots[2 * i] = h;
      slots[2 * i + 1] = s;
    }
    this.moved = end;
    if (end < pairs) return;
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
    this.count = 0;
    this.moved = 0;
    this.growing = false;
  }
}

/**
 * A user's 32-bit hash spread over the low bits, which pick the pair: one-to-one, so that equal
 * mixed hashes are still equal hashes. Hashes that differ only in high bits (packed coordinates,
 * multiples of a power of two) would otherwise fill one run of pairs, which linear probing walks whole.
 */
export function mixHash(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return h ^ (h >>> 15);
}

/**
 * The largest start: its array (two entries per pair) is one that finished searches hand to the next
 * (spare-arrays.ts); a larger one would be made anew for every search, which costs a search of a few
 * states several times its own work. Past it the pairs grow in steps anyway.
 */
const MAX_START_PAIRS = 2048;

/** Pairs to start with for `capacityHint` entries (a power of two, 16 to {@link MAX_START_PAIRS}). */
export function pairsFor(capacityHint: number): number {
  let pairs = 16;
  while (pairs < capacityHint && pairs < MAX_START_PAIRS) pairs *= 2;
  return pairs;
}
