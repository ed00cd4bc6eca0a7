import {
  astar,
  bfs,
  SearchError,
  type Emit,
  type SearchProblem,
  type Hashing,
  type SearchResult,
  byHash,
} from '@puzzle-solvers/search-core';
import {
  AnytimeTracker,
  chooseAlgorithm,
  searchOptionsOf,
  solveWithinLimits,
  type GameSolveOptions,
  type GameSolveResult,
} from '@puzzle-solvers/game-kit';
import { heuristicFor, type HeuristicName } from './heuristics.js';
import type { BallState, Level, Move } from './level.js';
import { formatSolution } from './notation.js';
import { rulesOf } from './rules.js';
import { canonicalForm, codecOf, hashState, initialState, isSolved, sameState, sortCodes } from './state.js';

/**
 * The first size of search-core's tables (visited states, node arena, open list). Its default
 * (thousands of entries) would be a fixed cost in every solve; the tables grow as the search does.
 */
const FIRST_CAPACITY = 64;

/** A JavaScript array's own bytes before its elements: the array object and its elements' header. */
const ARRAY_BYTES = 48;

/**
 * The solver's algorithms; the first is the default.
 *
 * - `astar`: A* with the admissible `junk-cycles` bound (`final-tube` for pour): fewest moves (optimal).
 * - `weighted`: weighted A* (f = g + 2h): at most twice the optimum, usually far fewer states.
 * - `greedy`: greedy best-first on the bound: fast on huge levels, not optimal.
 * - `bfs`: breadth-first search, no heuristic: optimal, slow; an oracle for tests.
 * - `anytime`: search-core's `anytimeAstar` (passes of weighted A* sharing one table, weights
 *   {@link ANYTIME_WEIGHTS}) with the admissible heuristic: a first solution sooner than `astar`'s,
 *   then cheaper ones, each with a proven lower bound (`onSolution`), until one is proven optimal.
 *
 * @category Solver
 */
export const ALGORITHMS = ['astar', 'weighted', 'greedy', 'bfs', 'anytime'] as const;

/**
 * The weights of the `anytime` passes: a weighted first pass finds a solution in a fraction of
 * A*'s expansions, the later ones improve it and the last (1) proves it optimal.
 *
 * @category Solver
 */
export const ANYTIME_WEIGHTS: readonly number[] = [3, 1.5, 1];

/**
 * One of {@link ALGORITHMS}.
 *
 * @category Solver
 */
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * Options of {@link solve}: the plugin's options plus the game's own knobs.
 *
 * @category Solver
 */
export interface SolveOptions extends GameSolveOptions {
  /** One of {@link ALGORITHMS}; default `astar`. */
  readonly algorithm?: string;
  /** The heuristic for `astar`, `weighted` and `greedy`; default `junk-cycles`. */
  readonly heuristic?: HeuristicName;
  /** `canonical` (default) merges states that differ only in tube order; `plain` does not. */
  readonly keys?: KeyMode;
  /** The weight of `weighted`; default 2. */
  readonly weight?: number;
  /** The weights of `anytime`'s passes, not increasing, each ≥ 1 (`Infinity`: greedy); default {@link ANYTIME_WEIGHTS}. */
  readonly weights?: readonly number[];
  /**
   * Skip moves proven never to shorten a solution (default true): under the app rules, moves out
   * of a finished tube; with canonical keys, moving a whole tube into an empty one (the same
   * multiset). Canonical keys also skip sources and destinations equal to the tube before them.
   */
  readonly prune?: boolean;
}

/**
 * Options of {@link problemOf}.
 *
 * @category Solver
 */
export interface ProblemOptions {
  /** The heuristic; default `junk-cycles`. */
  readonly heuristic?: HeuristicName;
  /** `canonical` (default): search on sorted states (the multiset of tubes); `plain`: tubes in order. */
  readonly keys?: KeyMode;
  /** Skip moves proven useless (default true); see {@link SolveOptions.prune}. */
  readonly prune?: boolean;
}

