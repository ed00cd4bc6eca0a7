/**
 * Move ordering for the depth-first search. These estimates only decide which child is tried
 * first; the search does not use them as cost bounds, so admissibility does not matter (none of
 * them is admissible in the A* sense, and none needs to be). {@link trackLengthBound} is the one
 * cost bound: admissible, for `anytime`'s lower bounds.
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { ANY, Cell, GREEN, type Level } from './level.js';
import { WAITING, type TrainState } from './rules.js';

/**
 * Warnsdorff's rule: prefer the child whose engine has the fewest ways on, so the track hugs walls
 * and its own earlier track and does not leave small pockets behind. Children that just took or
 * delivered an alien come first of all.
 *
 * @remarks Not admissible (it is not a distance); used only to order children.
 * @category Heuristics
 */
export function warnsdorff(state: TrainState): number {
  let ways = 0;
  for (let d = 0; d < 4; d++) if (state.target(d) >= 0) ways++;
  const progress = state.prev !== null ? state.delivered - state.prev.delivered + aboardChange(state) : 0;
  return ways - 4 * progress;
}

function aboardChange(state: TrainState): number {
  const t = state.t;
  const prev = state.prev!;
  let n = 0;
  for (let k = 0; k < state.level.cars; k++) if (state.mem[t.carsAt + k] !== prev.mem[t.carsAt + k]) n++;
  return n;
}

/**
 * A greedy pull towards work: the Manhattan distance from the engine to the nearest thing a car can
 * act on next (a waiting alien that some empty car would take, an empty house that fits an alien
 * on board, the exit when nothing is left), times 8, plus {@link warnsdorff} to break ties.
 *
 * @remarks Not admissible; used only to order children.
 * @category Heuristics
 */
export function nearestWork(state: TrainState): number {
  return nearestDistance(state) * 8 + warnsdorff(state);
}

/** The Manhattan distance from the engine to the nearest work (see {@link nearestWork}). */
function nearestDistance(state: TrainState): number {
  const level = state.level;
  const t = state.t;
  const mem = state.mem;
  const w = level.width;
  const hx = state.head % w;
  const hy = (state.head - hx) / w;
  let best = Infinity;
  const consider = (c: number): void => {
    const d = Math.abs((c % w) - hx) + Math.abs(Math.floor(c / w) - hy);
    if (d < best) best = d;
  };
  let emptyCar = false;
  let cleanCar = false;
  let carried = 0; // bit per colour on board
  for (let k = 0; k < level.cars; k++) {
    const a = mem[t.carsAt + k]!;
    if (a === 0) {
      emptyCar = true;
      if (mem[t.gooAt + k] === 0) cleanCar = true;
    } else carried |= 1 << t.alienColor[a - 1]!;
  }
  if (emptyCar) {
    for (let a = 0; a < level.aliens.length; a++) {
      if (mem[t.aliensAt + a] === 0 && (cleanCar || t.alienColor[a] === GREEN)) consider(level.aliens[a]!.cell);
    }
  }
  if (carried !== 0) {
    for (let h = 0; h < level.houses.length; h++) {
      const hc = t.houseColor[h]!;
      if (mem[t.housesAt + h] === 0 && (hc === ANY || (carried & (1 << hc)) !== 0)) consider(level.houses[h]!.cell);
    }
  }
  if (best === Infinity) consider(level.exit);
  return best;
}

/**
 * Warnsdorff's rule first, the distance to the nearest work ({@link nearestWork}) to break ties,
 * then the turn the last move made: straight on, then right, then left.
 *
 * @remarks Not admissible; used only to order children. The last tie-break is relative to the
 * train's heading, so a level turned a quarter (or half) turn is searched move for move the same,
 * turned; a tie-break by compass direction (up before right …) made the search's luck depend on
 * how the level is drawn.
 * @category Heuristics
 */
export function warnsdorffThenNearest(state: TrainState): number {
  return warnsdorff(state) * 1024 + nearestDistance(state) * 8 + turnTaken(state);
}

