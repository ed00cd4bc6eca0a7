import { Int32Column } from './columns.js';

/**
 * Each node's parent (or -1) and, for each node, the nodes whose parent it is: a doubly linked
 * list through first child and siblings, in typed arrays, so that a parent's children are found
 * without a scan and a node changes parent in constant time. The incremental planners use it to
 * find the states whose cost came through one whose cost rose.
 */
export class ParentLinks {
  private readonly parentOf: Int32Column;
  private readonly firstChild: Int32Column;
  private readonly nextSibling: Int32Column;
  private readonly prevSibling: Int32Column;

  constructor(capacity = 1024) {
    this.parentOf = new Int32Column(-1, capacity);
    this.firstChild = new Int32Column(-1, capacity);
    this.nextSibling = new Int32Column(-1, capacity);
    this.prevSibling = new Int32Column(-1, capacity);
  }

  /** The parent of `node`, or -1. */
  parent(node: number): number {
    return this.parentOf.get(node);
  }

  /** The first child of `node`, or -1; the next ones by {@link ParentLinks.nextChild}. */
  firstChildOf(node: number): number {
    return this.firstChild.get(node);
  }

  /** The child after `child` in its parent's list, or -1. */
  nextChild(child: number): number {
    return this.nextSibling.get(child);
  }

  /** Makes `up` the parent of `node` (or none, -1), moving it from its old parent's list. */
  link(node: number, up: number): void {
    const old = this.parentOf.get(node);
    if (old === up) return;
    if (old !== -1) {
      const prev = this.prevSibling.get(node);
      const next = this.nextSibling.get(node);
      if (prev === -1) this.firstChild.set(old, next);
      else this.nextSibling.set(prev, next);
      if (next !== -1) this.prevSibling.set(next, prev);
    }
    this.parentOf.set(node, up);
    if (up !== -1) {
      const head = this.firstChild.get(up);
      this.prevSibling.set(node, -1);
      this.nextSibling.set(node, head);
      if (head !== -1) this.prevSibling.set(head, node);
      this.firstChild.set(up, node);
    }
  }
}
