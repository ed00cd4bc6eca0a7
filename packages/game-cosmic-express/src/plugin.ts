import { PLUGIN_API_VERSION, type GamePlugin } from '@puzzle-solvers/game-kit';
import type { Level } from './level.js';
import { formatSolution, parseSolution } from './notation.js';
import { parse } from './parse.js';
import { render } from './render.js';
import { renderSvg, renderSvgAnimation } from './render-svg.js';
import { TrainState, type Move } from './rules.js';
import { SAMPLES } from './samples.js';
import { ALGORITHMS, solve } from './solve.js';
import { solveFrom } from './play/solve-from.js';
import { CosmicExpressState } from './state.js';
import { replay, verify } from './verify.js';

/**
 * The Cosmic Express plugin for the CLI (`puzzle-solve cosmic-express <file>`) and programs.
 *
 * @remarks Reads both level formats (JSON and character grid, told apart by the first
 * character). `verify` takes a move string over `U D L R` or a drawn board. `solve`'s `cost` is the
 * number of track pieces laid.
 * @category Plugin
 */
export const plugin: GamePlugin<Level, TrainState, Move> = {
  apiVersion: PLUGIN_API_VERSION,
  name: 'cosmic-express',
  description: 'Cosmic Express: lay one track from entrance to exit so the train takes every alien to a house of its colour',
  extensions: ['.json', '.txt'],
  algorithms: ALGORITHMS,
  costUnit: { singular: 'track piece', plural: 'track pieces' },
  options: [],
  samples: SAMPLES,
  parse,
  initialState: (level) => TrainState.initial(level),
  solve: (level, options) => solve(level, options),
  formatSolution: (moves) => formatSolution(moves),
  parseSolution: (text) => parseSolution(text),
  verify,
  render: (level, state) => render(level, state),
  replay,
  renderSvg,
  renderSvgAnimation,
  // The rule check of `verify` and `replay`: a piece of track that cannot be laid is illegal.
  playMove(_level, state, move) {
    const next = new CosmicExpressState(state).play(move);
    return typeof next === 'string' ? { kind: 'illegal', reason: next } : { kind: 'moved', state: next.train };
  },
  isSolved: (_level, state) => state.isSolved(),
  solveFrom,
};
