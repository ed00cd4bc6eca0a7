import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { BidirectionalSearchOptions } from '../bidirectional/bidirectional-search-options.js';
import { SearchError } from '../errors.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column } from './columns.js';
import type { Machine } from './machine.js';
import { NodeArena } from './node-arena.js';
import { checkCost, checkHeuristic, type Normalized, normalize, requireHashing } from './normalize.js';
import { PagedArray } from './paged-array.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';
import { createVisitedTable, type VisitedTable } from './visited-table.js';

/**
 * One direction of a front-to-end bidirectional heuristic search: its tree, its states still to
 * expand, each node's heuristic toward the other end, and `lists`, the engine's own open lists.
 */
export interface Half<S, M, L> {
  readonly forward: boolean;
  readonly table: VisitedTable<S>;
  readonly arena: NodeArena;
  readonly states: PagedArray<S | undefined>;
  readonly hOf: Float64Column;
  /** The g a node was last expanded at; Infinity while it never was. */
  readonly expandedAt: Float64Column;
  readonly h: ((state: S) => number) | undefined;
  readonly expand: (state: S, emit: Emit<S, M>) => void;
  readonly lists: L;
}

type Result<S, M> = SearchResultWithClosest<S, M>;

/**
 * Checks what a front-to-end bidirectional search needs (predecessors, a goal that is one, a
 * valid ε from the options or the problem) and normalizes the problem.
 *
 * @throws SearchError `missing-capability`, `invalid-option` or `invalid-problem`.
 */
export function normalizeBidirectional<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: BidirectionalSearchOptions<S>,
  algorithm: string,
): Normalized<S, M> {
  if (problem === null || typeof problem !== 'object' || typeof problem.predecessors !== 'function' || !('goal' in problem)) {
    throw new SearchError(
      'missing-capability',
      `${algorithm} searches from both ends: the problem needs predecessors(state) and the goal state as \`goal\``,
    );
  }
  const eps = options.minStepCost ?? problem.minStepCost ?? 0;
  if (!(eps >= 0) || eps === Infinity) {
    const from = options.minStepCost === undefined ? "the problem's minStepCost" : 'minStepCost';
    throw new SearchError('invalid-option', `${from} must be a finite number ≥ 0, got ${String(eps)}`);
  }
  const p = normalize(problem, options);
  if (!p.isGoal(problem.goal))
    throw new SearchError('invalid-problem', `the goal given to ${algorithm} is not a goal: isGoal(goal) is false`);
  return p;
}

/**
 * What NBS and MM share: two halves (forward from the initial state, backward from the goal
 * through `predecessors`), the meeting of a state reached on one side with the other side's table
 * (the best meeting, U, is kept with its two nodes), pruning of states whose f cannot beat U,
 * reopening on a cheaper path, the path joined from both halves' trees, limits through one
 * SearchKit, and the machine's loop. An engine gives `open` (a node reached at a new g joins its
 * open lists), `openCount` and `one` (picks and expands the next node, or ends the search).
 */
export class BidirectionalKit<S, M, L> {
  readonly kit: SearchKit<S, M>;
  readonly fwd: Half<S, M, L>;
  readonly bwd: Half<S, M, L>;
  /** The least step cost ε: the problem's, the option's, or 0. */
  readonly eps: number;
  /** The cheapest meeting found (U), and its forward and backward nodes. */
  best: number = Infinity;
  private meetF = -1;
  private meetB = -1;
  /** The greatest lower bound on the optimum proved so far (reported to onProgress). */
  bound: number = 0;
  private side: Half<S, M, L>;
  private currentNode = 0;
  private currentG = 0;
  private ordinal = 0;
  private finished: Result<S, M> | undefined;

