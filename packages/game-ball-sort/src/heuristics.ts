import type { BallState, Level } from './level.js';
import { codeCache } from './encoding/code-cache.js';
import { codecOf, decodeTube } from './encoding/tube-codec.js';

/**
 * A heuristic: an estimate of the moves still needed from a state.
 *
 * @category Heuristics
 */
export type Heuristic = (state: BallState) => number;

/**
 * The names of the built-in heuristics, weakest first. All three are admissible.
 *
 * @category Heuristics
 */
export type HeuristicName = 'zero' | 'dig-clutter' | 'final-tube' | 'junk-cycles';

/**
 * Builds a heuristic for a level by name.
 *
 * @param level - the level (its move unit picks the ball or the run version).
 * @param name - `junk-cycles` (default, the strongest), `final-tube`, `dig-clutter` (the seed's)
 * or `zero`.
 * @category Heuristics
 */
export function heuristicFor(level: Level, name: HeuristicName = 'junk-cycles'): Heuristic {
  if (name === 'zero') return () => 0;
  if (name === 'dig-clutter') return digClutter(level);
  if (name === 'final-tube') return finalTube(level);
  return junkCycles(level);
}

/** Streak, runs and the like of one tube, bottom first. */
interface TubeShape {
  /** Bit `d` set for each colour number `d - 1` among the balls above the bottom streak, bottom colour excluded. */
  readonly junk: number;
  readonly height: number;
  /** The bottom colour number, or -1 for an empty tube. */
  readonly bottom: number;
  /** The length of the bottom streak of one colour. */
  readonly streak: number;
  /** Balls of the bottom colour above another colour. */
  readonly extra: number;
  /** Maximal runs of one colour. */
  readonly runs: number;
}

function shapeOf(balls: readonly number[]): TubeShape {
  const height = balls.length;
  if (height === 0) return { height, bottom: -1, streak: 0, extra: 0, runs: 0, junk: 0 };
  const bottom = balls[0]!;
  let streak = 1;
  while (streak < height && balls[streak] === bottom) streak++;
  let extra = 0;
  let runs = 1;
  let junk = 0;
  for (let i = streak; i < height; i++) {
    const b = balls[i]!;
    if (b === bottom) extra++;
    else if (b < 30) junk |= 1 << (b + 1);
    if (b !== balls[i - 1]) runs++;
  }
  return { height, bottom, streak, extra, runs, junk };
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
  const codec = codecOf(level);
  const pour = level.moves === 'pour';
  const seen = new Uint8Array(level.colours.length);
  return (state) => {
    seen.fill(0);
    let h = 0;
    for (const code of state) {
      if (code === 0) continue;
      const s = shapeOf(decodeTube(codec, code));
      h += pour ? s.runs - 1 : s.height - s.streak;
      if (seen[s.bottom] === 1) h++;
      seen[s.bottom] = 1;
    }
    return h;
  };
}

/**
 * The final-tube bound, the default heuristic: admissible, and at least {@link digClutter}.
 *
 * @remarks
 * **Single balls.** In any solution every colour ends in its own tube, its *final tube*. Count,
 * for each ball, the moves it must make whatever the final tubes are:
 * - a ball in the bottom streak of a tube that ends as its colour's tube: 0;
 * - a ball of colour `c` above a ball of another colour in `c`'s final tube: 2 (it must leave so
 *   that the ball below can leave, and it must come back);
 * - any other ball: 1 (it is not where it ends, or something below it must leave).
 *
 * A single-ball move carries one ball, so the sum is a lower bound for a given choice of final
 * tubes. Minimising over the choices: a tube can only save anything by ending as the colour `b` of
 * its bottom ball, and then it saves `streak − extra` (its bottom streak of `b`, less the `b` balls
 * above another colour); each colour has one final tube. So
 * `h = balls − Σ_b max(0, max over tubes with bottom b of (streak − extra))`, which never exceeds
 * the true number of moves: **admissible**. It is at least `dig_clutter`: of several tubes with the
 * same bottom colour all but one lose their whole streak, not one ball. It is not consistent (one
 * move can lower it by 2), which A* handles by re-opening states.
 *
 * **Pour.** A pour carries the top run of a tube, so count runs: every maximal run of one colour
 * needs a move that first lifts it (two runs never first leave in the same move, since runs of one
 * tube are lifted top-down and a run resting on another of its colour was moved before), except a
 * bottom run that stays in its final tube. So `h = runs − (number of distinct bottom colours)`.
 * The "comes back" term is dropped here: a run coming back can ride along with another run's first
 * move.
 *
 * Per tube code the numbers are computed once and cached (in pages made as the search meets the
 * codes, so the cost grows with the search, not with the level's code space).
 * @category Heuristics
 */
