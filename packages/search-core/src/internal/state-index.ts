import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';

/**
 * One slot per state, by key or by hash and equality, among the nodes a search holds: where SMA*
 * looks for a stored copy of a child's state. Entries are replaced and dropped by the engine as
 * nodes come and go; the states themselves stay in the engine's slots (`stateOf`).
 */
export class StateIndex<S> {
  private readonly byKey = new Map<Key, number>();
  private readonly byHash = new Map<number, number[]>();

  constructor(
    private readonly hashing: Hashing<S>,
    private readonly stateOf: (slot: number) => S,
  ) {}

  /** The slot indexed for `s`, or -1. */
  find(s: S): number {
    const h = this.hashing;
    if (h.kind === 'key') return this.byKey.get(h.key(s)) ?? -1;
    const bucket = this.byHash.get(h.hash(s));
    if (bucket === undefined) return -1;
    for (const slot of bucket) if (h.equals(this.stateOf(slot), s)) return slot;
    return -1;
  }

  /** Indexes `slot` for `s`, in place of the slot indexed for it before. */
  set(s: S, slot: number): void {
    const h = this.hashing;
    if (h.kind === 'key') {
      this.byKey.set(h.key(s), slot);
      return;
    }
    const k = h.hash(s);
    const bucket = this.byHash.get(k);
    if (bucket === undefined) {
      this.byHash.set(k, [slot]);
      return;
    }
    for (let i = 0; i < bucket.length; i++) {
      if (h.equals(this.stateOf(bucket[i]!), s)) {
        bucket[i] = slot;
        return;
      }
    }
    bucket.push(slot);
  }

  /** Drops the entry of `s` when it is `slot` (another copy indexed in its place stays). */
  deleteIf(s: S, slot: number): void {
    const h = this.hashing;
    if (h.kind === 'key') {
      const k = h.key(s);
      if (this.byKey.get(k) === slot) this.byKey.delete(k);
      return;
    }
    const k = h.hash(s);
    const bucket = this.byHash.get(k);
    const i = bucket?.indexOf(slot) ?? -1;
    if (i < 0) return;
    bucket!.splice(i, 1);
    if (bucket!.length === 0) this.byHash.delete(k);
  }
}
