import { astar, checkpoint, dijkstra, type Emit, type SearchProblem, type SearchResult } from '@puzzle-solvers/search-core';
import {
  AnytimeTracker,
  chooseAlgorithm,
  LimitBudget,
  searchOptionsOf,
  solveWithinLimits,
  type GameSolveOptions,
  type GameSolveResult,
} from '@puzzle-solvers/game-kit';
import { keyMazeBound } from './heuristics.js';
import { contractedSpace, gridSpace, scramble } from './encoding/spaces.js';
import type { GridMove, KeyMazeState, Level, Move } from './level.js';
import { formatSolution } from './notation.js';

/**
 * The first size of search-core's tables (visited states, node arena, open list). Its default
 * (thousands of entries) would be a fixed cost in every solve; the tables grow as the search does.
 */
const FIRST_CAPACITY = 64;

/**
 * The algorithms {@link solve} accepts; the first is the default.
 *
 * - `astar`: A* on the contracted graph with {@link keyMazeBound} (optimal, fastest).
 * - `dijkstra`: the same search without a heuristic (optimal; a cross-check).
 * - `anytime`: search-core's `anytimeAstar` on the same graph and bound (weights
 *   {@link ANYTIME_WEIGHTS}): a first solution sooner than `astar`'s on big mazes, then cheaper
 *   ones, each with a proven lower bound, until one is proven optimal.
 *
 * @category Solving
 */
export const ALGORITHMS: readonly ['astar', 'dijkstra', 'anytime'] = Object.freeze(['astar', 'dijkstra', 'anytime'] as const);

/**
 * The weights of the `anytime` passes: a weighted first pass, then A* (which proves the optimum).
 *
 * @category Solving
 */
export const ANYTIME_WEIGHTS: readonly number[] = Object.freeze([2, 1.25, 1]);

/**
 * Options of {@link solve}: the plugin's options plus the weights of `anytime`.
 *
 * @category Solving
 */
export interface SolveOptions extends GameSolveOptions {
  /** The weights of `anytime`'s passes, not increasing, each ≥ 1 (`Infinity`: greedy); default {@link ANYTIME_WEIGHTS}. */
  readonly weights?: readonly number[];
}

