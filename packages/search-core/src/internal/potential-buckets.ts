import { Float64Column, Int32Column, Uint8Column } from './columns.js';

/** Flags of a bucket: in the potential heap, in the f heap. */
const IN_U = 1;
const IN_F = 2;
/** g and h below this (whole numbers) share one map key, g · 2^15 + h: a small integer, which a Map hashes fastest. */
const SMALL = 2 ** 15;

/** A binary heap of bucket ids under a `better` order, grown as needed. */
class BucketHeap {
  items = new Int32Array(64);
  size = 0;

  constructor(private readonly better: (a: number, b: number) => boolean) {}

  push(b: number): void {
    if (this.size === this.items.length) {
      const next = new Int32Array(this.items.length * 2);
      next.set(this.items);
      this.items = next;
    }
    const items = this.items;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.better(b, items[p]!)) break;
      items[i] = items[p]!;
      i = p;
    }
    items[i] = b;
  }

  pop(): void {
    const last = this.items[--this.size]!;
    if (this.size > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
  }

  siftDown(at: number): void {
    const items = this.items;
    const n = this.size;
    const b = items[at]!;
    let i = at;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const c = l + 1 < n && this.better(items[l + 1]!, items[l]!) ? l + 1 : l;
      if (!this.better(items[c]!, b)) break;
      items[i] = items[c]!;
      i = c;
    }
    items[i] = b;
  }
}

/**
 * The open states of dynamic potential search in buckets by (g, h), as Gilon, Felner and Stern
 * keep them: every state of a bucket has the same potential ud = (B·F − g) / h, so a new least f
 * (F) re-keys one number per bucket, not one per state. States sit in intrusive doubly linked
 * lists (three 32-bit numbers per node), so one reached again more cheaply leaves its bucket at
 * once. Two heaps of buckets: by potential, largest first (ties to the smaller h, then the larger
 * g: the deeper state), and by f = g + h, least first, whose top is F. An emptied bucket stays in
 * a heap until it reaches the top there, and is recycled once out of both.
 */
export class PotentialBuckets {
  private readonly bg = new Float64Column(0, 64);
  private readonly bh = new Float64Column(0, 64);
  private readonly key = new Float64Column(0, 64);
  private readonly head = new Int32Column(-1, 64);
  private readonly count = new Int32Column(0, 64);
  private readonly flags = new Uint8Column(64);
  private readonly next: Int32Column;
  private readonly prev: Int32Column;
  private readonly bucketOf: Int32Column;
  private readonly small = new Map<number, number>();
  private readonly other = new Map<number, Map<number, number>>();
  private readonly free: number[] = [];
  private created = 0;
  /** B × F: the cost the potentials are measured against. */
  private budget = 0;
  private rekeyAt = -1;
  private rekeyKept = 0;
  private readonly byU = new BucketHeap((a, b) => {
    const ka = this.key.data[a]!;
    const kb = this.key.data[b]!;
    if (ka !== kb) return ka > kb;
    const ha = this.bh.data[a]!;
    const hb = this.bh.data[b]!;
    return ha < hb || (ha === hb && this.bg.data[a]! > this.bg.data[b]!);
  });
  private readonly byF = new BucketHeap((a, b) => {
    const fa = this.bg.data[a]! + this.bh.data[a]!;
    const fb = this.bg.data[b]! + this.bh.data[b]!;
    return fa < fb || (fa === fb && this.bg.data[a]! > this.bg.data[b]!);
  });
  /** States in the buckets. */
  size = 0;

  constructor(
    private readonly weight: number,
    leastF: number,
    capacity: number,
  ) {
    this.next = new Int32Column(-1, capacity);
    this.prev = new Int32Column(-1, capacity);
    this.bucketOf = new Int32Column(-1, capacity);
    this.budget = weight * leastF;
  }

  /** Distinct (g, h) pairs with a bucket now (some may be empty). */
  get buckets(): number {
    return this.created - this.free.length;
  }

  /** Whether `node` is in a bucket. */
  has(node: number): boolean {
    return this.bucketOf.get(node) >= 0;
  }

  /** Files `node` under (g, h); it must not be in a bucket already. */
  add(node: number, g: number, h: number): void {
    const b = this.bucket(g, h);
    const first = this.head.get(b);
    this.next.set(node, first);
    this.prev.set(node, -1);
    if (first >= 0) this.prev.set(first, node);
    this.head.set(b, node);
    this.bucketOf.set(node, b);
    this.count.set(b, this.count.get(b) + 1);
    this.size++;
    const fl = this.flags.get(b);
    if ((fl & IN_U) === 0) {
      this.key.set(b, this.potential(b));
      this.byU.push(b);
    }
    if ((fl & IN_F) === 0) this.byF.push(b);
    this.flags.set(b, IN_U | IN_F);
  }

