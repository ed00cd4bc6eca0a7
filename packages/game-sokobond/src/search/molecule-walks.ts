/**
 * Where the player's molecule can walk in one position: the placements it reaches by quiet moves
 * (moves that carry it through empty floor and change nothing else), with the way back to each.
 * The walk search folds these walks into the moves that do change something; kept apart from it
 * because it is a question about one position, asked again for every expansion and every key.
 *
 * @module
 */
import type { Level } from '../level.js';
import { DIRECTIONS, DX, DY, STEP_X, STEP_Y, decode, type Direction, type Position } from '../rules.js';

/** What a move of the player's molecule does (see `Walks.classify`). */
export const QUIET = 0;
export const WALLED = 1;
export const LOUD = 2;

/**
 * Where the player's molecule can walk in one position: its placements (by the cell of the player's
 * atom) reachable by quiet moves, with the fewest moves and the way back to each.
 */
export class Walks {
  /** Placements in breadth-first order. */
  readonly order: Int32Array;
  count = 0;
  /** Moves to each placement, -1 where it does not go (valid for the cells in `order`). */
  readonly dist: Int32Array;
  /** The move that reached each placement (index into DIRECTIONS). */
  readonly via: Int8Array;
  /** Atoms of the player's molecule, the player's atom first. */
  readonly members: Int32Array;
  size = 0;
  /** Offsets of the members from the player's atom. */
  readonly ox: Int32Array;
  readonly oy: Int32Array;
  /** Per member: whether it has a free electron. */
  readonly open: Uint8Array;
  /** Bonds inside the molecule, by their left or top member, and whether they are vertical. */
  readonly bondA: Int32Array;
  readonly bondVertical: Uint8Array;
  bonds = 0;
  /** Cells held by other atoms: 1, or 2 when that atom has a free electron. */
  readonly others: Uint8Array;
  /** Cells beside another atom with a free electron (an open atom arriving there bonds). */
  readonly hot: Uint8Array;
  /** The atom of the molecule whose inside corner each bond sweeps, per direction. */
  readonly sweepers: Int32Array[];
  readonly sweeperCount: Int32Array = new Int32Array(4);
  readonly inMine: Uint8Array;

  constructor(
    private readonly level: Level,
    n: number,
  ) {
    const cells = level.width * level.height;
    this.order = new Int32Array(cells);
    this.dist = new Int32Array(cells).fill(-1);
    this.via = new Int8Array(cells);
    this.members = new Int32Array(n);
    this.ox = new Int32Array(n);
    this.oy = new Int32Array(n);
    this.open = new Uint8Array(n);
    this.bondA = new Int32Array(2 * n);
    this.bondVertical = new Uint8Array(2 * n);
    this.others = new Uint8Array(cells);
    this.hot = new Uint8Array(cells);
    this.sweepers = [0, 1, 2, 3].map(() => new Int32Array(2 * n));
    this.inMine = new Uint8Array(n);
  }

  /** Fills the walks of `pos` (the player's atom is `player`). */
  explore(pos: Position, player: number): void {
    const { level, dist, order, members, ox, oy, open, others, hot, inMine } = this;
    const w = level.width;
    const h = level.height;
    for (let k = 0; k < this.count; k++) dist[order[k]!] = -1;
    others.fill(0);
    hot.fill(0);
    inMine.fill(0);
    const m = decode(level, pos);
    const { n, x, y, free, bond } = m;
    // The player's molecule, breadth-first from the player's atom.
    members[0] = player;
    inMine[player] = 1;
    let size = 1;
    for (let k = 0; k < size; k++) {
      const u = members[k]!;
      for (let v = 0; v < n; v++) {
        if (inMine[v] === 0 && bond[u * n + v]! > 0) {
          inMine[v] = 1;
          members[size++] = v;
        }
      }
    }
    this.size = size;
    const px = x[player]!;
    const py = y[player]!;
    for (let k = 0; k < size; k++) {
      const u = members[k]!;
      ox[k] = x[u]! - px;
      oy[k] = y[u]! - py;
      open[k] = free[u]! > 0 ? 1 : 0;
    }
    let bonds = 0;
    for (let a = 0; a < size; a++) {
      for (let b = 0; b < size; b++) {
        if (bond[members[a]! * n + members[b]!] === 0) continue;
        const right = ox[b] === ox[a]! + 1 && oy[b] === oy[a];
        const below = ox[b] === ox[a] && oy[b] === oy[a]! + 1;
        if (!right && !below) continue;
        this.bondA[bonds] = a;
        this.bondVertical[bonds] = below ? 1 : 0;
        bonds++;
      }
    }
    this.bonds = bonds;
    // Per direction, the bonds that sweep a corner when the molecule moves that way (across their
    // own axis), by the member whose cell the corner is computed from.
    for (let d = 0; d < 4; d++) {
      const dir = DIRECTIONS[d]!;
      let k = 0;
      for (let b = 0; b < bonds; b++)
        if (this.bondVertical[b] === 1 ? DX[dir] !== 0 : DY[dir] !== 0) this.sweepers[d]![k++] = this.bondA[b]!;
      this.sweeperCount[d] = k;
    }
    for (let v = 0; v < n; v++) {
      if (inMine[v] === 1) continue;
      const c = y[v]! * w + x[v]!;
      others[c] = free[v]! > 0 ? 2 : 1;
      if (free[v]! <= 0) continue;
      if (x[v]! > 0) hot[c - 1] = 1;
      if (x[v]! + 1 < w) hot[c + 1] = 1;
      if (y[v]! > 0) hot[c - w] = 1;
      if (y[v]! + 1 < h) hot[c + w] = 1;
    }
    // Breadth-first over placements by quiet moves.
    const start = py * w + px;
    dist[start] = 0;
    order[0] = start;
    let count = 1;
    for (let k = 0; k < count; k++) {
      const c = order[k]!;
      for (let d = 0; d < 4; d++) {
        if (this.classifyAt(c, d) !== QUIET) continue;
        const next = c + STEP_Y[d]! * w + STEP_X[d]!;
        if (dist[next] !== -1) continue;
        dist[next] = dist[c]! + 1;
        this.via[next] = d;
        order[count++] = next;
      }
    }
    this.count = count;
  }