/**
 * How states are told apart: the tubes in order (`plain`), or the multiset of tubes (`canonical`),
 * which merges states that differ only by the order of the tubes.
 *
 * @category Solver
 */
export type KeyMode = 'canonical' | 'plain';

/**
 * The search problem of a level, for any search-core algorithm.
 *
 * @remarks
 * With `keys: 'canonical'` (the default) the search runs on canonical states: the tube codes
 * sorted, so that states that differ only by the order of the tubes are one state (tubes are
 * interchangeable: neither the moves nor the goal notice their order). A move's tube numbers then
 * refer to the positions in the sorted parent state; {@link physicalMoves} turns a path back into
 * moves between the level's real tubes. With `keys: 'plain'` states and moves are the real ones.
 *
 * States are identified with search-core's `byHash` (a hash of the codes, equality of the codes),
 * exact for any level size. Successors come in a fixed order (source, then destination, ascending),
 * as search-core's path replay requires; no move object is allocated per successor.
 *
 * @param level - the level.
 * @param options - `heuristic` (default `junk-cycles`), `keys` (default `canonical`), `prune`
 * (default true).
 * @example
 * ```ts
 * const problem = problemOf(level);
 * const result = astar(problem, { hashing: problem.hashing });
 * ```
 * @category Solver
 */
export function problemOf(
  level: Level,
  options: ProblemOptions = {},
): SearchProblem<BallState, Move> & { readonly hashing: Hashing<BallState>; readonly canonical: boolean } {
  const n = level.tubes.length;
  const { base, repunit, fullMin } = codecOf(level);
  const app = level.rules === 'app';
  const pour = level.moves === 'pour';
  const canonical = (options.keys ?? 'canonical') === 'canonical';
  const prune = options.prune ?? true;
  const rules = rulesOf(level);
  const table: Move[] = [];
  for (let from = 0; from < n; from++) for (let to = 0; to < n; to++) table.push(Object.freeze({ from, to }));
  const heuristic = heuristicFor(level, options.heuristic ?? 'junk-cycles');

  // Codes of tubes holding one colour only: digit × repunit(height), so code / digit is a repunit.
  const repunits: number[] = [];
  for (let h = 1, r = 1; h <= level.capacity; h++, r = r * base + 1) repunits.push(r);
  const maxRepunit = repunits[repunits.length - 1]!;
  const repunitTable = maxRepunit <= 1 << 22 ? new Uint8Array(maxRepunit + 1) : undefined;
  if (repunitTable) for (const r of repunits) repunitTable[r] = 1;
  const isPure = (code: number, top: number): boolean => {
    const q = code / top;
    if (repunitTable) return q <= maxRepunit && q === Math.floor(q) && repunitTable[q] === 1;
    return repunits.includes(q);
  };

  // Scratch, rebuilt per expansion: the top digit of each tube (0 when empty), whether it is full,
  // how many tubes hold only one colour (per digit), and for the app rules the non-full tubes
  // chained by top digit (head/next, ascending) and the empty tubes, so that a source only visits
  // the destinations that can take its ball.
  const tops = new Int32Array(n);
  const full = new Uint8Array(n);
  const pureTube = new Uint8Array(n);
  const pureTubes = new Int32Array(base);
  const head = new Int32Array(base);
  const next = new Int32Array(n);
  const empties = new Int32Array(n);

  const tryMove = (state: BallState, from: number, to: number, emit: Emit<BallState, Move>): void => {
    // The filters in expand only skip illegal or useless moves; the rules have the last word.
    if (!rules.canMove(state, from, to)) return;
    const child = rules.apply(state, from, to);
    emit(canonical ? sortCodes(child) : child, table[from * n + to]!);
  };

  const expand = (state: BallState, emit: Emit<BallState, Move>): void => {
    pureTubes.fill(0);
    head.fill(-1);
    let emptyCount = 0;
    for (let t = n - 1; t >= 0; t--) {
      const code = state[t]!;
      if (code === 0) {
        tops[t] = 0;
        full[t] = 0;
        pureTube[t] = 0;
        continue;
      }
      const top = code % base;
      tops[t] = top;
      const isFull = code >= fullMin;
      full[t] = isFull ? 1 : 0;
      const pure = isPure(code, top);
      pureTube[t] = pure ? 1 : 0;
      if (pure) pureTubes[top]!++;
      if (!isFull) {
        next[t] = head[top]!;
        head[top] = t;
      }
    }
    for (let t = 0; t < n; t++) if (state[t] === 0) empties[emptyCount++] = t;
    for (let from = 0; from < n; from++) {
      const src = state[from]!;
      if (src === 0) continue;
      // Canonical states are sorted: equal tubes sit side by side and give the same children.
      if (canonical && from > 0 && state[from - 1] === src) continue;
      const ball = tops[from]!;
      // A finished tube never moves under the app rules (see the README for the argument).
      if (prune && app && src === ball * repunit) continue;
      const pure = pureTube[from] === 1;
      // Whether the move would carry the whole tube (then an empty destination changes nothing).
      const wholeTube = pour ? pure : src < base;
      // App rules: splitting the only tube that holds nothing but this colour into an empty tube
      // never shortens a solution (see the README); with two such tubes it may be needed.
      const skipEmpty = (prune && canonical && wholeTube) || (prune && app && pure && pureTubes[ball] === 1);
      if (app) {
        for (let to = head[ball]!; to !== -1; to = next[to]!) {
          if (to === from) continue;
          if (canonical && to > 0 && state[to - 1] === state[to] && to - 1 !== from) continue;
          tryMove(state, from, to, emit);
        }
        if (!skipEmpty) {
          // Canonical: every empty tube gives the same multiset, so one is enough.
          const last = canonical ? Math.min(emptyCount, 1) : emptyCount;
          for (let e = 0; e < last; e++) tryMove(state, from, empties[e]!, emit);
        }
        continue;
      }
      for (let to = 0; to < n; to++) {
        if (to === from || full[to] === 1) continue;
        const dst = state[to]!;
        if (dst === 0 && skipEmpty) continue;
        if (canonical && to > 0 && state[to - 1] === dst && to - 1 !== from) continue;
        tryMove(state, from, to, emit);
      }
    }
  };

  const initial = initialState(level);
  return {
    initial: canonical ? canonicalForm(initial) : initial,
    expand,
    isGoal: (s) => isSolved(level, s),
    heuristic,
    hashing: byHash(hashState, sameState),
    canonical,
  };
}

