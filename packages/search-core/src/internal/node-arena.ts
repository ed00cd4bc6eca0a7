/**
 * Arenas for at most this many nodes (about 0.8 MB) are kept, one at a time, for the next search
 * when a search ends: a fresh buffer costs V8 time in proportion to its size (the memory is new to
 * the process each time), which a search of a few states paid many times over.
 */
const SPARE_MAX_NODES = 1 << 16;
let spare: NodeArena | undefined;

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
    const [g, parent, ordinal] = NodeArena.arrays(Math.max(1, capacity), 1);
    this.g = g;
    this.parent = parent;
    this.ordinal = ordinal;
  }

  /**
   * The three arrays for `capacity` nodes, as views of one buffer: each buffer costs V8 a few
   * microseconds, which a search of a few states would pay three times over.
   */
  private static arrays(capacity: number, ordinalBytes: 1 | 2 | 4): [Float64Array, Int32Array, Uint8Array | Uint16Array | Uint32Array] {
    const buffer = new ArrayBuffer(capacity * (12 + ordinalBytes));
    const ordinalAt = capacity * 12;
    return [
      new Float64Array(buffer, 0, capacity),
      new Int32Array(buffer, capacity * 8, capacity),
      ordinalBytes === 1
        ? new Uint8Array(buffer, ordinalAt, capacity)
        : ordinalBytes === 2
          ? new Uint16Array(buffer, ordinalAt, capacity)
          : new Uint32Array(buffer, ordinalAt, capacity),
    ];
  }

  /** An empty arena for at least `capacity` nodes: the one the last search ended with, if it fits. */
  static take(capacity: number): NodeArena {
    const arena = spare;
    if (arena === undefined || arena.parent.length < capacity) return new NodeArena(capacity);
    spare = undefined;
    arena.size = 0;
    return arena;
  }

  /** Hands this arena to the next search ({@link NodeArena.take}); its owner must not use it again. */
  release(): void {
    if (this.parent.length <= SPARE_MAX_NODES) spare = this;
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
    this.maxOrdinal = ordinal > 0xffff ? 0xffffffff : 0xffff;
    this.reallocate(this.parent.length);
  }

  private grow(): void {
    this.reallocate(Math.ceil(this.parent.length * 1.5) + 16);
  }

  /** Moves the nodes into arrays for `capacity` nodes, with ordinals as wide as `maxOrdinal`. */
  private reallocate(capacity: number): void {
    const [g, parent, ordinal] = NodeArena.arrays(capacity, this.maxOrdinal === 0xff ? 1 : this.maxOrdinal === 0xffff ? 2 : 4);
    g.set(this.g);
    parent.set(this.parent);
    ordinal.set(this.ordinal);
    this.g = g;
    this.parent = parent;
    this.ordinal = ordinal;
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
