import { PLUGIN_API_VERSION, type GamePlugin } from '@puzzle-solvers/game-kit';
import type { Level, Move } from './level.js';
import { formatSolution, parseSolution } from './notation.js';
import { parse } from './parse.js';
import { render } from './render.js';
import { renderSvg, renderSvgAnimation } from './render-svg.js';
import { SAMPLES } from './samples.js';
import { ALGORITHMS, solve } from './solve.js';
import { solveFrom } from './play/solve-from.js';
import { GolfPeaksState, initialState, type GolfState } from './state.js';
import { replay, verify } from './verify.js';

/**
 * The Golf Peaks plugin for the CLI (`puzzle-solve golf-peaks <file>`) and programs.
 *
 * @remarks No game options. `solve`'s `cost` is the number of cards played; `bfs` (default),
 * `astar` and `anytime` (which reports each better solution on the way) all give the fewest cards.
 * @category Plugin
 */
export const plugin: GamePlugin<Level, GolfState, Move> = {
  apiVersion: PLUGIN_API_VERSION,
  name: 'golf-peaks',
  description: 'Golf Peaks: play each card once (roll, jump, jump-then-roll) to get the ball into the hole; fewest cards',
  extensions: ['.txt'],
  algorithms: ALGORITHMS,
  costUnit: { singular: 'card', plural: 'cards' },
  options: [],
  samples: SAMPLES,
  parse,
  initialState,
  solve,
  formatSolution: (moves) => formatSolution(moves),
  parseSolution: (text) => parseSolution(text),
  verify,
  render,
  replay,
  renderSvg,
  renderSvgAnimation,
  // The rule check of `verify` and `replay`: a card that fails, or any card once the ball is in the hole, is illegal.
  playMove(level, state, move) {
    const next = new GolfPeaksState(level, state).play(move);
    return typeof next === 'string'
      ? { kind: 'illegal', reason: next }
      : { kind: 'moved', state: { ball: next.ball, lastSafe: next.lastSafe, hand: next.hand } };
  },
  isSolved: (level, state) => new GolfPeaksState(level, state).isGoal(),
  solveFrom,
};
