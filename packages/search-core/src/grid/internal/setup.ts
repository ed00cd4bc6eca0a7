import { SearchError } from '../../errors.js';
import { Control } from '../../internal/control.js';
import type { SearchStats } from '../../result.js';
import { DiagonalMovement } from '../diagonal-movement.js';
import type { Grid, GridPoint } from '../grid.js';
import type { GridNoPath, GridSearchOptions } from '../grid-search-options.js';
import { BYTES_PER_CELL } from './workspace.js';

/** How many of the two cells beside a diagonal step must be open; 3: no diagonal steps. */
export type DiagonalNeed = 0 | 1 | 2 | 3;

const NEEDS: Record<DiagonalMovement, DiagonalNeed> = {
  [DiagonalMovement.Always]: 0,
  [DiagonalMovement.IfAtMostOneObstacle]: 1,
  [DiagonalMovement.OnlyWhenNoObstacles]: 2,
  [DiagonalMovement.Never]: 3,
};

/** A grid search's checked arguments. */
export interface GridSetup {
  readonly start: number;
  readonly goal: number;
  readonly need: DiagonalNeed;
  readonly diagonalCost: number;
  readonly control: Control;
  /** Set when the search must not run: the memory its arrays need is over `maxMemoryBytes`. */
  readonly refused?: GridNoPath;
}

/** The padded cell of a point or a cell number, checked. */
function paddedCell(grid: Grid, at: GridPoint | number, name: string): number {
  let x: number;
  let y: number;
  if (typeof at === 'number') {
    if (!(at >= 0 && at < grid.size) || Math.floor(at) !== at) {
      throw new SearchError('invalid-option', `${name} cell ${String(at)} is off the ${grid.width}×${grid.height} grid`);
    }
    x = at % grid.width;
    y = (at - x) / grid.width;
  } else {
    x = at?.x;
    y = at?.y;
    if (!grid.contains(x, y)) {
      throw new SearchError('invalid-option', `${name} (${String(x)}, ${String(y)}) is off the ${grid.width}×${grid.height} grid`);
    }
  }
  return grid.padded(x, y);
}

/** Checks a search's arguments; `extraBytesPerCell` is what it needs besides the workspace (jump tables). */
export function setUp(
  grid: Grid,
  start: GridPoint | number,
  goal: GridPoint | number,
  options: GridSearchOptions,
  extraBytesPerCell = 0,
): GridSetup {
  const diagonal = options.diagonal ?? DiagonalMovement.Never;
  const need = NEEDS[diagonal];
  if (need === undefined) {
    throw new SearchError(
      'invalid-option',
      `diagonal must be one of ${Object.values(DiagonalMovement).join(', ')}, got ${String(diagonal)}`,
    );
  }
  const diagonalCost = options.diagonalCost ?? Math.SQRT2;
  if (!(diagonalCost >= 1) || diagonalCost === Infinity) {
    // Below 1, two diagonal steps would beat one straight step and the estimate would overshoot.
    throw new SearchError('invalid-option', `diagonalCost must be a finite number ≥ 1, got ${String(diagonalCost)}`);
  }
  const { maxMemoryBytes, ...rest } = options;
  const control = new Control(rest, 0);
  const setup = { start: paddedCell(grid, start, 'start'), goal: paddedCell(grid, goal, 'goal'), need, diagonalCost, control };
  if (maxMemoryBytes !== undefined) {
    if (!(maxMemoryBytes >= 0))
      throw new SearchError('invalid-option', `maxMemoryBytes must be a number ≥ 0, got ${String(maxMemoryBytes)}`);
    const bytes = (BYTES_PER_CELL + extraBytesPerCell) * (grid.width + 2) * (grid.height + 2);
    if (bytes > maxMemoryBytes) {
      const stats = newGridStats();
      return { ...setup, refused: control.finish({ status: 'limit', limit: 'memory', stats }) };
    }
  }
  return setup;
}

export function newGridStats(): SearchStats {
  return { expanded: 0, generated: 0, duplicates: 0, pruned: 0, reopened: 0, peakFrontier: 0, peakStored: 0, elapsedMs: 0, iterations: 1 };
}
