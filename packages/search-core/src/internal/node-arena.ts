import { COPY_CHUNK, growthStart, STEPS_FROM, stepEvery } from './stepped-growth.js';

/**
 * Arenas for at most this many nodes (about 0.8 MB) are kept, one at a time, for the next search
 * when a search ends: a fresh buffer costs V8 time in proportion to its size (the memory is new to
 * the process each time), which a search of a few states paid many times over.
 */
const SPARE_MAX_NODES = 1 << 16;
let spare: NodeArena | undefined;

type Ordinals = Uint8Array | Uint16Array | Uint32Array;
const NO_G = new Float64Array(0);
const NO_PARENT = new Int32Array(0);
const NO_ORDINAL = new Uint8Array(0);

/**
 * Per-node bookkeeping in typed arrays: the parent node, the successor ordinal that led here (paths
 * are replayed from these), and the cost so far. No object per node.
 *
 * Ordinals start as one byte each and widen only when a state has more than 255 (then 65,535)
 * successors: puzzles branch a little, and this byte per node is a tenth of the memory budget.
 *
 * Growth (×1.5) of large arrays is spread over many adds: near the capacity (stepped-growth.ts) the next arrays
 * are allocated and the adds copy nodes into them in chunks, from the first on, until the copy
 * reaches `size`; then they replace `g`, `parent` and `ordinal`. Until then those stay the whole
 * truth, so reads need no care; writes to a node already copied go to both (hence {@link setG}
 * rather than writing `g`).
 */
export class NodeArena {
  parent: Int32Array;
  ordinal: Ordinals;
  g: Float64Array;
  size = 0;
  private maxOrdinal = 0xff;
  /** `add` takes a step of the growth at this size: the capacity (a little less from `stepsFrom`), then every `chunk / 64` nodes while copying. */
  private growAt: number;
  /** While growing: the next arrays, and how many nodes have been copied into them (0 otherwise). */
  private copied = 0;
  private nextG: Float64Array = NO_G;
  private nextParent: Int32Array = NO_PARENT;
  private nextOrdinal: Ordinals = NO_ORDINAL;

  /** `chunk` and `stepsFrom`: see {@link COPY_CHUNK} and {@link STEPS_FROM}; tests make them small. */
  constructor(
    capacity = 1024,
    private readonly chunk: number = COPY_CHUNK,
    private readonly stepsFrom: number = STEPS_FROM,
  ) {
    const [g, parent, ordinal] = NodeArena.arrays(Math.max(1, capacity), 1);
    this.g = g;
    this.parent = parent;
    this.ordinal = ordinal;
    this.growAt = growthStart(g.length, this.chunk, this.stepsFrom);
  }

  /**
   * The three arrays for `capacity` nodes, as views of one buffer: each buffer costs V8 a few
   * microseconds, which a search of a few states would pay three times over.
   */
  private static arrays(capacity: number, ordinalBytes: 1 | 2 | 4): [Float64Array, Int32Array, Ordinals] {
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
    if (this.parent.length > SPARE_MAX_NODES) return;
    this.dropNext();
    spare = this;
  }

  /** Appends a node and returns its index. */
  add(parent: number, ordinal: number, g: number): number {
    const n = this.size;
    if (n >= this.growAt) this.growSome(n);
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
    if (node < this.copied) this.relinkNext(node, parent, ordinal, g);
  }

  /** A relink's write to a node already copied into the next arrays; kept apart so that `relink` stays small to inline. */
  private relinkNext(node: number, parent: number, ordinal: number, g: number): void {
    this.nextParent[node] = parent;
    this.nextOrdinal[node] = ordinal;
    this.nextG[node] = g;
  }

  /** While a growth is under way, the nodes copied so far; -1 otherwise. */
  get copying(): number {
    return this.nextG === NO_G ? -1 : this.copied;
  }

  /** Sets a node's g (to ±Infinity to close or prune it). */
  setG(node: number, g: number): void {
    this.g[node] = g;
    if (node < this.copied) this.nextG[node] = g;
  }

  /**
   * One chunk of the growth, before node `n` is written: begins it at the threshold, copies up to
   * `chunk` nodes, and swaps the arrays once the copy has reached `n`.
   */
  private growSome(n: number): void {
    if (this.nextG === NO_G) {
      const capacity = this.parent.length;
      [this.nextG, this.nextParent, this.nextOrdinal] = NodeArena.arrays(Math.ceil(capacity * 1.5) + 16, this.ordinalBytes());
    }
    const from = this.copied;
    const every = stepEvery(this.chunk);
    // In steps the copy catches up long before the arrays fill; copying the rest when the next chunk
    // would come too late is the one-step growth of a small arena (and a backstop).
    const end = n + every >= this.parent.length ? n : Math.min(n, from + this.chunk);
    this.nextG.set(this.g.subarray(from, end), from);
    this.nextParent.set(this.parent.subarray(from, end), from);
    this.nextOrdinal.set(this.ordinal.subarray(from, end), from);
    this.copied = end;
    if (end < n) {
      this.growAt = n + every;
      return;
    }
    this.g = this.nextG;
    this.parent = this.nextParent;
    this.ordinal = this.nextOrdinal;
    this.dropNext();
  }

  /** Ends a growth under way, if any, keeping the current arrays. */
  private dropNext(): void {
    this.nextG = NO_G;
    this.nextParent = NO_PARENT;
    this.nextOrdinal = NO_ORDINAL;
    this.copied = 0;
    this.growAt = growthStart(this.parent.length, this.chunk, this.stepsFrom);
  }

  private ordinalBytes(): 1 | 2 | 4 {
    return this.maxOrdinal === 0xff ? 1 : this.maxOrdinal === 0xffff ? 2 : 4;
  }

  /** Wider ordinals, in one step (rare): at the next capacity at once if a growth was under way. */
  private widen(ordinal: number): void {
    this.maxOrdinal = ordinal > 0xffff ? 0xffffffff : 0xffff;
    this.reallocate(this.nextG === NO_G ? this.parent.length : this.nextG.length);
  }

  /** Moves the nodes into arrays for `capacity` nodes, with ordinals as wide as `maxOrdinal`. */
  private reallocate(capacity: number): void {
    const [g, parent, ordinal] = NodeArena.arrays(capacity, this.ordinalBytes());
    g.set(this.g);
    parent.set(this.parent);
    ordinal.set(this.ordinal);
    this.g = g;
    this.parent = parent;
    this.ordinal = ordinal;
    this.dropNext();
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

  /** Bytes held by the typed arrays, those of a growth under way included. */
  get bytes(): number {
    return this.parent.buffer.byteLength + this.nextParent.buffer.byteLength;
  }
}
