import { describe, expect, it } from 'vitest';
import { CancelFlag, SearchError } from '@puzzle-solvers/search-core';
import { DiagonalMovement, Grid, type GridPathResult, gridAStar, jumpPointSearch } from '@puzzle-solvers/search-core/grid';

/** A map drawn as text (`#` walls, `S` start, `G` goal, digits weights), and the path drawn back in with `*`. */
function drawn(rows: readonly string[]) {
  const grid = Grid.fromRows(rows.map((r) => r.replace(/[SG1-9]/g, '.')));
  let start = 0;
  let goal = 0;
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === 'S') start = grid.cell(x, y);
      if (ch === 'G') goal = grid.cell(x, y);
      if (/[1-9]/.test(ch)) grid.setWeight(x, y, Number(ch));
    }),
  );
  const draw = (r: GridPathResult) => {
    const out = rows.map((row) => [...row]);
    for (const cell of r.cells ?? []) {
      const { x, y } = grid.point(cell);
      if (out[y]![x] === '.') out[y]![x] = '*';
    }
    return out.map((row) => row.join(''));
  };
  return { grid, start, goal, draw };
}

describe('gridAStar', () => {
  it('goes round a wall 4-connected, and the route drawn back is the shortest', () => {
    const { grid, start, goal, draw } = drawn(['S..#....', '.#.#.##.', '.#...#.G']);
    const r = gridAStar(grid, start, goal);
    expect(r.status).toBe('solved');
    expect(r.cost).toBe(13);
    expect(draw(r)).toEqual(['S**#****', '.#*#*##*', '.#***#.G']);
  });

  it('steps diagonally past corners only as the rule allows', () => {
    const rows = ['S#', '#G'];
    const { grid, start, goal } = drawn(rows);
    expect(gridAStar(grid, start, goal, { diagonal: DiagonalMovement.Always }).cost).toBe(Math.SQRT2);
    for (const diagonal of [DiagonalMovement.IfAtMostOneObstacle, DiagonalMovement.OnlyWhenNoObstacles, DiagonalMovement.Never]) {
      expect(gridAStar(grid, start, goal, { diagonal }).status).toBe('exhausted');
    }
    const corner = drawn(['S#', '.G']);
    expect(gridAStar(corner.grid, corner.start, corner.goal, { diagonal: DiagonalMovement.IfAtMostOneObstacle }).cost).toBe(Math.SQRT2);
    expect(gridAStar(corner.grid, corner.start, corner.goal, { diagonal: DiagonalMovement.OnlyWhenNoObstacles }).cost).toBe(2);
  });

  it('walks round costly cells when that is cheaper, and through them when not', () => {
    const { grid, start, goal, draw } = drawn(['S9G', '...']);
    const r = gridAStar(grid, start, goal);
    expect(r.cost).toBe(4);
    expect(draw(r)).toEqual(['S9G', '***']);
    grid.setWeight(1, 0, 2);
    expect(gridAStar(grid, start, goal).cost).toBe(3);
  });

  it('prices a diagonal step at diagonalCost', () => {
    const { grid, start, goal } = drawn(['S..', '...', '..G']);
    expect(gridAStar(grid, start, goal, { diagonal: DiagonalMovement.Always, diagonalCost: 1.4 }).cost).toBeCloseTo(2.8);
    expect(gridAStar(grid, start, goal, { diagonal: DiagonalMovement.Always, diagonalCost: 2.5 }).cost).toBe(4);
  });

  it('with closest, leads to the reachable cell nearest to a walled-off goal', () => {
    const { grid, start, goal, draw } = drawn(['S...#G', '....##', '......']);
    expect(gridAStar(grid, start, goal).status).toBe('exhausted');
    const r = gridAStar(grid, start, goal, { closest: true });
    expect(r.status).toBe('closest');
    expect(grid.point(r.end!)).toEqual({ x: 3, y: 0 });
    expect(draw(r)).toEqual(['S***#G', '....##', '......']);
    expect(jumpPointSearch(grid, start, goal, { closest: true })).toMatchObject({ status: 'closest', end: r.end, cost: r.cost });
  });

  it('is already at a goal that is its start, and leaves a blocked start', () => {
    const { grid, start } = drawn(['S.', '..']);
    expect(gridAStar(grid, start, start)).toMatchObject({ status: 'solved', cost: 0, cells: [start] });
    grid.setWalkable(0, 0, false);
    expect(gridAStar(grid, start, grid.cell(1, 1))).toMatchObject({ status: 'solved', cost: 2 });
    expect(gridAStar(grid, grid.cell(1, 1), start).status).toBe('exhausted');
  });

  it('sees the changes of a grid it searched before, jump point search included', () => {
    const { grid, start, goal } = drawn(['S....', '.....', '....G']);
    const options = { diagonal: DiagonalMovement.OnlyWhenNoObstacles } as const;
    expect(jumpPointSearch(grid, start, goal, options).cost).toBeCloseTo(2 + 2 * Math.SQRT2);
    for (let y = 0; y < 2; y++) grid.setWalkable(2, y, false);
    const a = gridAStar(grid, start, goal, options);
    expect(jumpPointSearch(grid, start, goal, options).cost).toBeCloseTo(a.cost!);
    grid.setWalkable(2, 2, false);
    expect(jumpPointSearch(grid, start, goal, options).status).toBe('exhausted');
  });

  it('honours maxExpansions, maxStates, maxMemoryBytes, timeoutMs, an aborted signal and a CancelFlag', () => {
    const grid = new Grid(300, 300);
    const far = grid.cell(299, 299);
    expect(gridAStar(grid, 0, far, { maxExpansions: 10 })).toMatchObject({ status: 'limit', limit: 'expansions', stats: { expanded: 10 } });
    expect(gridAStar(grid, 0, far, { maxStates: 50 })).toMatchObject({ status: 'limit', limit: 'states' });
    expect(gridAStar(grid, 0, far, { maxMemoryBytes: 1000 })).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(jumpPointSearch(grid, 0, far, { maxMemoryBytes: 1000 })).toMatchObject({ status: 'limit', limit: 'memory' });
    expect(gridAStar(grid, 0, far, { timeoutMs: 0 })).toMatchObject({ status: 'limit', limit: 'time' });
    const controller = new AbortController();
    controller.abort();
    expect(gridAStar(grid, 0, far, { signal: controller.signal }).status).toBe('aborted');
    const flag = new CancelFlag();
    flag.cancel();
    expect(jumpPointSearch(grid, 0, far, { cancel: flag }).status).toBe('aborted');
  });

  it('stops within its time limit on a big maze, whatever one step costs', () => {
    // A serpentine: every other row a wall with one gap, at the right end, then the left.
    const size = 1500;
    const grid = new Grid(size, size);
    for (let y = 1; y < size; y += 2) for (let x = 0; x < size; x++) if (x !== (y % 4 === 1 ? size - 1 : 0)) grid.setWalkable(x, y, false);
    const goal = grid.cell(0, size - 1);
    for (const search of [gridAStar, jumpPointSearch]) {
      search(grid, 0, 1); // the first search makes the grid's arrays (and jump table)
      const t = performance.now();
      const r = search(grid, 0, goal, { timeoutMs: 20 });
      const elapsed = performance.now() - t;
      expect(r.status === 'solved' || (r.status === 'limit' && r.limit === 'time')).toBe(true);
      // The overshoot in milliseconds is the limits benchmark's to measure on a quiet machine; a
      // test on a shared one only checks that the search stopped long before solving the maze.
      expect(elapsed).toBeLessThan(1000);
      expect(r.stats.expanded).toBeLessThan(size * size);
    }
  });

  it('refuses points off the grid, unknown rules and weights jump point search cannot take', () => {
    const grid = new Grid(3, 3);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        if (error instanceof SearchError) return error.code;
        throw error;
      }
      return 'none';
    };
    expect(code(() => gridAStar(grid, { x: 3, y: 0 }, 0))).toBe('invalid-option');
    expect(code(() => gridAStar(grid, 0, 9))).toBe('invalid-option');
    expect(code(() => gridAStar(grid, 0, 1.5))).toBe('invalid-option');
    expect(code(() => gridAStar(grid, 0, 1, { diagonal: 'sometimes' as DiagonalMovement }))).toBe('invalid-option');
    expect(code(() => gridAStar(grid, 0, 1, { diagonalCost: 0.5 }))).toBe('invalid-option');
    expect(code(() => grid.setWeight(0, 0, 0))).toBe('invalid-option');
    expect(code(() => new Grid(0, 3))).toBe('invalid-option');
    grid.setWeight(1, 1, 2);
    expect(code(() => jumpPointSearch(grid, 0, 8))).toBe('invalid-option');
    grid.setWeight(1, 1, 1);
    expect(jumpPointSearch(grid, 0, 8).status).toBe('solved');
  });

  it('runs a search started inside another search of the same grid (its onProgress)', () => {
    const grid = new Grid(200, 200);
    let inner: GridPathResult | undefined;
    const outer = gridAStar(grid, 0, grid.cell(199, 199), {
      progressIntervalMs: 0,
      checkEvery: 1,
      onProgress: () => {
        inner ??= gridAStar(grid, 0, grid.cell(5, 5));
      },
    });
    expect(outer).toMatchObject({ status: 'solved', cost: 398 });
    expect(inner).toMatchObject({ status: 'solved', cost: 10 });
  });
});
