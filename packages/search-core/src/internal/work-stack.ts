import { Uint8Column } from './columns.js';

/**
 * A stack of nodes with work waiting, each node in it at most once (a flag per node): the
 * incremental planners' states still to recompute or to relax. A node leaves it only once its work
 * is done, so work cut short by a stop is found again by the next run.
 */
export class WorkStack {
  private readonly nodes: number[] = [];
  private readonly waiting: Uint8Column;

  constructor(capacity = 1024) {
    this.waiting = new Uint8Column(capacity);
  }

  get size(): number {
    return this.nodes.length;
  }

  /** Adds `node` unless it is waiting already. */
  push(node: number): void {
    if (this.waiting.get(node) === 1) return;
    this.waiting.set(node, 1);
    this.nodes.push(node);
  }

  /** The node pushed last (the stack must not be empty). */
  top(): number {
    return this.nodes[this.nodes.length - 1]!;
  }

  /** Takes the top node off: its work is done. */
  pop(): void {
    const node = this.nodes.pop()!;
    this.waiting.set(node, 0);
  }
}
