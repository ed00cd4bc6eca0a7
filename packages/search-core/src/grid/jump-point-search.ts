import { SearchError } from '../errors.js';
import type { Stop } from '../internal/control.js';
import type { Grid, GridPoint } from './grid.js';
import { estimateFactors, runAStar } from './grid-astar.js';
import type { GridPathResult, GridSearchOptions } from './grid-search-options.js';
import { finishPath, noPath } from './internal/path.js';
import { newGridStats, setUp } from './internal/setup.js';
import { workspaceOf } from './internal/workspace.js';

/**
 * Jump point search (Harabor & Grastien, 2011): A* that skips the cells of straight and diagonal
 * runs no optimal path needs to branch from, on grids where every open cell costs the same.
 *
 * @remarks
 * **When to use**: uniform-cost grids, most of all large open ones (game maps, rooms, open fields),
 * where it finds a path of the same (optimal) cost as {@link gridAStar} while putting far fewer
 * cells in its open list. Each of the four {@link DiagonalMovement} rules has its own pruning rules.
 *
 * **Details**: from each cell it expands, the search "jumps" along a direction until the run
 * meets a cell with a neighbour that only a turn there reaches at best cost (a forced neighbour),
 * the goal, or a wall; only those jump points enter the open list. The path returned lists every
 * cell (the runs between jump points filled in). `stats.expanded` and `stats.generated` count jump
 * points. With `closest` and an unreachable goal, the nearest reachable cell is found by an A* pass
 * over the reachable cells (their counts add up in `stats`).
 *
 * **Gotchas**: the grid must be uniform: every cell weight 1 (see {@link Grid.uniform}).
 *
 * @param grid - the map, every weight 1.
 * @param start - the start, a point or a cell number.
 * @param goal - the goal, a point or a cell number.
 * @param options - movement rules, `closest`, limits and control, as for {@link gridAStar}.
 * @returns as {@link gridAStar}: a path of the same cost, or why there is none.
 * @throws SearchError `invalid-option` on a grid with weights other than 1, a point off the grid or
 * an option out of range.
 * @example
 * ```ts
 * const { grid, scenarios } = ...; // parseMovingAiMap / parseMovingAiScenarios
 * const r = jumpPointSearch(grid, { x: 1, y: 11 }, { x: 40, y: 30 }, { diagonal: DiagonalMovement.OnlyWhenNoObstacles });
 * ```
 * @see {@link gridAStar}, {@link DiagonalMovement}
 * @category Grid
 */
