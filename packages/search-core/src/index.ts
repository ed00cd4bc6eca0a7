export type { Emit, Key, MoveOf, SearchProblem, State, Successor } from './state.js';
export type { LimitKind, SearchResult, SearchStats, SearchStatus, SolvedResult, UnsolvedResult } from './result.js';
export type { AStarOptions, SearchOptions, SearchProgress } from './options.js';
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
export { astar } from './astar.js';
export { astarSteps, type ExpansionStep } from './astar-steps.js';
export { dijkstra } from './dijkstra.js';
export { bfs } from './bfs.js';
export { reachable, type ReachableOptions, type ReachableResult } from './reachable.js';
export { idaStar, type IdaStarOptions } from './ida-star.js';
export { idaStarInPlace, type IdaStarInPlaceOptions, type InPlaceProblem } from './ida-star-in-place.js';
export { iddfs, type IddfsOptions } from './iddfs.js';
export { dfs, type DfsOptions } from './dfs.js';
export { bidirectionalBfs, type BidirectionalProblem } from './bidirectional-bfs.js';
export type { CycleCheck } from './internal/depth-first.js';
export { lds, type LdsOptions } from './lds.js';
export { shortenPath, type PathToGoal, type ShortenPathOptions, type ShortenPathResult } from './shorten-path.js';
export {
  buildPatternDatabase,
  type PatternAbstraction,
  type PatternDatabaseBuildOptions,
  type PatternDatabaseBuildResult,
} from './pattern-database/build-pattern-database.js';
export { PatternDatabase, type PatternEncoding } from './pattern-database/pattern-database.js';
export { PatternDatabaseError, type PatternDatabaseErrorCode } from './pattern-database/pattern-database-error.js';
export { loadPatternDatabase, savePatternDatabase } from './pattern-database/pattern-database-file.js';
export { additivePatternHeuristic, maxHeuristic, type PatternLookup } from './pattern-database/pattern-heuristic.js';
export { placementCount, rankPlacement, unrankPlacement } from './pattern-database/placement-rank.js';
export { rankPermutation, unrankPermutation } from './pattern-database/permutation-rank.js';
export { combinationCount, rankCombination, unrankCombination } from './pattern-database/combination-rank.js';
