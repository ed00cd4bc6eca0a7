import { Int32Column } from './columns.js';
import { OpenList } from './open-list.js';

/**
 * The local search space of one lookahead of a real-time search (LSS-LRTA*): the states an A*
 * from the agent's state met, numbered 0, 1, 2 … in the order met (0 is the agent's state), with
 * their g, parent, move and state, whether each is closed (expanded), the edges the expansions
 * listed, and the A* open list over them. Everything is kept for the next lookahead and reset in
 * O(1): a search's node is found through a per-node epoch stamp, not a cleared table.
 *
 * After the A*, {@link LocalSearchSpace.predecessors} turns the edges into lists of closed
 * predecessors (compressed rows), for the Dijkstra that learns h over the closed states.
 */
export class LocalSearchSpace<S, M> {
  /** The A* open list over local indices: f, g, local. Stale entries (a cheaper g since, or closed) are skipped. */
  readonly open: OpenList;
  /** The search's node (its index in the visited table) of each local state. */
  node: Int32Array<ArrayBuffer> = new Int32Array(64);
  g: Float64Array<ArrayBuffer> = new Float64Array(64);
  /** The local index of the parent on the cheapest path found, -1 for the agent's state. */
  parent: Int32Array<ArrayBuffer> = new Int32Array(64);
  /** The cost of the step from the parent. */
  stepCost: Float64Array<ArrayBuffer> = new Float64Array(64);
  /** 1 once expanded (and not reopened since). */
  closed: Uint8Array<ArrayBuffer> = new Uint8Array(64);
  readonly states: S[] = [];
  readonly moves: (M | undefined)[] = [];
  size: number = 0;
  // The edges listed by the expansions, as local indices and costs.
  private edgeFrom = new Int32Array(256);
  private edgeTo = new Int32Array(256);
  private edgeCost = new Float64Array(256);
  edges: number = 0;
  /** Compressed rows of closed predecessors, by local index: `predStart[v]` … `predStart[v + 1]`. */
  predStart: Int32Array<ArrayBuffer> = new Int32Array(65);
  predOf: Int32Array<ArrayBuffer> = new Int32Array(256);
  predCost: Float64Array<ArrayBuffer> = new Float64Array(256);
  // The lookahead each search node was last met in, and its local index there.
  private readonly epochOf: Int32Column;
  private readonly localOf: Int32Column;
  private epoch = 0;

  constructor(capacity: number) {
    this.open = OpenList.take(64);
    this.epochOf = new Int32Column(0, capacity);
    this.localOf = new Int32Column(0, capacity);
  }

  /** Starts a new lookahead from the search node `root` (local 0, g 0), pushed on the open list with f = `h`. */
  reset(root: number, state: S, h: number): void {
    this.epoch++;
    for (let i = 0; i < this.size; i++) {
      this.states[i] = undefined as S;
      this.moves[i] = undefined;
    }
    this.size = 0;
    this.edges = 0;
    this.open.size = 0;
    this.add(root, state, 0, -1, undefined, 0);
    this.open.push(h, 0, 0);
  }

  /** The local index of the search node `node` in this lookahead, or -1. */
  find(node: number): number {
    return this.epochOf.get(node) === this.epoch ? this.localOf.get(node) : -1;
  }

  /** Adds a state met for the first time in this lookahead and returns its local index. */
  add(node: number, state: S, g: number, parent: number, move: M | undefined, cost: number): number {
    const l = this.size++;
    if (l === this.node.length) this.grow();
    this.epochOf.set(node, this.epoch);
    this.localOf.set(node, l);
    this.node[l] = node;
    this.g[l] = g;
    this.parent[l] = parent;
    this.stepCost[l] = cost;
    this.closed[l] = 0;
    this.states[l] = state;
    this.moves[l] = move;
    return l;
  }

  /** Records a cheaper path to `l`, from `parent` by `move` at `cost`. */
  relink(l: number, g: number, parent: number, move: M, cost: number): void {
    this.g[l] = g;
    this.parent[l] = parent;
    this.moves[l] = move;
    this.stepCost[l] = cost;
  }

  /** Records an edge `from` → `to` listed by an expansion. */
  edge(from: number, to: number, cost: number): void {
    const e = this.edges++;
    if (e === this.edgeFrom.length) {
      this.edgeFrom = grownInt32(this.edgeFrom);
      this.edgeTo = grownInt32(this.edgeTo);
      this.edgeCost = grownFloat64(this.edgeCost);
    }
    this.edgeFrom[e] = from;
    this.edgeTo[e] = to;
    this.edgeCost[e] = cost;
  }

  /** Builds the lists of closed predecessors of every local state from the edges (a counting sort by target). */
  predecessors(): void {
    const n = this.size;
    if (this.predStart.length < n + 1) this.predStart = new Int32Array(Math.max(2 * this.predStart.length, n + 1));
    if (this.predOf.length < this.edges) {
      const length = Math.max(2 * this.predOf.length, this.edges);
      this.predOf = new Int32Array(length);
      this.predCost = new Float64Array(length);
    }
    const start = this.predStart;
    start.fill(0, 0, n + 1);
    const { edgeFrom, edgeTo, edgeCost, closed } = this;
    // Counts per target, summed into the end of each row; then each edge, last first, goes just
    // before its row's end, which ends at the row's start.
    for (let e = 0; e < this.edges; e++) if (closed[edgeFrom[e]!] === 1) start[edgeTo[e]!]!++;
    for (let v = 1; v < n; v++) start[v]! += start[v - 1]!;
    start[n] = n > 0 ? start[n - 1]! : 0;
    for (let e = this.edges - 1; e >= 0; e--) {
      const from = edgeFrom[e]!;
      if (closed[from] !== 1) continue;
      const at = --start[edgeTo[e]!]!;
      this.predOf[at] = from;
      this.predCost[at] = edgeCost[e]!;
    }
  }

  /** Hands the open list to later searches. */
  release(): void {
    this.open.release();
  }

  private grow(): void {
    const length = this.node.length * 2;
    this.node = grownInt32(this.node, length);
    this.g = grownFloat64(this.g, length);
    this.parent = grownInt32(this.parent, length);
    this.stepCost = grownFloat64(this.stepCost, length);
    const closed = new Uint8Array(length);
    closed.set(this.closed);
    this.closed = closed;
  }
}

function grownInt32(a: Int32Array<ArrayBuffer>, length = a.length * 2): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(a);
  return next;
}

function grownFloat64(a: Float64Array<ArrayBuffer>, length = a.length * 2): Float64Array<ArrayBuffer> {
  const next = new Float64Array(length);
  next.set(a);
  return next;
}
