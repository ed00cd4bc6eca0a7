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
export { astar, astarAsync } from './astar.js';
export { astarSteps, type ExpansionStep } from './astar-steps.js';
export { dijkstra, dijkstraAsync } from './dijkstra.js';
export { bfs, bfsAsync } from './bfs.js';
export { reachable, reachableAsync, type ReachableOptions, type ReachableResult } from './reachable.js';
export { idaStar, idaStarAsync, type IdaStarOptions } from './ida-star.js';
export { idaStarInPlace, idaStarInPlaceAsync, type IdaStarInPlaceOptions, type InPlaceProblem } from './ida-star-in-place.js';
export { iddfs, iddfsAsync, type IddfsOptions } from './iddfs.js';
export { dfs, dfsAsync, type DfsOptions } from './dfs.js';
export { bidirectionalBfs, bidirectionalBfsAsync, type BidirectionalProblem } from './bidirectional-bfs.js';
export { lds, ldsAsync, type LdsOptions } from './lds.js';
export { shortenPath, shortenPathAsync, type PathToGoal, type ShortenPathOptions, type ShortenPathResult } from './shorten-path.js';
export {
  anytimeAstar,
  anytimeAstarAsync,
  type AnytimeOptions,
  type AnytimeResult,
  type AnytimeSolution,
  type AnytimeSolvedResult,
  type AnytimeUnsolvedResult,
} from './anytime-astar.js';
export { anaStar, anaStarAsync, type AnaStarOptions } from './ana-star.js';
export { focalSearch, focalSearchAsync, type FocalSearchOptions } from './focal-search.js';
export { explicitEstimationSearch, explicitEstimationSearchAsync, type ExplicitEstimationOptions } from './explicit-estimation-search.js';
export { optimisticSearch, optimisticSearchAsync, type OptimisticSearchOptions } from './optimistic-search.js';
export {
  dynamicPotentialSearch,
  dynamicPotentialSearchAsync,
  type DynamicPotentialOptions,
  type DynamicPotentialResult,
} from './dynamic-potential-search.js';
export { partialExpansionAstar, partialExpansionAstarAsync, type PartialExpansionOptions } from './partial-expansion-astar.js';
export { beamSearch, beamSearchAsync, type BeamSearchOptions } from './beam-search.js';
export { nbs, nbsAsync, type NbsOptions } from './nbs.js';
export { rbfs, rbfsAsync, type RbfsOptions } from './rbfs.js';
export { fringeSearch, fringeSearchAsync, type FringeSearchOptions } from './fringe-search.js';
export { kShortestPaths, kShortestPathsAsync, type KShortestPathsOptions, type KShortestPathsResult } from './k-shortest-paths.js';
export {
  allOptimalPaths,
  allOptimalPathsAsync,
  type AllOptimalPathsOptions,
  type AllOptimalPathsResult,
  type AllOptimalPathsSolved,
  type OptimalPathEdge,
  type OptimalPathGraph,
} from './all-optimal-paths.js';
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
