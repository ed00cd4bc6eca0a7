import type { BallState, Level } from './level.js';
import { codecOf, heightOf } from './encoding/tube-codec.js';

/**
 * Why a move is illegal, or `undefined` when it is legal. The one rule check used by the search,
 * the verifier and the renderer.
 *
 * @remarks
 * A move takes the top ball (`single`) or the top run of one colour (`pour`) of tube `from` and
 * puts it on tube `to`. Both rule sets need a non-empty source and a destination that is not full;
 * the `app` rules also need the destination empty or topped by the same colour.
 *
 * @param level - the level (capacity, rules).
 * @param state - the state before the move.
 * @param from - source tube, 0-based.
 * @param to - destination tube, 0-based.
 * @returns a sentence for a person, or `undefined`.
 * @example
 * ```ts
 * moveError(level, state, 0, 0); // 'a tube cannot move onto itself'
 * ```
 * @see {@link applyMove}, {@link ballsMoved}
 * @category Rules
 */
export function moveError(level: Level, state: BallState, from: number, to: number): string | undefined {
  const n = state.length;
  if (!Number.isInteger(from) || from < 0 || from >= n) return `there is no tube ${from + 1} (the level has ${n})`;
  if (!Number.isInteger(to) || to < 0 || to >= n) return `there is no tube ${to + 1} (the level has ${n})`;
  if (from === to) return 'a tube cannot move onto itself';
  const { base, fullMin } = codecOf(level);
  const src = state[from]!;
  const dst = state[to]!;
  if (src === 0) return `tube ${from + 1} is empty`;
  if (dst >= fullMin) return `tube ${to + 1} is full`;
  if (level.rules === 'app' && dst !== 0) {
    const ball = src % base;
    const top = dst % base;
    if (ball !== top) {
      return `the ball ${level.colours[ball - 1]} cannot go onto ${level.colours[top - 1]} (app rules: only onto its own colour or an empty tube)`;
    }
  }
  return undefined;
}

/**
 * The rules of one level as fast closures, with the level's constants captured: what the search
 * runs. {@link moveError} says the same in words (a property test checks that they agree).
 *
 * @category Rules
 */
export interface CompiledRules {
  /** Whether a move between two existing, distinct tubes is legal. */
  canMove(state: BallState, from: number, to: number): boolean;
  /** How many balls a legal move carries (1 for `single`; the top run, as many as fit, for `pour`). */
  ballsMoved(state: BallState, from: number, to: number): number;
  /** The state after a legal move: a new array. */
  apply(state: BallState, from: number, to: number): number[];
}

const compiled = new WeakMap<Level, CompiledRules>();

/**
 * The compiled rules of a level (built once per level).
 *
 * @category Rules
 */
export function rulesOf(level: Level): CompiledRules {
  let r = compiled.get(level);
  if (r) return r;
  const codec = codecOf(level);
  const { base, fullMin, capacity } = codec;
  const app = level.rules === 'app';
  const single = level.moves === 'single';
  const ballsMoved = (state: BallState, from: number, _to: number): number => {
    if (single) return 1;
    let src = state[from]!;
    const ball = src % base;
    let run = 0;
    while (src !== 0 && src % base === ball) {
      run++;
      src = (src - ball) / base;
    }
    const room = capacity - heightOf(codec, state[_to]!);
    return Math.min(run, room);
  };
  r = {
    canMove(state, from, to) {
      const src = state[from]!;
      const dst = state[to]!;
      if (src === 0 || dst >= fullMin) return false;
      return !app || dst === 0 || src % base === dst % base;
    },
    ballsMoved,
    apply(state, from, to) {
      const k = ballsMoved(state, from, to);
      const next = state.slice();
      let src = next[from]!;
      const ball = src % base;
      let dst = next[to]!;
      for (let i = 0; i < k; i++) {
        src = (src - ball) / base;
        dst = dst * base + ball;
      }
      next[from] = src;
      next[to] = dst;
      return next;
    },
  };
  compiled.set(level, r);
  return r;
}

/**
 * How many balls a legal move carries: 1 for `single`; for `pour`, the top run of the source, as
 * many as fit in the destination.
 *
 * @category Rules
 */
export function ballsMoved(level: Level, state: BallState, from: number, to: number): number {
  return rulesOf(level).ballsMoved(state, from, to);
}

/**
 * The state after a legal move (check it with {@link moveError} first). Returns a new state.
 *
 * @category Rules
 */
export function applyMove(level: Level, state: BallState, from: number, to: number): number[] {
  return rulesOf(level).apply(state, from, to);
}
