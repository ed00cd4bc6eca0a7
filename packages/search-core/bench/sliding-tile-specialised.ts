/**
 * The reference the public path is measured against: IDA* on a sliding-tile puzzle written for
 * the pattern databases alone (recursion, typed arrays, the tables read directly, one pattern
 * re-ranked per move, the mirror lookup skipped when the plain sum already cuts the child). It
 * visits the same nodes as `idaStarInPlace` with `SlidingTileInPlace` (the benchmark checks it).
 */

/** Set bits of a 32-bit integer. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The placement rank of `cells` on `n` cells (n ≤ 32): `rankPlacement` without its checks. */
function rank(cells: Int32Array, n: number): number {
  let used = 0;
  let r = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    r = r * (n - i) + c - bitCount(used & ((1 << c) - 1));
    used |= 1 << c;
  }
  return r;
}

export interface SpecialisedRun {
  /** Nodes generated (every child, plus the root), as Korf counts them. */
  readonly generated: number;
  /** Nodes expanded (children generated from them). */
  readonly expanded: number;
  /** The blank's moves (0 up, 1 left, 2 right, 3 down), or undefined when `stop` stopped it. */
  readonly moves: number[] | undefined;
}

/**
 * Solves `start` (tiles by cell, 0 the blank, goal tile t on cell t) with the additive databases
 * `tables` over `patterns`, and their lookup on the mirror image when `reflected` (square boards).
 * `stop` is asked about every million nodes whether to give up.
 */
export function solveSpecialised(
  width: number,
  start: readonly number[],
  patterns: readonly (readonly number[])[],
  tables: readonly Uint8Array[],
  reflected: boolean,
  stop: () => boolean = () => false,
): SpecialisedRun {
  const n = start.length;
  const height = n / width;
  const delta = [-width, -1, 1, width];
  const can = new Uint8Array(n * 4); // can[blank * 4 + d]: the blank can move that way
  for (let b = 0; b < n; b++) {
    const x = b % width;
    const y = (b - x) / width;
    can[b * 4] = y > 0 ? 1 : 0;
    can[b * 4 + 1] = x > 0 ? 1 : 0;
    can[b * 4 + 2] = x < width - 1 ? 1 : 0;
    can[b * 4 + 3] = y < height - 1 ? 1 : 0;
  }
  const mirror = Int8Array.from({ length: n }, (_, c) => (c % width) * width + Math.floor(c / width));
  const patternOf = new Int8Array(n).fill(-1);
  const slotOf = new Int8Array(n);
  patterns.forEach((p, i) => p.forEach((t, j) => ((patternOf[t] = i), (slotOf[t] = j))));
  const tiles = Int8Array.from(start);
  const cells = patterns.map((p) => new Int32Array(p.length));
  const mirrored = patterns.map((p) => new Int32Array(p.length));
  const value = new Int32Array(patterns.length);
  const mirroredValue = new Int32Array(patterns.length);
  let blank = tiles.indexOf(0);
  for (let c = 0; c < n; c++) {
    const t = tiles[c]!;
    if (t === 0) continue;
    cells[patternOf[t]!]![slotOf[t]!] = c;
    // On the mirror image, tile mirror[t] stands on cell mirror[c].
    mirrored[patternOf[mirror[t]!]!]![slotOf[mirror[t]!]!] = mirror[c]!;
  }
  let sum = 0;
  let mirroredSum = 0;
  for (let p = 0; p < patterns.length; p++) {
    sum += value[p] = tables[p]![rank(cells[p]!, n)]!;
    mirroredSum += mirroredValue[p] = tables[p]![rank(mirrored[p]!, n)]!;
  }
  if (!reflected) mirroredSum = 0;
  let generated = 1;
  let expanded = 0;
  let bound = Math.max(sum, mirroredSum);
  let next = Infinity;
  let found = -1;
  let stopped = false;
  let nextCheck = 1 << 20;
  const path: number[] = [];
  const dfs = (g: number, prev: number): void => {
    const h = Math.max(sum, mirroredSum);
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (h === 0) {
      found = g;
      return;
    }
    if (generated >= nextCheck) {
      // Asked every million nodes or so, whether to give up.
      nextCheck = generated + (1 << 20);
      if (stop()) stopped = true;
    }
    if (stopped) return;
    expanded++;
    for (let d = 0; d < 4; d++) {
      if (d + prev === 3 || can[blank * 4 + d] === 0) continue; // d + prev === 3: the inverse move
      const from = blank + delta[d]!;
      const tile = tiles[from]!;
      // #region incremental
      // The tile moves from `from` to `blank`: re-rank its pattern.
      const p = patternOf[tile]!;
      const oldValue = value[p]!;
      cells[p]![slotOf[tile]!] = blank;
      const v = tables[p]![rank(cells[p]!, n)]!;
      generated++;
      // The child's f is at least g + 1 + its plain sum. When that is over the bound and not below
      // the next bound already found, the child is cut whatever its mirror says: skip the mirror.
      const low = g + 1 + sum + v - oldValue;
      if (low > bound && low >= next) {
        cells[p]![slotOf[tile]!] = from;
        continue;
      }
      // Otherwise re-rank the mirror pattern too, and go down.
      const mt = mirror[tile]!;
      const mp = patternOf[mt]!;
      const oldMirrored = mirroredValue[mp]!;
      let mv = oldMirrored;
      if (reflected) {
        mirrored[mp]![slotOf[mt]!] = mirror[blank]!;
        mv = tables[mp]![rank(mirrored[mp]!, n)]!;
      }
      value[p] = v;
      mirroredValue[mp] = mv;
      sum += v - oldValue;
      mirroredSum += mv - oldMirrored;
      // #endregion incremental
      tiles[blank] = tile;
      tiles[from] = 0;
      const oldBlank = blank;
      blank = from;
      path[g] = d;
      dfs(g + 1, d);
      blank = oldBlank;
      tiles[from] = tile;
      tiles[blank] = 0;
      cells[p]![slotOf[tile]!] = from;
      if (reflected) mirrored[mp]![slotOf[mt]!] = mirror[from]!;
      value[p] = oldValue;
      mirroredValue[mp] = oldMirrored;
      sum += oldValue - v;
      mirroredSum += oldMirrored - mv;
      if (found >= 0) return;
    }
  };
  for (;;) {
    next = Infinity;
    dfs(0, -9);
    if (found >= 0 || stopped || next === Infinity) break;
    bound = next;
  }
  return { generated, expanded, moves: found >= 0 ? path.slice(0, found) : undefined };
}
