/**
 * A binary min-heap of (f, g, node, state) in parallel arrays. Ties on f go to the larger g (the
 * deeper node), which finds goals sooner on plateaus. Entries are never updated in place: a cheaper
 * path pushes a new entry and the stale one is skipped when popped (lazy deletion).
 */
export class OpenList<S> {
  private f: Float64Array;
  private g: Float64Array;
  private node: Int32Array;
  private states: (S | undefined)[] = [];
  size = 0;

  /** The g, node and state of the last entry popped. */
  poppedG = 0;
  poppedNode = 0;
  poppedF = 0;

  constructor(capacity = 1024) {
    this.f = new Float64Array(capacity);
    this.g = new Float64Array(capacity);
    this.node = new Int32Array(capacity);
  }

  push(f: number, g: number, node: number, state: S): void {
    let i = this.size++;
    if (i === this.f.length) this.grow();
    const fs = this.f;
    const gs = this.g;
    const ns = this.node;
    const ss = this.states;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pf = fs[p]!;
      if (pf < f || (pf === f && gs[p]! >= g)) break;
      fs[i] = pf;
      gs[i] = gs[p]!;
      ns[i] = ns[p]!;
      ss[i] = ss[p];
      i = p;
    }
    fs[i] = f;
    gs[i] = g;
    ns[i] = node;
    ss[i] = state;
  }

  /** Removes the best entry; its fields go to `poppedF`, `poppedG`, `poppedNode`. */
  pop(): S {
    const fs = this.f;
    const gs = this.g;
    const ns = this.node;
    const ss = this.states;
    const top = ss[0] as S;
    this.poppedF = fs[0]!;
    this.poppedG = gs[0]!;
    this.poppedNode = ns[0]!;
    const n = --this.size;
    const f = fs[n]!;
    const g = gs[n]!;
    const node = ns[n]!;
    const state = ss[n];
    ss[n] = undefined;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n) {
        const lf = fs[l]!;
        const rf = fs[r]!;
        if (rf < lf || (rf === lf && gs[r]! > gs[l]!)) c = r;
      }
      const cf = fs[c]!;
      if (f < cf || (f === cf && g >= gs[c]!)) break;
      fs[i] = cf;
      gs[i] = gs[c]!;
      ns[i] = ns[c]!;
      ss[i] = ss[c];
      i = c;
    }
    if (n > 0) {
      fs[i] = f;
      gs[i] = g;
      ns[i] = node;
      ss[i] = state;
    }
    return top;
  }

  private grow(): void {
    const cap = this.f.length * 2;
    const f = new Float64Array(cap);
    f.set(this.f);
    this.f = f;
    const g = new Float64Array(cap);
    g.set(this.g);
    this.g = g;
    const node = new Int32Array(cap);
    node.set(this.node);
    this.node = node;
  }
}
