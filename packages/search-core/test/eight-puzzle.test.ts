import { describe, expect, it } from 'vitest';
import { astar, bfs, bidirectionalBfs, reachable, type SearchProblem } from '@puzzle-solvers/search-core';

/** The 8-puzzle with states packed into a number: nine base-9 digits, blank = 0. */
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const pack = (t: readonly number[]) => t.reduce((k, v) => k * 9 + v, 0);
const GOAL_KEY = pack(GOAL);
/** The weight of each cell's digit in a packed state (cell 0 the most significant). */
const WEIGHT = GOAL.map((_, i) => 9 ** (8 - i));
const digit = (k: number, i: number) => Math.floor(k / WEIGHT[i]!) % 9;

// Read and moved digit by digit, without unpacking: the searches call these for every state.
function neighbours(k: number): { move: string; state: number }[] {
  let b = 0;
  while (digit(k, b) !== 0) b++;
  const out: { move: string; state: number }[] = [];
  // The tile at `to` moves to the blank's cell, the blank to `to`.
  const slide = (to: number, move: string) => {
    const v = digit(k, to);
    out.push({ move, state: k - v * WEIGHT[to]! + v * WEIGHT[b]! });
  };
  if (b >= 3) slide(b - 3, 'U');
  if (b % 3 > 0) slide(b - 1, 'L');
  if (b % 3 < 2) slide(b + 1, 'R');
  if (b < 6) slide(b + 3, 'D');
  return out;
}

function manhattan(k: number): number {
  let h = 0;
  for (let i = 0; i < 9; i++) {
    const v = digit(k, i);
    if (v !== 0) h += Math.abs(Math.floor(i / 3) - Math.floor((v - 1) / 3)) + Math.abs((i % 3) - ((v - 1) % 3));
  }
  return h;
}

const problemFrom = (initial: number): SearchProblem<number, string> => ({
  initial,
  successors: neighbours,
  isGoal: (k) => k === GOAL_KEY,
  heuristic: manhattan,
  key: (k) => k,
});

describe('the 8-puzzle', () => {
  const depth = new Map<number, number>();
  const all = reachable(problemFrom(GOAL_KEY), { onState: (s, d) => depth.set(s, d) });

  it('has 181,440 states reachable from the goal, the deepest 31 moves away', () => {
    expect(all.status).toBe('exhausted');
    expect(all.count).toBe(181_440);
    expect(all.byDepth.length - 1).toBe(31);
    expect(all.byDepth[31]).toBe(2);
  });

  it('agrees with the full BFS on a sample: A* cost, BFS moves and bidirectional BFS moves', () => {
    const sample = [...depth.entries()].filter((_, i) => i % 4999 === 0);
    expect(sample.length).toBeGreaterThan(30);
    for (const [state, d] of sample) {
      const p = problemFrom(state);
      expect(astar(p).cost, `A* from ${state}`).toBe(d);
      expect(bfs(p).moves!.length, `BFS from ${state}`).toBe(d);
      expect(
        bidirectionalBfs({ ...p, goal: GOAL_KEY, predecessors: (s) => neighbours(s).map((n) => ({ ...n, move: `~${n.move}` })) }).moves!
          .length,
      ).toBe(d);
    }
  });

  it('finds no solution from a state of the other parity, after exhausting its half', () => {
    const swapped = GOAL.slice();
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const r = astar(problemFrom(pack(swapped)));
    expect(r.status).toBe('exhausted');
    expect(r.stats.peakStored).toBe(181_440);
  });
});
