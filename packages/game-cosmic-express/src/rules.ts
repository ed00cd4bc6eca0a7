/**
 * The rules: laying one more piece of track and running the train over it. Written once; the
 * search, the verifier and the renderer all step through {@link TrainState.step}.
 *
 * Its parts live in `rules/`: the tables derived once per level that every move reads
 * (`level-tables`) and what a drawing of the board shows (`board-contents`: the track pieces of a
 * path, the alien in each filled house). This module is the public face: the moves, the state and
 * its step, and what a car does on each cell it reaches.
 *
 * @module
 */
import { ANY, Cell, GREEN, type Level } from './level.js';
import { copyMemory } from './encoding/state-memory.js';
import { tablesOf, type Tables } from './rules/level-tables.js';

/**
 * A move: the direction of the next piece of track, seen on the screen (`U` is towards row 0).
 *
 * @category Rules
 */
export type Move = 'U' | 'R' | 'D' | 'L';

/** Moves by direction code: 0 up, 1 right, 2 down, 3 left. */
export const MOVES: readonly Move[] = ['U', 'R', 'D', 'L'];

/** `used` bits of a cell: track passes horizontally, vertically; some car had an event here. */
export const USED_H = 1;
export const USED_V = 2;
export const USED: number = USED_H | USED_V;
export const EVENT = 4;

/** Alien status codes in {@link TrainState.mem}. */
export const WAITING = 0;
export const ABOARD = 1;
export const DELIVERED = 2;

/**
 * The outcome of trying a move: the next state, or why the move is illegal.
 *
 * @category Rules
 */
export type StepResult = { readonly ok: true; readonly state: TrainState } | { readonly ok: false; readonly reason: string };

/**
 * A train on a partly laid track. Immutable once built: {@link TrainState.step} returns a new one.
 *
 * @remarks
 * The engine is on the newest track cell (`head`, path index `index`); car `k` (1-based) is on
 * path cell `index - k` when that exists. Each move lays one piece of track, moves the engine onto
 * it and then every car one cell along, front car first; each car that arrives on a cell first
 * delivers its alien to the first empty matching house next to it (in level order), then, if empty,
 * takes aboard the one alien next to it that would board (none if two would). Once the engine is
 * on the exit the train runs on until the last car has passed the exit cell.
 *
 * A move into a wormhole lands on the cell beyond its partner in the same direction (the pair is
 * then used up and the wormhole cells are never under a car). A crossing is a track cell that may
 * be passed twice, once horizontally and once vertically, always straight through.
 *
 * `mem` holds, in one array: the `used` bits of every cell (`USED_H`, `USED_V`,
 * `EVENT`), each car's alien (index + 1, 0 = empty), each car's goo flag, each alien's status
 * (`WAITING`, `ABOARD`, `DELIVERED`) and each house's filled flag.
 *
 * @category Rules
 */
export class TrainState {
  /**
   * @param level - the level.
   * @param mem - the packed per-cell, per-car, per-alien and per-house data (owned by this state).
   * @param head - the engine's cell.
   * @param dir - the direction of the last move, -1 before the first.
   * @param index - the path index of `head` (0 = entrance).
   * @param prev - the state before the last move (its chain gives the track).
   * @param delivered - how many aliens have been delivered.
   * @param done - whether the track has reached the exit and the train has run out.
   */
  constructor(
    readonly level: Level,
    readonly mem: Uint8Array,
    readonly head: number,
    readonly dir: number,
    readonly index: number,
    readonly prev: TrainState | null,
    readonly delivered: number,
    readonly done: boolean,
  ) {
    this.t = prev !== null ? prev.t : tablesOf(level);
  }

  /** The level's derived tables (shared by every state of the level). @internal */
  readonly t: Tables;

  /**
   * The state at the start: the engine on the entrance, no track laid beyond it.
   *
   * @category Rules
   */
  static initial(level: Level): TrainState {
    const t = tablesOf(level);
    const mem = new Uint8Array(t.memSize);
    mem[level.entrance] = USED;
    return new TrainState(level, mem, level.entrance, -1, 0, null, 0, false);
  }

  /** Whether every alien has been delivered and the train has left through the exit. */
  isSolved(): boolean {
    return this.done && this.delivered === this.level.aliens.length;
  }

  /** The track cells from the entrance to the head (wormhole cells excluded). */
  path(): number[] {
    const out: number[] = [];
    for (let s: TrainState | null = this; s !== null; s = s.prev) out.push(s.head);
    return out.reverse();
  }

  /** The cell under car `k` (1-based) at the current tick, or -1. */
  carCell(k: number): number {
    let s: TrainState | null = this;
    for (let i = 0; i < k && s !== null; i++) s = s.prev;
    return s === null ? -1 : s.head;
  }

  /** Alien status (`WAITING`, `ABOARD`, `DELIVERED`). */
  alienStatus(i: number): number {
    return this.mem[this.t.aliensAt + i]!;
  }

  /** The alien index in car `k` (0-based), or -1 when empty. */
  carAlien(k: number): number {
    return this.mem[this.t.carsAt + k]! - 1;
  }

  /** Whether car `k` (0-based) carries goo. */
  carGoo(k: number): boolean {
    return this.mem[this.t.gooAt + k] === 1;
  }

  /** Whether house `i` is filled. */
  houseFilled(i: number): boolean {
    return this.mem[this.t.housesAt + i] === 1;
  }

