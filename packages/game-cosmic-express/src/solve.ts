/**
 * The solver: depth-first tree searches over track prefixes with strong pruning.
 *
 * @module
 */
import {
  dfs,
  iddfs,
  searchOptionsOf,
  type Emit,
  type GameSolveOptions,
  type GameSolveResult,
  type SearchOptions,
  type SearchProblem,
  type SearchResult,
  type SearchStats,
} from '@puzzle-solvers/search-core';
import { nearestWork, warnsdorff, warnsdorffThenNearest } from './heuristics.js';
import type { Level } from './level.js';
import { formatSolution } from './notation.js';
import { isAlive, type PruneOptions } from './prune.js';
import { MOVES, type Move, type TrainState } from './rules.js';
import { problemOf } from './state.js';

/** LDS passes from this budget on validate every child, so that a pass can prove unsolvability. */
const EXACT_FROM = 12;

/** Expansions the `auto` order of `dfs` spends on its first, greedy run. */
const AUTO_FIRST_EXPANSIONS = 20_000;

function mergeStats(into: SearchStats, from: SearchStats): void {
  into.expanded += from.expanded;
  into.generated += from.generated;
  into.pruned += from.pruned;
  into.duplicates += from.duplicates;
  into.peakFrontier = Math.max(into.peakFrontier, from.peakFrontier);
  into.elapsedMs += from.elapsedMs;
  into.iterations += from.iterations;
}

/** Algorithms {@link solve} accepts; the first is the default. */
export const ALGORITHMS = ['lds', 'dfs', 'iddfs'] as const;

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
   * to the nearest work) or `none` (U R D L). For `lds` the default is `blend`; `auto` means `blend`.
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
 * The default, **limited discrepancy search**, runs search-core's `dfs` once per discrepancy budget
 * k = 0, 1, 2, …: a child costs its rank among the live children (0 for the one the order likes
 * best), and a track may spend at most k in all. It revisits the top of the tree once per k, but it
 * tries tracks that follow the order closely, wherever they deviate, before deep variations of one
 * early mistake; on this corpus that beats plain depth-first search clearly.
 *
 * @returns search-core's result and, when solved, the moves as a string over `U D L R`.
 * @example
 * ```ts
 * const { result, solution } = solve(level, { timeoutMs: 10_000 });
 * ```
 * @category Solving
 */
export function solve(level: Level, options: SolveOptions = {}): GameSolveResult<TrainState, Move> {
  const algorithm = options.algorithm ?? 'lds';
  if (!(ALGORITHMS as readonly string[]).includes(algorithm)) {
    throw new RangeError(`game-cosmic-express: unknown algorithm "${algorithm}" (expected ${ALGORITHMS.join(', ')})`);
  }
  const problem = problemOf(level, options.prune);
  const base = searchOptionsOf<TrainState>(options);
  const { heuristic: _h, weight: _w, greedy: _g, ...limits } = base;
  let result: SearchResult<TrainState, Move>;
  if (algorithm === 'iddfs') {
    result = iddfs(problem, { ...limits, cycleCheck: 'none' });
  } else if (algorithm === 'lds') {
    const order = options.order ?? 'auto';
    result = lds(problem, orderFunction(order === 'auto' ? 'blend' : order), limits, options.prune ?? {});
  } else {
    const order = options.order ?? 'auto';
    const run = (heuristic: ((s: TrainState) => number) | undefined, extra: { maxExpansions?: number; timeoutMs?: number }) =>
      dfs(problem, {
        ...limits,
        ...extra,
        tree: true,
        cycleCheck: 'none',
        memo: options.memo ?? 0,
        ...(heuristic ? { heuristic } : {}),
      });
    if (order !== 'auto') {
      result = run(orderFunction(order), {});
    } else {
      // A short greedy run towards the nearest work first (it finds some levels at once that
      // Warnsdorff's order needs long for), then Warnsdorff's order with what is left.
      const start = performance.now();
      const firstBudget = Math.min(AUTO_FIRST_EXPANSIONS, limits.maxExpansions ?? Infinity);
      const first = run(nearestWork, { maxExpansions: firstBudget });
      if (first.status === 'solved' || first.status === 'exhausted' || first.status === 'aborted' || firstBudget === limits.maxExpansions) {
        result = first;
      } else {
        const rest: { maxExpansions?: number; timeoutMs?: number } = {};
        if (limits.maxExpansions !== undefined) rest.maxExpansions = Math.max(0, limits.maxExpansions - first.stats.expanded);
        if (limits.timeoutMs !== undefined) rest.timeoutMs = Math.max(0, limits.timeoutMs - (performance.now() - start));
        const second = run(warnsdorffThenNearest, rest);
        mergeStats(second.stats, first.stats);
        result = second;
      }
    }
  }
  return result.status === 'solved'
    ? { result, solution: formatSolution(result.moves), optimal: algorithm === 'iddfs' }
    : { result, optimal: false };
}