  constructor(
    private readonly p: Normalized<S, M>,
    private readonly problem: BidirectionalProblem<S, M>,
    options: BidirectionalSearchOptions<S>,
    algorithm: string,
    lists: () => L,
    private readonly open: (half: Half<S, M, L>, node: number, g: number, f: number) => void,
    openCount: () => number,
  ) {
    this.eps = options.minStepCost ?? problem.minStepCost ?? 0;
    const hashing = requireHashing(p.hashing, algorithm);
    const kit = new SearchKit(p, options, algorithm);
    this.kit = kit;
    const half = (forward: boolean, table: VisitedTable<S>, arena: NodeArena, states: PagedArray<S | undefined>): Half<S, M, L> => ({
      forward,
      table,
      arena,
      states,
      hOf: new Float64Column(0),
      expandedAt: new Float64Column(Infinity),
      h: forward ? p.heuristic : options.backwardHeuristic,
      expand: forward
        ? p.expand
        : (state, emit) => {
            for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
          },
      lists: lists(),
    });
    this.fwd = half(true, kit.table, kit.arena, kit.states);
    this.bwd = half(false, createVisitedTable(hashing, { state: problem.goal }), new NodeArena(), new PagedArray<S | undefined>());
    this.side = this.fwd;
    kit.extraStored = () => this.bwd.arena.size;
    kit.frontier = openCount;
    kit.bound = () => this.bound;
  }

  /** Whether `node` is open on `half` at `g` (an entry of an open list pushed at g that is not stale). */
  isOpen(half: Half<S, M, L>, node: number, g: number): boolean {
    return g === half.arena.g[node] && half.expandedAt.get(node) > g;
  }

  readonly emit: Emit<S, M> = (child, move, cost) => {
    const { kit } = this;
    if (kit.replay.want >= 0) return kit.replay.offer(child, move, cost, kit.control);
    const ord = this.ordinal++;
    kit.tick();
    const g = this.currentG + checkCost(cost);
    const { isValid } = this.p;
    if (isValid !== undefined && !isValid(child)) {
      kit.stats.pruned++;
      return;
    }
    const s = this.side;
    const fresh = s.arena.size;
    const existing = s.table.findOrAdd(child, fresh);
    let node = existing;
    if (existing !== -1) {
      if (!(g < s.arena.g[existing]!)) {
        kit.stats.duplicates++;
        return;
      }
      s.arena.relink(existing, this.currentNode, ord, g);
    } else {
      node = fresh;
      s.arena.add(this.currentNode, ord, g);
      if (kit.stored() >= kit.control.maxStored) kit.control.storedLimitReached();
      if (!this.rate(s, node, child)) return;
    }
    this.arrive(s, node, child, g);
  };

