/**
 * The way the ball goes during a card, for drawing.
 *
 * @module
 */
import type { Card, Direction, Level } from '../level.js';
import type { BallPosition } from '../rules.js';
import { Simulator, simulatorOf, TRACE } from '../rules/simulator.js';

/**
 * How the ball reached a point of its path: `start` (where it was), `roll` (rolled, fell or slid
 * onto the cell), `jump` (landed on it), `bounce` (hit the higher cell and came back: the ball
 * never entered it), `warp` (taken there by a warp), `water` (put back there by water).
 *
 * @category Rules
 */
export type BallPathStep = 'start' | 'roll' | 'jump' | 'bounce' | 'warp' | 'water';

/**
 * One point of the ball's path.
 *
 * @category Rules
 */
export interface BallPathPoint {
  /** The cell (for a bounce, the cell of the wall the ball bounced off). */
  readonly cell: number;
  readonly how: BallPathStep;
}

/** The names of the simulation's trace codes. */
const HOW: readonly BallPathStep[] = Object.entries(TRACE).reduce<BallPathStep[]>((all, [name, code]) => {
  all[code] = name as BallPathStep;
  return all;
}, []);

/**
 * The path of the ball during one card: where it started, every tile it rolled or jumped onto,
 * every wall it bounced off, every warp and every return from water, in order.
 *
 * @remarks
 * **When to use**: to draw a move (the SVG animation draws it on each step), or to explain a
 * card to a person. The same simulation as {@link playCard}, with the moves recorded; the last
 * point is where the ball rests when the card succeeds (for a card that fails, where it was
 * when it failed). The card is not checked against a hand.
 *
 * @param level - the level.
 * @param at - where the ball is.
 * @param card - the card played.
 * @param direction - the direction it is played in.
 * @returns the points, `start` first.
 * @example
 * ```ts
 * const level = parse('1x3\n0,ball\n0\n0,flag\n\n2-');
 * ballPath(level, startPosition(level), level.cards[0]!, DOWN).map((p) => p.cell); // [0, 1, 2]
 * ```
 * @see {@link playCard}
 * @category Rules
 */
export function ballPath(level: Level, at: BallPosition, card: Card, direction: Direction): BallPathPoint[] {
  const shared = simulatorOf(level);
  const type = shared.cardTypes.findIndex((t) => t.label === card.label);
  const sim = type < 0 ? new Simulator({ ...level, cards: [card] }) : shared;
  const trace: number[] = [];
  sim.trace = trace;
  try {
    sim.play(Math.max(0, type), direction, at.ball, at.lastSafe);
  } finally {
    sim.trace = null;
  }
  return [{ cell: at.ball, how: 'start' }, ...trace.map((t) => ({ cell: Math.floor(t / 8), how: HOW[t % 8] ?? 'roll' }))];
}
