/**
 * The detour test of `isAlive` (`prune.ts`): a track that came back next to itself without anything
 * happening on the loop is dropped for the shorter equivalent one. Apart from the reachability and
 * cut tests because it is not a dead-state test but a dominance one.
 *
 * @module
 */
import { Cell } from '../level.js';
import { EVENT, type TrainState } from '../rules.js';
import type { Tables } from '../rules/level-tables.js';

/**
 * Whether the engine came back next to an earlier track cell with no car taking or delivering
 * anyone on the loop in between (one- and two-car trains).
 */
export function hasIdleDetour(state: TrainState, t: Tables): boolean {
  const level = state.level;
  const cells = level.cells;
  const L = level.cars;
  // h: the newest cell every car has passed the cell before of.
  let hState: TrainState | null = state;
  for (let i = 1; i < L && hState !== null; i++) hState = hState.prev;
  if (hState === null || hState.prev === null) return false;
  const h = hState.head;
  if (cells[h] !== Cell.Empty) return false;
  const pred = hState.prev.head;
  const succ = L === 2 ? state.head : -1;
  const mem = state.mem;
  for (let d = 0; d < 4; d++) {
    const nb = t.neighbor[h * 4 + d]!;
    if (nb < 0 || nb === pred || nb === succ || mem[nb] === 0) continue;
    const k = cells[nb];
    if (k !== Cell.Empty && k !== Cell.Entrance) continue;
    // Walk the loop back from pred to nb; any event (or a crossing) keeps the loop.
    let idle = true;
    for (let s: TrainState | null = hState.prev; s !== null && s.head !== nb; s = s.prev) {
      if ((mem[s.head]! & EVENT) !== 0 || cells[s.head] === Cell.Crossing) {
        idle = false;
        break;
      }
    }
    if (idle) return true;
  }
  return false;
}