export function finalTube(level: Level): Heuristic {
  const codec = codecOf(level);
  const pour = level.moves === 'pour';
  const colours = level.colours.length;
  const keep = new Int32Array(colours + 1);
  // info = cost << 16 | saving << 8 | (bottom + 1); cost: balls (single) or runs (pour).
  const infoOf = (code: number): number => {
    const s = shapeOf(decodeTube(codec, code));
    const cost = pour ? s.runs : s.height;
    const saving = s.height === 0 ? 0 : pour ? 1 : Math.max(0, s.streak - s.extra);
    return (cost << 16) | (saving << 8) | (s.bottom + 1);
  };
  const lookup = codeCache(codec.size, infoOf);
  return (state) => {
    keep.fill(0);
    let h = 0;
    for (let t = 0; t < state.length; t++) {
      const code = state[t]!;
      if (code === 0) continue;
      const v = lookup(code);
      h += (v >>> 16) & 0x3fff;
      const bottom = v & 0xff;
      const saving = (v >>> 8) & 0xff;
      if (saving > keep[bottom]!) keep[bottom] = saving;
    }
    for (let c = 1; c <= colours; c++) h -= keep[c]!;
    return h;
  };
}

/**
 * The final-tube bound plus one move per *junk cycle*: the default heuristic for single balls.
 *
 * @remarks
 * Take the colours whose best final tube (see {@link finalTube}) is unique and saves at least one
 * ball, and draw an arrow `c → d` when `c`'s best tube holds, above its bottom streak, a ball of
 * colour `d` (junk that must leave). Along a cycle `c₁ → c₂ → … → c₁`, pick such a junk ball `jᵢ`
 * in each tube. If `jᵢ` moves only once, that move puts it in its final tube, the best tube of
 * `cᵢ₊₁`, for good, so `jᵢ₊₁` (below it there otherwise) must have left before: `jᵢ₊₁` leaves
 * before `jᵢ`. Around the cycle that is impossible, so one of the balls moves twice: one move more
 * than the final-tube bound counted, for every cycle when the cycles share no colour. Choosing
 * another final tube for a colour instead costs at least one ball of saving and breaks at most one
 * of the disjoint cycles, so the bound holds for every choice: **admissible** (single balls, both
 * rule sets; the argument needs each ball's moves counted on their own, so it is not used for
 * `pour`, where it falls back to {@link finalTube}). Any set of disjoint cycles is a valid bound;
 * only cycles of two and three colours are looked for (greedily, with bit masks), and colour
 * numbers from 29 up are left out of the cycles.
 * @category Heuristics
 */
export function junkCycles(level: Level): Heuristic {
  if (level.moves === 'pour') return finalTube(level);
  const codec = codecOf(level);
  const colours = level.colours.length;
  const keep = new Int32Array(colours + 1);
  const keepTube = new Int32Array(colours + 1);
  const ties = new Uint8Array(colours + 1);
  const mask = new Int32Array(colours + 1);
  const info = codeCache(codec.size, (code) => {
    const s = shapeOf(decodeTube(codec, code));
    const saving = s.height === 0 ? 0 : Math.max(0, s.streak - s.extra);
    return (s.height << 16) | (saving << 8) | (s.bottom + 1);
  });
  const junkOf = codeCache(codec.size, (code) => shapeOf(decodeTube(codec, code)).junk);
  const top = Math.min(colours, 29);

  return (state) => {
    keep.fill(0);
    ties.fill(0);
    let h = 0;
    for (let t = 0; t < state.length; t++) {
      const code = state[t]!;
      if (code === 0) continue;
      const v = info(code);
      h += v >>> 16;
      const bottom = v & 0xff;
      const saving = (v >>> 8) & 0xff;
      if (saving > keep[bottom]!) {
        keep[bottom] = saving;
        keepTube[bottom] = t;
        ties[bottom] = 0;
      } else if (saving === keep[bottom] && saving > 0) ties[bottom] = 1;
    }
    let eligible = 0;
    for (let c = 1; c <= colours; c++) {
      h -= keep[c]!;
      if (c <= top && keep[c]! > 0 && ties[c] === 0) eligible |= 1 << c;
    }
    // Arrows between eligible colours only.
    for (let c = 1; c <= colours; c++) {
      mask[c] = (eligible >> c) & 1 ? junkOf(state[keepTube[c]!]!) & eligible : 0;
    }
    // Greedy: first cycles of two colours, then of three (longer ones are left out: any set of
    // disjoint cycles gives a valid bound, and these are cheap to find with bit masks).
    let free = eligible;
    for (let c = 1; c <= top; c++) {
      if (((free >> c) & 1) === 0) continue;
      let m = mask[c]! & free;
      while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const d = 31 - Math.clz32(bit);
        if (d !== c && ((mask[d]! >> c) & 1) === 1) {
          free &= ~((1 << c) | bit);
          h++;
          break;
        }
      }
    }
    for (let c = 1; c <= top; c++) {
      if (((free >> c) & 1) === 0) continue;
      let m = mask[c]! & free & ~(1 << c);
      search: while (m !== 0) {
        const bit = m & -m;
        m ^= bit;
        const d = 31 - Math.clz32(bit);
        let m2 = mask[d]! & free & ~(1 << c) & ~bit;
        while (m2 !== 0) {
          const bit2 = m2 & -m2;
          m2 ^= bit2;
          const e = 31 - Math.clz32(bit2);
          if (((mask[e]! >> c) & 1) === 1) {
            free &= ~((1 << c) | bit | bit2);
            h++;
            break search;
          }
        }
      }
    }
    return h;
  };
}
