/**
 * Move ordering for the depth-first search. These estimates only decide which child is tried
 * first; the search does not use them as cost bounds, so admissibility does not matter (none of
 * them is admissible in the A* sense, and none needs to be).
 *
 * @module
 */
import { ANY, GREEN } from './level.js';
import type { TrainState } from './rules.js';

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
