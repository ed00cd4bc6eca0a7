import type { Key } from '../state.js';

/**
 * The node slots of SMA*: at most `maxNodes` nodes of the search tree, each in a slot whose fields
 * are columns indexed by slot number. SMA* forgets leaves to stay within its bound and stores new
 * nodes in their place, so slots are handed out, given back and handed out again; a slot number
 * names a node only while it is stored. Each node's children in memory form a doubly linked list
 * (`firstChild`, `nextSibling`, `prevSibling`, with their number in `kids`), so a forgotten leaf
 * leaves its parent's list in O(1).
 *
 * The columns are made for a few slots at first and doubled as they are used up, up to
 * `maxNodes`: a large bound costs nothing until the search needs the nodes. The columns are
 * public fields read directly by the engine's inner loop and by its heaps' order; they are
 * replaced when they grow, so read them through the pool, never keep one.
 */
export class SmaNodePool<S, M> {
  /** Slots with columns made for them (grows up to `maxNodes`). */
  capacity: number;
  /** Nodes stored. */
  count = 0;
  readonly states: (S | undefined)[] = [];
  readonly moves: (M | undefined)[] = [];
  /** The id (key or hash) of each node's state, when the engine computes one; else 0. */
  readonly ids: Key[] = [];
  /**
   * Per expanded node, one value per successor (by its place in `expand`'s list): what the engine
   * remembers of it (see the engine); undefined until the node is expanded.
   */
  readonly successorF: (Float64Array | undefined)[] = [];
  /** The parent's slot, -1 at the root. */
  parent: Int32Array;
  g: Float64Array;
  f: Float64Array;
  /** The least value of the node's forgotten successors, ∞ when none. */
  lost: Float64Array;
  depth: Int32Array;
  /** The node's first child in memory, -1 when none. */
  firstChild: Int32Array;
  nextSibling: Int32Array;
  prevSibling: Int32Array;
  /** The node's place in its parent's list of successors. */
  ordinal: Int32Array;
  /** The node's children in memory. */
  kids: Int32Array;
  expandedOnce: Uint8Array;
  onPath: Uint8Array;
  /** Slots given back by forgotten nodes, handed out again first. */
  private readonly free: number[] = [];
  /** Slots handed out at least once: `0..used-1`. */
  private used = 0;

  /**
   * @param maxNodes - the most slots the pool will ever make.
   * @param firstSlots - the slots to make columns for at first (at most `maxNodes` are made).
   * @param onGrow - told the new capacity when the columns grow (for structures indexed by slot).
   */
  constructor(
    readonly maxNodes: number,
    firstSlots: number,
    private readonly onGrow?: (capacity: number) => void,
  ) {
    const n = Math.max(1, Math.min(maxNodes, firstSlots));
    this.capacity = n;
    this.parent = new Int32Array(n);
    this.g = new Float64Array(n);
    this.f = new Float64Array(n);
    this.lost = new Float64Array(n);
    this.depth = new Int32Array(n);
    this.firstChild = new Int32Array(n);
    this.nextSibling = new Int32Array(n);
    this.prevSibling = new Int32Array(n);
    this.ordinal = new Int32Array(n);
    this.kids = new Int32Array(n);
    this.expandedOnce = new Uint8Array(n);
    this.onPath = new Uint8Array(n);
  }

  /**
   * Stores a node and returns its slot: a freed slot if any, else a new one. The node has no child
   * and `lost` = ∞, is not expanded nor on the path; it goes first in its parent's list (none
   * when `from` is -1). The caller keeps `count` below `maxNodes`.
   */
  allocate(state: S, id: Key, move: M | undefined, from: number, gv: number, fv: number, ord: number): number {
    let s: number;
    if (this.free.length > 0) s = this.free.pop()!;
    else {
      if (this.used === this.capacity) this.grow();
      s = this.used++;
    }
    this.states[s] = state;
    this.ids[s] = id;
    this.moves[s] = move;
    this.parent[s] = from;
    this.g[s] = gv;
    this.f[s] = fv;
    this.lost[s] = Infinity;
    this.depth[s] = from >= 0 ? this.depth[from]! + 1 : 0;
    this.firstChild[s] = -1;
    this.kids[s] = 0;
    this.ordinal[s] = ord;
    this.expandedOnce[s] = 0;
    this.onPath[s] = 0;
    this.successorF[s] = undefined;
    if (from >= 0) {
      const head = this.firstChild[from]!;
      this.nextSibling[s] = head;
      this.prevSibling[s] = -1;
      if (head >= 0) this.prevSibling[head] = s;
      this.firstChild[from] = s;
      this.kids[from]!++;
    }
    this.count++;
    return s;
  }

  /**
   * Gives back the slot of a node that is not the root: it leaves its parent's list, its state,
   * move and successor values are let go, and the slot is handed out again. Its numeric fields
   * stay readable until then.
   */
  release(s: number): void {
    const from = this.parent[s]!;
    const prev = this.prevSibling[s]!;
    const next = this.nextSibling[s]!;
    if (prev >= 0) this.nextSibling[prev] = next;
    else this.firstChild[from] = next;
    if (next >= 0) this.prevSibling[next] = prev;
    this.kids[from]!--;
    this.ids[s] = 0;
    this.states[s] = undefined;
    this.moves[s] = undefined;
    this.successorF[s] = undefined;
    this.free.push(s);
    this.count--;
  }

  /** Doubles the columns (up to `maxNodes`), keeping what they hold. */
  private grow(): void {
    const next = Math.min(this.maxNodes, this.capacity * 2);
    const widen = <T extends Int32Array | Float64Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(next);
      b.set(a);
      return b;
    };
    this.parent = widen(this.parent);
    this.g = widen(this.g);
    this.f = widen(this.f);
    this.lost = widen(this.lost);
    this.depth = widen(this.depth);
    this.firstChild = widen(this.firstChild);
    this.nextSibling = widen(this.nextSibling);
    this.prevSibling = widen(this.prevSibling);
    this.ordinal = widen(this.ordinal);
    this.kids = widen(this.kids);
    this.expandedOnce = widen(this.expandedOnce);
    this.onPath = widen(this.onPath);
    this.capacity = next;
    this.onGrow?.(next);
  }
}
