export { plugin } from './plugin.js';
export {
  DOWN,
  LEFT,
  RIGHT,
  UP,
  type Card,
  type CardStep,
  type Corner,
  type Direction,
  type Level,
  type Move,
  type Tile,
  type TileKind,
} from './level.js';
export { MAX_CARDS, MAX_SIDE, parse, parseCard, print, tileText } from './parse.js';
export { ballPath, type BallPathPoint, type BallPathStep } from './play/ball-path.js';
export { normalizeBall, playCard, startPosition, type BallPosition, type CardOutcome, type FailReason } from './rules.js';
export { GolfPeaksState, initialState, Packing, packingOf, type GolfState } from './state.js';
export { cardsNeeded, offFlag, relaxedDistances, UNREACHABLE } from './heuristics.js';
export { ALGORITHMS, ANYTIME_WEIGHTS, problemOf, solve, type SolveOptions } from './solve.js';
export { ARROWS, ASCII_DIRECTIONS, formatMove, formatSolution, parseSolution } from './notation.js';
export { playMove, replay, verify } from './verify.js';
export { render, tileSymbol } from './render.js';
export { renderSvg, renderSvgAnimation } from './render-svg.js';
export { SAMPLES } from './samples.js';
