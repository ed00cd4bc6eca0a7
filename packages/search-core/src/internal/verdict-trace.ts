import type { SearchOptions } from '../options.js';

/**
 * The validity verdicts of one pass of an iterative-deepening search, for the next pass to replay.
 *
 * Pass k of IDA*, IDDFS or LDS walks every path that pass k − 1 walked, in the same order, and
 * more: its bound is higher (or, in LDS, it has one more discrepancy to spend at each node, so it
 * checks a longer prefix of the same ordered children). Without a record it asks `isValid` again
 * about every child the last pass asked about, which is most of the work when `isValid` is the
 * expensive part.
 *
 * The record is in the order nodes are expanded (depth first, preorder): per expanded node, its
 * number of children and one verdict slot per child (0 not asked, 1 valid, 2 invalid), indexed by
 * the order in which the children are listed (IDA*, IDDFS) or tried (LDS). Pass k reads the last
 * pass's record with one cursor: a node it expands has a record exactly when the last pass
 * expanded it too, and then it is the next record, because the last pass's records of the earlier
 * siblings' subtrees have all been read (pass k walks them whole first). A record cut short by the
 * byte budget ends there: the nodes after it are asked about as usual. So is a record whose node
 * now has another number of children (a problem whose successors change, against the contract).
 */
export class VerdictTrace {
  /** What this pass writes: children per expanded node, and verdict slots. */
  private counts: Int32Array;
  private slots: Uint8Array;
  private countEnd = 0;
  private slotEnd = 0;
  /** Once a record did not fit, no later one is written (the record stays a preorder prefix). */
  private closed = false;
  /** Where the record being appended to (see {@link VerdictTrace.append}) starts. */
  private appendStart = 0;
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
   * The number of children in the last pass's record of a node expanded now, when `old` (the last
   * pass expanded it too) and a record is left: then {@link VerdictTrace.take} reads it. Else -1.
   */
  peek(old: boolean): number {
    return old && this.countCursor < this.lastCountEnd ? this.lastCounts[this.countCursor]! : -1;
  }

  /** Takes the record {@link VerdictTrace.peek} saw: the index of its first slot for {@link VerdictTrace.last}. */
  take(): number {
    const at = this.slotCursor;
    this.slotCursor += this.lastCounts[this.countCursor++]!;
    return at;
  }

  /** Reads no further: the node expanded now does not have the children its record says. */
  stopReading(): void {
    this.lastCountEnd = this.countCursor;
  }

  /**
   * The last pass's slots of a node expanded now with `n` children, known before they are tried
   * (LDS), when `old`: the index of its first slot, else -1.
   */
  read(n: number, old: boolean): number {
    const count = this.peek(old);
    if (count === -1) return -1;
    if (count !== n) {
      this.stopReading();
      return -1;
    }
    return this.take();
  }

  /** The verdict the last pass gave the child at `slot`: 0 not asked, 1 valid, 2 invalid. */
  last(slot: number): number {
    return this.lastSlots[slot]!;
  }

  /** Opens this pass's record of a node with `n` children, all not yet asked: the index of its first slot, or -1. */
  open(n: number): number {
    if (this.closed) return -1;
    if ((this.countEnd === this.counts.length || this.slotEnd + n > this.slots.length) && !this.grow(n)) {
      this.closed = true;
      return -1;
    }
    this.counts[this.countEnd++] = n;
    const at = this.slotEnd;
    this.slots.fill(0, at, at + n);
    this.slotEnd += n;
    return at;
  }

  /** Writes the verdict of the child at `slot` of a record from {@link VerdictTrace.open}. */
  write(slot: number, valid: boolean): void {
    this.slots[slot] = valid ? 1 : 2;
  }

  /**
   * Opens this pass's record of a node whose children are listed one by one (IDA*, IDDFS): false
   * when no record is written. Then {@link VerdictTrace.append} per child, and
   * {@link VerdictTrace.closeAppend} once they are all listed.
   */
  openAppend(): boolean {
    if (this.closed) return false;
    if (this.countEnd === this.counts.length && !this.grow(0)) {
      this.closed = true;
      return false;
    }
    this.appendStart = this.slotEnd;
    return true;
  }

  /**
   * Appends the next child's verdict; false when it does not fit: then the record is dropped (its
   * count is never written) and no later one is written.
   */
  append(valid: boolean): boolean {
    if (this.slotEnd === this.slots.length && !this.grow(1)) {
      this.closed = true;
      return false;
    }
    this.slots[this.slotEnd++] = valid ? 1 : 2;
    return true;
  }

  /** Ends the record opened by {@link VerdictTrace.openAppend}. */
  closeAppend(): void {
    this.counts[this.countEnd++] = this.slotEnd - this.appendStart;
  }

  /** Makes room for one more count and `n` more slots, within the byte budget; false when there is none. */
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

/** The most bytes a pass spends on its record of verdicts (two records live at once). */
const MAX_RECORD_BYTES = 1 << 25;

/** The byte budget of each record: 32 MB, or an eighth of `maxMemoryBytes` when that is less. */
export function verdictRecordBytes(options: SearchOptions<never> | SearchOptions<unknown>): number {
  return Math.min(MAX_RECORD_BYTES, Math.floor((options.maxMemoryBytes ?? Infinity) / 8));
}
