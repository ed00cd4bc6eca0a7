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
