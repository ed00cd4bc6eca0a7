import { astar, bfs, mergeStats, type SearchProblem, type SearchResult, type SearchStats } from '@puzzle-solvers/search-core';
import {
  AnytimeTracker,
  chooseAlgorithm,
  LimitBudget,
  searchOptionsOf,
  solveWithinLimits,
  type GameSolveOptions,
  type GameSolveResult,
} from '@puzzle-solvers/game-kit';
import { relaxedDistancesChecked } from './heuristics.js';
import type { Level, Move } from './level.js';
import { formatSolution } from './notation.js';
import { packingOf, type GolfState, type Packing } from './encoding/packing.js';

/**
 * The first size of search-core's tables (visited states, node arena, open list). Its default
 * (thousands of entries) would be a fixed cost in every solve; the tables grow as the search does.
 */
const FIRST_CAPACITY = 64;

/**
 * The algorithms {@link solve} accepts; the first is the default.
 *
 * - `bfs`: breadth-first over cards, fewest cards, with dead states pruned (fastest here: the
 *   levels are small and the goal test on generation saves the last layer).
 * - `astar`: A* with the relaxed card distance as heuristic; also fewest cards.
 * - `anytime`: `bfs`'s quick first search (most levels end there, proven optimal); beyond it,
 *   search-core's `anytimeAstar` with the same heuristic and pruning (weights
 *   {@link ANYTIME_WEIGHTS}): a first solution sooner, then fewer cards, each with a proven lower
 *   bound, until one is proven optimal.
 *
 * @category Solving
 */
export const ALGORITHMS = ['bfs', 'astar', 'anytime'] as const;

/**
 * The weights of the `anytime` passes beyond the quick search: greedy on the card distance first,
 * then A* (which proves the optimum).
 *
 * @category Solving
 */
export const ANYTIME_WEIGHTS: readonly number[] = Object.freeze([Infinity, 2, 1]);

/** Expansions a plain breadth-first search gets before the solver builds the pruning bound. */
const QUICK_EXPANSIONS = 512;

/**
 * The search problem of a level over packed states (numbers), without the pruning {@link solve}
 * adds: a state is dead only when its hand is empty off the flag.
 *
 * @remarks
 * Use it to run any search-core algorithm yourself; unpack states with `packingOf(level).toState`.
 * Every move costs 1, so `bfs` gives the fewest cards.
 * @example
 * ```ts
 * const result = bfs(problemOf(level));
 * ```
 * @see {@link GolfPeaksState}, the same rules as a search-core `State` class.
 * @category Solving
 */
export function problemOf(level: Level): SearchProblem<number, Move> & { readonly packing: Packing } {
  const p = packingOf(level);
  return {
    packing: p,
    initial: p.initial(),
    expand: (key, emit) => p.expand(key, emit),
    isGoal: (key) => p.isGoal(key),
    isValid: (key) => p.isValid(key),
    key: (key) => key,
  };
}

/**
 * Options of {@link solve}: search-core's limits plus the game's switches.
 *
 * @category Solving
 */
export interface SolveOptions extends GameSolveOptions {
  /**
   * Drop states that cannot reach the flag with the cards left (relaxed distance above the hand
   * size). Never loses a solution. Default `true`.
   */
  readonly prune?: boolean;
  /** The weights of `anytime`'s passes, not increasing, each ≥ 1 (`Infinity`: greedy); default {@link ANYTIME_WEIGHTS}. */
  readonly weights?: readonly number[];
}

