/**
 * The validity verdicts of one limited-discrepancy pass, for the next pass to replay.
 *
 * Pass k of LDS walks every path that pass k − 1 walked, in the same order, and more: at each node
 * it has one more discrepancy to spend, so it checks a longer prefix of the same ordered children
 * and descends into the same children first. Without a record it asks `isValid` again about every
 * child the last pass asked about, which is most of the work when `isValid` is the expensive part.
 *
 * The record is in the order nodes are expanded (depth first, preorder): per expanded node, its
 * number of children, and one verdict slot per child (0 not asked, 1 valid, 2 invalid), indexed by
 * the child's position in the order. Pass k reads the last pass's record with one cursor: a node it
 * expands has a record exactly when the last pass expanded it too, and then it is the next record,
 * because the last pass's records of the earlier siblings' subtrees have all been read (pass k
 * walks them whole first). A record cut short by the byte budget ends the record there: the nodes
 * after it are asked about as usual.
 */
export class VerdictTrace {
  /** What this pass writes: children per expanded node, and verdict slots. */
  private counts: Int32Array;
  private slots: Uint8Array;
  private countEnd = 0;
  private slotEnd = 0;
  /** Once a record did not fit, no later one is written (the record stays a preorder prefix). */
  private closed = false;
  /** What the last pass wrote, read by this one. */
  private lastCounts: Int32Array;
  private lastSlots: Uint8Array;
  private lastCountEnd = 0;
  private countCursor = 0;
  private slotCursor = 0;

  /** @param maxBytes - the most each of the two records (this pass's and the last) may take. */
  constructor(private readonly maxBytes: number) {
    this.counts = new Int32Array(0);
    this.slots = new Uint8Array(0);
    this.lastCounts = this.counts;
    this.lastSlots = this.slots;
  }

  /** Starts a pass: the record written so far becomes the one read. */
  startPass(): void {
    const counts = this.lastCounts;
    const slots = this.lastSlots;
    this.lastCounts = this.counts;
    this.lastSlots = this.slots;
    this.lastCountEnd = this.countEnd;
    this.counts = counts;
    this.slots = slots;
    this.countEnd = 0;
    this.slotEnd = 0;
    this.closed = false;
    this.countCursor = 0;
    this.slotCursor = 0;
  }

  /** Whether the last pass left a record to read. */
  hasLast(): boolean {
    return this.countCursor < this.lastCountEnd;
  }

  /**
   * The last pass's slots of a node expanded now with `n` children, when `old` (the last pass
   * expanded it too): the index of its first slot in {@link VerdictTrace.last}, else -1.
   */
  read(n: number, old: boolean): number {
    if (!old || this.countCursor >= this.lastCountEnd) return -1;
    if (this.lastCounts[this.countCursor] !== n) {
      // Not the node the record expects (a problem whose successors changed): read no further.
      this.lastCountEnd = this.countCursor;
      return -1;
    }
    this.countCursor++;
    const at = this.slotCursor;
    this.slotCursor += n;
    return at;
  }

  /** The verdict the last pass gave the child at `slot`: 0 not asked, 1 valid, 2 invalid. */
  last(slot: number): number {
    return this.lastSlots[slot]!;
  }

  /** Opens this pass's record of a node with `n` children: the index of its first slot, or -1. */
  open(n: number): number {
    if (this.closed) return -1;
    if (this.countEnd === this.counts.length || this.slotEnd + n > this.slots.length) {
      if (!this.grow(n)) {
        this.closed = true;
        return -1;
      }
    }
    this.counts[this.countEnd++] = n;
    const at = this.slotEnd;
    this.slots.fill(0, at, at + n);
    this.slotEnd += n;
    return at;
  }

  /** Writes the verdict of the child at `slot` of this pass's record. */
  write(slot: number, valid: boolean): void {
    this.slots[slot] = valid ? 1 : 2;
  }

  /** Makes room for one more record of `n` slots, within the byte budget; false when none is left. */
  private grow(n: number): boolean {
    const counts = this.countEnd === this.counts.length ? Math.max(256, this.counts.length * 2) : this.counts.length;
    let slots = this.slots.length;
    while (this.slotEnd + n > slots) slots = Math.max(1024, slots * 2);
    if (counts * 4 + slots > this.maxBytes) return false;
    if (counts !== this.counts.length) {
      const c = new Int32Array(counts);
      c.set(this.counts.subarray(0, this.countEnd));
      this.counts = c;
    }
    if (slots !== this.slots.length) {
      const s = new Uint8Array(slots);
      s.set(this.slots.subarray(0, this.slotEnd));
      this.slots = s;
    }
    return true;
  }
}
