/**
 * The 15-puzzle as one closure problem that every search family can take: successors (never
 * undoing the last move), the Manhattan distance, predecessors and a goal for NBS, the successors by
 * f-change for EPEA*, and a backward heuristic (the Manhattan distance to the start board).
 */
import type { BidirectionalProblem, Emit } from '../src/index.js';
import { permutationRank } from '../test/fixtures/fifteen-puzzle.js';

/** Blank moves: up, left, right, down; INVERSE undoes each; 4 is "none". */
const DELTA = [-4, -1, 1, 4];
const INVERSE = [3, 2, 1, 0];
const MOVES: number[][] = [];
for (let blank = 0; blank < 16; blank++) {
  const r = blank >> 2;
  const c = blank & 3;
  for (let prev = 0; prev <= 4; prev++) {
    const list: number[] = [];
    if (r > 0 && prev !== 3) list.push(0);
    if (c > 0 && prev !== 2) list.push(1);
    if (c < 3 && prev !== 1) list.push(2);
    if (r < 3 && prev !== 0) list.push(3);
    MOVES[blank * 5 + prev] = list;
  }
}
const distance = (a: number, b: number): number => Math.abs((a >> 2) - (b >> 2)) + Math.abs((a & 3) - (b & 3));
/** MD[tile * 16 + cell]: the tile's distance from `cell` to its goal cell (tile t belongs on cell t). */
const MD = new Int32Array(256);
for (let t = 1; t < 16; t++) for (let cell = 0; cell < 16; cell++) MD[t * 16 + cell] = distance(t, cell);

export interface Board {
  readonly tiles: Uint8Array;
  readonly blank: number;
  readonly h: number;
  /** The last blank move (4: none), not undone by `expand`. */
  readonly last: number;
}

function board(tiles: readonly number[] | Uint8Array, last = 4): Board {
  const t = Uint8Array.from(tiles);
  let h = 0;
  for (let cell = 0; cell < 16; cell++) if (t[cell]! !== 0) h += MD[t[cell]! * 16 + cell]!;
  return { tiles: t, blank: t.indexOf(0), h, last };
}

function slide(b: Board, m: number, last: number): Board {
  const from = b.blank + DELTA[m]!;
  const tile = b.tiles[from]!;
  const tiles = b.tiles.slice();
  tiles[b.blank] = tile;
  tiles[from] = 0;
  return { tiles, blank: from, h: b.h + MD[tile * 16 + b.blank]! - MD[tile * 16 + from]!, last };
}

export const GOAL_TILES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** The problem from `tiles` to the goal (blank on cell 0), and its backward heuristic. */
export function fifteenFamilies(tiles: readonly number[]): {
  problem: BidirectionalProblem<Board, number>;
  backwardHeuristic: (b: Board) => number;
} {
  const startCell = new Int32Array(16);
  tiles.forEach((t, cell) => {
    startCell[t] = cell;
  });
  const problem: BidirectionalProblem<Board, number> = {
    initial: board(tiles),
    expand(b: Board, emit: Emit<Board, number>) {
      for (const m of MOVES[b.blank * 5 + b.last]!) emit(slide(b, m, m), m, 1);
    },
    isGoal: (b) => b.h === 0,
    heuristic: (b) => b.h,
    key: (b) => permutationRank(b.tiles),
    goal: board(GOAL_TILES),
    // Moves are reversible: the predecessors are the neighbours, each with the move that leads back.
    predecessors: (b) => MOVES[b.blank * 5 + 4]!.map((m) => ({ state: slide(b, m, 4), move: INVERSE[m]!, cost: 1 })),
    expandByFChange(b, above, atMost, emit) {
      let next = Infinity;
      for (const m of MOVES[b.blank * 5 + b.last]!) {
        const from = b.blank + DELTA[m]!;
        const tile = b.tiles[from]!;
        const change = 1 + MD[tile * 16 + b.blank]! - MD[tile * 16 + from]!;
        if (change > above && change <= atMost) emit(slide(b, m, m), m, 1);
        else if (change > atMost && change < next) next = change;
      }
      return next;
    },
  };
  const backwardHeuristic = (b: Board): number => {
    let d = 0;
    for (let cell = 0; cell < 16; cell++) {
      const t = b.tiles[cell]!;
      if (t !== 0) d += distance(cell, startCell[t]!);
    }
    return d;
  };
  return { problem, backwardHeuristic };
}