  /**
   * Whether moving the molecule from placement `c` one step `dir` is quiet: it fits on empty
   * floor, none of its bonds sweeps a modifier's corner, and no atom of it with a free electron
   * ends beside another atom with one (so no bond forms). Such a move changes nothing else.
   */
  quiet(c: number, dir: Direction): boolean {
    return this.classify(c, dir) === QUIET;
  }

  /**
   * What moving the molecule from placement `c` one step `dir` does: {@link QUIET}; {@link WALLED}
   * when an atom would enter a wall and no bond sweeps a modifier (so nothing can cut or turn the
   * molecule first, and the rules refuse the move); otherwise {@link LOUD}.
   */
  classify(c: number, dir: Direction): number {
    return this.classifyAt(c, DIRECTIONS.indexOf(dir));
  }

  /** {@link Walks.classify} by direction index (into DIRECTIONS), for the hot loops. */
  classifyAt(c: number, d: number): number {
    const { level, size, ox, oy, open, others, hot } = this;
    const w = level.width;
    const h = level.height;
    const cx = c % w;
    const cy = (c - cx) / w;
    const dx = STEP_X[d]!;
    const dy = STEP_Y[d]!;
    // A bond sweeps a corner when it moves across its own axis (as in the rules).
    let swept = false;
    const sweepers = this.sweepers[d]!;
    for (let b = this.sweeperCount[d]! - 1; b >= 0 && !swept; b--) {
      const a = sweepers[b]!;
      const kx = cx + ox[a]! - (dx < 0 ? 1 : 0);
      const ky = cy + oy[a]! - (dy < 0 ? 1 : 0);
      if (kx >= 0 && ky >= 0 && kx < w && ky < h && level.cornerKind[ky * w + kx] !== 0) swept = true;
    }
    let result = swept ? LOUD : QUIET;
    for (let k = 0; k < size; k++) {
      const tx = cx + ox[k]! + dx;
      const ty = cy + oy[k]! + dy;
      if (tx < 0 || ty < 0 || tx >= w || ty >= h) return swept ? LOUD : WALLED;
      const t = ty * w + tx;
      if (level.walls[t] === 1) return swept ? LOUD : WALLED;
      if (others[t] !== 0 || (open[k] === 1 && hot[t] === 1)) result = LOUD;
    }
    return result;
  }

  /** `pos` with the molecule moved from its placement to placement `c`. */
  placed(pos: Position, player: number, c: number): Position {
    const shift = (c - (pos.charCodeAt(player) >>> 4)) * 16;
    if (shift === 0) return pos;
    const codes = new Array<number>(pos.length);
    for (let i = 0; i < pos.length; i++) codes[i] = pos.charCodeAt(i);
    for (let k = 0; k < this.size; k++) codes[this.members[k]!]! += shift;
    return String.fromCharCode(...codes);
  }

  /** The lowest placement reached (after `explore`): one per walkable region. */
  lowest(): number {
    let best = this.order[0]!;
    for (let k = 1; k < this.count; k++) if (this.order[k]! < best) best = this.order[k]!;
    return best;
  }

  /** The quiet moves from the start to placement `c` (after `explore`). */
  pathTo(c: number): Direction[] {
    const w = this.level.width;
    const out: Direction[] = [];
    while (this.dist[c]! > 0) {
      const dir = DIRECTIONS[this.via[c]!]!;
      out.push(dir);
      c -= DY[dir] * w + DX[dir];
    }
    return out.reverse();
  }
}
