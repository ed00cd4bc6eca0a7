import {
  astar,
  bfs,
  searchOptionsOf,
  SearchError,
  type Emit,
  type GameSolveOptions,
  type GameSolveResult,
  type SearchProblem,
} from '@puzzle-solvers/search-core';
import { heuristicFor, type HeuristicName } from './heuristics.js';
import type { BallState, Level, Move } from './level.js';
import { formatSolution } from './notation.js';
import { applyMove } from './rules.js';
import { initialState, isSolved, stateKeys, type KeyMode } from './state.js';

/**
 * The solver's algorithms; the first is the default.
 *
 * - `astar`: A* with the admissible final-tube bound: fewest moves (optimal).
 * - `weighted`: weighted A* (f = g + 2h): at most twice the optimum, usually far fewer states.
 * - `greedy`: greedy best-first on the bound: fast on huge levels, not optimal.
 * - `bfs`: breadth-first search, no heuristic: optimal, slow; an oracle for tests.
 *
 * @category Solver
 */
export const ALGORITHMS = ['astar', 'weighted', 'greedy', 'bfs'] as const;

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
  /** The heuristic for `astar`, `weighted` and `greedy`; default `final-tube`. */
  readonly heuristic?: HeuristicName;
  /** `canonical` (default) merges states that differ only in tube order; `plain` does not. */
  readonly keys?: KeyMode;
  /** The weight of `weighted`; default 2. */
  readonly weight?: number;
  /**
   * Skip moves proven never to shorten a solution (default true): under the app rules, moves out
   * of a finished tube; with canonical keys, all but one empty destination per source.
   */
  readonly prune?: boolean;
}

/**
 * The search problem of a level, for any search-core algorithm.
 *
 * @remarks
 * Successors are generated in a fixed order (source tube, then destination tube, ascending), as
 * search-core's path replay requires. No move object is allocated per successor.
 *
 * @param level - the level.
 * @param options - `heuristic` (default `final-tube`), `keys` (default `canonical`), `prune`
 * (default true).
 * @example
 * ```ts
 * const result = astar(problemOf(level));
 * ```
 * @category Solver
 */
export function problemOf(
  level: Level,
  options: { readonly heuristic?: HeuristicName; readonly keys?: KeyMode; readonly prune?: boolean } = {},
): SearchProblem<BallState, Move> {
  const n = level.tubes.length;
  const cap = level.capacity;
  const app = level.rules === 'app';
  const pour = level.moves === 'pour';
  const keyMode = options.keys ?? 'canonical';
  const prune = options.prune ?? true;
  const canonical = keyMode === 'canonical';
  const table: Move[] = [];
  for (let from = 0; from < n; from++) for (let to = 0; to < n; to++) table.push(Object.freeze({ from, to }));
  const keys = stateKeys(level, keyMode);
  const heuristic = heuristicFor(level, options.heuristic ?? 'final-tube');

  const expand = (state: BallState, emit: Emit<BallState, Move>): void => {
    for (let from = 0; from < n; from++) {
      const hf = state[from]!;
      if (hf === 0) continue;
      const fo = n + from * cap;
      const ball = state[fo + hf - 1]!;
      // The number of balls under the top run that stay behind (0: the whole tube moves).
      let run = 1;
      while (run < hf && state[fo + hf - 1 - run] === ball) run++;
      if (prune && app && run === cap) continue; // a finished tube never moves (see README)
      const wholeTube = pour ? run === hf : hf === 1;
      let emptyTried = false;
      for (let to = 0; to < n; to++) {
        if (to === from) continue;
        const ht = state[to]!;
        if (ht === cap) continue;
        if (ht === 0) {
          if (prune && canonical) {
            // Every empty destination gives the same multiset of tubes; moving a whole tube into
            // an empty one gives back the same multiset.
            if (emptyTried || wholeTube) continue;
            emptyTried = true;
          }
        } else if (app && state[n + to * cap + ht - 1] !== ball) continue;
        emit(applyMove(level, state, from, to), table[from * n + to]!);
      }
    }
  };

  return {
    initial: initialState(level),
    expand,
    isGoal: (s) => isSolved(level, s),
    heuristic,
    key: keys.key,
  };
}

/**
 * Solves a level: by default the fewest moves, with A* and the final-tube bound.
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
  const algorithm = (options.algorithm ?? 'astar') as Algorithm;
  if (!(ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw new SearchError('invalid-option', `ball-sort: unknown algorithm '${String(options.algorithm)}' (expected ${ALGORITHMS.join(', ')})`);
  }
  const problem = problemOf(level, {
    ...(options.heuristic !== undefined ? { heuristic: options.heuristic } : {}),
    ...(options.keys !== undefined ? { keys: options.keys } : {}),
    ...(options.prune !== undefined ? { prune: options.prune } : {}),
  });
  const search = searchOptionsOf<BallState>(options);
  let result;
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
  if (result.status !== 'solved') return { result, optimal: false };
  return { result, solution: formatSolution(result.moves), optimal };
}
