import type { Hashing } from '../hashing.js';
import type { BeamNode } from './beam-layer-heap.js';

/**
 * The states of the nodes beam-stack search holds, for its duplicate detection: each state's
 * deepest node. A state may be held in several layers (a deeper node only when it came more
 * cheaply), so a node added hides the one before (its `shadow`) and removing it shows that one
 * again. Nodes leave deepest first (a layer made, then dropped, or cut from the layer being
 * made), so each state's nodes form a stack.
 */
export class LayeredStateTable<S, M> {
  private readonly byKey = new Map<unknown, BeamNode<S, M>>();
  private readonly buckets = new Map<number, BeamNode<S, M>[]>();

  constructor(private readonly hashing: Hashing<S>) {}

  /** What the table files `state` under: its key, or its hash. */
  handle(state: S): unknown {
    const h = this.hashing;
    return h.kind === 'key' ? h.key(state) : h.hash(state);
  }

  /** The deepest node held for `state` (whose handle is `handle`), or undefined. */
  find(handle: unknown, state: S): BeamNode<S, M> | undefined {
    const h = this.hashing;
    if (h.kind === 'key') return this.byKey.get(handle);
    const bucket = this.buckets.get(handle as number);
    if (bucket === undefined) return undefined;
    for (const n of bucket) if (h.equals(n.state, state)) return n;
    return undefined;
  }

  /** Holds `node`, over `hidden` (the node `find` gave for its state, if any). */
  add(node: BeamNode<S, M>, hidden: BeamNode<S, M> | undefined): void {
    node.shadow = hidden;
    if (this.hashing.kind === 'key') {
      this.byKey.set(node.handle, node);
      return;
    }
    const hash = node.handle as number;
    const bucket = this.buckets.get(hash);
    if (bucket === undefined) this.buckets.set(hash, [node]);
    else if (hidden === undefined) bucket.push(node);
    else bucket[bucket.indexOf(hidden)] = node;
  }

  /** Lets `node` go (it must be its state's deepest): the node it hid is found again. */
  remove(node: BeamNode<S, M>): void {
    const hidden = node.shadow;
    node.shadow = undefined;
    if (this.hashing.kind === 'key') {
      if (hidden === undefined) this.byKey.delete(node.handle);
      else this.byKey.set(node.handle, hidden);
      return;
    }
    const hash = node.handle as number;
    const bucket = this.buckets.get(hash)!;
    const i = bucket.indexOf(node);
    if (hidden !== undefined) bucket[i] = hidden;
    else if (bucket.length === 1) this.buckets.delete(hash);
    else {
      bucket[i] = bucket[bucket.length - 1]!;
      bucket.pop();
    }
  }
}
