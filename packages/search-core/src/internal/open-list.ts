/**
 * A binary min-heap of (f, g, node, state). Ties on f go to the larger g (the deeper node), which
 * finds goals sooner on plateaus. Entries are never updated in place: a cheaper path pushes a new
 * entry and the stale one is skipped when popped (lazy deletion).
 *
 * The heap itself moves only numbers (f, g and a slot) in typed arrays; the state and node of an
 * entry sit in a slot that never moves and is recycled when the entry is popped, so sifting writes
 * no object references (no GC write barriers) and memory follows the open list, not the node count.
 * (About 10% faster on grid A* than moving the states with the entries.)
 */
export class OpenList<S> {
  private f: Float64Array;
  private g: Float64Array;
  private slot: Int32Array;
  private slotNode: Int32Array;
  private readonly slotState: (S | undefined)[] = [];
  private freeSlots: Int32Array;
  private freeCount = 0;
  private slotsUsed = 0;
  size = 0;

  /** The f, g and node of the last entry popped. */
  poppedG = 0;
  poppedNode = 0;
  poppedF = 0;

  constructor(capacity = 1024) {
    this.f = new Float64Array(capacity);
    this.g = new Float64Array(capacity);
    this.slot = new Int32Array(capacity);
    this.slotNode = new Int32Array(capacity);
    this.freeSlots = new Int32Array(capacity);
  }

  push(f: number, g: number, node: number, state: S): void {
    let i = this.size++;
    if (i === this.f.length) this.grow();
    const s = this.freeCount > 0 ? this.freeSlots[--this.freeCount]! : this.slotsUsed++;
    this.slotNode[s] = node;
    this.slotState[s] = state;
    const fs = this.f;
    const gs = this.g;
    const ss = this.slot;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pf = fs[p]!;
      if (pf < f || (pf === f && gs[p]! >= g)) break;
      fs[i] = pf;
      gs[i] = gs[p]!;
      ss[i] = ss[p]!;
      i = p;
    }
    fs[i] = f;
    gs[i] = g;
    ss[i] = s;
  }

  /** Removes the best entry; its fields go to `poppedF`, `poppedG`, `poppedNode`. */
  pop(): S {
    const fs = this.f;
    const gs = this.g;
    const ss = this.slot;
    const topSlot = ss[0]!;
    const top = this.slotState[topSlot] as S;
    this.slotState[topSlot] = undefined;
    this.freeSlots[this.freeCount++] = topSlot;
    this.poppedF = fs[0]!;
    this.poppedG = gs[0]!;
    this.poppedNode = this.slotNode[topSlot]!;
    const n = --this.size;
    const f = fs[n]!;
    const g = gs[n]!;
    const s = ss[n]!;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n) {
        const lf = fs[l]!;
        const rf = fs[r]!;
        if (rf < lf || (rf === lf && gs[r]! > gs[l]!)) c = r;
      }
      const cf = fs[c]!;
      if (f < cf || (f === cf && g >= gs[c]!)) break;
      fs[i] = cf;
      gs[i] = gs[c]!;
      ss[i] = ss[c]!;
      i = c;
    }
    if (n > 0) {
      fs[i] = f;
      gs[i] = g;
      ss[i] = s;
    }
    return top;
  }

  private grow(): void {
    const cap = this.f.length * 2;
    const f = new Float64Array(cap);
    f.set(this.f);
    this.f = f;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
    const slot = new Int32Array(cap);
    slot.set(this.slot);
    this.slot = slot;
    // Slots in use never outnumber the entries, so the slot arrays grow with the heap.
    const slotNode = new Int32Array(cap);
    slotNode.set(this.slotNode);
    this.slotNode = slotNode;
    const free = new Int32Array(cap);
    free.set(this.freeSlots);
    this.freeSlots = free;
  }
}
