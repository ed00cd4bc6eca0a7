/**
 * A binary heap of slot numbers (small integers naming the records of a pool) that knows where
 * each slot sits, so that any slot can be taken out or moved after its key changed in O(log n):
 * what SMA* needs twice over, once for the best node to expand and once for the worst leaf to
 * forget, both changing as values are backed up. The order is a function of two slots, reading
 * the engine's own columns (no keys are copied in).
 */
export class SlotHeap {
  private heap: Int32Array;
  /** Where each slot is in `heap`, or -1. */
  private place: Int32Array;
  size = 0;

  /**
   * @param before - whether slot `a` comes out before slot `b`.
   * @param capacity - the slots to make room for at first (`grow` adds more).
   */
  constructor(
    private readonly before: (a: number, b: number) => boolean,
    capacity: number,
  ) {
    this.heap = new Int32Array(Math.max(1, capacity));
    this.place = new Int32Array(Math.max(1, capacity)).fill(-1);
  }

  /** Makes room for slots below `capacity`. */
  grow(capacity: number): void {
    if (capacity <= this.place.length) return;
    const heap = new Int32Array(capacity);
    heap.set(this.heap.subarray(0, this.size));
    const place = new Int32Array(capacity).fill(-1);
    place.set(this.place);
    this.heap = heap;
    this.place = place;
  }

  has(slot: number): boolean {
    return this.place[slot]! >= 0;
  }

  /** The first slot, or -1 when empty. */
  top(): number {
    return this.size === 0 ? -1 : this.heap[0]!;
  }

  /** Adds a slot that is not in the heap. */
  push(slot: number): void {
    const i = this.size++;
    this.heap[i] = slot;
    this.place[slot] = i;
    this.up(i);
  }

  /** Takes a slot out, if it is in. */
  remove(slot: number): void {
    const i = this.place[slot]!;
    if (i < 0) return;
    this.place[slot] = -1;
    const last = this.heap[--this.size]!;
    if (i === this.size) return;
    this.heap[i] = last;
    this.place[last] = i;
    this.up(i);
    this.down(this.place[last]!);
  }

  /** Puts a slot in its place after its key changed, adding it when it is not in. */
  update(slot: number): void {
    const i = this.place[slot]!;
    if (i < 0) {
      this.push(slot);
      return;
    }
    this.up(i);
    this.down(this.place[slot]!);
  }

  /** Empties the heap. */
  clear(): void {
    for (let i = 0; i < this.size; i++) this.place[this.heap[i]!] = -1;
    this.size = 0;
  }

  private up(i: number): void {
    const heap = this.heap;
    const slot = heap[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent]!;
      if (!this.before(slot, above)) break;
      heap[i] = above;
      this.place[above] = i;
      i = parent;
    }
    heap[i] = slot;
    this.place[slot] = i;
  }

  private down(i: number): void {
    const heap = this.heap;
    const n = this.size;
    const slot = heap[i]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      const right = child + 1;
      if (right < n && this.before(heap[right]!, heap[child]!)) child = right;
      const below = heap[child]!;
      if (!this.before(below, slot)) break;
      heap[i] = below;
      this.place[below] = i;
      i = child;
    }
    heap[i] = slot;
    this.place[slot] = i;
  }
}
