import type { AllOptimalPathsOptions, AllOptimalPathsResult, OptimalPathGraph } from '../paths/all-optimal-paths.js';
import { SearchError } from '../errors.js';
import type { SearchPath } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Int32Column, Uint8Column } from './columns.js';
import type { Machine } from './machine.js';
import { checkCost, type Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';

/** The edges of the optimal-parent lists: parallel growing arrays, an entry per (parent, child) at equal g. */
class EdgeLists {
  from = new Int32Array(1024);
  ordinal = new Int32Array(1024);
  cost = new Float64Array(1024);
  next = new Int32Array(1024);
  size = 0;
  readonly head = new Int32Column(-1);

  /** Adds an edge to `to`'s list; `reset` drops the list first (a cheaper g was found). */
  add(to: number, from: number, ordinal: number, cost: number, reset: boolean): void {
    const e = this.size++;
    if (e === this.from.length) this.grow();
    this.from[e] = from;
    this.ordinal[e] = ordinal;
    this.cost[e] = cost;
    this.next[e] = reset ? -1 : this.head.get(to);
    this.head.set(to, e);
  }

  private grow(): void {
    const n = this.from.length * 2;
    const from = new Int32Array(n);
    from.set(this.from);
    const ordinal = new Int32Array(n);
    ordinal.set(this.ordinal);
    const cost = new Float64Array(n);
    cost.set(this.cost);
    const next = new Int32Array(n);
    next.set(this.next);
    this.from = from;
    this.ordinal = ordinal;
    this.cost = cost;
    this.next = next;
  }
}

/**
 * Every optimal path, as a graph. A*, but it goes on after the first goal until the least f
 * exceeds the optimal cost C, so that every state with f ≤ C (every state of every optimal path,
 * with an admissible heuristic) is expanded at its optimal g. Each state keeps the list of its
 * parents at its least g (a cheaper g drops the list). At the end, the parent edges that still add
 * up (g(parent) + cost = g(child), the parent expanded at its g) are walked back from the goals
 * of cost C: those states and edges form the graph of optimal paths, whose states and moves are
 * then made by expanding each of its states once, from the start. Goals are terminal.
 */
export function startOptimalPaths<S, M>(p: Normalized<S, M>, options: AllOptimalPathsOptions<S>): Machine<AllOptimalPathsResult<S, M>> {
  const kit = new SearchKit(p, options, 'allOptimalPaths');
  const { stats, arena, table, states, control, at } = kit;
  const { isValid, isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const edges = new EdgeLists();
  const open = OpenList.take(control.capacity);
  const goals: number[] = [];
  let best = Infinity;
  let finished: AllOptimalPathsResult<S, M> | undefined;
  /** While the graph is built: every successor of the state expanded, by ordinal. */
  let captured: { state: S; move: M; cost: number }[] | undefined;
  kit.frontier = () => open.size;
  kit.bound = () => (open.size > 0 ? open.peekF() : best);

  const emit: Emit<S, M> = (child, move, cost) => {
    if (kit.replay.want >= 0) return kit.replay.offer(child, move, cost, control);
    if (captured !== undefined) {
      // Building the graph expands each of its states again: the limits hold there too.
      control.tick();
      captured.push({ state: child, move, cost: checkCost(cost) });
      return;
    }
    const ord = at.ordinal++;
    kit.tick();
    const c = checkCost(cost);
    const g = at.g + c;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    const node = kit.reach(child, g, ord);
    if (node < 0) {
      // Reached at no lower g: another optimal parent when at the same g.
      if (g === arena.g[~node]) edges.add(~node, at.node, ord, c, false);
      return;
    }
    if (node === fresh && kit.rate(node, child, hOf) < 0) return;
    edges.add(node, at.node, ord, c, true);
    const f = g + hOf.get(node);
    if (f > best) {
      stats.pruned++;
      return;
    }
    states.set(node, child);
    open.push(f, g, node);
  };

  /** The optimal-path graph and the first optimal path, built before the arena and table are released. */
  const build = (): { graph: OptimalPathGraph<S, M>; first: SearchPath<S, M> } => {
    const first = kit.path(goals[0]!, emit);
    const valid = (e: number, to: number): boolean => {
      const from = edges.from[e]!;
      const g = arena.g[from]!;
      return from >= 0 && expandedAt.get(from) === g && g + edges.cost[e]! === arena.g[to]!;
    };
    // Back from the goals over the edges that add up: the states of optimal paths.
    const index = new Int32Column(-1);
    const nodes: number[] = [];
    const outEdges: number[][] = [];
    const mark = (n: number): void => {
      if (index.get(n) !== -1) return;
      index.set(n, nodes.length);
      nodes.push(n);
      outEdges.push([]);
    };
    mark(0);
    for (const goal of goals) mark(goal);
    const edgeTo: number[] = [];
    for (let i = 0; i < nodes.length; i++) {
      control.tick();
      const to = nodes[i]!;
      for (let e = edges.head.get(to); e !== -1; e = edges.next[e]!) {
        if (!valid(e, to)) continue;
        mark(edges.from[e]!);
        edgeTo[e] = to;
        outEdges[index.get(edges.from[e]!)]!.push(e);
      }
    }
    // Forward from the start along the search's tree: each state of the graph expanded once gives
    // its successors' states and moves.
    const stateOf: (S | undefined)[] = new Array(nodes.length);
    stateOf[0] = p.initial;
    const graphEdges: { from: number; to: number; move: M; cost: number }[] = [];
    const queue = [0];
    const queued = new Uint8Column(nodes.length);
    queued.set(0, 1);
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q]!;
      control.tick();
      const list = outEdges[i]!;
      if (list.length === 0) continue;
      captured = [];
      let made: { state: S; move: M; cost: number }[];
      try {
        p.expand(stateOf[i]!, emit);
      } finally {
        made = captured;
        captured = undefined;
      }
      for (const e of list) {
        const child = made[edges.ordinal[e]!];
        const to = index.get(edgeTo[e]!);
        if (child === undefined || table.find(child.state) !== edgeTo[e]) {
          throw new SearchError(
            'nondeterministic',
            'rebuilding the optimal paths, a state did not produce the same successor: successors must be deterministic',
          );
        }
        graphEdges.push({ from: i, to, move: child.move, cost: child.cost });
        // A state is expanded as the search expanded it: the one its tree parent made (two equal
        // states may differ in what the key ignores, such as the last move of a sliding puzzle).
        const node = edgeTo[e]!;
        if (queued.get(to) === 0 && arena.parent[node] === nodes[i] && arena.ordinal[node] === edges.ordinal[e]) {
          stateOf[to] = child.state;
          queued.set(to, 1);
          queue.push(to);
        }
      }
    }
    const goalIndices = goals.map((g) => index.get(g));
    return { graph: { states: stateOf as S[], edges: graphEdges, goals: goalIndices }, first };
  };

  const finish = (result: AllOptimalPathsResult<S, M>): AllOptimalPathsResult<S, M> => {
    finished = kit.finish(result);
    open.release();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): AllOptimalPathsResult<S, M> => finish(kit.unsolved(s, emit));
  const done = (): AllOptimalPathsResult<S, M> => {
    if (goals.length === 0) return stop('exhausted');
    const { graph, first } = build();
    return finish({
      status: 'solved',
      ...first,
      cost: best,
      stats,
      graph,
      paths: () => optimalPaths(graph),
      count: () => countPaths(graph),
    });
  };

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    stop(h0);
  } else {
    states.set(0, p.initial);
    open.push(h0, 0, 0);
    stats.peakFrontier = 1;
  }

  const resume = (): AllOptimalPathsResult<S, M> | undefined => {
    if (finished) return finished;
    while (open.size > 0 && open.peekF() <= best) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      const node = open.pop();
      const g = open.poppedG;
      if (g !== arena.g[node] || expandedAt.get(node) <= g) continue;
      const state = states.get(node) as S;
      if (isGoal(state)) {
        expandedAt.set(node, g);
        states.set(node, undefined);
        if (g < best) best = g;
        if (g === best) goals.push(node);
        continue;
      }
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      const cut = kit.expandNode(node, g, state, emit, open, expandedAt);
      if (cut !== undefined) return isStop(cut) ? stop(cut) : undefined;
    }
    return done();
  };
  // A stop outside an expansion (the graph's build, `isGoal`): the search ends with it, graph or not.
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}

