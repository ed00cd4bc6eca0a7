import type { BidirectionalProblem } from '@puzzle-solvers/search-core';

/**
 * A 4-connected grid drawn in ASCII (`#` wall, `S` start, `G` goal, `.` floor) whose walls can be
 * put up and taken down between searches: the problem reads the walls of now (an edge into or out
 * of a wall is not listed, a blocked edge that disappears).
 */
export class GridWorld {
  readonly width: number;
  readonly height: number;
  readonly walls: boolean[];
  readonly start: number;
  readonly goal: number;

  constructor(rows: readonly string[]) {
    this.height = rows.length;
    this.width = rows[0]!.length;
    this.walls = rows.flatMap((row) => [...row].map((c) => c === '#'));
    const flat = rows.join('');
    this.start = flat.indexOf('S');
    this.goal = flat.indexOf('G');
  }

  neighbours(s: number): number[] {
    const x = s % this.width;
    const out: number[] = [];
    if (s >= this.width) out.push(s - this.width);
    if (x > 0) out.push(s - 1);
    if (x < this.width - 1) out.push(s + 1);
    if (s + this.width < this.width * this.height) out.push(s + this.width);
    return out.filter((t) => !this.walls[t]);
  }

  manhattan(a: number, b: number): number {
    return Math.abs((a % this.width) - (b % this.width)) + Math.abs(Math.floor(a / this.width) - Math.floor(b / this.width));
  }

  problem(): BidirectionalProblem<number, number> {
    const edges = (s: number) => (this.walls[s] ? [] : this.neighbours(s).map((t) => ({ move: t, state: t })));
    return {
      initial: this.start,
      goal: this.goal,
      successors: edges,
      // Undirected: the predecessors are the neighbours, each listing its move into `s`.
      predecessors: (s) => (this.walls[s] ? [] : this.neighbours(s).map((t) => ({ move: s, state: t }))),
      isGoal: (s) => s === this.goal,
      heuristic: (s) => this.manhattan(s, this.goal),
      key: (s) => s,
    };
  }

  /** The map with `path` drawn in `*` (start and goal kept). */
  draw(path: readonly number[]): string[] {
    const on = new Set(path);
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const s = y * this.width + x;
        row += s === this.start ? 'S' : s === this.goal ? 'G' : this.walls[s] ? '#' : on.has(s) ? '*' : '.';
      }
      rows.push(row);
    }
    return rows;
  }

  cell(x: number, y: number): number {
    return y * this.width + x;
  }
}
