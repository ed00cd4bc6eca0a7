import type { BidirectionalProblem } from '../bidirectional/bidirectional-bfs.js';
import type { NbsOptions } from '../bidirectional/nbs.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Uint8Column } from './columns.js';
import type { Machine } from './machine.js';
import { NodeArena } from './node-arena.js';
import { checkCost, checkHeuristic, type Normalized, requireHashing } from './normalize.js';
import { OpenList } from './open-list.js';
import { PagedArray } from './paged-array.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';
import { createVisitedTable, type VisitedTable } from './visited-table.js';

/** One direction of the search: its tree, and its open states split into waiting (by f) and ready (by g). */
interface Side<S, M> {
  readonly forward: boolean;
  readonly table: VisitedTable<S>;
  readonly arena: NodeArena;
  readonly states: PagedArray<S | undefined>;
  readonly hOf: Float64Column;
  readonly expandedAt: Float64Column;
  readonly ready: Uint8Column;
  readonly waiting: OpenList;
  readonly readyList: OpenList;
  readonly h: ((state: S) => number) | undefined;
  readonly expand: (state: S, emit: Emit<S, M>) => void;
}

/**
 * NBS (Chen, Sturtevant, Holte and Zilles 2017): near-optimal bidirectional search. It expands
 * pairs (u forward, v backward) in order of the lower bound lb(u, v) = max(f(u), f(v), g(u) + g(v)
 * + ε) by the waiting/ready queues of the paper: a side's open states wait by f until f ≤ C, the
 * current bound, then are ready by g; when the least ready g of both sides sum within C the pair
 * is expanded, else C rises to the least of the waiting f and that sum. Every state reached at a
 * new g is looked up in the other side's table, and a meeting cheaper than the best so far, U,
 * replaces it. The search ends when U ≤ C, or when one side has nothing left open; cheaper
 * paths to expanded states reopen them, so the answer is optimal with admissible heuristics in
 * both directions, consistent or not.
 */
