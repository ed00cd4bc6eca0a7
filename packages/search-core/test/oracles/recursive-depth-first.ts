/**
 * The recursive depth-first engines as they were before the explicit-stack rewrite, kept as an
 * oracle: the iterative engines must find the same paths with the same counts. Limits are not
 * modelled (the oracle runs unlimited). One rule was added since: a root with an infinite estimate
 * is a dead end, as a child with one always was.
 */
import type { CycleCheck, SearchResult, SearchStats } from '@puzzle-solvers/search-core';
import { SearchError } from '../../src/errors.js';
import type { Hashing } from '../../src/hashing.js';
import type { Key } from '../../src/state.js';
import { checkCost, checkHeuristic, type Normalized } from '../../src/internal/normalize.js';

type Stop = { status: 'limit'; limit: 'expansions' } | { status: 'aborted' };
/** The old engine read only these members of its control; the oracle runs without limits. */
interface Control {
  readonly maxExpansions: number;
  readonly nextCheck: number;
  poll(stats: SearchStats, frontier: number, stored: number, bound: number): Stop | undefined;
}

export interface DepthFirstConfig<S> {
  readonly heuristic: (state: S) => number;
  /** Count every move as 1 (IDDFS, DFS depth limits) instead of its cost. */
  readonly unitCost: boolean;
  readonly cycleCheck: CycleCheck;
  readonly hashing: Hashing<S> | undefined;
  /** Maximum entries of the transposition table; 0 disables it. */
  readonly tableSize: number;
  /** Try children with the smallest heuristic first. */
  readonly orderByHeuristic: boolean;
  /** Order children by this estimate instead of the heuristic (tree DFS). */
  readonly order?: (state: S) => number;
  /**
   * Limited discrepancy search: a child costs its rank among the valid children in order (0 for
   * the first), and children are validated lazily, only as far down the order as the bound reaches.
   */
  readonly discrepancy?: boolean;
  /**
   * Discrepancy mode: passes with a budget below this do not check the first child beyond the
   * budget before counting it as cut (saves a validation per cut; only exact passes can prove that
   * nothing is left).
   */
  readonly exactFrom?: number;
}

/** The outcome of one bounded depth-first pass. */
export type PassOutcome<S, M> =
  | { readonly kind: 'found'; readonly moves: M[]; readonly states: S[]; readonly cost: number }
  | { readonly kind: 'bound'; readonly next: number }
  | { readonly kind: 'stopped'; readonly stop: Stop };

/**
 * A reusable bounded depth-first search over a normalized problem: the engine of IDA*, IDDFS and
 * tree DFS. Children of each depth are kept in per-depth buffers, so the only allocation per node
 * is what the problem's own `expand` allocates.
 */
export class DepthFirst<S, M> {
  private readonly childStates: S[][] = [];
  private readonly childMoves: M[][] = [];
  private readonly childCosts: number[][] = [];
  private readonly childH: number[][] = [];
  private readonly childOrder: number[][] = [];
  private readonly childOrderKey: number[][] = [];
  private readonly pathStates: S[] = [];
  private readonly pathMoves: M[] = [];
  private readonly pathCosts: number[] = [];
  private readonly pathKeys: (Key | undefined)[] = [];
  private readonly onPath = new Map<Key, number>();
  private readonly table = new Map<Key, number>();
  private readonly keyOf: ((s: S) => Key) | undefined;
  private readonly hashOf: ((s: S) => number) | undefined;
  private readonly equals: ((a: S, b: S) => boolean) | undefined;
  private bound = 0;
  private next = Infinity;
  private stop: Stop | undefined;
  private found = false;
  private rootCounted = false;

  constructor(
    private readonly p: Normalized<S, M>,
    private readonly config: DepthFirstConfig<S>,
    private readonly control: Control,
    private readonly stats: SearchStats,
  ) {
    const h = config.hashing;
    if (h?.kind === 'key') this.keyOf = h.key;
    else if (h?.kind === 'hash') {
      this.hashOf = h.hash;
      this.equals = h.equals;
    }
    if (config.cycleCheck !== 'none' && !h) {
      throw new SearchError(
        'missing-key',
        `cycleCheck '${config.cycleCheck}' needs a key or hashing; pass cycleCheck: 'none' to search without one`,
      );
    }
    if (config.tableSize > 0 && !this.keyOf) {
      throw new SearchError('missing-key', 'a transposition table needs a key function (byKey), not hash + equality');
    }
  }

