/**
 * The solver: depth-first tree searches over track prefixes with strong pruning.
 *
 * @module
 */
import {
  checkpoint,
  dfs,
  iddfs,
  lds,
  mergeStats,
  type DfsOptions,
  type SearchOptions,
  type SearchProblem,
  type SearchResult,
} from '@puzzle-solvers/search-core';
import {
  AnytimeTracker,
  chooseAlgorithm,
  LimitBudget,
  searchOptionsOf,
  solveWithinLimits,
  type GameSolveOptions,
  type GameSolveResult,
} from '@puzzle-solvers/game-kit';
import { nearestWork, trackLengthBound, warnsdorff, warnsdorffThenNearest } from './heuristics.js';
import type { Level } from './level.js';
import { formatSolution } from './notation.js';
import { isAlive, pruningSetUp, type PruneOptions } from './prune/prune.js';
import { TrainState, type Move } from './rules.js';
import { expand, stateKey } from './state.js';

/** Expansions the `auto` order of `dfs` spends on its first, greedy run. */
const AUTO_FIRST_EXPANSIONS = 20_000;

/**
 * The level as a search-core problem: expand lays track, `isValid` is {@link isAlive}, the goal is
 * a train that has left with every alien delivered.
 *
 * @remarks The fast form of the rules, on bare {@link TrainState}s with no object per successor:
 * what {@link solve} runs. {@link CosmicExpressState} is the same as a search-core `State` class.
 * @example
 * ```ts
 * const result = lds(problemOf(level), { cycleCheck: 'none' });
 * ```
 * @category Solving
 */
export function problemOf(level: Level, prune: PruneOptions = {}): SearchProblem<TrainState, Move> {
  return {
    initial: TrainState.initial(level),
    expand,
    isGoal: (s) => s.isSolved(),
    isValid: (s) => isAlive(s, prune),
    key: stateKey,
  };
}

/**
 * Algorithms {@link solve} accepts; the first is the default. `anytime` runs `lds` (its first
 * track comes when `lds`'s does), then `lds` again and again for a shorter track, cutting every
 * track prefix whose length plus {@link trackLengthBound} cannot beat the best, until a pass runs
 * out (the best is then proven shortest) or the limits end it; its lower bound is the admissible
 * estimate of the start.
 */
export const ALGORITHMS = ['lds', 'dfs', 'iddfs', 'anytime'] as const;

/** Child orders (see {@link SolveOptions.order}). */
export type Order = 'auto' | 'warnsdorff' | 'nearest' | 'blend' | 'none';

/**
 * Options of {@link solve}.
 *
 * @category Solving
 */
export interface SolveOptions extends GameSolveOptions {
  /**
   * `lds` (default): limited discrepancy search, children ordered by `blend`; finds a track fast,
   * not the shortest. `dfs`: plain depth-first with `order`. `iddfs`: iterative deepening; the
   * shortest track, much slower.
   */
  readonly algorithm?: string;
  /**
   * Child order for `dfs`: `auto` (default: a short run with `nearest`, then `blend`),
   * `warnsdorff` (fewest ways on first), `nearest` (towards the nearest work), `blend` (Warnsdorff, ties
   * to the nearest work, then straight on before right before left) or `none` (U R D L). For `lds`
   * the default is `blend`; `auto` means `blend`.
   */
  readonly order?: Order;
  /**
   * How many failed states to remember (search-core's tree-DFS memo, keyed by {@link stateKey}):
   * a state reached again after its whole subtree failed is skipped. Default 0 (off: on the corpus it never hit).
   */
  readonly memo?: number;
  /** Which pruning tests run (all by default). */
  readonly prune?: PruneOptions;
}

