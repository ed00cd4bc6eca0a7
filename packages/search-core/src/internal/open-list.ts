import { COPY_CHUNK, growthStart, STEPS_FROM, stepEvery } from './stepped-growth.js';

/** Packed keys hold g in their low 21 bits: g below 2^21, f below 2^31, so a key stays under 2^52. */
const G_SPAN = 2 ** 21;
/** Multiplying by a power of two is exact: `k * G_SCALE` is `k / G_SPAN` without a division. */
const G_SCALE = 2 ** -21;
const F_LIMIT = 2 ** 31;

/** Open lists for at most this many entries (about 0.8 MB) are kept for the next search, as arenas are. */
const SPARE_MAX_ENTRIES = 1 << 16;
let spare: OpenList | undefined;
const NO_G = new Float64Array(0);
const NO_NODE = new Int32Array(0);
/** `copiedFrom` while no growth is under way: past every index. */
const IDLE = 0x7fffffff;

/**
 * A binary min-heap of (f, g, node). Ties on f go to the larger g (the deeper node), which finds
 * goals sooner on plateaus. Entries are never updated in place: a cheaper path pushes a new entry
 * and the stale one is skipped when popped (lazy deletion).
 *
 * Only numbers move, in typed arrays: states stay with the engine, by node, so sifting writes no
 * object references (no GC write barriers) and needs no slot bookkeeping.
 *
 * While every f and g is a small whole number (unit and integer costs, the common case) an entry's
 * order is one packed key, `f · 2^21 + (2^21 − 1 − g)`, so a sift step is one compare of one
 * array instead of two compares of two. The first entry that does not fit turns the heap into
 * separate f and g arrays for good. Both forms order entries exactly alike and sift alike, so the
 * pop order, ties included, does not depend on the form.
 */
export class OpenList {
  /** The packed key, or f once unpacked. */
  private key: Float64Array;
  /** g, used only once unpacked; while packed, empty or left from an earlier search. */
  private g: Float64Array;
  private node: Int32Array;
  private packed = true;
  size = 0;
  /** `push` takes a step of the growth at this size: the capacity (a little less from `stepsFrom`), then every `chunk / 64` entries while copying. */
  private growAt: number;
  /**
   * While growing: the doubled arrays, and the first entry copied into them (the copy runs from
   * the end of the heap towards its root; `IDLE` otherwise). The current arrays stay the whole
   * truth until the copy reaches the root; a push or a pop writes the path of one entry towards
   * the root, and writes its part from `copiedFrom` on again into the copy, which is its deep end:
   * a few entries.
   */
  private copiedFrom = IDLE;
  private nextKey: Float64Array = NO_G;
  private nextG: Float64Array = NO_G;
  private nextNode: Int32Array = NO_NODE;

  /** The f, g and node of the last entry popped. */
  poppedG = 0;
  poppedNode = 0;
  poppedF = 0;

  /** `chunk` and `stepsFrom`: see {@link COPY_CHUNK} and {@link STEPS_FROM}; tests make them small. */
  constructor(
    capacity = 1024,
    private readonly chunk: number = COPY_CHUNK,
    private readonly stepsFrom: number = STEPS_FROM,
  ) {
    [this.key, this.node] = OpenList.arrays(Math.max(1, capacity));
    this.g = NO_G;
    this.growAt = growthStart(this.key.length, this.chunk, this.stepsFrom);
  }

  /** An empty open list with room for `capacity` entries: the one the last search ended with, if it fits. */
  static take(capacity: number): OpenList {
    const list = spare;
    if (list === undefined || list.key.length < capacity) return new OpenList(capacity);
    spare = undefined;
    list.size = 0;
    list.dropNext();
    // Packed again; its g array, if any, is kept for the next unpacking (nothing is read from it).
    list.packed = true;
    return list;
  }

  /** Hands this list to the next search ({@link OpenList.take}); its owner must not use it again. */
  release(): void {
    if (this.key.length <= SPARE_MAX_ENTRIES) spare = this;
  }

