/**
 * How bench:families (families.ts) runs each search family of search-core: its settings, its time
 * caps, and what its result reports (`Outcome`), for one suite's instances. One entry per family
 * and setting; a family may skip a suite with the reason shown in the table.
 */
import * as sc from '../src/index.js';

/** One search problem of a suite, with what every family may need. */
export interface Instance<S, M> {
  readonly name: string;
  readonly problem: sc.BidirectionalProblem<S, M>;
  readonly backwardHeuristic: (s: S) => number;
  /** The optimal cost, for the quality column. */
  readonly optimal: number;
}

export interface Outcome {
  readonly solved: boolean;
  readonly cost: number;
  readonly expanded: number;
  readonly stored: number;
  /** The anytime search: ms to its first solution, and that solution's cost. */
  readonly firstMs?: number;
  readonly firstCost?: number;
  /** All optimal paths: how many. */
  readonly paths?: bigint;
  /** The anytime search: whether its cost is proven optimal, and the lower bound it reached. */
  readonly proven?: boolean;
  readonly lowerBound?: number;
  /** SMA*: re-expansions of nodes whose forgotten children it generated again, and nodes forgotten. */
  readonly reopened?: number;
  readonly forgotten?: number;
}

export interface Family {
  readonly name: string;
  readonly setting: string;
  /** Runs on one instance; undefined when the family is not run on this suite (see `skip`). */
  run<S, M>(i: Instance<S, M>): Outcome;
  /** Why it is not run on a suite, by suite name. */
  readonly skip?: Readonly<Record<string, string>>;
}

const SAFETY_MS = 20_000;
/** The real-time agents' walks on the 15-puzzle can run for minutes: a shorter limit for them. */
const REAL_TIME_MS = 5_000;
/** SMA* re-expands what it forgot: a tight budget can take minutes where A* takes a second. */
const SMA_MS = 10_000;
const outcome = (r: sc.SearchResult<unknown, unknown>): Outcome => ({
  solved: r.status === 'solved',
  cost: r.status === 'solved' ? r.cost : Number.NaN,
  expanded: r.stats.expanded,
  stored: r.stats.peakStored,
});

/** An anytime search run to its proven optimum (or the time limit), timing its first solution too. */
function anytime(
  search: (options: sc.AnaStarOptions<unknown, unknown>) => sc.AnytimeResult<unknown, unknown>,
  timeoutMs = SAFETY_MS,
): Outcome {
  const t = performance.now();
  let firstMs: number | undefined;
  let firstCost: number | undefined;
  const r = search({
    timeoutMs,
    onSolution: (s) => {
      if (firstMs === undefined) {
        firstMs = performance.now() - t;
        firstCost = s.cost;
      }
    },
  });
  return {
    ...outcome(r),
    proven: r.provenOptimal,
    lowerBound: r.lowerBound,
    ...(firstMs !== undefined ? { firstMs, firstCost: firstCost! } : {}),
  };
}

/** Beam-stack search's limit per instance: proving the optimum with a narrow beam can take far longer than A*. */
const BEAM_STACK_MS = 3000;

