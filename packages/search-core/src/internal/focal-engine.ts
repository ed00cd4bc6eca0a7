import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { SearchResultWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import { Float64Column, Uint8Column } from './columns.js';
import type { Machine } from './machine.js';
import { checkCost, checkHeuristic, type Normalized } from './normalize.js';
import { OpenList } from './open-list.js';
import { isStop, SearchKit, type Stop } from './search-kit.js';

/** The most entries one step moves between focal and waiting or drops as stale. */
const CHUNK = 4096;
/** What `select` answers when it stopped moving entries at {@link CHUNK}. */
const NOT_READY = -2;

/** How a focal engine ranks states besides f = g + h. */
export interface FocalConfig<S> {
  readonly algorithm: string;
  /** The suboptimality bound w ≥ 1: the solution costs at most w × the optimum. */
  readonly weight: number;
  /**
   * EES: f̂ = g + ĥ decides which states are in focal (f̂ ≤ w × least f̂), and a state is only taken
   * from focal or from the best f̂ when its f is within w of the least f. Focal search: undefined,
   * focal holds the states with f ≤ w × least f.
   */
  readonly inadmissible?: (state: S) => number;
  /** The order within focal: least first (ties to the deeper state). */
  readonly order: ((state: S) => number) | undefined;
}

/** Checks a suboptimality bound. */
export function checkWeight(weight: number | undefined, fallback: number): number {
  const w = weight ?? fallback;
  if (!(w >= 1) || w === Infinity) throw new SearchError('invalid-option', `weight must be a finite number ≥ 1, got ${String(w)}`);
  return w;
}

/**
 * Focal search (A*ε, Pearl and Kim 1982) and explicit estimation search (EES, Thayer and Ruml
 * 2011) on one engine: four lazy heaps over the open states, each entry stale once its node is
 * expanded or reached again more cheaply. `byF` orders every open state by f (its top is the
 * lower bound the factor is measured from), `byM` by the membership key (f for focal search, f̂ for
 * EES; shared with `byF` when they are the same), `focal` the states within the factor by the
 * order, and `waiting` the others by the membership key, to enter focal as the least key rises.
 * A state whose key has left the factor (the least key fell) leaves focal when it reaches the top.
 * Goals are tested when expanded, and a state is expanded only with f ≤ w × least f, so the cost
 * found is at most w × the optimum (admissible h); cheaper paths to expanded states reopen them, so
 * a state of an optimal path is always open at its optimal g.
 */
export function startFocal<S, M>(
  p: Normalized<S, M>,
  options: SearchOptions<S>,
  config: FocalConfig<S>,
): Machine<SearchResultWithClosest<S, M>> {
  const { weight, inadmissible, order } = config;
  const ees = inadmissible !== undefined;
  const kit = new SearchKit(p, options, config.algorithm);
  const { stats, arena, table, states, control, at } = kit;
  const { isValid, isGoal } = p;
  const hOf = new Float64Column(0, control.capacity);
  const mOf = ees ? new Float64Column(0, control.capacity) : hOf;
  const dOf = new Float64Column(0, control.capacity);
  const expandedAt = new Float64Column(Infinity, control.capacity);
  const inFocal = new Uint8Column(control.capacity);
  const byF = OpenList.take(control.capacity);
  const byM = ees ? new OpenList(1024) : byF;
  const focal = new OpenList(1024);
  const waiting = new OpenList(1024);
  let finished: SearchResultWithClosest<S, M> | undefined;
  /** The least membership key when last looked at: states are filed in focal or waiting against it. */
  let leastM = 0;
  kit.frontier = () => byF.size;
  kit.bound = () => (byF.size > 0 ? byF.peekF() : 0);

  const open = (node: number, g: number): boolean => g === arena.g[node] && expandedAt.get(node) > g;

  /** Files an open node, reached at g, in the heaps. */
  const file = (node: number, state: S, g: number): void => {
    states.set(node, state);
    byF.push(g + hOf.get(node), g, node);
    const m = g + mOf.get(node);
    if (ees) byM.push(m, g, node);
    if (m <= weight * leastM) {
      inFocal.set(node, 1);
      focal.push(dOf.get(node), g, node);
    } else {
      inFocal.set(node, 0);
      waiting.push(m, g, node);
    }
  };

  const emit: Emit<S, M> = (child, move, cost) => {
    if (kit.replay.want >= 0) return kit.replay.offer(child, move, cost, control);
    const ord = at.ordinal++;
    kit.tick();
    const g = at.g + checkCost(cost);
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    const node = kit.reach(child, g, ord);
    if (node < 0 || (node === fresh && !rate(node, child))) return;
    file(node, child, g);
  };

  /** Computes and stores a new node's estimates; false (and pruned) when h calls it dead. */
  const rate = (node: number, state: S): boolean => {
    const hv = kit.rate(node, state, hOf);
    if (hv < 0) return false;
    if (ees) mOf.set(node, checkHeuristic(inadmissible(state)));
    dOf.set(node, order === undefined ? hv : checkHeuristic(order(state)));
    return true;
  };

  /**
   * The node to expand next, -1 when nothing is open, or {@link NOT_READY} when {@link CHUNK}
   * entries were moved or dropped and more are to go: the next step goes on (a bound that rises
   * past a plateau of a million states moves them all into focal).
   */
  const select = (): number => {
    let budget = CHUNK;
    while (byF.size > 0 && !open(byF.peekNode(), byF.peekG())) {
      if (--budget < 0) return NOT_READY;
      byF.pop();
    }
    if (byF.size === 0) return -1;
    const fMin = byF.peekF();
    if (ees)
      while (!open(byM.peekNode(), byM.peekG())) {
        if (--budget < 0) return NOT_READY;
        byM.pop();
      }
    leastM = ees ? byM.peekF() : fMin;
    const bound = weight * leastM;
    // States whose key is now within the factor enter focal.
    while (waiting.size > 0) {
      if (--budget < 0) return NOT_READY;
      const n = waiting.peekNode();
      const g = waiting.peekG();
      if (!open(n, g) || inFocal.get(n) !== 0) {
        waiting.pop();
        continue;
      }
      if (waiting.peekF() > bound) break;
      waiting.pop();
      inFocal.set(n, 1);
      focal.push(dOf.get(n), g, n);
    }
    // States whose key left the factor (the least key fell) go back to waiting.
    while (focal.size > 0) {
      if (--budget < 0) return NOT_READY;
      const n = focal.peekNode();
      const g = focal.peekG();
      if (!open(n, g) || inFocal.get(n) !== 1) {
        focal.pop();
        continue;
      }
      const m = g + mOf.get(n);
      if (m <= bound) break;
      focal.pop();
      inFocal.set(n, 0);
      waiting.push(m, g, n);
    }
    // Never empty here (the state of least key is within the factor); the fallback is for safety.
    const best = focal.size > 0 ? focal.peekNode() : byF.peekNode();
    if (!ees) return best;
    const limit = weight * fMin;
    if (arena.g[best]! + hOf.get(best) <= limit) return best;
    const bestM = byM.peekNode();
    if (arena.g[bestM]! + hOf.get(bestM) <= limit) return bestM;
    return byF.peekNode();
  };

  const finish = (result: SearchResultWithClosest<S, M>): SearchResultWithClosest<S, M> => {
    finished = kit.finish(result);
    byF.release();
    return finished;
  };
  const stop = (s: Stop | 'exhausted'): SearchResultWithClosest<S, M> => finish(kit.unsolved(s, emit));

  // The root.
  const early = control.initial();
  if (early) {
    stop(early);
  } else if (isValid !== undefined && !isValid(p.initial)) {
    stats.pruned++;
    stop('exhausted');
  } else {
    table.findOrAdd(p.initial, 0);
    arena.add(-1, 0, 0);
    if (!rate(0, p.initial)) {
      stop('exhausted');
    } else {
      leastM = mOf.get(0);
      file(0, p.initial, 0);
      stats.peakFrontier = 1;
    }
  }

  const resume = (): SearchResultWithClosest<S, M> | undefined => {
    if (finished) return finished;
    for (;;) {
      const s = kit.step();
      if (s !== undefined) return isStop(s) ? stop(s) : undefined;
      const node = select();
      if (node === NOT_READY) continue;
      if (node === -1) return stop('exhausted');
      const g = arena.g[node]!;
      const state = states.get(node) as S;
      if (isGoal(state)) {
        const path = kit.path(node, emit);
        return finish({ status: 'solved', ...path, stats });
      }
      if (kit.expansionsSpent()) return stop(control.expansionsSpent);
      const cut = kit.expandNode(node, g, state, emit, byF, expandedAt);
      if (cut !== undefined) return isStop(cut) ? stop(cut) : undefined;
    }
  };
  return { control, polled: () => kit.work, resume, halt: (s: Stop) => finished ?? stop(s) };
}
