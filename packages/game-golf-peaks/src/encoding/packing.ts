/**
 * The packed form of Golf Peaks states: one number per state.
 *
 * @module
 */
import type { Emit } from '@puzzle-solvers/search-core';
import type { Card, Direction, Level, Move } from '../level.js';
import { simulatorOf, type Simulator } from '../rules/simulator.js';

/** Hand codes per page of {@link Packing.heldIn}'s cache (hand codes are below 2^24). */
const HELD_PAGE_BITS = 10;
const HELD_PAGE_MASK = (1 << HELD_PAGE_BITS) - 1;

/**
 * A position in the game: where the ball rests and which cards are left.
 *
 * @remarks
 * `lastSafe` is where water would send the ball back; it equals `ball` whenever the ball rests on
 * a safe tile (see {@link normalizeBall}), so two states that behave alike are equal.
 *
 * @category State
 */
export interface GolfState {
  /** Cell index of the ball (`y * width + x`). */
  readonly ball: number;
  /** Cell index of the last safe tile. */
  readonly lastSafe: number;
  /** The cards left, in the order of the level's card line. */
  readonly hand: readonly Card[];
}

/**
 * The packed form of states: one number per state, `(lastSafe × cells + ball) × H + hand`, where
 * the hand is a mixed-radix count of each distinct card (so identical cards are interchangeable
 * and `H` is the product of (count + 1) over the distinct cards).
 *
 * @remarks
 * The number identifies the state exactly: equal numbers are equal states and different numbers
 * different ones. It is at most cells² × H, below 2^53 for every level the parser accepts
 * (64×64 cells, 24 cards).
 *
 * @example
 * ```ts
 * const p = packingOf(level);
 * const start = p.initial();
 * p.toState(start).hand.length; // level.cards.length
 * p.expand(start, (child, move) => console.log(formatMove(move), p.ballOf(child)));
 * ```
 * @category State
 */
export class Packing {
  readonly level: Level;
  /** @internal The level's simulator. */
  readonly sim: Simulator;
  readonly cells: number;
  /** Number of distinct hands. */
  readonly hands: number;
  /** Per distinct card: its place value in the hand code. */
  readonly stride: Int32Array;
  /** Per distinct card: how many the level deals. */
  readonly count: Int32Array;
  /** The hand code of the full hand. */
  readonly fullHand: number;
  /** The move of card type `t` in direction `d` is `moves[t * 4 + d]` (shared objects). */
  readonly moves: readonly Move[];
  /** Number of distinct cards. */
  readonly types: number;
  private heldTable: Int32Array | undefined;
  // heldIn's pages, each starting as the shared empty page (so a lookup needs no undefined check).
  private heldPages: Int32Array[] | undefined;
  private emptyPage: Int32Array | undefined;
  // successorsOf, by cell for a ball on its own safe tile, by position otherwise.
  private readonly fromSafe: (Int32Array | undefined)[];
  private readonly fromOther = new Map<number, Int32Array>();

  constructor(level: Level) {
    this.level = level;
    this.sim = simulatorOf(level);
    this.cells = level.width * level.height;
    const types = this.sim.cardTypes;
    this.stride = new Int32Array(types.length);
    this.count = new Int32Array(types.length);
    let hands = 1;
    let full = 0;
    types.forEach((t, i) => {
      const n = level.cards.filter((c) => c.label === t.label).length;
      this.stride[i] = hands;
      this.count[i] = n;
      full += n * hands;
      hands *= n + 1;
    });
    this.hands = hands;
    this.fullHand = full;
    const moves: Move[] = [];
    for (const card of types) for (let d = 0; d < 4; d++) moves.push({ card, direction: d as Direction });
    this.moves = moves;
    this.types = types.length;
    this.fromSafe = new Array<Int32Array | undefined>(this.cells).fill(undefined);
  }

  /**
   * The number of cards held, per hand code (built on first use: one entry per distinct hand).
   *
   * @remarks The table has an entry for every hand the level's cards make, which grows
   * exponentially with the cards; the solver asks {@link Packing.heldIn} instead.
   */
  held(): Int32Array {
    if (this.heldTable !== undefined) return this.heldTable;
    const held = new Int32Array(this.hands);
    for (let h = 1; h < this.hands; h++) {
      // The lowest card type held: one fewer of it is a smaller code, already counted.
      let t = 0;
      while (this.countIn(h, t) === 0) t++;
      held[h] = held[h - this.stride[t]!]! + 1;
    }
    this.heldTable = held;
    return held;
  }

  /**
   * The number of cards held in one hand code.
   *
   * @remarks Cached in pages made as the search meets the hands, so the cost grows with the
   * search, not with the number of hands the level's cards make.
   */
  heldIn(hand: number): number {
    const pages = this.heldPages ?? this.newHeldPages();
    let page = pages[hand >>> HELD_PAGE_BITS]!;
    const v = page[hand & HELD_PAGE_MASK]!;
    if (v !== 0) return v - 1;
    let held = 0;
    for (let t = 0; t < this.types; t++) held += this.countIn(hand, t);
    if (page === this.emptyPage) pages[hand >>> HELD_PAGE_BITS] = page = new Int32Array(1 << HELD_PAGE_BITS);
    // Stored plus one, so that 0 marks an entry not computed yet.
    page[hand & HELD_PAGE_MASK] = held + 1;
    return held;
  }

  private newHeldPages(): Int32Array[] {
    this.emptyPage = new Int32Array(1 << HELD_PAGE_BITS);
    this.heldPages = new Array<Int32Array>(Math.ceil(this.hands / (1 << HELD_PAGE_BITS))).fill(this.emptyPage);
    return this.heldPages;
  }

