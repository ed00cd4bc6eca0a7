import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { Emit } from '../state.js';
import { Control, newStats, type Pause, type Stop, stopped } from './control.js';
import { KeyHeap } from './key-heap.js';
import type { Machine } from './machine.js';
import { checkHeuristic, type Normalized, requireHashing } from './normalize.js';
import { type PlannerTree, tracePath } from './incremental-path.js';
import { PlannerNodes } from './planner-nodes.js';
import { EXPANSIONS } from './stop.js';
import { WorkStack } from './work-stack.js';

/** What tells LPA* (forwards from the start) from D* Lite (backwards from the goal). */
export interface IncrementalSpec<S, M> {
  readonly algorithm: string;
  readonly p: Normalized<S, M>;
  /** The state whose rhs is 0 for good: LPA*'s start, D* Lite's goal. */
  readonly root: S;
  /** The state searched for at first: LPA*'s goal, D* Lite's first agent position. */
  readonly target: S;
  /** The neighbours whose rhs a change of a state's g touches: LPA*'s successors, D* Lite's predecessors. */
  readonly downstream: (state: S, emit: Emit<S, M>) => void;
  /** The neighbours a state's rhs is the least over: LPA*'s predecessors, D* Lite's successors. */
  readonly upstream: (state: S, emit: Emit<S, M>) => void;
  /** The estimate of the cost between the target and a state (LPA*: the state's to the goal). */
  readonly estimate: ((target: S, state: S) => number) | undefined;
  /** Whether estimates stay the same for good (LPA*: the target never moves), so may be kept per node. */
  readonly fixedEstimates: boolean;
  /** Whether the path runs from the root to the target (LPA*) rather than from the target to the root. */
  readonly rootFirst: boolean;
}

/**
 * The shared engine of LPA* (Koenig, Likhachev and Furcy 2004) and D* Lite (Koenig and Likhachev
 * 2002, the optimised version of its Figure 4), kept between searches: per state met, g and
 * rhs (the least over its upstream neighbours of g + step cost, 0 at the root), its parent (the
 * upstream neighbour that gives rhs) and the states whose parent it is, and the queue of the
 * inconsistent states (g ≠ rhs) keyed [min(g, rhs) + h + km; min(g, rhs)].
 *
 * Every change to that data is a unit that leaves it true, or is recorded as work still to do
 * before it is read: a state expanded with g > rhs takes g = rhs and waits (the relaxing stack) until its
 * downstream neighbours' rhs have been lowered through it; one expanded with g < rhs takes g = ∞
 * and the states whose parent it was wait (the dirty stack) for their rhs to be computed afresh. Both
 * kinds of work can be done again with the same effect, and heuristics are read before anything
 * changes, so a search stopped anywhere (a limit read between two children, the problem's
 * `checkpoint()`, the stored-state bound) leaves the planner ready for the next call, which does
 * the waiting work first. `costsChanged` records its work the same way.
 *
 * Step costs must be positive: with a zero-cost cycle two states could keep each other's stale
 * rhs alive after their real support is gone (the papers assume c > 0). A cost of `Infinity`
 * is a blocked edge, as is an edge no longer listed.
 */
export class IncrementalEngine<S, M> {
  /** Every state met, with its g, rhs, kept estimate and parent. */
  private readonly nodes: PlannerNodes<S>;
  // The nodes' columns, read straight from the engine in its inner loops (they never change object).
  private readonly table: PlannerNodes<S>['table'];
  private readonly states: PlannerNodes<S>['states'];
  private readonly g: PlannerNodes<S>['g'];
  private readonly rhs: PlannerNodes<S>['rhs'];
  private readonly links: PlannerNodes<S>['links'];
  private readonly heap: KeyHeap;
  /** States whose downstream neighbours' rhs wait to be lowered through them. */
  private readonly relaxing: WorkStack;
  /** States whose rhs waits to be computed afresh. */
  private readonly dirty: WorkStack;
  /** The planner's tree as the path is read from it. */
  private readonly tree: PlannerTree<S, M>;
  private readonly rootNode: number;
  private target: S;
  private targetNode: number;
  /** D* Lite's key modifier: the estimates between the agent's positions, summed. */
  private km = 0;
  private busy = false;

