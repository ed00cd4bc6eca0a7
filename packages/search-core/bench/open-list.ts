/**
 * The open list against `flatqueue` (npm): the same pushes and pops on both, alone and inside one
 * grid A* written twice, once on each queue. Rounds interleave the two; wall and CPU time.
 */
import FlatQueue from 'flatqueue';
import { OpenList } from '../src/internal/open-list.js';
import type { BenchGrid } from './grid.js';

export interface QueueTiming {
  readonly name: string;
  readonly wallMs: number[];
  readonly cpuMs: number[];
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Priorities as A* makes them: rising slowly, with many ties. */
function priorities(count: number): Float64Array {
  const out = new Float64Array(count);
  let a = 12345;
  for (let i = 0; i < count; i++) {
    a = (a * 1103515245 + 12345) >>> 0;
    out[i] = 100 + (i >> 12) + (a % 64);
  }
  return out;
}

/** `pushes` pushes with a pop after every third: 2 M pushes and 0.67 M pops by default. */
export function queueOps(pushes: number, rounds: number): QueueTiming[] {
  const pri = priorities(pushes);
  const runs: [string, () => number][] = [
    [
      'search-core OpenList (f, g ties, node)',
      () => {
        const q = new OpenList(4096);
        let sum = 0;
        for (let i = 0; i < pushes; i++) {
          q.push(pri[i]!, 0, i);
          if (i % 3 === 2) sum += q.pop();
        }
        return sum;
      },
    ],
    [
      'flatqueue 3 (id, priority)',
      () => {
        const q = new FlatQueue<number>();
        let sum = 0;
        for (let i = 0; i < pushes; i++) {
          q.push(i, pri[i]!);
          if (i % 3 === 2) sum += q.pop()!;
        }
        return sum;
      },
    ],
  ];
  return timeRounds(runs, rounds);
}

function timeRounds(runs: [string, () => number][], rounds: number): QueueTiming[] {
  const out = runs.map(([name]) => ({ name, wallMs: [] as number[], cpuMs: [] as number[] }));
  for (let r = 0; r <= rounds; r++) {
    runs.forEach(([, run], k) => {
      const c = cpuNow();
      const t = performance.now();
      run();
      // Round 0 warms up.
      if (r > 0) {
        out[k]!.wallMs.push(performance.now() - t);
        out[k]!.cpuMs.push(cpuNow() - c);
      }
    });
  }
  return out;
}

/** The queue a grid A* needs: (f, g) order with ties to the larger g, and the cell of an entry. */
interface CellQueue {
  push(f: number, g: number, cell: number): void;
  /** Pops the best entry and returns its cell; its g goes to `lastG`. */
  pop(): number;
  lastG: number;
  size(): number;
}

function ourQueue(): CellQueue {
  const q = new OpenList(4096);
  return {
    lastG: 0,
    push: (f, g, cell) => q.push(f, g, cell),
    pop() {
      const cell = q.pop();
      this.lastG = q.poppedG;
      return cell;
    },
    size: () => q.size,
  };
}

/** flatqueue takes one priority: f and g packed as f · 2^21 + (2^21 − 1 − g), so ties go to the larger g. */
function flatQueue(): CellQueue {
  const q = new FlatQueue<number>();
  const SPAN = 2 ** 21;
  return {
    lastG: 0,
    push: (f, g, cell) => q.push(cell, f * SPAN + (SPAN - 1 - g)),
    pop() {
      const priority = q.peekValue()!;
      this.lastG = SPAN - 1 - (priority - Math.floor(priority / SPAN) * SPAN);
      return q.pop()!;
    },
    size: () => q.length,
  };
}

/** One grid A* (the hand-specialised one of the grid table) over either queue. */
function gridAStar(grid: BenchGrid, makeQueue: () => CellQueue): (start: number, goal: number) => number {
  const { width, height, walls } = grid;
  const g = new Int32Array(width * height);
  const stamp = new Int32Array(width * height);
  let run = 0;
  return (start, goal) => {
    run++;
    const gx = goal % width;
    const gy = (goal - gx) / width;
    const h = (s: number) => {
      const x = s % width;
      return Math.abs(x - gx) + Math.abs((s - x) / width - gy);
    };
    const open = makeQueue();
    stamp[start] = run;
    g[start] = 0;
    open.push(h(start), 0, start);
    while (open.size() > 0) {
      const s = open.pop();
      const gs = open.lastG;
      if (gs > g[s]!) continue;
      if (s === goal) return gs;
      const x = s % width;
      const ng = gs + 1;
      const relax = (t: number) => {
        if (walls[t] !== 0) return;
        if (stamp[t] === run && g[t]! <= ng) return;
        stamp[t] = run;
        g[t] = ng;
        open.push(ng + h(t), ng, t);
      };
      if (s >= width) relax(s - width);
      if (x > 0) relax(s - 1);
      if (x < width - 1) relax(s + 1);
      if (s < width * (height - 1)) relax(s + width);
    }
    return -1;
  };
}

/** Grid A* on each queue over every pair of `grid`; checks the path lengths. Times per search. */
export function queuesInGridAStar(grid: BenchGrid, rounds: number): QueueTiming[] {
  const searches: [string, (s: number, g: number) => number][] = [
    ['grid A* on search-core OpenList', gridAStar(grid, ourQueue)],
    ['grid A* on flatqueue', gridAStar(grid, flatQueue)],
  ];
  for (const [name, search] of searches) {
    grid.pairs.forEach(([s, t], i) => {
      if (search(s, t) !== grid.lengths[i]) throw new Error(`${name} on ${grid.name}: pair ${i} is not a shortest path`);
    });
  }
  const perSearch = (search: (s: number, g: number) => number) => () => {
    let sum = 0;
    for (const [s, t] of grid.pairs) sum += search(s, t);
    return sum;
  };
  const timings = timeRounds(
    searches.map(([name, search]) => [name, perSearch(search)]),
    rounds,
  );
  return timings.map((t) => ({
    name: t.name,
    wallMs: t.wallMs.map((ms) => ms / grid.pairs.length),
    cpuMs: t.cpuMs.map((ms) => ms / grid.pairs.length),
  }));
}