/**
 * Turns moves found on canonical (sorted) states into moves between the level's real tubes, and
 * returns the real states along the way.
 *
 * @remarks Each canonical move names a source and a destination by position in the sorted parent;
 * the real state holds tubes with the same codes, and any of them will do, since equal tubes are
 * interchangeable.
 *
 * @param level - the level.
 * @param canonicalStates - the path's canonical states, start first (as search-core returns them).
 * @param moves - the canonical moves.
 * @category Solver
 */
export function physicalMoves(
  level: Level,
  canonicalStates: readonly BallState[],
  moves: readonly Move[],
): { moves: Move[]; states: BallState[] } {
  const rules = rulesOf(level);
  let state: BallState = initialState(level);
  const outMoves: Move[] = [];
  const outStates: BallState[] = [state];
  for (let i = 0; i < moves.length; i++) {
    const parent = canonicalStates[i]!;
    const m = moves[i]!;
    const from = state.indexOf(parent[m.from]!);
    let to = -1;
    for (let t = 0; t < state.length && to === -1; t++) if (t !== from && state[t] === parent[m.to]) to = t;
    if (from === -1 || to === -1 || !rules.canMove(state, from, to)) {
      throw new SearchError('nondeterministic', `ball-sort: move ${i + 1} of the canonical path does not replay on the real tubes`);
    }
    state = rules.apply(state, from, to);
    outMoves.push({ from, to });
    outStates.push(state);
  }
  return { moves: outMoves, states: outStates };
}

