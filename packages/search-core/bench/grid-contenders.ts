/**
 * Every contender of the grid benchmark behind one shape: prepare once per grid, then search one
 * pair and return the number of moves of the path found (-1 for none).
 */
import EasyStar from 'easystarjs';
import { UndirectedGraph } from 'graphology';
import { astar as graphologyAstar } from 'graphology-shortest-path';
import jsAstar from 'javascript-astar';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import PF from 'pathfinding';
import { astar, type SearchProblem } from '../src/index.js';
import type { BenchGrid } from './grid.js';

export interface Contender {
  readonly name: string;
  /** Builds the contender's own grid or graph; not timed per search. */
  prepare(grid: BenchGrid): (start: number, goal: number) => number;
  /** Time of a per-search preparation that the contender needs (PathFinding.js clones its grid). */
  readonly perSearchSetup?: (grid: BenchGrid) => () => void;
}

/** Ours, through the public generic API: a closure problem over cell numbers with a numeric key. */
export const ours: Contender = {
  name: 'search-core astar (generic)',
  prepare({ width, height, walls }) {
    return (start, goal) => {
      const gx = goal % width;
      const gy = (goal - gx) / width;
      const problem: SearchProblem<number, number> = {
        initial: start,
        expand(s, emit) {
          const x = s % width;
          if (s >= width && walls[s - width] === 0) emit(s - width, 0);
          if (x > 0 && walls[s - 1] === 0) emit(s - 1, 1);
          if (x < width - 1 && walls[s + 1] === 0) emit(s + 1, 2);
          if (s < width * (height - 1) && walls[s + width] === 0) emit(s + width, 3);
        },
        isGoal: (s) => s === goal,
        heuristic(s) {
          const x = s % width;
          const y = (s - x) / width;
          return Math.abs(x - gx) + Math.abs(y - gy);
        },
        key: (s) => s,
      };
      const r = astar(problem);
      return r.status === 'solved' ? r.moves.length : -1;
    };
  },
};

/** The ceiling: A* written for this grid alone, typed arrays only, no callbacks. */
export const specialised: Contender = {
  name: 'hand-specialised typed-array A*',
  prepare({ width, height, walls }) {
    const n = width * height;
    const g = new Int32Array(n);
    const stamp = new Int32Array(n);
    const heapF = new Int32Array(4 * n);
    const heapG = new Int32Array(4 * n);
    const heapS = new Int32Array(4 * n);
    let run = 0;
    return (start, goal) => {
      run++;
      const gx = goal % width;
      const gy = (goal - gx) / width;
      const h = (s: number) => {
        const x = s % width;
        return Math.abs(x - gx) + Math.abs((s - x) / width - gy);
      };
      let size = 0;
      const push = (f: number, gv: number, s: number) => {
        let i = size++;
        while (i > 0) {
          const p = (i - 1) >> 1;
          if (heapF[p]! < f || (heapF[p] === f && heapG[p]! >= gv)) break;
          heapF[i] = heapF[p]!;
          heapG[i] = heapG[p]!;
          heapS[i] = heapS[p]!;
          i = p;
        }
        heapF[i] = f;
        heapG[i] = gv;
        heapS[i] = s;
      };
      stamp[start] = run;
      g[start] = 0;
      push(h(start), 0, start);
      while (size > 0) {
        const s = heapS[0]!;
        const gs = heapG[0]!;
        // pop
        const lf = heapF[--size]!;
        const lg = heapG[size]!;
        const ls = heapS[size]!;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= size) break;
          let c = l;
          if (l + 1 < size && (heapF[l + 1]! < heapF[l]! || (heapF[l + 1] === heapF[l] && heapG[l + 1]! > heapG[l]!))) c = l + 1;
          if (lf < heapF[c]! || (lf === heapF[c] && lg >= heapG[c]!)) break;
          heapF[i] = heapF[c]!;
          heapG[i] = heapG[c]!;
          heapS[i] = heapS[c]!;
          i = c;
        }
        heapF[i] = lf;
        heapG[i] = lg;
        heapS[i] = ls;
        if (gs > g[s]!) continue;
        if (s === goal) return gs;
        const x = s % width;
        const ng = gs + 1;
        const relax = (t: number) => {
          if (walls[t] !== 0) return;
          if (stamp[t] === run && g[t]! <= ng) return;
          stamp[t] = run;
          g[t] = ng;
          push(ng + h(t), ng, t);
        };
        if (s >= width) relax(s - width);
        if (x > 0) relax(s - 1);
        if (x < width - 1) relax(s + 1);
        if (s < width * (height - 1)) relax(s + width);
      }
      return -1;
    };
  },
};

