import type { Level } from './level.js';
import { packingOf } from './encoding/packing.js';

/** Distance of a cell that can never reach the flag. */
export const UNREACHABLE = 0x3fffffff;

const cache = new WeakMap<Level, Int32Array>();

/**
 * For each cell, a lower bound on the cards still needed when the ball rests there: the fewest
 * cards from that cell to the flag if every card of the level could be played any number of
 * times ({@link UNREACHABLE} when even that never reaches the flag).
 *
 * @remarks
 * **Admissible**: dropping the rule that a card leaves the hand only adds moves, so the relaxed
 * distance never exceeds the true one. The relaxed graph is built by playing every distinct card
 * in every direction from every tile the ball can rest on with its own tile as the last safe one
 * (which is exactly the situation on a safe tile), starting from the ball's cell; cells it never
 * reaches are {@link UNREACHABLE}. On tiles where the last safe cell can differ (a warp the ball
 * was carried to) the bound is 0, and every cell is then explored, which keeps it admissible. Also **consistent**:
 * it is a shortest-path distance in a graph that contains every real move.
 *
 * Cost: cells × distinct cards × 4 simulated cards, once per level (cached).
 *
 * @returns distances indexed by cell.
 * @example
 * ```ts
 * const h = relaxedDistances(level);
 * h[level.ball]; // ≤ the fewest cards that solve the level
 * ```
 * @see {@link cardsNeeded}
 * @category Heuristics
 */
export function relaxedDistances(level: Level): Int32Array {
  return relaxedDistancesChecked(level, () => {});
}

/** Cells whose cards are played between two calls of a build's `check`. */
const CHECK_EVERY = 64;

/**
 * @internal {@link relaxedDistances}, with `check` called every few dozen cells (playing every card
 * from every cell of a large level takes long); it may throw to stop the build (game-kit's
 * `LimitBudget.setUp`). Only whole tables are cached.
 */
export function relaxedDistancesChecked(level: Level, check: () => void): Int32Array {
  const cached = cache.get(level);
  if (cached !== undefined) return cached;
  const dist = buildDistances(level, check);
  cache.set(level, dist);
  return dist;
}

function buildDistances(level: Level, check: () => void): Int32Array {
  let played = 0;
  const tick = (): void => {
    if (++played % CHECK_EVERY === 0) check();
  };
  const p = packingOf(level);
  const sim = p.sim;
  const cells = p.cells;
  const safe = (c: number): boolean => sim.normalSafe(c, -1) === c;
  // The cells the ball can reach with cards reused at will, explored from the start. A tile where
  // the last safe cell matters makes the exploration inexact: then every cell is taken.
  const inSet = new Uint8Array(cells);
  const queue = new Int32Array(cells);
  let tail = 0;
  let all = !safe(level.ball);
  if (!all) {
    inSet[level.ball] = 1;
    queue[tail++] = level.ball;
    for (let head = 0; head < tail && !all; head++) {
      const c = queue[head]!;
      if (!safe(c)) {
        all = true;
        break;
      }
      tick();
      const list = p.successorsOf(c, c);
      for (let i = 2; i < list.length; i += 3) {
        const to = list[i]! % cells;
        if (inSet[to] === 0) {
          inSet[to] = 1;
          queue[tail++] = to;
        }
      }
    }
  }
  const dist = new Int32Array(cells).fill(UNREACHABLE);
  // Reverse edges: for each cell, the cells that reach it with one card.
  const revHead = new Int32Array(cells).fill(-1);
  const revNext: number[] = [];
  const revFrom: number[] = [];
  tail = 0;
  for (let c = 0; c < cells; c++) {
    if (sim.kind[c] === 0 || (!all && inSet[c] === 0)) continue;
    if (c === level.flag || !safe(c)) {
      // The flag, or a tile where the last safe cell matters: bound 0.
      dist[c] = 0;
      queue[tail++] = c;
      continue;
    }
    tick();
    const list = p.successorsOf(c, c);
    for (let i = 2; i < list.length; i += 3) {
      const to = list[i]! % cells;
      if (to === c) continue;
      revFrom.push(c);
      revNext.push(revHead[to]!);
      revHead[to] = revFrom.length - 1;
    }
  }
  for (let head = 0; head < tail; head++) {
    const c = queue[head]!;
    const next = dist[c]! + 1;
    for (let e = revHead[c]!; e !== -1; e = revNext[e]!) {
      const from = revFrom[e]!;
      if (dist[from]! <= next) continue;
      dist[from] = next;
      queue[tail++] = from;
    }
  }
  return dist;
}

/**
 * The simplest admissible bound: 0 on the flag, 1 elsewhere.
 *
 * @remarks **Admissible** and consistent: a ball off the flag needs at least one more card.
 * @category Heuristics
 */
export function offFlag(level: Level, ball: number): number {
  return ball === level.flag ? 0 : 1;
}

/**
 * The lower bound {@link relaxedDistances} gives for a ball position.
 *
 * @remarks **Admissible** (see {@link relaxedDistances}). A state whose bound exceeds the cards
 * left in hand is dead; the solver prunes it.
 * @category Heuristics
 */
export function cardsNeeded(level: Level, ball: number): number {
  return relaxedDistances(level)[ball]!;
}
