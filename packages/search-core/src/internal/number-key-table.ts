/**
 * The visited table for number keys: a directory of blocks while the keys are whole numbers close
 * enough together for the stored states to pay for them, open addressing with {@link hashNumber}
 * otherwise. Kept apart from the other tables because it is the hot path of most searches (grid
 * cells, ranks and packed tuples are numbers) and the largest of them; `createVisitedTable` in
 * `visited-table.ts` picks it for number keys.
 *
 * @module
 */
import { SearchError } from '../errors.js';
import type { Key } from '../state.js';
import { HashedSlots, hashNumber, type NodeKeys } from './hashed-slots.js';
import { keepInt32, takeInt32 } from './spare-arrays.js';

function mixedKeys(k: Key): never {
  throw new SearchError(
    'mixed-keys',
    `the key function returned a ${typeof k} (${String(k)}) after returning numbers: return one key type for every state`,
  );
}

/** A direct table may always take this many entries (256 KB). */
const DIRECT_FLOOR = 1 << 16;
/** Beyond the floor, a direct table has at most this many entries per stored state (64 bytes). */
const DIRECT_PER_STATE = 16;
/** Keys per block of the direct form. */
const BLOCK_BITS = 6;
const BLOCK = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK - 1;
/** The directory spans at most 2^32 keys, so that `key − base` stays an unsigned 32-bit index. */
const MAX_DIRECTORY = 2 ** (32 - BLOCK_BITS);
const NO_ENTRIES = new Int32Array(0);

/** What the table is in the middle of: each insert does a bounded share of it (see `step`). */
const IDLE = 0;
/** The hashed slots are doubling ({@link HashedSlots}). */
const GROWING = 1;
/** Turning hashed: the direct form is frozen in `other…`, its blocks moving into the slots. */
const TO_HASHED = 2;
/** Turning direct: blocks are being built in `other…` from the slots, which still hold every key. */
const TO_DIRECT = 3;
/** Turning hashed, one insert moves at most this many blocks (512 keys)… */
const BLOCKS_STEP = 8;
/** …and reads at most this many directory entries. */
const DIRECTORY_STEP = 4096;
/** Turning direct, one insert reads at most this many slots. */
const SLOTS_STEP = 512;

/**
 * Numeric keys without an object per entry and without string building, in one of two forms.
 *
 * Direct: while the keys are whole numbers, `key − base` picks a block of {@link BLOCK} consecutive
 * keys in a directory, and the block's entry holds the node: a lookup is two array reads with no
 * hashing and no probing. Only the blocks that hold a key take memory (a search that fans out over
 * a grid touches a band of cells in each row, not whole rows), and the directory takes one entry
 * per {@link BLOCK} keys of the span, so groups of nearby keys stay direct over spans far wider
 * than the states could pay for as one window. The directory and the blocks have
 * {@link DIRECT_FLOOR} entries, or {@link DIRECT_PER_STATE} entries per stored state, whichever is
 * larger, at most: scattered keys never cost more memory than the states they stand for.
 *
 * Hashed: open addressing over the keys, which are kept per node in an Int32Array while every key
 * is a 32-bit integer and move to a Float64Array the first time one is not (4 bytes a state saved in
 * the common case). The table starts direct, turns hashed when a key needs more blocks than the
 * stored states pay for (or is not whole), and turns direct again when the stored states grow
 * enough to pay for the blocks of every key. The hashed slots double a few at a time
 * ({@link HashedSlots}), and the form changes too, so that no insert pays for moving every entry:
 * turning hashed, the blocks stay frozen for lookups to fall back on while each insert moves a few
 * of them into the slots; turning direct, the slots keep every key while each insert files a few
 * of them into blocks, and the change is given up if the blocks outgrow what the states pay for.
 * (At 0.5–2 M states either change took 55–138 ms in one step.)
 */
