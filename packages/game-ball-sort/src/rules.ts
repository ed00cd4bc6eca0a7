import type { BallState, Level } from './level.js';

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
  const n = level.tubes.length;
  if (!Number.isInteger(from) || from < 0 || from >= n) return `there is no tube ${from + 1} (the level has ${n})`;
  if (!Number.isInteger(to) || to < 0 || to >= n) return `there is no tube ${to + 1} (the level has ${n})`;
  if (from === to) return 'a tube cannot move onto itself';
  const hf = state[from]!;
  if (hf === 0) return `tube ${from + 1} is empty`;
  const cap = level.capacity;
  const ht = state[to]!;
  if (ht === cap) return `tube ${to + 1} is full`;
  if (level.rules === 'app' && ht > 0) {
    const ball = state[n + from * cap + hf - 1]!;
    const top = state[n + to * cap + ht - 1]!;
    if (ball !== top) {
      return `the ball ${level.colours[ball - 1]} cannot go onto ${level.colours[top - 1]} (app rules: only onto its own colour or an empty tube)`;
    }
  }
  return undefined;
}

/**
 * How many balls a legal move carries: 1 for `single`; for `pour`, the top run of the source, as
 * many as fit in the destination.
 *
 * @category Rules
 */
export function ballsMoved(level: Level, state: BallState, from: number, to: number): number {
  if (level.moves === 'single') return 1;
  const n = level.tubes.length;
  const cap = level.capacity;
  const hf = state[from]!;
  const off = n + from * cap;
  const ball = state[off + hf - 1]!;
  let run = 1;
  while (run < hf && state[off + hf - 1 - run] === ball) run++;
  const room = cap - state[to]!;
  return run < room ? run : room;
}

/**
 * The state after a legal move (checked by {@link moveError} first). Returns a new state.
 *
 * @category Rules
 */
export function applyMove(level: Level, state: BallState, from: number, to: number): BallState {
  const n = level.tubes.length;
  const cap = level.capacity;
  const k = ballsMoved(level, state, from, to);
  const next = state.slice();
  let hf = next[from]!;
  let ht = next[to]!;
  const fo = n + from * cap;
  const tO = n + to * cap;
  for (let i = 0; i < k; i++) {
    hf--;
    next[tO + ht] = next[fo + hf]!;
    next[fo + hf] = 0;
    ht++;
  }
  next[from] = hf;
  next[to] = ht;
  return next;
}
