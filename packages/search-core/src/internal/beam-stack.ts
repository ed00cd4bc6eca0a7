import type { BeamLayerHeap, BeamNode, RangeKey } from './beam-layer-heap.js';
import { HIGHEST, LOWEST } from './beam-layer-heap.js';

/** Nodes moved or let go per step when a layer is made, cut or dropped, so that a wide beam still hears its limits. */
export const CHUNK = 4096;

/**
 * The beam stack of beam-stack search (Zhou and Hansen 2005): the layers held in memory, one per
 * depth from the root, and for each depth d ≥ 1 the range [lo[d], hi[d]) of keys that layer d is
 * made from (`lo`/`hi` also hold the range of the layer being made, at depth `l + 1`). Apart from
 * the engine because it is a structure with rules of its own: how a made layer joins the stack,
 * how backtracking picks the item that takes its next slice and which layers it lets go, and what
 * the stack says about the least cost still to try.
 *
 * Layers are moved in from the heap and let go a chunk per call (`fill`, `drop`), so that the
 * engine can poll its limits between chunks however wide the beam.
 */
export class BeamStack<S, M> {
  /** layers[d]: layer d, in the order of its keys; layers[l] is being expanded. */
  readonly layers: BeamNode<S, M>[][] = [];
  /** The beam stack: the range [lo[d], hi[d]) of layer d's keys (d ≥ 1). */
  readonly lo: RangeKey[] = [LOWEST];
  readonly hi: RangeKey[] = [HIGHEST];
  /** The depth of the layer being expanded. */
  l = 0;
  /** The next node of layers[l] to expand. */
  index = 0;
  /** A layer being moved out of the heap (from its end), or undefined. */
  private making: BeamNode<S, M>[] | undefined;
  private makingAt = 0;
  /** Layers let go by a backtrack, still to let go of node by node. */
  private dropped: BeamNode<S, M>[][] = [];

  /** Starts the stack with the root's layer, the range of the layer below open. */
  start(root: BeamNode<S, M>): void {
    this.layers.push([root]);
    this.lo.push(LOWEST);
    this.hi.push(HIGHEST);
  }

  /** Whether a layer is being moved in (call `fill` until it is done). */
  get filling(): boolean {
    return this.making !== undefined;
  }

  /** Whether dropped layers are being let go (call `drop` until it is done). */
  get dropping(): boolean {
    return this.dropped.length > 0;
  }

  /** The layer being made, complete in `heap` (not empty), is to become the next layer. */
  startLayer(size: number): void {
    this.making = new Array<BeamNode<S, M>>(size);
    this.makingAt = size;
  }

  /**
   * Moves a chunk of the heap into the layer, best last to best first. When it is done, the layer
   * joins the stack and becomes the one expanded, with the full range open below it: returns it
   * (the caller starts a fresh heap), else undefined.
   */
  fill(heap: BeamLayerHeap<S, M>): BeamNode<S, M>[] | undefined {
    const layer = this.making!;
    for (let budget = CHUNK; this.makingAt > 0 && budget > 0; budget--) layer[--this.makingAt] = heap.pop();
    if (this.makingAt > 0) return undefined;
    this.making = undefined;
    this.layers.push(layer);
    const l = ++this.l;
    this.lo[l + 1] = LOWEST;
    this.hi[l + 1] = HIGHEST;
    this.index = 0;
    return layer;
  }

  /**
   * The layer being made came out empty: pops the items whose `hi` is not below `upper` (nothing
   * they left out can beat it), and moves the deepest left to its next slice [hi, ∞); its layer and
   * those below it are to be let go (`drop`), and the layer above it is expanded again from its
   * start. False when the stack is empty (every slice has been tried).
   */
  backtrack(upper: number): boolean {
    const { lo, hi } = this;
    let d = this.l + 1;
    while (d >= 1 && hi[d]!.f >= upper) d--;
    if (d === 0) return false;
    lo[d] = hi[d]!;
    hi[d] = HIGHEST;
    lo.length = hi.length = d + 1;
    this.dropped = this.layers.splice(d);
    this.l = d - 1;
    this.index = 0;
    return true;
  }

  /** Lets a chunk of the dropped layers go, deepest first; true when they are all gone. */
  drop(letGo: (n: BeamNode<S, M>) => void): boolean {
    const dropping = this.dropped;
    for (let budget = CHUNK; dropping.length > 0 && budget > 0; ) {
      const layer = dropping[dropping.length - 1]!;
      while (layer.length > 0 && budget-- > 0) letGo(layer.pop()!);
      if (layer.length === 0) dropping.pop();
    }
    return dropping.length === 0;
  }

  /**
   * The least f the stack leaves untried: the `hi` of every item (what its slices left for later)
   * and the rest of the layer being expanded (their own f, and their children are in this slice
   * or beyond). `upper` when none is below it.
   */
  leastUntried(upper: number): number {
    const hi = this.hi;
    let lb = upper;
    for (let d = 1; d < hi.length; d++) if (hi[d]!.f < lb) lb = hi[d]!.f;
    const layer = this.layers[this.l];
    if (layer !== undefined && this.index < layer.length) {
      const rest = Math.max(layer[this.index]!.f, this.lo[this.l + 1]?.f ?? -Infinity);
      if (rest < lb) lb = rest;
    }
    return lb;
  }
}
