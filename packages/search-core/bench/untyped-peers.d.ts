// Minimal declarations for the benchmark's peers that ship no types.
declare module 'javascript-astar' {
  const value: {
    Graph: new (grid: number[][], options?: { diagonal?: boolean }) => { grid: unknown[][] };
    astar: { search(graph: unknown, start: unknown, end: unknown): unknown[] };
  };
  export default value;
}
declare module 'pathfinding' {
  interface PfGrid {
    clone(): PfGrid;
  }
  const value: {
    Grid: new (width: number, height: number, matrix: number[][]) => PfGrid;
    AStarFinder: new () => { findPath(sx: number, sy: number, gx: number, gy: number, grid: PfGrid): number[][] };
  };
  export default value;
}
