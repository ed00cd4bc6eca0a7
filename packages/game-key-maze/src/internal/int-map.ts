/**
 * A map from positive 32-bit integers to non-negative integers, by open addressing on typed arrays:
 * no object per entry and a multiplicative hash (key sets have structured low bits). About twice as
 * fast as a `Map` for the heuristic's per-key-set cache.
 */
export class IntMap {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private shift: number;
  size = 0;

  /**
   * `capacity`: the entries to make room for at first (it grows as needed). The default's arrays
   * are small enough to live on V8's heap, which costs a fraction of a microsecond to make; larger
   * typed arrays cost microseconds each, more than a small level's whole solve.
   */
  constructor(capacity = 8) {
    let cap = 16;
    let bits = 4;
    while (cap < capacity * 2) {
      cap *= 2;
      bits++;
    }
    this.keys = new Int32Array(cap);
    this.values = new Int32Array(cap);
    this.mask = cap - 1;
    this.shift = 32 - bits;
  }

  /** The value of `key` (> 0), or -1. */
  get(key: number): number {
    const keys = this.keys;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const k = keys[i]!;
      if (k === key) return this.values[i]!;
      if (k === 0) return -1;
      i = (i + 1) & this.mask;
    }
  }

  /** Sets `key` (> 0, not yet present) to `value`. */
  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    this.insert(key, value);
    this.size++;
  }

  private insert(key: number, value: number): void {
    const keys = this.keys;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (keys[i] !== 0) i = (i + 1) & this.mask;
    keys[i] = key;
    this.values[i] = value;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    this.keys = new Int32Array(oldKeys.length * 2);
    this.values = new Int32Array(oldKeys.length * 2);
    this.mask = this.keys.length - 1;
    this.shift--;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] !== 0) this.insert(oldKeys[i]!, oldValues[i]!);
  }
}
