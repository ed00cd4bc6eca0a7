/**
 * Int32Arrays that finished searches handed back, zeroed, for the next search to take.
 *
 * A typed array of more than 64 bytes lives outside V8's heap, and making one costs microseconds
 * (V8 tracks the memory as external): more than a whole search of a few states. A search's tables
 * start at a few such arrays, so a solver that runs many small searches would pay that for every
 * one of them. Up to {@link KEPT_PER_LENGTH} arrays are kept per power-of-two length up to 4,096
 * entries: at most 128 KB is held between searches, small beside any memory limit a search is
 * given (the arrays of a big search cost little beside the search that needed them).
 */
const MIN_KEPT_BITS = 5;
const MAX_KEPT_BITS = 12;
/** A table of the hash-and-equality kind takes three arrays of one length. */
const KEPT_PER_LENGTH = 4;
const kept: Int32Array[][] = Array.from({ length: MAX_KEPT_BITS + 1 }, () => []);

/** The power of two `length` is, within the lengths kept, or -1. */
function keptBits(length: number): number {
  const bits = 31 - Math.clz32(length);
  return length === 1 << bits && bits >= MIN_KEPT_BITS && bits <= MAX_KEPT_BITS ? bits : -1;
}

/** An Int32Array of `length` zeros: one handed back by {@link keepInt32} when there is one. */
export function takeInt32(length: number): Int32Array {
  const bits = keptBits(length);
  const a = bits === -1 ? undefined : kept[bits]!.pop();
  return a ?? new Int32Array(length);
}

/**
 * Hands `array` to the next {@link takeInt32} of its length, after zeroing its first `used` entries
 * (the rest must be zero already). Only an array from {@link takeInt32} (not a view of a shared
 * buffer) may be handed back, once, and its owner must not touch it again.
 */
export function keepInt32(array: Int32Array, used: number = array.length): void {
  const bits = keptBits(array.length);
  if (bits === -1) return;
  const stack = kept[bits]!;
  if (stack.length >= KEPT_PER_LENGTH) return;
  array.fill(0, 0, used);
  stack.push(array);
}