  /** Takes `node` out of its bucket (a no-op when it is in none). */
  remove(node: number): void {
    const b = this.bucketOf.get(node);
    if (b < 0) return;
    const n = this.next.get(node);
    const p = this.prev.get(node);
    if (p >= 0) this.next.set(p, n);
    else this.head.set(b, n);
    if (n >= 0) this.prev.set(n, p);
    this.bucketOf.set(node, -1);
    this.count.set(b, this.count.get(b) - 1);
    this.size--;
  }

  /** The least g + h of the states in the buckets; Infinity when there are none. */
  leastF(): number {
    const heap = this.byF;
    while (heap.size > 0) {
      const b = heap.items[0]!;
      if (this.count.get(b) > 0) return this.bg.get(b) + this.bh.get(b);
      heap.pop();
      this.leave(b, IN_F);
    }
    return Infinity;
  }

  /** Takes and returns a state of the largest potential (the buckets must not be empty). */
  popBest(): number {
    const heap = this.byU;
    for (;;) {
      const b = heap.items[0]!;
      if (this.count.get(b) > 0) {
        const node = this.head.get(b);
        this.remove(node);
        return node;
      }
      heap.pop();
      this.leave(b, IN_U);
    }
  }

  /** Starts measuring the potentials against a new least f; {@link rekeyStep} until it says done. */
  beginRekey(leastF: number): void {
    this.budget = this.weight * leastF;
    this.rekeyAt = 0;
    this.rekeyKept = 0;
  }

  /**
   * Re-keys up to `budget` buckets (empty ones leave the heap), then heapifies as many; true once
   * the heap is whole again. No state may be added or taken until then.
   */
  rekeyStep(budget: number): boolean {
    const heap = this.byU;
    const items = heap.items;
    if (this.rekeyAt >= 0) {
      let i = this.rekeyAt;
      let w = this.rekeyKept;
      const end = Math.min(heap.size, i + budget);
      for (; i < end; i++) {
        const b = items[i]!;
        if (this.count.get(b) === 0) {
          this.leave(b, IN_U);
          continue;
        }
        this.key.set(b, this.potential(b));
        items[w++] = b;
      }
      this.rekeyKept = w;
      if (i < heap.size) {
        this.rekeyAt = i;
        return false;
      }
      heap.size = w;
      this.rekeyAt = -1;
      // The heapify goes from the last parent down to the root.
      this.heapifyAt = (w >> 1) - 1;
      return this.heapifyAt < 0;
    }
    let i = this.heapifyAt;
    const stop = Math.max(-1, i - budget);
    for (; i > stop; i--) heap.siftDown(i);
    this.heapifyAt = i;
    return i < 0;
  }

  private heapifyAt = -1;

  /** ud = (B·F − g) / h; with h = 0, +∞ within the budget and −∞ past it. */
  private potential(b: number): number {
    const room = this.budget - this.bg.get(b);
    const h = this.bh.get(b);
    if (h === 0) return room >= 0 ? Infinity : -Infinity;
    return room / h;
  }

  /** Clears a heap's flag of bucket `b`; an empty bucket out of both heaps is recycled. */
  private leave(b: number, flag: number): void {
    const fl = this.flags.get(b) & ~flag;
    this.flags.set(b, fl);
    if (fl !== 0 || this.count.get(b) !== 0) return;
    const g = this.bg.get(b);
    const h = this.bh.get(b);
    if (g >= 0 && g < SMALL && h < SMALL && Number.isInteger(g) && Number.isInteger(h)) this.small.delete(g * SMALL + h);
    else {
      const byH = this.other.get(g)!;
      byH.delete(h);
      if (byH.size === 0) this.other.delete(g);
    }
    this.head.set(b, -1);
    this.free.push(b);
  }

  /** The bucket of (g, h), made when there is none. */
  private bucket(g: number, h: number): number {
    const isSmall = g >= 0 && g < SMALL && h < SMALL && Number.isInteger(g) && Number.isInteger(h);
    let byH: Map<number, number> | undefined;
    if (isSmall) {
      const b = this.small.get(g * SMALL + h);
      if (b !== undefined) return b;
    } else {
      byH = this.other.get(g);
      const b = byH?.get(h);
      if (b !== undefined) return b;
    }
    const b = this.free.length > 0 ? this.free.pop()! : this.created++;
    this.bg.set(b, g);
    this.bh.set(b, h);
    this.count.set(b, 0);
    this.head.set(b, -1);
    this.flags.set(b, 0);
    if (isSmall) this.small.set(g * SMALL + h, b);
    else {
      if (byH === undefined) {
        byH = new Map();
        this.other.set(g, byH);
      }
      byH.set(h, b);
    }
    return b;
  }
}
