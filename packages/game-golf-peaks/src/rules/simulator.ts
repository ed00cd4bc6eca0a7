/**
 * The simulator: a level compiled into typed arrays (one per level, cached) that plays a card with
 * no allocation. It is the search's hot path; the functional rules in `rules.ts` and the drawing of
 * the ball's path are built on it. It returns numeric outcome codes, which `rules.ts` names.
 *
 * @module
 */
import type { Card, Level } from '../level.js';
import {
  ANGLE,
  BELT,
  CORNERS,
  DX,
  DY,
  FLAT,
  ICE,
  ICE_ANGLE,
  isSafe,
  QUICK,
  REFLECT,
  SAND,
  SLOPE,
  SPRING,
  VOID,
  WARP,
  WATER,
} from './tile-codes.js';

// Outcome codes of the internal simulation.
export const OK = 0;
const FAIL_VOID = 1;
const FAIL_SIDEWAYS = 2;
const FAIL_LOOP = 3;
const FAIL_QUICKSAND = 4;
// A slide longer than any the loop rule allows: a safety net that never fires while that rule holds
// (each slide move leaves a (cell, direction) pair at most once, so there are at most 4 × cells).
const FAIL_RUNAWAY = 5;

/**
 * @internal How the ball reached a cell of {@link Simulator.trace}: rolled (or fell, or slid) onto
 * it, jumped onto it, bounced off it (a wall: the ball did not enter it), was warped to it, or was
 * put back on it by water.
 */
export const TRACE = { roll: 0, jump: 1, bounce: 2, warp: 3, water: 4 } as const;

/**
 * A level compiled for the simulation: typed arrays and one reusable ball, so that a card costs no
 * allocation. One per level (cached); not re-entrant.
 */
export class Simulator {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly flag: number;
  readonly kind: Uint8Array;
  readonly tileHeight: Int32Array;
  /** Slope and belt direction, or angle corner. */
  readonly aux: Int8Array;
  /** The other warp of a pair, or -1. */
  readonly partner: Int32Array;
  /** NEXT[i * 4 + d]: the neighbour of cell i in direction d, or -1 off the map. */
  readonly next: Int32Array;
  /** The distinct cards of the hand, in order of first appearance. */
  readonly cardTypes: readonly Card[];
  /** For each card type: per step, distance × 2 + (1 for a jump). */
  readonly cardCode: readonly Int32Array[];

  // The ball during a card.
  ball = 0;
  lastSafe = 0;
  lastMove = 0;
  /** Whether the current roll may climb onto a spring one higher. */
  private climb = false;
  /**
   * When not null, every move of the ball during a card is appended (for drawing): `cell * 8 +
   * how`, `how` one of {@link TRACE} (for a bounce, the cell of the wall it bounced off).
   */
  trace: number[] | null = null;
  // The loop detector: (cell, direction) pairs a slide has left during the current card.
  private readonly seen: Int32Array;
  private stamp = 0;
  /** Slide moves allowed per card before the safety net fails it (4 × cells by default). */
  slideBudget: number;

