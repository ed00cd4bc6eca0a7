/**
 * A growable array of 32-bit integers: the key graph's build collects its corridors and routes in
 * these, as their number is only known once they are found.
 *
 * @module
 */

/** Growable int array. */
export class Ints {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}