/**
 * 0 for a move straight on, 1 for a right turn, 2 for a left turn, relative to the heading before
 * it: the last move's or, for the first move, the train's as it comes in ({@link arrivalHeading});
 * 3 for a first move with no heading to go by.
 */
function turnTaken(state: TrainState): number {
  const before = state.prev === null ? -1 : state.prev.dir >= 0 ? state.prev.dir : arrivalHeading(state);
  if (before < 0) return 3;
  const turn = (state.dir - before + 4) & 3;
  return turn === 0 ? 0 : turn === 1 ? 1 : turn === 3 ? 2 : 3;
}

/**
 * The direction (0 up, 1 right, 2 down, 3 left) the train comes in with: from the waiting car drawn
 * beside the entrance (the first in reading order), else away from the one side of the entrance
 * that is off the grid; -1 when neither tells (an entrance inside the grid or in a corner). It
 * turns with the level, so the first move's ties are broken the same way in every rotation.
 */
function arrivalHeading(state: TrainState): number {
  const { level, t } = state;
  const at = level.entrance * 4;
  for (const d of READING_ORDER) if (level.carCells.includes(t.neighbor[at + d]!)) return (d + 2) & 3;
  let offGrid = -1;
  for (let d = 0; d < 4; d++) {
    if (t.neighbor[at + d]! >= 0) continue;
    if (offGrid >= 0) return -1;
    offGrid = d;
  }
  return offGrid < 0 ? -1 : (offGrid + 2) & 3;
}

/** The entrance's neighbours in reading order: above, left, right, below. */
const READING_ORDER = [0, 3, 1, 2] as const;

/** Column and row steps of the directions up, right, down, left (as in the rules). */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

/** Distances of the unit-cost track graph, per level (built once, shared by every solve). */
const boundTables = new WeakMap<Level, { readonly exit: Int32Array; readonly via: readonly Int32Array[] }>();
const FAR = 0x3fffffff;

/**
 * An admissible estimate of the track still to lay (the game's cost: one per move): at least the
 * moves from the engine to the exit, and, for every alien still waiting that no car can still
 * pass (no cell beside it among the engine's and the cars' cells still to be passed by the last
 * car), the moves of the shortest way from the engine past a cell beside it to the exit.
 *
 * @remarks
 * Admissible because it relaxes the rules: distances are over the empty grid (wormholes jump, the
 * track's own cells, crossings' directions, boarding rules and houses are ignored), and a waiting
 * alien can only board from a car on a cell beside it, which the track must reach. It is 0 for a
 * finished train and `Infinity` when the exit or a waiting alien is out of reach. Used by
 * `anytime` for its lower bounds and to cut tracks that cannot beat the best one. The tables cost
 * one breadth-first pass per alien over the grid, built on first use.
 *
 * @param level - the level.
 * @returns the estimate of a state of `level`.
 * @example
 * ```ts
 * const bound = trackLengthBound(level)(TrainState.initial(level)); // no track is shorter
 * ```
 * @category Heuristics
 */
export function trackLengthBound(level: Level): (state: TrainState) => number {
  const { exit, via } = boundTablesOf(level);
  const cars = level.cars;
  const aliens = level.aliens;
  const near = aliens.map((a) => {
    const cells: number[] = [];
    for (let d = 0; d < 4; d++) {
      const c = neighborOf(level, a.cell, d);
      if (c >= 0) cells.push(c);
    }
    return cells;
  });
  const pending: number[] = [];
  return (state) => {
    if (state.done) return 0;
    const head = state.head;
    let h = exit[head]!;
    if (h >= FAR) return Infinity;
    // Written by index and cut to length once (truncating to 0 gave up the array's storage per call).
    let n = 0;
    for (let s: TrainState | null = state, k = 0; s !== null && k < Math.max(1, cars); s = s.prev, k++) pending[n++] = s.head;
    pending.length = n;
    for (let i = 0; i < aliens.length; i++) {
      if (state.alienStatus(i) !== WAITING) continue;
      const v = via[i]![head]!;
      if (v <= h) continue;
      if (near[i]!.some((c) => pending.includes(c))) continue;
      if (v >= FAR) return Infinity;
      h = v;
    }
    return h;
  };
}