export class NumberKeyTable<S> {
  /** Direct form: the key of the first entry of block 0 of the directory. */
  private base = 0;
  /** Direct form: directory[b] is where block b starts in `blocks`, or 0 when it holds no key. */
  private directory: Int32Array = NO_ENTRIES;
  /** Direct form: node + 1, or 0, per key of each block; entries 0 … BLOCK − 1 are never a block. */
  private blocks: Int32Array = NO_ENTRIES;
  private blocksUsed = BLOCK;
  private directForm = true;
  /** Hashed form: every key so far is a safe integer, and the smallest and largest of them. */
  private wholeKeys = true;
  private minKey = Infinity;
  private maxKey = -Infinity;
  /** Hashed form: keys[node] is the key of that node. */
  private keys: NodeKeys = NO_ENTRIES;
  private wide = false;
  private readonly hashed = new HashedSlots();
  /** {@link IDLE}, {@link GROWING}, {@link TO_HASHED} or {@link TO_DIRECT}. */
  private pending = IDLE;
  /**
   * While the form changes, the direct form that is not (yet, or any more) the table's: frozen
   * while turning hashed (lookups that miss the slots read it), being built while turning direct.
   */
  private otherBase = 0;
  private otherDirectory: Int32Array = NO_ENTRIES;
  private otherBlocks: Int32Array = NO_ENTRIES;
  private otherBlocksUsed = BLOCK;
  /** The next directory entry (turning hashed) or slot (turning direct) to read. */
  private cursor = 0;
  /** Blocks moved into the slots so far, for the tests of the work per insert. */
  private blocksMoved = 0;
  size = 0;

  constructor(
    private readonly key: (s: S) => Key,
    private readonly capacityHint: number,
  ) {}

  private keyOf(state: S): number {
    const k = this.key(state);
    if (typeof k !== 'number') mixedKeys(k);
    // biome-ignore lint/suspicious/noSelfCompare: the cheapest NaN test on the hot path
    if (k !== k) throw new SearchError('mixed-keys', 'the key function returned NaN');
    return k;
  }

  findOrAdd(state: S, node: number): number {
    const k = this.keyOf(state);
    const base = this.base;
    const i = k - base;
    // Only the direct form has a directory, and only whole keys inside it pass (the sum turns
    // away a fraction that the difference rounded to a whole number).
    if (i >>> 0 === i && i + base === k) {
      const directory = this.directory;
      const b = i >>> BLOCK_BITS;
      if (b < directory.length) {
        const at = directory[b]!;
        if (at !== 0) {
          const blocks = this.blocks;
          const e = at + (i & BLOCK_MASK);
          const s = blocks[e]!;
          if (s !== 0) return s - 1;
          blocks[e] = node + 1;
          this.size++;
          return -1;
        }
      }
    }
    return this.findOrAddOutside(k, node);
  }

  find(state: S): number {
    const k = this.keyOf(state);
    if (this.directForm) {
      const i = k - this.base;
      if (i >>> 0 !== i || i + this.base !== k) return -1;
      const b = i >>> BLOCK_BITS;
      const at = b < this.directory.length ? this.directory[b]! : 0;
      return at === 0 ? -1 : this.blocks[at + (i & BLOCK_MASK)]! - 1;
    }
    const keys = this.keys;
    const hashed = this.hashed;
    const slots = hashed.slots;
    const mask = hashed.mask;
    let i = hashNumber(k) & mask;
    for (;;) {
      const s = slots[i]!;
      if (s === 0) return this.pending !== IDLE ? this.findPending(k) : -1;
      if (keys[s - 1] === k) return s - 1;
      i = (i + 1) & mask;
    }
  }

  /** A key outside the direct blocks, or any key of the hashed form. */
  private findOrAddOutside(k: number, node: number): number {
    const whole = Number.isSafeInteger(k);
    if (this.directForm) {
      // Every stored key lies in a block: `k` is new.
      if (whole && this.makeBlockFor(k, this.size + 1)) {
        const i = k - this.base;
        this.blocks[this.directory[i >>> BLOCK_BITS]! + (i & BLOCK_MASK)] = node + 1;
        this.size++;
        return -1;
      }
      this.toHashed();
    }
    const keys = this.keys;
    const hashed = this.hashed;
    const slots = hashed.slots;
    const mask = hashed.mask;
    let i = hashNumber(k) & mask;
    for (;;) {
      const s = slots[i]!;
      if (s === 0) break;
      if (keys[s - 1] === k) return s - 1;
      i = (i + 1) & mask;
    }
    const pending = this.pending;
    if (pending !== IDLE) {
      const other = this.findPending(k);
      if (other !== -1) return other;
    }
    if (!whole) this.wholeKeys = false;
    if (k < this.minKey) this.minKey = k;
    if (k > this.maxKey) this.maxKey = k;
    if (!this.wide && (k | 0) !== k) this.widen();
    if (node >= this.keys.length) this.growKeys(node + 1);
    this.keys[node] = k;
    slots[i] = node + 1;
    // After the insert: moving first could take slot i.
    if (pending === IDLE) {
      if (++this.size * 2 > slots.length) this.atGrowthPoint();
    } else {
      this.size++;
      // The step may release the slots (turned direct) or double them (gave up turning direct).
      if (!this.step(k, node) && this.size * 2 > this.hashed.slots.length) this.atGrowthPoint();
    }
    return -1;
  }

