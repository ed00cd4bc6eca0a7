/**
 * Slow, obvious references for the grid searches: Dijkstra over every cell with the movement rules
 * written out plainly, a path checker, and random grids.
 */
import fc from 'fast-check';
import { type DiagonalMovement, Grid } from '@puzzle-solvers/search-core/grid';

export const RULES: readonly DiagonalMovement[] = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];

/** Whether one step from (x, y) by (dx, dy) is allowed under `rule` (the target must be open). */
export function stepAllowed(grid: Grid, rule: DiagonalMovement, x: number, y: number, dx: number, dy: number): boolean {
  const tx = x + dx;
  const ty = y + dy;
  if (!grid.contains(tx, ty) || !grid.isWalkable(tx, ty)) return false;
  if (dx === 0 || dy === 0) return true;
  const a = grid.contains(tx, y) && grid.isWalkable(tx, y);
  const b = grid.contains(x, ty) && grid.isWalkable(x, ty);
  switch (rule) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'if-at-most-one-obstacle':
      return a || b;
    case 'only-when-no-obstacles':
      return a && b;
  }
}

export function stepCost(grid: Grid, dx: number, dy: number, tx: number, ty: number, diagonalCost: number): number {
  return (dx !== 0 && dy !== 0 ? diagonalCost : 1) * grid.weight(tx, ty);
}

/** Dijkstra from `start` (O(n²), fine for small grids): the cost of every cell, Infinity if unreachable. */
export function dijkstraCosts(grid: Grid, rule: DiagonalMovement, diagonalCost: number, start: number): Float64Array {
  const n = grid.size;
  const dist = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  dist[start] = 0;
  for (;;) {
    let best = -1;
    for (let c = 0; c < n; c++) if (done[c] === 0 && dist[c]! < Infinity && (best < 0 || dist[c]! < dist[best]!)) best = c;
    if (best < 0) return dist;
    done[best] = 1;
    const { x, y } = grid.point(best);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || !stepAllowed(grid, rule, x, y, dx, dy)) continue;
        const t = grid.cell(x + dx, y + dy);
        const d = dist[best]! + stepCost(grid, dx, dy, x + dx, y + dy, diagonalCost);
        if (d < dist[t]!) dist[t] = d;
      }
    }
  }
}

/** The searches' estimate of the distance between two cells, written the same way (so ties compare equal). */
export function estimate(grid: Grid, rule: DiagonalMovement, diagonalCost: number, a: number, b: number): number {
  const p = grid.point(a);
  const q = grid.point(b);
  const dx = Math.abs(p.x - q.x);
  const dy = Math.abs(p.y - q.y);
  const factor = rule === 'never' ? 2 : Math.min(diagonalCost, 2);
  let minWeight = Infinity;
  for (let y = 0; y < grid.height; y++)
    for (let x = 0; x < grid.width; x++) if (grid.isWalkable(x, y)) minWeight = Math.min(minWeight, grid.weight(x, y));
  if (minWeight === Infinity) minWeight = 1;
  return (dx < dy ? dy - dx + factor * dx : dx - dy + factor * dy) * minWeight;
}

/** Checks that `cells` is a legal path from `start` and returns its cost. */
export function pathCost(grid: Grid, rule: DiagonalMovement, diagonalCost: number, start: number, cells: readonly number[]): number {
  if (cells[0] !== start) throw new Error(`the path starts at ${cells[0]}, not at ${start}`);
  let cost = 0;
  for (let i = 1; i < cells.length; i++) {
    const a = grid.point(cells[i - 1]!);
    const b = grid.point(cells[i]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0) || !stepAllowed(grid, rule, a.x, a.y, dx, dy)) {
      throw new Error(`illegal step ${i} from (${a.x}, ${a.y}) to (${b.x}, ${b.y}) under ${rule}`);
    }
    cost += stepCost(grid, dx, dy, b.x, b.y, diagonalCost);
  }
  return cost;
}

export interface GridCase {
  readonly grid: Grid;
  readonly rule: DiagonalMovement;
  readonly diagonalCost: number;
  readonly start: number;
  readonly goal: number;
}

/** Random small grids: walls at a random density, optional weights, any rule, start and goal anywhere. */
export function gridCaseArb({ weighted }: { weighted: boolean }): fc.Arbitrary<GridCase> {
  return fc
    .record({
      width: fc.integer({ min: 1, max: 14 }),
      height: fc.integer({ min: 1, max: 14 }),
      density: fc.integer({ min: 0, max: 55 }).map((percent) => percent / 100),
      rule: fc.constantFrom(...RULES),
      diagonalCost: weighted ? fc.constantFrom(Math.SQRT2, 1, 1.4, 2.5) : fc.constantFrom(Math.SQRT2, Math.SQRT2, 1, 1.5),
      seed: fc.integer(),
      startAt: fc.integer({ min: 0, max: 9999 }).map((n) => n / 10000),
      goalAt: fc.integer({ min: 0, max: 9999 }).map((n) => n / 10000),
    })
    .map(({ width, height, density, rule, diagonalCost, seed, startAt, goalAt }) => {
      const grid = new Grid(width, height);
      let s = seed >>> 0;
      const rand = () => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return s / 2 ** 32;
      };
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (rand() < density) grid.setWalkable(x, y, false);
          else if (weighted && rand() < 0.3) grid.setWeight(x, y, [2, 3, 5, 1.5][Math.floor(rand() * 4)]!);
        }
      }
      const start = Math.floor(startAt * width * height);
      const goal = Math.floor(goalAt * width * height);
      // Most starts open (a search from a wall is legal but rarely interesting).
      if (rand() < 0.9) grid.setWalkable(start % width, Math.floor(start / width), true);
      return { grid, rule, diagonalCost, start, goal };
    });
}

/** Renders a case as text, for a failing property's report. */
export function show({ grid, rule, diagonalCost, start, goal }: GridCase): string {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = '';
    for (let x = 0; x < grid.width; x++) {
      const c = y * grid.width + x;
      row +=
        c === start ? 'S' : c === goal ? 'G' : !grid.isWalkable(x, y) ? '#' : grid.weight(x, y) === 1 ? '.' : String(grid.weight(x, y))[0];
    }
    rows.push(row);
  }
  return `${rule} diagonal ${diagonalCost}\n${rows.join('\n')}`;
}
