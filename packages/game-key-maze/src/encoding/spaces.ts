/**
 * The packed states of the key maze's two search spaces: the contracted one (a robot walks to a
 * key) and the raw grid (a robot steps one cell). The problems over them are in `solve.ts`.
 *
 * @module
 */
import { createCodec, type Codec } from '../internal/codec.js';
import { keyGraph, type KeyGraph } from '../internal/graph.js';
import type { DecodedState, GridMove, KeyMazeState, Level, Move } from '../level.js';
import { DIRECTIONS, isWalkable, neighbour } from '../rules.js';

/** @internal Everything the contracted search needs, built once per level. */
export interface Space {
  readonly graph: KeyGraph;
  readonly codec: Codec;
  readonly initial: number;
  readonly goal: number;
  /** The move object of robot r taking key k, at `r * K + k` (shared, never allocated per step). */
  readonly moves: readonly Move[];
}

const spaces = new WeakMap<Level, Space>();

/**
 * @internal The identity key of a state: the state number with its low 32 bits scrambled by a bijection
 * (xor with the mixed high bits, then an odd multiplier), so equal keys still mean equal states.
 * Packed states keep the key set in their low bits, which hash tables keyed on low bits would
 * otherwise crowd into a few buckets.
 */
export function scramble(s: number): number {
  const lo = s >>> 0;
  const hi = (s - lo) / 4294967296;
  return hi * 4294967296 + (Math.imul((lo ^ Math.imul(hi, 0x85ebca6b)) >>> 0, 0x9e3779b1) >>> 0);
}

/**
 * @internal The contracted space of a level (cached); `check` as in `keyGraph`, to stop the
 * build of its graph.
 */
export function contractedSpace(level: Level, check?: () => void): Space {
  let s = spaces.get(level);
  if (s) return s;
  const graph = keyGraph(level, check);
  const R = graph.robots;
  const K = graph.keys;
  const codec = createCodec(
    graph.localPoi.map((l) => l.length),
    K,
  );
  const moves: Move[] = [];
  for (let r = 0; r < R; r++) for (let k = 0; k < K; k++) moves.push(Object.freeze({ robot: r, key: level.keys[k]! }));
  s = { graph, codec, initial: codec.encode(new Int32Array(R), 0), goal: K === 0 ? 0 : 2 ** K - 1, moves };
  spaces.set(level, s);
  return s;
}

/**
 * The state at the start of a level: every robot at its start, no key held.
 *
 * @category State
 */
export function initialState(level: Level): KeyMazeState {
  return contractedSpace(level).initial;
}

/**
 * Unpacks a state: the cell of every robot and the key set.
 *
 * @remarks Takes contracted-search states and the walk states of play cell by cell (negative,
 * see {@link packState}).
 * @category State
 */
export function decodeState(level: Level, state: KeyMazeState): DecodedState {
  if (state < 0) return decodeGridState(level, -1 - state);
  const { graph, codec } = contractedSpace(level);
  const locals = new Int32Array(graph.robots);
  const held = codec.decode(state, locals);
  const robots = Array.from(locals, (l, r) => graph.poiCell[graph.localPoi[r]![l]!]!);
  return { robots, held };
}

/**
 * Packs robot cells and a key set into a contracted-search state.
 *
 * @remarks Each robot must stand on its start or on a key of its region.
 * @throws RangeError when a robot stands anywhere else.
 * @category State
 */
export function encodeState(level: Level, robots: readonly number[], held: number): KeyMazeState {
  const { graph, codec } = contractedSpace(level);
  const locals = robots.map((cell, r) => {
    const local = graph.localPoi[r]?.findIndex((p) => graph.poiCell[p] === cell) ?? -1;
    if (local < 0) throw new RangeError(`key-maze: robot ${r} cannot stand at cell ${cell} in a contracted state`);
    return local;
  });
  return codec.encode(locals, held);
}