  /** Keys and nodes as views of one buffer (each buffer costs V8 a few microseconds). */
  private static arrays(capacity: number): [Float64Array, Int32Array] {
    const buffer = new ArrayBuffer(capacity * 12);
    return [new Float64Array(buffer, 0, capacity), new Int32Array(buffer, capacity * 8, capacity)];
  }

  push(f: number, g: number, node: number): void {
    // The packed case alone, so that the engines' calls of push are small enough to be inlined.
    if (this.packed && g >>> 0 === g && g < G_SPAN && f >>> 0 === f && f < F_LIMIT) {
      let i = this.size++;
      if (i >= this.growAt) this.growSome(i);
      const ks = this.key;
      const ns = this.node;
      const k = f * G_SPAN + (G_SPAN - 1 - g);
      const leaf = i;
      while (i > 0) {
        const p = (i - 1) >> 1;
        const pk = ks[p]!;
        if (pk <= k) break;
        ks[i] = pk;
        ns[i] = ns[p]!;
        i = p;
      }
      ks[i] = k;
      ns[i] = node;
      if (leaf >= this.copiedFrom) this.copyPath(leaf);
      return;
    }
    this.pushUnpacked(f, g, node);
  }

  /** A push in the unpacked form; the first entry that does not fit a packed key unpacks the heap. */
  private pushUnpacked(f: number, g: number, node: number): void {
    let i = this.size++;
    if (i >= this.growAt) this.growSome(i);
    if (this.packed) this.unpack(i);
    const ks = this.key;
    const gs = this.g;
    const ns = this.node;
    const leaf = i;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pf = ks[p]!;
      if (pf < f || (pf === f && gs[p]! >= g)) break;
      ks[i] = pf;
      gs[i] = gs[p]!;
      ns[i] = ns[p]!;
      i = p;
    }
    ks[i] = f;
    gs[i] = g;
    ns[i] = node;
    if (leaf >= this.copiedFrom) this.copyPath(leaf);
  }

  /** Removes the best entry and returns its node; its fields also go to `poppedF`, `poppedG`, `poppedNode`. */
  pop(): number {
    const ks = this.key;
    const ns = this.node;
    const top = ns[0]!;
    this.poppedNode = top;
    const n = --this.size;
    const last = ns[n]!;
    let i = 0;
    if (this.packed) {
      const topKey = ks[0]!;
      const f = Math.floor(topKey * G_SCALE);
      this.poppedF = f;
      this.poppedG = G_SPAN - 1 - (topKey - f * G_SPAN);
      const k = ks[n]!;
      // The slot just left holds +Infinity while sifting, so a right child past the end never
      // wins (l + 1 ≤ n < capacity): one compare per level fewer.
      ks[n] = Infinity;
      const half = n >> 1;
      while (i < half) {
        const l = 2 * i + 1;
        // The right child when it is strictly better; computed without a branch, which the
        // processor could not predict.
        const c = l + +(ks[l + 1]! < ks[l]!);
        const ck = ks[c]!;
        if (k <= ck) break;
        ks[i] = ck;
        ns[i] = ns[c]!;
        i = c;
      }
      if (n > 0) {
        ks[i] = k;
        ns[i] = last;
      }
      if (i >= this.copiedFrom) this.copyPath(i);
      return top;
    }
    const gs = this.g;
    this.poppedF = ks[0]!;
    this.poppedG = gs[0]!;
    const f = ks[n]!;
    const g = gs[n]!;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n) {
        const lf = ks[l]!;
        const rf = ks[r]!;
        if (rf < lf || (rf === lf && gs[r]! > gs[l]!)) c = r;
      }
      const cf = ks[c]!;
      if (f < cf || (f === cf && g >= gs[c]!)) break;
      ks[i] = cf;
      gs[i] = gs[c]!;
      ns[i] = ns[c]!;
      i = c;
    }
    if (n > 0) {
      ks[i] = f;
      gs[i] = g;
      ns[i] = last;
    }
    if (i >= this.copiedFrom) this.copyPath(i);
    return top;
  }

  /** The node of the best entry, which `pop` would return next (the list must not be empty). */
  peekNode(): number {
    return this.node[0]!;
  }

  /** The f of the best entry (the list must not be empty). */
  peekF(): number {
    const k = this.key[0]!;
    return this.packed ? Math.floor(k * G_SCALE) : k;
  }

  /** The g of the best entry (the list must not be empty). */
  peekG(): number {
    const k = this.key[0]!;
    return this.packed ? G_SPAN - 1 - (k - Math.floor(k * G_SCALE) * G_SPAN) : this.g[0]!;
  }

  /** Splits every packed key of entries 0 … count − 1 into f and g; the heap order is unchanged. */
  private unpack(count: number): void {
    // Rewrites every entry: a growth under way is finished first (this is one step anyway).
    if (this.nextKey !== NO_G) this.finishGrowth();
    const ks = this.key;
    // Every entry's g is written before it is read, so a g array left by an earlier search serves.
    const gs = this.g.length === ks.length ? this.g : new Float64Array(ks.length);
    for (let i = 0; i < count; i++) {
      const k = ks[i]!;
      const f = Math.floor(k * G_SCALE);
      ks[i] = f;
      gs[i] = G_SPAN - 1 - (k - f * G_SPAN);
    }
    this.g = gs;
    this.packed = false;
  }

  /** Whether a growth in steps is under way (the tests count them). */
  get growing(): boolean {
    return this.nextKey !== NO_G;
  }

  /**
   * One step of the growth before entry `i` is written: begins it at the threshold, copies up to
   * `chunk` entries, and swaps the arrays once the copy has reached the root. When the next step
   * would come too late, copies the rest at once (the one-step growth of a small heap, and a backstop).
   */
  private growSome(i: number): void {
    if (this.nextKey === NO_G) {
      const cap = this.key.length * 2;
      [this.nextKey, this.nextNode] = OpenList.arrays(cap);
      if (!this.packed) this.nextG = new Float64Array(cap);
      // Entry i and those pushed after it are written into the copy as they come.
      this.copiedFrom = i;
    }
    const every = stepEvery(this.chunk);
    this.copyFrom(i + every >= this.key.length ? 0 : Math.max(0, this.copiedFrom - this.chunk));
    if (this.copiedFrom > 0) this.growAt = i + every;
    else this.swap();
  }

  /** Copies the entries from `start` up to the first one copied into the doubled arrays. */
  private copyFrom(start: number): void {
    const end = Math.min(this.copiedFrom, this.key.length);
    if (start < end) {
      this.nextKey.set(this.key.subarray(start, end), start);
      this.nextNode.set(this.node.subarray(start, end), start);
      if (!this.packed) this.nextG.set(this.g.subarray(start, end), start);
    }
    this.copiedFrom = start;
  }

  /** Finishes a growth under way for a heap of `count` entries. */
  private finishGrowth(): void {
    this.copyFrom(0);
    this.swap();
  }

  private swap(): void {
    this.key = this.nextKey;
    this.node = this.nextNode;
    if (!this.packed) this.g = this.nextG;
    this.dropNext();
  }

  /** Ends a growth under way, if any, keeping the current arrays. */
  private dropNext(): void {
    this.nextKey = NO_G;
    this.nextG = NO_G;
    this.nextNode = NO_NODE;
    this.copiedFrom = IDLE;
    this.growAt = growthStart(this.key.length, this.chunk, this.stepsFrom);
  }

  /**
   * Writes again, into the doubled arrays, the entries a push or a pop just wrote that the copy
   * already has: a sift writes only the path from entry `from` towards the root, and the copy has
   * the part of it from `copiedFrom` on.
   */
  private copyPath(from: number): void {
    const packed = this.packed;
    for (let j = from; j >= this.copiedFrom; j = (j - 1) >> 1) {
      this.nextKey[j] = this.key[j]!;
      this.nextNode[j] = this.node[j]!;
      if (!packed) this.nextG[j] = this.g[j]!;
      if (j === 0) return;
    }
  }
}
