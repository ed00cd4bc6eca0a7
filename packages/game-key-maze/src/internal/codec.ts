/**
 * Packs (one small index per robot, a key set) into one number, the state of both searches.
 *
 * Two shapes behind one interface:
 * - packed: mixed radix, `((l0 · r1 + l1) · r2 + …) · 2^K + held`, when the product fits in 2^53
 *   (always for four robots in separate quadrants with 26 keys);
 * - interned: each new tuple gets the next integer id from a table, for maps with many robots
 *   sharing one region, where the product would not fit. Ids are stable for the life of the codec;
 *   the tuples are kept in typed pages, a byte or two per robot.
 */
export interface Codec {
  /** Writes each robot's index into `locals` and returns the key set. */
  decode(state: number, locals: Int32Array): number;
  /** The state with robot `robot` at `local` and key set `held`; the others as `locals`. */
  with(state: number, oldHeld: number, locals: Int32Array, robot: number, local: number, held: number): number;
  /** The state of the tuple `locals`, `held`. */
  encode(locals: ArrayLike<number>, held: number): number;
  /** Whether the state numbers are arithmetic (`packed`) or table ids (`interned`). */
  readonly kind: 'packed' | 'interned';
  /**
   * About how many bytes the codec itself keeps per state (0 when packed; the table entry when
   * interned), for search-core's `stateBytes`, so that `maxMemoryBytes` counts the table too.
   */
  readonly bytesPerState: number;
}

const LIMIT = 2 ** 53;

export function createCodec(radices: readonly number[], keyBits: number): Codec {
  let size = 2 ** keyBits;
  for (const r of radices) size *= r;
  return size <= LIMIT ? packedCodec(radices, keyBits) : internedCodec(radices);
}

function packedCodec(radices: readonly number[], keyBits: number): Codec {
  const n = radices.length;
  const m = 2 ** keyBits;
  const rad = Float64Array.from(radices);
  const weightM = new Float64Array(n);
  let w = m;
  for (let i = n - 1; i >= 0; i--) {
    weightM[i] = w;
    w *= rad[i]!;
  }
  return {
    kind: 'packed',
    bytesPerState: 0,
    decode(state, locals) {
      const held = state % m;
      let rest = (state - held) / m;
      for (let i = n - 1; i > 0; i--) {
        const r = rad[i]!;
        const l = rest % r;
        locals[i] = l;
        rest = (rest - l) / r;
      }
      locals[0] = rest;
      return held;
    },
    with(state, oldHeld, locals, robot, local, held) {
      return state - oldHeld + (local - locals[robot]!) * weightM[robot]! + held;
    },
    encode(locals, held) {
      let s = 0;
      for (let i = 0; i < n; i++) s += locals[i]! * weightM[i]!;
      return s + held;
    },
  };
}

/** Bytes of tuples per page of the interned codec: pages are never copied, so growth costs no pause. */
const PAGE_BYTES = 1 << 20;

/**
 * A position's share of a tuple's hash: the robot and its index mixed (no table), combined by xor,
 * so that a successor's hash follows from its parent's in constant time.
 */
