import type { Emit, SearchProblem } from '@puzzle-solvers/search-core';
import { createCodec, type Codec } from './internal/codec.js';
import { keyGraph, type KeyGraph } from './internal/graph.js';
import type { DecodedState, GridMove, KeyMazeState, Level, Move } from './level.js';
import { DIRECTIONS, isWalkable, neighbour } from './rules.js';

/**
 * The two search spaces of the key maze, both as search-core `SearchProblem`s over packed
 * numeric states:
 * - {@link keyMazeProblem}: the contracted one, a move walks a robot to a key (cost = steps);
 * - {@link gridProblem}: the raw grid, a move steps a robot one cell (cost 1).
 *
 * @module
 */

/** Everything the contracted search needs, built once per level. */
interface Space {
  readonly graph: KeyGraph;
  readonly codec: Codec;
  readonly initial: number;
  readonly goal: number;
  /** The move object of robot r taking key k, at `r * K + k` (shared, never allocated per step). */
  readonly moves: readonly Move[];
}

const spaces = new WeakMap<Level, Space>();

/**
 * The identity key of a state: the state number with its low 32 bits scrambled by a bijection
 * (xor with the mixed high bits, then an odd multiplier), so equal keys still mean equal states.
 * Packed states keep the key set in their low bits, which hash tables keyed on low bits would
 * otherwise crowd into a few buckets.
 */
function scramble(s: number): number {
  const lo = s >>> 0;
  const hi = (s - lo) / 4294967296;
  return hi * 4294967296 + (Math.imul((lo ^ Math.imul(hi, 0x85ebca6b)) >>> 0, 0x9e3779b1) >>> 0);
}

/** @internal The contracted space of a level (cached). */
export function contractedSpace(level: Level): Space {
  let s = spaces.get(level);
  if (s) return s;
  const graph = keyGraph(level);
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
 * Unpacks a contracted-search state: the cell of every robot and the key set.
 *
 * @category State
 */
export function decodeState(level: Level, state: KeyMazeState): DecodedState {
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
 * The contracted key-maze search: a state is (each robot's POI, keys held), a move walks one robot
 * to a key it does not hold along the shortest route whose doors are open and whose keys are held.
 *
 * @remarks
 * **When to use**: this is what {@link solve} runs; use it directly to try other search-core
 * algorithms or options. States are packed numbers (their own keys). Pass a heuristic such as
 * {@link keyMazeBound} in the options or use the `heuristic` already set here.
 *
 * **Details**: going to a key never crosses another key not yet held, since that key would be
 * collected first; that move is the same walk split in two. From one place to one key, the first
 * usable route (the shortest among the Pareto-optimal ones) is the only one emitted.
 *
 * @param level - a parsed level.
 * @param heuristic - the heuristic to attach (default none: Dijkstra order).
 * @returns a `SearchProblem` over numeric states with {@link Move} labels and step costs.
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * const result = astar(keyMazeProblem(level, keyMazeBound(level)));
 * result.cost; // 8
 * ```
 * @see {@link gridProblem} (one step per move), {@link solve}
 * @category State
 */
export function keyMazeProblem(level: Level, heuristic?: (state: KeyMazeState) => number): SearchProblem<KeyMazeState, Move> {
  const { graph, codec, initial, goal, moves } = contractedSpace(level);
  const R = graph.robots;
  const K = graph.keys;
  const { routeStart, routeKey, routeLength, routeNeeds, localPoi, poiLocal } = graph;
  const locals = new Int32Array(R);
  const goalScratch = new Int32Array(R);
  const goalTest = (s: number): boolean => codec.decode(s, goalScratch) === goal;
  const expand = (s: number, emit: Emit<number, Move>): void => {
    const held = codec.decode(s, locals);
    for (let r = 0; r < R; r++) {
      const poi = localPoi[r]![locals[r]!]!;
      const back = poiLocal[r]!;
      let last = -1;
      for (let e = routeStart[poi]!, end = routeStart[poi + 1]!; e < end; e++) {
        const k = routeKey[e]!;
        if (k === last) continue;
        const bit = 1 << k;
        if ((held & bit) !== 0 || (routeNeeds[e]! & ~held) !== 0) continue;
        last = k;
        const next = codec.with(s, held, locals, r, back[R + k]!, held | bit);
        emit(next, moves[r * K + k]!, routeLength[e]!);
      }
    }
  };
  const problem: SearchProblem<KeyMazeState, Move> = {
    initial,
    expand,
    isGoal: goalTest,
    key: scramble,
    // Every state reached from the start of a solvable level is solvable (see KeyGraph.stranded),
    // so one test at the root proves an impossible level at once.
    ...(graph.stranded !== 0 ? { isValid: () => false } : {}),
  };
  return heuristic ? { ...problem, heuristic } : problem;
}

// ---------------------------------------------------------------------------------------------
// The raw grid.

interface GridSpace {
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

function gridSpace(level: Level): GridSpace {
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

/**
 * The raw grid as a search problem: a state is (every robot's cell, keys held), a move steps one
 * robot to a neighbouring cell (cost 1), picking up the key there.
 *
 * @remarks
 * **When to use**: as an obviously correct oracle for {@link keyMazeProblem} on small maps, and as a
 * large state space for benchmarking search algorithms (a real input has about 3,000 open cells ×
 * 2^26 key sets). Works with `bfs`, `astar`, `dijkstra`. States are packed numbers while the
 * product of region sizes × 2^keys fits in 2^53 (one robot on a real input: yes; four robots
 * with 26 keys: no, then states are interned ids, slower and using more memory).
 *
 * @param level - a parsed level.
 * @param heuristic - an optional heuristic, such as {@link gridKeyBound}.
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * bfs(gridProblem(level)).cost; // 8
 * ```
 * @see {@link keyMazeProblem}
 * @category State
 */
export function gridProblem(level: Level, heuristic?: (state: number) => number): SearchProblem<number, GridMove> {
  const { codec, initial, goal, cellsOf, localOf, moves } = gridSpace(level);
  const R = level.robots.length;
  const locals = new Int32Array(R);
  const goalScratch = new Int32Array(R);
  const w = level.width;
  const n = level.cells.length;
  const { keyAt, doorAt } = level;
  const expand = (s: number, emit: Emit<number, GridMove>): void => {
    const held = codec.decode(s, locals);
    for (let r = 0; r < R; r++) {
      const cell = cellsOf[r]![locals[r]!]!;
      const back = localOf[r]!;
      const x = cell % w;
      for (let i = 0; i < 4; i++) {
        const nb = i === 0 ? (cell >= w ? cell - w : -1) : i === 1 ? (cell + w < n ? cell + w : -1) : i === 2 ? (x > 0 ? cell - 1 : -1) : x < w - 1 ? cell + 1 : -1;
        if (nb < 0) continue;
        const local = back[nb]!;
        if (local < 0) continue; // a wall or a door that never opens
        const door = doorAt[nb]!;
        if (door >= 0 && ((held >> door) & 1) === 0) continue;
        const k = keyAt[nb]!;
        const nextHeld = k >= 0 ? held | (1 << k) : held;
        emit(codec.with(s, held, locals, r, local, nextHeld), moves[r * 4 + i]!);
      }
    }
  };
  const problem: SearchProblem<number, GridMove> = {
    initial,
    expand,
    isGoal: (s) => codec.decode(s, goalScratch) === goal,
    key: scramble,
  };
  return heuristic ? { ...problem, heuristic } : problem;
}

/** @internal Shared with the heuristics. */
export function gridSpaceOf(level: Level): { codec: Codec; cellsOf: readonly Int32Array[] } {
  return gridSpace(level);
}

