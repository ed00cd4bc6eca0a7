import type { BallState, Level } from './level.js';

/**
 * The state at the start of a level.
 *
 * @example
 * ```ts
 * const s = initialState(parse('2\n1\nYBYB\nBYBY'));
 * tubesOf(s, 3); // [[0, 1, 0, 1], [1, 0, 1, 0], []]
 * ```
 * @see {@link stateOf}, {@link tubesOf}
 * @category State
 */
export function initialState(level: Level): BallState {
  return stateOf(level.capacity, level.tubes);
}

/**
 * Packs tubes (colour numbers, bottom first) into a {@link BallState}.
 *
 * @param capacity - the tube capacity.
 * @param tubes - the tubes; each at most `capacity` balls, colour numbers 0 … 254.
 * @category State
 */
export function stateOf(capacity: number, tubes: readonly (readonly number[])[]): BallState {
  const n = tubes.length;
  const s = new Uint8Array(n + n * capacity);
  for (let t = 0; t < n; t++) {
    const tube = tubes[t]!;
    s[t] = tube.length;
    for (let i = 0; i < tube.length; i++) s[n + t * capacity + i] = tube[i]! + 1;
  }
  return s;
}

/**
 * Reads a state back as tubes of colour numbers, bottom first.
 *
 * @param state - the state.
 * @param tubeCount - the number of tubes of its level.
 * @category State
 */
export function tubesOf(state: BallState, tubeCount: number): number[][] {
  const capacity = (state.length - tubeCount) / tubeCount;
  const out: number[][] = [];
  for (let t = 0; t < tubeCount; t++) {
    const tube: number[] = [];
    for (let i = 0; i < state[t]!; i++) tube.push(state[tubeCount + t * capacity + i]! - 1);
    out.push(tube);
  }
  return out;
}

/**
 * Whether every tube is empty or full of one colour.
 *
 * @category State
 */
export function isSolved(level: Level, state: BallState): boolean {
  const n = level.tubes.length;
  const cap = level.capacity;
  for (let t = 0; t < n; t++) {
    const h = state[t]!;
    if (h === 0) continue;
    if (h !== cap) return false;
    const base = n + t * cap;
    const c = state[base]!;
    for (let i = 1; i < cap; i++) if (state[base + i] !== c) return false;
  }
  return true;
}

/**
 * How states are told apart: the tubes in order (`plain`), or the multiset of tubes (`canonical`),
 * which merges states that differ only by the order of the tubes.
 *
 * @category State
 */
export type KeyMode = 'canonical' | 'plain';

/**
 * The identity of the states of one level, exact (never merges different states).
 *
 * @remarks
 * Each tube is coded as a number: its balls as digits in base `colours + 1`, bottom first (0 above
 * the top), so a code determines the tube. A `canonical` key sorts the codes, so any permutation of
 * the tubes has the same key: tubes are interchangeable, which the moves and the goal never notice.
 *
 * The key is a number when the codes of all tubes fit in 53 bits together, else a string of the
 * codes (two 16-bit characters per code, or more when a code needs more than 32 bits).
 *
 * @category State
 */
export interface StateKeys {
  readonly mode: KeyMode;
  /** The key of a state. */
  key(state: BallState): number | string;
  /** Whether the keys are numbers. */
  readonly numeric: boolean;
}

/**
 * Builds the key function of a level's states.
 *
 * @param level - the level.
 * @param mode - `canonical` (default): the multiset of tubes; `plain`: the tubes in order.
 * @example
 * ```ts
 * const keys = stateKeys(level);
 * keys.key(a) === keys.key(b); // true when a and b hold the same tubes in any order
 * ```
 * @category State
 */
export function stateKeys(level: Level, mode: KeyMode = 'canonical'): StateKeys {
  const n = level.tubes.length;
  const cap = level.capacity;
  const base = level.colours.length + 1;
  const codeRange = base ** cap;
  const codeBits = Math.log2(codeRange);
  const codes = new Float64Array(n);
  const fill = (state: BallState): void => {
    for (let t = 0; t < n; t++) {
      const off = n + t * cap;
      let code = 0;
      for (let i = state[t]! - 1; i >= 0; i--) code = code * base + state[off + i]!;
      codes[t] = code;
    }
    if (mode === 'canonical') codes.sort();
  };
  if (codeBits * n <= 53) {
    return {
      mode,
      numeric: true,
      key(state) {
        fill(state);
        let k = 0;
        for (let t = 0; t < n; t++) k = k * codeRange + codes[t]!;
        return k;
      },
    };
  }
  if (codeBits <= 32) {
    const chars = new Array<number>(2 * n);
    return {
      mode,
      numeric: false,
      key(state) {
        fill(state);
        for (let t = 0; t < n; t++) {
          const c = codes[t]!;
          chars[2 * t] = c & 0xffff;
          chars[2 * t + 1] = c >>> 16;
        }
        return String.fromCharCode.apply(null, chars);
      },
    };
  }
  // Huge tubes (codes beyond 2^32, or beyond exact float range): spell the balls out.
  return {
    mode,
    numeric: false,
    key(state) {
      const tubes: string[] = [];
      for (let t = 0; t < n; t++) {
        const off = n + t * cap;
        tubes.push(String.fromCharCode(...state.subarray(off, off + state[t]!)));
      }
      if (mode === 'canonical') tubes.sort();
      return tubes.join('\u00ff');
    },
  };
}
