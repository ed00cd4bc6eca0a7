import { keepInt32, takeInt32 } from './spare-arrays.js';

/**
 * Fringe search's now/later list: a doubly linked list over node indices in two typed arrays, with
 * a sentinel, so that a node is put after another, taken out, or asked about in a few array
 * reads and no object. Node n lives in slot n + 1 (slot 0 is the sentinel); a link holds the slot
 * it points to plus one, so a zero link (a fresh or handed-back array) means "not in the list"
 * and the arrays need no filling when they grow. The node -1 stands for the sentinel: `first()`
 * and `after()` return it at the end.
 */
export class FringeList {
  private next: Int32Array;
  private prev: Int32Array;
  /** The nodes in the list. */
  size = 0;
  /** The highest slot ever linked, for zeroing the arrays handed back. */
  private used = 1;

  constructor(capacity: number) {
    let length = 32;
    while (length < capacity + 1) length *= 2;
    this.next = takeInt32(length);
    this.prev = takeInt32(length);
    this.next[0] = 1;
    this.prev[0] = 1;
  }

  /** The first node, or -1 when the list is empty. */
  first(): number {
    return this.next[0]! - 2;
  }

  /** The node after `node` (which is in the list), or -1 when it is the last. */
  after(node: number): number {
    return this.next[node + 1]! - 2;
  }

  /** Whether `node` is in the list. */
  has(node: number): boolean {
    const s = node + 1;
    return s < this.next.length && this.next[s] !== 0;
  }

  /** Puts `node` (not in the list) after `anchor` (in the list), or first when `anchor` is -1. */
  insertAfter(anchor: number, node: number): void {
    const s = node + 1;
    if (s >= this.next.length) this.grow(s);
    if (s >= this.used) this.used = s + 1;
    const a = anchor + 1;
    const b = this.next[a]!; // the slot after the anchor, plus one
    this.next[s] = b;
    this.prev[s] = a + 1;
    this.next[a] = s + 1;
    this.prev[b - 1] = s + 1;
    this.size++;
  }

  /** Takes `node` (in the list) out of it. */
  remove(node: number): void {
    const s = node + 1;
    const a = this.prev[s]!;
    const b = this.next[s]!;
    this.next[a - 1] = b;
    this.prev[b - 1] = a;
    this.next[s] = 0;
    this.prev[s] = 0;
    this.size--;
  }

  /** Hands the arrays to later searches; the list must not be used again. */
  release(): void {
    keepInt32(this.next, this.used);
    keepInt32(this.prev, this.used);
    this.next = new Int32Array(0);
    this.prev = new Int32Array(0);
  }

  private grow(slot: number): void {
    let length = this.next.length * 2;
    while (length <= slot) length *= 2;
    const next = new Int32Array(length);
    const prev = new Int32Array(length);
    next.set(this.next);
    prev.set(this.prev);
    keepInt32(this.next, this.used);
    keepInt32(this.prev, this.used);
    this.next = next;
    this.prev = prev;
  }
}
