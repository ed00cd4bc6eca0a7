/**
 * Small sliding puzzles (2×4, 3×3) for the pattern database tests: an obvious breadth-first oracle
 * over the whole state space (no search-core code), and an in-place problem for IDA*.
 * Boards are `tiles[cell]`, 0 the blank; the goal has tile t on cell t.
 */
import type { InPlaceProblem } from '@puzzle-solvers/search-core';

/** Every board reachable from the goal with its fewest moves, found by a plain BFS. */
export interface Oracle {
  readonly boards: number[][];
  readonly distance: Map<string, number>;
}

const oracles = new Map<string, Oracle>();

export function oracle(width: number, height: number): Oracle {
  const name = `${width}x${height}`;
  const known = oracles.get(name);
  if (known) return known;
  const n = width * height;
  const goal = Array.from({ length: n }, (_, i) => i);
  const distance = new Map<string, number>([[goal.join(','), 0]]);
  const boards = [goal];
  for (let i = 0; i < boards.length; i++) {
    const board = boards[i]!;
    const d = distance.get(board.join(','))!;
    const blank = board.indexOf(0);
    for (const next of around(blank, width, height)) {
      const child = board.slice();
      child[blank] = child[next]!;
      child[next] = 0;
      const key = child.join(',');
      if (!distance.has(key)) {
        distance.set(key, d + 1);
        boards.push(child);
      }
    }
  }
  const result = { boards, distance };
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
