import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';

/**
 * One slot per state, among the nodes a search holds in slots: where SMA* looks for a stored copy
 * of a child's state, and which states are on its current path. A state's id (its key, or its
 * hash) is computed once by the caller with {@link StateIndex.idOf} and kept with its node, since
 * a key can cost as much as an expansion (a permutation's rank); states with equal hashes are
 * told apart by `equals` on the states in the slots (`stateOf`).
 */
export class StateIndex<S> {
  private readonly byKey = new Map<Key, number>();
  private readonly byHash = new Map<Key, number[]>();
  private readonly keyed: boolean;

  constructor(
    private readonly hashing: Hashing<S>,
    private readonly stateOf: (slot: number) => S,
  ) {
    this.keyed = hashing.kind === 'key';
  }

  /** The id of a state: its key, or its hash. */
  idOf(s: S): Key {
    const h = this.hashing;
    return h.kind === 'key' ? h.key(s) : h.hash(s);
  }

  /** The slot indexed for state `s` of id `id`, or -1. */
  find(s: S, id: Key): number {
    if (this.keyed) return this.byKey.get(id) ?? -1;
    const bucket = this.byHash.get(id);
    if (bucket === undefined) return -1;
    const equals = (this.hashing as { equals(a: S, b: S): boolean }).equals;
    for (const slot of bucket) if (equals(this.stateOf(slot), s)) return slot;
    return -1;
  }

  /** Indexes `slot` for state `s` of id `id`, in place of the slot indexed for it before. */
  set(s: S, id: Key, slot: number): void {
    if (this.keyed) {
      this.byKey.set(id, slot);
      return;
    }
    const bucket = this.byHash.get(id);
    if (bucket === undefined) {
      this.byHash.set(id, [slot]);
      return;
    }
    const equals = (this.hashing as { equals(a: S, b: S): boolean }).equals;
    for (let i = 0; i < bucket.length; i++) {
      if (equals(this.stateOf(bucket[i]!), s)) {
        bucket[i] = slot;
        return;
      }
    }
    bucket.push(slot);
  }

  /** Drops the entry of id `id` when it is `slot` (another copy indexed in its place stays). */
  deleteIf(id: Key, slot: number): void {
    if (this.keyed) {
      if (this.byKey.get(id) === slot) this.byKey.delete(id);
      return;
    }
    const bucket = this.byHash.get(id);
    const i = bucket?.indexOf(slot) ?? -1;
    if (i < 0) return;
    bucket!.splice(i, 1);
    if (bucket!.length === 0) this.byHash.delete(id);
  }
}