  // The run in progress.
  private control: Control | undefined;
  private stats = newStats();
  private work = 0;
  private pauseAfter = false;
  private finished: SearchResult<S, M> | undefined;

  // What the emit functions work on: the node expanded or computed, its g, and the best so far.
  private fromNode = 0;
  private fromG = 0;
  private bestRhs = Infinity;
  private bestParent = -1;
  private rootChecked = false;

  constructor(
    private readonly spec: IncrementalSpec<S, M>,
    private readonly defaults: SearchOptions<S>,
  ) {
    const capacity = Math.max(16, Math.min(defaults.capacity ?? 4096, 1 << 20));
    const nodes = new PlannerNodes(requireHashing(spec.p.hashing, spec.algorithm), spec.root, capacity);
    this.nodes = nodes;
    ({ table: this.table, states: this.states, g: this.g, rhs: this.rhs, links: this.links } = nodes);
    this.heap = new KeyHeap(capacity);
    this.relaxing = new WorkStack(capacity);
    this.dirty = new WorkStack(capacity);
    this.rootNode = nodes.add(spec.root);
    nodes.rhs.set(this.rootNode, 0);
    this.target = spec.target;
    this.targetNode = nodes.nodeOf(spec.target);
    this.tree = nodes.tree(
      spec.algorithm,
      this.rootNode,
      spec.upstream,
      () => this.tick(),
      (cost) => this.stepCost(cost),
    );
    // The root is inconsistent (g = ∞, rhs = 0); its key is set at the first search, under its limits.
    this.dirty.push(this.rootNode);
  }

  /** States stored: every state met, kept until the planner is dropped. */
  get stored(): number {
    return this.table.size;
  }

  /** The state the search is for (LPA*'s goal, D* Lite's agent). */
  get position(): S {
    return this.target;
  }

  /** Refuses a call while a search of this planner runs (an async one, or from its own callbacks). */
  private idle(what: string): void {
    if (this.busy) {
      throw new SearchError('invalid-option', `${this.spec.algorithm}: ${what} called while a search of the same planner runs`);
    }
  }

  /** Records that the costs of edges into or out of `states` changed (see the planners). */
  costsChanged(states: Iterable<S>): void {
    this.idle('costsChanged');
    for (const state of states) {
      // A state never met may have gained an edge from (LPA*) or to (D* Lite) a state that was:
      // it is stored, and its rhs computed at the next search. Nothing met depends on it yet.
      const node = this.nodes.nodeOf(state);
      this.dirty.push(node);
      if (this.g.get(node) !== Infinity) this.relaxing.push(node);
      const links = this.nodes.links;
      for (let c = links.firstChildOf(node); c !== -1; c = links.nextChild(c)) this.dirty.push(c);
    }
  }

  /** D* Lite: the agent is now at `state`; the keys in the queue are raised by the estimate of the move. */
  moveTo(state: S): void {
    this.idle('moveTo');
    const est = this.spec.estimate;
    const moved = est === undefined ? 0 : checkHeuristic(est(this.target, state));
    if (moved === Infinity) {
      throw new SearchError(
        'invalid-heuristic',
        `${this.spec.algorithm}: the heuristic says the new position cannot be reached from the old one`,
      );
    }
    this.km += moved;
    this.target = state;
    this.targetNode = this.nodes.nodeOf(state);
  }

  /** A machine for one search under `options` (the planner's defaults, overridden). */
  begin(options: SearchOptions<S>): Machine<SearchResult<S, M>> {
    this.idle('search');
    const merged = { ...this.defaults, ...options };
    const control = new Control(merged, this.spec.root);
    this.control = control;
    this.stats = newStats();
    this.work = 0;
    this.pauseAfter = false;
    this.finished = undefined;
    this.rootChecked = false;
    this.busy = true;
    const early = control.initial();
    if (early !== undefined) this.stop(early);
    return {
      control,
      polled: () => this.work,
      resume: () => this.finished ?? this.resume(),
      halt: (s: Stop) => this.finished ?? this.stop(s),
    };
  }

