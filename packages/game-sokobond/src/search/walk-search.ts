/**
 * A search for levels whose player is a molecule: a move that only carries the player's molecule
 * through empty floor (nothing pushed, no bond formed, no modifier swept) changes nothing but where
 * that molecule stands, so such walks are folded into the steps that do change something.
 *
 * @module
 */
import {
  astar,
  astarSteps,
  emptyStats,
  withinLimits,
  type ScopeLimits,
  type AStarOptions,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import type { Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';
import { BY_KEY, expandMacros, keyedPositionBytes, type KeyedPosition } from './macro-moves.js';
import { DIRECTIONS, DX, DY, STEP_X, STEP_Y, decode, initialPosition, isSolved, move, type Direction, type Position } from '../rules.js';

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

/**
 * Whether the `fast` and `greedy` modes use {@link walkSearch}: the player's atom can bond (helium
 * players have the cheaper push search). Measured on the corpus: it cuts expansions by up to a
 * hundred times where the player's molecule walks through open floor (Grand Slam, Ocean,
 * Impasse), though on a few splitter levels it searches longer (Plunge, Two Worlds).
 *
 * @category Solver
 */
export function isWalkLevel(level: Level): boolean {
  return level.atoms.some((a) => a.player && a.element !== 'e');
}

/**
 * Searches with A* over the moves that change something, each preceded by the shortest quiet walk
 * of the player's molecule (see `Walks`), costing the number of moves. Positions that differ only
 * in where the player's molecule stands within one walkable region are one state (the first path
 * found to the region stands for the rest), so solutions are not always shortest.
 *
 * @returns search-core's result over single moves (the walks are expanded again).
 */
export function walkSearch(
  level: Level,
  heuristic: Heuristic,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
): SearchResult<Position, Direction> {
  return walkPortfolio(level, heuristic, options, [options.weight ?? 1]);
}

/** The bytes of one entry of a `Map` (key, value, chain and its share of the buckets). */
const MAP_ENTRY_BYTES = 32;

/**
 * The bytes one stored state of the walk search holds, for `maxMemoryBytes`: the keyed position
 * (its key is the region's lowest placement, a string of its own) and its entry in the map from
 * positions to keys.
 */
function walkStateBytes(atoms: number): number {
  return keyedPositionBytes(atoms, true) + MAP_ENTRY_BYTES;
}

/** Expansions each search of a portfolio makes before the next one takes its turn. */
const SLICE = 256;

/**
 * {@link walkSearch} run as a portfolio: one search per weight, taking turns of `shares[i]` times
 * {@link SLICE} expansions on one shared problem, until one of them ends. Best-first searches on levels with
 * many rotators are heavy-tailed: which weight needs few expansions changes from level to level
 * and even with a level's orientation, and turns bound the cost by a multiple of the cheapest one
 * (the sum of the shares over that search's share). `maxExpansions` counts the expansions of all of them; a search that runs out
 * of states proves the level unsolvable for all. The searches hold their states at once, so each
 * gets an equal part of `maxStates` and `maxMemoryBytes`. The result's statistics count every
 * search (see {@link concurrentStats}).
 */
export function walkPortfolio(
  level: Level,
  heuristic: Heuristic,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
  weights: readonly number[],
  shares: readonly number[] = weights.map(() => 1),
): SearchResult<Position, Direction> {
  const player = level.atoms.findIndex((a) => a.player);
  const n = level.atoms.length;
  const walks = new Walks(level, n);
  const keys = new Walks(level, n);
  /** One walk and its last move: the placement it starts from, and the move. */
  interface Macro {
    readonly from: number;
    readonly dir: Direction;
  }
  // Keys by position: the same position is often reached again, and its key costs a walk.
  let known = new Map<Position, Position>();
  const nodeOf = (pos: Position): KeyedPosition => {
    let key = known.get(pos);
    if (key === undefined) {
      keys.explore(pos, player);
      key = keys.placed(pos, player, keys.lowest());
      if (known.size >= 1 << 20) known = new Map();
      known.set(pos, key);
    }
    return { pos, key };
  };
  const initial = initialPosition(level);
  // Each expansion uses the shared scratch (`walks`, `keys`) from start to end, so searches may
  // take turns between expansions.
  const problem: SearchProblem<KeyedPosition, Macro> = {
    initial: nodeOf(initial),
    expand({ pos }, emit) {
      walks.explore(pos, player);
      // Placements in cell order, not walking order: every position of a region must list the
      // same successors in the same order (search-core replays paths by successor index).
      walks.order.subarray(0, walks.count).sort();
      for (let k = 0; k < walks.count; k++) {
        const c = walks.order[k]!;
        let at: Position | undefined;
        for (let d = 0; d < 4; d++) {
          // A quiet move is a walk, already folded in; a walled one the rules refuse.
          if (walks.classifyAt(c, d) !== LOUD) continue;
          const dir = DIRECTIONS[d]!;
          at ??= walks.placed(pos, player, c);
          const r = move(level, at, dir);
          if (!r.ok) continue;
          emit(nodeOf(r.position), { from: c, dir }, walks.dist[c]! + 1);
        }
      }
    },
    isGoal: ({ pos }) => isSolved(level, pos),
    heuristic: ({ pos }) => heuristic(pos),
  };
  const finish = (result: SearchResult<KeyedPosition, Macro>): SearchResult<Position, Direction> =>
    expandMacros(level, initial, result, (pos, { from, dir }) => {
      walks.explore(pos, player);
      return [...walks.pathTo(from), dir];
    });
  const stateBytes = walkStateBytes(n);
  if (weights.length === 1) return finish(astar(problem, { ...options, hashing: BY_KEY, stateBytes }));
  // The searches take turns under one scope of the caller's time, signal and flag: a search's own
  // deadline counts from its first turn, which may come long after the portfolio began.
  const scope: { -readonly [K in keyof ScopeLimits]: ScopeLimits[K] } = {};
  if (options.timeoutMs !== undefined) scope.timeoutMs = options.timeoutMs;
  if (options.signal !== undefined) scope.signal = options.signal;
  if (options.cancel !== undefined) scope.cancel = options.cancel;
  const run = withinLimits(scope, () => takeTurns(problem, options, weights, shares, stateBytes, finish));
  return 'value' in run ? run.value : run.stopped;
}

/** The turns of {@link walkPortfolio}'s searches, one per weight, until one of them ends. */
function takeTurns<Macro>(
  problem: SearchProblem<KeyedPosition, Macro>,
  options: Omit<AStarOptions<Position>, 'hashing' | 'key' | 'heuristic'>,
  weights: readonly number[],
  shares: readonly number[],
  stateBytes: number,
  finish: (result: SearchResult<KeyedPosition, Macro>) => SearchResult<Position, Direction>,
): SearchResult<Position, Direction> {
  const { maxExpansions, ...shared } = options;
  const part = { ...shared, ...memoryPart(options, weights.length), stateBytes };
  const runs = weights.map((weight) => astarSteps(problem, { ...part, weight, hashing: BY_KEY }));
  // Each search's result once it has ended (or been ended).
  const ended: (SearchResult<KeyedPosition, Macro> | undefined)[] = runs.map(() => undefined);
  /** Ends every search still running; the statistics of all of them (one never started did nothing). */
  const endAll = (): SearchStats => {
    const stats: SearchStats[] = [];
    runs.forEach((run, i) => {
      // return() hands back the statistics so far; a search never started answers nothing.
      const result = ended[i] ?? (run.return(undefined as never).value as SearchResult<KeyedPosition, Macro> | undefined);
      if (result !== undefined) stats.push(result.stats);
    });
    return concurrentStats(stats);
  };
  let expanded = 0;
  let last: SearchResult<KeyedPosition, Macro> | undefined;
  for (let turn = 0; ended.some((r) => r === undefined); turn = (turn + 1) % runs.length) {
    if (ended[turn] !== undefined) continue;
    const run = runs[turn]!;
    for (let k = 0; k < SLICE * shares[turn]!; k++) {
      if (maxExpansions !== undefined && expanded >= maxExpansions) return { status: 'limit', limit: 'expansions', stats: endAll() };
      const step = run.next();
      if (!step.done) {
        expanded++;
        continue;
      }
      const result = step.value;
      ended[turn] = last = result;
      if (result.status === 'solved' || result.status === 'exhausted' || result.status === 'aborted') {
        return finish({ ...result, stats: endAll() });
      }
      break;
    }
  }
  return { ...last!, stats: endAll() } as SearchResult<Position, Direction>;
}

/** An equal part of the memory limits for each of `runs` searches that hold their states at once. */
function memoryPart(
  options: Pick<AStarOptions<Position>, 'maxStates' | 'maxMemoryBytes'>,
  runs: number,
): Pick<AStarOptions<Position>, 'maxStates' | 'maxMemoryBytes'> {
  const out: { maxStates?: number; maxMemoryBytes?: number } = {};
  if (options.maxStates !== undefined) out.maxStates = Math.floor(options.maxStates / runs);
  if (options.maxMemoryBytes !== undefined) out.maxMemoryBytes = Math.floor(options.maxMemoryBytes / runs);
  return out;
}

/**
 * The statistics of searches that ran in turns, as one: counters add up, and so do the peaks (the
 * searches held their states at the same time); the time is the longest, as they ran side by side.
 */
function concurrentStats(all: readonly SearchStats[]): SearchStats {
  const out = emptyStats();
  for (const s of all) {
    out.expanded += s.expanded;
    out.generated += s.generated;
    out.duplicates += s.duplicates;
    out.pruned += s.pruned;
    out.reopened += s.reopened;
    out.peakFrontier += s.peakFrontier;
    out.peakStored += s.peakStored;
    out.elapsedMs = Math.max(out.elapsedMs, s.elapsedMs);
    out.iterations += s.iterations;
  }
  return out;
}
