export type { Emit, Key, MoveOf, SearchProblem, State, Successor } from './state.js';
export { mergeStats, type LimitKind, type SearchResult, type SearchStats, type SearchStatus, type SolvedResult, type UnsolvedResult } from './result.js';
export type { AStarOptions, SearchOptions, SearchProgress } from './options.js';
export { CancelFlag } from './cancel-flag.js';
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
export { ParseError } from './parse-error.js';
export {
  PLUGIN_API_VERSION,
  readSolution,
  searchOptionsOf,
  type AnyGamePlugin,
  type GameOptionSpec,
  type GamePlugin,
  type GameSolveOptions,
  type GameSolveResult,
  type ParseLevel,
  type ParseOptions,
  type SampleLevel,
  type VerifyResult,
} from './plugin.js';
export { idaStar, idaStarAsync, type IdaStarOptions } from './ida-star.js';
export { idaStarInPlace, idaStarInPlaceAsync, type IdaStarInPlaceOptions, type InPlaceProblem } from './ida-star-in-place.js';
export { iddfs, iddfsAsync, type IddfsOptions } from './iddfs.js';
export { dfs, dfsAsync, type DfsOptions } from './dfs.js';
export { bidirectionalBfs, bidirectionalBfsAsync, type BidirectionalProblem } from './bidirectional-bfs.js';
export { lds, ldsAsync, type LdsOptions } from './lds.js';
export { shortenPath, shortenPathAsync, type PathToGoal, type ShortenPathOptions, type ShortenPathResult } from './shorten-path.js';