  /** Lets the planner take calls again once a run ended by an exception of the problem's. */
  release(): void {
    this.busy = false;
  }

  private finish(result: SearchResult<S, M>): SearchResult<S, M> {
    this.control!.finish(result, this.table.size);
    this.finished = result;
    this.busy = false;
    return result;
  }

  private stop(s: Stop): SearchResult<S, M> {
    return this.finish(stopped(s, this.stats));
  }

  /** Before a unit of work: a stop or the end of a slice when a poll is due and says so. */
  private step(): Stop | Pause | undefined {
    const control = this.control!;
    if (this.work >= control.nextCheck) {
      const s = control.poll(this.stats, this.heap.size, this.table.size, this.heap.topK1(), this.work);
      if (s !== undefined) return s;
    }
    this.work++;
    return undefined;
  }

  /** Per neighbour listed: counts a step and polls when one is due (may throw an interruption). */
  private tick(): void {
    const control = this.control!;
    if (++this.work >= control.nextCheck) {
      const s = control.poll(this.stats, this.heap.size, this.table.size, this.heap.topK1(), this.work);
      if (s?.status === 'paused') this.pauseAfter = true;
      else if (s !== undefined) throw control.interrupt(s);
    }
  }

  private resume(): SearchResult<S, M> | undefined {
    const { p, root } = this.spec;
    const stats = this.stats;
    if (!this.rootChecked) {
      this.rootChecked = true;
      if (p.isValid !== undefined && !p.isValid(root)) {
        stats.pruned++;
        return this.finish({ status: 'exhausted', stats });
      }
    }
    for (;;) {
      const s = this.step();
      if (s !== undefined) return s.status === 'paused' ? undefined : this.stop(s);
      if (this.relaxing.size > 0) this.relax(this.relaxing.top());
      else if (this.dirty.size > 0) this.recompute(this.dirty.top());
      else {
        const done = this.expandTop();
        if (done !== undefined) return done;
      }
      if (this.heap.size > stats.peakFrontier) stats.peakFrontier = this.heap.size;
      if (this.pauseAfter) {
        this.pauseAfter = false;
        return undefined;
      }
    }
  }

  /** The estimate of `node` (0 at the target), read before anything changes. */
  private h(node: number): number {
    if (node === this.targetNode) return 0;
    const est = this.spec.estimate;
    if (est === undefined) return 0;
    if (this.spec.fixedEstimates) {
      const kept = this.nodes.hOf.get(node);
      if (!Number.isNaN(kept)) return kept;
    }
    const v = checkHeuristic(est(this.target, this.states.get(node) as S));
    if (this.spec.fixedEstimates) this.nodes.hOf.set(node, v);
    return v;
  }

  /** Puts `node` in the queue with its key when inconsistent, takes it out when not. */
  private queue(node: number, h: number): void {
    const g = this.g.data[node]!;
    const rhs = this.rhs.data[node]!;
    if (g === rhs) {
      this.heap.remove(node);
      return;
    }
    const m = Math.min(g, rhs);
    this.heap.set(node, m + h + this.km, m);
  }

  /**
   * One expansion of the queue's best state, or the end of the search: the target consistent and
   * no key in the queue below its own (or none finite left).
   */
  private expandTop(): SearchResult<S, M> | undefined {
    const { g, rhs, links } = this.nodes;
    const t = this.targetNode;
    const gt = g.data[t]!;
    const rt = rhs.data[t]!;
    const topK1 = this.heap.topK1();
    if (topK1 === Infinity) return this.answer();
    const mt = Math.min(gt, rt);
    const tk1 = mt + this.km;
    const topK2 = this.heap.topK2();
    if (gt === rt && !(topK1 < tk1 || (topK1 === tk1 && topK2 < mt))) return this.answer();
    const u = this.heap.topNode();
    const hu = this.h(u);
    const gu = g.data[u]!;
    const ru = rhs.data[u]!;
    const mu = Math.min(gu, ru);
    const k1 = mu + hu + this.km;
    if (topK1 < k1 || (topK1 === k1 && topK2 < mu)) {
      // D* Lite: a key set before the agent moved; it goes back with its key of now.
      this.heap.set(u, k1, mu);
      return undefined;
    }
    const stats = this.stats;
    if (stats.expanded >= this.control!.maxExpansions) return this.stop(EXPANSIONS);
    stats.expanded++;
    if (gu !== Infinity) stats.reopened++;
    if (gu > ru) {
      g.set(u, ru);
      this.heap.remove(u);
      this.relaxing.push(u);
    } else {
      g.set(u, Infinity);
      this.queue(u, hu);
      for (let c = links.firstChildOf(u); c !== -1; c = links.nextChild(c)) this.dirty.push(c);
    }
    return undefined;
  }

