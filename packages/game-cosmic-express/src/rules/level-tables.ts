/**
 * The tables a level's rules read on every move, derived once per level and cached: each cell's
 * neighbours, the aliens and houses beside each cell, colour codes, wormhole partners, and where
 * each part of a state's packed memory starts. Apart from the rules because the pruning tests, the
 * state, the notation and the renderers read them too, and the solve builds them ahead of the
 * search (so that its limits can cut a large level's set-up).
 *
 * @module
 */
import { checkpoint } from '@puzzle-solvers/search-core';
import { ANY, COLORS, type Level } from '../level.js';

/** Column and row steps by direction code (0 up, 1 right, 2 down, 3 left). */
const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

/**
 * Tables derived once per level (neighbours, adjacency of aliens and houses, colour codes).
 *
 * @internal
 */
export interface Tables {
  readonly n: number;
  /** `neighbor[cell * 4 + dir]`: the adjacent cell, or -1 off the grid. */
  readonly neighbor: Int32Array;
  /** Aliens next to each cell: indices `alienAdj[alienAdjStart[c] .. alienAdjStart[c + 1])`. */
  readonly alienAdjStart: Int32Array;
  readonly alienAdj: Int32Array;
  readonly houseAdjStart: Int32Array;
  readonly houseAdj: Int32Array;
  /** Colour code per alien (index in {@link COLORS}). */
  readonly alienColor: Uint8Array;
  /** Colour code per house; {@link ANY} for a wildcard. */
  readonly houseColor: Uint8Array;
  /** The partner of each wormhole cell, -1 elsewhere. */
  readonly partner: Int32Array;
  /** Offsets into a state's packed memory (`TrainState.mem`). */
  readonly carsAt: number;
  readonly gooAt: number;
  readonly aliensAt: number;
  readonly housesAt: number;
  readonly memSize: number;
}

const tableCache = new WeakMap<Level, Tables>();

/**
 * The derived tables of a level (cached).
 *
 * @internal
 */
export function tablesOf(level: Level): Tables {
  const cached = tableCache.get(level);
  if (cached !== undefined) return cached;
  const { width, height } = level;
  const n = width * height;
  const neighbor = new Int32Array(n * 4).fill(-1);
  for (let y = 0; y < height; y++) {
    // The solve's limits are read row by row (nothing is cached until the tables are whole).
    checkpoint();
    for (let x = 0; x < width; x++) {
      for (let d = 0; d < 4; d++) {
        const nx = x + DX[d as 0];
        const ny = y + DY[d as 0];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) neighbor[(y * width + x) * 4 + d] = ny * width + nx;
      }
    }
  }
  // Per cell, the targets beside it in ascending order, as offsets into one array (two passes: no
  // array per cell, which on a 200 × 200 grid cost more than the search's first steps).
  const adjacency = (targets: readonly { cell: number }[]): [Int32Array, Int32Array] => {
    const start = new Int32Array(n + 1);
    for (const t of targets) {
      for (let d = 0; d < 4; d++) {
        const c = neighbor[t.cell * 4 + d]!;
        if (c >= 0) start[c + 1]!++;
      }
    }
    for (let c = 0; c < n; c++) start[c + 1]! += start[c]!;
    const fill = start.slice(0, n);
    const adj = new Int32Array(start[n]!);
    targets.forEach((t, i) => {
      for (let d = 0; d < 4; d++) {
        const c = neighbor[t.cell * 4 + d]!;
        if (c >= 0) adj[fill[c]!++] = i;
      }
    });
    return [start, adj];
  };
  const [alienAdjStart, alienAdj] = adjacency(level.aliens);
  const [houseAdjStart, houseAdj] = adjacency(level.houses);
  const partner = new Int32Array(n).fill(-1);
  for (let i = 0; i + 1 < level.wormholes.length; i += 2) {
    partner[level.wormholes[i]!] = level.wormholes[i + 1]!;
    partner[level.wormholes[i + 1]!] = level.wormholes[i]!;
  }
  const L = level.cars;
  const tables: Tables = {
    n,
    neighbor,
    alienAdjStart,
    alienAdj,
    houseAdjStart,
    houseAdj,
    alienColor: Uint8Array.from(level.aliens, (a) => COLORS.indexOf(a.color)),
    houseColor: Uint8Array.from(level.houses, (h) => (h.color === 'any' ? ANY : COLORS.indexOf(h.color))),
    partner,
    carsAt: n,
    gooAt: n + L,
    aliensAt: n + 2 * L,
    housesAt: n + 2 * L + level.aliens.length,
    memSize: n + 2 * L + level.aliens.length + level.houses.length,
  };
  tableCache.set(level, tables);
  return tables;
}
