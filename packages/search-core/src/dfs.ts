import { SearchError } from './errors.js';
import { checkTable, iterate } from './ida-star.js';
import { Control, newStats, type Stop } from './internal/control.js';
import type { CycleCheck } from './internal/depth-first.js';
import { NodeArena } from './internal/node-arena.js';
import { normalize, type ProblemSource, requireHashing } from './internal/normalize.js';
import { pathToNode } from './internal/replay.js';
import { createVisitedTable } from './internal/visited-table.js';
import type { SearchOptions } from './options.js';
import type { SearchResult } from './result.js';
import type { Emit, MoveOf, SearchProblem, State } from './state.js';

/**
 * Options of {@link dfs}.
 *
 * @category Options
 */
export interface DfsOptions<S> extends SearchOptions<S> {
  /**
   * Tree search: keep no table of visited states, only the current path (memory linear in the
   * depth). Right for path-building puzzles whose states never repeat (a track laid cell by cell),
   * where a visited table would only cost memory. Default `false` when states can be identified.
   */
  readonly tree?: boolean;
  /** Do not expand states deeper than this many moves. Default unbounded. */
  readonly maxDepth?: number;
  /** Tree mode: see {@link IdaStarOptions.cycleCheck}. Default `'path'` when states can be identified. */
  readonly cycleCheck?: CycleCheck;
  /**
   * Tree mode: remember up to this many states that were explored without success and skip them
   * when reached again at no smaller depth (a memo of failed sub-states). Default 0.
   */
  readonly memo?: number;
  /** Tree mode: order children by this estimate, smallest first (the problem's heuristic by default when set). */
  readonly heuristic?: (state: S) => number;
}

/**
 * Depth-first search: the first path found, not the shortest. The pruning hook is the problem's
 * `isValid` (or `State.isValid`): return `false` as soon as a state cannot lead to a goal.
 *
 * @remarks
 * **When to use**: any solution will do and good pruning exists: path-building puzzles (lay a
 * track, draw a line) where reachability checks cut dead branches early. With `tree: true` no
 * visited table is kept; with the default graph mode every state is stored once.
 *
 * **Details**: children are tried in the order the problem lists them (tree mode with a heuristic:
 * smallest estimate first). The goal is tested when a state is visited.
 *
 * @example
 * ```ts
 * const r = dfs(trackProblem, { tree: true }); // isValid prunes dead tracks
 * ```
 * @see {@link iddfs}, {@link bfs}, {@link idaStar}
 * @category Algorithms
 */
export function dfs<S, M>(problem: SearchProblem<S, M>, options?: DfsOptions<S>): SearchResult<S, M>;
export function dfs<S extends State<S, unknown>>(problem: S, options?: DfsOptions<S>): SearchResult<S, MoveOf<S>>;
export function dfs<S, M>(problem: ProblemSource<S, M>, options: DfsOptions<S> = {}): SearchResult<S, M> {
  const p = normalize(problem, options);
  const maxDepth = options.maxDepth ?? Infinity;
  if (!(maxDepth >= 0)) throw new SearchError('invalid-option', `maxDepth must be ≥ 0, got ${String(maxDepth)}`);
  const tree = options.tree ?? !p.hashing;
  if (tree) {
    const heuristic = options.heuristic ?? p.heuristic;
    const result = iterate(
      p,
      options,
      {
        heuristic: () => 0,
        unitCost: true,
        cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
        hashing: p.hashing,
        tableSize: checkTable(options.memo),
        orderByHeuristic: heuristic !== undefined,
        ...(heuristic ? { order: heuristic } : {}),
      },
      () => maxDepth,
      () => Infinity,
      maxDepth,
    );
    return result;
  }
  return graphDfs(p, options, maxDepth);
}

function graphDfs<S, M>(p: ReturnType<typeof normalize<S, M>>, options: SearchOptions<S>, maxDepth: number): SearchResult<S, M> {
  const control = new Control(options);
  const table = createVisitedTable(requireHashing(p.hashing, 'dfs'), { state: p.initial }, control.capacity);
  const stats = newStats();
  const arena = new NodeArena(control.capacity);
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => {
    stats.elapsedMs = control.elapsed();
    stats.peakStored = arena.size;
    return r;
  };
  const stop = (s: Stop): SearchResult<S, M> =>
    finish(s.status === 'aborted' ? { status: 'aborted', stats } : { status: 'limit', limit: s.limit, stats });
  const early = control.initial();
  if (early) return stop(early);
  const { isGoal, isValid, expand } = p;
  if (isValid !== undefined && !isValid(p.initial)) return finish({ status: 'exhausted', stats });
  table.findOrAdd(p.initial, 0);
  arena.add(-1, 0, 0);
  const stackStates: S[] = [p.initial];
  const stackNodes: number[] = [0];
  const batchStates: S[] = [];
  const batchNodes: number[] = [];
  let current = 0;
  let depth = 0;
  let ordinal = 0;
  let truncated = false;
  const emit: Emit<S, M> = (child) => {
    const ord = ordinal++;
    stats.generated++;
    if (isValid !== undefined && !isValid(child)) {
      stats.pruned++;
      return;
    }
    const fresh = arena.size;
    if (table.findOrAdd(child, fresh) !== -1) {
      stats.duplicates++;
      return;
    }
    arena.add(current, ord, depth + 1);
    batchStates.push(child);
    batchNodes.push(fresh);
  };
  while (stackStates.length > 0) {
    const state = stackStates.pop()!;
    const node = stackNodes.pop()!;
    if (isGoal(state)) {
      const path = pathToNode(p.initial, expand, arena, table, node);
      return finish({ status: 'solved', moves: path.moves, states: path.states, cost: path.cost, stats });
    }
    depth = arena.g[node]!;
    if (depth >= maxDepth) {
      truncated = true;
      continue;
    }
    if (stats.expanded >= control.maxExpansions) return stop({ status: 'limit', limit: 'expansions' });
    if (stats.expanded >= control.nextCheck) {
      const s = control.poll(stats, stackStates.length, arena.size, depth);
      if (s) return stop(s);
    }
    stats.expanded++;
    current = node;
    ordinal = 0;
    batchStates.length = 0;
    batchNodes.length = 0;
    expand(state, emit);
    for (let i = batchStates.length - 1; i >= 0; i--) {
      stackStates.push(batchStates[i]!);
      stackNodes.push(batchNodes[i]!);
    }
    if (stackStates.length > stats.peakFrontier) stats.peakFrontier = stackStates.length;
    if (arena.size >= control.maxStates) return stop({ status: 'limit', limit: 'states' });
  }
  // A depth-limited graph DFS that cut branches has not proven anything beyond the limit.
  return finish(truncated ? { status: 'limit', limit: 'depth', stats } : { status: 'exhausted', stats });
}
