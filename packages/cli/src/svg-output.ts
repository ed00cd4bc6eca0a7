import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyGamePlugin } from '@puzzle-solvers/game-kit';
import { UsageError, type CliIO } from './io.js';
import { messageOf } from './parse-errors.js';

/** The game's SVG drawing members, or a usage error naming the game that has none. */
export function svgRenderer(plugin: AnyGamePlugin): Required<Pick<AnyGamePlugin, 'renderSvg' | 'renderSvgAnimation'>> {
  const { renderSvg, renderSvgAnimation } = plugin;
  if (typeof renderSvg !== 'function' || typeof renderSvgAnimation !== 'function') {
    throw new UsageError(`${plugin.name} draws no SVG (its plugin has no renderSvg/renderSvgAnimation); --svg cannot be used with it`);
  }
  return { renderSvg: renderSvg.bind(plugin), renderSvgAnimation: renderSvgAnimation.bind(plugin) };
}

/** Writes an SVG picture for `--svg <file>` (relative to the working folder) and says so on stderr. */
export function writeSvg(path: string, svg: string, what: string, io: CliIO): void {
  const target = resolve(io.cwd, path);
  try {
    writeFileSync(target, svg);
  } catch (e) {
    throw new UsageError(`cannot write --svg ${path}: ${messageOf(e)}`);
  }
  io.stderr.write(`wrote ${path}: ${what}\n`);
}

/** The animated SVG of a level solved with `solution` (in the game's notation). */
export function solutionAnimation(plugin: AnyGamePlugin, level: unknown, solution: string): { svg: string; steps: number } {
  const { renderSvgAnimation } = svgRenderer(plugin);
  const moves = plugin.parseSolution(solution, level);
  const states = plugin.replay(level, moves);
  return { svg: renderSvgAnimation(level, states), steps: states.length - 1 };
}
