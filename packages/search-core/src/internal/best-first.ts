import { SearchError } from '../errors.js';
import type { AStarOptions } from '../options.js';
import type { SearchResult, SearchStats, UnsolvedWithClosest } from '../result.js';
import type { Emit } from '../state.js';
import type { ExpansionStep } from '../best-first/astar-steps.js';
import { Control, newStats, type Stop, stopped } from './control.js';
import { atRoot, type Machine } from './machine.js';
import { NodeArena } from './node-arena.js';
import { checkCost, checkHeuristic, type Normalized, requireHashing } from './normalize.js';
import { OpenList } from './open-list.js';
import { PagedArray } from './paged-array.js';
import { PathReplay } from './path-replay.js';
import { closestWithin } from './search-kit.js';
import { createVisitedTable } from './visited-table.js';

/** Stands in the open states for a node that has been expanded (and lets its state be collected). */
const EXPANDED: unique symbol = Symbol('expanded');

/** A best-first search that can be run to the end or one expansion at a time. */
export interface BestFirstRun<S, M> extends Machine<SearchResult<S, M>> {
  /**
   * Runs until the search ends, `budget` expansions are done or the control pauses it. Returns the
   * result when the search has ended, `undefined` otherwise.
   */
  advance(budget: number, onExpand?: (step: ExpansionStep<S>) => void): SearchResult<S, M> | undefined;
  /** Ends the search where it stands (status `aborted`, the statistics so far); once ended, its result. */
  abort(): SearchResult<S, M>;
}

