import { PLUGIN_API_VERSION, type GamePlugin } from '@puzzle-solvers/game-kit';
import type { BallState, Level, Move } from './level.js';
import { formatSolution, parseSolution } from './notation.js';
import { parse } from './parse.js';
import { render } from './render.js';
import { renderSvg, renderSvgAnimation } from './render-svg.js';
import { SAMPLES } from './samples.js';
import { ALGORITHMS, solve } from './solve.js';
import { levelAt } from './play/level-at.js';
import { moveError, rulesOf } from './rules.js';
import { initialState, isSolved } from './state.js';
import { replay, verify } from './verify.js';

/**
 * The ball sort game for the CLI and for programs.
 *
 * @remarks
 * Options: `rules` (`app` | `course`) and `moves` (`single` | `pour`), given to `parse`, which
 * stores them in the level. Algorithms: `astar` (default, optimal), `weighted`, `greedy` (fast,
 * `optimal: false`), `bfs`.
 *
 * @example
 * ```ts
 * const level = plugin.parse(text, { file: 'L1.txt', options: { rules: 'course' } });
 * const { solution } = plugin.solve(level, { timeoutMs: 10_000 });
 * ```
 * @category Plugin
 */
export const plugin: GamePlugin<Level, BallState, Move> = {
  apiVersion: PLUGIN_API_VERSION,
  name: 'ball-sort',
  description: 'Ball sort: sort coloured balls into tubes, one colour per tube (fewest moves).',
  extensions: ['.txt', '.json'],
  algorithms: ALGORITHMS,
  options: [
    {
      name: 'rules',
      description: 'app: a ball goes onto its own colour or an empty tube; course: onto any tube that is not full',
      choices: ['app', 'course'],
      default: 'app',
    },
    {
      name: 'moves',
      description: 'single: one ball per move; pour: the whole top run of one colour, as many balls as fit',
      choices: ['single', 'pour'],
      default: 'single',
    },
  ],
  samples: SAMPLES,
  parse,
  initialState,
  solve: (level, options) => solve(level, options),
  formatSolution,
  parseSolution: (text) => parseSolution(text),
  verify,
  render,
  replay,
  renderSvg,
  renderSvgAnimation,
  // The rule check of `verify` and `replay`: an illegal move stops them both.
  playMove(level, state, move) {
    const why = moveError(level, state, move.from, move.to);
    return why === undefined ? { kind: 'moved', state: rulesOf(level).apply(state, move.from, move.to) } : { kind: 'illegal', reason: why };
  },
  isSolved,
  solveFrom: (level, state, options) => solve(levelAt(level, state), options),
};
