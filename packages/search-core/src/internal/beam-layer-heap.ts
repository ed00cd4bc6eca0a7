/**
 * A node of beam-stack search: a state in one layer (its depth), with the path to it through its
 * parent in the layer above, and its place in the order the beam stack's ranges are taken in.
 */
export interface BeamNode<S, M> {
  state: S;
  /** The move from the parent; undefined at the root. */
  move: M | undefined;
  parent: BeamNode<S, M> | undefined;
  /** The layer: the number of moves from the root. */
  readonly depth: number;
  g: number;
  f: number;
  /** Which child of the layer's generation it is (a count over the layer above's expansions): the last tie-break. */
  ord: number;
  /** The state table's handle of the state (its key or hash), and the node of the same state it hides there. */
  readonly handle: unknown;
  shadow: BeamNode<S, M> | undefined;
  /** Its index in the heap of the layer being made; -1 once out of it. */
  at: number;
}

/** A point of the order that ranges are given in: f, then the larger g, then the earlier ordinal. */
export interface RangeKey {
  readonly f: number;
  readonly g: number;
  readonly ord: number;
}

/** Before every key, and after every key: the ends of a fresh range. */
export const LOWEST: RangeKey = { f: -Infinity, g: 0, ord: 0 };
export const HIGHEST: RangeKey = { f: Infinity, g: 0, ord: 0 };

/**
 * The order of a layer's nodes: negative when (f, g, ord) comes before `k`. A total order on a
 * layer's nodes (no two share an ordinal), so that a range boundary falls between two nodes even
 * when their f ties: a layer of equal f values wider than the beam is still taken a slice at a time.
 */
export function compareKey(f: number, g: number, ord: number, k: RangeKey): number {
  return f - k.f || k.g - g || ord - k.ord;
}

const later = <S, M>(a: BeamNode<S, M>, b: BeamNode<S, M>): boolean => compareKey(a.f, a.g, a.ord, b) > 0;

/**
 * The layer being made: a binary max-heap by {@link compareKey}, so that the worst node is the one
 * the beam drops when the layer is full, and a node reached more cheaply moves to its new place.
 */
export class BeamLayerHeap<S, M> {
  private readonly items: BeamNode<S, M>[] = [];

  get size(): number {
    return this.items.length;
  }

  /** The worst node (the last in the order). */
  peek(): BeamNode<S, M> {
    return this.items[0]!;
  }

  push(node: BeamNode<S, M>): void {
    node.at = this.items.length;
    this.items.push(node);
    this.up(node.at);
  }

  /** Takes the worst node out. */
  pop(): BeamNode<S, M> {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    top.at = -1;
    if (items.length > 0) {
      items[0] = last;
      last.at = 0;
      this.down(0);
    }
    return top;
  }

  /** `node` moved earlier in the order (a cheaper path to it): sifts it to its place. */
  improved(node: BeamNode<S, M>): void {
    this.down(node.at);
  }

  private up(i: number): void {
    const items = this.items;
    const node = items[i]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent]!;
      if (!later(node, p)) break;
      items[i] = p;
      p.at = i;
      i = parent;
    }
    items[i] = node;
    node.at = i;
  }

  private down(i: number): void {
    const items = this.items;
    const n = items.length;
    const node = items[i]!;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && later(items[child + 1]!, items[child]!)) child++;
      const c = items[child]!;
      if (!later(c, node)) break;
      items[i] = c;
      c.at = i;
      i = child;
    }
    items[i] = node;
    node.at = i;
  }
}