export const javascriptAstar: Contender = {
  name: 'javascript-astar',
  prepare({ width, height, walls }) {
    // Its Graph takes rows of weights (0 = wall) indexed [x][y].
    const rows: number[][] = [];
    for (let x = 0; x < width; x++) {
      const col: number[] = [];
      for (let y = 0; y < height; y++) col.push(walls[y * width + x] ? 0 : 1);
      rows.push(col);
    }
    const graph = new jsAstar.Graph(rows);
    return (start, goal) => {
      const s = graph.grid[start % width]![Math.floor(start / width)];
      const t = graph.grid[goal % width]![Math.floor(goal / width)];
      const path = jsAstar.astar.search(graph, s, t);
      return start === goal ? 0 : path.length === 0 ? -1 : path.length;
    };
  },
};

export const easystar: Contender = {
  name: 'easystarjs (sync)',
  prepare({ width, height, walls }) {
    const es = new EasyStar.js();
    const rows: number[][] = [];
    for (let y = 0; y < height; y++) rows.push(Array.from(walls.subarray(y * width, (y + 1) * width)));
    es.setGrid(rows);
    es.setAcceptableTiles([0]);
    es.enableSync();
    es.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
    return (start, goal) => {
      let length = -2;
      es.findPath(start % width, Math.floor(start / width), goal % width, Math.floor(goal / width), (path: unknown[] | null) => {
        length = path === null ? -1 : path.length - 1;
      });
      es.calculate();
      return length;
    };
  },
};

export const ngraph: Contender = {
  name: 'ngraph.path (aStar)',
  prepare({ width, height, walls }) {
    const graph = createGraph();
    for (let s = 0; s < width * height; s++) {
      if (walls[s]) continue;
      graph.addNode(s, { x: s % width, y: Math.floor(s / width) });
      const x = s % width;
      if (x < width - 1 && !walls[s + 1]) graph.addLink(s, s + 1);
      if (s + width < width * height && !walls[s + width]) graph.addLink(s, s + width);
    }
    const finder = ngraphPath.aStar(graph, {
      heuristic: (a: { data: { x: number; y: number } }, b: { data: { x: number; y: number } }) =>
        Math.abs(a.data.x - b.data.x) + Math.abs(a.data.y - b.data.y),
    });
    return (start, goal) => {
      const path = finder.find(start, goal);
      return path.length === 0 ? -1 : path.length - 1;
    };
  },
};

export const pathfinding: Contender = {
  name: 'pathfinding (PathFinding.js)',
  prepare({ width, height, walls }) {
    const rows: number[][] = [];
    for (let y = 0; y < height; y++) rows.push(Array.from(walls.subarray(y * width, (y + 1) * width)));
    const base = new PF.Grid(width, height, rows);
    const finder = new PF.AStarFinder();
    return (start, goal) => {
      // It marks its grid while searching: a clone per search is part of using it (timed apart too).
      const grid = base.clone();
      const path = finder.findPath(start % width, Math.floor(start / width), goal % width, Math.floor(goal / width), grid);
      return path.length === 0 ? -1 : path.length - 1;
    };
  },
  perSearchSetup({ width, height, walls }) {
    const rows: number[][] = [];
    for (let y = 0; y < height; y++) rows.push(Array.from(walls.subarray(y * width, (y + 1) * width)));
    const base = new PF.Grid(width, height, rows);
    return () => {
      base.clone();
    };
  },
};

export const graphology: Contender = {
  name: 'graphology-shortest-path (astar)',
  prepare({ width, height, walls }) {
    const graph = new UndirectedGraph();
    for (let s = 0; s < width * height; s++) if (!walls[s]) graph.addNode(String(s));
    for (let s = 0; s < width * height; s++) {
      if (walls[s]) continue;
      const x = s % width;
      if (x < width - 1 && !walls[s + 1]) graph.addEdge(String(s), String(s + 1));
      if (s + width < width * height && !walls[s + width]) graph.addEdge(String(s), String(s + width));
    }
    return (start, goal) => {
      const gx = goal % width;
      const gy = Math.floor(goal / width);
      const path = graphologyAstar.bidirectional(
        graph,
        String(start),
        String(goal),
        () => 1,
        (node: string) => {
          const s = Number(node);
          return Math.abs((s % width) - gx) + Math.abs(Math.floor(s / width) - gy);
        },
      );
      return path === null ? -1 : path.length - 1;
    };
  },
};

export const contenders: readonly Contender[] = [ours, specialised, javascriptAstar, easystar, ngraph, pathfinding, graphology];
