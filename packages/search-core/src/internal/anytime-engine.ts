import type { AnytimeOptions, AnytimeResult } from '../anytime/anytime-astar.js';
import { SearchError } from '../errors.js';
import { Float64Column, Int32Column, Uint8Column } from './columns.js';
import { GOAL, goalTestingEmit } from './goal-testing-emit.js';
import type { Machine } from './machine.js';
import type { Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { closestWithin, isStop, type Path, SearchKit, type Stop } from './search-kit.js';

/** The weights of the passes when none are given: quick first, then down to optimal. */
export const DEFAULT_WEIGHTS: readonly number[] = [3, 2, 1.5, 1.25, 1];

const IN_INCONS = 2;
/** States re-keyed per step when a pass starts. */
const MIGRATION_CHUNK = 4096;

/** Checks a weight schedule and ends it with 1 (the pass that proves optimality). */
export function weightSchedule(weights: readonly number[]): number[] {
  if (!Array.isArray(weights) || weights.length === 0) {
    throw new SearchError('invalid-option', 'weights must be a non-empty array of numbers ≥ 1 (Infinity for a greedy first pass)');
  }
  const out: number[] = [];
  for (const w of weights) {
    if (!(w >= 1)) throw new SearchError('invalid-option', `each weight must be ≥ 1 (or Infinity), got ${String(w)}`);
    if (out.length > 0 && w > out[out.length - 1]!) {
      throw new SearchError('invalid-option', `weights must not increase, got ${String(w)} after ${String(out[out.length - 1])}`);
    }
    out.push(w);
  }
  if (out[out.length - 1] !== 1) out.push(1);
  return out;
}

/**
 * Anytime repairing A* (ARA*, Likhachev, Gordon and Thrun 2003) with a proven lower bound.
 *
 * Passes of weighted A* with falling weights share one table: a pass ends when the incumbent
 * costs no more than the best weighted key still open, and the next pass re-keys the open states
 * plus those whose g fell after their expansion in the pass (INCONS) instead of starting over. Goals
 * are tested when generated, so each better solution is published at once; states whose
 * g + h reaches the incumbent's cost are cut. The lower bound is the least g + h of every state
 * still to expand (open or INCONS), of every state cut by `maxCost`, and the incumbent: with an
 * admissible heuristic, an optimal path always has its first state not yet expanded at its
 * optimal g among those, consistent heuristic or not.
 */
export function startAnytime<S, M>(p: Normalized<S, M>, options: AnytimeOptions<S, M>): Machine<AnytimeResult<S, M>> {
  const weights = weightSchedule(options.weights ?? DEFAULT_WEIGHTS);
  const maxCost = options.maxCost ?? Infinity;
  if (Number.isNaN(maxCost)) throw new SearchError('invalid-option', 'maxCost must be a number, got NaN');
  const { onSolution, onLowerBound } = options;
  const kit = new SearchKit(p, options, 'anytimeAstar');
  const { stats, arena, states, control } = kit;
  const { isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  /** g when last expanded (Infinity: never); a node is still to expand while its g is below this. */
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const closedIn = new Int32Column(-1, control.capacity);
  const flags = new Uint8Column(control.capacity);
  let open = OpenList.take(control.capacity);
  const byF = new OpenList(1024);
  let incons: number[] = [];
  let pass = 0;
  let weight = weights[0]!;
  let incumbentCost = Infinity;
  let incumbent = -1;
  let best: Path<S, M> | undefined;
  let solutions = 0;
  let newSolution = false;
  let cutMinF = Infinity;
  let reported = 0;
  let finished: AnytimeResult<S, M> | undefined;
  const key = (g: number, h: number): number => (weight === Infinity ? h : g + weight * h);
  const pending = (node: number, g: number): boolean => g === arena.g[node] && expandedAt.get(node) > g;
  kit.frontier = () => open.size;
  kit.bound = () => reported;

  /** A node reached at a new, lower g: a solution, a cut, or a state to expand (now or next pass). */
  const arrive = (node: number, state: S, g: number, hv: number): void => {
    const f = g + hv;
    if (f > maxCost) {
      stats.pruned++;
      if (f < cutMinF) cutMinF = f;
      return;
    }
    if ((flags.get(node) & GOAL) !== 0) {
      if (g < incumbentCost) {
        incumbentCost = g;
        incumbent = node;
        newSolution = true;
      }
      return;
    }
    if (f >= incumbentCost) {
      stats.pruned++;
      return;
    }
    states.set(node, state);
    byF.push(f, g, node);
    if (closedIn.get(node) === pass) {
      const fl = flags.get(node);
      if ((fl & IN_INCONS) === 0) {
        flags.set(node, fl | IN_INCONS);
        incons.push(node);
      }
    } else {
      open.push(key(g, hv), g, node);
    }
  };
  const emit = goalTestingEmit(kit, p, hOf, flags, arrive);

  const lowerBound = (): number => {
    while (byF.size > 0 && !pending(byF.peekNode(), byF.peekG())) byF.pop();
    return Math.min(incumbentCost, cutMinF, byF.size > 0 ? byF.peekF() : Infinity);
  };

  const raiseBound = (): number => {
    const lb = lowerBound();
    if (lb > reported) {
      reported = lb;
      onLowerBound?.(lb);
    }
    return reported;
  };

  const publish = (): void => {
    newSolution = false;
    const path = kit.path(incumbent, emit);
    // The goal's chain may have got cheaper since it was reached (its states relinked in the same
    // expansion): the path is what it is now, and a real solution.
    if (best !== undefined && !(path.cost < best.cost)) return;
    best = path;
    if (path.cost < incumbentCost) incumbentCost = path.cost;
    solutions++;
    const lb = raiseBound();
    onSolution?.({ ...best, lowerBound: lb, weight, index: solutions, expanded: stats.expanded, elapsedMs: control.elapsed() });
  };

  const finish = (result: AnytimeResult<S, M>): AnytimeResult<S, M> => {
    finished = kit.finish(result);
    open.release();
    return finished;
  };

  /** The end: proven optimal, exhausted, or stopped by `stop` with the best solution so far. */
  const end = (stop?: Stop): AnytimeResult<S, M> => {
    // After a stop, the new solution's path is rebuilt only as far as the limits allow.
    if (newSolution) {
      if (stop === undefined) publish();
      else closestWithin(control, publish);
    }
    const lb = raiseBound();
    if (best !== undefined) {
      const provenOptimal = lb >= incumbentCost;
      const base = { status: 'solved' as const, ...best, stats, lowerBound: provenOptimal ? incumbentCost : lb, provenOptimal, solutions };
      if (stop === undefined || provenOptimal) return finish(base);
      return finish({ ...base, stopped: stop.status === 'aborted' ? ('aborted' as const) : stop.limit });
    }
    const failed = kit.unsolved(stop ?? 'exhausted', emit);
    return finish({ ...failed, lowerBound: stop === undefined ? cutMinF : lb, provenOptimal: false, solutions: 0 });
  };

  /**
   * Starts the next pass: the next weight, and every state still to expand (the open list's and
   * INCONS) to be keyed by it. The states move to the new open list a chunk per step (`migrate`),
   * so that re-keying a large search is not one long step between two polls.
   */
  const nextPass = (): void => {
    migration = { from: open, incons, at: 0 };
    open = new OpenList(Math.max(1024, open.size + incons.length));
    incons = [];
    pass++;
    stats.iterations++;
    weight = weights[Math.min(pass, weights.length - 1)]!;
  };
  let migration: { from: OpenList; incons: number[]; at: number } | undefined;
  /** Moves up to a chunk of states to the new pass's open list; true once every one has moved. */
  const migrate = (m: { from: OpenList; incons: number[]; at: number }): boolean => {
    const rekey = (n: number): void => {
      const g = arena.g[n]!;
      open.push(key(g, hOf.get(n)), g, n);
    };
    let budget = MIGRATION_CHUNK;
    while (m.from.size > 0 && budget-- > 0) {
      const n = m.from.pop();
      // Every entry of the last pass's list that is still to expand (none is closed in this pass).
      if (pending(n, m.from.poppedG)) rekey(n);
    }
    for (; m.at < m.incons.length && budget-- > 0; m.at++) {
      const n = m.incons[m.at]!;
      flags.set(n, flags.get(n) & ~IN_INCONS);
      if (pending(n, arena.g[n]!)) rekey(n);
    }
    return m.from.size === 0 && m.at === m.incons.length;
  };

  // The root.
  const h0 = kit.root(hOf);
  if (typeof h0 !== 'number') {
    end(h0 === 'exhausted' ? undefined : h0);
  } else if (isGoal(p.initial)) {
    flags.set(0, GOAL);
    incumbentCost = 0;
    incumbent = 0;
    newSolution = true;
    end();
  } else {
    arrive(0, p.initial, 0, h0);
    stats.peakFrontier = 1;
  }

  const resume = (): AnytimeResult<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      if (migration !== undefined) {
        const s = kit.step();
        if (s !== undefined) return isStop(s) ? end(s) : undefined;
        if (migrate(migration)) migration = undefined;
        continue;
      }
      if (newSolution) publish();
      if (raiseBound() >= incumbentCost) return end();
      while (open.size > 0 && !(pending(open.peekNode(), open.peekG()) && closedIn.get(open.peekNode()) !== pass)) open.pop();
      const passOver = open.size === 0 || (weight === Infinity ? incumbentCost < Infinity : incumbentCost <= open.peekF());
      if (passOver) {
        if (open.size === 0 && incons.length === 0) return end();
        nextPass();
        continue;
      }
      const s = kit.step();
      if (s !== undefined) {
        if (!isStop(s)) return undefined;
        return end(s);
      }
      if (kit.expansionsSpent()) return end(control.expansionsSpent);
      const node = open.pop();
      const g = open.poppedG;
      closedIn.set(node, pass);
      const cut = kit.expandNode(node, g, states.get(node) as S, emit, open, expandedAt);
      if (cut === undefined) continue;
      if (!isStop(cut)) {
        if (newSolution) publish();
        return undefined;
      }
      // Cut short, its children may not all be stored: it counts as still to expand in the bound.
      expandedAt.set(node, Infinity);
      byF.push(g + hOf.get(node), g, node);
      return end(cut);
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? end(s) };
}
