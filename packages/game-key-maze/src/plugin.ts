import { PLUGIN_API_VERSION, type GamePlugin } from '@puzzle-solvers/game-kit';
import type { KeyMazeMove, KeyMazeState, Level } from './level.js';
import { formatSolution, parseMoves } from './notation.js';
import { parse } from './parse.js';
import { render } from './render.js';
import { renderSvg, renderSvgAnimation } from './render-svg.js';
import { SAMPLES } from './samples.js';
import { ALGORITHMS, solve } from './solve.js';
import { solveFrom } from './play/solve-from.js';
import { decodeState, initialState, KeyMazeSearchState } from './state.js';
import { replay, verify } from './verify.js';

/**
 * The key-maze plugin for the CLI (`puzzle-solve key-maze <file> [--part 2]`) and programs.
 *
 * @remarks The `part` option is read by `parse` (`parse(text, { options: { part: '2' } })`); the
 * level then carries it, so `solve`, `verify` and `render` need nothing more. `solve`'s `cost` is
 * the total number of steps. Its moves are key moves (what `solve` answers) and, for play cell by
 * cell, grid steps (`U D L R`): `parseSolution` reads both ({@link parseMoves}), `verify` and
 * `playMove` take both, and a state reached by steps is a walk state (see {@link packState}).
 * @category Plugin
 */
export const plugin: GamePlugin<Level, KeyMazeState, KeyMazeMove> = {
  apiVersion: PLUGIN_API_VERSION,
  name: 'key-maze',
  description: 'Advent of Code 2019 day 18: robots collect every key of a vault, doors open with their keys; fewest steps',
  extensions: ['.txt'],
  algorithms: ALGORITHMS,
  costUnit: { singular: 'step', plural: 'steps' },
  options: [
    {
      name: 'part',
      description: "1: the map as given; 2: split the single robot into four (the 3×3 around '@' becomes @#@/###/@#@)",
      choices: ['1', '2'],
      default: '1',
    },
  ],
  samples: SAMPLES,
  parse,
  initialState,
  solve,
  formatSolution: (moves) => formatSolution(moves),
  parseSolution: (text) => parseMoves(text),
  verify,
  render,
  replay,
  renderSvg,
  renderSvgAnimation,
  // The rule check of `verify` and `replay`: a key out of reach or already held, a step into a
  // wall or a closed door, is illegal.
  playMove(level, state, move) {
    const { robots, held } = decodeState(level, state);
    const next = new KeyMazeSearchState(level, robots, held).play(move);
    return typeof next === 'string' ? { kind: 'illegal', reason: next } : { kind: 'moved', state: next.packed() };
  },
  isSolved: (level, state) => decodeState(level, state).held === (level.keys.length === 0 ? 0 : 2 ** level.keys.length - 1),
  solveFrom,
};
