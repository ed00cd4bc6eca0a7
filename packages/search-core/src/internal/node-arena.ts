/**
 * Per-node bookkeeping in typed arrays: the parent node, the successor ordinal that led here (paths
 * are replayed from these), and the cost so far. No object per node.
 *
 * Ordinals start as one byte each and widen only when a state has more than 255 (then 65,535)
 * successors: puzzles branch a little, and this byte per node is a tenth of the memory budget.
 */
export class NodeArena {
  parent: Int32Array;
  ordinal: Uint8Array | Uint16Array | Uint32Array;
  g: Float64Array;
  size = 0;
  private maxOrdinal = 0xff;

  constructor(capacity = 1024) {
    this.parent = new Int32Array(capacity);
    this.ordinal = new Uint8Array(capacity);
    this.g = new Float64Array(capacity);
  }

  /** Appends a node and returns its index. */
  add(parent: number, ordinal: number, g: number): number {
    const n = this.size;
    if (n === this.parent.length) this.grow();
    if (ordinal > this.maxOrdinal) this.widen(ordinal);
    this.parent[n] = parent;
    this.ordinal[n] = ordinal;
    this.g[n] = g;
    this.size = n + 1;
    return n;
  }

  /** Sets a node's parent and ordinal (a cheaper path to it was found). */
  relink(node: number, parent: number, ordinal: number, g: number): void {
    if (ordinal > this.maxOrdinal) this.widen(ordinal);
    this.parent[node] = parent;
    this.ordinal[node] = ordinal;
    this.g[node] = g;
  }

  private widen(ordinal: number): void {
    const wide = ordinal > 0xffff ? new Uint32Array(this.parent.length) : new Uint16Array(this.parent.length);
    wide.set(this.ordinal);
    this.ordinal = wide;
    this.maxOrdinal = ordinal > 0xffff ? 0xffffffff : 0xffff;
  }

  private grow(): void {
    const cap = Math.ceil(this.parent.length * 1.5) + 16;
    const parent = new Int32Array(cap);
    parent.set(this.parent);
    this.parent = parent;
    const ordinal =
      this.maxOrdinal === 0xff ? new Uint8Array(cap) : this.maxOrdinal === 0xffff ? new Uint16Array(cap) : new Uint32Array(cap);
    ordinal.set(this.ordinal);
    this.ordinal = ordinal;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
  }

  /** The nodes from the root to `node`, both included. */
  chainTo(node: number): number[] {
    const out: number[] = [];
    for (let n = node; n !== -1; n = this.parent[n]!) out.push(n);
    return out.reverse();
  }

  /** The successor ordinals from the root to `node`. */
  ordinalsTo(node: number): number[] {
    return this.chainTo(node)
      .slice(1)
      .map((n) => this.ordinal[n]!);
  }

  /** Bytes held by the typed arrays. */
  get bytes(): number {
    return this.parent.byteLength + this.ordinal.byteLength + this.g.byteLength;
  }
}