function neighborOf(level: Level, cell: number, dir: number): number {
  const x = (cell % level.width) + DX[dir as 0];
  const y = Math.floor(cell / level.width) + DY[dir as 0];
  return x >= 0 && y >= 0 && x < level.width && y < level.height ? y * level.width + x : -1;
}

/** Where a move in `dir` from `cell` lands, through a wormhole pair (-1: off the grid). */
function stepOf(level: Level, partner: Int32Array, cell: number, dir: number): number {
  const c = neighborOf(level, cell, dir);
  if (c < 0 || level.cells[c] !== Cell.Wormhole) return c;
  const p = partner[c]!;
  if (p < 0) return -1;
  const beyond = neighborOf(level, p, dir);
  return beyond >= 0 && level.cells[beyond] === Cell.Wormhole ? -1 : beyond;
}

const isTarget = (kind: number): boolean => kind === Cell.Empty || kind === Cell.Exit || kind === Cell.Crossing;
const isStand = (kind: number): boolean => kind === Cell.Empty || kind === Cell.Crossing || kind === Cell.Entrance;

function boundTablesOf(level: Level): { readonly exit: Int32Array; readonly via: readonly Int32Array[] } {
  const cached = boundTables.get(level);
  if (cached !== undefined) return cached;
  const n = level.width * level.height;
  const partner = new Int32Array(n).fill(-1);
  const holes = level.wormholes;
  for (let i = 0; i + 1 < holes.length; i += 2) {
    partner[holes[i]!] = holes[i + 1]!;
    partner[holes[i + 1]!] = holes[i]!;
  }
  /**
   * Backward shortest distances to the exit through one of `sources` (each starting at its given
   * distance): Dial's buckets, as every move costs 1. A move's reverse is the move the other way
   * (also through a wormhole pair), so the graph's predecessors are its neighbours.
   */
  const backward = (sources: readonly (readonly [number, number])[]): Int32Array => {
    const dist = new Int32Array(n).fill(FAR);
    const buckets: number[][] = [];
    for (const [cell, d] of sources) {
      if (d >= FAR || d >= dist[cell]!) continue;
      dist[cell] = d;
      (buckets[d] ??= []).push(cell);
    }
    for (let d = 0; d < buckets.length; d++) {
      const bucket = buckets[d];
      if (bucket === undefined) continue;
      for (let i = 0; i < bucket.length; i++) {
        // One pass per alien over a big board: the solve's limits are read as it goes (nothing is
        // cached until the tables are whole).
        if ((i & 1023) === 0) checkpoint();
        const x = bucket[i]!;
        if (dist[x] !== d || !isTarget(level.cells[x]!)) continue;
        for (let dir = 0; dir < 4; dir++) {
          const y = stepOf(level, partner, x, dir);
          if (y < 0 || !isStand(level.cells[y]!) || dist[y]! <= d + 1) continue;
          dist[y] = d + 1;
          (buckets[d + 1] ??= []).push(y);
        }
      }
    }
    return dist;
  };
  const exit = backward([[level.exit, 0]]);
  const via = level.aliens.map((a) => {
    const sources: [number, number][] = [];
    for (let dir = 0; dir < 4; dir++) {
      const c = neighborOf(level, a.cell, dir);
      // The exit itself: the cars run on past it, so a waiting alien beside it may still board.
      if (c >= 0 && (isTarget(level.cells[c]!) || level.cells[c] === Cell.Entrance)) sources.push([c, exit[c]!]);
    }
    return backward(sources);
  });
  const tables = { exit, via };
  boundTables.set(level, tables);
  return tables;
}