  /** Packs a ball position and a hand code (the last safe cell must already be normalized). */
  pack(ball: number, lastSafe: number, hand: number): number {
    return (lastSafe * this.cells + ball) * this.hands + hand;
  }

  /** The cell of the ball in a packed state. */
  ballOf(key: number): number {
    return ((key - (key % this.hands)) / this.hands) % this.cells;
  }

  /** The last safe cell in a packed state. */
  lastSafeOf(key: number): number {
    const rest = (key - (key % this.hands)) / this.hands;
    return (rest - (rest % this.cells)) / this.cells;
  }

  /** The hand code in a packed state. */
  handOf(key: number): number {
    return key % this.hands;
  }

  /** How many of card type `t` the hand code holds. */
  countIn(hand: number, t: number): number {
    return Math.floor(hand / this.stride[t]!) % (this.count[t]! + 1);
  }

  /** The distinct-card index of a card, or -1. */
  typeOf(card: Card): number {
    return this.sim.cardTypes.findIndex((c) => c.label === card.label);
  }

  /** Packs a state object; throws a RangeError when its hand is not part of the level's. */
  fromState(state: GolfState): number {
    const held = new Int32Array(this.count.length);
    for (const card of state.hand) {
      const t = this.typeOf(card);
      if (t < 0 || ++held[t]! > this.count[t]!) {
        throw new RangeError(`golf-peaks: the hand holds a ${card.label} card more than the level deals`);
      }
    }
    let hand = 0;
    for (let t = 0; t < held.length; t++) hand += held[t]! * this.stride[t]!;
    return this.pack(state.ball, this.sim.normalSafe(state.ball, state.lastSafe), hand);
  }

  /** Unpacks a state; the hand lists the cards left in the order of the level's card line. */
  toState(key: number): GolfState {
    const hand = this.handOf(key);
    const left = new Int32Array(this.count.length);
    for (let t = 0; t < left.length; t++) left[t] = this.countIn(hand, t);
    const cards: Card[] = [];
    for (const card of this.level.cards) {
      const t = this.typeOf(card);
      if (left[t]! > 0) {
        left[t]!--;
        cards.push(card);
      }
    }
    return { ball: this.ballOf(key), lastSafe: this.lastSafeOf(key), hand: cards };
  }

  /** The packed start state. */
  initial(): number {
    const b = this.level.ball;
    return this.pack(b, this.sim.normalSafe(b, b), this.fullHand);
  }

  /**
   * What every card does from a position: triples (card type, direction, position reached), with
   * the position packed as `lastSafe × cells + ball`.
   *
   * @remarks
   * A card's outcome depends on the position alone, never on the hand, so the list is built once
   * per level and position (cards played from the ball's own safe tile are kept in an array, the
   * rare others in a map). Left out, without loss: a card that fails; one that leaves the ball where
   * it was (that state, with a card fewer, can do nothing the current one cannot); a direction that
   * ends where an earlier direction of the same card did (the very same state).
   */
  successorsOf(ball: number, lastSafe: number): Int32Array {
    const rest = lastSafe * this.cells + ball;
    let list = ball === lastSafe ? this.fromSafe[ball] : this.fromOther.get(rest);
    if (list !== undefined) return list;
    const sim = this.sim;
    const out: number[] = [];
    for (let t = 0; t < this.types; t++) {
      const first = out.length;
      for (let d = 0; d < 4; d++) {
        if (sim.play(t, d, ball, lastSafe) !== 0) continue;
        const b = sim.ball;
        const pos = sim.normalSafe(b, sim.lastSafe) * this.cells + b;
        if (pos === rest) continue;
        let repeat = false;
        for (let i = first + 2; i < out.length; i += 3) if (out[i] === pos) repeat = true;
        if (!repeat) out.push(t, d, pos);
      }
    }
    list = Int32Array.from(out);
    if (ball === lastSafe) this.fromSafe[ball] = list;
    else this.fromOther.set(rest, list);
    return list;
  }

  /** Calls `emit` for every card in hand that moves the ball (see {@link Packing.successorsOf}). */
  expand(key: number, emit: Emit<number, Move>): void {
    const hands = this.hands;
    const hand = key % hands;
    const rest = (key - hand) / hands;
    const ball = rest % this.cells;
    const list = this.successorsOf(ball, (rest - ball) / this.cells);
    const stride = this.stride;
    const count = this.count;
    const moves = this.moves;
    for (let i = 0; i < list.length; i += 3) {
      const t = list[i]!;
      const s = stride[t]!;
      if (Math.floor(hand / s) % (count[t]! + 1) === 0) continue;
      emit(list[i + 2]! * hands + hand - s, moves[t * 4 + list[i + 1]!]!);
    }
  }

  /** Whether the ball is on the flag. */
  isGoal(key: number): boolean {
    return this.ballOf(key) === this.level.flag;
  }

  /** Whether a state can still reach the flag: it is there, or holds a card. */
  isValid(key: number): boolean {
    return key % this.hands !== 0 || this.ballOf(key) === this.level.flag;
  }
}

const packings = new WeakMap<Level, Packing>();

/**
 * The packing of a level's states (built once per level and cached).
 *
 * @category State
 */
export function packingOf(level: Level): Packing {
  let p = packings.get(level);
  if (p === undefined) {
    p = new Packing(level);
    packings.set(level, p);
  }
  return p;
}

/**
 * The state at the start of a level: the ball on its tile, every card in hand.
 *
 * @category State
 */
export function initialState(level: Level): GolfState {
  return { ball: level.ball, lastSafe: simulatorOf(level).normalSafe(level.ball, level.ball), hand: level.cards };
}