/**
 * Solves a level with the fewest cards.
 *
 * @remarks
 * Every card costs 1, so breadth-first search over (ball, last safe tile, hand) is optimal; the
 * state is one number (see {@link Packing}) and a card's outcome is computed once per position.
 * With `prune` (default), a plain search gets 512 expansions first (enough for most levels); if
 * that is not enough, the search restarts with dead states pruned (not enough cards left even if
 * cards could be reused, see {@link relaxedDistances}); its `stats` then count both searches, and
 * the limits hold for both together.
 * An impossible level ends with status `exhausted`; limits give `limit`.
 *
 * @param level - the level.
 * @param options - `algorithm` (`bfs` default, `astar`), `prune`, and search-core's limits
 *   (`timeoutMs`, `maxStates`, `maxExpansions`, `signal`, `onProgress`).
 * @returns the search result with states unpacked, the solution in the game's notation, and
 *   `optimal: true` (both algorithms are exact).
 * @throws SearchError (`invalid-option`) for an unknown algorithm.
 * @example
 * ```ts
 * const { solution } = solve(parse('1x3\n0,ball\n0\n0,flag\n\n2-'));
 * solution; // '2-↙'
 * ```
 * @see {@link verify}
 * @category Solving
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<GolfState, Move> {
  const algorithm = chooseAlgorithm('golf-peaks', ALGORITHMS, options.algorithm);
  // The whole solve is one scope of the caller's limits (the tables of a large level included).
  return solveWithinLimits(options, () => solveWith(level, options, algorithm));
}

function solveWith(level: Level, options: SolveOptions, algorithm: (typeof ALGORITHMS)[number]): GameSolveResult<GolfState, Move> {
  const tracker = algorithm === 'anytime' ? new AnytimeTracker<GolfState, Move>(formatSolution, options.onSolution) : undefined;
  const packing = packingOf(level);
  const prune = options.prune ?? true;
  const budget = new LimitBudget({ ...searchOptionsOf<number>(options), capacity: FIRST_CAPACITY });
  let search = budget.stage();
  const plain: SearchProblem<number, Move> = problemOf(level);
  let result: SearchResult<number, Move> | undefined;
  let spent: SearchStats | undefined;
  if (algorithm !== 'astar' && prune && (options.maxExpansions === undefined || options.maxExpansions > QUICK_EXPANSIONS)) {
    // Most levels are solved (or proven impossible) in a few dozen expansions: try that first
    // without building the heuristic, and prune only the searches that run longer.
    const quick = bfs(plain, budget.stage({ maxExpansions: QUICK_EXPANSIONS }));
    if (quick.status !== 'limit' || quick.limit !== 'expansions') result = quick;
    else {
      budget.spend(quick.stats);
      spent = quick.stats;
      search = budget.stage();
    }
  }
  if (result === undefined) {
    if (!prune && algorithm !== 'astar') result = bfs(plain, search);
    else {
      // Built under the caller's limits: on a large level it takes longer than a short limit.
      const built = budget.setUp((check) => relaxedDistancesChecked(level, check));
      if ('stopped' in built) {
        // The stop's time runs from the start of the solve; the quick search's is added below.
        const { stopped } = built;
        const elapsedMs = Math.max(0, stopped.stats.elapsedMs - (spent?.elapsedMs ?? 0));
        return finish({ ...stopped, stats: { ...stopped.stats, elapsedMs } }, spent, packing, tracker);
      }
      const dist = built.value;
      const cells = packing.cells;
      const hands = packing.hands;
      const problem: SearchProblem<number, Move> = {
        ...plain,
        isValid: prune
          ? (key) => {
              const hand = key % hands;
              return dist[((key - hand) / hands) % cells]! <= packing.heldIn(hand);
            }
          : plain.isValid!,
      };
      // Admissible: the relaxed distance, or one more than the cards held (a state with too few is pruned).
      const heuristic = (key: number): number => {
        const hand = key % hands;
        return Math.min(dist[((key - hand) / hands) % cells]!, packing.heldIn(hand) + 1);
      };
      if (tracker !== undefined) {
        const last = tracker.improve(problem, { ...search, heuristic, weights: options.weights ?? ANYTIME_WEIGHTS }, (path) => ({
          ...path,
          states: path.states.map((k) => packing.toState(k)),
        }));
        return tracker.answer(last, spent === undefined ? last.stats : mergeStats(spent, last.stats));
      }
      result = algorithm === 'bfs' ? bfs(problem, search) : astar(problem, { ...search, heuristic });
    }
  }
  return finish(result, spent, packing, tracker);
}

/**
 * The solve's answer: the quick search's statistics added, states unpacked, the solution written.
 * Every algorithm is exact here: a solution is optimal, and a search that ran to its end without
 * one proves that none exists.
 */
function finish(
  last: SearchResult<number, Move>,
  spent: SearchStats | undefined,
  packing: Packing,
  tracker: AnytimeTracker<GolfState, Move> | undefined,
): GameSolveResult<GolfState, Move> {
  const result = spent === undefined ? last : { ...last, stats: mergeStats(spent, last.stats) };
  if (result.status !== 'solved') return { result, optimal: true, lowerBound: result.status === 'exhausted' ? Infinity : 0 };
  const solved: SearchResult<GolfState, Move> = { ...result, states: result.states.map((k) => packing.toState(k)) };
  // `anytime` whose quick search found the optimum: its one solution, proven optimal.
  tracker?.offer(solved, solved.cost);
  return { result: solved, solution: formatSolution(result.moves), optimal: true, lowerBound: result.cost };
}
