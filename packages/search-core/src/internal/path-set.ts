import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';

/**
 * The states on a search's current path, by key or by hash and equality, with repeats counted:
 * the `'path'` cycle check of the searches that walk one path at a time (RBFS, SMA*).
 */
export class PathSet<S> {
  private readonly counts = new Map<Key, number>();
  private readonly buckets = new Map<number, S[]>();
  constructor(private readonly hashing: Hashing<S>) {}
  add(s: S): void {
    const h = this.hashing;
    if (h.kind === 'key') {
      const k = h.key(s);
      this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    } else {
      const k = h.hash(s);
      const b = this.buckets.get(k);
      if (b) b.push(s);
      else this.buckets.set(k, [s]);
    }
  }
  delete(s: S): void {
    const h = this.hashing;
    if (h.kind === 'key') {
      const k = h.key(s);
      const n = this.counts.get(k)!;
      if (n <= 1) this.counts.delete(k);
      else this.counts.set(k, n - 1);
    } else {
      const b = this.buckets.get(h.hash(s))!;
      b.splice(b.lastIndexOf(s), 1);
    }
  }
  has(s: S): boolean {
    const h = this.hashing;
    if (h.kind === 'key') return this.counts.has(h.key(s));
    const b = this.buckets.get(h.hash(s));
    return b?.some((t) => h.equals(s, t)) === true;
  }
}
