import type { BallState, Level } from './level.js';

/**
 * A heuristic: an estimate of the moves still needed from a state.
 *
 * @category Heuristics
 */
export type Heuristic = (state: BallState) => number;

/**
 * The names of the built-in heuristics, weakest first.
 *
 * @category Heuristics
 */
export type HeuristicName = 'zero' | 'dig-clutter' | 'final-tube';

/**
 * Builds a heuristic for a level by name.
 *
 * @param level - the level (its move unit picks the ball or the run version).
 * @param name - `final-tube` (default, the strongest), `dig-clutter` (the seed's) or `zero`.
 * @category Heuristics
 */
export function heuristicFor(level: Level, name: HeuristicName = 'final-tube'): Heuristic {
  if (name === 'zero') return () => 0;
  if (name === 'dig-clutter') return digClutter(level);
  return finalTube(level);
}

/**
 * The seed assignment's `dig_clutter`: the balls above each tube's bottom streak, plus one for every
 * tube whose bottom colour is also the bottom colour of an earlier tube. **Admissible** for single
 * balls: each counted ball must move at least once, and of several tubes with the same bottom colour
 * at most one can end as that colour's tube, so the others' bottom balls must move too.
 *
 * @remarks With the `pour` unit it counts runs instead of balls (every run above the bottom streak,
 * and each duplicated bottom run): each such run must be the source of a move of its own.
 * @category Heuristics
 */
export function digClutter(level: Level): Heuristic {
  const n = level.tubes.length;
  const cap = level.capacity;
  const pour = level.moves === 'pour';
  const seen = new Uint8Array(level.colours.length + 1);
  return (state) => {
    seen.fill(0);
    let h = 0;
    for (let t = 0; t < n; t++) {
      const height = state[t]!;
      if (height === 0) continue;
      const off = n + t * cap;
      const bottom = state[off]!;
      let i = 1;
      while (i < height && state[off + i] === bottom) i++;
      if (pour) {
        for (let j = i; j < height; j++) if (state[off + j] !== state[off + j - 1]) h++;
      } else h += height - i;
      if (seen[bottom] === 1) h++;
      seen[bottom] = 1;
    }
    return h;
  };
}

/**
 * The final-tube bound, the default heuristic: it dominates {@link digClutter}.
 *
 * @remarks
 * **Single balls.** In any solution every colour ends in its own tube, its *final tube*. Count,
 * for each ball, the moves it must make whatever the final tubes are:
 * - a ball in the bottom streak of a tube that ends as its colour's tube: 0;
 * - a ball of colour `c` above a ball of another colour in `c`'s final tube: 2 (it must leave so
 *   that the ball below can leave, and it must come back);
 * - any other ball: 1 (it is not where it ends, or something below it must leave).
 *
 * Single-ball moves carry one ball each, so the sum is a lower bound for a given choice of final
 * tubes. Minimising over the choices: a tube can only save anything by ending as the colour `b` of
 * its bottom ball, and then it saves `streak − extra` (its bottom streak of `b`, less the `b` balls
 * above another colour); each colour has one final tube. So
 * `h = balls − Σ_b max(0, max over tubes with bottom b of (streak − extra))`, which never exceeds
 * the true number of moves: **admissible**. It is at least `dig_clutter` (a duplicated bottom
 * colour costs its whole streak, not one ball). It is not always consistent (a move can lower it by
 * 2), which A* handles by re-opening states.
 *
 * **Pour.** A pour carries the top run of a tube, so count runs: every maximal run of one colour
 * needs a move that first lifts it (two different runs never first leave in the same move, since
 * they are not adjacent in a tube), except a bottom run that stays in its final tube. So
 * `h = runs − (number of distinct bottom colours)`. (The "comes back" term is dropped here: a run
 * coming back can ride along with another run's first move.)
 * @category Heuristics
 */
export function finalTube(level: Level): Heuristic {
  const n = level.tubes.length;
  const cap = level.capacity;
  const pour = level.moves === 'pour';
  const keep = new Int32Array(level.colours.length + 1);
  return (state) => {
    keep.fill(0);
    let h = 0;
    for (let t = 0; t < n; t++) {
      const height = state[t]!;
      if (height === 0) continue;
      const off = n + t * cap;
      const bottom = state[off]!;
      let i = 1;
      while (i < height && state[off + i] === bottom) i++;
      if (pour) {
        let runs = 1;
        for (let j = i; j < height; j++) if (state[off + j] !== state[off + j - 1]) runs++;
        h += runs;
        keep[bottom] = 1;
        continue;
      }
      h += height;
      let extra = 0;
      for (let j = i; j < height; j++) if (state[off + j] === bottom) extra++;
      const saving = i - extra;
      if (saving > keep[bottom]!) keep[bottom] = saving;
    }
    for (let c = 1; c < keep.length; c++) h -= keep[c]!;
    return h;
  };
}