  /** The node of `k` in what a change under way has not yet put in the slots, or -1. */
  private findPending(k: number): number {
    const pending = this.pending;
    if (pending === GROWING) return this.hashed.findOld(this.keys, k);
    // Turning direct, the slots hold every key.
    if (pending !== TO_HASHED) return -1;
    const base = this.otherBase;
    const i = k - base;
    if (i >>> 0 !== i || i + base !== k) return -1;
    const b = i >>> BLOCK_BITS;
    const directory = this.otherDirectory;
    const at = b < directory.length ? directory[b]! : 0;
    return at === 0 ? -1 : this.otherBlocks[at + (i & BLOCK_MASK)]! - 1;
  }

  /** One insert's share of the change under way, after `k` went into the slots; whether the table turned direct. */
  private step(k: number, node: number): boolean {
    const pending = this.pending;
    if (pending === GROWING) {
      this.hashed.moveSome(this.keys);
      if (!this.hashed.growing) this.pending = IDLE;
      return false;
    }
    if (pending === TO_HASHED) {
      this.moveBlocks(BLOCKS_STEP, DIRECTORY_STEP);
      return false;
    }
    return this.buildBlocks(k, node);
  }

  /**
   * The slots are half full: finishes what is under way, then starts turning direct if the span of
   * the keys may pay for it, and doubles the slots otherwise. While turning direct the slots do not
   * grow: the change reads them all in `length / SLOTS_STEP` inserts, and the load stays under
   * 1/2 + 1/SLOTS_STEP.
   */
  private atGrowthPoint(): void {
    if (this.pending === TO_DIRECT) return;
    // Not reached while turning hashed: the slots are sized for the change (toHashed).
    if (this.pending === TO_HASHED) this.moveBlocks(Infinity, Infinity);
    this.hashed.drain(this.keys);
    this.pending = IDLE;
    if (!(this.wholeKeys && this.startToDirect())) {
      this.hashed.grow();
      this.pending = GROWING;
    }
  }

  /** Entries the direct form may hold with `stored` states. */
  private static budget(stored: number): number {
    return Math.max(DIRECT_FLOOR, DIRECT_PER_STATE * stored);
  }

  /**
   * Gives the whole key `k` a block (and the directory room for it) if `stored` states pay for
   * it; returns whether it did. The directory at least doubles when it grows, with room on both
   * sides, but not below 0 while no key is negative (cell numbers, ranks and packed tuples never
   * are); the blocks double as well.
   */
  private makeBlockFor(k: number, stored: number): boolean {
    const budget = NumberKeyTable.budget(stored);
    const start = k - (((k % BLOCK) + BLOCK) % BLOCK);
    const old = this.directory;
    if (!(k - this.base >= 0 && k - this.base < old.length * BLOCK)) {
      const lo = old.length > 0 ? Math.min(this.base, start) : start;
      const hi = old.length > 0 ? Math.max(this.base + old.length * BLOCK, start + BLOCK) : start + BLOCK;
      const needed = (hi - lo) / BLOCK;
      let length = Math.max(64, old.length * 2);
      while (length < needed) length *= 2;
      length = Math.min(length, MAX_DIRECTORY);
      if (length < needed || length + this.blocks.length > budget) return false;
      let base = lo - Math.floor((length - needed) / 2) * BLOCK;
      // Still covers hi: base < 0 means lo < (length − needed) / 2 blocks, so hi < length blocks.
      if (base < 0 && lo >= 0) base = 0;
      const directory = takeInt32(length);
      if (old.length > 0) directory.set(old, (this.base - base) / BLOCK);
      keepInt32(old);
      this.directory = directory;
      this.base = base;
    }
    if (this.blocksUsed + BLOCK > this.blocks.length) {
      const length = Math.min(Math.max(4 * BLOCK, this.blocks.length * 2), budget - this.directory.length);
      if (length < this.blocksUsed + BLOCK) return false;
      const blocks = takeInt32(length);
      blocks.set(this.blocks);
      keepInt32(this.blocks, this.blocksUsed);
      this.blocks = blocks;
    }
    this.directory[(k - this.base) >>> BLOCK_BITS] = this.blocksUsed;
    this.blocksUsed += BLOCK;
    return true;
  }