/**
 * Packs any position of play: the contracted state when every robot stands on its start or on a
 * key (as {@link encodeState}), else a **walk state**, `-1 -` the raw grid's state (see
 * {@link decodeGridState}).
 *
 * @remarks
 * **When to use**: for positions reached by steps (a person playing cell by cell). The form is
 * canonical: a walk that ends where a key-to-key move ends gives the same number. A walk state's
 * number is fixed for the level object when the raw grid's states fit in 2^53; on mazes with many
 * robots in one region they are interned, numbered in order of first use (like the contracted
 * states of such maps).
 *
 * @param level - the level.
 * @param robots - each robot's cell, in its region.
 * @param held - the keys held, as bits.
 * @returns the state.
 * @throws RangeError when a robot stands outside its region (a wall, another region).
 * @example
 * ```ts
 * packState(level, level.robots, 0) === initialState(level); // true
 * ```
 * @see {@link decodeState}
 * @category State
 */
export function packState(level: Level, robots: readonly number[], held: number): KeyMazeState {
  if (robots.length !== level.robots.length) {
    throw new RangeError(`key-maze: ${robots.length} robot cells given, the map has ${level.robots.length} robots`);
  }
  const { graph, codec } = contractedSpace(level);
  const locals = new Int32Array(robots.length);
  let contracted = true;
  for (let r = 0; r < robots.length && contracted; r++) {
    const local = graph.localPoi[r]?.findIndex((p) => graph.poiCell[p] === robots[r]) ?? -1;
    if (local < 0) contracted = false;
    else locals[r] = local;
  }
  if (contracted) return codec.encode(locals, held);
  const grid = gridSpace(level);
  const cells = robots.map((cell, r) => {
    const local = grid.localOf[r]?.[cell] ?? -1;
    if (local < 0) throw new RangeError(`key-maze: robot ${r} cannot stand at cell ${cell}: it is not in its region`);
    return local;
  });
  return -1 - grid.codec.encode(cells, held);
}

// ---------------------------------------------------------------------------------------------
// The raw grid.

export interface GridSpace {
  readonly codec: Codec;
  readonly initial: number;
  readonly goal: number;
  /** Per robot: local index → cell (the cells of its region). */
  readonly cellsOf: readonly Int32Array[];
  /** Per robot: cell → local index, or -1. */
  readonly localOf: readonly Int32Array[];
  readonly moves: readonly GridMove[];
}

const gridSpaces = new WeakMap<Level, GridSpace>();

export function gridSpace(level: Level): GridSpace {
  let s = gridSpaces.get(level);
  if (s) return s;
  const n = level.cells.length;
  const cellsOf: Int32Array[] = [];
  const localOf: Int32Array[] = [];
  for (const start of level.robots) {
    const local = new Int32Array(n).fill(-1);
    const cells = [start];
    local[start] = 0;
    for (let head = 0; head < cells.length; head++) {
      for (const d of DIRECTIONS) {
        const nb = neighbour(level, cells[head]!, d);
        if (nb < 0 || local[nb] !== -1 || !isWalkable(level, nb)) continue;
        local[nb] = cells.length;
        cells.push(nb);
      }
    }
    cellsOf.push(Int32Array.from(cells));
    localOf.push(local);
  }
  const K = level.keys.length;
  const codec = createCodec(
    cellsOf.map((c) => c.length),
    K,
  );
  const moves: GridMove[] = [];
  for (let r = 0; r < level.robots.length; r++) for (const dir of DIRECTIONS) moves.push(Object.freeze({ robot: r, dir }));
  s = { codec, initial: codec.encode(new Int32Array(level.robots.length), 0), goal: K === 0 ? 0 : 2 ** K - 1, cellsOf, localOf, moves };
  gridSpaces.set(level, s);
  return s;
}

/**
 * Unpacks a raw-grid state: every robot's cell and the key set.
 *
 * @category State
 */
export function decodeGridState(level: Level, state: number): DecodedState {
  const { codec, cellsOf } = gridSpace(level);
  const locals = new Int32Array(level.robots.length);
  const held = codec.decode(state, locals);
  return { robots: Array.from(locals, (l, r) => cellsOf[r]![l]!), held };
}

/** @internal Shared with the heuristics. */
export function gridSpaceOf(level: Level): { codec: Codec; cellsOf: readonly Int32Array[] } {
  return gridSpace(level);
}
