import { Control, newStats, type Stop } from './internal/control.js';
import { NodeArena } from './internal/node-arena.js';
import { normalize, requireHashing } from './internal/normalize.js';
import { pathToNode } from './internal/replay.js';
import { createVisitedTable, type VisitedTable } from './internal/visited-table.js';
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
 * @see {@link bfs}
 * @category Algorithms
 */
export function bidirectionalBfs<S, M>(problem: BidirectionalProblem<S, M>, options: SearchOptions<S> = {}): SearchResult<S, M> {
  const p = normalize(problem, options);
  const hashing = requireHashing(p.hashing, 'bidirectionalBfs');
  const control = new Control(options);
  const stats = newStats();
  const fwd = { table: createVisitedTable(hashing), arena: new NodeArena(), layer: [] as S[], nodes: [] as number[] };
  const bwd = { table: createVisitedTable(hashing), arena: new NodeArena(), layer: [] as S[], nodes: [] as number[] };
  const expandBack = (state: S, emit: Emit<S, M>): void => {
    for (const s of problem.predecessors(state)) emit(s.state, s.move, s.cost);
  };
  const { isValid } = p;
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => {
    stats.elapsedMs = control.elapsed();
    stats.peakStored = fwd.arena.size + bwd.arena.size;
    return r;
  };
  const stop = (s: Stop): SearchResult<S, M> =>
    finish(s.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: s.limit, stats });
  const early = control.initial();
  if (early) return stop(early);
  if (isValid !== undefined && (!isValid(p.initial) || !isValid(problem.goal))) return finish({ status: 'exhausted', stats });

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
  if (bwd.table.find(p.initial) === 0) return path(0, 0);
  fwd.layer.push(p.initial);
  fwd.nodes.push(0);
  bwd.layer.push(problem.goal);
  bwd.nodes.push(0);

  type Side = typeof fwd;
  const expandLayer = (side: Side, other: VisitedTable<S>, expand: (s: S, e: Emit<S, M>) => void, forward: boolean): SearchResult<S, M> | Stop | undefined => {
    const nextLayer: S[] = [];
    const nextNodes: number[] = [];
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
      const meet = other.find(child);
      if (meet !== -1) {
        const otherArena = forward ? bwd.arena : fwd.arena;
        const len = side.arena.g[fresh]! + otherArena.g[meet]!;
        if (len < bestLen) {
          bestLen = len;
          best = forward ? [fresh, meet] : [meet, fresh];
        }
      }
    };
    for (let i = 0; i < side.layer.length; i++) {
      if (stats.expanded >= control.maxExpansions) return { status: 'limit', limit: 'expansions' };
      if (stats.expanded >= control.nextCheck) {
        const s = control.poll(stats, side.layer.length + nextLayer.length, fwd.arena.size + bwd.arena.size, 0);
        if (s) return s;
      }
      stats.expanded++;
      current = side.nodes[i]!;
      ordinal = 0;
      expand(side.layer[i]!, emit);
      if (fwd.arena.size + bwd.arena.size >= control.maxStates) return { status: 'limit', limit: 'states' };
    }
    side.layer = nextLayer;
    side.nodes = nextNodes;
    const frontier = fwd.layer.length + bwd.layer.length;
    if (frontier > stats.peakFrontier) stats.peakFrontier = frontier;
    return best ? path(best[0], best[1]) : undefined;
  };

  while (fwd.layer.length > 0 && bwd.layer.length > 0) {
    const forward = fwd.layer.length <= bwd.layer.length;
    const out = forward ? expandLayer(fwd, bwd.table, p.expand, true) : expandLayer(bwd, fwd.table, expandBack, false);
    if (out === undefined) continue;
    if ('stats' in out) return out;
    return stop(out);
  }
  return finish({ status: 'exhausted', stats });
}
