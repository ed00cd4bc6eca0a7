/**
 * Where a moving bond meets a modifier's corner, the order in which the corners crossed in one move
 * act, and when splitters leave the player's molecule whole.
 *
 * @module
 */
import { contains, type Ctx } from './level-scratch.js';

/**
 * The corner a bond sweeps when its atoms move by (dx, dy), on a grid `w` cells wide: (xi, yi) is
 * the left or upper atom of the bond, `vertical` whether the other one is below it. A bond sweeps
 * a corner only when it moves across its own axis; -1 when it moves along it or the corner is off
 * the grid. Plain numbers in and out: this runs for every bond of every move.
 */
export function sweptCorner(xi: number, yi: number, vertical: boolean, dx: number, dy: number, w: number): number {
  if (vertical ? dx === 0 : dy === 0) return -1;
  const cx = dx < 0 ? xi - 1 : xi;
  const cy = dy < 0 ? yi - 1 : yi;
  return cx < 0 || cy < 0 ? -1 : cy * w + cx;
}

/**
 * The rank of a crossed modifier among those of one move (lower acts first): the bond's distance
 * from the anchor (its two atoms' Manhattan distances added), then, at equal distance, the kind
 * (weaken, strengthen, rotate), then the bond's atoms in file order. No tie depends on where the
 * bond lies, so a level turned or mirrored plays the same; the known solutions meet ties of a
 * splitter and a joiner, and turned, Hallway's replays only with the splitter first (README).
 */
export function sweepOrder(distance: number, kind: number, i: number, j: number, n: number): number {
  return ((distance * 4 + kind) * n + Math.min(i, j)) * n + Math.max(i, j);
}

/**
 * Whether splitters leave the player's molecule whole in this move: two or more of its bonds sweep
 * a splitter's corner, and the part that would stay joined to the player's atom pushes something.
 * Plunge's known solution `SAWWDDSADS…` needs it twice; no other known move meets it (README).
 * `c.comp[0..len)` holds the molecule, anchored at the player's atom, on the grid.
 */
export function splittersHold(c: Ctx, len: number, dx: number, dy: number): boolean {
  const { n, w, h, x, y, bond, grid, comp, mark, kept } = c;
  const cornerKind = c.level.cornerKind;
  // Bonds to the right or downward neighbour only, so each is seen once; a bond sweeps a corner
  // only when it moves across its own axis.
  /** Whether the bond between i and j sweeps a splitter's corner in this move. */
  const sweepsSplitter = (i: number, j: number): boolean => {
    const lo = x[i]! + y[i]! < x[j]! + y[j]! ? i : j; // the left or upper atom of the pair
    const corner = sweptCorner(x[lo]!, y[lo]!, x[i] === x[j], dx, dy, w);
    return corner >= 0 && cornerKind[corner] === 1;
  };
  let sweeping = 0;
  for (let k = 0; k < len; k++) {
    const i = comp[k]!;
    for (let side = 0; side < 2; side++) {
      const jx = side === 0 ? x[i]! + 1 : x[i]!;
      const jy = side === 0 ? y[i]! : y[i]! + 1;
      if (jx >= w || jy >= h) continue;
      const j = grid[jy * w + jx]!;
      if (j >= 0 && bond[i * n + j] !== 0 && sweepsSplitter(i, j)) sweeping++;
    }
  }
  if (sweeping < 2) return false;
  // The part joined to the player's atom without the single bonds that sweep a splitter.
  const sweeps = (i: number, j: number): boolean => bond[i * n + j] === 1 && sweepsSplitter(i, j);
  kept[0] = comp[0]!;
  mark[comp[0]!] = 1;
  let klen = 1;
  for (let k = 0; k < klen; k++) {
    const i = kept[k]!;
    for (let j = 0; j < n; j++) {
      if (mark[j] === 0 && bond[i * n + j]! > 0 && !sweeps(i, j)) {
        mark[j] = 1;
        kept[klen++] = j;
      }
    }
  }
  let pushes = false;
  for (let k = 0; k < klen; k++) {
    const a = kept[k]!;
    mark[a] = 0;
    const tx = x[a]! + dx;
    const ty = y[a]! + dy;
    if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
    const o = grid[ty * w + tx]!;
    if (o >= 0 && !contains(comp, len, o)) pushes = true;
  }
  return pushes;
}
