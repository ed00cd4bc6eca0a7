import type { Float64Column } from './columns.js';
import type { LocalSearchSpace } from './local-search-space.js';
import { OpenList } from './open-list.js';

/**
 * The most entries of the local space one step of the learning goes over outside the Dijkstra's
 * own steps (the predecessor lists, the sources, the dead ends): each step then costs
 * microseconds, so a limit or a cancellation is heard on time however large the local space.
 */
export const LEARNING_CHUNK = 4096;

// Where the learning is: the predecessor lists, the Dijkstra's sources, the Dijkstra, the dead ends.
const PREDECESSORS = 0;
const SOURCES = 1;
const DIJKSTRA = 2;
const DEAD_ENDS = 3;
const DONE = 4;

/**
 * The learning of LSS-LRTA* (Koenig and Sun 2009) after one lookahead: a Dijkstra from the local
 * space's open states, at their learned h, backwards over the edges of its closed ones, which sets
 * each closed state's learned h to max(h, the cheapest cost + h through the frontier); a closed
 * state the frontier cannot be reached from is a dead end and learns `Infinity`.
 *
 * It runs a step at a time ({@link LocalLearning.step}): one Dijkstra settle, or
 * {@link LEARNING_CHUNK} entries of the rest, so that a search over a local space of millions of
 * states still hears its limits between two steps.
 */
export class LocalLearning<S, M> {
  /** Strict rises of a learned value so far (dead ends included), over every lookahead. */
  learned = 0;
  private readonly dijkstra = new OpenList(64);
  private dist = new Float64Array(64);
  private settled = new Uint8Array(64);
  private phase = DONE;
  private cursor = 0;

  /**
   * @param local - the lookahead's local space.
   * @param h - the learned h of each search node, raised here.
   * @param onLearn - told each rise, with the state and its new value.
   */
  constructor(
    private readonly local: LocalSearchSpace<S, M>,
    private readonly h: Float64Column,
    private readonly onLearn: ((state: S, h: number) => void) | undefined,
  ) {}

  /** Starts learning over the local space as the lookahead left it. */
  begin(): void {
    this.local.beginPredecessors();
    const n = this.local.size;
    if (this.dist.length < n) {
      this.dist = new Float64Array(Math.max(2 * this.dist.length, n));
      this.settled = new Uint8Array(this.dist.length);
    }
    this.dijkstra.size = 0;
    this.cursor = 0;
    this.phase = PREDECESSORS;
  }

  /** One step of the learning; true once it is done (every learned value of this lookahead set). */
  step(): boolean {
    // A pass that ends starts the next one in the same step: a small local space learns in few steps.
    if (this.phase === PREDECESSORS) {
      if (!this.local.buildPredecessors(LEARNING_CHUNK)) return false;
      this.phase = SOURCES;
    }
    if (this.phase === SOURCES) return this.sources();
    if (this.phase === DIJKSTRA) {
      if (this.settleOne()) return false;
      this.cursor = 0;
      this.phase = DEAD_ENDS;
    }
    if (this.phase === DEAD_ENDS) return this.deadEnds();
    return true;
  }

  /** A chunk of the sources: the open states at their learned h; closed ones start at Infinity. Always false. */
  private sources(): false {
    const { local, dist, settled, dijkstra, h } = this;
    const end = Math.min(local.size, this.cursor + LEARNING_CHUNK);
    for (let l = this.cursor; l < end; l++) {
      settled[l] = 0;
      if (local.closed[l] === 1) dist[l] = Infinity;
      else {
        const hv = h.get(local.node[l]!);
        dist[l] = hv;
        if (hv !== Infinity) dijkstra.push(hv, 0, l);
      }
    }
    this.cursor = end;
    if (end === local.size) this.phase = DIJKSTRA;
    return false;
  }

  /** Settles one state of the Dijkstra (raising its learned h); false when none is left. */
  private settleOne(): boolean {
    const { local, dist, settled, dijkstra, h } = this;
    while (dijkstra.size > 0) {
      const v = dijkstra.pop();
      const key = dijkstra.poppedF;
      if (settled[v] === 1 || key !== dist[v]) continue;
      settled[v] = 1;
      if (local.closed[v] === 1) {
        const node = local.node[v]!;
        const old = h.get(node);
        if (key > old) {
          h.set(node, key);
          this.learned++;
          this.onLearn?.(local.states.get(v)!, key);
        } else dist[v] = old;
      }
      const d = dist[v]!;
      const { predStart, predOf, predCost } = local;
      for (let i = predStart[v]!, end = predStart[v + 1]!; i < end; i++) {
        const u = predOf[i]!;
        const candidate = predCost[i]! + d;
        if (settled[u] === 0 && candidate < dist[u]!) {
          dist[u] = candidate;
          dijkstra.push(candidate, 0, u);
        }
      }
      return true;
    }
    return false;
  }

  /** A chunk of the closed states the Dijkstra did not reach: dead ends. True once all are seen. */
  private deadEnds(): boolean {
    const { local, settled, h } = this;
    const end = Math.min(local.size, this.cursor + LEARNING_CHUNK);
    for (let l = this.cursor; l < end; l++) {
      if (local.closed[l] === 1 && settled[l] === 0 && h.get(local.node[l]!) !== Infinity) {
        h.set(local.node[l]!, Infinity);
        this.learned++;
        this.onLearn?.(local.states.get(l)!, Infinity);
      }
    }
    this.cursor = end;
    if (end < local.size) return false;
    this.phase = DONE;
    return true;
  }
}