export function startBestFirst<S, M>(p: Normalized<S, M>, options: AStarOptions<S>, algorithm: string): BestFirstRun<S, M> {
  const weight = options.weight ?? 1;
  if (!(weight >= 1) || weight === Infinity) {
    throw new SearchError('invalid-option', `weight must be a finite number ≥ 1, got ${String(weight)}`);
  }
  const greedy = options.greedy === true;
  const maxCost = options.maxCost ?? Infinity;
  if (Number.isNaN(maxCost)) throw new SearchError('invalid-option', 'maxCost must be a number, got NaN');
  const hashing = requireHashing(p.hashing, algorithm);
  const control = new Control(options, p.initial);
  const stats: SearchStats = newStats();
  const table = createVisitedTable(hashing, { state: p.initial }, control.capacity);
  const arena = NodeArena.take(control.capacity);
  const open = OpenList.take(control.capacity);
  // The state of each node that has an entry in the open list, replaced by EXPANDED when it is
  // expanded. At most one entry of a node is not stale (a node is pushed again only with a lower
  // g), and stale entries are skipped before their state is read.
  const openState = new PagedArray<S | typeof EXPANDED>();
  // Nodes pushed again after their expansion, counted in `reopened` when expanded again. Only a
  // cheaper path to an expanded node (an inconsistent heuristic) marks one, so the array is made
  // on the first such path and the common case pays one compare per expansion.
  let reopenMarks: Uint8Array | undefined;
  let reopenPending = 0;
  const heuristic = p.heuristic;
  const isValid = p.isValid;
  const isGoal = p.isGoal;
  const expand = p.expand;
  const maxStored = control.maxStored;
  const maxExpansions = control.maxExpansions;

  const h = (s: S): number => (heuristic === undefined ? 0 : checkHeuristic(heuristic(s)));
  const priority = (g: number, hv: number): number => (greedy ? hv : g + weight * hv);
  const plainAStar = !greedy && weight === 1;

  let finished: SearchResult<S, M> | undefined;
  // The counts of the expansion in progress are settled when it ends or is cut short.
  let expanding = false;
  // The stored state of least h, for the `closest` of a search that fails.
  let closestNode = -1;
  let closestH = Infinity;

  // The expansion in progress.
  let currentNode = 0;
  let currentG = 0;
  let ordinal = 0;
  // Steps between polls: an expansion and each child it emits, so that one expansion with many
  // costly children (a game's state with hundreds of moves) still hears the clock and the signal.
  let work = 0;
  let pauseAfterExpansion = false;

  // A solution's path is rebuilt through `emit` (see PathReplay).
  const replay = new PathReplay<S, M>();

  // Counts that only grow during an expansion (generated states, the frontier's peak) are settled
  // once after it, not per successor. The rare paths (a poll, a dead state) are calls, which keeps
  // the machine code of `emit` small.
  const emit: Emit<S, M> = (child, move, cost) => {
    if (replay.want >= 0) return replay.offer(child, move, cost, control);
    const ord = ordinal++;
    if (++work >= control.nextCheck) pollInside();
    const g = currentG + (cost === undefined ? 1 : checkCost(cost));
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    const existing = table.findOrAdd(child, fresh);
    if (existing !== -1) {
      if (!greedy && g < arena.g[existing]!) cheaperPath(child, existing, ord, g);
      else stats.duplicates++;
      return;
    }
    arena.add(currentNode, ord, g);
    const hv = heuristic === undefined ? 0 : heuristic(child);
    if (!(hv >= 0) || hv === Infinity) {
      deadOrInvalid(hv, fresh);
      return;
    }
    const f = g + hv;
    if (f > maxCost) {
      // Kept in the table with its g: a cheaper path may still bring it within the bound.
      stats.pruned++;
      return;
    }
    if (hv < closestH) {
      closestH = hv;
      closestNode = fresh;
    }
    openState.set(fresh, child);
    open.push(plainAStar ? f : priority(g, hv), g, fresh);
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    if (fresh >= maxStored - 1) control.storedLimitReached();
  };

  /**
   * A cheaper path to a known state (common on grids): relinks it and pushes it again. A call of
   * its own, so that `emit` stays small enough to inline its common paths.
   */
  const cheaperPath = (child: S, node: number, ord: number, g: number): void => {
    arena.relink(node, currentNode, ord, g);
    const hv = h(child);
    if (g + hv > maxCost) {
      stats.pruned++;
      return;
    }
    if (openState.get(node) === EXPANDED) markReopen(node);
    openState.set(node, child);
    open.push(plainAStar ? g + hv : priority(g, hv), g, node);
  };

  const pollInside = (): void => {
    const s = control.poll(stats, open.size, arena.size, open.poppedF, work);
    // A time slice of an async run ends after the expansion; a real stop ends it here.
    if (s?.status === 'paused') pauseAfterExpansion = true;
    else if (s !== undefined) throw control.interrupt(s);
  };

  /** A new state the heuristic calls dead (Infinity), or a heuristic value that is not valid (throws). */
  const deadOrInvalid = (hv: number, node: number): void => {
    checkHeuristic(hv);
    // Dead for good: no later path, however cheap, may relink it (g < -Infinity never holds).
    arena.setG(node, -Infinity);
    stats.pruned++;
  };

  const markReopen = (node: number): void => {
    if (reopenMarks === undefined || node >= reopenMarks.length) {
      const next = new Uint8Array(Math.max(arena.size, 2 * (reopenMarks?.length ?? 512)));
      if (reopenMarks !== undefined) next.set(reopenMarks);
      reopenMarks = next;
    }
    reopenMarks[node] = 1;
    reopenPending++;
  };

  const finish = (outcome: SearchResult<S, M>): SearchResult<S, M> => {
    let result = outcome;
    if (result.status !== 'solved' && heuristic !== undefined && closestNode >= 0) {
      const node = closestNode;
      const path = closestWithin(control, () => replay.run(p.initial, expand, emit, arena, table, node));
      if (path !== undefined) {
        const failed: UnsolvedWithClosest<S, M> = {
          ...result,
          closest: { state: path.states[path.states.length - 1]!, heuristic: closestH, ...path },
        };
        result = failed;
      }
    }
    finished = control.finish(result, arena.size);
    // Nothing reads them once the search has ended (every entry point returns `finished` first).
    arena.release();
    open.release();
    table.release();
    return finished;
  };
  const stop = (s: Stop): SearchResult<S, M> => finish(stopped(s, stats));

  const solved = (goalNode: number): SearchResult<S, M> => {
    const path = replay.run(p.initial, expand, emit, arena, table, goalNode);
    return finish({ status: 'solved', moves: path.moves, states: path.states, cost: path.cost, stats });
  };

  // The root.
  const early = control.initial();
  if (early) stop(early);
  else {
    // The root's checks run under the search's limits too (a heuristic may build its tables there).
    const rootStop = atRoot(control, () => {
      if (isValid !== undefined && !isValid(p.initial)) {
        stats.pruned++;
        finish({ status: 'exhausted', stats });
        return;
      }
      table.findOrAdd(p.initial, 0);
      arena.add(-1, 0, 0);
      const h0 = h(p.initial);
      if (h0 === Infinity || h0 > maxCost) {
        stats.pruned++;
        finish({ status: 'exhausted', stats });
      } else {
        closestNode = 0;
        closestH = h0;
        openState.set(0, p.initial);
        open.push(priority(0, h0), 0, 0);
        stats.peakFrontier = 1;
      }
    });
    if (rootStop !== undefined && !finished) stop(rootStop);
  }

  const advance = (budget: number, onExpand?: (step: ExpansionStep<S>) => void): SearchResult<S, M> | undefined => {
    if (finished) return finished;
    let done = 0;
    while (open.size > 0) {
      if (done >= budget) return undefined;
      if (work >= control.nextCheck) {
        const s = control.poll(stats, open.size, arena.size, open.poppedF, work);
        if (s?.status === 'paused') return undefined;
        if (s) return stop(s);
      }
      work++;
      const node = open.pop();
      const g = open.poppedG;
      if (g > arena.g[node]!) continue; // stale entry: a cheaper path was pushed later
      const state = openState.get(node) as S;
      openState.set(node, EXPANDED);
      if (isGoal(state)) return solved(node);
      if (stats.expanded >= maxExpansions) return stop(control.expansionsSpent);
      stats.expanded++;
      done++;
      if (reopenPending !== 0 && reopenMarks![node] === 1) {
        reopenMarks![node] = 0;
        reopenPending--;
        stats.reopened++;
      }
      currentNode = node;
      currentG = g;
      ordinal = 0;
      expanding = true;
      expand(state, emit);
      expanding = false;
      stats.generated += ordinal;
      if (open.size > stats.peakFrontier) stats.peakFrontier = open.size;
      if (onExpand) onExpand({ state, g, f: open.poppedF, expanded: stats.expanded, frontier: open.size });
      if (pauseAfterExpansion) {
        pauseAfterExpansion = false;
        return undefined;
      }
    }
    return finish({ status: 'exhausted', stats });
  };
  const abort = (): SearchResult<S, M> => finished ?? stop({ status: 'aborted' });
  /** Ends the search with `s` from wherever an interruption left it (see `runInScope`). */
  const halt = (s: Stop): SearchResult<S, M> => {
    if (finished) return finished;
    if (expanding) {
      expanding = false;
      stats.generated += ordinal;
      if (open.size > stats.peakFrontier) stats.peakFrontier = open.size;
    }
    return stop(s);
  };
  return { control, polled: () => work, resume: () => advance(Infinity), advance, abort, halt };
}
