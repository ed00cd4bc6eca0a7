/**
 * The solver: search-core's A* (optimal or weighted) or BFS over Sokobond positions.
 *
 * @module
 */
import {
  astar,
  bfs,
  mergeStats,
  type AStarOptions,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import { AnytimeTracker, LimitBudget, chooseAlgorithm, searchOptionsOf, type GameSolveOptions } from '@puzzle-solvers/game-kit';
import { admissibleEstimate, fastEstimate, type admissibleHeuristic, type fastHeuristic, type Heuristic } from './heuristics.js';
import { DeadVerdicts, verdictBytes, verdictCap } from './analysis/dead-verdicts.js';
import type { Level } from './level.js';
import { formatSolution } from './notation.js';
import { BY_POSITION, positionBytes, type KeyedPosition } from './search/macro-moves.js';
import { shortened } from './search/shorten.js';
import { isPushLevel, pushProblem, pushSearch, type PushMacro } from './search/push-search.js';
import { isWalkLevel, walkPortfolio, walkSearch } from './search/walk-search.js';
import { withRoomHeliumsFrozen } from './search/room-heliums.js';
import { splitSearch, splitsApply } from './search/split-search.js';
import { replaySolution } from './verify.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position } from './rules.js';

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
 * What {@link solve} returns.
 *
 * @category Solver
 */
export interface SolveResult {
  /** search-core's result; states are position strings. */
  readonly result: SearchResult<Position, Direction>;
  /** With status `solved`: the moves in `WASD` notation. */
  readonly solution?: string;
  /**
   * Whether the solution is proven shortest: always in the `optimal` and `bfs` modes; in `fast`
   * when its exact check (see {@link ALGORITHMS}) finished and the solution has its cost.
   */
  readonly optimal: boolean;
  /**
   * A proven lower bound on the fewest moves (the cost when `optimal`; `anytime`'s from the
   * admissible estimate and its searches). Absent when nothing is known (read it as 0).
   */
  readonly lowerBound?: number;
}

/**
 * The search problem of a level, for any search-core algorithm.
 *
 * @remarks
 * States are position strings, which are their own keys; successors come through `expand` in
 * the order up, left, down, right. Dead positions (see `isDead`) are cut by the heuristics, which
 * return `Infinity` for them.
 *
 * @category Solver
 */
export function problemOf(level: Level, heuristic?: Heuristic): SearchProblem<Position, Direction> {
  const problem: SearchProblem<Position, Direction> = {
    initial: initialPosition(level),
    expand(pos, emit) {
      for (const dir of DIRECTIONS) {
        const r = move(level, pos, dir);
        if (r.ok) emit(r.position, dir, 1);
      }
    },
    isGoal: (pos) => isSolved(level, pos),
    key: (pos) => pos,
  };
  return heuristic === undefined ? problem : { ...problem, heuristic };
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

/**
 * The exact search of one level (the `optimal` mode, and the check of a `fast` solution): the
 * push search for a helium player, otherwise A* over single moves.
 */
function exactSearch(level: Level, heuristic: Heuristic, limits: AStarOptions<Position>): SearchResult<Position, Direction> {
  return isPushLevel(level) ? pushSearch(level, heuristic, limits) : astar(problemOf(level), { ...limits, heuristic });
}

/**
 * Expansions and stored positions of the exact search that checks a `fast` solution (see
 * {@link shortestCheck}). Its work is mostly one estimate per position stored, and a push level
 * stores many per expansion; with both bounds the check costs a small share of the shortening's
 * smallest budget (5,000 single expansions), the work it saves on small levels.
 */
const CHECK_EXPANSIONS = 100;
const CHECK_STATES = 400;

/** Share of the time limit left that the check may use. */
const CHECK_SHARE = 0.1;

/**
 * The exact search within {@link CHECK_EXPANSIONS} and {@link CHECK_STATES}, bounded below the
 * cost of the solution found (search-core's `maxCost`): it finds a shortest solution when one is
 * cheaper, or, when it runs out of positions, proves the solution found shortest. Then the
 * shortening stops once it reaches that cost, and skips altogether when the solution found already
 * has it. The solution returned is the one the shortening alone would
 * return (it only ever replaces a solution by a strictly shorter one), found with less work on
 * small levels, where the shortening's budget would otherwise be spent in full.
 */
function shortestCheck(
  level: Level,
  found: SearchResult<Position, Direction>,
  budget: LimitBudget<AStarOptions<Position>>,
  verdicts: VerdictsOf,
): ShortestCheck | undefined {
  if (found.status !== 'solved' || budget.exhausted() !== undefined) return undefined;
  const limits = budget.stage({ share: CHECK_SHARE, maxExpansions: CHECK_EXPANSIONS });
  const maxStates = Math.min(CHECK_STATES, limits.maxStates ?? Infinity);
  // Only a cheaper solution is of interest: positions that cannot lead to one are not opened.
  const check = exactSearch(level, admissibleEstimate(level, verdicts(level)), { ...limits, maxStates, maxCost: found.cost - 1 });
  budget.spend(check.stats);
  const shortest = check.status === 'solved' ? check.cost : check.status === 'exhausted' ? found.cost : undefined;
  return { stats: check.stats, shortest };
}

/** What {@link shortestCheck} learnt: the shortest cost when it proved one, and its statistics. */
interface ShortestCheck {
  readonly stats: SearchStats;
  readonly shortest: number | undefined;
}

/**
 * The dead verdicts shared by the stages of one solve, per level (the level with room heliums
 * frozen is another level): see `pairingCost`.
 */
type VerdictsOf = (level: Level) => DeadVerdicts;

/**
 * One memo at a time, for the level asked last: the stages ask about the level with room heliums
 * frozen first and never again once they have moved on to the level itself, so the memory limit's
 * part for the memo (`cap`) is never held twice.
 */
function verdictsPerLevel(cap: number): VerdictsOf {
  let current: { readonly level: Level; readonly verdicts: DeadVerdicts } | undefined;
  return (level) => {
    if (current?.level !== level) current = { level, verdicts: new DeadVerdicts(cap) };
    return current.verdicts;
  };
}

/** The `fast` or `greedy` search of one level: push search, walk search or plain A*. */
function quickSearch(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): SearchResult<Position, Direction> {
  const heuristic = options.heuristic ?? fastEstimate(level, true, verdicts(level));
  const weight = options.weight ?? fastWeight(level);
  const mode = greedy ? { greedy: true } : { weight };
  if (isPushLevel(level)) {
    // The split search is for `fast` only: `greedy` stays the plain best-first baseline.
    if (greedy || options.heuristic !== undefined || !splitsApply(level))
      return pushSearch(level, heuristic, { ...limits, ...mode, normalize: true });
    return pushThenSplits(level, heuristic, limits, weight);
  }
  if (isWalkLevel(level)) {
    // With rotators and no weight of the caller's, `fast` takes turns between its weight (three
    // turns: it solves most levels) and plain A* (one turn: insurance against the heavy tail).
    const rotators = level.modifiers.some((m) => m.kind === 'rotate');
    if (!greedy && options.weight === undefined && rotators) return walkPortfolio(level, heuristic, limits, [weight, 1], [3, 1]);
    return walkSearch(level, heuristic, { ...limits, ...mode });
  }
  return astar(problemOf(level), { ...limits, heuristic, ...mode });
}

/** Share of the time and expansion limits that the plain push search gets before the split search. */
const PLAIN_SHARE = 0.3;

/**
 * At most this many pushes of the plain push search before the split search, whatever the limits:
 * the push levels of the corpus that it solves need at most 7,800 (Out of the Way), and with a
 * long time limit (the CLI's is 60 s) 30 % of it would only delay the split search.
 */
const PLAIN_PUSHES = 20_000;

/**
 * The push search in three stages: the plain search with {@link PLAIN_SHARE} of the limits and at
 * most {@link PLAIN_PUSHES} pushes; then the split search (`splitSearch`: the atoms split in
 * advance into the molecules they must end as); then, if neither found a solution, the plain
 * search again with what is left. Every push level of the corpus solved at all is solved in the
 * first stage but Butterfly, which only the second solves (package README, "Split search").
 */
function pushThenSplits(
  level: Level,
  heuristic: Heuristic,
  limits: AStarOptions<Position>,
  weight: number,
): SearchResult<Position, Direction> {
  const budget = new LimitBudget(limits);
  const plain = (stage: AStarOptions<Position>): SearchResult<Position, Direction> =>
    pushSearch(level, heuristic, { ...stage, weight, normalize: true });
  const first = plain(budget.stage({ share: PLAIN_SHARE, maxExpansions: PLAIN_PUSHES }));
  if (first.status !== 'limit') return first;
  budget.spend(first.stats);
  let stats = first.stats;
  const split = splitSearch(level, budget);
  if (split !== undefined) {
    stats = mergeStats(stats, split.stats);
    if (split.status === 'solved' || split.status === 'aborted') return { ...split, stats };
  }
  const exhausted = budget.exhausted();
  if (exhausted !== undefined) return { status: 'limit', limit: exhausted, stats };
  const last = plain(budget.stage());
  return { ...last, stats: mergeStats(stats, last.stats) };
}

/** Share of the time and expansion limits that the attempt without room heliums may use. */
const RESTRICTED_SHARE = 0.8;

/**
 * `fast` and `greedy`: first the level with its room heliums frozen (see
 * `withRoomHeliumsFrozen`; far fewer positions when they only stand in the way), with up to
 * {@link RESTRICTED_SHARE} of the limits; its solution counts only if it replays on the level
 * itself. Then the level itself with what is left. Skipped with a heuristic of the caller's,
 * which is written for the level's own positions.
 */
function quickSolve(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): SearchResult<Position, Direction> {
  const restricted = options.heuristic === undefined ? withRoomHeliumsFrozen(level) : undefined;
  if (restricted === undefined) return quickSearch(level, options, limits, greedy, verdicts);
  const budget = new LimitBudget(limits);
  const first = quickSearch(restricted, options, budget.stage({ share: RESTRICTED_SHARE }), greedy, verdicts);
  if (first.status === 'solved') {
    const replay = replaySolution(level, first.moves, { blocked: 'refuse' });
    if (replay.solved) {
      const moves = first.moves.slice(0, replay.played);
      return { status: 'solved', moves, states: replay.positions, cost: moves.length, stats: first.stats };
    }
  }
  if (first.status === 'aborted') return first;
  budget.spend(first.stats);
  const exhausted = budget.exhausted();
  if (exhausted !== undefined) return { status: 'limit', limit: exhausted, stats: first.stats };
  const second = quickSearch(level, options, budget.stage(), greedy, verdicts);
  return { ...second, stats: mergeStats(first.stats, second.stats) };
}

/**
 * The caller's limits as the searches of one solve take them: positions as states (their size
 * counted for `maxMemoryBytes`; searches that store more per state say so themselves), and the
 * memory limit less `reserved` bytes, which the solve's other tables keep.
 */
function searchLimits(level: Level, options: SolveOptions, reserved: number): AStarOptions<Position> {
  const limits = {
    capacity: 64,
    ...searchOptionsOf<Position>(options),
    hashing: BY_POSITION,
    stateBytes: positionBytes(level.atoms.length),
  };
  if (limits.maxMemoryBytes !== undefined) limits.maxMemoryBytes = Math.max(0, limits.maxMemoryBytes - reserved);
  return limits;
}

/**
 * Solves a level.
 *
 * @remarks
 * **Which one to choose**: `fast` (the default) for an answer within seconds; `optimal` for the
 * fewest moves (A* with an admissible heuristic, exact but slower on large rotator levels); `bfs`
 * only as a reference. Limits (`timeoutMs`, `maxStates`, `maxExpansions`, `signal`) end the search
 * with status `limit` or `aborted`; a level without solution ends `exhausted`.
 *
 * @param level - a parsed level.
 * @param options - algorithm, limits, heuristic override.
 * @returns search-core's result, the solution in `WASD` notation, and whether it is optimal.
 * @example
 * ```ts
 * const { result, solution } = solve(parse('xxxxx\nxH-hx\nxxxxx'));
 * result.status; // 'solved'
 * solution; // 'D'
 * ```
 * @see {@link problemOf}, {@link verify}
 * @category Solver
 */
export function solve(level: Level, options: SolveOptions = {}): SolveResult {
  const algorithm = chooseAlgorithm('sokobond', ALGORITHMS, options.algorithm);
  // The dead-verdict memo (A* modes with their own estimates) keeps its part of the memory limit;
  // the searches get the rest.
  const verdictsKept = algorithm === 'bfs' || options.heuristic !== undefined ? 0 : verdictCap(options.maxMemoryBytes);
  const limits = searchLimits(level, options, verdictBytes(verdictsKept));
  // The whole solve is one scope of the caller's limits (game-kit's `LimitBudget.setUp`): the
  // first estimates of a huge level build tables that take longer than a limit may allow, and
  // call search-core's `checkpoint()` before each one; stages and the turns of a portfolio share
  // one deadline; the memory limit is measured over all of it, the dead-verdict memo included.
  const scope = options.maxMemoryBytes === undefined ? limits : { ...limits, maxMemoryBytes: options.maxMemoryBytes };
  const run = new LimitBudget(scope).setUp(() => solveWith(level, options, algorithm, limits, verdictsKept));
  if ('stopped' in run) return { result: run.stopped, optimal: false };
  const { result, optimal, lowerBound } = run.value;
  const bound = lowerBound !== undefined ? { lowerBound } : optimal && result.status === 'solved' ? { lowerBound: result.cost } : {};
  if (result.status === 'solved') return { result, solution: formatSolution(result.moves), optimal, ...bound };
  return { result, optimal, ...bound };
}

function solveWith(
  level: Level,
  options: SolveOptions,
  algorithm: (typeof ALGORITHMS)[number],
  limits: AStarOptions<Position>,
  verdictsKept: number,
): { result: SearchResult<Position, Direction>; optimal: boolean; lowerBound?: number } {
  if (algorithm === 'anytime') return anytimeSolve(level, options, limits, verdictsPerLevel(verdictsKept));
  let result: SearchResult<Position, Direction>;
  let optimal = false;
  switch (algorithm) {
    case 'bfs':
      result = bfs(problemOf(level), limits);
      optimal = true;
      break;
    case 'optimal': {
      const heuristic = options.heuristic ?? admissibleEstimate(level, new DeadVerdicts(verdictsKept));
      result = exactSearch(level, heuristic, limits);
      optimal = options.heuristic === undefined;
      break;
    }
    case 'greedy':
    case 'fast':
      ({ result, optimal } = quickAndShortened(level, options, limits, algorithm === 'greedy', verdictsPerLevel(verdictsKept)));
      break;
  }
  return { result, optimal };
}

/** `fast` or `greedy`: the quick search, `fast`'s check, and the shortening. */
function quickAndShortened(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  greedy: boolean,
  verdicts: VerdictsOf,
): { result: SearchResult<Position, Direction>; optimal: boolean; shortest: number | undefined } {
  const budget = new LimitBudget(limits);
  const found = quickSolve(level, options, limits, greedy, verdicts);
  budget.spend(found.stats);
  const shortenBudget = options.shortenBudget ?? shortenBudgetFor(found.stats.expanded);
  const checked = !greedy && options.heuristic === undefined && shortenBudget > 0;
  const check = checked ? shortestCheck(level, found, budget, verdicts) : undefined;
  const shortest = check?.shortest;
  const stats = check === undefined ? found.stats : mergeStats(found.stats, check.stats);
  const result = shortened(level, { ...found, stats }, shortenBudget, budget, shortest);
  const optimal = shortest !== undefined && result.status === 'solved' && result.cost === shortest;
  return { result, optimal, shortest };
}

/**
 * `anytime`: `fast`'s solution first, then `anytimeAstar` over the exact problem (the push
 * problem on push levels, single moves otherwise) with the admissible estimate, for cheaper ones.
 * The bounds come from that estimate only (a caller's heuristic serves `fast`'s stage alone).
 */
function anytimeSolve(
  level: Level,
  options: SolveOptions,
  limits: AStarOptions<Position>,
  verdicts: VerdictsOf,
): { result: SearchResult<Position, Direction>; optimal: boolean; lowerBound?: number } {
  const tracker = new AnytimeTracker<Position, Direction>(formatSolution, options.onSolution);
  const budget = new LimitBudget(limits);
  const first = quickAndShortened(level, options, limits, false, verdicts);
  budget.spend(first.result.stats);
  const admissible = admissibleEstimate(level, verdicts(level));
  // Admissible: no solution is shorter than the estimate of the start (Infinity: a dead start).
  const startBound = admissible(initialPosition(level));
  if (first.result.status === 'solved')
    tracker.offer(first.result, first.optimal ? first.result.cost : Math.max(startBound, first.shortest ?? 0));
  else tracker.raise(startBound);
  const answer = (last: SearchResult<unknown, unknown>, stats: SearchStats) => {
    const a = tracker.answer(last, stats);
    return { result: a.result, optimal: a.optimal, ...(a.lowerBound !== undefined ? { lowerBound: a.lowerBound } : {}) };
  };
  if (tracker.optimal || first.result.status === 'aborted' || budget.exhausted() !== undefined)
    return answer(first.result, first.result.stats);
  const stage = budget.stage();
  const weights = options.weights ?? ANYTIME_WEIGHTS;
  let last: SearchResult<unknown, unknown>;
  if (isPushLevel(level)) {
    const push = pushProblem(level, admissible, false);
    const { hashing: _hashing, key: _key, heuristic: _heuristic, ...limitsOnly } = stage;
    last = tracker.improve<KeyedPosition, PushMacro>(
      push.problem,
      { ...limitsOnly, hashing: push.hashing, stateBytes: push.stateBytes, weights },
      (path) => {
        const unfolded = push.unfold({ status: 'solved', ...path, stats: first.result.stats });
        if (unfolded.status !== 'solved')
          throw new Error('@puzzle-solvers/game-sokobond: internal error, a solved push path did not unfold');
        return unfolded;
      },
    );
  } else {
    last = tracker.improve(problemOf(level, admissible), { ...stage, weights }, (path) => path);
  }
  return answer(last, mergeStats(first.result.stats, last.stats));
}
