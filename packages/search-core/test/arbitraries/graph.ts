import fc from 'fast-check';
import type { SearchProblem } from '@puzzle-solvers/search-core';

/** A directed graph with non-negative integer edge weights; node 0 is the start, a chosen node the goal. */
export interface WeightedGraph {
  readonly n: number;
  readonly edges: readonly (readonly [from: number, to: number, weight: number])[];
  readonly goal: number;
}

export const weightedGraphArb: fc.Arbitrary<WeightedGraph> = fc.integer({ min: 1, max: 24 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 }), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 }))), {
      minLength: n,
      maxLength: n * 4,
    }),
    goal: fc.nat({ max: n - 1 }),
  }),
);

/**
 * Denser graphs (2 to 12 nodes, 2 to 6 edges a node, weights 1 to 9 and some zeros): many paths to
 * the goal of different costs, where the suboptimal and k-paths searches have choices to make.
 */
export const denseGraphArb: fc.Arbitrary<WeightedGraph> = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(
      fc.tuple(
        fc.nat({ max: n - 1 }),
        fc.nat({ max: n - 1 }),
        fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: fc.integer({ min: 1, max: 9 }) }),
      ),
      { minLength: 2 * n, maxLength: 6 * n },
    ),
    goal: fc.integer({ min: 1, max: n - 1 }),
  }),
);

/** Small graphs (2 to 7 nodes), so that every loopless path can be enumerated. */
export const smallGraphArb: fc.Arbitrary<WeightedGraph> = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(
      fc.tuple(
        fc.nat({ max: n - 1 }),
        fc.nat({ max: n - 1 }),
        fc.oneof({ weight: 1, arbitrary: fc.constant(0) }, { weight: 5, arbitrary: fc.integer({ min: 1, max: 9 }) }),
      ),
      { minLength: n, maxLength: 4 * n },
    ),
    goal: fc.integer({ min: 1, max: n - 1 }),
  }),
);

/** Every loopless path from node 0 to the goal as (cost, moves), by exhaustive depth-first enumeration: the oracle. */
export function allLooplessPaths(g: WeightedGraph): { cost: number; moves: string[] }[] {
  const adj = adjacency(g);
  const out: { cost: number; moves: string[] }[] = [];
  const onPath = new Set<number>([0]);
  const walk = (n: number, cost: number, moves: string[]): void => {
    if (n === g.goal) {
      out.push({ cost, moves: [...moves] });
      return;
    }
    for (const e of adj[n]!) {
      if (onPath.has(e.state)) continue;
      onPath.add(e.state);
      moves.push(e.move);
      walk(e.state, cost + e.cost, moves);
      moves.pop();
      onPath.delete(e.state);
    }
  };
  walk(0, 0, []);
  return out.sort((a, b) => a.cost - b.cost);
}

export interface Edge {
  readonly move: string;
  readonly state: number;
  readonly cost: number;
}

export function adjacency(g: WeightedGraph): Edge[][] {
  const adj: Edge[][] = Array.from({ length: g.n }, () => []);
  g.edges.forEach(([from, to, weight], i) => adj[from]!.push({ move: `e${i}`, state: to, cost: weight }));
  return adj;
}

/** Exact cheapest cost from every node to the goal (Bellman–Ford on the reversed graph): the oracle. */
export function distancesToGoal(g: WeightedGraph): number[] {
  const d = new Array<number>(g.n).fill(Infinity);
  d[g.goal] = 0;
  for (let round = 0; round < g.n; round++) {
    let changed = false;
    for (const [from, to, w] of g.edges) {
      if (d[to]! + w < d[from]!) {
        d[from] = d[to]! + w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return d;
}

export function graphProblem(g: WeightedGraph, heuristic?: (n: number) => number): SearchProblem<number, string> {
  const adj = adjacency(g);
  return {
    initial: 0,
    successors: (s) => adj[s]!,
    isGoal: (s) => s === g.goal,
    ...(heuristic ? { heuristic } : {}),
    key: (s) => s,
  };
}

/** A grid maze; cells are numbered y * width + x; moves cost 1. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly walls: readonly boolean[];
  readonly start: number;
  readonly goal: number;
}

export const gridArb: fc.Arbitrary<Grid> = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 2, max: 12 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      walls: fc.array(
        fc.noBias(fc.integer({ min: 0, max: 99 })).map((p) => p < 28),
        { minLength: width * height, maxLength: width * height },
      ),
      // Corners half the time, so that long paths are common.
      start: fc.oneof(fc.constant(0), fc.nat({ max: width * height - 1 })),
      goal: fc.oneof(fc.constant(width * height - 1), fc.nat({ max: width * height - 1 })),
    }),
  )
  .map((g) => ({ ...g, walls: g.walls.map((w, i) => w && i !== g.start && i !== g.goal) }));

export function gridProblem(g: Grid): SearchProblem<number, 'U' | 'D' | 'L' | 'R'> {
  const { width, height, walls } = g;
  const gx = g.goal % width;
  const gy = Math.floor(g.goal / width);
  return {
    initial: g.start,
    expand(s, emit) {
      const x = s % width;
      const y = (s - x) / width;
      if (y > 0 && !walls[s - width]) emit(s - width, 'U');
      if (x > 0 && !walls[s - 1]) emit(s - 1, 'L');
      if (x < width - 1 && !walls[s + 1]) emit(s + 1, 'R');
      if (y < height - 1 && !walls[s + width]) emit(s + width, 'D');
    },
    isGoal: (s) => s === g.goal,
    heuristic: (s) => Math.abs((s % width) - gx) + Math.abs(Math.floor(s / width) - gy),
    key: (s) => s,
    // predecessors equal successors on an undirected grid (used by bidirectional BFS)
  };
}

/** Replays `moves` on a graph problem and returns the summed cost, or undefined when a move is illegal. */
export function replayCost<S, M>(p: SearchProblem<S, M>, moves: readonly M[], states: readonly S[]): number | undefined {
  let cost = 0;
  let current = p.initial;
  for (let i = 0; i < moves.length; i++) {
    const succ = [...(p.successors ? p.successors(current) : collect(p, current))];
    const step = succ.find((s) => s.move === moves[i] && Object.is(s.state, states[i + 1]));
    if (!step) return undefined;
    cost += step.cost ?? 1;
    current = step.state;
  }
  return p.isGoal(current) ? cost : undefined;
}

function collect<S, M>(p: SearchProblem<S, M>, s: S): { move: M; state: S; cost?: number }[] {
  const out: { move: M; state: S; cost?: number }[] = [];
  p.expand!(s, (state, move, cost) => out.push(cost === undefined ? { move, state } : { move, state, cost }));
  return out;
}
