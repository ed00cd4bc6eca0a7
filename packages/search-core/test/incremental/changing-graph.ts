import fc from 'fast-check';
import type { BidirectionalProblem } from '@puzzle-solvers/search-core';
import type { WeightedGraph } from '../arbitraries/graph.js';

/**
 * A weighted graph whose edge costs change between searches, for the incremental planners: its
 * problem reads the costs of now at every call. A blocked edge (cost Infinity) is either listed
 * with cost Infinity or not listed at all (`omitBlocked`), the two ways the planners accept.
 */
export class ChangingGraph {
  readonly costs: number[];
  /** Hop distances between every two nodes over every edge, blocked or not: a consistent heuristic for costs ≥ 1. */
  readonly hops: number[][];

  constructor(
    readonly g: WeightedGraph,
    readonly omitBlocked: boolean,
    blockedAtFirst: readonly boolean[] = [],
  ) {
    // The planners need positive costs: the arbitraries' zeros become ones.
    this.costs = g.edges.map(([, , w], i) => (blockedAtFirst[i] === true ? Infinity : Math.max(1, w)));
    this.hops = Array.from({ length: g.n }, (_, s) => bfsHops(g, s));
  }

  problem(start = 0): BidirectionalProblem<number, string> {
    const { g } = this;
    const outEdges: number[][] = Array.from({ length: g.n }, () => []);
    const inEdges: number[][] = Array.from({ length: g.n }, () => []);
    g.edges.forEach(([from, to], i) => {
      outEdges[from]!.push(i);
      inEdges[to]!.push(i);
    });
    const listed = (edges: number[], end: 0 | 1) =>
      edges.flatMap((i) =>
        this.omitBlocked && this.costs[i] === Infinity ? [] : [{ move: `e${i}`, state: g.edges[i]![end], cost: this.costs[i]! }],
      );
    const out = (s: number) => listed(outEdges[s]!, 1);
    const into = (s: number) => listed(inEdges[s]!, 0);
    return { initial: start, goal: g.goal, successors: out, predecessors: into, isGoal: (s) => s === g.goal, key: (s) => s };
  }

  /** The cheapest cost from `from` to the goal now (Dijkstra's answer, by Bellman–Ford). */
  distance(from: number): number {
    const d = new Array<number>(this.g.n).fill(Infinity);
    d[this.g.goal] = 0;
    for (let round = 0; round < this.g.n; round++) {
      let changed = false;
      this.g.edges.forEach(([a, b], i) => {
        if (d[b]! + this.costs[i]! < d[a]!) {
          d[a] = d[b]! + this.costs[i]!;
          changed = true;
        }
      });
      if (!changed) break;
    }
    return d[from]!;
  }

  /** The cost of `moves` from `from` along `states` on the graph now, or undefined when a move is not an edge there. */
  pathCost(from: number, moves: readonly string[], states: readonly number[]): number | undefined {
    let cost = 0;
    let at = from;
    if (states[0] !== from) return undefined;
    for (let k = 0; k < moves.length; k++) {
      const i = Number(moves[k]!.slice(1));
      const [a, b] = this.g.edges[i]!;
      if (a !== at || b !== states[k + 1] || this.costs[i] === Infinity) return undefined;
      cost += this.costs[i]!;
      at = b;
    }
    return at === this.g.goal ? cost : undefined;
  }
}

function bfsHops(g: WeightedGraph, from: number): number[] {
  const d = new Array<number>(g.n).fill(Infinity);
  d[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]!;
    for (const [a, b] of g.edges) {
      if (a === s && d[b] === Infinity) {
        d[b] = d[s]! + 1;
        queue.push(b);
      }
    }
  }
  return d;
}

/** One change of an edge's cost: raised, dropped, blocked or unblocked, and which of its ends is reported. */
export interface CostChange {
  readonly edge: number;
  readonly kind: 'raise' | 'drop' | 'block' | 'unblock';
  readonly amount: number;
  readonly report: 'from' | 'to' | 'both';
  /** Whether `edge` counts along the last path's moves (when there is one) instead of all edges. */
  readonly onPath: boolean;
}

export const changeArb: fc.Arbitrary<CostChange> = fc.record({
  edge: fc.nat({ max: 95 }),
  kind: fc.constantFrom('raise', 'drop', 'block', 'unblock'),
  amount: fc.integer({ min: 1, max: 8 }),
  report: fc.constantFrom('from', 'to', 'both'),
  onPath: fc.boolean(),
});

/**
 * Applies `change` to the graph (to an edge of `path`, the last path's moves, when it asks for one
 * and there is one: the changes that matter most); returns the states to report to the planner.
 */
export function applyChange(graph: ChangingGraph, change: CostChange, path?: readonly string[]): number[] {
  const i =
    change.onPath && path !== undefined && path.length > 0
      ? Number(path[change.edge % path.length]!.slice(1))
      : change.edge % graph.costs.length;
  const old = graph.costs[i]!;
  const base = old === Infinity ? 1 + change.amount : old;
  graph.costs[i] =
    change.kind === 'raise'
      ? base + change.amount
      : change.kind === 'drop'
        ? Math.max(1, base - change.amount)
        : change.kind === 'block'
          ? Infinity
          : old === Infinity
            ? change.amount
            : old;
  const [from, to] = graph.g.edges[i]!;
  return change.report === 'from' ? [from] : change.report === 'to' ? [to] : [from, to];
}
