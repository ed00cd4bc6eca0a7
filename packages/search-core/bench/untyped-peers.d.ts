// Minimal declarations for the benchmark's peers that ship no types.
declare module 'javascript-astar' {
  const value: {
    Graph: new (grid: number[][], options?: { diagonal?: boolean }) => { grid: unknown[][] };
    astar: {
      search(graph: unknown, start: unknown, end: unknown, options?: { heuristic?: unknown; closest?: boolean }): unknown[];
      heuristics: { manhattan: unknown; diagonal: unknown };
    };
  };
  export default value;
}
declare module 'pathfinding' {
  interface PfGrid {
    clone(): PfGrid;
  }
  interface PfFinder {
    findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][];
  }
  const value: {
    Grid: new (width: number, height: number, matrix: number[][]) => PfGrid;
    AStarFinder: new (options?: { diagonalMovement?: number }) => PfFinder;
    JumpPointFinder: new (options?: { diagonalMovement?: number }) => PfFinder;
    DiagonalMovement: { Always: number; Never: number; IfAtMostOneObstacle: number; OnlyWhenNoObstacles: number };
    Util: { expandPath(path: number[][]): number[][] };
  };
  export default value;
}