function orderFunction(order: Exclude<Order, 'auto'>): ((s: TrainState) => number) | undefined {
  return order === 'warnsdorff' ? warnsdorff : order === 'nearest' ? nearestWork : order === 'blend' ? warnsdorffThenNearest : undefined;
}

/** A track prefix with the discrepancies it may still spend. */
interface Budgeted {
  readonly state: TrainState;
  readonly budget: number;
}

/**
 * Limited discrepancy search as repeated search-core `dfs` runs over budgeted states.
 *
 * @remarks
 * Each pass is a tree DFS whose `expand` lists the live children in order and gives the child of
 * rank r the parent's budget − r (children whose budget would go below 0 are left out, and the pass
 * notes that it cut something). A pass that cut nothing and found nothing has searched the whole
 * tree: the level is unsolvable.
 */
function lds(
  problem: SearchProblem<TrainState, Move>,
  order: ((s: TrainState) => number) | undefined,
  limits: ReturnType<typeof searchOptionsOf<TrainState>>,
  prune: PruneOptions,
): SearchResult<TrainState, Move> {
  const start = performance.now();
  let cut = false;
  const kids: TrainState[] = [];
  const kidMoves: Move[] = [];
  const keys: number[] = [];
  const idx: number[] = [];
  // Passes below EXACT_FROM validate children lazily: they stop at the first live child over the
  // budget without checking the rest, so "cut" may be claimed for children that were dead. That
  // only delays an unsolvability proof, which the exact passes from EXACT_FROM on give.
  let exact = false;
  const expand = (node: Budgeted, emit: Emit<Budgeted, Move>): void => {
    const s = node.state;
    kids.length = 0;
    kidMoves.length = 0;
    for (let d = 0; d < 4; d++) {
      const c = s.target(d);
      if (c < 0) continue;
      kids.push(s.advance(d, c));
      kidMoves.push(MOVES[d]!);
    }
    const n = kids.length;
    keys.length = n;
    idx.length = n;
    for (let i = 0; i < n; i++) {
      keys[i] = order ? order(kids[i]!) : 0;
      idx[i] = i;
    }
    idx.sort((a, b) => keys[a]! - keys[b]! || a - b);
    // Rank = position among the live children in this order; validate only as far as needed.
    // Copy out: the search may expand (and so reuse these buffers) before it uses the children.
    const chosen: [TrainState, Move, number][] = [];
    let live = 0;
    for (let r = 0; r < n; r++) {
      const i = idx[r]!;
      if (live > node.budget && !exact) {
        cut = true;
        break;
      }
      if (!isAlive(kids[i]!, prune)) continue;
      if (live > node.budget) {
        cut = true;
        break;
      }
      chosen.push([kids[i]!, kidMoves[i]!, node.budget - live]);
      live++;
    }
    for (const [child, move, budget] of chosen) emit({ state: child, budget }, move);
  };
  let stats: SearchStats | undefined;
  // The limits that apply to every pass (time and expansions are shared out below).
  const control: { maxStates?: number; signal?: AbortSignal; onProgress?: NonNullable<SearchOptions<unknown>['onProgress']>; progressIntervalMs?: number } = {};
  if (limits.maxStates !== undefined) control.maxStates = limits.maxStates;
  if (limits.signal !== undefined) control.signal = limits.signal;
  if (limits.onProgress !== undefined) control.onProgress = limits.onProgress;
  if (limits.progressIntervalMs !== undefined) control.progressIntervalMs = limits.progressIntervalMs;
  for (let k = 0; ; k++) {
    cut = false;
    exact = k >= EXACT_FROM;
    const extra: { maxExpansions?: number; timeoutMs?: number } = {};
    if (limits.maxExpansions !== undefined) extra.maxExpansions = Math.max(0, limits.maxExpansions - (stats?.expanded ?? 0));
    if (limits.timeoutMs !== undefined) extra.timeoutMs = Math.max(0, limits.timeoutMs - (performance.now() - start));
    const pass = dfs<Budgeted, Move>(
      { initial: { state: problem.initial, budget: k }, expand, isGoal: (b) => b.state.isSolved(), isValid: (b) => b.budget >= 0 },
      { ...control, ...extra, tree: true, cycleCheck: 'none' },
    );
    if (stats !== undefined) mergeStats(pass.stats, stats);
    stats = pass.stats;
    if (pass.status === 'solved') {
      return { status: 'solved', moves: pass.moves, states: pass.states.map((b) => b.state), cost: pass.cost, stats: pass.stats };
    }
    if (pass.status !== 'exhausted') return pass.limit !== undefined ? { status: pass.status, limit: pass.limit, stats: pass.stats } : { status: pass.status, stats: pass.stats };
    if (!cut) return { status: 'exhausted', stats: pass.stats };
  }
}