/** Every loopless path of the graph from state 0 to a goal, depth first, one at a time. */
export function* optimalPaths<S, M>(graph: OptimalPathGraph<S, M>): Generator<SearchPath<S, M>, void, undefined> {
  const out: { to: number; move: M; cost: number }[][] = graph.states.map(() => []);
  for (const e of graph.edges) out[e.from]!.push(e);
  const isGoal = new Uint8Array(graph.states.length);
  for (const g of graph.goals) isGoal[g] = 1;
  const onPath = new Uint8Array(graph.states.length);
  const nodes = [0];
  const next = [0];
  const moves: M[] = [];
  const costs: number[] = [];
  onPath[0] = 1;
  while (nodes.length > 0) {
    const top = nodes[nodes.length - 1]!;
    if (isGoal[top] === 1) {
      let cost = 0;
      for (const c of costs) cost += c;
      yield { moves: moves.slice(), states: nodes.map((n) => graph.states[n]!), cost };
    }
    const i = next[next.length - 1]!;
    const edge = isGoal[top] === 1 ? undefined : out[top]![i];
    if (edge === undefined) {
      onPath[top] = 0;
      nodes.pop();
      next.pop();
      moves.pop();
      costs.pop();
      continue;
    }
    next[next.length - 1] = i + 1;
    if (onPath[edge.to] === 1) continue;
    onPath[edge.to] = 1;
    nodes.push(edge.to);
    next.push(0);
    moves.push(edge.move);
    costs.push(edge.cost);
  }
}

/** How many loopless paths `optimalPaths` yields: by counting over a topological order, or one by one when zero-cost cycles make one impossible. */
export function countPaths<S, M>(graph: OptimalPathGraph<S, M>): bigint {
  const n = graph.states.length;
  const indegree = new Int32Array(n);
  const out: number[][] = graph.states.map(() => []);
  const isGoal = new Uint8Array(n);
  for (const g of graph.goals) isGoal[g] = 1;
  for (const e of graph.edges) {
    out[e.from]!.push(e.to);
    indegree[e.to]!++;
  }
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (indegree[i] === 0) order.push(i);
  for (let q = 0; q < order.length; q++) {
    for (const t of out[order[q]!]!) if (--indegree[t]! === 0) order.push(t);
  }
  if (order.length < n) {
    let count = 0n;
    for (const _ of optimalPaths(graph)) count++;
    return count;
  }
  // Paths from each state to a goal, in reverse topological order; goals end their paths.
  const ways: bigint[] = new Array(n).fill(0n);
  for (let q = order.length - 1; q >= 0; q--) {
    const v = order[q]!;
    if (isGoal[v] === 1) {
      ways[v] = 1n;
      continue;
    }
    let w = 0n;
    for (const t of out[v]!) w += ways[t]!;
    ways[v] = w;
  }
  return ways[0]!;
}