/** One of {@link ALGORITHMS}. @category Solving */
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * The contracted key-maze search: a state is (each robot's POI, keys held), a move walks one robot
 * to a key it does not hold along the shortest route whose doors are open and whose keys are held.
 *
 * @remarks
 * **When to use**: this is what {@link solve} runs; use it directly to try other search-core
 * algorithms or options. States are packed numbers (their own keys). Pass a heuristic such as
 * {@link keyMazeBound} in the options or use the `heuristic` already set here.
 *
 * **Details**: going to a key never crosses another key not yet held, since that key would be
 * collected first; that move is the same walk split in two. From one place to one key, the first
 * usable route (the shortest among the Pareto-optimal ones) is the only one emitted.
 *
 * @param level - a parsed level.
 * @param heuristic - the heuristic to attach (default none: Dijkstra order).
 * @returns a `SearchProblem` over numeric states with {@link Move} labels and step costs.
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * const result = astar(problemOf(level, keyMazeBound(level)));
 * result.cost; // 8
 * ```
 * @see {@link gridProblem} (one step per move), {@link solve}, {@link KeyMazeSearchState} (the same
 * rules as a search-core `State` class)
 * @category Solving
 */
export function problemOf(level: Level, heuristic?: (state: KeyMazeState) => number): SearchProblem<KeyMazeState, Move> {
  const { graph, codec, initial, goal, moves } = contractedSpace(level);
  const R = graph.robots;
  const K = graph.keys;
  const { routeStart, routeKey, routeLength, routeNeeds, localPoi, poiLocal } = graph;
  const locals = new Int32Array(R);
  const goalScratch = new Int32Array(R);
  const goalTest = (s: number): boolean => codec.decode(s, goalScratch) === goal;
  const expand = (s: number, emit: Emit<number, Move>): void => {
    const held = codec.decode(s, locals);
    for (let r = 0; r < R; r++) {
      const poi = localPoi[r]![locals[r]!]!;
      const back = poiLocal[r]!;
      let last = -1;
      for (let e = routeStart[poi]!, end = routeStart[poi + 1]!; e < end; e++) {
        const k = routeKey[e]!;
        if (k === last) continue;
        const bit = 1 << k;
        if ((held & bit) !== 0 || (routeNeeds[e]! & ~held) !== 0) continue;
        last = k;
        const next = codec.with(s, held, locals, r, back[R + k]!, held | bit);
        emit(next, moves[r * K + k]!, routeLength[e]!);
      }
    }
  };
  const problem: SearchProblem<KeyMazeState, Move> = {
    initial,
    expand,
    isGoal: goalTest,
    key: scramble,
    // Every state reached from the start of a solvable level is solvable (see KeyGraph.stranded),
    // so one test at the root proves an impossible level at once.
    ...(graph.stranded !== 0 ? { isValid: () => false } : {}),
  };
  return heuristic ? { ...problem, heuristic } : problem;
}

/**
 * The former name of {@link problemOf} (every game names its search problem `problemOf`).
 *
 * @deprecated Use {@link problemOf}.
 * @category Solving
 */
export const keyMazeProblem: typeof problemOf = problemOf;

/**
 * The raw grid as a search problem: a state is (every robot's cell, keys held), a move steps one
 * robot to a neighbouring cell (cost 1), picking up the key there.
 *
 * @remarks
 * **When to use**: as an obviously correct oracle for {@link problemOf} on small maps, and as a
 * large state space for benchmarking search algorithms (a real input has about 3,000 open cells ×
 * 2^26 key sets). Works with `bfs`, `astar`, `dijkstra`. States are packed numbers while the
 * product of region sizes × 2^keys fits in 2^53 (one robot on a real input: yes; four robots
 * with 26 keys: no, then states are interned ids, slower and using more memory).
 *
 * @param level - a parsed level.
 * @param heuristic - an optional heuristic, such as {@link gridKeyBound}.
 * @example
 * ```ts
 * const level = parse('#########\n#b.A.@.a#\n#########');
 * bfs(gridProblem(level)).cost; // 8
 * ```
 * @see {@link problemOf}
 * @category Solving
 */
export function gridProblem(level: Level, heuristic?: (state: number) => number): SearchProblem<number, GridMove> {
  const { codec, initial, goal, cellsOf, localOf, moves } = gridSpace(level);
  const R = level.robots.length;
  const locals = new Int32Array(R);
  const goalScratch = new Int32Array(R);
  const w = level.width;
  const n = level.cells.length;
  const { keyAt, doorAt } = level;
  const expand = (s: number, emit: Emit<number, GridMove>): void => {
    const held = codec.decode(s, locals);
    for (let r = 0; r < R; r++) {
      const cell = cellsOf[r]![locals[r]!]!;
      const back = localOf[r]!;
      const x = cell % w;
      for (let i = 0; i < 4; i++) {
        const nb =
          i === 0
            ? cell >= w
              ? cell - w
              : -1
            : i === 1
              ? cell + w < n
                ? cell + w
                : -1
              : i === 2
                ? x > 0
                  ? cell - 1
                  : -1
                : x < w - 1
                  ? cell + 1
                  : -1;
        if (nb < 0) continue;
        const local = back[nb]!;
        if (local < 0) continue; // a wall or a door that never opens
        const door = doorAt[nb]!;
        if (door >= 0 && ((held >> door) & 1) === 0) continue;
        const k = keyAt[nb]!;
        const nextHeld = k >= 0 ? held | (1 << k) : held;
        emit(codec.with(s, held, locals, r, local, nextHeld), moves[r * 4 + i]!);
      }
    }
  };
  const problem: SearchProblem<number, GridMove> = {
    initial,
    expand,
    isGoal: (s) => codec.decode(s, goalScratch) === goal,
    key: scramble,
  };
  return heuristic ? { ...problem, heuristic } : problem;
}

/**
 * Solves a key maze: the fewest total steps to collect every key.
 *
 * @remarks
 * Searches the contracted graph ({@link problemOf}): states are (robot positions, keys held),
 * a move walks one robot to one key. The answer is optimal with either algorithm. A level that
 * cannot be solved (a key out of reach, or behind its own door) ends `exhausted` without
 * searching. The part (1 or 2) was fixed when the level was parsed.
 *
 * @param level - a parsed level.
 * @param options - `algorithm` (default `astar`) and search limits: `timeoutMs`, `maxStates`,
 * `maxExpansions`, `signal`, `onProgress`.
 * @returns search-core's result (its `cost` is the number of steps) and the solution in
 * {@link formatSolution | notation}.
 * @throws SearchError (`invalid-option`) for an algorithm not in {@link ALGORITHMS}.
 * @example
 * ```ts
 * const { result, solution } = solve(parse(text, { options: { part: '2' } }));
 * if (result.status === 'solved') console.log(result.cost, solution);
 * ```
 * @see {@link verify}, {@link problemOf}, {@link gridProblem}
 * @category Solving
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<KeyMazeState, Move> {
  const algorithm = chooseAlgorithm('key-maze', ALGORITHMS, options.algorithm);
  const started = performance.now();
  // The whole solve is one scope of the caller's limits: the contracted graph (a huge maze with many
  // doors takes long) and the heuristic's tables are built under them, calling search-core's
  // `checkpoint()` as they go, and the search gets the time they leave.
  return solveWithinLimits(options, () => {
    const budget = new LimitBudget(options);
    const space = contractedSpace(level, checkpoint);
    const heuristic = algorithm === 'dijkstra' ? undefined : keyMazeBound(level);
    // The interned codec's table grows with the states stored: maxMemoryBytes counts it per state.
    const limits = { ...searchOptionsOf<KeyMazeState>(budget.stage()), capacity: FIRST_CAPACITY, stateBytes: space.codec.bytesPerState };
    if (algorithm === 'anytime') {
      const tracker = new AnytimeTracker<KeyMazeState, Move>((moves) => formatSolution(moves, level), options.onSolution, started);
      const last = tracker.improve(problemOf(level, heuristic), { ...limits, weights: options.weights ?? ANYTIME_WEIGHTS }, (path) => path);
      return tracker.answer(last, last.stats);
    }
    let result: SearchResult<KeyMazeState, Move>;
    if (heuristic !== undefined) result = astar(problemOf(level, heuristic), limits);
    else result = dijkstra(problemOf(level), limits);
    if (result.status !== 'solved') return { result, optimal: false, lowerBound: result.status === 'exhausted' ? Infinity : 0 };
    return { result, solution: formatSolution(result.moves, level), optimal: true, lowerBound: result.cost };
  });
}