  /**
   * Turns hashed: the directory and the blocks are frozen as `other…` (lookups that miss the
   * slots read them), and each insert moves the next few blocks into the slots ({@link moveBlocks}).
   * The slots have room for every stored entry and for the inserts until the blocks are moved, so
   * that they do not grow before.
   */
  private toHashed(): void {
    const steps = Math.ceil(this.directory.length / DIRECTORY_STEP) + Math.ceil((this.blocksUsed - BLOCK) / BLOCK / BLOCKS_STEP) + 2;
    let cap = 16;
    while (cap < Math.max(this.capacityHint, this.size + steps) * 2) cap *= 2;
    this.hashed.open(cap);
    // The keys by node are sized for the inserts to come and as wide as the blocks' span needs:
    // growing or widening them right after would copy every stored key again in one insert.
    const length = Math.max(16, this.capacityHint, this.size + (this.size >>> 1));
    const last = this.base + this.directory.length * BLOCK - 1;
    this.wide = (this.base | 0) !== this.base || (last | 0) !== last;
    this.keys = this.wide ? new Float64Array(length) : takeInt32(length);
    this.otherDirectory = this.directory;
    this.otherBlocks = this.blocks;
    this.otherBlocksUsed = this.blocksUsed;
    this.otherBase = this.base;
    this.cursor = 0;
    this.directory = NO_ENTRIES;
    this.blocks = NO_ENTRIES;
    this.blocksUsed = BLOCK;
    this.base = 0;
    this.directForm = false;
    this.pending = TO_HASHED;
  }

  /** Turning hashed: moves the next blocks, at most `blockCount` and reading at most `entryCount` directory entries. */
  private moveBlocks(blockCount: number, entryCount: number): void {
    const directory = this.otherDirectory;
    const blocks = this.otherBlocks;
    const base = this.otherBase;
    const end = Math.min(directory.length, this.cursor + entryCount);
    let moved = 0;
    let b = this.cursor;
    for (; b < end && moved < blockCount; b++) {
      const at = directory[b]!;
      if (at === 0) continue;
      moved++;
      for (let j = 0; j < BLOCK; j++) {
        const s = blocks[at + j]!;
        if (s === 0) continue;
        const k = base + b * BLOCK + j;
        if (!this.wide && (k | 0) !== k) this.widen();
        if (s - 1 >= this.keys.length) this.growKeys(s);
        this.keys[s - 1] = k;
        this.hashed.insert(this.keys, s);
        if (k < this.minKey) this.minKey = k;
        if (k > this.maxKey) this.maxKey = k;
      }
    }
    this.cursor = b;
    this.blocksMoved += moved;
    if (b < directory.length) return;
    keepInt32(directory);
    keepInt32(blocks, this.otherBlocksUsed);
    this.dropOther();
    this.pending = IDLE;
  }

  private dropOther(): void {
    this.otherDirectory = NO_ENTRIES;
    this.otherBlocks = NO_ENTRIES;
    this.otherBlocksUsed = BLOCK;
    this.otherBase = 0;
    this.cursor = 0;
  }

  /**
   * Starts turning direct if the span of the keys leaves room in what the stored states pay for:
   * a directory over the span (with room on both sides, as {@link makeBlockFor} leaves), whose
   * blocks each insert then fills from the next {@link SLOTS_STEP} slots ({@link buildBlocks}).
   * The slots keep every key until the blocks hold them all; the change is given up (and the slots
   * doubled) if the blocks, or the directory for a new key, outgrow what the states pay for.
   */
  private startToDirect(): boolean {
    const budget = NumberKeyTable.budget(this.size);
    const lo = this.minKey - (((this.minKey % BLOCK) + BLOCK) % BLOCK);
    const needed = Math.floor((this.maxKey - lo) / BLOCK) + 1;
    if (needed > MAX_DIRECTORY || needed + 2 * BLOCK > budget) return false;
    let length = Math.max(64, Math.min(needed * 2, MAX_DIRECTORY));
    if (length + 2 * BLOCK > budget) length = needed;
    let base = lo - Math.floor((length - needed) / 2) * BLOCK;
    if (base < 0 && lo >= 0) base = 0;
    this.otherDirectory = takeInt32(length);
    this.otherBlocks = takeInt32(Math.min(budget - length, Math.max(4 * BLOCK, this.size * 2)));
    this.otherBlocksUsed = BLOCK;
    this.otherBase = base;
    this.cursor = 0;
    this.pending = TO_DIRECT;
    return true;
  }

