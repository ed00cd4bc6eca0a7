/**
 * The state of a Golf Peaks level: where the ball rests and which cards are left ({@link GolfState},
 * packed by {@link Packing}, re-exported from `encoding/`), and {@link GolfPeaksState}, the class
 * that implements search-core's `State` over the same rules.
 *
 * @module
 */
import type { State, Successor } from '@puzzle-solvers/search-core';
import { initialState, packingOf, type GolfState } from './encoding/packing.js';
import { relaxedDistances } from './heuristics.js';
import type { Card, Direction, Level, Move } from './level.js';
import { playCard, type FailReason } from './rules.js';

export { initialState, Packing, packingOf, type GolfState } from './encoding/packing.js';

const WHY: ReadonlyMap<FailReason, string> = new Map([
  ['void', 'the ball falls off the course'],
  ['sideways', 'the ball would roll across a slope'],
  ['loop', 'the ball would slide round a loop forever'],
  ['quicksand', 'the ball stops on quicksand and sinks'],
]);

/**
 * A Golf Peaks state as an object that implements search-core's `State` (and {@link GolfState}):
 * hand it to any search-core algorithm (`astar(GolfPeaksState.initial(level))`), or play it card by
 * card.
 *
 * @remarks
 * **When to use**: to explore a level, to step through a solution (the verifier and `replay` go
 * through it), or to try a search-core algorithm with no setup. {@link solve} runs the same rules
 * through {@link problemOf} on packed numbers, with every card's outcome per position computed
 * once, which is much faster.
 *
 * Successors are every card in hand (identical cards once) in the four directions, when the ball
 * survives; none once the ball is in the hole. `key()` is the packed number (exact);
 * `estimate()` is the solver's admissible bound (cards needed on the relaxed course, at most the
 * hand plus one); `isValid()` drops a state whose hand cannot reach the flag, as the solver does.
 *
 * @example
 * ```ts
 * const level = parse('1x3\n0,ball\n0\n0,flag\n\n2-\n');
 * const result = astar(GolfPeaksState.initial(level));
 * result.cost; // 1
 * ```
 * @see {@link problemOf} for the fast form; {@link verify}, {@link replay}.
 * @category State
 */
export class GolfPeaksState implements GolfState, State<GolfPeaksState, Move> {
  /** The level (shared by every state). */
  readonly level: Level;
  readonly ball: number;
  readonly lastSafe: number;
  readonly hand: readonly Card[];

  constructor(level: Level, state: GolfState) {
    this.level = level;
    this.ball = state.ball;
    this.lastSafe = state.lastSafe;
    this.hand = state.hand;
  }

  /** The start of a level: the ball on its tile, every card in hand. */
  static initial(level: Level): GolfPeaksState {
    return new GolfPeaksState(level, initialState(level));
  }

  /** Every card in hand (identical cards once) in each direction where the ball survives. */
  successors(): Successor<GolfPeaksState, Move>[] {
    const out: Successor<GolfPeaksState, Move>[] = [];
    if (this.isGoal()) return out;
    const seen = new Set<string>();
    for (const card of this.hand) {
      if (seen.has(card.label)) continue;
      seen.add(card.label);
      for (let d = 0; d < 4; d++) {
        const move: Move = { card, direction: d as Direction };
        const next = this.play(move);
        if (typeof next !== 'string') out.push({ move, state: next });
      }
    }
    return out;
  }

  /** Whether the ball is in the hole. */
  isGoal(): boolean {
    return this.ball === this.level.flag;
  }

  /** Whether the cards left can still reach the flag on the relaxed course (never drops a solution). */
  isValid(): boolean {
    return this.isGoal() || relaxedDistances(this.level)[this.ball]! <= this.hand.length;
  }

  /** The solver's admissible bound: cards needed on the relaxed course, at most the hand plus one. */
  estimate(): number {
    return this.isGoal() ? 0 : Math.min(relaxedDistances(this.level)[this.ball]!, this.hand.length + 1);
  }

  /** The packed number of the state (exact). */
  key(): number {
    return packingOf(this.level).fromState(this);
  }

  /**
   * The state after playing a card in a direction, or why it cannot be played (a sentence for a
   * person).
   */
  play(move: Move): GolfPeaksState | string {
    if (this.isGoal()) return 'the ball is already in the hole';
    const at = this.hand.findIndex((c) => c.label === move.card.label);
    if (at < 0) return `no ${move.card.label} card left in the hand`;
    const out = playCard(this.level, this, move.card, move.direction);
    if (!out.ok) return WHY.get(out.reason)!;
    const hand = this.hand.slice();
    hand.splice(at, 1);
    return new GolfPeaksState(this.level, { ball: out.ball, lastSafe: out.lastSafe, hand });
  }
}