  /**
   * The cell a move in direction `dir` would put the engine on, or a reason why it is illegal.
   * Does not build a state (the search calls it for every candidate move).
   *
   * @returns the target cell (≥ 0), or -1 − reason code.
   */
  target(dir: number): number {
    if (this.done) return -1;
    const level = this.level;
    const t = this.t;
    const cells = level.cells;
    const mem = this.mem;
    if (cells[this.head] === Cell.Crossing && dir !== this.dir) return -2;
    let c = t.neighbor[this.head * 4 + dir]!;
    if (c < 0) return -3;
    let kind = cells[c]!;
    if (kind === Cell.Wormhole) {
      if (mem[c] !== 0) return -4;
      c = t.neighbor[t.partner[c]! * 4 + dir]!;
      if (c < 0) return -3;
      kind = cells[c]!;
      if (kind === Cell.Wormhole) return -5;
    }
    if (kind === Cell.Empty || kind === Cell.Exit) return mem[c] !== 0 ? -6 : c;
    if (kind === Cell.Crossing) return (mem[c]! & (dir & 1 ? USED_H : USED_V)) !== 0 ? -7 : c;
    if (kind === Cell.Entrance) return -6;
    return -8;
  }

  /**
   * Lays the next piece of track in direction `dir` (0 up, 1 right, 2 down, 3 left) and runs the
   * train one cell on (and out through the exit when the track reaches it).
   *
   * @returns the new state, or the reason the move is illegal.
   */
  step(dir: number): StepResult {
    const c = this.target(dir);
    if (c < 0) return { ok: false, reason: REASONS[-1 - c] ?? 'illegal move' };
    return { ok: true, state: this.advance(dir, c) };
  }

  /**
   * Builds the state after a legal move to cell `c` (from {@link TrainState.target}).
   *
   * @internal
   */
  advance(dir: number, c: number): TrainState {
    const level = this.level;
    const t = this.t;
    const mem = copyMemory(this.mem);
    const cells = level.cells;
    const w = t.neighbor[this.head * 4 + dir]!;
    if (cells[w] === Cell.Wormhole) {
      mem[w] = USED;
      mem[t.partner[w]!] = USED;
    }
    mem[c]! |= cells[c] === Cell.Crossing ? (dir & 1 ? USED_H : USED_V) : USED;
    const done = c === level.exit;
    const L = level.cars;
    // back[i]: the path cell i steps behind the new head (back[0] = c).
    const back = BACK;
    back[0] = c;
    let depth = 1;
    for (let s: TrainState | null = this; s !== null && depth <= L; s = s.prev) back[depth++] = s.head;
    let delivered = this.delivered;
    // One tick: car k (0-based) moves onto the cell k + 1 behind the engine.
    for (let k = 0; k < L && k + 1 < depth; k++) delivered += runCar(t, mem, k, back[k + 1]!);
    if (done) {
      // Run the train out: the engine leaves, the cars follow until the last has passed the exit.
      for (let extra = 1; extra <= L; extra++) {
        for (let k = extra - 1; k < L && k + 1 - extra < depth; k++) delivered += runCar(t, mem, k, back[k + 1 - extra]!);
      }
    }
    return new TrainState(level, mem, c, dir, this.index + 1, this, delivered, done);
  }
}

const BACK: number[] = [];

const REASONS = [
  'the track already ended at the exit',
  'the track must go straight through a crossing',
  'the track would leave the grid',
  'the wormhole pair is already used',
  'a wormhole leads straight into another wormhole',
  'the cell already has track on it',
  'the crossing was already passed in that direction',
  'the cell is blocked (wall, alien, house or car)',
];

/**
 * Car `k` (0-based) arrives on `cell`: it delivers, then boards. Marks the cell with `EVENT`
 * when something happened.
 *
 * @returns 1 when it delivered an alien, else 0.
 * @internal
 */
export function runCar(t: Tables, mem: Uint8Array, k: number, cell: number): number {
  const carIdx = t.carsAt + k;
  let inCar = mem[carIdx]!;
  let delivered = 0;
  if (inCar !== 0) {
    const color = t.alienColor[inCar - 1]!;
    for (let j = t.houseAdjStart[cell]!, e = t.houseAdjStart[cell + 1]!; j < e; j++) {
      const h = t.houseAdj[j]!;
      const hc = t.houseColor[h]!;
      if (mem[t.housesAt + h] === 0 && (hc === color || hc === ANY)) {
        mem[t.housesAt + h] = 1;
        mem[t.aliensAt + inCar - 1] = DELIVERED;
        mem[carIdx] = 0;
        inCar = 0;
        delivered = 1;
        mem[cell]! |= EVENT;
        break;
      }
    }
  }
  if (inCar === 0) {
    const goo = mem[t.gooAt + k] === 1;
    let found = -1;
    let count = 0;
    for (let j = t.alienAdjStart[cell]!, e = t.alienAdjStart[cell + 1]!; j < e; j++) {
      const a = t.alienAdj[j]!;
      if (mem[t.aliensAt + a] !== WAITING) continue;
      if (goo && t.alienColor[a] !== GREEN) continue;
      found = a;
      count++;
    }
    if (count === 1) {
      mem[t.aliensAt + found] = ABOARD;
      mem[carIdx] = found + 1;
      if (t.alienColor[found] === GREEN) mem[t.gooAt + k] = 1;
      mem[cell]! |= EVENT;
    }
  }
  return delivered;
}