  /** Turning direct: puts `k` and the keys of the next slots in blocks; whether the table is now direct. */
  private buildBlocks(k: number, node: number): boolean {
    if (!(this.wholeKeys && this.putInBlock(k, node + 1))) return this.giveUpDirect();
    const slots = this.hashed.slots;
    const keys = this.keys;
    const end = Math.min(slots.length, this.cursor + SLOTS_STEP);
    for (let j = this.cursor; j < end; j++) {
      const s = slots[j]!;
      if (s !== 0 && !this.putInBlock(keys[s - 1]!, s)) return this.giveUpDirect();
    }
    this.cursor = end;
    if (end < slots.length) return false;
    this.directory = this.otherDirectory;
    this.blocks = this.otherBlocks;
    this.blocksUsed = this.otherBlocksUsed;
    this.base = this.otherBase;
    this.dropOther();
    this.directForm = true;
    this.pending = IDLE;
    this.hashed.release();
    if (keys instanceof Int32Array) keepInt32(keys);
    this.keys = NO_ENTRIES;
    this.wide = false;
    this.minKey = Infinity;
    this.maxKey = -Infinity;
    return true;
  }

  /**
   * Turning direct: node + 1 `s` for the whole key `k` in its block, made by {@link makeBlockFor}
   * (on the blocks being built, swapped in for the call) if `k` has none; false if it does not fit.
   */
  private putInBlock(k: number, s: number): boolean {
    let i = k - this.otherBase;
    if (i >>> 0 === i && i >>> BLOCK_BITS < this.otherDirectory.length) {
      const at = this.otherDirectory[i >>> BLOCK_BITS]!;
      if (at !== 0) {
        this.otherBlocks[at + (i & BLOCK_MASK)] = s;
        return true;
      }
    }
    this.swapForms();
    const made = this.makeBlockFor(k, this.size);
    this.swapForms();
    if (!made) return false;
    i = k - this.otherBase;
    this.otherBlocks[this.otherDirectory[i >>> BLOCK_BITS]! + (i & BLOCK_MASK)] = s;
    return true;
  }

  private swapForms(): void {
    const directory = this.directory;
    const blocks = this.blocks;
    const blocksUsed = this.blocksUsed;
    const base = this.base;
    this.directory = this.otherDirectory;
    this.blocks = this.otherBlocks;
    this.blocksUsed = this.otherBlocksUsed;
    this.base = this.otherBase;
    this.otherDirectory = directory;
    this.otherBlocks = blocks;
    this.otherBlocksUsed = blocksUsed;
    this.otherBase = base;
  }

  /** Turning direct did not pay: the slots, which hold every key, stay, and double. */
  private giveUpDirect(): false {
    keepInt32(this.otherDirectory);
    keepInt32(this.otherBlocks, this.otherBlocksUsed);
    this.dropOther();
    this.hashed.grow();
    this.pending = GROWING;
    return false;
  }

  private widen(): void {
    const wide = new Float64Array(this.keys.length);
    wide.set(this.keys);
    keepInt32(this.keys as Int32Array);
    this.keys = wide;
    this.wide = true;
  }

  private growKeys(min: number): void {
    let n = Math.max(16, this.keys.length);
    while (n < min) n = Math.ceil(n * 1.5);
    const old = this.keys;
    const next = old instanceof Int32Array ? takeInt32(n) : new Float64Array(n);
    next.set(old);
    if (old instanceof Int32Array) keepInt32(old);
    this.keys = next;
  }

  release(): void {
    keepInt32(this.otherDirectory);
    keepInt32(this.otherBlocks, this.otherBlocksUsed);
    this.dropOther();
    this.pending = IDLE;
    keepInt32(this.directory);
    keepInt32(this.blocks, this.blocksUsed);
    this.hashed.release();
    if (this.keys instanceof Int32Array) keepInt32(this.keys);
    this.directory = NO_ENTRIES;
    this.blocks = NO_ENTRIES;
    this.keys = NO_ENTRIES;
    this.blocksUsed = BLOCK;
    this.base = 0;
    this.directForm = true;
    this.wholeKeys = true;
    this.minKey = Infinity;
    this.maxKey = -Infinity;
    this.wide = false;
    this.size = 0;
  }
}