export function startNbs<S, M>(
  p: Normalized<S, M>,
  problem: BidirectionalProblem<S, M>,
  options: NbsOptions<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const eps = options.minStepCost ?? 0;
  const hashing = requireHashing(p.hashing, 'nbs');
  const kit = new SearchKit(p, options, 'nbs');
  const { stats, control } = kit;
  const { isValid } = p;
  const forwardExpand = p.expand;
  const newSide = (forward: boolean, table: VisitedTable<S>, arena: NodeArena, states: PagedArray<S | undefined>): Side<S, M> => ({
    forward,
    table,
    arena,
    states,
    hOf: new Float64Column(0),
    expandedAt: new Float64Column(Infinity),
    ready: new Uint8Column(),
    waiting: new OpenList(1024),
    readyList: new OpenList(1024),
    h: forward ? p.heuristic : options.backwardHeuristic,
    expand: forward
      ? p.expand
      : (state, emit) => {
          for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
        },
  });
  const fwd = newSide(true, kit.table, kit.arena, kit.states);
  const bwd = newSide(false, createVisitedTable(hashing, { state: problem.goal }), new NodeArena(), new PagedArray<S | undefined>());
  kit.extraStored = () => bwd.arena.size;
  const openCount = (): number => fwd.waiting.size + fwd.readyList.size + bwd.waiting.size + bwd.readyList.size;
  kit.frontier = openCount;
  let bound = 0;
  kit.bound = () => bound;
  let best = Infinity;
  let meetF = -1;
  let meetB = -1;
  let side = fwd;
  let currentNode = 0;
  let currentG = 0;
  let ordinal = 0;
  /** The backward half of the pair whose forward half was expanded last, or -1. */
  let pendingBackward = -1;
  let finished: SearchResultWithClosest<S, M> | undefined;

  const isOpen = (s: Side<S, M>, node: number, g: number): boolean => g === s.arena.g[node] && s.expandedAt.get(node) > g;

  const emit: Emit<S, M> = (child, move, cost) => {
    if (kit.replay.want >= 0) return kit.replay.offer(child, move, cost, control);
    const ord = ordinal++;
    kit.tick();
    const g = currentG + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const s = side;
    const fresh = s.arena.size;
    const existing = s.table.findOrAdd(child, fresh);
    let node = existing;
    if (existing !== -1) {
      if (!(g < s.arena.g[existing]!)) {
        stats.duplicates++;
        return;
      }
      s.arena.relink(existing, currentNode, ord, g);
    } else {
      node = fresh;
      s.arena.add(currentNode, ord, g);
      if (kit.stored() >= control.maxStored) control.storedLimitReached();
      if (!rate(s, node, child)) return;
    }
    arrive(s, node, child, g);
  };

  /** Computes a new node's heuristic toward the other end; false (pruned) when it is dead. */
  const rate = (s: Side<S, M>, node: number, state: S): boolean => {
    const hv = s.h === undefined ? 0 : s.h(state);
    if (!(hv >= 0) || hv === Infinity) {
      checkHeuristic(hv);
      s.arena.g[node] = -Infinity;
      stats.pruned++;
      return false;
    }
    s.hOf.set(node, hv);
    if (s.forward) kit.noteClosest(node, hv);
    return true;
  };

  /** A node reached at a new g: a meeting with the other side, and an open state (unless it cannot beat the best). */
  const arrive = (s: Side<S, M>, node: number, state: S, g: number): void => {
    const other = s === fwd ? bwd : fwd;
    const meet = other.table.find(state);
    if (meet !== -1) {
      const og = other.arena.g[meet]!;
      if (og !== -Infinity && g + og < best) {
        best = g + og;
        meetF = s.forward ? node : meet;
        meetB = s.forward ? meet : node;
      }
    }
    const f = g + s.hOf.get(node);
    if (f >= best) {
      stats.pruned++;
      return;
    }
    s.states.set(node, state);
    s.ready.set(node, 0);
    s.waiting.push(f, g, node);
  };

  /** Drops stale entries from the top of a side's two lists. */
  const clean = (s: Side<S, M>): void => {
    while (s.waiting.size > 0 && !(isOpen(s, s.waiting.peekNode(), s.waiting.peekG()) && s.ready.get(s.waiting.peekNode()) === 0))
      s.waiting.pop();
    while (s.readyList.size > 0 && !(isOpen(s, s.readyList.peekNode(), s.readyList.peekG()) && s.ready.get(s.readyList.peekNode()) === 1))
      s.readyList.pop();
  };

  /** Moves a side's waiting states with f ≤ the bound to ready. */
  const admit = (s: Side<S, M>): void => {
    for (;;) {
      clean(s);
      if (s.waiting.size === 0 || s.waiting.peekF() > bound) return;
      const node = s.waiting.pop();
      const g = s.waiting.poppedG;
      s.ready.set(node, 1);
      s.readyList.push(g, g, node);
    }
  };

  /** Raises the bound until a pair fits under it; false when one side has nothing open. */
  const prepare = (): boolean => {
    for (;;) {
      admit(fwd);
      admit(bwd);
      const bothReady = fwd.readyList.size > 0 && bwd.readyList.size > 0;
      const pairSum = bothReady ? fwd.readyList.peekG() + bwd.readyList.peekG() + eps : Infinity;
      if (pairSum <= bound) return true;
      const next = Math.min(
        pairSum,
        fwd.waiting.size > 0 ? fwd.waiting.peekF() : Infinity,
        bwd.waiting.size > 0 ? bwd.waiting.peekF() : Infinity,
      );
      // A side with nothing open: every path of that side's reach has been seen.
      if (fwd.waiting.size + fwd.readyList.size === 0 || bwd.waiting.size + bwd.readyList.size === 0 || next === Infinity) return false;
      if (next > bound) bound = next;
      if (best <= bound) return true;
    }
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = kit.finish(result);
    bwd.table.release();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => finish(kit.unsolved(s, emit));

  const solved = (): SearchResultWithClosest<S, M> => {
    const head = kit.replay.run(p.initial, p.expand, emit, fwd.arena, fwd.table, meetF);
    const tail = kit.replay.run(problem.goal, bwd.expand, emit, bwd.arena, bwd.table, meetB);
    // The tail runs goal → meeting state; its moves are forward moves, so both lists are reversed.
    const states = head.states.concat(tail.states.slice(0, -1).reverse());
    const moves = head.moves.concat(tail.moves.slice().reverse());
    return finish({ status: 'solved', moves, states, cost: head.cost + tail.cost, stats });
  };

  /** Expands `node` of side `s`; returns the stop a limit reached inside, if any. */
  const expandOn = (s: Side<S, M>, node: number): Stop | undefined => {
    const g = s.arena.g[node]!;
    if (s.expandedAt.get(node) !== Infinity) stats.reopened++;
    s.expandedAt.set(node, g);
    const state = s.states.get(node) as S;
    s.states.set(node, undefined);
    side = s;
    currentNode = node;
    currentG = g;
    ordinal = 0;
    let inside: Stop | undefined;
    stats.expanded++;
    try {
      if (s.forward) forwardExpand(state, emit);
      else s.expand(state, emit);
    } catch (e) {
      inside = kit.caught(e);
    }
    stats.generated += ordinal;
    const open = openCount();
    if (open > stats.peakFrontier) stats.peakFrontier = open;
    return inside;
  };

  const root = (s: Side<S, M>, state: S): boolean => {
    s.table.findOrAdd(state, 0);
    s.arena.add(-1, 0, 0);
    if (!rate(s, 0, state)) return false;
    s.states.set(0, state);
    s.waiting.push(s.hOf.get(0), 0, 0);
    return true;
  };

  const early = control.initial();
  if (early) {
    stop(early);
  } else if (isValid !== undefined && (!isValid(p.initial) || !isValid(problem.goal))) {
    stats.pruned++;
    stop('exhausted');
  } else if (!root(fwd, p.initial) || !root(bwd, problem.goal)) {
    stop('exhausted');
  } else if (bwd.table.find(p.initial) === 0) {
    best = 0;
    meetF = 0;
    meetB = 0;
    solved();
  } else {
    stats.peakFrontier = 2;
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      if (pendingBackward < 0) {
        if (best <= bound) return solved();
        const more = prepare();
        if (best <= bound || !more) return best < Infinity ? solved() : stop('exhausted');
        if (kit.expansionsSpent()) return stop(control.expansionsSpent);
        const u = fwd.readyList.pop();
        pendingBackward = bwd.readyList.peekNode();
        const inside = expandOn(fwd, u);
        if (inside) return stop(inside);
      } else {
        const v = pendingBackward;
        pendingBackward = -1;
        if (isOpen(bwd, v, bwd.arena.g[v]!) && bwd.ready.get(v) === 1) {
          if (kit.expansionsSpent()) return stop(control.expansionsSpent);
          const inside = expandOn(bwd, v);
          if (inside) return stop(inside);
        }
      }
      const after = kit.after();
      if (after !== undefined) return isStop(after) ? stop(after) : undefined;
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
