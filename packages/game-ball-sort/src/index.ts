export type { BallState, Level, Move, MoveUnit, Rules } from './level.js';
export { parse } from './parse.js';
export { applyMove, ballsMoved, moveError, rulesOf, type CompiledRules } from './rules.js';
export {
  BallSortState,
  canonicalForm,
  canonicalKey,
  codecOf,
  decodeTube,
  encodeTube,
  hashState,
  heightOf,
  initialState,
  isSolved,
  sameState,
  sortCodes,
  stateOf,
  tubesOf,
  type Codec,
} from './state.js';
export { digClutter, finalTube, junkCycles, heuristicFor, type Heuristic, type HeuristicName } from './heuristics.js';
export {
  ALGORITHMS,
  ANYTIME_WEIGHTS,
  physicalMoves,
  problemOf,
  solve,
  type Algorithm,
  type KeyMode,
  type ProblemOptions,
  type SolveOptions,
} from './solve.js';
export { formatSolution, parseSolution } from './notation.js';
export { replay, verify } from './verify.js';
export { formatLevel, render } from './render.js';
export { SAMPLES } from './samples.js';
export { plugin } from './plugin.js';
export { renderSvg, renderSvgAnimation } from './render-svg.js';