  /** Runs one pass with f-bound `bound`. */
  pass(bound: number): PassOutcome<S, M> {
    this.bound = bound;
    this.next = Infinity;
    this.found = false;
    this.stop = undefined;
    this.table.clear();
    this.onPath.clear();
    const root = this.p.initial;
    if (!this.rootCounted) {
      this.rootCounted = true;
      this.stats.generated++; // the root, counted once over all passes (Korf's convention)
    }
    if (this.p.isValid !== undefined && !this.p.isValid(root)) {
      this.stats.pruned++;
      return { kind: 'bound', next: Infinity };
    }
    const h0 = checkHeuristic(this.config.heuristic(root));
    if (h0 === Infinity) {
      this.stats.pruned++;
      return { kind: 'bound', next: Infinity };
    }
    this.pathStates.length = 0;
    this.pathMoves.length = 0;
    this.pathCosts.length = 0;
    this.pathKeys.length = 0;
    this.pushPath(root, undefined as M, 0);
    this.visit(root, 0, h0, 0);
    if (this.found) {
      let cost = 0;
      for (const c of this.pathCosts) cost += c;
      return {
        kind: 'found',
        moves: this.pathMoves.slice(1),
        states: this.pathStates.slice(),
        cost,
      };
    }
    if (this.stop) return { kind: 'stopped', stop: this.stop };
    return { kind: 'bound', next: this.next };
  }

  private pushPath(state: S, move: M, cost: number): void {
    this.pathStates.push(state);
    this.pathMoves.push(move);
    this.pathCosts.push(cost);
    if (this.config.cycleCheck === 'path' && this.keyOf) {
      const k = this.keyOf(state);
      this.pathKeys.push(k);
      this.onPath.set(k, (this.onPath.get(k) ?? 0) + 1);
    } else if (this.config.cycleCheck === 'parent' && this.keyOf) {
      this.pathKeys.push(this.keyOf(state));
    }
  }

  private popPath(): void {
    this.pathStates.pop();
    this.pathMoves.pop();
    this.pathCosts.pop();
    if (this.config.cycleCheck === 'path' && this.keyOf) {
      const k = this.pathKeys.pop()!;
      const n = this.onPath.get(k)!;
      if (n <= 1) this.onPath.delete(k);
      else this.onPath.set(k, n - 1);
    } else if (this.config.cycleCheck === 'parent' && this.keyOf) {
      this.pathKeys.pop();
    }
  }

  /** Whether `child` repeats a state on the current path (or the parent's parent). */
  private repeats(child: S, childKey: Key | undefined): boolean {
    const mode = this.config.cycleCheck;
    if (mode === 'none') return false;
    const depth = this.pathStates.length;
    if (this.keyOf) {
      if (mode === 'path') return this.onPath.has(childKey!);
      return depth >= 2 && this.pathKeys[depth - 2] === childKey;
    }
    const h = this.hashOf!(child);
    const from = mode === 'path' ? 0 : Math.max(0, depth - 2);
    const to = mode === 'path' ? depth : depth - 1;
    for (let i = from; i < to; i++) {
      const s = this.pathStates[i]!;
      if (this.hashOf!(s) === h && this.equals!(s, child)) return true;
    }
    return false;
  }

