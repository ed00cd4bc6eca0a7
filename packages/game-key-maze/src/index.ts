export { plugin } from './plugin.js';
export {
  NEVER_OPENS,
  type DecodedState,
  type Direction,
  type GridMove,
  type KeyMazeMove,
  type KeyMazeState,
  type Level,
  type Move,
  type Part,
} from './level.js';
export { parse, partOf } from './parse.js';
export {
  DIRECTIONS,
  applyMove,
  applyStep,
  canEnter,
  doorBit,
  isWalkable,
  keyBit,
  neighbour,
  routeLength,
  shortestRoute,
  step,
  type MoveOutcome,
} from './rules.js';
export { decodeGridState, decodeState, encodeState, initialState, KeyMazeSearchState, packState } from './state.js';
export { gridKeyBound, keyMazeBound } from './heuristics.js';
export { ALGORITHMS, ANYTIME_WEIGHTS, gridProblem, keyMazeProblem, problemOf, solve, type Algorithm, type SolveOptions } from './solve.js';
export { formatSolution, parseMoves, parseSolution } from './notation.js';
export { replay, verify } from './verify.js';
export { render, renderCells } from './render.js';
export { renderSvg, renderSvgAnimation } from './render-svg.js';
export { SAMPLES } from './samples.js';
