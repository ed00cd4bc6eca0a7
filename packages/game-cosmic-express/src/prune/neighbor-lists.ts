/**
 * The neighbour lists the track graph (`track-graph.ts`) is built from: a compact store that
 * gathers each node's neighbours while the graph is built, then lays them out flat for it.
 *
 * @module
 */

/**
 * The neighbours of each node in the order they were added, without repeats: up to four in one
 * typed array (a cell's four sides), more (the wormhole node) in an array of their own. One array
 * per node cost more on a 200 × 200 grid than the search's first steps.
 */
export class NeighborLists {
  private readonly count: Int32Array;
  private readonly first: Int32Array;
  private readonly more = new Map<number, number[]>();

  constructor(nodes: number) {
    this.count = new Int32Array(nodes);
    this.first = new Int32Array(nodes * 4);
  }

  degree(u: number): number {
    return this.count[u]!;
  }

  add(u: number, v: number): void {
    const k = this.count[u]!;
    for (let i = 0; i < Math.min(k, 4); i++) if (this.first[u * 4 + i] === v) return;
    const more = this.more.get(u);
    if (more?.includes(v)) return;
    if (k < 4) this.first[u * 4 + k] = v;
    else if (more === undefined) this.more.set(u, [v]);
    else more.push(v);
    this.count[u] = k + 1;
  }

  /** Every list, one after another, as `start` (the running sums of the degrees) lays them out. */
  flat(start: Int32Array): Int32Array {
    const out = new Int32Array(start[start.length - 1]!);
    for (let u = 0; u + 1 < start.length; u++) {
      const k = this.count[u]!;
      for (let i = 0; i < Math.min(k, 4); i++) out[start[u]! + i] = this.first[u * 4 + i]!;
      if (k > 4) this.more.get(u)!.forEach((v, i) => (out[start[u]! + 4 + i] = v));
    }
    return out;
  }
}