function mix(robot: number, local: number): number {
  let h = Math.imul(robot + 1, 0x9e3779b1) ^ Math.imul(local + 1, 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}

/** The key set's share of a tuple's hash. */
function mixHeld(held: number): number {
  return mix(-1, held);
}

/**
 * Interned tuples in typed pages: each new tuple gets the next id; its robot indices are stored in
 * one byte each (two or four when a robot has more places), its key set and hash beside it, and an
 * open-addressing table maps hashes to ids. A successor's hash comes from its parent's in constant
 * time (see {@link mix}); its tuple is compared, and copied, only when the hash matches or it is new.
 * About `n` bytes per state, where strings of the tuple took a dozen times that.
 */
function internedCodec(radices: readonly number[]): Codec {
  const n = radices.length;
  const widest = radices.reduce((a, b) => Math.max(a, b), 1);
  const width = widest <= 256 ? 1 : widest <= 65536 ? 2 : 4;
  const make = (length: number): Uint8Array | Uint16Array | Int32Array =>
    width === 1 ? new Uint8Array(length) : width === 2 ? new Uint16Array(length) : new Int32Array(length);
  const perPage = Math.max(1, Math.floor(PAGE_BYTES / (n * width)));
  const pages: (Uint8Array | Uint16Array | Int32Array)[] = [];
  let helds = new Int32Array(1024);
  let hashes = new Int32Array(1024);
  let count = 0;
  let slots = new Int32Array(2048).fill(-1);
  let mask = slots.length - 1;
  // The tuple being looked up: a parent's with one robot changed (`robot` at `local`), or `scratch`.
  const scratch = make(n);

  const pageOf = (id: number): Uint8Array | Uint16Array | Int32Array => pages[Math.floor(id / perPage)]!;
  const offsetOf = (id: number): number => (id % perPage) * n;

  const grow = (): void => {
    const nextHelds = new Int32Array(helds.length * 2);
    nextHelds.set(helds);
    helds = nextHelds;
    const nextHashes = new Int32Array(hashes.length * 2);
    nextHashes.set(hashes);
    hashes = nextHashes;
  };
  const rehash = (): void => {
    slots = new Int32Array(slots.length * 2).fill(-1);
    mask = slots.length - 1;
    for (let id = 0; id < count; id++) {
      let i = hashes[id]! & mask;
      while (slots[i] !== -1) i = (i + 1) & mask;
      slots[i] = id;
    }
  };
  /** Adds a tuple whose places are written by `fill(page, offset)`; returns its id. */
  const add = (
    hash: number,
    held: number,
    fill: (page: Uint8Array | Uint16Array | Int32Array, at: number) => void,
    slot: number,
  ): number => {
    const id = count++;
    if (id >= helds.length) grow();
    if (id % perPage === 0) pages.push(make(perPage * n));
    fill(pageOf(id), offsetOf(id));
    helds[id] = held;
    hashes[id] = hash;
    slots[slot] = id;
    if (count * 2 > slots.length) rehash();
    return id;
  };

  /** The id of the tuple `parent` with robot `robot` at `local` and key set `held`, added if new. */
  const withOne = (parent: number, robot: number, local: number, held: number, hash: number): number => {
    const from = pageOf(parent);
    const at = offsetOf(parent);
    let i = hash & mask;
    for (;;) {
      const id = slots[i]!;
      if (id === -1) break;
      if (hashes[id] === hash && helds[id] === held) {
        const page = pageOf(id);
        const o = offsetOf(id);
        let same = page[o + robot] === local;
        for (let r = 0; same && r < n; r++) if (r !== robot && page[o + r] !== from[at + r]) same = false;
        if (same) return id;
      }
      i = (i + 1) & mask;
    }
    return add(
      hash,
      held,
      (page, o) => {
        page.set(from.subarray(at, at + n), o);
        page[o + robot] = local;
      },
      i,
    );
  };

  const encode = (locals: ArrayLike<number>, held: number): number => {
    let hash = mixHeld(held);
    for (let r = 0; r < n; r++) {
      scratch[r] = locals[r]!;
      hash ^= mix(r, locals[r]!);
    }
    let i = hash & mask;
    for (;;) {
      const id = slots[i]!;
      if (id === -1) break;
      if (hashes[id] === hash && helds[id] === held) {
        const page = pageOf(id);
        const o = offsetOf(id);
        let same = true;
        for (let r = 0; same && r < n; r++) if (page[o + r] !== scratch[r]) same = false;
        if (same) return id;
      }
      i = (i + 1) & mask;
    }
    return add(hash, held, (page, o) => page.set(scratch, o), i);
  };

  return {
    kind: 'interned',
    // The places (`width` bytes a robot), the key set, the hash and about two table slots.
    bytesPerState: n * width + 16,
    decode(state, locals) {
      const page = pageOf(state);
      const o = offsetOf(state);
      for (let r = 0; r < n; r++) locals[r] = page[o + r]!;
      return helds[state]!;
    },
    with(state, oldHeld, locals, robot, local, held) {
      const hash = hashes[state]! ^ mixHeld(oldHeld) ^ mixHeld(held) ^ mix(robot, locals[robot]!) ^ mix(robot, local);
      return withOne(state, robot, local, held, hash);
    },
    encode,
  };
}
