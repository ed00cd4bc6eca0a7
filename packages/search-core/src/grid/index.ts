export { Grid, type GridPoint } from './grid.js';
export { DiagonalMovement } from './diagonal-movement.js';
export type { GridNoPath, GridPath, GridPathResult, GridSearchOptions } from './grid-search-options.js';
export { gridAStar } from './grid-astar.js';
export { jumpPointSearch } from './jump-point-search.js';
export { parseMovingAiMap, parseMovingAiScenarios, type MovingAiMap, type MovingAiScenario } from './moving-ai.js';
export { GridParseError, type GridParseErrorCode } from './grid-parse-error.js';