/**
 * Solves a level: by default the fewest moves, with A* and the admissible `junk-cycles` bound.
 *
 * @remarks
 * **When to use**: always; pick `algorithm: 'weighted'` or `'greedy'` for levels too big for an
 * optimal answer (the result then says `optimal: false`). Limits (`timeoutMs`, `maxStates`,
 * `maxExpansions`, `signal`) end the search with status `limit` or `aborted`; a level with no
 * solution ends `exhausted` once every reachable state is seen.
 *
 * @param level - a parsed level (its `rules` and `moves` options apply).
 * @param options - algorithm, limits, progress, heuristic, keys.
 * @returns search-core's result, the solution in `from>to` notation, and whether it is optimal.
 * @example
 * ```ts
 * const { result, solution } = solve(parse('2\n1\nYBYB\nBYBY'));
 * if (result.status === 'solved') console.log(result.moves.length, solution);
 * ```
 * @see {@link verify} to check a solution; {@link problemOf} for other search-core algorithms.
 * @category Solver
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<BallState, Move> {
  const algorithm = chooseAlgorithm('ball-sort', ALGORITHMS, options.algorithm);
  // One scope of the caller's limits over the whole solve (the memory limit measured over all of it).
  return solveWithinLimits(options, () => solveWith(level, options, algorithm));
}

function solveWith(level: Level, options: SolveOptions, algorithm: (typeof ALGORITHMS)[number]): GameSolveResult<BallState, Move> {
  const problem = problemOf(level, {
    ...(options.heuristic !== undefined ? { heuristic: options.heuristic } : {}),
    ...(options.keys !== undefined ? { keys: options.keys } : {}),
    ...(options.prune !== undefined ? { prune: options.prune } : {}),
  });
  // A state is an array of one number per tube: maxMemoryBytes counts it (array, elements, 8 bytes each).
  const stateBytes = ARRAY_BYTES + 8 * level.tubes.length;
  const search = { ...searchOptionsOf<BallState>(options), hashing: problem.hashing, capacity: FIRST_CAPACITY, stateBytes };
  if (algorithm === 'anytime') return solveAnytime(level, problem, search, options);
  let result: SearchResult<BallState, Move>;
  let optimal = true;
  switch (algorithm) {
    case 'bfs':
      result = bfs(problem, search);
      break;
    case 'weighted':
      result = astar(problem, { ...search, weight: options.weight ?? 2 });
      optimal = false;
      break;
    case 'greedy':
      result = astar(problem, { ...search, greedy: true });
      optimal = false;
      break;
    default:
      result = astar(problem, search);
      // Only the admissible heuristics give optimal answers; all three built-ins are admissible.
      break;
  }
  // Optimal answers are their own bound; otherwise the admissible estimate of the start is one.
  const start = problem.heuristic?.(problem.initial) ?? 0;
  if (result.status !== 'solved') return { result, optimal: false, lowerBound: start };
  if (problem.canonical) {
    const real = physicalMoves(level, result.states, result.moves);
    result = { ...result, moves: real.moves, states: real.states };
  }
  return { result, solution: formatSolution(result.moves), optimal, lowerBound: optimal ? result.cost : Math.min(start, result.cost) };
}

/** `anytime`: {@link ANYTIME_WEIGHTS} passes of `anytimeAstar`, each solution turned into real tubes. */
function solveAnytime(
  level: Level,
  problem: ReturnType<typeof problemOf>,
  search: ReturnType<typeof searchOptionsOf<BallState>>,
  options: SolveOptions,
): GameSolveResult<BallState, Move> {
  const tracker = new AnytimeTracker<BallState, Move>(formatSolution, options.onSolution);
  const real = (path: { moves: Move[]; states: BallState[]; cost: number }) =>
    problem.canonical ? { ...physicalMoves(level, path.states, path.moves), cost: path.cost } : path;
  const result = tracker.improve(problem, { ...search, weights: options.weights ?? ANYTIME_WEIGHTS }, real);
  return tracker.answer(result, result.stats);
}
