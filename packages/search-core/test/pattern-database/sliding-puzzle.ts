/**
 * Small sliding puzzles (2×4, 3×3) for the pattern database tests: an obvious breadth-first oracle
 * over the whole state space (no search-core code), and an in-place problem for IDA*.
 * Boards are `tiles[cell]`, 0 the blank; the goal has tile t on cell t.
 */
import type { InPlaceProblem } from '@puzzle-solvers/search-core';

/** Every board reachable from the goal with its fewest moves, found by a plain BFS. */
export interface Oracle {
  /** The boards in breadth-first order from the goal. */
  readonly boards: number[][];
  /** The fewest moves to each board of `boards`, at the same index. */
  readonly distances: number[];
  /** The fewest moves from `tiles` to the goal (undefined for a board the goal does not reach). */
  distanceOf(tiles: readonly number[]): number | undefined;
}

const oracles = new Map<string, Oracle>();

export function oracle(width: number, height: number): Oracle {
  const name = `${width}x${height}`;
  const known = oracles.get(name);
  if (known) return known;
  const n = width * height;
  // A board read as the digits of a base-n number: one key per board (n^n is below 2^53 here).
  const keyOf = (tiles: readonly number[]) => tiles.reduce((k, t) => k * n + t, 0);
  const goal = Array.from({ length: n }, (_, i) => i);
  const index = new Map<number, number>([[keyOf(goal), 0]]);
  const boards = [goal];
  const distances = [0];
  for (let i = 0; i < boards.length; i++) {
    const board = boards[i]!;
    const d = distances[i]!;
    const blank = board.indexOf(0);
    for (const next of around(blank, width, height)) {
      const child = board.slice();
      child[blank] = child[next]!;
      child[next] = 0;
      const key = keyOf(child);
      if (!index.has(key)) {
        index.set(key, boards.length);
        boards.push(child);
        distances.push(d + 1);
      }
    }
  }
  const distanceOf = (tiles: readonly number[]) => {
    const i = index.get(keyOf(tiles));
    return i === undefined ? undefined : distances[i];
  };
  const result = { boards, distances, distanceOf };
  oracles.set(name, result);
  return result;
}

function around(cell: number, width: number, height: number): number[] {
  const x = cell % width;
  const y = Math.floor(cell / width);
  const out: number[] = [];
  if (y > 0) out.push(cell - width);
  if (x > 0) out.push(cell - 1);
  if (x < width - 1) out.push(cell + 1);
  if (y < height - 1) out.push(cell + width);
  return out;
}

export interface Position {
  tiles: number[];
  blank: number;
}

/** The puzzle as an in-place problem for idaStarInPlace; moves are the cell the blank goes to. */
export function slidingInPlace(
  width: number,
  height: number,
  tiles: readonly number[],
  heuristic: (tiles: number[]) => number,
): InPlaceProblem<Position, number> {
  // A move is the pair (from, to) of blank cells packed as from * 64 + to, so its inverse is known.
  return {
    state: { tiles: tiles.slice(), blank: tiles.indexOf(0) },
    moves(s, previous) {
      const back = previous === undefined ? -1 : previous >> 6;
      return around(s.blank, width, height)
        .filter((c) => c !== back)
        .map((c) => s.blank * 64 + c);
    },
    apply(s, move) {
      const to = move & 63;
      s.tiles[s.blank] = s.tiles[to]!;
      s.tiles[to] = 0;
      s.blank = to;
      return 1;
    },
    undo(s, move) {
      const from = move >> 6;
      s.tiles[s.blank] = s.tiles[from]!;
      s.tiles[from] = 0;
      s.blank = from;
    },
    isGoal: (s) => s.tiles.every((t, c) => t === c),
    heuristic: (s) => heuristic(s.tiles),
    clone: (s) => ({ tiles: s.tiles.slice(), blank: s.blank }),
  };
}

/** Sum of the tiles' Manhattan distances to their goal cells. */
export function manhattan(tiles: readonly number[], width: number): number {
  let sum = 0;
  tiles.forEach((t, c) => {
    if (t !== 0) sum += Math.abs((t % width) - (c % width)) + Math.abs(Math.floor(t / width) - Math.floor(c / width));
  });
  return sum;
}
