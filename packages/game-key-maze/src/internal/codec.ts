/**
 * Packs (one small index per robot, a key set) into one number, the state of both searches.
 *
 * Two shapes behind one interface:
 * - packed: mixed radix, `((l0 · r1 + l1) · r2 + …) · 2^K + held`, when the product fits in 2^53
 *   (always for four robots in separate quadrants with 26 keys);
 * - interned: each new tuple gets the next integer id from a table, for maps with many robots
 *   sharing one region, where the product would not fit. Ids are stable for the life of the codec.
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
  return size <= LIMIT ? packedCodec(radices, keyBits) : internedCodec(radices.length);
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

function internedCodec(n: number): Codec {
  const ids = new Map<string, number>();
  const locs: number[] = [];
  const helds: number[] = [];
  const scratch: number[] = new Array<number>(n).fill(0);
  const intern = (locals: ArrayLike<number>, held: number): number => {
    let key = String(held);
    for (let i = 0; i < n; i++) key += ',' + String(locals[i]);
    let id = ids.get(key);
    if (id === undefined) {
      id = helds.length;
      ids.set(key, id);
      helds.push(held);
      for (let i = 0; i < n; i++) locs.push(locals[i]!);
    }
    return id;
  };
  return {
    kind: 'interned',
    // The map's key (a few characters a robot) and entry, and one number a robot in `locs`.
    bytesPerState: 64 + 12 * n,
    decode(state, locals) {
      for (let i = 0; i < n; i++) locals[i] = locs[state * n + i]!;
      return helds[state]!;
    },
    with(_state, _oldHeld, locals, robot, local, held) {
      for (let i = 0; i < n; i++) scratch[i] = locals[i]!;
      scratch[robot] = local;
      return intern(scratch, held);
    },
    encode: intern,
  };
}
