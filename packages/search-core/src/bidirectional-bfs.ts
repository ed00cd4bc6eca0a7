import { Control, newStats, type Stop, stopped } from './internal/control.js';
import { type Machine, runInSlices, runToEnd } from './internal/machine.js';
import { NodeArena } from './internal/node-arena.js';
import { normalize, requireHashing } from './internal/normalize.js';
import { pathToNode } from './internal/replay.js';
import { createVisitedTable } from './internal/visited-table.js';
import type { SearchOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { Emit, SearchProblem, Successor } from './state.js';

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
 * @category Algorithms
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
 * @category Async
 */
export async function bidirectionalBfsAsync<S, M>(problem: BidirectionalProblem<S, M>, options: SearchOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(bidirectionalMachine(problem, options));
}

function bidirectionalMachine<S, M>(problem: BidirectionalProblem<S, M>, options: SearchOptions<S>): Machine<SearchResult<S, M>> {
  const p = normalize(problem, options);
  const hashing = requireHashing(p.hashing, 'bidirectionalBfs');
  const control = new Control(options, p.initial);
  const stats = newStats();
  const fwd = { table: createVisitedTable(hashing), arena: new NodeArena(), layer: [] as S[], nodes: [] as number[] };
  const bwd = { table: createVisitedTable(hashing), arena: new NodeArena(), layer: [] as S[], nodes: [] as number[] };
  const expandBack = (state: S, emit: Emit<S, M>): void => {
    for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
  };
  const { isValid } = p;
  let result: SearchResult<S, M> | undefined;
  const stored = (): number => fwd.arena.size + bwd.arena.size;
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => (result = control.finish(r, stored()));
  const stop = (s: Stop): SearchResult<S, M> => finish(stopped(s, stats));
  const machine = { control, polled: () => stats.expanded, resume: () => result };
  const early = control.initial();
  if (early) {
    stop(early);
    return machine;
  }
  if (isValid !== undefined && (!isValid(p.initial) || !isValid(problem.goal))) {
    finish({ status: 'exhausted', stats });
    return machine;
  }

  const path = (fNode: number, bNode: number): SearchResult<S, M> => {
    const head = pathToNode(p.initial, p.expand, fwd.arena, fwd.table, fNode);
    const tail = pathToNode(problem.goal, expandBack, bwd.arena, bwd.table, bNode);
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
  fwd.layer.push(p.initial);
  fwd.nodes.push(0);
  bwd.layer.push(problem.goal);
  bwd.nodes.push(0);

  // The layer being expanded: which side, how far, what it has produced.
  type Side = typeof fwd;
  let side: Side = fwd;
  let forward = true;
  let index = -1;
  let nextLayer: S[] = [];
  let nextNodes: number[] = [];
  let best: [number, number] | undefined;
  let bestLen = Infinity;
  let current = 0;
  let ordinal = 0;
  const emit: Emit<S, M> = (child) => {
    const ord = ordinal++;
    stats.generated++;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = side.arena.size;
    const existing = side.table.findOrAdd(child, fresh);
    if (existing !== -1) {
      stats.duplicates++;
      return;
    }
    side.arena.add(current, ord, side.arena.g[current]! + 1);
    nextLayer.push(child);
    nextNodes.push(fresh);
    const other = forward ? bwd : fwd;
    const meet = other.table.find(child);
    if (meet !== -1) {
      const len = side.arena.g[fresh]! + other.arena.g[meet]!;
      if (len < bestLen) {
        bestLen = len;
        best = forward ? [fresh, meet] : [meet, fresh];
      }
    }
  };

  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    for (;;) {
      if (index === -1) {
        if (fwd.layer.length === 0 || bwd.layer.length === 0) return finish({ status: 'exhausted', stats });
        // Always the smaller frontier, one whole layer at a time.
        forward = fwd.layer.length <= bwd.layer.length;
        side = forward ? fwd : bwd;
        index = 0;
        nextLayer = [];
        nextNodes = [];
      }
      const expand = forward ? p.expand : expandBack;
      for (; index < side.layer.length; index++) {
        if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
        if (stats.expanded >= control.nextCheck) {
          const s = control.poll(stats, side.layer.length - index + nextLayer.length, stored(), 0);
          if (s?.status === 'paused') return undefined;
          if (s) return stop(s);
        }
        stats.expanded++;
        current = side.nodes[index]!;
        ordinal = 0;
        expand(side.layer[index]!, emit);
        if (stored() >= control.maxStored) return stop(control.storedFull);
      }
      index = -1;
      side.layer = nextLayer;
      side.nodes = nextNodes;
      const frontier = fwd.layer.length + bwd.layer.length;
      if (frontier > stats.peakFrontier) stats.peakFrontier = frontier;
      if (best) return path(best[0], best[1]);
    }
  };
  return { control, polled: () => stats.expanded, resume };
}
