import type { Stop } from '../internal/control.js';
import type { SearchStats } from '../result.js';
import type { Grid, GridPoint } from './grid.js';
import type { GridPathResult, GridSearchOptions } from './grid-search-options.js';
import { finishPath, noPath } from './internal/path.js';
import { type GridSetup, newGridStats, setUp } from './internal/setup.js';
import { type Workspace, workspaceOf } from './internal/workspace.js';

/**
 * A* on a grid: the cheapest path from `start` to `goal` under the movement rules, with cell
 * weights, limits, cancellation, and optionally the path to the nearest reachable cell.
 *
 * @remarks
 * **When to use**: any grid map, weighted or not, 4- or 8-connected. On maps where every open cell
 * costs the same, {@link jumpPointSearch} finds paths of the same cost while looking at far fewer
 * cells.
 *
 * **Details**: the estimate is the octile distance (Manhattan when `diagonal` is `Never`) times the
 * grid's smallest weight, so the paths are optimal. The open list is an indexed binary heap; ties
 * on f go to the cell with the larger g. The grid keeps the search's arrays (about 40 bytes per
 * cell), so searching a grid again allocates nothing but the result; they are made on the first
 * search of a grid.
 *
 * **Gotchas**: the start cell may be blocked (the path leaves it); a blocked goal is unreachable.
 * An unreachable goal makes the search look at every cell it can reach: give `maxExpansions` or
 * `timeoutMs` on big maps, or ask for `closest`.
 *
 * @param grid - the map.
 * @param start - the start, a point or a cell number.
 * @param goal - the goal, a point or a cell number.
 * @param options - movement rules (`diagonal`, `diagonalCost`), `closest`, limits and control.
 * @returns the path (`cells`, `cost`) with status `solved` or `closest`, or status `exhausted`,
 * `limit` or `aborted`.
 * @throws SearchError `invalid-option` on a point off the grid or an option out of range.
 * @example
 * ```ts
 * const grid = Grid.fromRows(['...#....', '.#.#.##.', '.#...#..']);
 * const r = gridAStar(grid, { x: 0, y: 0 }, { x: 7, y: 0 }, { diagonal: DiagonalMovement.OnlyWhenNoObstacles });
 * if (r.status === 'solved') console.log(r.cost, r.cells.map((c) => grid.point(c)));
 * ```
 * @see {@link jumpPointSearch}, {@link Grid}, {@link DiagonalMovement}
 * @category Grid
 */
export function gridAStar(
  grid: Grid,
  start: GridPoint | number,
  goal: GridPoint | number,
  options: GridSearchOptions = {},
): GridPathResult {
  const setup = setUp(grid, start, goal, options);
  if (setup.refused) return setup.refused;
  const ws = workspaceOf(grid);
  ws.busy = true;
  try {
    return runAStar(grid, ws, setup, newGridStats(), options.closest === true);
  } finally {
    ws.busy = false;
  }
}

/** The estimate's scale: `h = (straight + diagonalFactor × diagonal) × minWeight`. */
export function estimateFactors(grid: Grid, setup: GridSetup): { readonly diagonalFactor: number; readonly minWeight: number } {
  // With diagonals costing 2 or more, two straight steps are never worse: Manhattan.
  return { diagonalFactor: setup.need === 3 ? 2 : Math.min(setup.diagonalCost, 2), minWeight: grid.minWeight() };
}

/**
 * The A* loop; also what jump point search runs to find the nearest cell to an unreachable goal.
 * `stats` may hold counts of an earlier search (they add up).
 */
export function runAStar(grid: Grid, ws: Workspace, setup: GridSetup, stats: SearchStats, closest: boolean): GridPathResult {
  const { start, goal, need, diagonalCost, control } = setup;
  const { diagonalFactor, minWeight } = estimateFactors(grid, setup);
  const open = grid.open;
  const weights = grid.weights;
  const stride = grid.width + 2;
  const { mark, g, f, parent, col, row, closed } = ws;
  const stamp = ws.begin();
  const done = stamp + 1;
  const gx = col[goal]!;
  const gy = row[goal]!;
  const directions = need < 3 ? 8 : 4;
  // The eight steps: four straight, then four diagonal, each diagonal with its two side cells.
  const step = ws.steps(stride);
  const length = ws.lengths(diagonalCost);
  const maxExpansions = control.maxExpansions;
  const maxStored = control.maxStored;
  let seen = 1;
  let expanded = 0;
  let generated = 0;
  let duplicates = 0;

  const h = (cell: number): number => {
    let dx = col[cell]! - gx;
    let dy = row[cell]! - gy;
    if (dx < 0) dx = -dx;
    if (dy < 0) dy = -dy;
    return (dx < dy ? dy - dx + diagonalFactor * dx : dx - dy + diagonalFactor * dy) * minWeight;
  };

  const finish = (result: GridPathResult): GridPathResult => {
    stats.expanded += expanded;
    stats.generated += generated;
    stats.duplicates += duplicates;
    if (seen > stats.peakStored) stats.peakStored = seen;
    return control.finish(result);
  };
  const early = control.initial();
  if (early) return finish(noPath(early, stats));
  control.begin(false, 0);

  mark[start] = stamp;
  g[start] = 0;
  f[start] = h(start);
  parent[start] = -1;
  ws.push(start);
  let stop: Stop | undefined;
  while (ws.size > 0) {
    if (ws.size > stats.peakFrontier) stats.peakFrontier = ws.size;
    const cell = ws.pop();
    mark[cell] = done;
    closed[expanded] = cell;
    if (cell === goal) return finish(finishPath(grid, ws, 'solved', cell, stats));
    if (expanded >= maxExpansions) {
      stop = control.expansionsSpent;
      break;
    }
    if (expanded >= control.nextCheck) {
      const s = control.poll(stats, ws.size, seen, f[cell]!, expanded);
      if (s !== undefined && s.status !== 'paused') {
        stop = s;
        break;
      }
    }
    expanded++;
    const gc = g[cell]!;
    for (let d = 0; d < directions; d++) {
      const next = cell + step[d]!;
      if (open[next] === 0) continue;
      // A diagonal step needs `need` of its two side cells open.
      if (d >= 4 && open[cell + step[d + 4]!]! + open[cell + step[d + 8]!]! < need) continue;
      generated++;
      const m = mark[next]!;
      if (m === done) {
        duplicates++;
        continue;
      }
      const ng = gc + (weights === undefined ? length[d]! : length[d]! * weights[next]!);
      if (m === stamp) {
        if (ng >= g[next]!) {
          duplicates++;
          continue;
        }
        g[next] = ng;
        f[next] = ng + h(next);
        parent[next] = cell;
        ws.decreased(next);
        continue;
      }
      mark[next] = stamp;
      g[next] = ng;
      f[next] = ng + h(next);
      parent[next] = cell;
      ws.push(next);
      seen++;
    }
    if (seen >= maxStored) {
      stop = control.storedFull;
      break;
    }
  }
  if (stop !== undefined) return finish(noPath(stop, stats));
  if (!closest) return finish(noPath(undefined, stats));
  // Every reachable cell has been expanded, with its exact cost: pick the nearest to the goal.
  let best = start;
  let bestH = h(start);
  for (let i = 1; i < expanded; i++) {
    const cell = closed[i]!;
    const hc = h(cell);
    if (hc < bestH || (hc === bestH && (g[cell]! < g[best]! || (g[cell] === g[best] && cell < best)))) {
      best = cell;
      bestH = hc;
    }
  }
  return finish(finishPath(grid, ws, 'closest', best, stats));
}
