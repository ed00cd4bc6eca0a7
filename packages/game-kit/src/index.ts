export { ParseError, isParseError } from './parsing/parse-error.js';
export {
  PLUGIN_API_VERSION,
  type AnyGamePlugin,
  type GameOptionSpec,
  type GamePlugin,
  type GameSolution,
  type GameSolveOptions,
  type GameSolveResult,
  type ParseLevel,
  type ParseOptions,
  type PlayOutcome,
  type SampleLevel,
  type VerifyResult,
} from './plugin.js';
export { replaySteps, type SteppedReplay, type Stepper } from './playing/replay-steps.js';
export { hintDisagreement, replayDisagreement, solvableByBfs, type PlayablePlugin } from './playing/play-conformance.js';
export { readSolution } from './parsing/read-solution.js';
export { searchOptionsOf } from './solving/search-options.js';
export { chooseAlgorithm } from './solving/algorithm.js';
export { AnytimeTracker } from './solving/anytime-tracker.js';
export { anytimeDisagreement, type AnytimeRun } from './solving/anytime-conformance.js';
export { LimitBudget, type StageCaps, type StagedLimits } from './solving/limit-budget.js';
export { solveWithinLimits } from './solving/solve-within-limits.js';
export { levelText } from './parsing/level-text.js';
export { readJson, type JsonMember, type JsonValue, type ReadJsonOptions, type TextPosition } from './parsing/json-reader.js';
export { escapeXml, svgNumber } from './svg/escape-xml.js';
export { svgDocument, type SvgAnimationOptions, type SvgDocumentParts, type SvgOptions } from './svg/svg-document.js';
export { svgAnimation, svgRuns, type SvgAnimationParts, type SvgSpan } from './svg/svg-animation.js';
export { svgElements, svgElementsAt, type SvgElement } from './svg/svg-elements.js';
export {
  GRID_TURNS,
  inverseTurn,
  turnCell,
  turnDirection,
  turnSize,
  turnStep,
  type GridTurn,
  type GridTurnName,
} from './grid/grid-turns.js';
