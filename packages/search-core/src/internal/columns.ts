/**
 * Per-node numbers in typed arrays that grow as nodes are added: the values a family's engine
 * keeps beside the node arena's parent, ordinal and g (a heuristic value, a flag, a second cost),
 * with no object per node. A node never written reads as the column's `fill`.
 */
export class Float64Column {
  data: Float64Array;

  constructor(
    private readonly fill: number,
    capacity = 1024,
  ) {
    this.data = new Float64Array(Math.max(16, capacity));
    if (fill !== 0) this.data.fill(fill);
  }

  get(node: number): number {
    return node < this.data.length ? this.data[node]! : this.fill;
  }

  set(node: number, value: number): void {
    if (node >= this.data.length) this.grow(node);
    this.data[node] = value;
  }

  private grow(node: number): void {
    let length = this.data.length * 2;
    while (length <= node) length *= 2;
    const next = new Float64Array(length);
    next.set(this.data);
    if (this.fill !== 0) next.fill(this.fill, this.data.length);
    this.data = next;
  }
}

/** As {@link Float64Column}, one byte per node (flags, small counts); unwritten nodes read 0. */
export class Uint8Column {
  data: Uint8Array;

  constructor(capacity = 1024) {
    this.data = new Uint8Array(Math.max(16, capacity));
  }

  get(node: number): number {
    return node < this.data.length ? this.data[node]! : 0;
  }

  set(node: number, value: number): void {
    if (node >= this.data.length) {
      let length = this.data.length * 2;
      while (length <= node) length *= 2;
      const next = new Uint8Array(length);
      next.set(this.data);
      this.data = next;
    }
    this.data[node] = value;
  }
}

/** As {@link Float64Column}, a 32-bit integer per node (iteration numbers, links); unwritten nodes read `fill`. */
export class Int32Column {
  data: Int32Array;

  constructor(
    private readonly fill: number,
    capacity = 1024,
  ) {
    this.data = new Int32Array(Math.max(16, capacity));
    if (fill !== 0) this.data.fill(fill);
  }

  get(node: number): number {
    return node < this.data.length ? this.data[node]! : this.fill;
  }

  set(node: number, value: number): void {
    if (node >= this.data.length) {
      let length = this.data.length * 2;
      while (length <= node) length *= 2;
      const next = new Int32Array(length);
      next.set(this.data);
      if (this.fill !== 0) next.fill(this.fill, this.data.length);
      this.data = next;
    }
    this.data[node] = value;
  }
}
