export type { Emit, Key, MoveOf, SearchProblem, State, Successor } from './state.js';
export {
  emptyStats,
  mergeStats,
  type ClosestReachable,
  type LimitKind,
  type SearchPath,
  type SearchResult,
  type SearchResultWithClosest,
  type SearchStats,
  type SearchStatus,
  type SolvedResult,
  type UnsolvedResult,
  type UnsolvedWithClosest,
} from './result.js';
export type { AStarOptions, SearchOptions, SearchProgress } from './options.js';
export { CancelFlag } from './cancel-flag.js';
export { checkpoint, isInterruption } from './checkpoint.js';
export { withinLimits, type ScopeLimits } from './within-limits.js';
export type { CycleCheck } from './cycle-check.js';
export { SearchError, type SearchErrorCode } from './errors.js';
export {
  bigintPacker,
  byHash,
  byKey,
  canonical,
  hashInts,
  numberPacker,
  type BigintPacker,
  type HashEquality,
  type Hashing,
  type KeyHashing,
  type NumberPacker,
} from './hashing.js';

// Best-first searches that return the cheapest path (and BFS, its unit-cost case).
export { astar, astarAsync } from './best-first/astar.js';
export { astarSteps, type ExpansionStep } from './best-first/astar-steps.js';
export { dijkstra, dijkstraAsync } from './best-first/dijkstra.js';
export { bfs, bfsAsync } from './best-first/bfs.js';
export { reachable, reachableAsync, type ReachableOptions, type ReachableResult } from './best-first/reachable.js';
export { partialExpansionAstar, partialExpansionAstarAsync, type PartialExpansionOptions } from './best-first/partial-expansion-astar.js';
export { fringeSearch, fringeSearchAsync, type FringeSearchOptions } from './best-first/fringe-search.js';

// Depth-first searches: memory for the current path only.
export { idaStar, idaStarAsync, type IdaStarOptions } from './depth-first/ida-star.js';
export { idaStarInPlace, idaStarInPlaceAsync, type IdaStarInPlaceOptions, type InPlaceProblem } from './depth-first/ida-star-in-place.js';
export { iddfs, iddfsAsync, type IddfsOptions } from './depth-first/iddfs.js';
export { dfs, dfsAsync, type DfsOptions } from './depth-first/dfs.js';
export { lds, ldsAsync, type LdsOptions } from './depth-first/lds.js';
export { rbfs, rbfsAsync, type RbfsOptions } from './depth-first/rbfs.js';

// Memory-bounded searches: best-first within a fixed number of nodes, forgetting the worst.
export {
  smaStar,
  smaStarAsync,
  type SmaStarOptions,
  type SmaStarResult,
  type SmaStarSolvedResult,
  type SmaStarUnsolvedResult,
} from './memory-bounded/sma-star.js';

// Searches from both ends.
export { bidirectionalBfs, bidirectionalBfsAsync, type BidirectionalProblem } from './bidirectional/bidirectional-bfs.js';
export type { BidirectionalSearchOptions } from './bidirectional/bidirectional-search-options.js';
export { nbs, nbsAsync, type NbsOptions } from './bidirectional/nbs.js';
export { mmSearch, mmSearchAsync, type MmSearchOptions } from './bidirectional/mm-search.js';
export { baeStar, baeStarAsync, type BaeStarOptions } from './bidirectional/bae-star.js';
export { gbfhs, gbfhsAsync, type GbfhsOptions, type GbfhsSplit } from './bidirectional/gbfhs.js';

// Incremental searches: a planner kept between calls repairs its last answer after costs change.
export type { IncrementalPlanner, PlannerSearchOptions } from './incremental/incremental-planner.js';
export { lpaStar, type LpaStarOptions } from './incremental/lpa-star.js';
export { dStarLite, type DStarLiteOptions, type DStarLitePlanner } from './incremental/d-star-lite.js';

// Anytime searches: a first solution fast, then better ones with a proven bound.
export {
  anytimeAstar,
  anytimeAstarAsync,
  type AnytimeOptions,
  type AnytimeResult,
  type AnytimeSolution,
  type AnytimeSolvedResult,
  type AnytimeUnsolvedResult,
} from './anytime/anytime-astar.js';
export { anaStar, anaStarAsync, type AnaStarOptions } from './anytime/ana-star.js';
export { beamStackSearch, beamStackSearchAsync, type BeamStackSearchOptions } from './anytime/beam-stack-search.js';

// Bounded-suboptimal searches (cost ≤ w × cheapest) and beam search.
export { focalSearch, focalSearchAsync, type FocalSearchOptions } from './suboptimal/focal-search.js';
export {
  explicitEstimationSearch,
  explicitEstimationSearchAsync,
  type ExplicitEstimationOptions,
} from './suboptimal/explicit-estimation-search.js';
export { optimisticSearch, optimisticSearchAsync, type OptimisticSearchOptions } from './suboptimal/optimistic-search.js';
export {
  dynamicPotentialSearch,
  dynamicPotentialSearchAsync,
  type DynamicPotentialOptions,
  type DynamicPotentialResult,
} from './suboptimal/dynamic-potential-search.js';
export { beamSearch, beamSearchAsync, type BeamSearchOptions } from './suboptimal/beam-search.js';

// More than one path: alternatives, every optimal path, a given path shortened.
export { shortenPath, shortenPathAsync, type PathToGoal, type ShortenPathOptions, type ShortenPathResult } from './paths/shorten-path.js';
export { kShortestPaths, kShortestPathsAsync, type KShortestPathsOptions, type KShortestPathsResult } from './paths/k-shortest-paths.js';
export {
  allOptimalPaths,
  allOptimalPathsAsync,
  type AllOptimalPathsOptions,
  type AllOptimalPathsResult,
  type AllOptimalPathsSolved,
  type OptimalPathEdge,
  type OptimalPathGraph,
} from './paths/all-optimal-paths.js';

// Real-time search: an agent that moves after a bounded lookahead, learning its heuristic as it walks.
export {
  lrtaStar,
  lrtaStarAsync,
  type LrtaStarOptions,
  type RealTimeFacts,
  type RealTimeResult,
  type RealTimeSolvedResult,
  type RealTimeUnsolvedResult,
} from './real-time/lrta-star.js';

// Pattern databases: heuristics precomputed over an abstraction.
export {
  buildPatternDatabase,
  type PatternAbstraction,
  type PatternDatabaseBuildOptions,
  type PatternDatabaseBuildResult,
} from './pattern-database/build-pattern-database.js';
export { PatternDatabase, type PatternEncoding } from './pattern-database/pattern-database.js';
export { PatternDatabaseError, type PatternDatabaseErrorCode } from './pattern-database/pattern-database-error.js';
export { loadPatternDatabase, savePatternDatabase, type PatternDatabaseExpectation } from './pattern-database/pattern-database-file.js';
export { checkPatternDatabase, type PatternDatabaseCheck } from './pattern-database/check-pattern-database.js';
export { additivePatternHeuristic, maxHeuristic, type PatternLookup } from './pattern-database/pattern-heuristic.js';
export { PlacementTracker } from './pattern-database/placement-tracker.js';
export { placementCount, rankPlacement, unrankPlacement } from './pattern-database/placement-rank.js';
export { rankPermutation, unrankPermutation } from './pattern-database/permutation-rank.js';
export { combinationCount, rankCombination, unrankCombination } from './pattern-database/combination-rank.js';