/**
 * Solves a level.
 *
 * @remarks
 * The state space is the set of track prefixes from the entrance; states never repeat, so the
 * searches keep no visited table (search-core's `dfs` in tree mode). All the work is in the pruning
 * hook {@link isAlive}: block–cut reachability of the exit, every waiting alien and enough houses,
 * the goo rule, and idle detours.
 *
 * The default, **limited discrepancy search** (search-core's `lds`), runs one depth-first pass per discrepancy budget
 * k = 0, 1, 2, …: a child costs its rank among the live children (0 for the one the order likes
 * best), and a track may spend at most k between two deliveries (each delivery starts a fresh
 * budget: search-core's `milestone`). It revisits the top of the tree once per k, but it
 * tries tracks that follow the order closely, wherever they deviate, before deep variations of one
 * early mistake; on this corpus that beats plain depth-first search clearly, and counting per trip
 * beats counting along the whole track on the long levels.
 *
 * @returns search-core's result and, when solved, the moves as a string over `U D L R`.
 * @example
 * ```ts
 * const { result, solution } = solve(level, { timeoutMs: 10_000 });
 * ```
 * @category Solving
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<TrainState, Move> {
  const algorithm = chooseAlgorithm('cosmic-express', ALGORITHMS, options.algorithm);
  const base = searchOptionsOf<TrainState>(options);
  const { heuristic: _h, weight: _w, greedy: _g, ...given } = base;
  // The whole solve is one scope of the caller's limits: the level's tables are built one step at
  // a time (see `pruningSetUp`), with search-core's `checkpoint()` before each step and after the
  // last (and inside the long ones), and the searches get the time the set-up left.
  return solveWithinLimits(options, () => solveWith(level, options, algorithm, given));
}

function solveWith(
  level: Level,
  options: SolveOptions,
  algorithm: (typeof ALGORITHMS)[number],
  given: SearchOptions<TrainState>,
): GameSolveResult<TrainState, Move> {
  const setUp = new LimitBudget(given);
  for (const step of pruningSetUp(level, options.prune)) {
    checkpoint();
    step(level);
  }
  checkpoint();
  const limits = setUp.stage();
  const problem = problemOf(level, options.prune);
  let result: SearchResult<TrainState, Move>;
  if (algorithm === 'anytime') return anytime(level, options, limits, problem);
  if (algorithm === 'iddfs') {
    result = iddfs(problem, { ...limits, cycleCheck: 'none' });
  } else if (algorithm === 'lds') {
    result = ldsSearch(problem, options, limits);
  } else {
    const order = options.order ?? 'auto';
    const run = (heuristic: ((s: TrainState) => number) | undefined, stage: DfsOptions<TrainState> = limits) =>
      dfs(problem, {
        ...stage,
        tree: true,
        cycleCheck: 'none',
        memo: options.memo ?? 0,
        ...(heuristic ? { heuristic } : {}),
      });
    if (order !== 'auto') {
      result = run(orderFunction(order));
    } else {
      // A short greedy run towards the nearest work first (it finds some levels at once that
      // Warnsdorff's order needs long for), then Warnsdorff's order with what is left.
      const budget = new LimitBudget(limits);
      const first = run(nearestWork, budget.stage({ maxExpansions: AUTO_FIRST_EXPANSIONS }));
      budget.spend(first.stats);
      if (first.status === 'solved' || first.status === 'exhausted' || first.status === 'aborted' || budget.exhausted() !== undefined) {
        result = first;
      } else {
        const second = run(warnsdorffThenNearest, budget.stage());
        result = { ...second, stats: mergeStats(first.stats, second.stats) };
      }
    }
  }
  const optimal = algorithm === 'iddfs';
  return result.status === 'solved'
    ? { result, solution: formatSolution(result.moves), optimal, ...(optimal ? { lowerBound: result.cost } : {}) }
    : { result, optimal: false };
}

/** The default search: limited discrepancy search in the `blend` order (or the caller's). */
function ldsSearch(
  problem: SearchProblem<TrainState, Move>,
  options: SolveOptions,
  limits: DfsOptions<TrainState>,
): SearchResult<TrainState, Move> {
  const order = options.order ?? 'auto';
  const by = orderFunction(order === 'auto' ? 'blend' : order);
  // Lazy passes up to 12 discrepancies: isAlive is the expensive part, and early passes rarely
  // need the proof that only exact passes give. Discrepancies are counted per trip (a delivery
  // starts a fresh budget): a long level needs a few per trip, which in all would be too many.
  return lds(problem, { ...limits, cycleCheck: 'none', exactFrom: 12, milestone: delivers, ...(by ? { order: by } : {}) });
}

/**
 * `anytime`: `lds`'s track, then `lds` on the problem cut below the best length (branch and
 * bound with {@link trackLengthBound}) for each shorter one. A pass that runs out proves the best
 * shortest (the cut only drops tracks that cannot be shorter).
 */
function anytime(
  level: Level,
  options: SolveOptions,
  limits: DfsOptions<TrainState>,
  problem: SearchProblem<TrainState, Move>,
): GameSolveResult<TrainState, Move> {
  const tracker = new AnytimeTracker<TrainState, Move>(formatSolution, options.onSolution);
  const budget = new LimitBudget(limits);
  let last = ldsSearch(problem, options, budget.stage());
  budget.spend(last.stats);
  let stats = last.stats;
  // No track at all: the first pass proved it (no bound needed).
  if (last.status === 'exhausted') return { result: { ...last, stats }, optimal: false, lowerBound: Infinity };
  // The bound's tables are built after the first track, which therefore comes when `lds`'s does,
  // and within what the first pass left of the limits: on a big board with many aliens they take
  // longer than a short time limit, and a first call built them past it.
  const tables = budget.setUp(() => trackLengthBound(level));
  if ('stopped' in tables) {
    if (last.status === 'solved') tracker.offer(last, 0);
    return tracker.answer(last.status === 'solved' ? last : tables.stopped, stats);
  }
  const bound = tables.value;
  const startBound = bound(problem.initial);
  if (last.status === 'solved') tracker.offer(last, startBound);
  else tracker.raise(startBound);
  const alive = problem.isValid!;
  while (last.status === 'solved' && !tracker.optimal && budget.exhausted() === undefined) {
    const best = tracker.cost;
    // A prefix of `index` moves needs at least `bound` more: cut it unless it may end below `best`.
    const cut: SearchProblem<TrainState, Move> = { ...problem, isValid: (s) => s.index + bound(s) < best && alive(s) };
    last = ldsSearch(cut, options, budget.stage());
    budget.spend(last.stats);
    stats = mergeStats(stats, last.stats);
    if (last.status === 'solved') tracker.offer(last, tracker.lowerBound);
    // Run out: no track shorter than the best.
    else if (last.status === 'exhausted') tracker.raise(best);
  }
  return tracker.answer(last, stats);
}

/** Whether the move from `parent` to `child` delivered an alien: the end of a trip, for `lds`. */
function delivers(parent: TrainState, child: TrainState): boolean {
  return child.delivered > parent.delivered;
}

function orderFunction(order: Exclude<Order, 'auto'>): ((s: TrainState) => number) | undefined {
  return order === 'warnsdorff' ? warnsdorff : order === 'nearest' ? nearestWork : order === 'blend' ? warnsdorffThenNearest : undefined;
}
