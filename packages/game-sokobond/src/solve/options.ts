/**
 * What a caller can ask of `solve`: the algorithms, the options, and the defaults the options fall
 * back to (the `fast` weight, the shortening budget, `anytime`'s weights). Apart from `solve.ts` so
 * that the strategies in this folder can read them without importing the solver's public face.
 *
 * @module
 */
import type { GameSolveOptions } from '@puzzle-solvers/game-kit';
import type { admissibleHeuristic, fastHeuristic, Heuristic } from '../heuristics.js';
import type { Level } from '../level.js';

/**
 * The solver's algorithms; the first is the default.
 *
 * - `fast`: A* ordered by g + w·h with {@link fastHeuristic} (which already overestimates) and the
 *   weight of {@link fastWeight}. Not optimal; the quickest overall.
 * - `greedy`: greedy best-first with {@link fastHeuristic}. Short runs, long solutions.
 * - `optimal`: A* with {@link admissibleHeuristic}. Fewest moves; slower on big levels.
 * - `bfs`: breadth-first search. Fewest moves; the slow, obvious oracle.
 *
 * Once `fast` has a solution, an exact search (the `optimal` mode's, at most 100 expansions and
 * 400 stored positions, opening only positions that may lead to a cheaper solution) checks it:
 * when that search finds a cheaper solution, or runs out of positions and so proves the one found
 * shortest, the shortening stops as soon as it reaches the shortest cost (or never starts). The solution is the one the shortening
 * alone returns. Statistics count every stage: search, check and shortening.
 *
 * `anytime` runs `fast` (its first solution comes when `fast`'s does), reports it through
 * `onSolution` with the proven lower bound (the admissible estimate of the start, or the check's
 * proof), then improves it with search-core's `anytimeAstar` on the `optimal` mode's problem and
 * admissible estimate (weights {@link ANYTIME_WEIGHTS}), asking only for cheaper solutions, until
 * one is proven shortest or the limits end it.
 *
 * `fast` and `greedy` fold walks that change nothing else into the next move that does (the
 * push search for a helium player, the walk search for a molecule), and on levels with lone
 * heliums standing in open rooms they first try the level with those heliums frozen, with up to
 * 80 % of the limits, keeping a solution only if it replays on the level itself (package README).
 * On push levels without `/`, `fast` gives the plain search 30 % of the limits and then tries the
 * split search (`splitSearch`: the atoms split in advance into the molecules they must end as).
 * On levels with rotators and a molecule player, `fast` runs its weighted search and plain A* in
 * turns, three to one (`walkPortfolio`), until one ends: the expansions a weight needs there vary
 * widely from level to level and with the level's orientation.
 *
 * @category Solver
 */
export const ALGORITHMS = ['fast', 'greedy', 'optimal', 'bfs', 'anytime'] as const;

/**
 * The weights of `anytime`'s improvement passes after `fast`'s solution: a weighted pass for a
 * cheaper solution soon, then A* (which proves the optimum).
 *
 * @category Solver
 */
export const ANYTIME_WEIGHTS: readonly number[] = Object.freeze([1.5, 1]);

/**
 * One of {@link ALGORITHMS}.
 *
 * @category Solver
 */
export type Algorithm = (typeof ALGORITHMS)[number];

/**
 * Options of {@link solve}: search-core's limits plus the algorithm and an optional heuristic.
 *
 * @category Solver
 */
export interface SolveOptions extends GameSolveOptions {
  readonly algorithm?: Algorithm;
  /** Replaces the algorithm's heuristic (A* modes only). */
  readonly heuristic?: Heuristic;
  /** Weight of the `fast` mode (default {@link fastWeight}). */
  readonly weight?: number;
  /**
   * Expansions (single moves) the `fast` and `greedy` modes may spend shortening a solution once
   * found; 0 keeps the solution as the search found it. Default: {@link shortenBudgetFor} the
   * search's expansions.
   */
  readonly shortenBudget?: number;
  /** The weights of `anytime`'s improvement passes, not increasing, each ≥ 1; default {@link ANYTIME_WEIGHTS}. */
  readonly weights?: readonly number[];
}

/**
 * The default shortening budget of `fast` and `greedy` after a search of `expanded` expansions:
 * 5,000 expansions plus 5 per expansion of the search, at most 20,000 (a few tens of
 * milliseconds). The solution is shortened with search-core's `shortenPath` at radius 4, then 6,
 * 8 … until the budget, the caller's limits or the solution's own length is reached. Over the corpus
 * this takes the `fast` solutions from 2,646 to 2,474 moves (package README); most of the gain is
 * on easy levels, whose searches are short but wander.
 *
 * @category Solver
 */
export function shortenBudgetFor(expanded: number): number {
  return Math.min(20_000, 5_000 + 5 * expanded);
}

/**
 * The weight of the `fast` mode for a level: 1 (the heuristic already overestimates), or 2 on
 * levels with rotators, whose long detours a greedier search finds sooner. Chosen on the corpus
 * solved as written and turned over (`bench/symmetry.mjs`): at 1.5, The Monster turned top to
 * bottom sits at the 10 s limit; at 2 no level takes more than about 7 s in any turn.
 */
export function fastWeight(level: Level): number {
  return level.modifiers.some((m) => m.kind === 'rotate') ? 2 : 1;
}
