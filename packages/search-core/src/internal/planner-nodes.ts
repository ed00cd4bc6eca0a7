import type { Hashing } from '../hashing.js';
import type { Emit } from '../state.js';
import type { PlannerTree } from './incremental-path.js';
import { Float64Column } from './columns.js';
import { PagedArray } from './paged-array.js';
import { ParentLinks } from './parent-links.js';
import { createVisitedTable, type VisitedTable } from './visited-table.js';

/**
 * What an incremental planner (LPA*, D* Lite) knows of every state it has met, kept from one
 * search to the next: a node number per state (in the order met), and per node its state, g, rhs,
 * its estimate when estimates never change, and its parent with the nodes whose parent it is.
 * Apart from the engine because it is the planner's memory, while the engine is what it does with
 * it: the columns only grow, and a node keeps its number for the planner's life, so a change of
 * costs can name the nodes it touches.
 */
export class PlannerNodes<S> {
  readonly table: VisitedTable<S>;
  readonly states: PagedArray<S> = new PagedArray<S>();
  readonly g: Float64Column;
  readonly rhs: Float64Column;
  /** The estimate kept per node when estimates stay the same for good; NaN until computed. */
  readonly hOf: Float64Column;
  /** Each node's parent: the upstream neighbour that gives its rhs. */
  readonly links: ParentLinks;

  /** `first` is the state to size the table by (its first key); `capacity` the nodes to make room for. */
  constructor(hashing: Hashing<S>, first: S, capacity: number) {
    this.table = createVisitedTable(hashing, { state: first }, capacity);
    this.g = new Float64Column(Infinity, capacity);
    this.rhs = new Float64Column(Infinity, capacity);
    this.hOf = new Float64Column(Number.NaN, capacity);
    this.links = new ParentLinks(capacity);
  }

  /** Nodes stored: every state met. */
  get size(): number {
    return this.table.size;
  }

  /** The node of `state`, or -1 when it was never met. */
  find(state: S): number {
    return this.table.find(state);
  }

  /** The node of `state`, stored if it was never met. */
  nodeOf(state: S): number {
    const known = this.table.find(state);
    return known === -1 ? this.add(state) : known;
  }

  /** Stores a state met for the first time: consistent (g = rhs = ∞), no parent. */
  add(state: S): number {
    const node = this.table.size;
    this.table.findOrAdd(state, node);
    this.states.set(node, state);
    this.g.set(node, Infinity);
    this.rhs.set(node, Infinity);
    return node;
  }

  /** The view of the nodes the path is read from (see `tracePath`), with the engine's own steps. */
  tree<M>(
    algorithm: string,
    root: number,
    upstream: (state: S, emit: Emit<S, M>) => void,
    tick: () => void,
    stepCost: (cost: number | undefined) => number,
  ): PlannerTree<S, M> {
    return {
      algorithm,
      root,
      size: () => this.table.size,
      parent: (node) => this.links.parent(node),
      stateOf: (node) => this.states.get(node) as S,
      g: (node) => this.g.data[node]!,
      rhs: (node) => this.rhs.data[node]!,
      find: (state) => this.table.find(state),
      upstream,
      tick,
      stepCost,
    };
  }
}