  /** Computes a new node's heuristic toward the other end; false (pruned) when it is dead. */
  private rate(s: Half<S, M, L>, node: number, state: S): boolean {
    const hv = s.h === undefined ? 0 : s.h(state);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      s.arena.setG(node, -Infinity);
      this.kit.stats.pruned++;
      return false;
    }
    s.hOf.set(node, hv);
    if (s.forward) this.kit.noteClosest(node, hv);
    return true;
  }

  /** A node reached at a new g: a meeting with the other side, and an open state (unless it cannot beat the best). */
  private arrive(s: Half<S, M, L>, node: number, state: S, g: number): void {
    const other = s === this.fwd ? this.bwd : this.fwd;
    const meet = other.table.find(state);
    if (meet !== -1) {
      const og = other.arena.g[meet]!;
      if (og !== -Infinity && g + og < this.best) {
        this.best = g + og;
        this.meetF = s.forward ? node : meet;
        this.meetB = s.forward ? meet : node;
      }
    }
    const f = g + s.hOf.get(node);
    if (f >= this.best) {
      this.kit.stats.pruned++;
      return;
    }
    s.states.set(node, state);
    this.open(s, node, g, f);
  }

  /** Expands `node` of `s`; returns the stop a limit reached inside, if any. */
  expandOn(s: Half<S, M, L>, node: number): Stop | undefined {
    const { kit } = this;
    const { stats } = kit;
    const g = s.arena.g[node]!;
    if (s.expandedAt.get(node) !== Infinity) stats.reopened++;
    s.expandedAt.set(node, g);
    const state = s.states.get(node) as S;
    s.states.set(node, undefined);
    this.side = s;
    this.currentNode = node;
    this.currentG = g;
    this.ordinal = 0;
    let inside: Stop | undefined;
    stats.expanded++;
    try {
      if (s.forward) this.p.expand(state, this.emit);
      else s.expand(state, this.emit);
    } catch (e) {
      inside = kit.caught(e);
    }
    stats.generated += this.ordinal;
    const open = kit.frontier();
    if (open > stats.peakFrontier) stats.peakFrontier = open;
    return inside;
  }

  private finish(result: Result<S, M>): Result<S, M> {
    this.finished = this.kit.finish(result);
    this.bwd.table.release();
    return this.finished;
  }

  /** Ends the search unsolved (with the closest state of the forward half). */
  stop(s: Stop | 'exhausted'): Result<S, M> {
    return this.finish(this.kit.unsolved(s, this.emit));
  }

  /** Ends the search with the best meeting's path, joined from both trees. */
  solved(): Result<S, M> {
    const { kit, emit } = this;
    const head = kit.replay.run(this.p.initial, this.p.expand, emit, this.fwd.arena, this.fwd.table, this.meetF);
    const tail = kit.replay.run(this.problem.goal, this.bwd.expand, emit, this.bwd.arena, this.bwd.table, this.meetB);
    // The tail runs goal → meeting state; its moves are forward moves, so both lists are reversed.
    const states = head.states.concat(tail.states.slice(0, -1).reverse());
    const moves = head.moves.concat(tail.moves.slice().reverse());
    return this.finish({ status: 'solved', moves, states, cost: head.cost + tail.cost, stats: kit.stats });
  }

  /** Ends the search when nothing cheaper than the best meeting can be left: solved, or exhausted without one. */
  done(): Result<S, M> {
    return this.best < Infinity ? this.solved() : this.stop('exhausted');
  }

  private root(s: Half<S, M, L>, state: S): boolean {
    s.table.findOrAdd(state, 0);
    s.arena.add(-1, 0, 0);
    if (!this.rate(s, 0, state)) return false;
    s.states.set(0, state);
    this.open(s, 0, 0, s.hOf.get(0));
    return true;
  }

  /**
   * Starts the search (both roots; solved at once when the initial state is the goal) and returns
   * its machine. `one` runs one step between the kit's polls: it expands a node and returns
   * undefined, or returns the result that ends the search.
   */
  machine(one: () => Result<S, M> | undefined): Machine<Result<S, M>> {
    const { kit, p, problem } = this;
    const { control, stats } = kit;
    const early = control.initial();
    if (early) {
      this.stop(early);
    } else if (p.isValid !== undefined && (!p.isValid(p.initial) || !p.isValid(problem.goal))) {
      stats.pruned++;
      this.stop('exhausted');
    } else if (!this.root(this.fwd, p.initial) || !this.root(this.bwd, problem.goal)) {
      this.stop('exhausted');
    } else if (this.bwd.table.find(p.initial) === 0) {
      this.best = 0;
      this.meetF = 0;
      this.meetB = 0;
      this.solved();
    } else {
      stats.peakFrontier = 2;
    }
    const resume = (): Result<S, M> | undefined => {
      if (this.finished) return this.finished;
      for (;;) {
        const s = kit.step();
        if (s !== undefined) return isStop(s) ? this.stop(s) : undefined;
        const end = one();
        if (end !== undefined) return end;
        const after = kit.after();
        if (after !== undefined) return isStop(after) ? this.stop(after) : undefined;
      }
    };
    return { control, polled: () => kit.work, resume, halt: (s: Stop) => this.finished ?? this.stop(s) };
  }
}
