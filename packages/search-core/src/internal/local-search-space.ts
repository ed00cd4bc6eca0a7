import { Int32Column } from './columns.js';
import { OpenList } from './open-list.js';
import { PagedArray } from './paged-array.js';

/**
 * The local search space of one lookahead of a real-time search (LSS-LRTA*): the states an A*
 * from the agent's state met, numbered 0, 1, 2 … in the order met (0 is the agent's state), with
 * their g, parent, move and state, whether each is closed (expanded), the edges the expansions
 * listed, and the A* open list over them. Everything is kept for the next lookahead and reset in
 * O(1): a search's node is found through a per-node epoch stamp, not a cleared table.
 *
 * After the A*, {@link LocalSearchSpace.beginPredecessors} and
 * {@link LocalSearchSpace.buildPredecessors} turn the edges into lists of closed
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
  // Paged, so that neither growing nor emptying them copies a large local space in one step.
  states: PagedArray<S> = new PagedArray<S>();
  moves: PagedArray<M | undefined> = new PagedArray<M | undefined>();
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
  // Where the build of the predecessor lists is: its pass (count, sum, place) and position.
  private pass = 0;
  private cursor = 0;

  constructor(capacity: number) {
    this.open = OpenList.take(64);
    this.epochOf = new Int32Column(0, capacity);
    this.localOf = new Int32Column(0, capacity);
  }

  /** Starts a new lookahead from the search node `root` (local 0, g 0), pushed on the open list with f = `h`. */
  reset(root: number, state: S, h: number): void {
    this.epoch++;
    // New arrays when the last lookahead filled more than a first page: they let go of its states
    // at once; a small one is overwritten in place.
    if (this.size > 32) {
      this.states = new PagedArray<S>();
      this.moves = new PagedArray<M | undefined>();
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
    this.states.set(l, state);
    this.moves.set(l, move);
    return l;
  }

  /** Records a cheaper path to `l`, from `parent` by `move` at `cost`. */
  relink(l: number, g: number, parent: number, move: M, cost: number): void {
    this.g[l] = g;
    this.parent[l] = parent;
    this.moves.set(l, move);
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

  /**
   * Starts building the lists of closed predecessors of every local state from the edges (a
   * counting sort by target), which {@link LocalSearchSpace.buildPredecessors} goes on with.
   */
  beginPredecessors(): void {
    const n = this.size;
    if (this.predStart.length < n + 1) this.predStart = new Int32Array(Math.max(2 * this.predStart.length, n + 1));
    if (this.predOf.length < this.edges) {
      const length = Math.max(2 * this.predOf.length, this.edges);
      this.predOf = new Int32Array(length);
      this.predCost = new Float64Array(length);
    }
    this.predStart.fill(0, 0, n + 1);
    this.pass = 0;
    this.cursor = 0;
  }

  /**
   * Goes on with the lists of predecessors for at most `budget` edges and states in all (its
   * three passes go over the edges, the states, then the edges again), so that a local space of
   * millions of states is not one step of the search; true once they are built.
   */
  buildPredecessors(budget: number): boolean {
    const n = this.size;
    const start = this.predStart;
    const { edgeFrom, edgeTo, edgeCost, closed } = this;
    let left = budget;
    // Counts per target, summed into the end of each row; then each edge, last first, goes just
    // before its row's end, which ends at the row's start.
    if (this.pass === 0) {
      const end = Math.min(this.edges, this.cursor + left);
      for (let e = this.cursor; e < end; e++) if (closed[edgeFrom[e]!] === 1) start[edgeTo[e]!]!++;
      left -= end - this.cursor;
      this.cursor = end;
      if (end < this.edges) return false;
      this.pass = 1;
      this.cursor = 1;
    }
    if (this.pass === 1) {
      const end = Math.min(n, this.cursor + left);
      for (let v = this.cursor; v < end; v++) start[v]! += start[v - 1]!;
      left -= Math.max(0, end - this.cursor);
      this.cursor = end;
      if (end < n) return false;
      start[n] = n > 0 ? start[n - 1]! : 0;
      this.pass = 2;
      this.cursor = this.edges - 1;
    }
    const end = Math.max(-1, this.cursor - left);
    for (let e = this.cursor; e > end; e--) {
      const from = edgeFrom[e]!;
      if (closed[from] !== 1) continue;
      const at = --start[edgeTo[e]!]!;
      this.predOf[at] = from;
      this.predCost[at] = edgeCost[e]!;
    }
    this.cursor = end;
    return end === -1;
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