export function jumpPointSearch(
  grid: Grid,
  start: GridPoint | number,
  goal: GridPoint | number,
  options: GridSearchOptions = {},
): GridPathResult {
  if (!grid.uniform) {
    throw new SearchError('invalid-option', 'jump point search needs every cell weight to be 1; use gridAStar on weighted grids');
  }
  const setup = setUp(grid, start, goal, options);
  if (setup.refused) return setup.refused;
  const ws = workspaceOf(grid);
  ws.busy = true;
  try {
    const stats = newGridStats();
    const { need, diagonalCost, control } = setup;
    const { diagonalFactor } = estimateFactors(grid, setup);
    const open = grid.open;
    const stride = grid.width + 2;
    const { mark, g, f, parent, col, row } = ws;
    const stamp = ws.begin();
    const done = stamp + 1;
    const goalCell = setup.goal;
    const gx = col[goalCell]!;
    const gy = row[goalCell]!;
    const maxExpansions = control.maxExpansions;
    const maxStored = control.maxStored;
    let seen = 1;
    let expanded = 0;
    let generated = 0;
    let duplicates = 0;
    let work = 0;
    let stop: Stop | undefined;

    // Octile (or Manhattan) distance between two cells: the cost of a run between jump points too.
    const distance = (ax: number, ay: number, bx: number, by: number): number => {
      let dx = ax - bx;
      let dy = ay - by;
      if (dx < 0) dx = -dx;
      if (dy < 0) dy = -dy;
      return dx < dy ? dy - dx + diagonalFactor * dx : dx - dy + diagonalFactor * dy;
    };
    const runCost = (a: number, b: number): number => {
      let dx = col[a]! - col[b]!;
      let dy = row[a]! - row[b]!;
      if (dx < 0) dx = -dx;
      if (dy < 0) dy = -dy;
      // A run is straight (one of dx, dy is 0) or diagonal (dx = dy).
      return dx === dy ? dx * diagonalCost : dx + dy;
    };

    /**
     * Counts a step of a long run (a diagonal step scans two lines) and polls the control when due,
     * so that limits hold inside one expansion; true when the search must stop.
     */
    const tick = (): boolean => {
      if (++work < control.nextCheck) return false;
      const s = control.poll(stats, ws.size, seen, 0, work);
      if (s === undefined || s.status === 'paused') return false;
      stop = s;
      return true;
    };

    /** Whether a diagonal step from `c` by (dx, dy·stride) is allowed. */
    const diagonalOk = (c: number, dx: number, dys: number): boolean => open[c + dx + dys] === 1 && open[c + dx]! + open[c + dys]! >= need;

    /**
     * Jumps straight from `c` by `d` (±1 or ±stride); `s` is the perpendicular offset. Returns the
     * jump point, or -1.
     */
    const jumpStraight = (c: number, d: number, s: number): number => {
      for (;;) {
        const n = c + d;
        if (open[n] === 0) return -1;
        if (n === goalCell) return n;
        if (need === 2) {
          // No corner cutting: a side cell open here but blocked one step back is reached by turning here.
          if ((open[n + s] === 1 && open[c + s] === 0) || (open[n - s] === 1 && open[c - s] === 0)) return n;
        } else if (need === 3) {
          if ((open[n + s] === 1 && open[c + s] === 0) || (open[n - s] === 1 && open[c - s] === 0)) return n;
          // 4-connected: a vertical run also stops where a horizontal run from it finds a jump point.
          if (d === stride || d === -stride) {
            if (jumpStraight(n, 1, stride) >= 0 || jumpStraight(n, -1, stride) >= 0) return n;
            if (tick()) return -1;
          }
        } else if ((open[n + d + s] === 1 && open[n + s] === 0) || (open[n + d - s] === 1 && open[n - s] === 0)) {
          // Corner cutting: the diagonal past a blocked side cell is reached by cutting the corner here.
          return n;
        }
        c = n;
      }
    };

    /** Jumps diagonally from `c` by (dx, dys); the jump point, or -1 (also when a poll stops the search). */
    const jumpDiagonal = (c: number, dx: number, dys: number): number => {
      for (;;) {
        if (!diagonalOk(c, dx, dys)) return -1;
        const n = c + dx + dys;
        if (n === goalCell) return n;
        if (need < 2 && ((open[n - dx + dys] === 1 && open[n - dx] === 0) || (open[n + dx - dys] === 1 && open[n - dys] === 0))) return n;
        if (jumpStraight(n, dx, stride) >= 0 || jumpStraight(n, dys, 1) >= 0) return n;
        if (tick()) return -1;
        c = n;
      }
    };

    let current = 0;
    let currentG = 0;
    /** Jumps from `current` in direction (dx, dy) and relaxes the jump point found. */
    const jump = (dx: number, dy: number): void => {
      const dys = dy * stride;
      const n = dx === 0 ? jumpStraight(current, dys, 1) : dy === 0 ? jumpStraight(current, dx, stride) : jumpDiagonal(current, dx, dys);
      if (n < 0) return;
      generated++;
      const m = mark[n]!;
      if (m === done) {
        duplicates++;
        return;
      }
      const ng = currentG + runCost(current, n);
      if (m === stamp) {
        if (ng >= g[n]!) {
          duplicates++;
          return;
        }
        g[n] = ng;
        f[n] = ng + distance(col[n]!, row[n]!, gx, gy);
        parent[n] = current;
        ws.decreased(n);
        return;
      }
      mark[n] = stamp;
      g[n] = ng;
      f[n] = ng + distance(col[n]!, row[n]!, gx, gy);
      parent[n] = current;
      ws.push(n);
      seen++;
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

    const s0 = setup.start;
    mark[s0] = stamp;
    g[s0] = 0;
    f[s0] = distance(col[s0]!, row[s0]!, gx, gy);
    parent[s0] = -1;
    ws.push(s0);
    while (ws.size > 0) {
      if (ws.size > stats.peakFrontier) stats.peakFrontier = ws.size;
      const c = ws.pop();
      mark[c] = done;
      if (c === goalCell) return finish(finishPath(grid, ws, 'solved', c, stats));
      if (expanded >= maxExpansions) {
        stop = control.expansionsSpent;
        break;
      }
      if (tick()) break;
      expanded++;
      current = c;
      currentG = g[c]!;
      const p = parent[c]!;
      if (p < 0) {
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && (need < 3 || dx === 0 || dy === 0)) jump(dx, dy);
      } else {
        const dx = Math.sign(col[c]! - col[p]!);
        const dy = Math.sign(row[c]! - row[p]!);
        successors(c, dx, dy);
      }
      if (stop !== undefined) break;
      if (seen >= maxStored) {
        stop = control.storedFull;
        break;
      }
    }
    if (stop !== undefined) return finish(noPath(stop, stats));
    if (options.closest !== true) return finish(noPath(undefined, stats));
    stats.expanded += expanded;
    stats.generated += generated;
    stats.duplicates += duplicates;
    expanded = generated = duplicates = 0;
    // The goal is unreachable: the nearest reachable cell needs every reachable cell's cost.
    return runAStar(grid, ws, setup, stats, true);

    /** The directions to jump in from `c`, reached moving (dx, dy): the natural ones and the forced ones. */
    function successors(c: number, dx: number, dy: number): void {
      const dys = dy * stride;
      if (need === 3) {
        // 4-connected: a horizontal arrival may turn either way; a vertical one turns where it stopped.
        if (dy === 0) {
          jump(dx, 0);
          jump(0, -1);
          jump(0, 1);
        } else {
          jump(0, dy);
          jump(-1, 0);
          jump(1, 0);
        }
        return;
      }
      if (dx !== 0 && dy !== 0) {
        jump(dx, 0);
        jump(0, dy);
        jump(dx, dy);
        if (need < 2) {
          // Corner cutting: past a blocked cell behind, the diagonal beyond it is forced.
          if (open[c - dx] === 0) jump(-dx, dy);
          if (open[c - dys] === 0) jump(dx, -dy);
        }
        return;
      }
      if (dy === 0) {
        jump(dx, 0);
        straightForced(c, -1, dx, 0, -stride, -dx);
        straightForced(c, 1, dx, 0, stride, -dx);
      } else {
        jump(0, dy);
        straightForced(c, -1, 0, dy, -1, -dys);
        straightForced(c, 1, 0, dy, 1, -dys);
      }
    }

    /**
     * The forced turns of a straight arrival at `c` moving (dx, dy), on the side `side` (−1 or 1)
     * whose cell is `c + offset`; `back` steps to the cell before `c`.
     */
    function straightForced(c: number, side: number, dx: number, dy: number, offset: number, back: number): void {
      const sx = dx === 0 ? side : 0;
      const sy = dy === 0 ? side : 0;
      if (need === 2) {
        // No corner cutting: the side cell is open here and blocked one step back.
        if (open[c + offset] === 1 && open[c + back + offset] === 0) {
          jump(sx, sy);
          jump(dx + sx, dy + sy);
        }
      } else if (open[c + offset] === 0) jump(dx + sx, dy + sy); // corner cutting past the blocked side cell
    }
  } finally {
    ws.busy = false;
  }
}
