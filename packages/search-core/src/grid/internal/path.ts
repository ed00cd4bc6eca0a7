import type { Stop } from '../../internal/control.js';
import type { SearchStats } from '../../result.js';
import type { Grid } from '../grid.js';
import type { GridNoPath, GridPath } from '../grid-search-options.js';
import type { Workspace } from './workspace.js';

/**
 * The path to `end` through the parents, as cell numbers of the grid. Consecutive parents may be
 * apart (jump points): the cells between them, on a straight or diagonal line, are filled in.
 */
export function finishPath(grid: Grid, ws: Workspace, status: 'solved' | 'closest', end: number, stats: SearchStats): GridPath {
  const { parent, col, row } = ws;
  const width = grid.width;
  const cells: number[] = [];
  let at = end;
  let x = col[at]! - 1;
  let y = row[at]! - 1;
  cells.push(y * width + x);
  for (let from = parent[at]!; from >= 0; at = from, from = parent[at]!) {
    const fx = col[from]! - 1;
    const fy = row[from]! - 1;
    const sx = Math.sign(fx - x);
    const sy = Math.sign(fy - y);
    while (x !== fx || y !== fy) {
      if (x !== fx) x += sx;
      if (y !== fy) y += sy;
      cells.push(y * width + x);
    }
  }
  cells.reverse();
  return { status, cells, cost: ws.g[end]!, end: cells[cells.length - 1]!, stats };
}

/** No path: stopped by `stop`, or (undefined) every reachable cell seen. */
export function noPath(stop: Stop | undefined, stats: SearchStats): GridNoPath {
  if (stop === undefined) return { status: 'exhausted', stats };
  return stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: stop.limit, stats };
}
