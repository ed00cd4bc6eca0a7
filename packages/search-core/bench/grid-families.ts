/**
 * A benchmark grid (4-connected, unit moves) as one closure problem for every search family:
 * successors, the Manhattan distance, predecessors and a goal for NBS, successors by f-change
 * for EPEA*, and the Manhattan distance to the start as NBS's backward heuristic.
 */
import type { BidirectionalProblem, Emit } from '../src/index.js';
import type { BenchGrid } from './grid.js';

export function gridFamilies(
  grid: BenchGrid,
  start: number,
  goal: number,
): { problem: BidirectionalProblem<number, number>; backwardHeuristic: (cell: number) => number } {
  const { width, height, walls } = grid;
  const gx = goal % width;
  const gy = (goal - gx) / width;
  const sx = start % width;
  const sy = (start - sx) / width;
  const h = (s: number): number => {
    const x = s % width;
    return Math.abs(x - gx) + Math.abs((s - x) / width - gy);
  };
  /** Calls `visit` for each open neighbour with the move (0 up, 1 left, 2 right, 3 down). */
  const neighbours = (s: number, visit: (t: number, m: number) => void): void => {
    const x = s % width;
    if (s >= width && walls[s - width] === 0) visit(s - width, 0);
    if (x > 0 && walls[s - 1] === 0) visit(s - 1, 1);
    if (x < width - 1 && walls[s + 1] === 0) visit(s + 1, 2);
    if (s < width * (height - 1) && walls[s + width] === 0) visit(s + width, 3);
  };
  const problem: BidirectionalProblem<number, number> = {
    initial: start,
    expand: (s: number, emit: Emit<number, number>) => neighbours(s, emit),
    isGoal: (s) => s === goal,
    heuristic: h,
    key: (s) => s,
    goal,
    predecessors: (s) => {
      const out: { state: number; move: number }[] = [];
      neighbours(s, (t, m) => out.push({ state: t, move: 3 - m }));
      return out;
    },
    expandByFChange(s, above, atMost, emit) {
      let next = Infinity;
      const hs = h(s);
      neighbours(s, (t, m) => {
        const change = 1 + h(t) - hs;
        if (change > above && change <= atMost) emit(t, m, 1);
        else if (change > atMost && change < next) next = change;
      });
      return next;
    },
  };
  const backwardHeuristic = (s: number): number => {
    const x = s % width;
    return Math.abs(x - sx) + Math.abs((s - x) / width - sy);
  };
  return { problem, backwardHeuristic };
}