  private visit(state: S, g: number, h: number, depth: number): void {
    const f = g + h;
    if (f > this.bound) {
      if (f < this.next) this.next = f;
      return;
    }
    if (this.p.isGoal(state)) {
      this.found = true;
      return;
    }
    const stats = this.stats;
    const control = this.control;
    if (stats.expanded >= control.maxExpansions) {
      this.stop = { status: 'limit', limit: 'expansions' };
      return;
    }
    if (stats.expanded >= control.nextCheck) {
      const s = control.poll(stats, this.pathStates.length, this.table.size, this.bound);
      if (s) {
        this.stop = s;
        return;
      }
    }
    stats.expanded++;
    if (depth + 1 > stats.peakFrontier) stats.peakFrontier = depth + 1;

    const states = (this.childStates[depth] ??= []);
    const moves = (this.childMoves[depth] ??= []);
    const costs = (this.childCosts[depth] ??= []);
    const hs = (this.childH[depth] ??= []);
    const os = (this.childOrderKey[depth] ??= []);
    os.length = 0;
    const orderBy = this.config.order;
    states.length = 0;
    moves.length = 0;
    costs.length = 0;
    hs.length = 0;
    const discrepancy = this.config.discrepancy === true;
    // In discrepancy mode validity is checked lazily, after ordering (see below).
    const isValid = discrepancy ? undefined : this.p.isValid;
    const unit = this.config.unitCost;
    const heuristic = this.config.heuristic;
    const useTable = this.config.tableSize > 0;
    this.p.expand(state, (child, move, cost) => {
      stats.generated++;
      const c = unit ? 1 : checkCost(cost);
      if (isValid !== undefined && !isValid(child)) {
        stats.pruned++;
        return;
      }
      const key = this.keyOf && (this.config.cycleCheck !== 'none' || useTable) ? this.keyOf(child) : undefined;
      if (this.repeats(child, key)) {
        stats.duplicates++;
        return;
      }
      if (useTable) {
        const seen = this.table.get(key!);
        const gc = g + c;
        if (seen !== undefined && seen <= gc) {
          stats.duplicates++;
          return;
        }
        if (seen !== undefined || this.table.size < this.config.tableSize) this.table.set(key!, gc);
        if (this.table.size > stats.peakStored) stats.peakStored = this.table.size;
      }
      const hc = checkHeuristic(heuristic(child));
      if (hc === Infinity) {
        stats.pruned++;
        return;
      }
      states.push(child);
      moves.push(move);
      costs.push(c);
      hs.push(hc);
      if (orderBy) os.push(orderBy(child));
    });
    const n = states.length;
    let order: number[] | undefined;
    if (this.config.orderByHeuristic && n > 1) {
      order = this.childOrder[depth] ??= [];
      order.length = n;
      for (let i = 0; i < n; i++) order[i] = i;
      const by = orderBy ? os : hs;
      order.sort((a, b) => by[a]! - by[b]! || a - b);
    }
    if (discrepancy) {
      this.visitByRank(states, moves, costs, order, g, depth);
      return;
    }
    for (let j = 0; j < n; j++) {
      const i = order ? order[j]! : j;
      const child = states[i]!;
      this.pushPath(child, moves[i]!, costs[i]!);
      this.visit(child, g + costs[i]!, hs[i]!, depth + 1);
      if (this.found || this.stop) return;
      this.popPath();
    }
  }

  /**
   * Limited discrepancy: the r-th valid child in order costs r. Children are validated one by one
   * down the order; the first valid child beyond the budget ends the loop and sets the next bound,
   * so invalid children beyond the budget never cost a check, and a pass that excluded no valid
   * child has searched everything.
   */
  private visitByRank(states: S[], moves: M[], costs: number[], order: number[] | undefined, g: number, depth: number): void {
    const isValid = this.p.isValid;
    const stats = this.stats;
    const lazy = this.bound < (this.config.exactFrom ?? 0);
    let rank = 0;
    for (let j = 0; j < states.length; j++) {
      const i = order ? order[j]! : j;
      const child = states[i]!;
      if (lazy && g + rank > this.bound) {
        if (g + rank < this.next) this.next = g + rank;
        return;
      }
      if (isValid !== undefined && !isValid(child)) {
        stats.pruned++;
        continue;
      }
      if (g + rank > this.bound) {
        if (g + rank < this.next) this.next = g + rank;
        return;
      }
      this.pushPath(child, moves[i]!, costs[i]!);
      this.visit(child, g + rank, 0, depth + 1);
      if (this.found || this.stop) return;
      this.popPath();
      rank++;
    }
  }
}

/** The iterative-deepening loop shared by IDA* and IDDFS. */
export function recursiveIterate<S, M>(
  p: Normalized<S, M>,
  config: DepthFirstConfig<S>,
  firstBound: (initial: S) => number,
  nextBound: (next: number, bound: number) => number,
  maxBound = Infinity,
): SearchResult<S, M> {
  const control: Control = { maxExpansions: Infinity, nextCheck: Infinity, poll: () => undefined };
  const stats: SearchStats = {
    expanded: 0,
    generated: 0,
    duplicates: 0,
    pruned: 0,
    reopened: 0,
    peakFrontier: 0,
    peakStored: 0,
    elapsedMs: 0,
    iterations: 0,
  };
  const done = <R extends SearchResult<S, M>>(r: R): R => r;
  const engine = new DepthFirst(p, config, control, stats);
  let bound = firstBound(p.initial);
  if (!(bound >= 0)) throw new SearchError('invalid-heuristic', `the heuristic of the initial state is ${String(bound)}`);
  for (;;) {
    if (bound > maxBound) return done({ status: 'limit', limit: 'depth', stats });
    stats.iterations++;
    const out = engine.pass(bound);
    if (out.kind === 'found') return done({ status: 'solved', moves: out.moves, states: out.states, cost: out.cost, stats });
    if (out.kind === 'stopped') {
      return done(out.stop.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: out.stop.limit, stats });
    }
    if (out.next === Infinity) return done({ status: 'exhausted', stats });
    bound = nextBound(out.next, bound);
  }
}
