/**
 * A binary min-heap of nodes ordered by a two-part key (k1, then k2), with each node's place kept
 * so that a node's key can be changed or the node taken out wherever it sits: the priority queue
 * of LPA* and D* Lite, whose vertices enter, move and leave the queue as their g and rhs change.
 * A node is in the heap at most once. Keys and nodes live in typed arrays; nothing is allocated
 * per operation.
 */
export class KeyHeap {
  private k1: Float64Array;
  private k2: Float64Array;
  private nodes: Int32Array;
  /** Each node's slot in the heap, or -1. */
  private slot: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    const cap = Math.max(16, capacity);
    this.k1 = new Float64Array(cap);
    this.k2 = new Float64Array(cap);
    this.nodes = new Int32Array(cap);
    this.slot = new Int32Array(cap).fill(-1);
  }

  /** Whether `node` is in the heap. */
  has(node: number): boolean {
    return node < this.slot.length && this.slot[node]! !== -1;
  }

  /** The node of the least key (the heap must not be empty). */
  topNode(): number {
    return this.nodes[0]!;
  }

  /** The first part of the least key; `Infinity` when the heap is empty. */
  topK1(): number {
    return this.size === 0 ? Infinity : this.k1[0]!;
  }

  /** The second part of the least key; `Infinity` when the heap is empty. */
  topK2(): number {
    return this.size === 0 ? Infinity : this.k2[0]!;
  }

  /** Puts `node` in with key (k1, k2), or moves it there when it is in already. */
  set(node: number, k1: number, k2: number): void {
    if (node >= this.slot.length) this.growSlots(node);
    const at = this.slot[node]!;
    if (at === -1) {
      if (this.size === this.nodes.length) this.grow();
      const i = this.size++;
      this.place(i, node, k1, k2);
      this.up(i);
      return;
    }
    const lower = k1 < this.k1[at]! || (k1 === this.k1[at]! && k2 < this.k2[at]!);
    this.k1[at] = k1;
    this.k2[at] = k2;
    if (lower) this.up(at);
    else this.down(at);
  }

  /** Takes `node` out, wherever it is; does nothing when it is not in. */
  remove(node: number): void {
    if (!this.has(node)) return;
    const at = this.slot[node]!;
    this.slot[node] = -1;
    const last = --this.size;
    if (at === last) return;
    const moved = this.nodes[last]!;
    const k1 = this.k1[last]!;
    const k2 = this.k2[last]!;
    const lower = k1 < this.k1[at]! || (k1 === this.k1[at]! && k2 < this.k2[at]!);
    this.place(at, moved, k1, k2);
    if (lower) this.up(at);
    else this.down(at);
  }

  private place(i: number, node: number, k1: number, k2: number): void {
    this.nodes[i] = node;
    this.k1[i] = k1;
    this.k2[i] = k2;
    this.slot[node] = i;
  }

  private less(i: number, j: number): boolean {
    const a = this.k1[i]!;
    const b = this.k1[j]!;
    return a < b || (a === b && this.k2[i]! < this.k2[j]!);
  }

  private swap(i: number, j: number): void {
    const n = this.nodes[i]!;
    const a = this.k1[i]!;
    const b = this.k2[i]!;
    this.place(i, this.nodes[j]!, this.k1[j]!, this.k2[j]!);
    this.place(j, n, a, b);
  }

  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) return;
      this.swap(i, p);
      i = p;
    }
  }

  private down(i: number): void {
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) return;
      const r = l + 1;
      const c = r < this.size && this.less(r, l) ? r : l;
      if (!this.less(c, i)) return;
      this.swap(i, c);
      i = c;
    }
  }

  private grow(): void {
    const cap = this.nodes.length * 2;
    const k1 = new Float64Array(cap);
    const k2 = new Float64Array(cap);
    const nodes = new Int32Array(cap);
    k1.set(this.k1);
    k2.set(this.k2);
    nodes.set(this.nodes);
    this.k1 = k1;
    this.k2 = k2;
    this.nodes = nodes;
  }

  private growSlots(node: number): void {
    let cap = this.slot.length * 2;
    while (cap <= node) cap *= 2;
    const slot = new Int32Array(cap).fill(-1);
    slot.set(this.slot);
    this.slot = slot;
  }
}
