import { SearchError } from '../errors.js';
import type { Stop } from '../internal/control.js';
import type { Grid, GridPoint } from './grid.js';
import { estimateFactors, runAStar } from './grid-astar.js';
import type { GridPathResult, GridSearchOptions } from './grid-search-options.js';
import { finishPath, noPath } from './internal/path.js';
import { JUMP_TABLE_BYTES_PER_CELL } from './internal/jump-table.js';
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
  const setup = setUp(grid, start, goal, options, JUMP_TABLE_BYTES_PER_CELL);
  if (setup.refused) return setup.refused;
  const ws = workspaceOf(grid);
  ws.busy = true;
  try {
    const stats = newGridStats();
    const { need, diagonalCost, control } = setup;
    const { diagonalFactor } = estimateFactors(grid, setup);
    const stride = grid.width + 2;
    const step = ws.steps(stride);
    const finish = (result: GridPathResult, seen: number): GridPathResult => {
      if (seen > stats.peakStored) stats.peakStored = seen;
      return control.finish(result);
    };
    const early = control.initial();
    if (early) return finish(noPath(early, stats), 0);
    control.begin(false, 0);
    let stop: Stop | undefined;
    const table = ws.jumpTable(grid, need, () => {
      stop = control.poll(stats, 0, 0, 0, control.nextCheck) as Stop | undefined;
      return stop;
    });
    if (table === undefined) return finish(noPath(stop, stats), 0);

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

    const estimate = (cell: number): number => {
      let dx = col[cell]! - gx;
      let dy = row[cell]! - gy;
      if (dx < 0) dx = -dx;
      if (dy < 0) dy = -dy;
      return dx < dy ? dy - dx + diagonalFactor * dx : dx - dy + diagonalFactor * dy;
    };

    let current = 0;
    let currentG = 0;
    let cx = 0;
    let cy = 0;
    /**
     * Jumps from `current` in direction `d` (see Workspace.steps): to the goal when the run passes
     * it, to the cell of the run in line with the goal when the goal lies ahead of a diagonal (or,
     * 4-connected, of a vertical) run, else to the run's jump point; and relaxes the cell reached.
     */
    const jump = (d: number, dx: number, dy: number): void => {
      const k = table[current * 8 + d]!;
      const run = k > 0 ? k : -k;
      let length = -1;
      if (d >= 4) {
        const kx = (gx - cx) * dx;
        const ky = (gy - cy) * dy;
        if (kx > 0 && ky > 0) {
          const m = Math.min(kx, ky);
          if (m <= run) length = m;
        }
      } else if (dy === 0) {
        if (gy === cy) {
          const kx = (gx - cx) * dx;
          if (kx > 0 && kx <= run) length = kx;
        }
      } else {
        const ky = (gy - cy) * dy;
        if (ky > 0 && ky <= run && (gx === cx || need === 3)) length = ky;
      }
      if (length < 0) {
        if (k <= 0) return;
        length = k;
      }
      const n = current + length * step[d]!;
      generated++;
      const m = mark[n]!;
      if (m === done) {
        duplicates++;
        return;
      }
      const ng = currentG + (d >= 4 ? length * diagonalCost : length);
      if (m === stamp) {
        if (ng >= g[n]!) {
          duplicates++;
          return;
        }
        g[n] = ng;
        f[n] = ng + estimate(n);
        parent[n] = current;
        ws.decreased(n);
        return;
      }
      mark[n] = stamp;
      g[n] = ng;
      f[n] = ng + estimate(n);
      parent[n] = current;
      ws.push(n);
      seen++;
    };

    const open = grid.open;
    const s0 = setup.start;
    mark[s0] = stamp;
    g[s0] = 0;
    f[s0] = estimate(s0);
    parent[s0] = -1;
    ws.push(s0);
    const settle = (result: GridPathResult): GridPathResult => {
      stats.expanded += expanded;
      stats.generated += generated;
      stats.duplicates += duplicates;
      return finish(result, seen);
    };
    while (ws.size > 0) {
      if (ws.size > stats.peakFrontier) stats.peakFrontier = ws.size;
      const c = ws.pop();
      mark[c] = done;
      if (c === goalCell) return settle(finishPath(grid, ws, 'solved', c, stats));
      if (expanded >= maxExpansions) {
        stop = control.expansionsSpent;
        break;
      }
      if (expanded >= control.nextCheck) {
        const s = control.poll(stats, ws.size, seen, f[c]!, expanded);
        if (s !== undefined && s.status !== 'paused') {
          stop = s;
          break;
        }
      }
      expanded++;
      current = c;
      currentG = g[c]!;
      cx = col[c]!;
      cy = row[c]!;
      const p = parent[c]!;
      if (p < 0) {
        jump(0, 0, -1);
        jump(1, -1, 0);
        jump(2, 1, 0);
        jump(3, 0, 1);
        if (need < 3) {
          jump(4, -1, -1);
          jump(5, 1, -1);
          jump(6, -1, 1);
          jump(7, 1, 1);
        }
      } else {
        const px = col[p]!;
        const py = row[p]!;
        successors(c, cx > px ? 1 : cx < px ? -1 : 0, cy > py ? 1 : cy < py ? -1 : 0);
      }
      if (seen >= maxStored) {
        stop = control.storedFull;
        break;
      }
    }
    if (stop !== undefined) return settle(noPath(stop, stats));
    if (options.closest !== true) return settle(noPath(undefined, stats));
    stats.expanded += expanded;
    stats.generated += generated;
    stats.duplicates += duplicates;
    if (seen > stats.peakStored) stats.peakStored = seen;
    // The goal is unreachable: the nearest reachable cell needs every reachable cell's cost.
    return runAStar(grid, ws, setup, stats, true);

    /** Jumps from `c`, reached moving (dx, dy): in the natural directions and the forced ones. */
    function successors(c: number, dx: number, dy: number): void {
      const dys = dy * stride;
      if (need === 3) {
        // 4-connected: a horizontal arrival may turn either way; a vertical one turns where it stopped.
        if (dy === 0) jump(dx < 0 ? 1 : 2, dx, 0);
        else jump(dy < 0 ? 0 : 3, 0, dy);
        if (dy === 0 || dx !== 0) {
          jump(0, 0, -1);
          jump(3, 0, 1);
        }
        if (dx === 0) {
          jump(1, -1, 0);
          jump(2, 1, 0);
        }
        return;
      }
      const horizontal = dx < 0 ? 1 : 2;
      const vertical = dy < 0 ? 0 : 3;
      if (dx !== 0 && dy !== 0) {
        jump(horizontal, dx, 0);
        jump(vertical, 0, dy);
        jump(diagonal(dx, dy), dx, dy);
        if (need < 2) {
          // Corner cutting: past a blocked cell behind, the diagonal beyond it is forced.
          if (open[c - dx] === 0) jump(diagonal(-dx, dy), -dx, dy);
          if (open[c - dys] === 0) jump(diagonal(dx, -dy), dx, -dy);
        }
        return;
      }
      if (dy === 0) {
        jump(horizontal, dx, 0);
        forcedTurn(c, dx, 0, 0, -1, -stride, -dx);
        forcedTurn(c, dx, 0, 0, 1, stride, -dx);
      } else {
        jump(vertical, 0, dy);
        forcedTurn(c, 0, dy, -1, 0, -1, -dys);
        forcedTurn(c, 0, dy, 1, 0, 1, -dys);
      }
    }

    /**
     * The forced turns of a straight arrival at `c` moving (dx, dy) towards the side (sx, sy),
     * whose cell is `c + offset`; `back` steps to the cell before `c`.
     */
    function forcedTurn(c: number, dx: number, dy: number, sx: number, sy: number, offset: number, back: number): void {
      if (need === 2) {
        // No corner cutting: the side cell is open here and blocked one step back.
        if (open[c + offset] === 1 && open[c + back + offset] === 0) {
          jump(sy < 0 ? 0 : sy > 0 ? 3 : sx < 0 ? 1 : 2, sx, sy);
          jump(diagonal(dx + sx, dy + sy), dx + sx, dy + sy);
        }
      } else if (open[c + offset] === 0) jump(diagonal(dx + sx, dy + sy), dx + sx, dy + sy); // cutting the corner past the blocked side cell
    }
  } finally {
    ws.busy = false;
  }
}

/** The index of a diagonal direction in Workspace.steps. */
function diagonal(dx: number, dy: number): number {
  return dy < 0 ? (dx < 0 ? 4 : 5) : dx < 0 ? 6 : 7;
}
