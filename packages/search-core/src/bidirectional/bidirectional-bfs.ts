import { Control, newStats, type Stop, stopped } from '../internal/control.js';
import { atRoot, type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { NodeArena } from '../internal/node-arena.js';
import { normalize, requireHashing } from '../internal/normalize.js';
import { PagedArray } from '../internal/paged-array.js';
import { PathReplay } from '../internal/path-replay.js';
import { createVisitedTable } from '../internal/visited-table.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { Emit, SearchProblem, Successor } from '../state.js';

/**
 * A problem that can also be searched backwards from one known goal state.
 *
 * @category Contract
 */
export interface BidirectionalProblem<S, M> extends SearchProblem<S, M> {
  /** The one goal state. */
  readonly goal: S;
  /**
   * The states from which one move leads to `state`: each entry's `state` is the predecessor and
   * its `move` the forward move from the predecessor to `state`.
   */
  predecessors(state: S): Iterable<Successor<S, M>>;
  /**
   * Optional: the least cost of any step (1 when every move costs 1). {@link nbs} and
   * {@link mmSearch} use it as ε when their `minStepCost` option is not given; it must not exceed
   * any step's cost.
   */
  readonly minStepCost?: number;
}

/**
 * Bidirectional breadth-first search: the fewest moves between a start and one known goal,
 * exploring from both ends and meeting in the middle.
 *
 * @remarks
 * **When to use**: one explicit goal state and predecessors that are easy to list (reversible
 * puzzles). With branching factor b and depth d it stores about 2·b^(d/2) states instead of b^d.
 * Always expands the smaller frontier by one whole layer; the answer has the fewest moves.
 *
 * @example
 * ```ts
 * const r = bidirectionalBfs({ ...eightPuzzle, goal: solvedBoard, predecessors: (s) => neighbours(s) });
 * ```
 * @see {@link bidirectionalBfsAsync}, {@link bfs}
 * @category Bidirectional
 */
export function bidirectionalBfs<S, M>(problem: BidirectionalProblem<S, M>, options: SearchOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(bidirectionalMachine(problem, options));
}

/**
 * {@link bidirectionalBfs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await bidirectionalBfsAsync(problem, { signal: AbortSignal.timeout(100) });
 * ```
 * @see {@link bidirectionalBfs}
 * @category Bidirectional
 */
export async function bidirectionalBfsAsync<S, M>(
  problem: BidirectionalProblem<S, M>,
  options: SearchOptions<S> = {},
): Promise<SearchResult<S, M>> {
  return runInSlices(bidirectionalMachine(problem, options));
}

function bidirectionalMachine<S, M>(problem: BidirectionalProblem<S, M>, options: SearchOptions<S>): Machine<SearchResult<S, M>> {
  const p = normalize(problem, options);
  const hashing = requireHashing(p.hashing, 'bidirectionalBfs');
  const control = new Control(options, p.initial);
  const stats = newStats();
  // Each side stores its states by node. Its k-th layer is a run of nodes (the children of one
  // layer are the nodes added while it is expanded), read front to back and freed a page at a time.
  const newSide = () => ({
    table: createVisitedTable(hashing),
    arena: new NodeArena(),
    states: new PagedArray<S>(),
    layerStart: 0,
    layerEnd: 0,
  });
  const fwd = newSide();
  const bwd = newSide();
  const width = (s: typeof fwd): number => s.layerEnd - s.layerStart;
  const expandBack = (state: S, emit: Emit<S, M>): void => {
    for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
  };
  const { isValid } = p;
  let result: SearchResult<S, M> | undefined;
  const stored = (): number => fwd.arena.size + bwd.arena.size;
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => {
    result = control.finish(r, stored());
    // Nothing reads them once the search has ended (`resume` returns the result first).
    fwd.table.release();
    bwd.table.release();
    return result;
  };
  const stop = (s: Stop): SearchResult<S, M> => finish(stopped(s, stats));
  const machine = { control, polled: () => stats.expanded, resume: () => result, halt: (s: Stop) => result ?? stop(s) };
  const early = control.initial();
  if (early) {
    stop(early);
    return machine;
  }
  // The root's checks run under the search's limits too.
  let invalidRoot = false;
  const rootStop = atRoot(control, () => {
    invalidRoot = isValid !== undefined && (!isValid(p.initial) || !isValid(problem.goal));
  });
  if (rootStop !== undefined) {
    stop(rootStop);
    return machine;
  }
  if (invalidRoot) {
    stats.pruned++;
    finish({ status: 'exhausted', stats });
    return machine;
  }

  // The layer being expanded: which side, and how far.
  type Side = typeof fwd;
  let current: Side = fwd;
  let forward = true;
  /** The node of `current` expanded next, or -1 between layers. */
  let index = -1;
  let best: [number, number] | undefined;
  let bestLen = Infinity;
  let parent = 0;
  let ordinal = 0;
  // A solution's path is rebuilt through `emit` (see PathReplay).
  const replay = new PathReplay<S, M>();
  // Children until the next reading of the limits (see Control.tickBatch).
  let tickLeft = 1;
  const emit: Emit<S, M> = (child, move, cost) => {
    if (replay.want >= 0) return replay.offer(child, move, cost, control);
    if (--tickLeft <= 0) tickLeft = control.tickBatch();
    const ord = ordinal++;
    stats.generated++;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = current.arena.size;
    const existing = current.table.findOrAdd(child, fresh);
    if (existing !== -1) {
      stats.duplicates++;
      return;
    }
    current.arena.add(parent, ord, current.arena.g[parent]! + 1);
    current.states.set(fresh, child);
    const other = forward ? bwd : fwd;
    const meet = other.table.find(child);
    if (meet !== -1) {
      const len = current.arena.g[fresh]! + other.arena.g[meet]!;
      if (len < bestLen) {
        bestLen = len;
        best = forward ? [fresh, meet] : [meet, fresh];
      }
    }
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    if (best === undefined && stored() >= control.maxStored) control.storedLimitReached();
  };

  const path = (fNode: number, bNode: number): SearchResult<S, M> => {
    const head = replay.run(p.initial, p.expand, emit, fwd.arena, fwd.table, fNode);
    const tail = replay.run(problem.goal, expandBack, emit, bwd.arena, bwd.table, bNode);
    // tail runs goal → meeting point; its moves are forward moves, so reverse both lists.
    const states = head.states.concat(tail.states.slice(0, -1).reverse());
    const moves = head.moves.concat(tail.moves.slice().reverse());
    return finish({ status: 'solved', moves, states, cost: head.cost + tail.cost, stats });
  };

  fwd.table.findOrAdd(p.initial, 0);
  fwd.arena.add(-1, 0, 0);
  bwd.table.findOrAdd(problem.goal, 0);
  bwd.arena.add(-1, 0, 0);
  if (bwd.table.find(p.initial) === 0) {
    path(0, 0);
    return machine;
  }
  fwd.states.set(0, p.initial);
  fwd.layerEnd = 1;
  bwd.states.set(0, problem.goal);
  bwd.layerEnd = 1;

  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    for (;;) {
      if (index === -1) {
        if (width(fwd) === 0 || width(bwd) === 0) return finish({ status: 'exhausted', stats });
        // Always the smaller frontier, one whole layer at a time.
        forward = width(fwd) <= width(bwd);
        current = forward ? fwd : bwd;
        index = current.layerStart;
      }
      const expand = forward ? p.expand : expandBack;
      for (; index < current.layerEnd; index++) {
        if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
        if (stats.expanded >= control.nextCheck) {
          const s = control.poll(stats, current.arena.size - index, stored(), 0);
          if (s?.status === 'paused') return undefined;
          if (s) return stop(s);
        }
        stats.expanded++;
        parent = index;
        ordinal = 0;
        const state = current.states.get(index) as S;
        current.states.dropBefore(index);
        expand(state, emit);
        if (stored() >= control.maxStored) return stop(control.storedFull);
      }
      index = -1;
      current.layerStart = current.layerEnd;
      current.layerEnd = current.arena.size;
      const frontier = width(fwd) + width(bwd);
      if (frontier > stats.peakFrontier) stats.peakFrontier = frontier;
      if (best) return path(best[0], best[1]);
    }
  };
  return { control, polled: () => stats.expanded, resume, halt: (s: Stop) => result ?? stop(s) };
}
