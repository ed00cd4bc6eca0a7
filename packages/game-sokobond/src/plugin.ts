/**
 * The CLI plugin.
 *
 * @module
 */
import { PLUGIN_API_VERSION, type GamePlugin } from '@puzzle-solvers/game-kit';
import type { Level } from './level.js';
import { formatSolution, parseSolution } from './notation.js';
import { parse } from './parse.js';
import { render } from './render.js';
import { renderSvg, renderSvgAnimation } from './render-svg.js';
import { levelAt } from './play/level-at.js';
import { initialPosition, isSolved, move, type Direction, type Position } from './rules.js';
import { SAMPLES } from './samples.js';
import { ALGORITHMS, solve, type Algorithm } from './solve.js';
import { REFUSAL_REASONS, replaySolution, verify } from './verify.js';

/**
 * Sokobond for the puzzle-solvers CLI.
 *
 * @remarks
 * States are position strings (see the rules module); moves are directions written `W A S D`.
 * `solve` takes the algorithm `fast` (default), `greedy`, `optimal`, `bfs` or `anytime` (each better
 * solution through `onSolution`, with a proven lower bound).
 *
 * @example
 * ```ts
 * const level = plugin.parse(plugin.samples[0]!.text);
 * plugin.solve(level, { timeoutMs: 10_000 }).solution;
 * ```
 * @category Plugin
 */
export const plugin: GamePlugin<Level, Position, Direction> = {
  apiVersion: PLUGIN_API_VERSION,
  name: 'sokobond',
  description: 'Sokobond: push atoms together until every electron is bonded (splitters, strengtheners, rotators)',
  extensions: ['.txt'],
  algorithms: ALGORITHMS,
  costUnit: { singular: 'move', plural: 'moves' },
  options: [],
  samples: SAMPLES,
  parse,
  initialState: initialPosition,
  solve(level, options = {}) {
    const algorithm = options.algorithm;
    if (algorithm !== undefined && !(ALGORITHMS as readonly string[]).includes(algorithm)) {
      throw new RangeError(`@puzzle-solvers/game-sokobond: unknown algorithm "${algorithm}" (expected ${ALGORITHMS.join(', ')})`);
    }
    const { algorithm: _ignored, ...rest } = options;
    const r = solve(level, algorithm === undefined ? rest : { ...rest, algorithm: algorithm as Algorithm });
    const bound = r.lowerBound === undefined ? {} : { lowerBound: r.lowerBound };
    return r.solution === undefined
      ? { result: r.result, optimal: r.optimal, ...bound }
      : { result: r.result, solution: r.solution, optimal: r.optimal, ...bound };
  },
  formatSolution,
  parseSolution,
  verify: (level, solution) => verify(level, solution),
  render,
  renderSvg,
  renderSvgAnimation,
  // The same replay as `verify`'s: a blocked move repeats the position, the level ends when solved.
  replay: (level, moves) => replaySolution(level, moves).positions,
  // A move into a wall does nothing, as in the game and in `verify`: play goes on after it.
  playMove(level, position, dir) {
    const r = move(level, position, dir);
    return r.ok ? { kind: 'moved', state: r.position } : { kind: 'blocked', reason: REFUSAL_REASONS[r.reason] };
  },
  isSolved,
  solveFrom: (level, position, options) => plugin.solve(levelAt(level, position), options),
};