  constructor(level: Level) {
    const { width, height } = level;
    const cells = width * height;
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.flag = level.flag;
    this.kind = new Uint8Array(cells);
    this.tileHeight = new Int32Array(cells);
    this.aux = new Int8Array(cells);
    this.partner = new Int32Array(cells).fill(-1);
    this.next = new Int32Array(cells * 4).fill(-1);
    this.seen = new Int32Array(cells * 4);
    this.slideBudget = cells * 4;
    const warps = new Map<number, number>();
    level.tiles.forEach((tile, i) => {
      if (tile.kind === 'void') return;
      this.tileHeight[i] = tile.height;
      switch (tile.kind) {
        case 'flat':
          this.kind[i] = FLAT;
          break;
        case 'slope':
          this.kind[i] = SLOPE;
          this.aux[i] = tile.direction;
          break;
        case 'belt':
          this.kind[i] = BELT;
          this.aux[i] = tile.direction;
          break;
        case 'angle':
          this.kind[i] = ANGLE;
          this.aux[i] = CORNERS[tile.corner];
          break;
        case 'ice-angle':
          this.kind[i] = ICE_ANGLE;
          this.aux[i] = CORNERS[tile.corner];
          break;
        case 'sand':
          this.kind[i] = SAND;
          break;
        case 'quicksand':
          this.kind[i] = QUICK;
          break;
        case 'water':
          this.kind[i] = WATER;
          break;
        case 'spring':
          this.kind[i] = SPRING;
          break;
        case 'ice':
          this.kind[i] = ICE;
          break;
        case 'warp': {
          this.kind[i] = WARP;
          const other = warps.get(tile.pair);
          if (other === undefined) warps.set(tile.pair, i);
          else {
            this.partner[i] = other;
            this.partner[other] = i;
          }
          break;
        }
      }
    });
    for (let i = 0; i < cells; i++) {
      const x = i % width;
      const y = (i - x) / width;
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d]!;
        const ny = y + DY[d]!;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) this.next[i * 4 + d] = ny * width + nx;
      }
    }
    const types: Card[] = [];
    for (const card of level.cards) if (!types.some((t) => t.label === card.label)) types.push(card);
    this.cardTypes = types;
    this.cardCode = types.map((c) => Int32Array.from(c.steps, (s) => s.distance * 2 + (s.kind === 'jump' ? 1 : 0)));
  }

  /** The last safe cell as it matters between cards: the ball itself when it rests on a safe tile. */
  normalSafe(ball: number, lastSafe: number): number {
    return isSafe(this.kind[ball]!) ? ball : lastSafe;
  }

  /**
   * Plays card type `type` in direction `dir` from (`ball`, `lastSafe`). Returns 0 on success
   * (the ball is then in `this.ball`, `this.lastSafe`) or a failure code.
   */
  play(type: number, dir: number, ball: number, lastSafe: number): number {
    const code = this.cardCode[type]!;
    const kind = this.kind;
    this.ball = ball;
    this.lastSafe = lastSafe;
    // The direction of the last movement, which ice keeps; always set by the card's first step.
    this.lastMove = dir;
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    let bouncing = false;
    for (let s = 0; s < code.length; s++) {
      const c = code[s]!;
      const distance = c >> 1;
      const jumping = (c & 1) === 1 || bouncing;
      // The roll of a jump-then-roll card may climb onto a spring one higher (5-2's solution).
      this.climb = s > 0 && (code[s - 1]! & 1) === 1;
      const r = jumping ? this.jump(dir, distance) : this.roll(dir, distance);
      if (r !== OK) return r;
      const k = kind[this.ball]!;
      // A step that ends on a slope turns the rest of the card down the slope.
      if (k === SLOPE) dir = this.aux[this.ball]!;
      // A step that ends in water puts the ball back on the last safe tile and ends the card.
      if (k === WATER) {
        this.ball = this.lastSafe;
        if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.water);
        return kind[this.ball] === QUICK ? FAIL_QUICKSAND : OK;
      }
      // A step that ends on a spring turns the next roll into a jump.
      if (k === SPRING) bouncing = true;
      this.warp();
      if (this.ball === this.flag) return OK;
    }
    this.climb = false;
    const r = this.slide();
    if (r !== OK) return r;
    if (kind[this.ball] === QUICK) return FAIL_QUICKSAND;
    return OK;
  }

  /** Takes a warp the ball rests on. */
  private warp(): void {
    const other = this.partner[this.ball]!;
    if (other < 0) return;
    this.ball = other;
    if (this.trace !== null) this.trace.push(other * 8 + TRACE.warp);
  }

  /** Jumps `distance` tiles: lands whatever lies between, fails on void. */
  private jump(dir: number, distance: number): number {
    const b = this.ball;
    if (isSafe(this.kind[b]!)) this.lastSafe = b;
    const x = (b % this.width) + DX[dir]! * distance;
    const y = Math.floor(b / this.width) + DY[dir]! * distance;
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return FAIL_VOID;
    const target = y * this.width + x;
    if (this.kind[target] === VOID) return FAIL_VOID;
    this.lastMove = dir;
    this.ball = target;
    if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.jump);
    return OK;
  }

  /** Rolls `n` tiles (fewer when stopped by sand or water). */
  private roll(dir: number, n: number): number {
    const kind = this.kind;
    const th = this.tileHeight;
    const aux = this.aux;
    // The kind of tile the ball rolled from onto its current one (-1 before it moved).
    let arrivedFrom = -1;
    for (;;) {
      const b = this.ball;
      const k = kind[b]!;
      if (isSafe(k)) this.lastSafe = b;
      if (n === 0) return OK;
      let h = th[b]!;
      if (k === SLOPE) {
        const sd = aux[b]!;
        // Leaving down the slope: the low end (the written height); up it: one higher.
        if (dir === (sd ^ 2)) h += 1;
        else if (dir !== sd) return FAIL_SIDEWAYS;
      }
      // Sand stops the roll.
      if (k === SAND) return OK;
      // Rolling across an angle from an open side turns the ball (no distance used).
      if (k === ANGLE || k === ICE_ANGLE) {
        const turned = REFLECT[aux[b]! * 4 + dir]!;
        if (turned >= 0) {
          this.lastMove = turned;
          dir = turned;
          continue;
        }
      }
      const nx = this.next[b * 4 + dir]!;
      const nk = nx < 0 ? VOID : kind[nx]!;
      // Off the map or into void fails, except that a ball that rolled onto the flag from a tile
      // other than a slope, with one tile of its roll left, drops into the hole rather than off
      // the edge (the known solutions of 1-11 and 2-3 need it; 2-12's say it is not from a slope).
      if (nk === VOID) return b === this.flag && n === 1 && arrivedFrom !== SLOPE ? OK : FAIL_VOID;
      let nh = th[nx]!;
      // The closed sides of an angle are a wall one higher.
      if ((nk === ANGLE || nk === ICE_ANGLE) && REFLECT[aux[nx]! * 4 + dir]! < 0) nh += 1;
      if (nk === SLOPE) {
        const sd = aux[nx]!;
        // Onto a slope from its high side at its height, from its low side one lower, or falling
        // onto it from above.
        if ((nh === h && sd === dir) || (nh === h + 1 && sd === (dir ^ 2))) {
          this.lastMove = dir;
          this.ball = nx;
          arrivedFrom = k;
          if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.roll);
          n--;
          continue;
        }
        if (nh < h) {
          this.lastMove = dir;
          this.ball = nx;
          arrivedFrom = k;
          if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.roll);
          // Falling onto a slope across it stops the roll; the slide takes over.
          if ((sd & 1) !== (dir & 1)) return OK;
          n--;
          continue;
        }
        // Otherwise the slope's side is a wall of its height (handled as flat below).
      } else if (nk === SPRING && (nh <= h || (this.climb && nh === h + 1 && k !== SPRING))) {
        // Onto a spring at or below the ball (or one higher, for the roll of a jump-then-roll card
        // from a tile that is not a spring): the rest of the roll is a jump.
        this.lastMove = dir;
        this.lastSafe = b;
        this.ball = nx;
        if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.roll);
        return this.jump(dir, n - 1);
      } else if (nk === WATER) {
        // Into water: back to the last safe tile, the roll ends.
        if (this.trace !== null) this.trace.push(nx * 8 + TRACE.roll);
        this.ball = this.lastSafe;
        if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.water);
        return OK;
      }
      if (nh <= h) {
        // Level or lower: roll (or fall) onto it.
        this.lastMove = dir;
        this.ball = nx;
        arrivedFrom = k;
        if (this.trace !== null) this.trace.push(this.ball * 8 + TRACE.roll);
        n--;
        continue;
      }
      // Higher: bounce back. From a spring the bounce is a jump.
      if (this.trace !== null && nx >= 0) this.trace.push(nx * 8 + TRACE.bounce);
      if (k === SPRING) return this.jump(dir ^ 2, n - 1);
      dir ^= 2;
      this.lastMove = dir;
      n--;
    }
  }

  /** After the card: slopes, belts and ice move the ball until it rests; loops fail. */
  private slide(): number {
    const kind = this.kind;
    const seen = this.seen;
    const stamp = this.stamp;
    let budget = this.slideBudget;
    for (;;) {
      let k = kind[this.ball]!;
      if (k === ICE || k === ICE_ANGLE) {
        while (k === ICE || k === ICE_ANGLE) {
          const b = this.ball;
          if (--budget < 0) return FAIL_RUNAWAY;
          const at = b * 4 + this.lastMove;
          if (seen[at] === stamp) return FAIL_LOOP;
          seen[at] = stamp;
          const r = this.roll(this.lastMove, 1);
          if (r !== OK) return r;
          if (this.ball === this.flag) return OK;
          if (this.ball === b) break;
          k = kind[this.ball]!;
        }
        this.warp();
        k = kind[this.ball]!;
      }
      if (k !== SLOPE && k !== BELT) return OK;
      const d = this.aux[this.ball]!;
      if (--budget < 0) return FAIL_RUNAWAY;
      const at = this.ball * 4 + d;
      if (seen[at] === stamp) return FAIL_LOOP;
      seen[at] = stamp;
      const r = this.roll(d, 1);
      if (r !== OK) return r;
      this.warp();
      if (this.ball === this.flag) return OK;
    }
  }
}

const simulators = new WeakMap<Level, Simulator>();

/**
 * The compiled simulator of a level (built once per level object and cached).
 *
 * @internal
 */
export function simulatorOf(level: Level): Simulator {
  let sim = simulators.get(level);
  if (sim === undefined) {
    sim = new Simulator(level);
    simulators.set(level, sim);
  }
  return sim;
}