export const FAMILIES: readonly Family[] = [
  { name: 'astar', setting: 'reference', run: (i) => outcome(sc.astar(i.problem, { timeoutMs: SAFETY_MS })) },
  { name: 'astar', setting: 'weight 1.5', run: (i) => outcome(sc.astar(i.problem, { weight: 1.5, timeoutMs: SAFETY_MS })) },
  {
    name: 'partialExpansionAstar',
    setting: 'f-changes by table',
    run: (i) => outcome(sc.partialExpansionAstar(i.problem, { timeoutMs: SAFETY_MS })),
  },
  {
    name: 'nbs',
    setting: 'Manhattan both ways, ε 1',
    run: (i) => outcome(sc.nbs(i.problem, { backwardHeuristic: i.backwardHeuristic, minStepCost: 1, timeoutMs: SAFETY_MS })),
  },
  {
    name: 'mmSearch',
    setting: 'Manhattan both ways, ε 1',
    run: (i) => outcome(sc.mmSearch(i.problem, { backwardHeuristic: i.backwardHeuristic, minStepCost: 1, timeoutMs: SAFETY_MS })),
  },
  {
    name: 'mmSearch',
    // MM0 is brute force from both ends: to half of 40+ moves each way on the 15-puzzle, tens of
    // millions of states, so a short limit there (the row shows how far it is from solving).
    setting: 'MM0 (no heuristic), ε 1; 2 s limit on the 15-puzzle',
    run: (i) =>
      outcome(sc.mmSearch(i.problem, { heuristic: () => 0, minStepCost: 1, timeoutMs: i.name.startsWith('korf') ? 2000 : SAFETY_MS })),
  },
  {
    name: 'baeStar',
    setting: 'Manhattan both ways (consistent), least b',
    run: (i) => outcome(sc.baeStar(i.problem, { backwardHeuristic: i.backwardHeuristic, timeoutMs: SAFETY_MS })),
  },
  {
    name: 'gbfhs',
    setting: 'Manhattan both ways, ε 1, balanced split',
    run: (i) => outcome(sc.gbfhs(i.problem, { backwardHeuristic: i.backwardHeuristic, minStepCost: 1, timeoutMs: SAFETY_MS })),
  },
  {
    name: 'rbfs',
    setting: '1 s limit on grids',
    run: (i) => outcome(sc.rbfs(i.problem, { timeoutMs: i.name.startsWith('grid') ? 1000 : SAFETY_MS })),
  },
  { name: 'fringeSearch', setting: 'reference', run: (i) => outcome(sc.fringeSearch(i.problem, { timeoutMs: SAFETY_MS })) },
  ...[100_000, 10_000].map(
    (maxNodes): Family => ({
      name: 'smaStar',
      setting: `${maxNodes / 1000} k nodes, ${SMA_MS / 1000} s limit`,
      run: (i) => {
        const r = sc.smaStar(i.problem, { maxNodes, timeoutMs: SMA_MS });
        return { ...outcome(r), reopened: r.stats.reopened, forgotten: r.forgotten };
      },
    }),
  ),
  {
    name: 'anytimeAstar',
    setting: 'weights 3, 2, 1.5, 1.25, 1',
    run: (i) => anytime((options) => sc.anytimeAstar(i.problem, options)),
  },
  {
    name: 'anaStar',
    setting: 'no parameters',
    run: (i) => anytime((options) => sc.anaStar(i.problem, options)),
  },
  ...[100, 1000].map(
    (width): Family => ({
      name: 'beamStackSearch',
      setting: `width ${width}, ${BEAM_STACK_MS / 1000} s limit`,
      run: (i) => anytime((options) => sc.beamStackSearch(i.problem, { ...options, width }), BEAM_STACK_MS),
    }),
  ),
  {
    name: 'focalSearch',
    setting: 'weight 1.5, focal by h, 5 s limit',
    run: (i) => outcome(sc.focalSearch(i.problem, { weight: 1.5, timeoutMs: 5000 })),
  },
  {
    name: 'explicitEstimationSearch',
    setting: 'weight 1.5, ĥ = 1.5 h',
    run: (i) => {
      const h = i.problem.heuristic!;
      return outcome(sc.explicitEstimationSearch(i.problem, { weight: 1.5, costEstimate: (s) => 1.5 * h(s), timeoutMs: SAFETY_MS }));
    },
  },
  {
    name: 'optimisticSearch',
    setting: 'weight 1.5, optimism 2 (default)',
    run: (i) => {
      const r = sc.optimisticSearch(i.problem, { weight: 1.5, timeoutMs: SAFETY_MS });
      // A solution returned by the safety limit is not proven within the bound: not solved here.
      return { ...outcome(r), solved: r.status === 'solved' && r.stopped === undefined };
    },
  },
  {
    name: 'dynamicPotentialSearch',
    setting: 'weight 1.5',
    run: (i) => outcome(sc.dynamicPotentialSearch(i.problem, { weight: 1.5, timeoutMs: SAFETY_MS })),
  },
  { name: 'beamSearch', setting: 'width 1000', run: (i) => outcome(sc.beamSearch(i.problem, { width: 1000, timeoutMs: SAFETY_MS })) },
  {
    name: 'allOptimalPaths',
    setting: 'count of optimal paths',
    run: (i) => {
      const r = sc.allOptimalPaths(i.problem, { timeoutMs: SAFETY_MS });
      return { ...outcome(r), ...(r.status === 'solved' ? { paths: r.count() } : {}) };
    },
  },
  {
    name: 'kShortestPaths',
    setting: 'k = 3',
    skip: { '15-puzzle': 'each path costs an A* per state of the path before it (40+ searches of up to an A* each)' },
    run: (i) => {
      const r = sc.kShortestPaths(i.problem, 3, { timeoutMs: SAFETY_MS });
      return { ...outcome(r), cost: r.paths.length === 3 ? r.paths[2]!.cost : Number.NaN };
    },
  },
  // Real-time: one trial (the agent's first walk); the cost column is what it walked.
  { name: 'lrtaStar', setting: 'lookahead 1 (LRTA*)', run: (i) => outcome(sc.lrtaStar(i.problem, { timeoutMs: REAL_TIME_MS })) },
  {
    name: 'lrtaStar',
    setting: 'lookahead 32 (LSS-LRTA*)',
    run: (i) => outcome(sc.lrtaStar(i.problem, { lookahead: 32, timeoutMs: REAL_TIME_MS })),
  },
  {
    name: 'idaStar',
    setting: 'reference',
    skip: { grid: 'many f-values per bound on grids' },
    run: (i) => outcome(sc.idaStar(i.problem, { timeoutMs: SAFETY_MS })),
  },
];
