import type { CycleCheck } from '../cycle-check.js';
import { SearchError } from '../errors.js';
import { Control, newStats, type Stop, stopped } from '../internal/control.js';
import { checkTableSize, iterativeDeepening } from '../internal/iterative-deepening.js';
import { atRoot, type Machine, runInSlices, runToEnd } from '../internal/machine.js';
import { NodeArena } from '../internal/node-arena.js';
import { type Normalized, normalize, type ProblemSource, requireHashing } from '../internal/normalize.js';
import { PathReplay } from '../internal/path-replay.js';
import { createVisitedTable } from '../internal/visited-table.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import type { Emit, MoveOf, SearchProblem, State } from '../state.js';

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
 * visited table is kept; with the default graph mode every state is stored once. Both keep their
 * own stack (no recursion), so a path may be as deep as memory allows; the states on the stack
 * (and the visited table or memo) count for `maxStates` and `maxMemoryBytes`.
 *
 * **Details**: children are tried in the order the problem lists them (tree mode with a heuristic:
 * smallest estimate first). The goal is tested when a state is visited.
 *
 * @example
 * ```ts
 * const r = dfs(trackProblem, { tree: true }); // isValid prunes dead tracks
 * ```
 * @see {@link dfsAsync}, {@link iddfs}, {@link bfs}, {@link idaStar}
 * @category Depth-first
 */
export function dfs<S, M>(problem: SearchProblem<S, M>, options?: DfsOptions<S>): SearchResult<S, M>;
export function dfs<S extends State<S, unknown>>(problem: S, options?: DfsOptions<S>): SearchResult<S, MoveOf<S>>;
export function dfs<S, M>(problem: ProblemSource<S, M>, options: DfsOptions<S> = {}): SearchResult<S, M> {
  return runToEnd(dfsMachine(problem, options));
}

/**
 * {@link dfs} that lets the event loop run while it searches (see {@link astarAsync}).
 *
 * @remarks
 * Slices of `yieldEveryMs` (default 5 ms), so that a timer's `AbortSignal` stops it.
 *
 * @example
 * ```ts
 * const r = await dfsAsync(trackProblem, { tree: true, signal: AbortSignal.timeout(1000) });
 * ```
 * @see {@link dfs}
 * @category Depth-first
 */
export function dfsAsync<S, M>(problem: SearchProblem<S, M>, options?: DfsOptions<S>): Promise<SearchResult<S, M>>;
export function dfsAsync<S extends State<S, unknown>>(problem: S, options?: DfsOptions<S>): Promise<SearchResult<S, MoveOf<S>>>;
export async function dfsAsync<S, M>(problem: ProblemSource<S, M>, options: DfsOptions<S> = {}): Promise<SearchResult<S, M>> {
  return runInSlices(dfsMachine(problem, options));
}

function dfsMachine<S, M>(problem: ProblemSource<S, M>, options: DfsOptions<S>): Machine<SearchResult<S, M>> {
  const p = normalize(problem, options);
  const maxDepth = options.maxDepth ?? Infinity;
  if (!(maxDepth >= 0)) throw new SearchError('invalid-option', `maxDepth must be ≥ 0, got ${String(maxDepth)}`);
  const tree = options.tree ?? !p.hashing;
  if (tree) {
    const heuristic = options.heuristic ?? p.heuristic;
    return iterativeDeepening(
      p,
      options,
      {
        heuristic: () => 0,
        unitCost: true,
        cycleCheck: options.cycleCheck ?? (p.hashing ? 'path' : 'none'),
        hashing: p.hashing,
        tableSize: checkTableSize('memo', options.memo),
        orderByHeuristic: heuristic !== undefined,
        ...(heuristic ? { order: heuristic } : {}),
      },
      () => maxDepth,
      () => Infinity,
      maxDepth,
    );
  }
  return graphDfs(p, options, maxDepth);
}

function graphDfs<S, M>(p: Normalized<S, M>, options: SearchOptions<S>, maxDepth: number): Machine<SearchResult<S, M>> {
  const control = new Control(options, p.initial);
  const table = createVisitedTable(requireHashing(p.hashing, 'dfs'), { state: p.initial }, control.capacity);
  const stats = newStats();
  const arena = NodeArena.take(control.capacity);
  let result: SearchResult<S, M> | undefined;
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => {
    result = control.finish(r, arena.size);
    // Nothing reads them once the search has ended (`resume` returns the result first).
    arena.release();
    table.release();
    return result;
  };
  const stop = (s: Stop): SearchResult<S, M> => finish(stopped(s, stats));
  const machine = { control, polled: () => stats.expanded, resume: () => result, halt: (s: Stop) => result ?? stop(s) };
  const early = control.initial();
  if (early) {
    stop(early);
    return machine;
  }
  const { isGoal, isValid, expand } = p;
  // The root's check runs under the search's limits too.
  let invalidRoot = false;
  const rootStop = atRoot(control, () => {
    invalidRoot = isValid !== undefined && !isValid(p.initial);
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
  table.findOrAdd(p.initial, 0);
  arena.add(-1, 0, 0);
  const stackStates: S[] = [p.initial];
  const stackNodes: number[] = [0];
  const maxStored = control.maxStored;
  const batchStates: S[] = [];
  const batchNodes: number[] = [];
  // The batch buffers keep their length between expansions (truncating an array to 0 gives up its
  // storage, and the next expansion would allocate it again); `batchCount` says how much is this one's.
  let batchCount = 0;
  let current = 0;
  let depth = 0;
  let ordinal = 0;
  let truncated = false;
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
    const fresh = arena.size;
    if (table.findOrAdd(child, fresh) !== -1) {
      stats.duplicates++;
      return;
    }
    arena.add(current, ord, depth + 1);
    batchStates[batchCount] = child;
    batchNodes[batchCount++] = fresh;
    // Stopped at once, not after the expansion: one expansion may list thousands of states.
    if (fresh + 1 >= maxStored) control.storedLimitReached();
  };
  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    while (stackStates.length > 0) {
      if (stats.expanded >= control.nextCheck) {
        const s = control.poll(stats, stackStates.length, arena.size, depth);
        if (s?.status === 'paused') return undefined;
        if (s) return stop(s);
      }
      const state = stackStates.pop()!;
      const node = stackNodes.pop()!;
      if (isGoal(state)) {
        const path = replay.run(p.initial, expand, emit, arena, table, node);
        return finish({ status: 'solved', moves: path.moves, states: path.states, cost: path.cost, stats });
      }
      depth = arena.g[node]!;
      if (depth >= maxDepth) {
        truncated = true;
        continue;
      }
      if (stats.expanded >= control.maxExpansions) return stop(control.expansionsSpent);
      stats.expanded++;
      current = node;
      ordinal = 0;
      batchCount = 0;
      expand(state, emit);
      for (let i = batchCount - 1; i >= 0; i--) {
        stackStates.push(batchStates[i]!);
        stackNodes.push(batchNodes[i]!);
      }
      if (stackStates.length > stats.peakFrontier) stats.peakFrontier = stackStates.length;
      if (arena.size >= control.maxStored) return stop(control.storedFull);
    }
    // A depth-limited graph DFS that cut branches has not proven anything beyond the limit.
    return finish(truncated ? { status: 'limit', limit: 'depth', stats } : { status: 'exhausted', stats });
  };
  return { control, polled: () => stats.expanded, resume, halt: (s: Stop) => result ?? stop(s) };
}
