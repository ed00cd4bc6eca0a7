/**
 * Per-node bookkeeping in typed arrays: the parent node, the successor ordinal that led here (paths
 * are replayed from these), and the cost so far. No object per node.
 */
export class NodeArena {
  parent: Int32Array;
  ordinal: Uint32Array;
  g: Float64Array;
  size = 0;

  constructor(capacity = 1024) {
    this.parent = new Int32Array(capacity);
    this.ordinal = new Uint32Array(capacity);
    this.g = new Float64Array(capacity);
  }

  /** Appends a node and returns its index. */
  add(parent: number, ordinal: number, g: number): number {
    const n = this.size;
    if (n === this.parent.length) this.grow();
    this.parent[n] = parent;
    this.ordinal[n] = ordinal;
    this.g[n] = g;
    this.size = n + 1;
    return n;
  }

  private grow(): void {
    const cap = Math.ceil(this.parent.length * 1.5) + 16;
    const parent = new Int32Array(cap);
    parent.set(this.parent);
    this.parent = parent;
    const ordinal = new Uint32Array(cap);
    ordinal.set(this.ordinal);
    this.ordinal = ordinal;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
  }

  /** The successor ordinals from the root to `node`. */
  ordinalsTo(node: number): number[] {
    const out: number[] = [];
    for (let n = node; this.parent[n]! !== -1; n = this.parent[n]!) out.push(this.ordinal[n]!);
    return out.reverse();
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    return this.parent.byteLength + this.ordinal.byteLength + this.g.byteLength;
  }
}