  /** Lowers the rhs of `node`'s downstream neighbours through it; done again if cut short. */
  private relax(node: number): void {
    const { p, downstream } = this.spec;
    this.fromNode = node;
    this.fromG = this.g.data[node]!;
    if (this.fromG !== Infinity && (node === this.rootNode || p.isValid === undefined || p.isValid(this.states.get(node) as S))) {
      downstream(this.states.get(node) as S, this.emitRelax);
    }
    this.relaxing.pop();
  }

  private readonly emitRelax: Emit<S, M> = (child, _move, cost) => {
    this.tick();
    const stats = this.stats;
    stats.generated++;
    const c = this.stepCost(cost);
    if (c === Infinity) return;
    const { isValid } = this.spec.p;
    let node = this.table.find(child);
    if (node === this.rootNode || node === this.fromNode) return;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    if (node === -1) {
      node = this.nodes.add(child);
      if (this.table.size >= this.control!.maxStored) this.control!.storedLimitReached();
    }
    const cand = this.fromG + c;
    if (!(cand < this.rhs.data[node]!)) {
      stats.duplicates++;
      return;
    }
    const h = this.h(node);
    this.rhs.set(node, cand);
    this.links.link(node, this.fromNode);
    this.queue(node, h);
  };

  /** Computes the rhs of `node` afresh from its upstream neighbours; done again if cut short. */
  private recompute(node: number): void {
    const { p, upstream } = this.spec;
    if (node === this.rootNode) {
      const h = this.h(node);
      this.queue(node, h);
    } else {
      this.fromNode = node;
      this.bestRhs = Infinity;
      this.bestParent = -1;
      const state = this.states.get(node) as S;
      if (p.isValid === undefined || p.isValid(state)) upstream(state, this.emitRecompute);
      const h = this.h(node);
      this.rhs.set(node, this.bestRhs);
      this.links.link(node, this.bestParent);
      this.queue(node, h);
    }
    this.dirty.pop();
  }

  private readonly emitRecompute: Emit<S, M> = (neighbour, _move, cost) => {
    this.tick();
    this.stats.generated++;
    const c = this.stepCost(cost);
    if (c === Infinity) return;
    const node = this.table.find(neighbour);
    if (node === -1 || node === this.fromNode) return;
    const { isValid } = this.spec.p;
    if (node !== this.rootNode && isValid !== undefined && !isValid(neighbour)) return;
    const cand = this.g.data[node]! + c;
    if (cand < this.bestRhs) {
      this.bestRhs = cand;
      this.bestParent = node;
    }
  };

  /** The search's answer once it has ended: the path through the parents, or `exhausted`. */
  private answer(): SearchResult<S, M> {
    const t = this.targetNode;
    const stats = this.stats;
    if (this.g.data[t] === Infinity || this.g.data[t] !== this.rhs.data[t]) return this.finish({ status: 'exhausted', stats });
    const path = tracePath(this.tree, t, this.spec.rootFirst);
    return this.finish({ status: 'solved', ...path, stats });
  }

  /** A step cost: 1 when none is given, `Infinity` for a blocked edge; zero, negative and NaN are refused. */
  private stepCost(cost: number | undefined): number {
    if (cost === undefined) return 1;
    if (cost > 0) return cost;
    throw new SearchError(
      'invalid-cost',
      `${this.spec.algorithm} needs step costs > 0 (Infinity for a blocked edge): a zero-cost cycle would keep stale costs alive; got ${String(cost)}`,
    );
  }
}
