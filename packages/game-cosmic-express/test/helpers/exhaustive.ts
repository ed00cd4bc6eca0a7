import type { Level } from '../../src/level.js';
import { TrainState } from '../../src/rules.js';

/**
 * Every track that solves the level, by a plain exhaustive depth-first search with no pruning at
 * all (up to `max` tracks and `budget` states); `complete` tells whether the search finished.
 */
export function allSolutions(level: Level, max = 40, budget = 300_000): { tracks: TrainState[][]; complete: boolean } {
  const tracks: TrainState[][] = [];
  let left = budget;
  const path: TrainState[] = [TrainState.initial(level)];
  const go = (): boolean => {
    if (--left < 0) return false;
    const s = path[path.length - 1]!;
    if (s.done) {
      if (s.isSolved()) tracks.push([...path]);
      return tracks.length < max;
    }
    for (let d = 0; d < 4; d++) {
      const c = s.target(d);
      if (c < 0) continue;
      path.push(s.advance(d, c));
      const more = go();
      path.pop();
      if (!more) return false;
    }
    return true;
  };
  const complete = go() && left >= 0;
  return { tracks, complete: complete || tracks.length >= max };
}

/** Whether some track continues `s` to a solution (no pruning; undefined when the budget ran out). */
export function solvableBelow(s: TrainState, budget: { left: number }): boolean | undefined {
  if (--budget.left < 0) return undefined;
  if (s.done) return s.isSolved();
  let unknown = false;
  for (let d = 0; d < 4; d++) {
    const c = s.target(d);
    if (c < 0) continue;
    const r = solvableBelow(s.advance(d, c), budget);
    if (r === true) return true;
    if (r === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}
